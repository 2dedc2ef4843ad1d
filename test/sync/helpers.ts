/** Devices of one ledger in Node: each its own database and sync engine, over a relay on 127.0.0.1. */
import 'fake-indexeddb/auto';
import { LedgerSync } from '../../src/sync/ledger-sync';
import { newKeyring, type LedgerKeyring } from '../../src/sync/ledger-link';
import { OFF, type LedgerStatus } from '../../src/sync/status';
import { deviceIdOf, newSigner, signerPublic } from '../../src/sync/key-change';
import { newBox } from '../../src/sync/rekey';
import { appendEvent, createSession, loadSession, type DeviceDb } from '../../src/store/index';
import { randomGame } from '../support/random-diamonds';
import { createLedger, joinLedger, leaveLedger } from '../../src/sync/ledger';
import { afterEach } from 'vitest';
import { dropDbs, NodeWebSocket, phoneDb, startRelay, until } from '../live/helpers';

export interface Device {
  db: DeviceDb;
  sync: LedgerSync;
  status: LedgerStatus;
  id: string;
}

/** The signing key of each device started here, by id: a device started again (`given`) signs as before. */
const signers = new Map<string, string>();

/** Starts syncing `db` with the ledger of `keyring` as a device of its own (`given`: the device of that id, started again). */
export function device(db: DeviceDb, keyring: LedgerKeyring, given?: string, WebSocketClass = NodeWebSocket): Device {
  // Signed as the app's devices are (src/sync/key-change.ts), so that it is listed; its values too.
  const sign = (given && signers.get(given)) || newSigner();
  const id = given ?? deviceIdOf(signerPublic(sign) as string);
  signers.set(id, sign);
  const made: Device = { db, id, status: OFF, sync: undefined as unknown as LedgerSync };
  made.sync = new LedgerSync(
    db,
    { ...keyring, device: id, label: `Device ${id.slice(0, 4)}`, linkedAt: Date.now(), sign, box: newBox().secret },
    { WebSocketClass, status: (patch) => void (made.status = { ...made.status, ...patch }) },
  );
  made.sync.start();
  return made;
}

export const keyringAt = (port: number): LedgerKeyring => newKeyring(`ws://127.0.0.1:${port}/sync`);

/** A Diamonds game of `plays` cards (seeded), stored in `db`; its id. */
export async function playedGame(db: DeviceDb, seed: number, plays = 12, names?: string[]): Promise<string> {
  const game = randomGame(seed, { players: 4, rounds: 1, stopAfterPlays: plays });
  const id = await createSession(db, 'diamonds', names ? { ...game.config, players: names } : game.config);
  await append(db, id, game.events);
  return id;
}

/** Appends `events` to game `id` of `db`, in order. */
export async function append(db: DeviceDb, id: string, events: readonly unknown[]): Promise<void> {
  for (const event of events) {
    const revision = (await loadSession(db, id))?.revision ?? 0;
    const done = await appendEvent(db, id, event, revision);
    if (!done.ok) throw new Error(`not appended: ${JSON.stringify(done)}`);
  }
}

/** Every game of `db` as its id, setup and events, sorted by id: two devices in step give the same. */
export async function gamesOf(db: DeviceDb): Promise<{ id: string; forkOf?: string; config: unknown; events: unknown[] }[]> {
  const out = [];
  for (const row of await db.sessions.orderBy('id').toArray()) {
    const loaded = await loadSession(db, row.id);
    out.push({ id: row.id, ...(row.forkOf ? { forkOf: row.forkOf } : {}), config: row.config, events: loaded?.events ?? [] });
  }
  return out;
}

/** A device run through the verbs Settings calls (src/sync/ledger.ts): its database, the status its sync last gave, and the options that say it. */
export interface Phone {
  db: DeviceDb;
  status: LedgerStatus;
  options: { WebSocketClass: typeof WebSocket; status: (p: Partial<LedgerStatus>) => void };
}

/** A new phone, its database added to `dbs` (for the test to leave and drop). */
export function phone(dbs: DeviceDb[]): Phone {
  const made = { db: phoneDb(), status: OFF } as Phone;
  made.options = { WebSocketClass: NodeWebSocket, status: (patch) => void (made.status = { ...made.status, ...patch }) };
  dbs.push(made.db);
  return made;
}

/**
 * Links `phones` into one ledger on the relay at `port` through the verbs Settings calls: the first
 * makes it, the others join in turn. Waits until each is synced and lists them all; a timeout says
 * where each stands. The ledger's keyring.
 */
export async function linkAll(phones: readonly Phone[], port: number): Promise<LedgerKeyring> {
  const [first, ...rest] = phones;
  if (!first) throw new Error('no phone to link');
  const keyring = await createLedger(first.db, `ws://127.0.0.1:${port}/sync`, first.options);
  for (const p of rest) await joinLedger(p.db, keyring, p.options);
  await until(
    () => phones.every((p) => p.status.state === 'synced' && p.status.devices.length === phones.length),
    `${phones.length} devices synced and listed`,
    40_000,
  ).catch((error: Error) => {
    throw new Error(
      `${error.message}: ${phones.map((p) => `${p.status.state} ${p.status.done}/${p.status.total}, ${p.status.devices.length} listed`).join('; ')}`,
    );
  });
  return keyring;
}

/** After a test: every database of `dbs` leaves its ledger (its sync stopped), and all are dropped. */
export async function leaveAll(dbs: DeviceDb[]): Promise<void> {
  for (const db of dbs.splice(0)) await leaveLedger(db, { status: () => undefined });
  await dropDbs();
}

/**
 * What a ledger test against a relay holds: the relay (started by the test), its phones' databases
 * and its raw clients, all gone after each test of the file that calls this once.
 */
export function ledgerRig() {
  const rig = {
    relay: undefined as Awaited<ReturnType<typeof startRelay>> | undefined,
    dbs: [] as DeviceDb[],
    closing: [] as { destroy(): void }[],
    async start(): Promise<Awaited<ReturnType<typeof startRelay>>> {
      rig.relay = await startRelay();
      return rig.relay;
    },
  };
  afterEach(async () => {
    for (const c of rig.closing.splice(0)) c.destroy();
    await rig.relay?.close();
    rig.relay = undefined;
    await leaveAll(rig.dbs);
  });
  return rig;
}
