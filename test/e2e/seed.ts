/**
 * Stored games for the journeys. Rows are made in Node with the real rules and the store's own
 * projection (`replay`), then written into the page's IndexedDB with the raw API: the built app
 * exposes no store to the page, on purpose. The database must already exist (the app creates it
 * on its first load), so these writes use the schema the app itself declared.
 */
import { readFileSync } from 'node:fs';
import { diamondsGame } from '../../src/rules/diamonds/index';
import { diamsGame } from '../../src/rules/diams/index';
import type { EventRow, SessionRow } from '../../src/store/db';
import { DEFAULT_DB_NAME } from '../../src/store/db';
import { replay } from '../../src/store/log';
import { rejectionText } from '../../src/i18n/rule-messages';

/** What these helpers need of a page: Playwright's, or a phone of any engine (./engines/driver.ts). */
export interface InPage {
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
}

export interface Seed {
  sessions: SessionRow[];
  events: EventRow[];
}

/** A stored session (Diamonds or Diam's) from one of the example records in examples/ (its first `upTo` events). */
export function sessionFromRecord(file: string, id: string, updatedAt: number, upTo?: number): Seed {
  const raw: unknown = JSON.parse(readFileSync(new URL(`../../examples/${file}`, import.meta.url), 'utf8'));
  const game = (raw as { game?: unknown }).game === 'diams' ? diamsGame : diamondsGame;
  const parsed = game.parseRecord(raw);
  if (!parsed.ok) throw new Error(`${file}: ${rejectionText(parsed.error)}`);
  return sessionFromEvents(game === diamsGame ? 'diams' : 'diamonds', parsed.config, parsed.events.slice(0, upTo), id, updatedAt);
}

/** A stored session of a game set up with `config` whose log is `events` (every one legal). */
export function sessionFromEvents(kind: 'diamonds' | 'diams', config: unknown, events: unknown[], id: string, updatedAt: number): Seed {
  const game = kind === 'diams' ? diamsGame : diamondsGame;
  const replayed = replay(game, config, events);
  if (!replayed.ok) throw new Error(`${id}: ${rejectionText(replayed.rejection)}`);
  const session: SessionRow = {
    id,
    game: kind,
    config,
    createdAt: updatedAt - 3_600_000,
    updatedAt,
    redo: [],
    ...replayed.derived,
  };
  return { sessions: [session], events: events.map((event, seq) => ({ sessionId: id, seq, event, at: updatedAt })) };
}

/** The game of an example record set up with no event yet: what a host has just started. */
export function unplayedFromRecord(file: string, id: string): Seed {
  const rows = sessionFromRecord(file, id, Date.now());
  rows.sessions = rows.sessions.map((s) => ({
    ...s,
    length: 0,
    status: 'in-progress',
    standings: s.standings.map((l) => ({ ...l, score: 0 })),
    winners: [],
    revision: 0,
  }));
  rows.events = [];
  return rows;
}

/** Writes rows into the app's database in one transaction; resolves once it is committed. */
export async function seed(page: InPage, rows: Seed): Promise<void> {
  await page.evaluate(
    ({ name, sessions, events }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['sessions', 'events'], 'readwrite');
          for (const s of sessions) tx.objectStore('sessions').put(s);
          for (const e of events) tx.objectStore('events').put(e);
          tx.oncomplete = () => (db.close(), resolve());
          tx.onerror = () => (db.close(), reject(tx.error));
        };
      }),
    { name: DEFAULT_DB_NAME, ...rows },
  );
}

/** How many events of a session the page's database holds (read with the raw API). */
export function countEvents(page: InPage, sessionId: string): Promise<number> {
  return page.evaluate(
    ({ name, sessionId }) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const range = IDBKeyRange.bound([sessionId, -Infinity], [sessionId, Infinity]);
          const count = db.transaction('events').objectStore('events').count(range);
          count.onsuccess = () => (db.close(), resolve(count.result));
          count.onerror = () => (db.close(), reject(count.error));
        };
      }),
    { name: DEFAULT_DB_NAME, sessionId },
  );
}
