/**
 * Changing a session's config in place, for the one change a table makes after a game started:
 * filling in a rules-card value that was still empty (M-CARD-VALUES). The whole log must replay
 * under the new config, so no recorded round can change its meaning behind the table's back.
 */
import { says } from '../rules/game';
import type { DeviceDb, SessionRow } from './db';
import { readLog, replay } from './log';
import { gameFor, playersOf } from './registry';
import { UnknownGameError, type LogResult } from './results';
import { nextRevision, revisionOf } from './revision';
import { run } from './run';

export async function replaceConfig<S = unknown>(db: DeviceDb, id: string, config: unknown, expectedRevision: number): Promise<LogResult<S>> {
  await db.rules();
  const result = await run(db, 'rw', [db.sessions, db.events], () => writeConfig<S>(db, id, () => config, expectedRevision));
  return result;
}

/**
 * The body of replaceConfig, for a verb whose own transaction (over sessions and events at least)
 * changes more than the config. `next` makes the new config from the stored one. The rules must be
 * loaded (`db.rules()`) before the transaction starts.
 */
export async function writeConfig<S = unknown>(db: DeviceDb, id: string, next: (config: unknown) => unknown, expectedRevision: number): Promise<LogResult<S>> {
  const session = await db.sessions.get(id);
  if (!session) return { ok: false, missing: true };
  if (revisionOf(session) !== expectedRevision) return { ok: false, conflict: true };
  const module = gameFor(db.games, session.game);
  if (!module) throw new UnknownGameError(session.game);
  const config = next(session.config);
  const samePlayers = JSON.stringify(playersOf(config)) === JSON.stringify(session.players);
  if (!samePlayers) {
    return { ok: false, rejection: { rule: 'format', text: says('store.players-fixed') } };
  }
  let replayed: ReturnType<typeof replay>;
  try {
    replayed = replay(
      module,
      config,
      (await readLog(db, id)).map((row) => row.event),
    );
  } catch (error) {
    return { ok: false, rejection: { rule: 'format', text: says('store.setup', { why: (error as Error).message }) } };
  }
  if (!replayed.ok) return { ok: false, rejection: replayed.rejection };
  // A new config gives the log a new meaning: it is a change of the log like any other.
  const updated: SessionRow = { ...session, ...replayed.derived, config, revision: nextRevision(session), updatedAt: db.now() };
  await db.sessions.put(updated);
  return { ok: true, session: updated, revision: revisionOf(updated), state: replayed.state as S };
}
