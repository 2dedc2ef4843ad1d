/**
 * What shard 0 of a ledger says of its devices (docs/sync.md): each device's entry (its label, when
 * it last synced, its X25519 public key), and the `moved` map an unlink writes (./rekey.ts): the
 * ledger's new secret sealed to each device that stays, and the mark that the ledger moved.
 */
import * as Y from 'yjs';
import { HocuspocusProvider } from '@hocuspocus/provider';
import { RelaySockets } from '../live/relay-socket';
import { seal, unseal, type TableKeys } from '../live/crypto';
import type { LedgerSetting } from '../store/index';
import { boxPublic, openSealed, sealTo } from './rekey';
import type { LedgerDevice } from './status';

/** Writes this device's entry: it is here, as of `at`. */
export function sayHere(doc: Y.Doc, keys: TableKeys, setting: LedgerSetting, at: number, origin: unknown): void {
  const box = setting.box ? boxPublic(setting.box) : null;
  const value = seal(keys, `d:${setting.device}`, { label: setting.label, seenAt: at, ...(box ? { box } : {}) });
  doc.transact(() => doc.getMap<Uint8Array>('devices').set(setting.device, value), origin);
}

/** Every device entry that opens with the ledger's key, the last seen first. */
export function devicesOf(doc: Y.Doc | undefined, keys: TableKeys, me: string): (LedgerDevice & { box: string | null })[] {
  const out: (LedgerDevice & { box: string | null })[] = [];
  for (const [id, raw] of doc?.getMap<Uint8Array>('devices').entries() ?? []) {
    const said = unseal(keys, `d:${id}`, raw) as { label?: unknown; seenAt?: unknown; box?: unknown } | null;
    if (!said || typeof said.label !== 'string' || typeof said.seenAt !== 'number') continue;
    out.push({ id, label: said.label.slice(0, 80), seenAt: said.seenAt, me: id === me, box: typeof said.box === 'string' ? said.box : null });
  }
  return out.sort((a, b) => b.seenAt - a.seenAt);
}

/** Whether the ledger moved, and if so this device's new secret (null: it was the device unlinked). */
export function moveOf(doc: Y.Doc | undefined, keys: TableKeys, setting: LedgerSetting): { secret: string | null } | null {
  const moved = doc?.getMap<unknown>('moved');
  const mark = moved?.get('*');
  if (!moved || mark === undefined || unseal(keys, 'moved', mark) === null) return null;
  return { secret: setting.box ? openSealed(setting.box, moved.get(setting.device)) : null };
}

/** Writes the move to `secret` for every device but this one and `unlinked`; resolves the mark written. */
export function writeMove(doc: Y.Doc, keys: TableKeys, setting: LedgerSetting, unlinked: string, secret: string, at: number, origin: unknown): Uint8Array {
  const moved = doc.getMap<unknown>('moved');
  const mark = seal(keys, 'moved', { at, by: setting.device });
  doc.transact(() => {
    for (const device of devicesOf(doc, keys, setting.device)) {
      if (device.id === unlinked || device.me || !device.box) continue;
      const sealed = sealTo(device.box, secret);
      if (sealed) moved.set(device.id, sealed);
    }
    moved.set('*', mark);
  }, origin);
  return mark;
}

/**
 * Whether the server holds `mark` as the ledger's move mark: read back on a connection of its own,
 * as a device that opens the ledger now would read it (the provider's own count of unacknowledged
 * changes is reset by every sync request, so it cannot say).
 */
export async function serverHolds(relay: string, room: string, mark: Uint8Array, WebSocketClass?: typeof WebSocket): Promise<boolean> {
  const socket = new RelaySockets().use(relay, WebSocketClass);
  const doc = new Y.Doc();
  const reader = new HocuspocusProvider({ websocketProvider: socket.socket, name: room, document: doc });
  reader.attach();
  try {
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      const held = doc.getMap<unknown>('moved').get('*');
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
