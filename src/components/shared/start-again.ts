/**
 * A new game for the same table, in one tap: the players, seating and setup of an earlier game (a
 * rematch, or "play again" from the games list), with what its game starts a rematch with (a
 * Diamonds first dealer drawn at random: ./games.ts).
 */
import { createSession, type DeviceDb, type SessionRow } from '../../store/index';
import { screensOf } from './games';

/** Creates the game (the store checks the setup as for any new game) and resolves with its id. */
export function startAgain(db: DeviceDb, session: SessionRow): Promise<string> {
  const table = screensOf(session.game)?.rematchTable(session.players.length) ?? {};
  return createSession(db, session.game, session.config, { table });
}
