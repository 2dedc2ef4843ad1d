import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { listSessions } from '../../src/store/sessions';
import { getSetting } from '../../src/store/settings';
import { storageProblemOf } from '../../src/store/storage-problem';
import { freshDb } from './helpers';

/** An IndexedDB whose open never answers, as WebKit's sometimes does. */
const hanging = {
  open: () => ({}) as IDBOpenDBRequest,
  cmp: (a: unknown, b: unknown) => indexedDB.cmp(a, b),
  deleteDatabase: (name: string) => indexedDB.deleteDatabase(name),
} as unknown as IDBFactory;

/** An IndexedDB that refuses to open, as private windows do. */
const refusing = {
  ...hanging,
  open: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
} as unknown as IDBFactory;

async function failure(run: () => Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const start = performance.now();
  try {
    await run();
  } catch (error) {
    return { error, ms: performance.now() - start };
  }
  throw new Error('expected the query to fail');
}

describe('an open that never finishes', () => {
  it('fails the queries waiting on it after openTimeout, as a timeout, and every later one at once', async () => {
    let opens = 0;
    const counted = { ...hanging, open: () => (opens++, hanging.open('')) } as unknown as IDBFactory;
    const db = freshDb({ indexedDB: counted, IDBKeyRange, openTimeout: 150 });
    const first = await failure(() => listSessions(db));
    expect(storageProblemOf(first.error)).toBe('timeout');
    expect(first.ms).toBeGreaterThanOrEqual(140);
    expect(first.ms).toBeLessThan(1000);
    const opened = opens;
    expect(opened).toBeGreaterThan(0);
    const later = await failure(() => getSetting(db, 'language'));
    expect(storageProblemOf(later.error)).toBe('timeout');
    // At once: no open tried again, and so no other openTimeout waited out (timed, a loaded machine
    // read anything from 54 to 330 ms for the answer itself).
    expect(opens).toBe(opened);
  });

  it('says blocked when another tab holds an older version open and does not let go', async () => {
    const name = `blocked-${crypto.randomUUID()}`;
    // An old tab: version 1 of the app (native version 10), whose connection ignores the upgrade.
    const old = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 10);
      request.onupgradeneeded = () => request.result.createObjectStore('sessions', { keyPath: 'id' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const db = freshDb({ openTimeout: 150 }, name);
    const { error } = await failure(() => listSessions(db));
    expect(storageProblemOf(error)).toBe('blocked');
    old.close();
  });

  it('leaves a healthy open alone', async () => {
    // The deadline's clock is a fake one, moved past it once the open is done.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const db = freshDb({ openTimeout: 150 });
      expect(await listSessions(db)).toEqual([]);
      // Opened: its deadline is gone, and passing it changes nothing.
      expect(vi.getTimerCount()).toBe(0);
      vi.advanceTimersByTime(200);
      expect(db.isOpen()).toBe(true);
      expect(await listSessions(db)).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('storageProblemOf', () => {
  it('names a missing IndexedDB', async () => {
    const db = freshDb({ indexedDB: undefined as unknown as IDBFactory, IDBKeyRange });
    expect(storageProblemOf((await failure(() => listSessions(db))).error)).toBe('missing');
  });

  it('names an open the browser refuses', async () => {
    const db = freshDb({ indexedDB: refusing, IDBKeyRange, openTimeout: 1000 });
    expect(storageProblemOf((await failure(() => listSessions(db))).error)).toBe('refused');
  });

  it('names a full device, a newer database, a dropped connection and an unreadable file, wrapped or not', () => {
    expect(storageProblemOf(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))).toBe('full');
    expect(storageProblemOf({ name: 'AbortError', message: 'aborted', inner: { name: 'QuotaExceededError' } })).toBe('full');
    expect(storageProblemOf(new Dexie.VersionError('The requested version is less than the existing version.'))).toBe('newer');
    expect(
      storageProblemOf({
        name: 'DatabaseClosedError',
        inner: { name: 'UnknownError', message: 'Connection to Indexed Database server lost. Refresh the page to try again' },
      }),
    ).toBe('lost');
    expect(storageProblemOf(new DOMException('The requested file could not be read.', 'NotReadableError'))).toBe('unreadable-file');
    expect(storageProblemOf({ name: 'InvalidStateError', message: 'A mutation operation was attempted on a database that did not allow mutations.' })).toBe(
      'refused',
    );
  });

  it('leaves other errors to the screen', () => {
    expect(storageProblemOf(new Error('boom'))).toBeNull();
    expect(storageProblemOf({ name: 'ConstraintError' })).toBeNull();
    expect(storageProblemOf(undefined)).toBeNull();
  });
});
