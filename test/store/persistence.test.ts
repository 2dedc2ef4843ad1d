import { describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage, storageStatus, type StorageLike } from '../../src/store/persistence';

const storage = (over: Partial<{ persisted: boolean; grant: boolean; usage: number; quota: number }> = {}) => ({
  persisted: vi.fn(async () => over.persisted ?? false),
  persist: vi.fn(async () => over.grant ?? true),
  estimate: vi.fn(async () => ({ usage: over.usage ?? 100, quota: over.quota ?? 1000 })),
});

describe('requestPersistentStorage', () => {
  it('asks the browser and answers whether persistence was granted', async () => {
    const granted = storage({ grant: true });
    expect(await requestPersistentStorage(granted)).toBe(true);
    expect(granted.persist).toHaveBeenCalledOnce();
    expect(await requestPersistentStorage(storage({ grant: false }))).toBe(false);
  });

  it('does not ask again when already persisted', async () => {
    const s = storage({ persisted: true });
    expect(await requestPersistentStorage(s)).toBe(true);
    expect(s.persist).not.toHaveBeenCalled();
  });

  it('is false, without throwing, when navigator.storage or persist() is missing or fails', async () => {
    expect('navigator' in globalThis && (globalThis as { navigator?: { storage?: unknown } }).navigator?.storage).toBeFalsy();
    expect(await requestPersistentStorage()).toBe(false);
    expect(await requestPersistentStorage({})).toBe(false);
    expect(await requestPersistentStorage({ persist: () => Promise.reject(new Error('denied')) })).toBe(false);
  });
});

describe('storageStatus', () => {
  it('reports persistence, usage and quota', async () => {
    expect(await storageStatus(storage({ persisted: true, usage: 500, quota: 1000 }))).toEqual({
      supported: true,
      persisted: true,
      usage: 500,
      quota: 1000,
      nearlyFull: false,
    });
  });

  it('is nearly full above 90% of the quota, not at it', async () => {
    expect((await storageStatus(storage({ usage: 901, quota: 1000 }))).nearlyFull).toBe(true);
    expect((await storageStatus(storage({ usage: 900, quota: 1000 }))).nearlyFull).toBe(false);
  });

  it('says unknown, without throwing, where the Storage API is missing or fails', async () => {
    const unknown = { supported: false, persisted: false, usage: null, quota: null, nearlyFull: false };
    expect(await storageStatus()).toEqual(unknown);
    expect(await storageStatus(undefined)).toEqual(unknown);
    const failing: StorageLike = {
      persisted: () => Promise.reject(new Error('nope')),
      estimate: () => Promise.reject(new Error('nope')),
    };
    expect(await storageStatus(failing)).toEqual({ ...unknown, supported: true });
    expect(await storageStatus({ estimate: async () => ({}) })).toEqual({ ...unknown, supported: true });
  });

  it('uses navigator.storage when the browser has it', async () => {
    const s = storage({ persisted: true, usage: 950, quota: 1000 });
    vi.stubGlobal('navigator', { storage: s });
    try {
      expect(await storageStatus()).toMatchObject({ persisted: true, nearlyFull: true });
      expect(await requestPersistentStorage()).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
