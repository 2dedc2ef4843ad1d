/**
 * The one door from the screens to the ledger's sync (src/sync/index.ts): a dynamic import, so
 * that Yjs and the cryptography load only when a screen needs them, never with the first load.
 * A screen takes the loader as a property, so a test may hand it the same module it loaded itself.
 */
export type LedgerEngine = typeof import('../../sync/index');

export function loadLedgerEngine(): Promise<LedgerEngine> {
  return import('../../sync/index');
}
