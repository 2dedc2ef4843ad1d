/**
 * Opening the app's database, wired to the rest of the app: the real games (./games.ts), loaded on
 * first need. Its own module, as are the verbs the first screen uses, so the first load does not
 * bring the store's other verbs (backup, import, players) with it.
 */
import { DEFAULT_DB_NAME, DeviceDb } from '../store/db';

/**
 * How long the app's database may take to open: a screen then says within 3 seconds what is
 * wrong. A healthy open takes a few milliseconds; an upgrade that has begun is never cut short.
 */
export const OPEN_TIMEOUT_MS = 2000;

/** The app's database, with the real rules modules. */
export function openDeviceDb(name: string = DEFAULT_DB_NAME): DeviceDb {
  // The rules load on the first verb that needs them: the sessions list does not.
  return new DeviceDb(name, {
    games: () => import('./games').then((m) => m.games),
    openTimeout: OPEN_TIMEOUT_MS,
  });
}
