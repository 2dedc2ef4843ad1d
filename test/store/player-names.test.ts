/**
 * One rule for names wherever they enter the store (src/rules/player-name.ts): a rename takes
 * what a record takes, names that look the same are one player, and a damaged row is left alone.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createSession, importRecord, listPlayers, renamePlayer, syncPlayers, type SessionRow } from '../../src/store/index';
import { games } from '../../src/app/games';
import { freshDb, said, tickingClock } from './helpers';

const realDb = () => freshDb({ games, now: tickingClock() });
const diamonds = (players: string[]) => JSON.stringify({ game: 'diamonds', players, rounds: [] });

describe('renamePlayer takes names as records do', () => {
  it.each([
    ['31 characters', 'B'.repeat(31), /at most 30 characters; this one has 31/],
    ['100,000 characters', 'B'.repeat(100_000), /this one has 100000/],
    ['a zero-width space', 'Bob\u200b', /U\+200B/],
    ['a NUL', 'Bo\u0000b', /U\+0000/],
    ['an ESC', '\u001bBob', /U\+001B/],
  ])('refuses a new name of %s and changes nothing', async (_, name, why) => {
    const db = realDb();
    await createSession(db, 'diamonds', { players: ['Ann', 'Cy'], variant: 'standard', thief: null });
    const before = await listPlayers(db);
    const ann = before.find((p) => p.name === 'Ann')!;
    expect(said(await renamePlayer(db, ann.id, name))).toEqual({ ok: false, message: expect.stringMatching(why) });
    expect(await listPlayers(db)).toEqual(before);
  });

  it('keeps a name in its normal form: NFC, trimmed', async () => {
    const db = realDb();
    await createSession(db, 'diamonds', { players: ['Ann', 'Cy'], variant: 'standard', thief: null });
    const ann = (await listPlayers(db)).find((p) => p.name === 'Ann')!;
    expect(await renamePlayer(db, ann.id, '  Zoe\u0301 ')).toEqual({ ok: true });
    expect((await listPlayers(db)).map((p) => p.name)).toContain('Zo\u00e9');
  });
});

describe('names that look the same are one player', () => {
  it('records naming "Zoé" precomposed and decomposed, or with spaces around, share one player', async () => {
    const db = realDb();
    for (const players of [
      ['Zo\u00e9', 'Bob'],
      ['Zoe\u0301', ' Bob'],
      ['Bob ', ' Zo\u00e9 '],
    ]) {
      const result = await importRecord(db, diamonds(players));
      expect(result.ok, JSON.stringify(players)).toBe(true);
    }
    expect((await listPlayers(db)).map((p) => p.name).sort()).toEqual(['Bob', 'Zo\u00e9']);
  });
});

describe('a damaged session row is left as it is', () => {
  it('syncPlayers skips a row whose players are not names, and still links the others', async () => {
    const db = realDb();
    await db.sessions.add({ id: 'broken', game: 'diamonds', players: [42, null], updatedAt: 1, createdAt: 1 } as unknown as SessionRow);
    const good = await createSession(db, 'diamonds', { players: ['Ann', 'Bob'], variant: 'standard', thief: null });
    await db.sessions.update(good, { playerIds: undefined });
    expect(await syncPlayers(db)).toBe(1);
    expect((await db.sessions.get(good))?.playerIds).toHaveLength(2);
    expect(await db.sessions.get('broken')).toMatchObject({ players: [42, null] });
  });

  it('listPlayers puts a damaged player row last instead of failing', async () => {
    const db = realDb();
    await createSession(db, 'diamonds', { players: ['Cy', 'Ann'], variant: 'standard', thief: null });
    await db.players.add({ id: 'broken', name: 7, colour: 'ruby', createdAt: 1 } as never);
    expect((await listPlayers(db)).map((p) => (p.id === 'broken' ? 'broken' : p.name))).toEqual(['Ann', 'Cy', 'broken']);
  });
});
