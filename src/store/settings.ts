/** Device preferences in the `settings` table, one row per key. */
import type { DeviceDb } from './db';
import { run } from './run';

/**
 * The known keys and their value types. Another module can add keys by declaration merging:
 * `declare module '../store/settings' { interface SettingValues { myKey: number } }`.
 */
export interface SettingValues {
  /** Show the vault column on the Diamonds score screen. */
  showVaults: boolean;
  /** UI language tag, e.g. "en" or "fr". */
  language: string;
  /** The Diam's rules card (M-CARD-VALUES): quality "1".."10" → points of 3, 4 and 5 diamonds. */
  diamsRulesCard: Record<string, (number | null)[]>;
  /** The deck counts of the Diam's rules card (M-CARD-DECK), as typed so far (./house-card.ts). */
  diamsDeck: Record<string, { cards: number | null; pure: number | null }>;
  /** The live table's relay when sharing (a hosted wss:// one, ../live/link.ts); '' or unset: the page's own server's. */
  liveRelay: string;
  /** The suits' colours: 'four' (♠ black, ♥ red, ♦ blue, ♣ green; the default) or 'two' (red and black). */
  deckColours: 'four' | 'two';
  /**
   * The ledger this device syncs with its other devices (docs/sync.md, src/sync/): its secret and
   * sync server (the keyring), this device's id and label there, and when it joined. Unset: this
   * device keeps its games alone.
   */
  ledger: LedgerSetting;
}

/** SettingValues.ledger. */
export interface LedgerSetting {
  secret: string;
  relay: string;
  /** This device's id in the ledger (random, 16 characters). */
  device: string;
  /** How the other devices name this one ("Chrome on Android"). */
  label: string;
  linkedAt: number;
  /**
   * This device's X25519 secret key (base64url): the others seal a new secret to its public key
   * when they unlink a device (src/sync/rekey.ts). Absent on a setting made before unlinking was.
   */
  box?: string;
  /**
   * This device's Ed25519 secret key (base64url): it signs its device entry and its key changes,
   * and `device` is the hash of its public half (src/sync/key-change.ts). Absent on a setting made
   * before key changes were signed: the sync makes one at its next start.
   */
  sign?: string;
  /**
   * The ledger's rooms are those whose entries are named by keyed hashes (src/sync/ledger-keys.ts).
   * Absent on a setting made by the previous version, which named them by id, in other rooms: the
   * sync moves this device's games to the new rooms at its next start (docs/sync.md).
   */
  keyed?: boolean;
  /**
   * Until when (ms since the epoch) the previous version's rooms are watched for a key change to
   * follow, set when this device moved a ledger of that version to the rooms of keyed names
   * (src/sync/ledger-sync.ts, openLegacy).
   */
  legacyUntil?: number;
}

export type SettingKey = keyof SettingValues;

/** The stored value of a setting, or `fallback` (undefined if not given) when it was never set. */
export async function getSetting<K extends SettingKey>(db: DeviceDb, key: K): Promise<SettingValues[K] | undefined>;
export async function getSetting<K extends SettingKey>(db: DeviceDb, key: K, fallback: SettingValues[K]): Promise<SettingValues[K]>;
export async function getSetting<K extends SettingKey>(db: DeviceDb, key: K, fallback?: SettingValues[K]): Promise<SettingValues[K] | undefined> {
  const row = await run(db, 'r', [db.settings], () => db.settings.get(key));
  return row ? (row.value as SettingValues[K]) : fallback;
}

export async function setSetting<K extends SettingKey>(db: DeviceDb, key: K, value: SettingValues[K]): Promise<void> {
  await run(db, 'rw', [db.settings], () => db.settings.put({ key, value }));
}
