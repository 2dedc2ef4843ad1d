/**
 * Asking the browser to keep our data, and telling the player how full the device is. Without
 * persistence a browser may evict IndexedDB under storage pressure, losing every game on the device.
 * All of it degrades to "unknown" where the Storage API is missing (old browsers, Node, some
 * private modes) rather than throwing.
 */

/** The parts of StorageManager used here, each optional because browsers ship them separately. */
export type StorageLike = Partial<Pick<StorageManager, 'persist' | 'persisted' | 'estimate'>>;

export interface StorageStatus {
  /** Whether the browser offers the Storage API at all. */
  supported: boolean;
  /** Whether the data is protected from eviction. */
  persisted: boolean;
  /** Bytes used and available, or null when the browser does not say. */
  usage: number | null;
  quota: number | null;
  /** More than 90% of the quota is used: time to export old games. */
  nearlyFull: boolean;
}

export const NEARLY_FULL_RATIO = 0.9;

function defaultStorage(): StorageLike | undefined {
  return (globalThis as { navigator?: { storage?: StorageLike } }).navigator?.storage;
}

/** Asks for persistent storage; true when it is (now or already) granted. Never throws. */
export async function requestPersistentStorage(storage: StorageLike | undefined = defaultStorage()): Promise<boolean> {
  try {
    if (await storage?.persisted?.()) return true;
    return (await storage?.persist?.()) ?? false;
  } catch {
    // never throws, as documented: not granted
    return false;
  }
}

/** Persistence and usage as far as the browser tells them. Never throws. */
export async function storageStatus(storage: StorageLike | undefined = defaultStorage()): Promise<StorageStatus> {
  const persisted = await storage?.persisted?.().catch(() => false); // never throws, as documented: unknown
  const estimate = await storage?.estimate?.().catch(() => undefined); // never throws, as documented: unknown
  const usage = typeof estimate?.usage === 'number' ? estimate.usage : null;
  const quota = typeof estimate?.quota === 'number' ? estimate.quota : null;
  return {
    supported: storage !== undefined,
    persisted: persisted === true,
    usage,
    quota,
    nearlyFull: usage !== null && quota !== null && quota > 0 && usage > NEARLY_FULL_RATIO * quota,
  };
}
