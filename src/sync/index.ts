/**
 * The ledger's sync between a person's devices (docs/sync.md), as the app loads it: one dynamic
 * import (`import('../sync/index')`) from Settings, the link's screen and the app's start when a
 * ledger is set, so that Yjs and the cryptography never come with the first load.
 */
export { createLedger, joinLedger, leaveLedger, ledgerKeyring, startLedgerSync, trustKeyChange, unlinkDevice } from './ledger';
export { ledgerLink, recoveryCode, recoveryKit, readRecoveryCode, readRecoveryKit } from './ledger-link';
export type { LedgerKeyring } from './ledger-link';
export { ledgerStatus, onLedgerStatus } from './status';
export type { KeyChoice, LedgerStatus, LedgerState, LedgerDevice } from './status';
