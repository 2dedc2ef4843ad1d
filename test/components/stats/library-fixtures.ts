/**
 * Stored games for the players, history and statistics component tests: the hand-made records of
 * test/stats/records.ts (their statistics are worked out by hand there), imported through
 * the store's own importRecord into a fresh database of the test.
 */
import { importRecord, syncPlayers, type DeviceDb } from '../../../src/store/index';
import { DIAMS_QUICK, THREE_PLAYER_BEGUN, TWO_PLAYER } from '../../stats/records';
import { freshDb } from '../store-fixtures';

export { DIAMS_QUICK, THREE_PLAYER_BEGUN, TWO_PLAYER };

export async function store(db: DeviceDb, record: object): Promise<string> {
  const result = await importRecord(db, JSON.stringify(record));
  if (!result.ok) throw new Error(`import refused: ${JSON.stringify(result.error)}`);
  return result.id;
}

/**
 * Ann & Bob's two-player Diamonds game (Bob wins 30–24), a three-player round begun, and a quick
 * Diam's game (Cy wins with 10), played in that order one day apart.
 */
export async function handMadeLibrary(): Promise<{ db: DeviceDb; two: string; begun: string; quick: string }> {
  let t = Date.UTC(2025, 0, 10, 19, 0);
  const db = freshDb();
  // One day per write, so the three games fall on three days.
  (db as unknown as { now: () => number }).now = () => (t += 86_400_000);
  const two = await store(db, TWO_PLAYER);
  const begun = await store(db, THREE_PLAYER_BEGUN);
  const quick = await store(db, DIAMS_QUICK);
  await syncPlayers(db);
  return { db, two, begun, quick };
}

/** Captures the next CSV download (the link downloadText clicks) and resolves with its name and text. */
export function nextDownload(): Promise<{ name: string; text: string }> {
  return new Promise((resolve, reject) => {
    const original = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      HTMLAnchorElement.prototype.click = original;
      if (!this.download) return original.call(this);
      fetch(this.href)
        .then((r) => r.text())
        .then((text) => resolve({ name: this.download, text }), reject);
    };
  });
}
