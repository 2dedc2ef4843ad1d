/**
 * What shard 0 of a ledger says of its devices (docs/sync.md): each device's entry (its label, when
 * it last synced, its X25519 public key, its public signing key), signed by the device itself, and
 * the key change an unlink writes (./key-change.ts): the ledger's new secret sealed to each device
 * that stays (./rekey.ts). Each under its device's keyed hash (./ledger-keys.ts), never its id: a
 * device's id is the hash of its public signing key, which is sealed in its entry, and its entry is
 * listed only when that key's id is the one the entry's name is the keyed hash of.
 */
import * as Y from 'yjs';
import { HocuspocusProvider } from '@hocuspocus/provider';
import { RelaySockets } from '../wire/relay-socket';
import { seal, unseal } from '../wire/crypto';
import type { LedgerSetting } from '../store/index';
import { boxPublic, sealTo } from './rekey';
import { deviceIdOf, sign, signerPublic, verify, writeKeyChange } from './key-change';
import type { LedgerSealing } from './ledger-keys';
import type { LedgerDevice } from './status';

/** Writes this device's entry, signed with its own key: it is here, as of `at`. */
export function sayHere(doc: Y.Doc, keys: LedgerSealing, setting: LedgerSetting, at: number, origin: unknown): void {
  const box = setting.box ? boxPublic(setting.box) : null;
  const signPublic = signerPublic(setting.sign);
  // A device of the previous version (no signing key) says nothing until it has one (./ledger.ts makes it at start).
  if (!signPublic || !setting.sign) return;
  // Signed for the device's id, sealed for its name: the name says nothing, the signature says who.
  const name = keys.name('d', setting.device);
  const body = { label: setting.label, seenAt: at, sign: signPublic, ...(box ? { box } : {}) };
  const value = seal(keys, `d:${name}`, { ...body, sig: sign(setting.sign, keys.room, `d:${setting.device}`, body) });
  doc.transact(() => doc.getMap<Uint8Array>('devices').set(name, value), origin);
}

/** A listed device: its entry opens with the ledger's key and is signed by the key its id is the hash of. */
export type ListedDevice = LedgerDevice & { box: string | null; sign: string };

/**
 * The device list, the last seen first, how many entries were not listed (not sealed with the
 * key, or not signed by their device: a holder of the secret can write one, but not sign it), and
 * whether an entry was deleted, or overwritten with one not listed: honest devices only ever
 * write their own entry, signed, and never delete one, so either is someone taking a device off
 * the list (the one whose key change would unlink them, say), and the sync stops and asks.
 */
export function deviceList(doc: Y.Doc | undefined, keys: LedgerSealing, me: string): { devices: ListedDevice[]; ignored: number; tampered: boolean } {
  const out: ListedDevice[] = [];
  let ignored = 0;
  let tampered = false;
  const map = doc?.getMap<Uint8Array>('devices');
  // Yjs keeps the item of a deleted or overwritten key (its content dropped), as ./key-change.ts reads it.
  const items = (map as unknown as { _map?: Map<string, { deleted: boolean; left: unknown }> } | undefined)?._map;
  for (const item of items?.values() ?? []) if (item.deleted) tampered = true;
  for (const [name, raw] of map?.entries() ?? []) {
    const entry = listed(keys, name, raw);
    if (entry) out.push({ ...entry, me: entry.id === me });
    else {
      ignored++;
      if (items?.get(name)?.left) tampered = true;
    }
  }
  return { devices: out.sort((a, b) => b.seenAt - a.seenAt), ignored, tampered };
}

/** Entries checked already, by their value (a value lives under one id of one ledger): the list is read at every status, and a signature takes a millisecond or more to check. */
const checked = new WeakMap<object, Omit<ListedDevice, 'me'> | null>();

function listed(keys: LedgerSealing, name: string, raw: unknown): Omit<ListedDevice, 'me'> | null {
  if (raw instanceof Uint8Array && checked.has(raw)) return checked.get(raw) ?? null;
  const said = unseal(keys, `d:${name}`, raw) as { label?: unknown; seenAt?: unknown; box?: unknown; sign?: unknown; sig?: unknown } | null;
  const { sig, ...body } = said ?? {};
  // The device's id is the hash of its signing key, and its name must be that id's keyed hash.
  const id = typeof body.sign === 'string' ? deviceIdOf(body.sign) : null;
  const entry =
    said &&
    id !== null &&
    keys.name('d', id) === name &&
    typeof body.label === 'string' &&
    typeof body.seenAt === 'number' &&
    verify(id, body.sign, sig, keys.room, `d:${id}`, body)
      ? { id, label: body.label.slice(0, 80), seenAt: body.seenAt, box: typeof body.box === 'string' ? body.box : null, sign: body.sign as string }
      : null;
  if (raw instanceof Uint8Array) checked.set(raw, entry);
  return entry;
}

/** The listed devices (./deviceList), the last seen first. */
export function devicesOf(doc: Y.Doc | undefined, keys: LedgerSealing, me: string): ListedDevice[] {
  return deviceList(doc, keys, me).devices;
}

/**
 * This device's key change unlinking `unlinked` (./key-change.ts): the new secret sealed to every
 * listed device but that one, this one included (so that it moves by the same road as the others,
 * even after a restart); resolves the value written.
 */
export function writeMove(
  doc: Y.Doc,
  keys: LedgerSealing,
  setting: LedgerSetting,
  unlinked: string,
  secret: string,
  at: number,
  origin: unknown,
): Uint8Array | null {
  if (!setting.sign) return null;
  const boxes: Record<string, string> = {};
  for (const device of devicesOf(doc, keys, setting.device)) {
    if (device.id === unlinked || !device.box) continue;
    const sealed = sealTo(device.box, secret);
    if (sealed) boxes[device.id] = sealed;
  }
  if (!boxes[setting.device]) return null;
  return writeKeyChange(doc, keys, setting.sign, { by: setting.device, at, keeps: Object.keys(boxes), removes: [unlinked], boxes }, origin);
}

/**
 * Whether the server holds `mark` under `key` (the keyed hash of the device that wrote it) of the ledger's `moved` map: read back on a connection of its own,
 * as a device that opens the ledger now would read it (the provider's own count of unacknowledged
 * changes is reset by every sync request, so it cannot say).
 */
export async function serverHolds(relay: string, room: string, key: string, mark: Uint8Array, WebSocketClass?: typeof WebSocket): Promise<boolean> {
  const socket = new RelaySockets().use(relay, WebSocketClass);
  const doc = new Y.Doc();
  const reader = new HocuspocusProvider({ websocketProvider: socket.socket, name: room, document: doc });
  reader.attach();
  try {
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      const held = doc.getMap<unknown>('moved').get(key);
      if (held instanceof Uint8Array && held.length === mark.length && held.every((b, i) => b === mark[i])) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  } finally {
    reader.destroy();
    doc.destroy();
    socket.release();
  }
}
