/** A game's one reader and its one cached state (src/store/game-log.ts): what a write leaves, the next read uses. */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { appendEvent, undo } from '../../src/store/events';
import { createSession } from '../../src/store/create-session';
import { readGame } from '../../src/store/game-log';
import { mirrorSession, type LiveLog } from '../../src/store/live';
import type { LiveLink } from '../../src/store/db';
import { freshDb, spyTables } from './helpers';
import { config, score, toyRegistry, type ToyState } from './toy-game';

/** A database whose toy rules are watched (how often a replay starts, `initial`, and an event is applied), and its reads of a whole log (`logReads`). */
function watchedDb() {
  const games = toyRegistry();
  const initial = vi.spyOn(games.diamonds, 'initial');
  const apply = vi.spyOn(games.diamonds, 'apply');
  const db = freshDb({ games });
  const reads = { logs: 0 };
  spyTables(db, 'log-reads', (table, down) =>
    table === 'events'
      ? {
          query: (req) => {
            if (Number(req.query.range.type) === 2 /* DBCoreRangeType.Range */) reads.logs++;
            return down.query(req);
          },
        }
      : {},
  );
  return { db, initial, apply, reads };
}

describe('readGame', () => {
  it('after a write, reads the game without reading its log or replaying it: the state is the write’s own', async () => {
    const { db, initial, reads } = watchedDb();
    const id = await createSession(db, 'diamonds', config());
    await appendEvent(db, id, score(0, 3), 0);
    const second = await appendEvent<ToyState>(db, id, score(1, 4), 1);
    const undone = await undo<ToyState>(db, id, 2);
    const again = await appendEvent<ToyState>(db, id, score(1, 5), 3);
    if (!second.ok || !undone.ok || !again.ok) throw new Error('not written');
    initial.mockClear();
    reads.logs = 0;
    const read = await readGame<unknown, ToyState>(db, id);
    expect(read?.events).toEqual([score(0, 3), score(1, 5)]);
    expect(read?.state).toBe(again.state);
    expect(read?.revision).toBe(again.revision);
    expect(initial).not.toHaveBeenCalled();
    // The row and its last event, never the whole log.
    expect(reads.logs).toBe(0);
  });

  it('reads and replays the log another writer (another tab) changed, once, and then reads it from the cache', async () => {
    const { db, initial } = watchedDb();
    const id = await createSession(db, 'diamonds', config());
    await appendEvent(db, id, score(0, 3), 0);
    const other = freshDb({}, db.name);
    expect((await appendEvent(other, id, score(1, 2), 1)).ok).toBe(true);
    initial.mockClear();
    const read = await readGame<unknown, ToyState>(db, id);
    expect(read?.events).toEqual([score(0, 3), score(1, 2)]);
    expect(read?.state.scores).toEqual([3, 2]);
    expect(initial).toHaveBeenCalledTimes(1);
    expect((await readGame<unknown, ToyState>(db, id))?.state).toBe(read?.state);
    expect(initial).toHaveBeenCalledTimes(1);
  });
});

describe('mirrorSession', () => {
  const link = { room: 'room-1', relay: 'ws://127.0.0.1/sync', role: 'follower', epoch: 0, phone: 'p', seat: null } as LiveLink;
  const log = (events: unknown[]): LiveLog => ({ session: 'followed-game-1', game: 'diamonds', config: config(), events, revision: events.length });

  it('checks only the events after the log it stored last, and stores the whole log', async () => {
    const { db, apply } = watchedDb();
    const events = [score(0, 1), score(1, 2), score(0, 3), score(1, 4)];
    expect((await mirrorSession(db, log(events.slice(0, 2)), link)).ok).toBe(true);
    apply.mockClear();
    const grown = await mirrorSession(db, log(events), link);
    expect(grown.ok && (grown.state as ToyState).scores).toEqual([4, 6]);
    // The two new events, not the four.
    expect(apply).toHaveBeenCalledTimes(2);
    expect((await readGame(db, 'followed-game-1'))?.events).toEqual(events);
  });

  it('checks a log that does not begin with the stored one (the host undid) from its start', async () => {
    const { db, apply } = watchedDb();
    expect((await mirrorSession(db, log([score(0, 1), score(1, 2)]), link)).ok).toBe(true);
    apply.mockClear();
    const changed = await mirrorSession(db, { ...log([score(0, 1), score(0, 9)]), revision: 3 }, link);
    expect(changed.ok && (changed.state as ToyState).scores).toEqual([10, 0]);
    // From the first event: the stored log's state is not the changed one's.
    expect(apply).toHaveBeenCalledTimes(2);
    expect((await readGame(db, 'followed-game-1'))?.events).toEqual([score(0, 1), score(0, 9)]);
  });
});
