/**
 * How long a game's link is (docs/share-link.md), and the QR code version it needs at error
 * correction L (at most 40; a phone camera reads up to about 25–30 off another phone's screen):
 * the 6-player example of examples/, finished 6-player random games (the longest of 20), and an
 * unfinished one, linked as a backup, near its end (round 6 of 6, 40 of 60 cards) with the times
 * of a real table (2 to 20 s between events). Beside each, the version the link would need
 * without the compact encoding (plain JSON, deflated): what the compact form is for.
 * The address before the fragment is a typical one of 35 characters.
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { encode } from 'uqr';
import { sharePayload, shareUrl, type SharedKind } from '../src/share-link/link';
import { appendEvent, backupSession, createSession, DeviceDb } from '../src/store/index';
import { games } from '../src/app/games';
import { randomGame, rng } from '../test/support/random-diamonds';
import { emit } from './emit';

const PAGE = 'https://diamond-ledger.example.org/';

function version(url: string): number {
  try {
    return encode(url, { ecc: 'L' }).version;
  } catch {
    return 41; // longer than any QR code holds
  }
}

/** The link as the app makes it, and as plain deflated JSON would make it. */
async function measure(kind: SharedKind, text: string): Promise<{ chars: number; version: number; plainVersion: number }> {
  const url = shareUrl(await sharePayload(kind, text), PAGE);
  const plain = shareUrl(`${kind[0]}1.${deflateRawSync(JSON.stringify(JSON.parse(text))).toString('base64url')}`, PAGE);
  return { chars: url.length, version: version(url), plainVersion: version(plain) };
}

function report(name: string, m: { chars: number; version: number; plainVersion: number }): void {
  emit(`share-link-${name}-chars`, m.chars, 'chars');
  emit(`share-link-${name}-qr-version`, m.version, 'version (L)');
  emit(`share-link-${name}-qr-version-without-compact`, m.plainVersion, 'version (L)');
}

report('6p-example', await measure('record', readFileSync('examples/diamonds-6p-teams-thief.json', 'utf8')));

const random = await Promise.all(Array.from({ length: 20 }, (_, i) => measure('record', JSON.stringify(randomGame(500 + i, { players: 6 }).record))));
report(
  '6p-random-longest-of-20',
  random.reduce((a, b) => (b.chars > a.chars ? b : a)),
);

// An unfinished game goes as a backup: recorded through the store with a table's pace.
const pace = rng(42);
let clock = Date.UTC(2026, 10, 30, 19);
const db = new DeviceDb('bench-share-link', { games, now: () => (clock += 2000 + Math.floor(pace() * 18_000)) });
const game = randomGame(77, { players: 6, rounds: 6, stopAfterPlays: 40 });
const id = await createSession(db, 'diamonds', game.config);
for (const [revision, event] of game.events.entries()) {
  const appended = await appendEvent(db, id, event, revision);
  if (!appended.ok) throw new Error(`the bench game is not legal at event ${revision + 1}`);
}
const backup = await backupSession(db, id);
if (!backup) throw new Error('no backup of the bench game');
report('6p-unfinished-backup', await measure('backup', backup));
await db.delete();
