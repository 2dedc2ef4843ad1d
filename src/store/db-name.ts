/** The app's database's name: its own module, for ./peek.ts to read before ./db.ts (and Dexie) has loaded. */
export const DEFAULT_DB_NAME = 'diamond-ledger';
