/**
 * A ledger of the previous version, which named its entries by id in clear (docs/sync.md, "A ledger
 * of the previous version"): at its next start a device moves its games to the rooms of keyed names
 * and writes nothing more to the old ones; and a key change made in the old rooms while it was
 * offline is followed first, so that its games never go where the device unlinked there could read.
 */
import 'fake-indexeddb/auto';
import { HocuspocusProvider } from '@hocuspocus/provider';
import * as Y from 'yjs';
import { afterEach, describe, expect, it } from 'vitest';
import { getSetting, type DeviceDb, type LedgerSetting } from '../../src/store/index';
import { setLedger } from '../../src/store/ledger';
import { joinLedger, LEGACY_WATCH_MS, leaveLedger, startLedgerSync } from '../../src/sync/ledger';
import { newKeyring } from '../../src/sync/ledger-link';
import { legacyLedgerId, legacySealing, ledgerKeys, shardRoom } from '../../src/sync/ledger-keys';
import { sayHere } from '../../src/sync/devices';
import { proofToken, relayConnection } from '../../src/wire/relay-socket';
import { deviceIdOf, newSigner, signerPublic, writeKeyChange } from '../../src/sync/key-change';
import { boxPublic, newBox, sealTo } from '../../src/sync/rekey';
import { dropDbs, NodeWebSocket, startRelay, until } from '../live/helpers';
import { foundIn } from '../support/spying';
import { gamesOf, phone, playedGame, type Phone } from './helpers';

let relay: Awaited<ReturnType<typeof startRelay>> | undefined;
const dbs: DeviceDb[] = [];
const closing: (() => void)[] = [];

afterEach(async () => {
  for (const close of closing.splice(0)) close();
  for (const db of dbs.splice(0)) await leaveLedger(db, { status: () => undefined });
  await relay?.close();
  relay = undefined;
  await dropDbs();
});

/** A device's setting as the previous version stored it: signed, with a box, and no `keyed`. */
function previousSetting(secret: string, relayUrl: string): LedgerSetting {
  const sign = newSigner();
  return { secret, relay: relayUrl, device: deviceIdOf(signerPublic(sign) as string), label: 'Old phone', linkedAt: Date.now(), sign, box: newBox().secret };
}

/** A raw client on shard 0 of the previous version's rooms of `secret`. */
async function oldShard0(secret: string) {
  const doc = new Y.Doc();
  const socket = relayConnection({ url: `ws://127.0.0.1:${relay!.port}/sync`, WebSocketPolyfill: NodeWebSocket });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: shardRoom(legacyLedgerId(secret)!, 0),
    document: doc,
    token: proofToken(socket, ledgerKeys(secret)!.write, shardRoom(legacyLedgerId(secret)!, 0)),
  });
  provider.attach();
  closing.push(() => (provider.destroy(), socket.destroy(), doc.destroy()));
  await until(() => provider.isSynced, 'the old shard 0 read', 25_000);
  return { doc, answered: () => until(() => !provider.hasUnsyncedChanges, 'the writes to be taken', 30_000) };
}

const settingOf = async (p: Phone): Promise<LedgerSetting> => (await getSetting(p.db, 'ledger')) as LedgerSetting;

describe('a ledger of the previous version', () => {
  it('moves its games to the rooms of keyed names at its next start, and writes nothing more to the old rooms', async () => {
    relay = await startRelay();
    const relayUrl = `ws://127.0.0.1:${relay.port}/sync`;
    const { secret } = newKeyring(relayUrl);
    const [a, b] = [phone(dbs), phone(dbs)];
    const games = [await playedGame(a.db, 51, 6), await playedGame(a.db, 52, 4)];
    const old = previousSetting(secret, relayUrl);
    // The old rooms as the previous version left them: A's entry and a game under its id, in clear.
    const room = await oldShard0(secret);
    sayHere(room.doc, legacySealing(secret)!, old, Date.now(), null);
    room.doc.getMap('games').set(games[0]!, new Uint8Array([1, 2, 3]));
    await room.answered();
    const before = Y.encodeStateVector(room.doc);

    await setLedger(a.db, old);
    await startLedgerSync(a.db, a.options);
    await until(async () => a.status.state === 'synced' && (await a.db.ledgerMeta.count()) === 2, 'A synced on the new rooms', 30_000);
    const migrated = await settingOf(a);
    expect(migrated).toMatchObject({ secret, keyed: true, device: old.device });
    // The old rooms are watched for a while, for a device not yet updated that unlinks one.
    expect(migrated.legacyUntil).toBeGreaterThanOrEqual(Date.now() + LEGACY_WATCH_MS - 60_000);

    // A device of this version, joining with the same secret (a link or a kit), gets A's games.
    await joinLedger(b.db, { secret, relay: relayUrl }, b.options);
    await until(async () => b.status.state === 'synced' && (await b.db.sessions.count()) === 2, 'B with both games', 30_000);
    expect(await gamesOf(b.db)).toEqual(await gamesOf(a.db));
    // Nothing written to the old rooms; the new ones name none of A's games or its device.
    expect(Y.encodeStateVector(room.doc)).toEqual(before);
    const fresh = ledgerKeys(secret)!.id;
    const served = [...relay.relay.hocuspocus.documents.entries()]
      .filter(([name]) => name.startsWith(`l${fresh}`))
      .map(([, doc]) => Y.encodeStateAsUpdate(doc as unknown as Y.Doc));
    expect(served.length).toBe(32);
    expect(foundIn([...games, old.device], served)).toEqual([]);
  }, 90_000);
});

/** In the old rooms of `secret`: `old` listed, and X, a device of the previous version, unlinking C: the new secret `next` sealed to `old` and to X. */
async function unlinkInOldRooms(secret: string, next: string, old: LedgerSetting, relayUrl: string): Promise<void> {
  const x = previousSetting(secret, relayUrl);
  const cDevice = previousSetting(secret, relayUrl).device;
  const legacy = legacySealing(secret)!;
  const room = await oldShard0(secret);
  sayHere(room.doc, legacy, old, Date.now(), null);
  sayHere(room.doc, legacy, x, Date.now(), null);
  const boxes = { [old.device]: sealTo(boxPublic(old.box!)!, next)!, [x.device]: sealTo(boxPublic(x.box!)!, next)! };
  writeKeyChange(room.doc, legacy, x.sign!, { by: x.device, at: Date.now(), keeps: [old.device, x.device], removes: [cDevice], boxes }, null);
  await room.answered();
}

describe('a ledger of the previous version, unlinked there', () => {
  it('follows a key change made in the old rooms while it was offline before it writes anything anywhere else', async () => {
    relay = await startRelay();
    const relayUrl = `ws://127.0.0.1:${relay.port}/sync`;
    const { secret } = newKeyring(relayUrl);
    const { secret: next } = newKeyring(relayUrl);
    const [a, b] = [phone(dbs), phone(dbs)];
    await playedGame(a.db, 53, 6);
    const old = previousSetting(secret, relayUrl);
    // X, a device of the previous version, unlinked C while A was offline.
    await unlinkInOldRooms(secret, next, old, relayUrl);

    await setLedger(a.db, old);
    await startLedgerSync(a.db, a.options);
    await until(async () => (await settingOf(a)).secret === next && a.status.state === 'synced', 'A moved to the new secret and synced', 30_000);
    // The rooms of the old secret's keyed names were never opened: nothing of A's went there.
    const abandoned = ledgerKeys(secret)!.id;
    expect([...relay.relay.hocuspocus.documents.keys()].filter((name) => name.startsWith(`l${abandoned}`))).toEqual([]);
    await joinLedger(b.db, { secret: next, relay: relayUrl }, b.options);
    await until(async () => b.status.state === 'synced' && (await b.db.sessions.count()) === 1, 'B with A’s game on the new secret', 30_000);
    expect(await gamesOf(b.db)).toEqual(await gamesOf(a.db));
  }, 90_000);

  it('follows a key change made in the old rooms after it moved to the new ones, by a device not yet updated', async () => {
    relay = await startRelay();
    const relayUrl = `ws://127.0.0.1:${relay.port}/sync`;
    const { secret } = newKeyring(relayUrl);
    const { secret: next } = newKeyring(relayUrl);
    const [a, b] = [phone(dbs), phone(dbs)];
    await playedGame(a.db, 54, 6);
    const old = previousSetting(secret, relayUrl);
    await setLedger(a.db, old);
    await startLedgerSync(a.db, a.options);
    await until(async () => a.status.state === 'synced' && (await a.db.ledgerMeta.count()) === 1, 'A synced on the new rooms', 30_000);
    expect((await settingOf(a)).secret).toBe(secret);

    // X, still of the previous version, unlinks C there: A follows, though it no longer syncs there.
    await unlinkInOldRooms(secret, next, old, relayUrl);
    await until(async () => (await settingOf(a)).secret === next && a.status.state === 'synced', 'A moved to the new secret and synced', 30_000);
    await joinLedger(b.db, { secret: next, relay: relayUrl }, b.options);
    await until(async () => b.status.state === 'synced' && (await b.db.sessions.count()) === 1, 'B with A’s game on the new secret', 30_000);
    expect(await gamesOf(b.db)).toEqual(await gamesOf(a.db));
  }, 90_000);
});
