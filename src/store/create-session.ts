/** Starting a game: its own module, because it brings the players table, which the first screen does not need. */
import { says } from '../rules/game';
import { previewSaid } from '../rules/untrusted-text';
import type { DeviceDb, SessionRow } from './db';
import { messageOf, replay } from './log';
import { gameFor, playersOf, type GameId } from './registry';
import { ensurePlayers, namesProblem } from './players';
import { InvalidConfigError } from './results';
import { draftRows, type Drafts } from './drafts';
import { newId } from './ids';
import { SETUP_ID } from './setup-draft';
import { run } from './run';

export interface CreateOptions {
  /** The game's first drafts (./drafts.ts), written in the same transaction as the game. */
  table?: Drafts;
  /** Drops the new-game form as kept (./setup-draft.ts) in the same transaction: the game it set up has started. */
  setupDone?: boolean;
}

/**
 * Starts a game and returns its id. The config must be one the rules module plays: `initial` must
 * accept it, and it must survive the module's own record round trip (`parseRecord(toRecord(config,
 * []))`), which applies the record format's complete checks (player count, unique names, variant…)
 * and guarantees that every stored session can be exported. What is stored is the round trip's
 * copy, names in their normal form (../rules/player-name.ts). A refused config throws
 * InvalidConfigError with the module's message (its `text`, a key and values); nothing is written.
 */
export async function createSession(db: DeviceDb, game: GameId, config: unknown, options: CreateOptions = {}): Promise<string> {
  const module = gameFor(await db.rules(), game);
  if (!module) throw new InvalidConfigError(says('store.unknown-game', { game: previewSaid(game) }));
  let derived;
  let stored: unknown;
  try {
    replay(module, config, []); // `initial` says first what is wrong with a setup it cannot play
    const roundTrip = module.parseRecord(module.toRecord(config, []));
    if (!roundTrip.ok) throw new InvalidConfigError(roundTrip.error.text);
    stored = roundTrip.config;
    const names = namesProblem(playersOf(stored));
    if (names) throw new InvalidConfigError(names);
    derived = replay(module, stored, []).derived;
  } catch (error) {
    if (error instanceof InvalidConfigError) throw error;
    // A module that throws for a setup it cannot play: its own words, quoted.
    throw new InvalidConfigError(says('store.setup', { why: messageOf(error) }), { cause: error });
  }
  const now = db.now();
  const row: SessionRow = {
    id: newId(),
    game,
    config: stored,
    createdAt: now,
    updatedAt: now,
    redo: [],
    ...derived,
    revision: 0,
  };
  const table = Object.entries(options.table ?? {}).map(([key, value]) => ({ sessionId: row.id, key, value }));
  await run(db, 'rw', [db.sessions, db.players, db.tableState], async () => {
    row.playerIds = await ensurePlayers(db, row.players, row.createdAt);
    await db.sessions.add(row);
    await db.tableState.bulkAdd(table);
    if (options.setupDone) await draftRows(db, SETUP_ID).delete();
  });
  return row.id;
}
