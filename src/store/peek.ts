/**
 * Settings read before the database's code has loaded. The first paint (the shell in the
 * remembered language, the cards in the remembered colours) needs two settings, and Dexie with the
 * store's verbs is a lazy door (src/lazy-doors.ts) that opens right after: this reads the
 * `settings` table (./db.ts, `key` its key path) with IndexedDB's own API, in one read-only
 * transaction, and closes its connection at once.
 *
 * It never makes or upgrades the database: on a device that has none yet the open's upgrade is
 * aborted, which leaves no database behind, and nothing is answered; the database is then made by
 * Dexie as ever. A connection asked to make way for an upgrade closes.
 */
import { DEFAULT_DB_NAME } from './db-name';
import type { SettingKey } from './settings';

/**
 * The stored values of `keys` (a key never set is absent). The values are as stored, unchecked:
 * the caller checks each as it would any stored value. Fails when IndexedDB does.
 */
export function peekSettings<K extends SettingKey>(
  keys: readonly K[],
  name: string = DEFAULT_DB_NAME,
  idb: IDBFactory = globalThis.indexedDB,
): Promise<Partial<Record<K, unknown>>> {
  return new Promise((resolve, reject) => {
    const request = idb.open(name);
    let made = false;
    request.onupgradeneeded = () => {
      // No database yet (an open without a version upgrades only then): make none.
      made = true;
      request.transaction?.abort();
    };
    request.onerror = (event) => {
      if (!made) return reject(request.error ?? new Error(`${name} could not be opened`));
      event.preventDefault();
      resolve({});
    };
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => db.close();
      if (!db.objectStoreNames.contains('settings')) {
        db.close();
        return resolve({});
      }
      const found: Partial<Record<K, unknown>> = {};
      try {
        const tx = db.transaction('settings', 'readonly');
        const settings = tx.objectStore('settings');
        for (const key of keys) {
          const get = settings.get(key);
          get.onsuccess = () => {
            const row = get.result as { value?: unknown } | undefined;
            if (row && 'value' in row) found[key] = row.value;
          };
        }
        tx.oncomplete = () => {
          db.close();
          resolve(found);
        };
        tx.onabort = () => {
          db.close();
          reject(tx.error ?? new Error(`${name}: the settings could not be read`));
        };
      } catch (error) {
        db.close();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
  });
}
