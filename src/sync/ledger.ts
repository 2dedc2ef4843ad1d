/**
 * Joining, leaving and starting the ledger (docs/sync.md): the verbs Settings and the link's screen
 * call. The keyring and this device's id are kept in the settings (`ledger`); the engine
 * (./ledger-sync.ts) runs while it is set, one per database.
 */
import { getSetting, type DeviceDb, type LedgerSetting } from '../store/index';
import { keepLedger, setLedger } from '../store/ledger';
import { isKeyring, newKeyring, type LedgerKeyring } from './ledger-link';
import { LedgerSync, type SyncOptions } from './ledger-sync';
import { newBox } from './rekey';
import { deviceIdOf, newSigner, signerPublic } from './key-change';
import { OFF, setLedgerStatus } from './status';

/** How a database's sync runs: the app's defaults, or a test's socket class and status. */
export type RunOptions = Pick<SyncOptions, 'WebSocketClass' | 'status'>;

const running = new Map<DeviceDb, LedgerSync>();

/**
 * How long a device that moved a ledger of the previous version to the rooms of keyed names still
 * watches the old rooms for a key change (docs/sync.md): its other devices update at their next
 * load, and one not yet updated may unlink a device meanwhile.
 */
export const LEGACY_WATCH_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Each database's verbs run one after another: a leave pressed while a join is still starting its
 * engine would otherwise clear the setting under it and leave that engine running.
 */
const turns = new WeakMap<DeviceDb, Promise<unknown>>();
function inTurn<T>(db: DeviceDb, task: () => Promise<T>): Promise<T> {
  const done = (turns.get(db) ?? Promise.resolve()).then(task, task);
  const order = done.catch(() => undefined); // only the turn's order: the caller gets `done` and its failure
  turns.set(db, order);
  return done;
}

function halt(db: DeviceDb): void {
  running.get(db)?.stop();
  running.delete(db);
}

/** How the other devices name this one: the browser and the system, from the user agent. */
export function deviceLabel(agent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): string {
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrome\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Mac OS X/.test(agent)
        ? 'macOS'
        : /Windows/.test(agent)
          ? 'Windows'
          : /Linux/.test(agent)
            ? 'Linux'
            : '';
  return system ? `${browser} · ${system}` : browser;
}

/** This device's keyring, or null when it keeps its games alone. */
export async function ledgerKeyring(db: DeviceDb): Promise<LedgerKeyring | null> {
  const setting = await getSetting(db, 'ledger');
  return setting && isKeyring(setting) ? { secret: setting.secret, relay: setting.relay } : null;
}

/** This device's signing key and the id it gives (./key-change.ts): no other device can claim the id. */
function signer(): { sign: string; device: string } {
  const sign = newSigner();
  return { sign, device: deviceIdOf(signerPublic(sign) as string) };
}

async function link(db: DeviceDb, keyring: LedgerKeyring, options: RunOptions): Promise<void> {
  halt(db);
  await setLedger(db, { ...keyring, ...signer(), label: deviceLabel(), linkedAt: db.now(), box: newBox().secret, keyed: true });
  await start(db, options);
}

/** Makes this device's games a ledger at `relay` (the first device of it) and starts syncing. */
export function createLedger(db: DeviceDb, relay: string, options: RunOptions = {}): Promise<LedgerKeyring> {
  return inTurn(db, async () => {
    const existing = await ledgerKeyring(db);
    if (existing) return existing;
    const keyring = newKeyring(relay);
    await link(db, keyring, options);
    return keyring;
  });
}

/** Joins the ledger of `keyring` (a link, or a recovery kit): this device's games join it too. */
export function joinLedger(db: DeviceDb, keyring: LedgerKeyring, options: RunOptions = {}): Promise<void> {
  return inTurn(db, () => link(db, keyring, options));
}

/** This device stops syncing: it keeps every game it holds, and gets nothing new. */
export function leaveLedger(db: DeviceDb, options: RunOptions = {}): Promise<void> {
  return inTurn(db, async () => {
    halt(db);
    await setLedger(db, undefined);
    (options.status ?? setLedgerStatus)(OFF);
  });
}

/** Starts syncing when a ledger is set (the app calls it at start); the running sync otherwise. */
export function startLedgerSync(db: DeviceDb, options: RunOptions = {}): Promise<void> {
  return inTurn(db, () => start(db, options));
}

async function start(db: DeviceDb, options: RunOptions): Promise<void> {
  let setting = await getSetting(db, 'ledger');
  if (!setting || !isKeyring(setting)) return;
  // A device linked by the previous version has no signing key: it makes one, and takes the id it
  // gives; what it agreed with the ledger stays (its version vectors name its old id, which only counts).
  const signPublic = signerPublic(setting.sign);
  if (!signPublic || deviceIdOf(signPublic) !== setting.device || !setting.box) {
    setting = { ...setting, ...(signPublic && deviceIdOf(signPublic) === setting.device ? {} : signer()), box: setting.box ?? newBox().secret };
    await keepLedger(db, setting);
  }
  // A ledger of the previous version named its games, players and devices by id, in clear, in rooms
  // this version never writes (src/sync/ledger-keys.ts): the device forgets what it agreed there,
  // so that every game it holds goes to the rooms of keyed names, as after a move; it first reads
  // the old rooms for a key change it has yet to follow, and watches them for one made by a device
  // not yet updated, for LEGACY_WATCH_MS (`legacyUntil`, ./ledger-sync.ts).
  if (!setting.keyed) {
    setting = { ...setting, keyed: true, legacyUntil: db.now() + LEGACY_WATCH_MS };
    await setLedger(db, setting);
  }
  const current = running.get(db);
  if (current?.matches(db, setting) && !current.isStopped) return;
  halt(db);
  const sync = new LedgerSync(db, setting, { ...options, moved: (secret) => void inTurn(db, () => move(db, setting, secret, options)) });
  running.set(db, sync);
  sync.start();
}

/** Follows the ledger to its new secret (after an unlink): a new ledger, which this device's games join again. */
async function move(db: DeviceDb, setting: LedgerSetting, secret: string, options: RunOptions): Promise<void> {
  // Moved already (this device unlinked one, and then saw its own mark), or left meanwhile.
  const now = await getSetting(db, 'ledger');
  if (now?.secret !== setting.secret) return;
  halt(db);
  await setLedger(db, { ...now, secret });
  await start(db, options);
}

/**
 * Unlinks another device: the ledger moves to a new secret that every device but that one gets,
 * and that one keeps its copy and gets nothing new.
 */
export function unlinkDevice(db: DeviceDb, device: string, options: RunOptions = {}): Promise<{ ok: true } | { ok: false; why: 'offline' | 'self' }> {
  return inTurn(db, async () => {
    const setting = await getSetting(db, 'ledger');
    const sync = running.get(db);
    if (!sync || !setting) return { ok: false, why: 'offline' } as const;
    const done = await sync.unlink(device);
    if (!done.ok) return done;
    await move(db, setting, done.secret, options);
    return { ok: true } as const;
  });
}

/**
 * The person trusts the key change of device `by`, of those two disagreeing ones the sync showed
 * (the state 'conflict'): this device follows it. Resolves false when there is no such choice.
 */
export function trustKeyChange(db: DeviceDb, by: string): Promise<boolean> {
  return inTurn(db, () => Promise.resolve(running.get(db)?.trust(by) ?? false));
}

/** The running sync of `db`, for tests and the benchmark to wait on. */
export function syncOf(db: DeviceDb): LedgerSync | undefined {
  return running.get(db);
}
