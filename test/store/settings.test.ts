import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { getSetting, setSetting } from '../../src/store/settings';
import { freshDb } from './helpers';

describe('settings', () => {
  it('returns undefined, or the fallback, for a key never set', async () => {
    const db = freshDb();
    expect(await getSetting(db, 'language')).toBeUndefined();
    expect(await getSetting(db, 'showVaults', true)).toBe(true);
  });

  it('stores, overwrites and reads back values of each kind', async () => {
    const db = freshDb();
    await setSetting(db, 'showVaults', false);
    await setSetting(db, 'language', 'en');
    await setSetting(db, 'language', 'fr');
    const card = { '1': [4, 6, 8], '7': [14, null, 22] };
    await setSetting(db, 'diamsRulesCard', card);
    expect(await getSetting(db, 'showVaults', true)).toBe(false);
    expect(await getSetting(db, 'language')).toBe('fr');
    expect(await getSetting(db, 'diamsRulesCard')).toEqual(card);
    expect(await db.settings.count()).toBe(3);
  });

  it('persists across connections (another tab reads what this one wrote)', async () => {
    const db = freshDb();
    await setSetting(db, 'language', 'de');
    expect(await getSetting(freshDb({}, db.name), 'language')).toBe('de');
  });
});
