/**
 * The app's wiring (src/app/): its database has the real games, loaded on first need, and with
 * them the catalog the screens say the store's failures from; its statistics are kept as it is
 * written, a restore's games included; the language is remembered in the database's settings. The
 * store alone (a database without the app's wiring) refuses with the same keys and values, and
 * writes no statistics.
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { games } from '../../src/app/games';
import { languageMemory } from '../../src/app/language';
import { appDb } from '../../src/app/app-db';
import { openDeviceDb } from '../../src/app/open';
import { cachedLibrary, loadLibrary } from '../../src/stats/index';
import { until } from '../support/until';
import { DeviceDb, backupAll, createSession, getSetting, importRecord, restoreBackup, setSetting } from '../../src/store/index';
import { rejectionText } from '../../src/i18n/rule-messages';
import { failureText } from '../../src/components/shared/storage-message';
import { games as rulesOnly } from '../../src/store/games';

const opened: DeviceDb[] = [];
function appDatabase(): DeviceDb {
  const db = openDeviceDb(`app-${crypto.randomUUID()}`);
  opened.push(db);
  return db;
}
function storeAlone(): DeviceDb {
  const db = new DeviceDb(`store-${crypto.randomUUID()}`, { games: rulesOnly });
  opened.push(db);
  return db;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.delete()));
});

const record = (name: string) => readFileSync(`examples/${name}.json`, 'utf8');
const twice = JSON.stringify({ game: 'diamonds', players: ['Ann', 'Ann', 'Bob'], variant: 'standard', thief: null, rounds: [] });

describe('the app’s database', () => {
  it('loads the real games on first need, and with them the words of the store’s failures', async () => {
    const db = appDatabase();
    expect(() => db.games).toThrow(/not loaded/);
    const refused = await importRecord(db, twice);
    expect(db.games).toBe(games);
    if (refused.ok) throw new Error('the record was imported');
    expect(rejectionText(refused.error)).toContain('"Ann" is used twice');
    // The store alone refuses with the same key and values: nothing is worded on the way.
    expect(await importRecord(storeAlone(), twice)).toEqual(refused);
    // A failure the store throws is said by the screens from the catalog that came with the games.
    const failure = await createSession(db, 'diamonds', { players: ['Ann', 'Ann'], variant: 'standard', thief: null }).catch((error: unknown) => error);
    expect(failureText(failure)).toContain('"Ann" is used twice');
  });

  it('counts the statistics of the games a restore adds once it has committed, which the store alone leaves to the screen', async () => {
    const source = appDatabase();
    for (const name of ['diamonds-4p-standard', 'diams-4p']) expect((await importRecord(source, record(name))).ok).toBe(true);
    const backup = await backupAll(source);

    // The app's own database, whose statistics are kept (./app-db.ts): it hears the restore as every write.
    const app = appDb();
    opened.push(app);
    expect(await restoreBackup(app, backup)).toMatchObject({ ok: true, added: 2 });
    await until(async () => (await cachedLibrary(app))?.entries.length === 2, 'the restored games counted');
    expect((await loadLibrary(app)).computed).toBe(0);

    const alone = storeAlone();
    expect(await restoreBackup(alone, backup)).toMatchObject({ ok: true, added: 2 });
    // Longer than the app's database took to count them: nothing counts them here.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await alone.statsPacks.count()).toBe(0);
  });

  it('remembers the language in the store’s `language` setting', async () => {
    const db = appDatabase();
    const memory = languageMemory(db);
    expect(await memory.read()).toBeUndefined();
    await memory.write('ja');
    expect(await getSetting(db, 'language')).toBe('ja');
    await setSetting(db, 'language', 'zh-Hant');
    expect(await memory.read()).toBe('zh-Hant');
  });
});
