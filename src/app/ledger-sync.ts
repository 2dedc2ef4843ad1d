/**
 * Starts the ledger's sync with the app when this device is linked (docs/sync.md): the sync code
 * and Yjs load only then, after the first screen, so a device that keeps its games alone never
 * fetches them.
 */
import { getSetting } from '../store/settings';
import type { DeviceDb } from '../store/db';

export async function startLedger(db: DeviceDb): Promise<void> {
  const setting = await getSetting(db, 'ledger').catch(() => undefined); // a setting that cannot be read is no link: the ledger starts unlinked
  if (!setting) return;
  const { startLedgerSync } = await import('../sync/index');
  await startLedgerSync(db);
}
