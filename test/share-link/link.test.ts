/**
 * A game in a link (src/share-link/): every example record and backup goes through a link and comes
 * back as it was (a backup's times to the second, the one thing a link drops), a link opens the
 * game as the import would store it, and importing it gives the same game on another device.
 */
import 'fake-indexeddb/auto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { backupSession, exportRecord, importRecord, loadSession, undo } from '../../src/store/index';
import { games } from '../../src/app/games';
import { compactBackup, compactRecord, expandBackup, expandRecord } from '../../src/share-link/compact';
import { gameLink } from '../../src/share-link/game-link';
import { readShared, sharePayload, shareUrl, SHARED_ROUTE } from '../../src/share-link/link';
import { importShared, openShared } from '../../src/share-link/shared-game';
import { randomGame } from '../support/random-diamonds';
import { freshDb, snapshot, tickingClock } from '../store/helpers';

const NOW = Date.UTC(2026, 5, 1, 12);
const EXAMPLES = readdirSync('examples')
  .filter((f) => f.endsWith('.json') && !f.endsWith('.expected.json'))
  .map((f) => f.slice(0, -'.json'.length));
const text = (name: string) => readFileSync(`examples/${name}.json`, 'utf8');
const expected = (name: string) => JSON.parse(readFileSync(`examples/${name}.expected.json`, 'utf8'));
const valid = EXAMPLES.filter((n) => expected(n).exit === 0);

async function roundTrip(kind: 'record' | 'backup', file: string): Promise<unknown> {
  const read = await readShared(await sharePayload(kind, file));
  if (!read.ok) throw new Error(`the link did not read: ${read.problem}`);
  expect(read.kind).toBe(kind);
  return JSON.parse(read.text);
}

describe('a record in a link', () => {
  it('has an example of every kind to carry', () => {
    expect(valid.length).toBeGreaterThanOrEqual(7);
    expect(EXAMPLES.length).toBeGreaterThan(valid.length);
  });

  for (const name of EXAMPLES) {
    it(`gives ${name} back as it was, broken or not`, async () => {
      expect(await roundTrip('record', text(name))).toEqual(JSON.parse(text(name)));
    });
  }

  it('writes a Diamonds round as one character a card, and a steal by seat', () => {
    const record = { game: 'diamonds', players: ['Ann', 'Bob'], rounds: [{ pass: 1, plays: ['D1', 'D15', 'H1', 'C15>Bob', 'C3>Ann'] }] };
    const compact = compactRecord(record) as { rounds: { plays: string }[] };
    expect(compact.rounds[0]?.plays).toBe('AOP7~1v~0');
    expect(expandRecord(compact)).toEqual(record);
  });

  it('keeps a round as a list when a play is not a card code or a steal names no player', () => {
    const record = { game: 'diamonds', players: ['Ann'], rounds: [{ plays: ['H07'] }, { plays: ['C3>Zed'] }, { plays: ['C3>Ann'] }] };
    expect((compactRecord(record) as { rounds: { plays: unknown }[] }).rounds.map((r) => r.plays)).toEqual([['H07'], ['C3>Zed'], 'v~0']);
  });

  for (const name of valid) {
    it(`opens ${name} as its import stores it, with nothing written`, async () => {
      const db = freshDb({ games, now: () => NOW });
      const opened = await openShared(games, await sharePayload('record', text(name)), NOW);
      if (!opened.ok) throw new Error(opened.problem);
      const imported = await importRecord(db, text(name));
      if (!imported.ok) throw new Error(JSON.stringify(imported.error));
      const stored = await loadSession(db, imported.id);
      const { id: _id, playerIds: _ids, ...row } = stored!.session;
      expect(opened.game.session.session).toEqual({ id: '', ...row });
      expect(opened.game.session.events).toEqual(stored!.events);
      expect(opened.game.session.session.winners).toEqual(expected(name).output.winners);
      expect(opened.game.dated).toBe(false);
    });
  }
});

describe('a backup of one game in a link', () => {
  /** A device where each valid example is a game with its first event undone (a redo entry). */
  async function device() {
    const db = freshDb({ games, now: tickingClock(NOW - 86_400_000) });
    const ids: string[] = [];
    for (const name of valid) {
      const imported = await importRecord(db, text(name));
      if (!imported.ok) throw new Error(JSON.stringify(imported.error));
      await undo(db, imported.id);
      ids.push(imported.id);
    }
    return { db, ids };
  }

  it('gives every game back with its times to the second, and nothing else changed', async () => {
    const { db, ids } = await device();
    for (const id of ids) {
      const backup = JSON.parse((await backupSession(db, id))!);
      const back = (await roundTrip('backup', JSON.stringify(backup))) as typeof backup;
      const [entry] = backup.sessions;
      const [got] = back.sessions;
      expect(got.events).toEqual(entry.events.map((e: { event: unknown; at: number }) => ({ event: e.event, at: Math.round(e.at / 1000) * 1000 })));
      for (const key of ['id', 'game', 'config', 'createdAt', 'updatedAt', 'redo', 'playerIds']) expect(got.session[key]).toEqual(entry.session[key]);
      expect(back.players).toEqual(backup.players);
      expect(back.settings).toEqual([]);
    }
  });

  it('writes Diamonds deals, plays and steals as tokens, and other events as they are', () => {
    const backup = {
      sessions: [
        {
          session: { id: 'g', game: 'diamonds', createdAt: 10_400, standings: [] },
          events: [
            { event: { type: 'deal', dealer: 2, pass: 3 }, at: 11_000 },
            { event: { type: 'play', card: 'S10' }, at: 13_600 },
            { event: { type: 'steal', victim: 1 }, at: 14_000 },
            { event: { type: 'check', cards: [] }, at: 20_000 },
            { event: { type: 'play', card: 'D2' }, at: 21_000 },
            { event: { type: 'play', card: 'D3' }, at: 121_000 },
          ],
        },
      ],
      settings: [],
    };
    const compact = compactBackup(backup) as { sessions: { session: object; events: unknown[]; seconds: number[] }[] };
    expect(compact.sessions[0]).toEqual({
      session: { id: 'g', game: 'diamonds', createdAt: 10_400 },
      events: ['!23n~1', { type: 'check', cards: [] }, 'BC'],
      seconds: '13061(100)',
    });
    const back = expandBackup(compact) as typeof backup;
    expect(back.sessions[0]?.events.map((e) => e.event)).toEqual(backup.sessions[0]?.events.map((e) => e.event));
    expect(back.sessions[0]?.events.map((e) => e.at)).toEqual([11_000, 14_000, 14_000, 20_000, 21_000, 121_000]);
  });

  it('D-REVOKE: carries a kept revoke, as a record\'s "kept" and as a backup\'s event kept as it is', async () => {
    const record = JSON.parse(text('diamonds-4p-revoke-kept'));
    expect((compactRecord(record) as { rounds: { kept?: unknown }[] }).rounds[2]?.kept).toEqual([16]);
    const backup = {
      sessions: [
        {
          session: { id: 'g', game: 'diamonds', createdAt: 10_000 },
          events: [
            { event: { type: 'play', card: 'D2' }, at: 11_000 },
            { event: { type: 'keep', card: 'H3' }, at: 12_000 },
          ],
        },
      ],
      settings: [],
    };
    const compact = compactBackup(backup) as { sessions: { events: unknown[] }[] };
    expect(compact.sessions[0]?.events).toEqual(['B', { type: 'keep', card: 'H3' }]);
    expect(await roundTrip('backup', JSON.stringify(backup))).toEqual(backup);
    // A game with one, in progress, goes as a backup link and arrives with its keep.
    const db = freshDb({ games, now: () => NOW });
    const imported = await importRecord(db, text('diamonds-4p-revoke-kept'));
    if (!imported.ok) throw new Error(JSON.stringify(imported.error));
    await undo(db, imported.id);
    const link = (await gameLink(db, (await loadSession(db, imported.id))!.session))!;
    expect(link.kind).toBe('backup');
    const phone = freshDb({ games, now: () => NOW });
    const there = await importShared(phone, link.payload);
    if (!there.ok) throw new Error(there.problem);
    const events = (await loadSession(phone, imported.id))!.events;
    expect(events).toEqual((await loadSession(db, imported.id))!.events);
    expect(events.filter((e) => (e as { type: string }).type === 'keep')).toEqual([{ type: 'keep', card: 'H3' }]);
  });

  it('links a finished game as its record, an unfinished one as a backup, and imports each on a fresh device', async () => {
    const { db, ids } = await device();
    for (const id of ids) {
      const row = (await loadSession(db, id))!.session;
      const link = (await gameLink(db, row))!;
      // Every example lost its first event: none is finished, so every one goes as a backup.
      expect(row.status).toBe('in-progress');
      expect(link.kind).toBe('backup');
      const phone = freshDb({ games, now: () => NOW });
      const imported = await importShared(phone, link.payload);
      if (!imported.ok) throw new Error(imported.problem);
      expect(imported).toEqual({ ok: true, id, added: true });
      const there = (await loadSession(phone, id))!;
      const here = (await loadSession(db, id))!;
      expect(there.events).toEqual(here.events);
      expect(there.session.standings).toEqual(here.session.standings);
      expect(there.session.redo).toEqual(here.session.redo);
      // Opened again on the same phone: it is there already, and kept as it is.
      expect(await importShared(phone, link.payload)).toEqual({ ok: true, id, added: false });
    }
    const finished = freshDb({ games, now: () => NOW });
    const four = await importRecord(finished, text('diamonds-4p-standard'));
    if (!four.ok) throw new Error(JSON.stringify(four.error));
    const link = (await gameLink(finished, (await loadSession(finished, four.id))!.session))!;
    expect(link.kind).toBe('record');
    expect(JSON.parse(link.text)).toEqual(JSON.parse((await exportRecord(finished, four.id))!));
  });

  it('puts a finished 6-player game in a link short enough for a QR code a phone reads', async () => {
    const { encode } = await import('uqr');
    for (const seed of [1, 2, 3]) {
      const url = shareUrl(await sharePayload('record', JSON.stringify(randomGame(seed, { players: 6 }).record)), 'https://example.org/ledger/');
      expect(url.startsWith(`https://example.org/ledger/${SHARED_ROUTE}r1.`)).toBe(true);
      expect(encode(url, { ecc: 'L' }).version).toBeLessThanOrEqual(25);
    }
  });

  it('leaves the device as it was when the link does not read', async () => {
    const db = freshDb({ games, now: () => NOW });
    const before = await snapshot(db);
    expect(await importShared(db, 'r1.AAAA')).toMatchObject({ ok: false, problem: 'damaged' });
    expect(await snapshot(db)).toEqual(before);
  });
});
