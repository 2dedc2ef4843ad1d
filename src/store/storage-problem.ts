/**
 * What went wrong with the device's storage, in kinds a screen can explain in plain words (see
 * src/components/shared/storage-message.ts, the one place that words them). Browsers and Dexie
 * report these failures with technical names ("QuotaExceededError", "MissingAPIError IndexedDB
 * API missing…"), often wrapped: Dexie keeps the browser's error in `inner`. Imports nothing: the
 * first screen says these without Dexie in the first load (src/lazy-doors.ts).
 */
export type StorageProblem =
  /** The browser has no IndexedDB (very old browsers, some private or locked-down modes). */
  | 'missing'
  /** The browser refused to open it (SecurityError: private windows, site data blocked). */
  | 'refused'
  /** Opening it did not finish in time (a known WebKit fault leaves it hanging). */
  | 'timeout'
  /** Another tab keeps an older version open, so the upgrade this one needs waits. */
  | 'blocked'
  /** The device's storage is full (QuotaExceededError). */
  | 'full'
  /** The browser dropped the connection and it could not be opened again. */
  | 'lost'
  /** The stored games were written by a newer version of the app (VersionError). */
  | 'newer'
  /** A file chosen for import or restore could not be read (NotReadableError). */
  | 'unreadable-file';

/**
 * Thrown for an open that did not finish within DeviceDbOptions.openTimeout. Its English message
 * is for a developer's console only: a screen says its `problem` (storageProblemOf finds it first),
 * never the message.
 */
export class StorageOpenError extends Error {
  override name = 'StorageOpenError';
  constructor(readonly problem: 'timeout' | 'blocked') {
    super(problem === 'blocked' ? 'Another tab blocks the upgrade of the database.' : 'The database did not open in time.');
  }
}

const BY_NAME: Record<string, StorageProblem> = {
  MissingAPIError: 'missing',
  SecurityError: 'refused',
  QuotaExceededError: 'full',
  VersionError: 'newer',
  NotReadableError: 'unreadable-file',
};

/** The storage problem an error is (or wraps), or null for any other error. */
export function storageProblemOf(error: unknown): StorageProblem | null {
  let e = error as { name?: unknown; message?: unknown; inner?: unknown; cause?: unknown } | null | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (e instanceof StorageOpenError) return e.problem;
    const name = typeof e.name === 'string' ? e.name : '';
    const known = BY_NAME[name];
    if (known) return known;
    // Firefox's private windows refuse writes with InvalidStateError "A mutation operation was attempted…".
    if (typeof e.message === 'string' && /mutation operation was attempted on a database that did not allow/i.test(e.message)) return 'refused';
    e = (e.inner ?? e.cause) as typeof e;
  }
  return isConnectionLost(error) ? 'lost' : null;
}

/** Whether an error (or the error it wraps: Dexie keeps the browser's in `inner`) is a dropped connection. */
export function isConnectionLost(error: unknown): boolean {
  let e = error as { name?: unknown; message?: unknown; inner?: unknown; cause?: unknown } | null | undefined;
  for (let depth = 0; e && depth < 5; depth++) {
    const name = typeof e.name === 'string' ? e.name : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (name === 'InvalidStateError' && /connection|closing|closed/i.test(message)) return true;
    if (/connection to indexed database server lost/i.test(message)) return true;
    e = (e.inner ?? e.cause) as typeof e;
  }
  return false;
}
