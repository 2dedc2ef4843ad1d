/**
 * Fixing a recorded card (src/store/correct.ts): one transaction, the corrected log replayed from
 * the start, and one Undo that puts the log back exactly as it was (events, times, redo list).
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { diamondsGame, type DiamondsEvent } from '../../src/rules/diamonds/index';
import { correctEvent } from '../../src/store/correct';
import { createSession } from '../../src/store/create-session';
import type { GameRegistry } from '../../src/store/registry';
import { appendEvent, redo, undo } from '../../src/store/events';
import { readLog } from '../../src/store/log';
import { loadSession } from '../../src/store/sessions';
import { cards, config, deal } from '../support/diamonds-helpers';
import { freshDb, snapshot, tickingClock } from './helpers';
import { toyRegistry } from './toy-game';

const games: GameRegistry = { ...toyRegistry(), diamonds: diamondsGame };
// Ann deals; trick 1: Bob H5, Cy S1 (a mis-tap: Cy played H6), Dee H7, Ann H2; Dee leads D1, Ann D2.
const LOG: DiamondsEvent[] = [deal(0), ...cards('H5 S1 H7 H2 D1 D2')];

async function game(log: readonly DiamondsEvent[] = LOG) {
  const db = freshDb({ games, now: tickingClock(0) });
  const id = await createSession(db, 'diamonds', config(4));
  for (const [i, e] of log.entries()) expect((await appendEvent(db, id, e, i)).ok).toBe(true);
  return { db, id };
}

const eventsOf = async (db: ReturnType<typeof freshDb>, id: string) => (await loadSession(db, id))?.events;

describe('correctEvent', () => {
  it('D-FOLLOW: replaces the card, keeps the later ones that fit, and one Undo restores the log, its times and its redo list', async () => {
    const { db, id } = await game();
    expect((await undo(db, id, 7)).ok).toBe(true); // D2 waits on the redo list
    const before = await snapshot(db);
    const fixed = await correctEvent(db, id, 2, { type: 'play', card: 'H6' }, 8);
    expect(fixed).toMatchObject({ ok: true, revision: 9, session: { length: 6, redo: [] }, events: [deal(0), ...cards('H5 H6 H7 H2 D1')] });
    expect(await eventsOf(db, id)).toEqual([deal(0), ...cards('H5 H6 H7 H2 D1')]);
    // Cy followed suit after all: Cy's H9 is legal now.
    expect((await appendEvent(db, id, { type: 'play', card: 'H9' }, 9)).ok).toBe(true);
    // The first Undo drops the H9, the second takes the whole fix back.
    expect(await undo(db, id, 10)).toMatchObject({ ok: true, session: { length: 6 } });
    const back = await undo(db, id, 11);
    expect(back).toMatchObject({ ok: true, session: { length: 6, redo: [cards('D2')[0]] }, events: LOG.slice(0, 6) });
    const after = await snapshot(db);
    expect(after.events).toEqual(before.events);
    const { revision, updatedAt, ...row } = after.sessions[0]!;
    const { revision: r0, updatedAt: u0, ...was } = before.sessions[0]!;
    expect(row).toEqual(was);
    expect(revision).toBeGreaterThan(r0 ?? 0);
    expect(updatedAt).toBeGreaterThan(u0);
    // And Redo goes on from there as before the fix.
    expect(await redo(db, id, 12)).toMatchObject({ ok: true, session: { length: 7 } });
    expect(await eventsOf(db, id)).toEqual(LOG);
  });

  it("D-WIN, D-LEAD: takes out the later cards that would now be another player's, and Undo brings them back", async () => {
    const { db, id } = await game();
    const fixed = await correctEvent(db, id, 2, { type: 'play', card: 'H9' }, 7);
    expect(fixed).toMatchObject({ ok: true, session: { length: 5 } });
    expect(await eventsOf(db, id)).toEqual([deal(0), ...cards('H5 H9 H7 H2')]);
    expect((await readLog(db, id)).map((r) => r.seq)).toEqual([0, 1, 2, 3, 4]);
    expect(await undo(db, id, 8)).toMatchObject({ ok: true, session: { length: 7 } });
    expect(await eventsOf(db, id)).toEqual(LOG);
  });

  it('writes nothing for a card the rules refuse there, nor on a stale revision', async () => {
    const { db, id } = await game();
    const before = await snapshot(db);
    const refused = await correctEvent(db, id, 2, { type: 'play', card: 'H5' }, 7);
    expect(refused.ok || ('rejection' in refused && refused.rejection.rule)).toBe('D-DECK');
    expect(await correctEvent(db, id, 2, { type: 'play', card: 'H6' }, 6)).toEqual({ ok: false, conflict: true });
    expect(await snapshot(db)).toEqual(before);
  });

  it('fixes stack: each Undo takes back the last fix, then events go one by one', async () => {
    const { db, id } = await game();
    await correctEvent(db, id, 2, { type: 'play', card: 'H6' }, 7);
    await correctEvent(db, id, 6, { type: 'play', card: 'D3' }, 8);
    expect(await eventsOf(db, id)).toEqual([deal(0), ...cards('H5 H6 H7 H2 D1 D3')]);
    expect(await undo(db, id, 9)).toMatchObject({ ok: true, events: [deal(0), ...cards('H5 H6 H7 H2 D1 D2')] });
    expect(await undo(db, id, 10)).toMatchObject({ ok: true, events: LOG });
    expect((await loadSession(db, id))?.session.fixes).toBeUndefined();
    expect(await undo(db, id, 11)).toMatchObject({ ok: true, session: { length: 6, redo: [cards('D2')[0]] } });
    expect(await eventsOf(db, id)).toEqual(LOG.slice(0, 6));
  });
});
