/**
 * Links are untrusted input: anyone can type, cut or forge one. Whatever a fragment holds —
 * random text, a real link cut short or with a character changed, a payload too long, a
 * decompression bomb, JSON that is no game, a game the rules refuse, markup in a name — opening
 * it never throws and never writes, it answers with one of the problems the screen words, and
 * importing it leaves the device exactly as it was.
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadSession } from '../../src/store/index';
import { games } from '../../src/app/games';
import { CARD_CHARS, MAX_SHARED_EVENTS } from '../../src/share-link/compact';
import { MAX_PAYLOAD_CHARS, MAX_SHARED_BYTES, readShared, sharePayload } from '../../src/share-link/link';
import { importShared, openShared } from '../../src/share-link/shared-game';
import { english, freshDb, snapshot } from '../store/helpers';

const NOW = Date.UTC(2026, 5, 1, 12);
const RECORD = readFileSync('examples/diamonds-6p-teams-thief.json', 'utf8');
const PROBLEMS = ['not-a-link', 'newer', 'too-big', 'damaged', 'invalid'];

/** A payload of any bytes, deflated and encoded as a link would be. */
async function packed(kind: 'r' | 'b', bytes: Uint8Array | string): Promise<string> {
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const out = new Uint8Array(await new Response(stream).arrayBuffer());
  return `${kind}1.${Buffer.from(out).toString('base64url')}`;
}

/** Opens and imports a payload on a fresh device: the problem it names, with the device unchanged. */
async function refused(payload: string): Promise<string> {
  const opened = await openShared(games, payload, NOW);
  expect(opened.ok).toBe(false);
  const db = freshDb({ games, now: () => NOW });
  const before = await snapshot(db);
  const imported = await importShared(db, payload);
  expect(imported.ok).toBe(false);
  expect(await snapshot(db)).toEqual(before);
  if (opened.ok || imported.ok) throw new Error('a hostile link was opened');
  expect(imported.problem).toBe(opened.problem);
  expect(PROBLEMS).toContain(opened.problem);
  if (opened.problem === 'invalid') expect(english(opened.text).length).toBeLessThan(400);
  return opened.problem;
}

describe('hostile links', () => {
  it('refuses any text as a payload, with a problem the screen words', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (text) => {
        const opened = await openShared(games, text, NOW);
        if (opened.ok) throw new Error(`random text opened as a game: ${text}`);
        expect(PROBLEMS).toContain(opened.problem);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a real link cut short anywhere', async () => {
    const payload = await sharePayload('record', RECORD);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: payload.length - 1 }), async (cut) => {
        expect(['not-a-link', 'damaged']).toContain(await refused(payload.slice(0, cut)));
      }),
      { numRuns: 60 },
    );
  });

  it('never opens a real link with one character changed as anything but a legal game', async () => {
    const payload = await sharePayload('record', RECORD);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 3, max: payload.length - 1 }), fc.constantFrom(...alphabet), async (at, c) => {
        const changed = payload.slice(0, at) + c + payload.slice(at + 1);
        const opened = await openShared(games, changed, NOW);
        // A change deflate does not notice may still give a legal game: then it is shown as one.
        if (opened.ok) expect(opened.game.session.session.players).toHaveLength(6);
        else expect(PROBLEMS).toContain(opened.problem);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a payload longer than the bound before reading it', async () => {
    expect(await refused(`r1.${'A'.repeat(MAX_PAYLOAD_CHARS)}`)).toBe('too-big');
  });

  it('stops a decompression bomb at the bound', async () => {
    const bomb = await packed('r', new Uint8Array(20 * 1024 * 1024).fill(32));
    expect(bomb.length).toBeLessThan(MAX_PAYLOAD_CHARS);
    const started = performance.now();
    const read = await readShared(bomb);
    expect(read).toEqual({ ok: false, problem: 'too-big', limit: MAX_SHARED_BYTES });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await refused(bomb)).toBe('too-big');
  });

  it('refuses compact plays that unfold to more events than any game', async () => {
    const plays = CARD_CHARS.repeat(Math.ceil((MAX_SHARED_EVENTS + 1) / CARD_CHARS.length));
    const record = JSON.stringify({ game: 'diamonds', players: ['Ann', 'Bob'], rounds: [{ pass: 1, plays }] });
    expect(await refused(await packed('r', record))).toBe('damaged');
    const backup = JSON.stringify({ format: 'diamond-ledger-backup', version: 1, sessions: [{ session: { createdAt: NOW }, events: [plays], seconds: '' }] });
    expect(await refused(await packed('b', backup))).toBe('damaged');
  });

  it('refuses what is not JSON, not UTF-8, nested too deep, or not a game', async () => {
    expect(await refused(await packed('r', 'not json {'))).toBe('damaged');
    expect(await refused(await packed('r', new Uint8Array([0xff, 0xfe, 0x7b])))).toBe('damaged');
    expect(await refused(await packed('r', `${'['.repeat(50_000)}${']'.repeat(50_000)}`))).toBe('damaged');
    expect(await refused(await packed('r', '{"game":"chess","players":[]}'))).toBe('invalid');
    expect(await refused(await packed('r', '{"game":"diamonds","players":["Ann","Bob"],"rounds":[{"pass":1,"plays":"A~9"}]}'))).toBe('damaged');
    expect(await refused(await packed('b', '{"format":"diamond-ledger-backup","version":1}'))).toBe('invalid');
    const timed = (seconds: string) =>
      JSON.stringify({ format: 'diamond-ledger-backup', version: 1, sessions: [{ session: { createdAt: NOW }, events: ['AB'], seconds }] });
    for (const seconds of ['1', '123', '1(', '1(x)', '1(1234567890123456)']) expect(await refused(await packed('b', timed(seconds)))).toBe('damaged');
    expect(await refused(await packed('r', RECORD.replace('"D6"', '"D16"')))).toBe('invalid');
  });

  it('refuses a link of a newer version, or of no kind it knows', async () => {
    const payload = await sharePayload('record', RECORD);
    expect(await readShared(payload.replace(/^r1\./, 'r2.'))).toEqual({ ok: false, problem: 'newer', version: 2 });
    expect(await refused(payload.replace(/^r1\./, 'x1.'))).toBe('not-a-link');
    expect(await refused(payload.replace(/^r1\./, 'r0.'))).toBe('not-a-link');
  });

  it('refuses a backup link that holds settings or more than one game', async () => {
    const db = freshDb({ games, now: () => NOW });
    const imported = await importShared(db, await sharePayload('record', RECORD));
    if (!imported.ok) throw new Error(imported.problem);
    const { backupSession } = await import('../../src/store/index');
    const backup = JSON.parse((await backupSession(db, imported.id))!);
    const withSetting = { ...backup, settings: [{ key: 'language', value: 'ja' }] };
    expect(await refused(await sharePayload('backup', JSON.stringify(withSetting)))).toBe('invalid');
    const second = { ...backup.sessions[0], session: { ...backup.sessions[0].session, id: 'another' } };
    expect(await refused(await sharePayload('backup', JSON.stringify({ ...backup, sessions: [...backup.sessions, second] })))).toBe('invalid');
  });

  it('keeps markup in a name as the plain text it is', async () => {
    const names = ['<img src=x onerror=alert(1)>', '<b>Bob</b>', '"Cy" & Dee'];
    const record = JSON.stringify({ game: 'diamonds', players: names, rounds: [] });
    const db = freshDb({ games, now: () => NOW });
    const imported = await importShared(db, await sharePayload('record', record));
    if (!imported.ok) throw new Error(imported.problem);
    expect((await loadSession(db, imported.id))!.session.players).toEqual(names);
  });
});
