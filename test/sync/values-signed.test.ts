/**
 * A game or player value is obeyed only when a listed device signed it (docs/sync.md "What is
 * signed", issue "Nobody at the table, and no device you unlinked, can rewrite what was recorded",
 * point 4), tried against the real relay with raw Yjs clients holding the ledger's secret:
 * - a holder of the secret that is no listed device writes a game and a player: no device takes
 *   them, and each says what it ignored; once the writer's signed entry is listed, they are taken
 *   (a device's first values may come before its entry);
 * - the device that was unlinked writes into the old rooms while another device is offline: that
 *   device comes back, follows the key change, and neither takes nor carries those writes.
 */
import 'fake-indexeddb/auto';
import { HocuspocusProvider } from '@hocuspocus/provider';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { seal } from '../../src/wire/crypto';
import { proofToken, relayConnection } from '../../src/wire/relay-socket';
import { getSetting, type DeviceDb, type LedgerSetting } from '../../src/store/index';
import { readLedgerGame } from '../../src/store/ledger';
import { sayHere } from '../../src/sync/devices';
import { contentDigest, sealEntry, type Signer } from '../../src/sync/entry';
import { deviceIdOf, newSigner, sign, signerPublic } from '../../src/sync/key-change';
import { startLedgerSync, syncOf, unlinkDevice } from '../../src/sync/ledger';
import { ledgerKeys, sealingOf, shardOf, shardRoom } from '../../src/sync/ledger-keys';
import { newBox } from '../../src/sync/rekey';
import { NodeWebSocket, phoneDb, until } from '../live/helpers';
import { gamesOf, ledgerRig, linkAll, type Phone, phone, playedGame } from './helpers';

const rig = ledgerRig();
const { dbs, closing } = rig;

const settingOf = async (p: Phone): Promise<LedgerSetting> => (await getSetting(p.db, 'ledger')) as LedgerSetting;

/** A signing key no device of the ledger lists. */
function stranger(): Signer {
  const key = newSigner();
  return { device: deviceIdOf(signerPublic(key) as string), sign: key };
}

/** A raw client of the ledger of `secret`: writes a game (a sound one, from a database of its own) and a player, signed by `signer`. */
function insider(secret: string) {
  const keys = ledgerKeys(secret);
  const relay = rig.relay;
  if (!keys || !relay) throw new Error('no keys');
  const sealing = sealingOf(keys);
  const socket = relayConnection({ url: `ws://127.0.0.1:${relay.port}/sync`, WebSocketPolyfill: NodeWebSocket });
  const rooms = new Map<number, { doc: Y.Doc; provider: HocuspocusProvider }>();
  closing.push({
    destroy: () => {
      for (const { doc, provider } of rooms.values()) {
        provider.destroy();
        doc.destroy();
      }
      socket.destroy();
    },
  });
  const room = async (shard: number) => {
    let open = rooms.get(shard);
    if (!open) {
      const doc = new Y.Doc();
      const provider = new HocuspocusProvider({
        websocketProvider: socket,
        name: shardRoom(keys.id, shard),
        document: doc,
        token: proofToken(socket, keys.write, shardRoom(keys.id, shard)),
      });
      provider.attach();
      rooms.set(shard, (open = { doc, provider }));
    }
    const { provider } = open;
    await until(() => provider.isSynced, 'the insider to sync', 30_000);
    return open;
  };
  const answered = async () => {
    for (const { provider } of rooms.values()) await until(() => !provider.hasUnsyncedChanges, 'the insider’s writes to be taken', 30_000);
  };
  return {
    sealing,
    room,
    answered,
    /** A game of its own (made in a scratch database), sealed and signed by `signer`, in its shard; its id. */
    async writeGame(signer: Signer, seed: number): Promise<string> {
      const scratch = phoneDb();
      const id = await playedGame(scratch, seed, 5);
      const game = (await readLedgerGame(scratch, id))!;
      const name = sealing.name('g', id);
      const value = await sealEntry(sealing, id, { vv: { [signer.device]: 1 }, digest: contentDigest(game) }, game, signer);
      const { doc } = await room(shardOf(name));
      doc.getMap<Uint8Array>('games').set(name, value);
      return id;
    },
    /** A player named `name`, signed by `signer`, in shard 0. */
    async writePlayer(signer: Signer, id: string, name: string): Promise<void> {
      const key = sealing.name('p', id);
      const body = { id, name, renamedAt: Date.now(), formerNames: [], by: signer.device };
      const { doc } = await room(0);
      doc.getMap<Uint8Array>('players').set(key, seal(sealing, `p:${key}`, { ...body, sig: sign(signer.sign, sealing.room, `p:${key}`, body) }));
    },
    /** The signed device entry of `signer`, as the app writes it: the device is listed. */
    async list(signer: Signer): Promise<void> {
      const { doc } = await room(0);
      const setting: LedgerSetting = {
        secret,
        relay: '',
        device: signer.device,
        sign: signer.sign,
        label: 'Late device',
        linkedAt: Date.now(),
        box: newBox().secret,
      };
      sayHere(doc, sealing, setting, Date.now(), null);
    },
  };
}

const namesOf = async (db: DeviceDb): Promise<string[]> => (await db.players.toArray()).map((p) => p.name);

describe('game and player values are signed', () => {
  it('a holder of the secret that is no listed device writes a game and a player: no device takes them, each says so; once its entry is listed, they are', async () => {
    const relay = await rig.start();
    const [a, b] = [phone(dbs), phone(dbs)];
    await playedGame(a.db, 41, 6);
    const keyring = await linkAll([a, b], relay.port);

    const mallory = insider(keyring.secret);
    const signer = stranger();
    const forged = await mallory.writeGame(signer, 42);
    await mallory.writePlayer(signer, 'mallory-player', 'Mallory');
    await mallory.answered();

    // Each device looked at both values, ignored them, and says so.
    await until(() => [a, b].every((p) => p.status.ignoredChanges >= 2), 'every device to say what it ignored', 30_000);
    for (const p of [a, b]) {
      expect((await gamesOf(p.db)).map((g) => g.id)).not.toContain(forged);
      expect(await namesOf(p.db)).not.toContain('Mallory');
    }
    // The devices stay in step: A's next game, signed by A, is on B.
    const fromA = await playedGame(a.db, 43, 4);
    await until(async () => (await gamesOf(b.db)).some((g) => g.id === fromA), "A's new game on B", 30_000);
    expect((await gamesOf(b.db)).map((g) => g.id)).not.toContain(forged);

    // The writer's signed entry comes after its values (a new device's first values may): they are taken then.
    await mallory.list(signer);
    await mallory.answered();
    await until(
      async () => (await Promise.all([a, b].map(async (p) => (await gamesOf(p.db)).some((g) => g.id === forged)))).every(Boolean),
      'the values of a device listed late on every device',
      30_000,
    );
    await until(async () => (await Promise.all([a, b].map(async (p) => (await namesOf(p.db)).includes('Mallory')))).every(Boolean), 'its player too', 30_000);
    await until(() => [a, b].every((p) => p.status.ignoredChanges === 0), 'nothing left ignored', 30_000);
  }, 120_000);

  it('the device that was unlinked writes into the old rooms while another is offline: that one comes back, moves, and neither takes nor carries the writes', async () => {
    const relay = await rig.start();
    const [a, b, c] = [phone(dbs), phone(dbs), phone(dbs)];
    await playedGame(a.db, 51, 6);
    await linkAll([a, b, c], relay.port);
    const old = await settingOf(c);

    // B goes offline; A unlinks C.
    syncOf(b.db)?.stop();
    expect(await unlinkDevice(a.db, old.device, a.options)).toEqual({ ok: true });
    await until(() => c.status.state === 'unlinked', 'C told it was unlinked', 30_000);
    const aSecret = (await settingOf(a)).secret;

    // C, holding the old secret and its own signing key (its entry still in the old list), writes
    // a game and a player into the old rooms, which B still reads.
    const mallory = insider(old.secret);
    const cSigner = { device: old.device, sign: old.sign as string };
    const fromC = await mallory.writeGame(cSigner, 52);
    await mallory.writePlayer(cSigner, 'c-player', 'Cyrus');
    await mallory.answered();

    // B made a game while offline; it comes back, follows A's key change, and carries its own games.
    const fromB = await playedGame(b.db, 53, 4);
    await startLedgerSync(b.db, b.options);
    await until(async () => (await settingOf(b)).secret === aSecret, 'B to follow A to the new key', 30_000);
    await until(async () => (await gamesOf(a.db)).some((g) => g.id === fromB), "B's offline game on A, in the new rooms", 30_000);
    await until(() => [a, b].every((p) => p.status.state === 'synced'), 'A and B in step', 30_000);
    for (const p of [a, b]) {
      expect((await gamesOf(p.db)).map((g) => g.id)).not.toContain(fromC);
      expect(await namesOf(p.db)).not.toContain('Cyrus');
    }
  }, 150_000);

  it('the device that was unlinked overwrites the entry of the device that unlinked it, so that its key change reads as unsigned: the device that comes back takes nothing of it, and stops and asks', async () => {
    const relay = await rig.start();
    const [a, b, c] = [phone(dbs), phone(dbs), phone(dbs)];
    await playedGame(a.db, 61, 6);
    await linkAll([a, b, c], relay.port);
    const old = await settingOf(c);
    const aId = (await settingOf(a)).device;
    syncOf(b.db)?.stop();
    expect(await unlinkDevice(a.db, old.device, a.options)).toEqual({ ok: true });
    await until(() => c.status.state === 'unlinked', 'C told it was unlinked', 30_000);

    // C writes a game and a player, and overwrites A's entry in the old list with junk (or deletes it).
    const mallory = insider(old.secret);
    const fromC = await mallory.writeGame({ device: old.device, sign: old.sign as string }, 62);
    await mallory.writePlayer({ device: old.device, sign: old.sign as string }, 'c-player', 'Cyrus');
    const { doc } = await mallory.room(0);
    const aName = mallory.sealing.name('d', aId);
    doc.getMap<Uint8Array>('devices').set(aName, seal(mallory.sealing, `d:${aName}`, { label: 'A', seenAt: Date.now() }));
    await mallory.answered();

    await startLedgerSync(b.db, b.options);
    await until(() => b.status.state === 'conflict' || b.status.state === 'synced', 'B to stop and ask (or sync)', 30_000);
    expect(b.status.state).toBe('conflict');
    expect((await gamesOf(b.db)).map((g) => g.id)).not.toContain(fromC);
    expect(await namesOf(b.db)).not.toContain('Cyrus');
  }, 150_000);
});
