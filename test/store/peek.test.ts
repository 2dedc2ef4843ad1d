import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { DeviceDb } from '../../src/store/db';
import { peekSettings } from '../../src/store/peek';
import { setSetting } from '../../src/store/settings';
import { freshDb } from './helpers';
import { toyRegistry } from './toy-game';

/** The names of the databases on this (fake) device. */
async function names(): Promise<string[]> {
  return (await indexedDB.databases()).map((info) => info.name ?? '');
}

describe('peekSettings (the first paint, before Dexie has loaded)', () => {
  it('reads what the store wrote, and only the keys asked for', async () => {
    const db = freshDb();
    await setSetting(db, 'language', 'ja');
    await setSetting(db, 'deckColours', 'two');
    await setSetting(db, 'showVaults', true);
    expect(await peekSettings(['language', 'deckColours'], db.name)).toEqual({ language: 'ja', deckColours: 'two' });
  });

  it('answers nothing for a key never set', async () => {
    const db = freshDb();
    await setSetting(db, 'showVaults', true);
    expect(await peekSettings(['language', 'deckColours'], db.name)).toEqual({});
  });

  it('makes no database on a device that has none, and Dexie then makes it as ever', async () => {
    const name = `peek-${crypto.randomUUID()}`;
    expect(await peekSettings(['language'], name)).toEqual({});
    expect(await names()).not.toContain(name);
    const db = new DeviceDb(name, { games: toyRegistry() });
    await setSetting(db, 'language', 'zh-Hant');
    expect(await peekSettings(['language'], name)).toEqual({ language: 'zh-Hant' });
    db.close();
  });

  it('reads beside an open of the store, and leaves no connection that holds back its next open', async () => {
    const name = `peek-${crypto.randomUUID()}`;
    const db = new DeviceDb(name, { games: toyRegistry() });
    await setSetting(db, 'language', 'en');
    db.close();
    // Read beside an open of the store, as the app starts.
    const [peeked] = await Promise.all([peekSettings(['language'], name), db.open()]);
    expect(peeked).toEqual({ language: 'en' });
    const blocked: unknown[] = [];
    db.on('blocked', (event) => void blocked.push(event));
    await setSetting(db, 'language', 'ja');
    expect(await peekSettings(['language'], name)).toEqual({ language: 'ja' });
    expect(blocked).toEqual([]);
    db.close();
  });

  it('fails as IndexedDB does, for the start-up to fall back on its defaults', async () => {
    const broken = {
      open: () => {
        throw new DOMException('refused', 'SecurityError');
      },
    } as unknown as IDBFactory;
    await expect(peekSettings(['language'], 'any', broken)).rejects.toThrow('refused');
  });
});
