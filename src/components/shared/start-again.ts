/**
 * A new game for the same table, in one tap: the players, seating and setup of an earlier game (a
 * rematch, or "play again" from the games list). A Diamonds game gets its first dealer drawn at
 * random and stored with it, so its deal screen asks only for the pass.
 */
import { FIRST_DEALER } from '../diamonds/view/first-dealer';
import { randomSeat } from '../diamonds/view/random';
import { createSession, type DeviceDb, type SessionRow } from '../../store/index';

/** Creates the game (the store checks the setup as for any new game) and resolves with its id. */
export function startAgain(db: DeviceDb, session: SessionRow): Promise<string> {
  const options = session.game === 'diamonds' ? { table: { [FIRST_DEALER]: randomSeat(session.players.length) } } : {};
  return createSession(db, session.game, session.config, options);
}
