/** A stand-in for the Storage API that counts the times a screen asks to keep the site's data. */
import type { StorageLike } from '../../../src/store/index';

export interface CountingStorage {
  storage: StorageLike;
  /** Times `persist()` was asked for since made. */
  asked(): number;
}

export function countingStorage(): CountingStorage {
  let asked = 0;
  return {
    storage: {
      persisted: async () => false,
      persist: async () => {
        asked++;
        return true;
      },
      estimate: async () => ({ usage: 1000, quota: 1_000_000 }),
    },
    asked: () => asked,
  };
}
