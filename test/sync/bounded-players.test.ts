/**
 * The ledger's players are bounded by design (src/sync/players.ts, issue "Nobody at the table, and
 * no device you unlinked, can rewrite what was recorded", point 5), tried as an insider: a raw Yjs
 * client that holds the ledger's secret and is a listed device (its signed entry in the list: a
 * device's own bug, or a device later unlinked) writes players into shard 0 itself, sealed and
 * signed as a device would. (One that is no listed device is not taken at all: values-signed.test.ts.)
 * - A rename dated at the end of time (2^53 - 1) is not taken: it would win every later rename.
 * - A rename dated ahead, but within the clock skew a real device may have, is taken; the owner's
 *   next rename still wins, and keeps winning (it dates itself after the one it replaces).
 * - A flood of invented players makes at most MAX_LEDGER_PLAYERS players on a device, quickly,
 *   and the device says how many it left out.
 */
import 'fake-indexeddb/auto';
import { HocuspocusProvider } from '@hocuspocus/provider';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { seal } from '../../src/wire/crypto';
import { proofToken, relayConnection } from '../../src/wire/relay-socket';
import { closeAll } from '../../src/live/tables';
import { randomToken } from '../../src/store/ids';
import { renamePlayer } from '../../src/store/index';
import { LEDGER_CLOCK_SKEW } from '../../src/store/time';
import { ledgerKeys, sealingOf, shardRoom } from '../../src/sync/ledger-keys';
import { sayHere } from '../../src/sync/devices';
import { deviceIdOf, newSigner, sign, signerPublic } from '../../src/sync/key-change';
import { newBox } from '../../src/sync/rekey';
import type { LedgerSetting } from '../../src/store/index';
import type { LedgerKeyring } from '../../src/sync/ledger-link';
import { MAX_LEDGER_PLAYERS } from '../../src/sync/status';
import { dropDbs, NodeWebSocket, phoneDb, startRelay, until } from '../live/helpers';
import { device, keyringAt, playedGame, type Device } from './helpers';

const running: Device[] = [];
const intruders: { destroy(): void }[] = [];
let relay: Awaited<ReturnType<typeof startRelay>> | undefined;

afterEach(async () => {
  closeAll();
  for (const d of running.splice(0)) d.sync.stop();
  for (const i of intruders.splice(0)) i.destroy();
  await relay?.close();
  relay = undefined;
  await dropDbs();
});

/** A raw client on the ledger's shard 0, listed as a device, that writes player values, sealed with the ledger's key and signed with its own. */
async function intruder(keyring: LedgerKeyring, port: number) {
  const keys = ledgerKeys(keyring.secret);
  if (!keys) throw new Error('no keys');
  const doc = new Y.Doc();
  const socket = relayConnection({ url: `ws://127.0.0.1:${port}/sync`, WebSocketPolyfill: NodeWebSocket });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: shardRoom(keys.id, 0),
    document: doc,
    token: proofToken(socket, keys.write, shardRoom(keys.id, 0)),
  });
  provider.attach();
  intruders.push({ destroy: () => (provider.destroy(), socket.destroy()) });
  await until(() => provider.isSynced, 'the intruder to sync', 25_000);
  const players = doc.getMap<Uint8Array>('players');
  const sealing = sealingOf(keys);
  const key = newSigner();
  const me = deviceIdOf(signerPublic(key) as string);
  const setting = { ...keyring, device: me, sign: key, label: 'Intruder', linkedAt: Date.now(), box: newBox().secret } as LedgerSetting;
  sayHere(doc, sealing, setting, Date.now(), null);
  return {
    players,
    /** Player `id`'s name in the map: its keyed hash. */
    nameOf: (id: string) => sealing.name('p', id),
    say(id: string, value: { name: string; renamedAt: number; formerNames: string[] }) {
      const name = sealing.name('p', id);
      const body = { id, ...value, by: me };
      players.set(name, seal(sealing, `p:${name}`, { ...body, sig: sign(key, sealing.room, `p:${name}`, body) }));
    },
    answered: () => until(() => !provider.hasUnsyncedChanges, 'the intruder’s writes to be taken', 30_000),
  };
}

const cyOf = async (d: Device) => (await d.db.players.toArray()).find((p) => p.name === 'Cy' || (p.formerNames ?? []).includes('Cy'));

describe('the ledger’s players, bounded', () => {
  it('a rename dated at the end of time is left out and said; one dated ahead within the skew is taken, and the owner’s next rename still wins for good', async () => {
    relay = await startRelay();
    const keyring = keyringAt(relay.port);
    const db = phoneDb();
    await playedGame(db, 21, 6, ['Ann', 'Bob', 'Cy', 'Dee']);
    const a = device(db, keyring);
    running.push(a);
    await until(() => a.status.state === 'synced', 'A synced', 30_000);
    const cy = await cyOf(a);
    if (!cy) throw new Error('no Cy');
    const mallory = await intruder(keyring, relay.port);
    await until(() => mallory.players.has(mallory.nameOf(cy.id)), 'Cy in the ledger', 25_000);

    // The end of time: never taken, and the device says a player was left out.
    mallory.say(cy.id, { name: 'Hijacked', renamedAt: Number.MAX_SAFE_INTEGER, formerNames: ['Cy'] });
    await mallory.answered();
    await until(() => a.status.playersLeftOut === 1, 'the device to say one player was left out', 25_000);
    expect((await cyOf(a))?.name).toBe('Cy');

    // Ahead, but within the skew a real device's clock may have: taken (it is the later rename).
    mallory.say(cy.id, { name: 'Hijacked', renamedAt: Date.now() + LEDGER_CLOCK_SKEW / 2, formerNames: ['Cy'] });
    await until(async () => (await cyOf(a))?.name === 'Hijacked', 'the rename within the skew to be taken', 25_000);
    // The owner renames her back: that rename is dated after the one it replaces, so it wins here
    // and in the ledger, and the ledger's copy stays hers.
    expect(await renamePlayer(db, cy.id, 'Cy')).toEqual({ ok: true });
    const back = (await db.players.get(cy.id))?.renamedAt ?? 0;
    expect(back).toBeGreaterThan(Date.now() + LEDGER_CLOCK_SKEW / 2 - 60_000);
    await until(
      async () => {
        const name = mallory.nameOf(cy.id);
        const value = mallory.players.get(name);
        if (!value) return false;
        const { unseal } = await import('../../src/wire/crypto');
        const keys = ledgerKeys(keyring.secret);
        return keys !== null && (unseal(sealingOf(keys), `p:${name}`, value) as { name?: string } | null)?.name === 'Cy';
      },
      'the ledger to hold her own name again',
      10_000,
    );
    // A device that joins now meets Cy, not Hijacked.
    const fresh = phoneDb();
    const b = device(fresh, keyring);
    running.push(b);
    await until(async () => (await fresh.players.toArray()).some((p) => p.id === cy.id), 'Cy on the new device', 30_000);
    expect((await fresh.players.get(cy.id))?.name).toBe('Cy');
    expect((await cyOf(a))?.name).toBe('Cy');
  }, 60_000);

  it(`a flood of invented players makes at most ${MAX_LEDGER_PLAYERS} players on a device, and the rest are said left out`, async () => {
    relay = await startRelay();
    const keyring = keyringAt(relay.port);
    const db = phoneDb();
    await playedGame(db, 22, 6, ['Ann', 'Bob', 'Cy', 'Dee']);
    const mallory = await intruder(keyring, relay.port);
    const invented = MAX_LEDGER_PLAYERS + 100;
    const now = Date.now();
    for (let i = 0; i < invented; i++) mallory.say(randomToken(96), { name: `Invented ${i}`, renamedAt: now, formerNames: [] });
    await mallory.answered();
    const started = Date.now();
    const a = device(db, keyring);
    running.push(a);
    await until(() => a.status.state === 'synced' && a.status.playersLeftOut > 0, 'A synced, saying players were left out', 60_000);
    const count = await db.players.count();
    expect(count).toBe(MAX_LEDGER_PLAYERS);
    // Its own four are among them; the rest of the flood is left out, and said.
    expect((await db.players.toArray()).filter((p) => ['Ann', 'Bob', 'Cy', 'Dee'].includes(p.name))).toHaveLength(4);
    expect(a.status.playersLeftOut).toBe(invented - (MAX_LEDGER_PLAYERS - 4));
    console.log(JSON.stringify({ inventedPlayers: invented, kept: count, settledMs: Date.now() - started }));
  }, 90_000);
});
