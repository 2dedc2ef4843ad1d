/**
 * A round played turn by turn through the store, as the screens write it: each turn appended once
 * the rules accept it (a refusal writes nothing and names the rule), undo and redo, the session
 * exported in the backup format (turns included) and as a record (round sheets only).
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { diamsGame, type DiamsSessionEvent, type DiamsState } from '../../../src/rules/diams';
import { replayLog } from '../../../src/rules/game';
import { DeviceDb, appendEvent, backupSession, createSession, exportRecord, loadSession, parseBackup, redo, restoreBackup, undo } from '../../../src/store';
import { games } from '../../../src/app/games';
import { config } from './fixtures';
import { d, ev } from './turns/fixtures';
import { SHEETS, TURNS, roundOf, turn } from './turns-fixtures';
import { messageText, rejectionText } from '../../../src/i18n/rule-messages';

const opened: DeviceDb[] = [];
function freshDb(): DeviceDb {
  let t = Date.UTC(2025, 0, 1);
  const db = new DeviceDb(`turns-${crypto.randomUUID()}`, { games, now: () => (t += 1000) });
  opened.push(db);
  return db;
}
afterEach(async () => {
  const dbs = opened.splice(0);
  for (const db of dbs) db.close();
  for (const db of dbs) await Dexie.delete(db.name);
});

const table = config(['Ann', 'Bob', 'Cy']);

async function gameWith(db: DeviceDb, events: readonly DiamsSessionEvent[]): Promise<string> {
  const id = await createSession(db, 'diams', table);
  for (const [i, event] of events.entries()) {
    const r = await appendEvent(db, id, event, i);
    if (!r.ok) throw new Error(`event ${i + 1}: ${JSON.stringify(r)}`);
  }
  return id;
}

const stateOf = (events: readonly DiamsSessionEvent[]): DiamsState => {
  const r = replayLog(diamsGame, table, events);
  if (!r.ok) throw new Error(rejectionText(r.rejection));
  return r.state;
};

describe('a turn-by-turn round in the store', () => {
  it('appends each turn once accepted; a refused turn writes nothing and names its rule (M-SAME)', async () => {
    const db = freshDb();
    const id = await gameWith(db, TURNS.slice(0, 3));
    const bad = await appendEvent(db, id, turn(ev.same(d(4), d(4), d(4))), 3);
    expect(bad).toMatchObject({ ok: false, rejection: { rule: 'M-SAME', round: 1, play: 3 } });
    const loaded = await loadSession<DiamsSessionEvent, DiamsState>(db, id);
    expect(loaded?.events).toEqual(TURNS.slice(0, 3));
    expect(loaded?.state).toEqual(stateOf(TURNS.slice(0, 3)));
  });

  it('undo drops the last turn (redo puts it back), and the state is the replay of what is stored', async () => {
    const db = freshDb();
    const id = await gameWith(db, TURNS);
    const undone = await undo<DiamsState>(db, id, TURNS.length);
    expect(undone.ok && undone.state).toEqual(stateOf(TURNS.slice(0, -1)));
    const redone = await redo<DiamsState>(db, id, TURNS.length + 1);
    expect(redone.ok && redone.state).toEqual(stateOf(TURNS));
    expect((await loadSession(db, id))?.session.redo).toEqual([]);
  });

  it('the round sheets end the round: in progress until then, scored after', async () => {
    const db = freshDb();
    const id = await gameWith(db, [...TURNS, roundOf(...SHEETS)]);
    const row = (await loadSession(db, id))?.session;
    expect(row?.standings.map((s) => s.score)).toEqual([3, 2, 4]);
    expect(row?.status).toBe('in-progress');
  });

  it('exports the session in the backup format with every turn; a restore replays it to the same state', async () => {
    const db = freshDb();
    const id = await gameWith(db, TURNS.slice(0, 12));
    const text = await backupSession(db, id);
    expect(text).toBeDefined();
    const parsed = parseBackup(text ?? '', games);
    expect(parsed.ok && parsed.backup.sessions[0]?.events.map((e) => e.event)).toEqual(TURNS.slice(0, 12));
    const other = freshDb();
    expect(await restoreBackup(other, text ?? '')).toMatchObject({ ok: true, added: 1 });
    const restored = await loadSession<DiamsSessionEvent, DiamsState>(other, id);
    expect(restored?.state).toEqual(stateOf(TURNS.slice(0, 12)));
    expect(restored?.state.turns?.state.hands.map((h) => h.size)).toEqual([2, 6, 0]);
  });

  it('a backup whose turns break a rule is refused whole, naming the event and the rule', async () => {
    const db = freshDb();
    const id = await gameWith(db, TURNS.slice(0, 4));
    const file = JSON.parse((await backupSession(db, id)) ?? '') as { sessions: { events: { event: unknown }[] }[] };
    const events = file.sessions[0]?.events ?? [];
    (events[3] as { event: unknown }).event = turn(ev.same(d(4), d(4)));
    const parsed = parseBackup(JSON.stringify(file), games);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && messageText(parsed.text)).toContain(
      'event 4 is not legal (M-SAME: Ann must take all three 4s from the market, the one put down included: 4, 4 and 4 (magnifier) (M-SAME).)',
    );
  });

  it('exports a record of the round sheets only: the turns are not part of a record', async () => {
    const db = freshDb();
    const id = await gameWith(db, [...TURNS, roundOf(...SHEETS)]);
    const record = JSON.parse((await exportRecord(db, id)) ?? '') as { rounds: unknown[] };
    expect(record.rounds).toEqual([
      {
        Ann: { safe: [{ quality: 4, count: 3, pure: 1 }], hand: [2, 8, 6] },
        Bob: { safe: [{ quality: 5, count: 3, pure: 0 }], hand: [1, 1] },
        Cy: { safe: [{ quality: 9, count: 3, pure: 1 }], hand: [7] },
      },
    ]);
  });
});
