/**
 * The database the screens use unless given another (component tests pass their own, with a
 * name of their own, so they never touch the app's data). Opened on first use only, with its
 * statistics kept fresh as games are played (../stats/keeper.ts).
 */
import { keepStatsFresh } from '../stats/keeper';
import type { DeviceDb } from '../store/db';
import { openDeviceDb } from './open';

let db: DeviceDb | undefined;

export function appDb(): DeviceDb {
  if (!db) {
    db = openDeviceDb();
    keepStatsFresh(db);
  }
  return db;
}
