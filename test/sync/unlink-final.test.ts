/**
 * Unlinking is final (docs/sync.md, issue "Nobody at the table, and no device you unlinked, can
 * rewrite what was recorded", point 4), tried as insiders against the real relay: a raw Yjs client
 * holding the ledger's secret, and the device that was unlinked, holding its own keys too.
 * - The unlinked device steers a device that was offline to a key of its own: B follows the
 *   device that unlinked, never the one removed.
 * - One unsigned "moved" mark, from any holder of the secret, unlinks no one: it is ignored and said.
 * - The removed device unlinks the one that removed it, or deletes its key change: the device that
 *   comes back stops and asks which device to trust, and follows the one chosen.
 */
import 'fake-indexeddb/auto';
import { HocuspocusProvider } from '@hocuspocus/provider';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { seal, unseal } from '../../src/wire/crypto';
import { proofToken, relayConnection } from '../../src/wire/relay-socket';
import { getSetting, type LedgerSetting } from '../../src/store/index';
import { writeKeyChange } from '../../src/sync/key-change';
import { syncOf, unlinkDevice } from '../../src/sync/ledger';
import { ledgerKeys, sealingOf, shardRoom } from '../../src/sync/ledger-keys';
import { LedgerSync } from '../../src/sync/ledger-sync';
import { sealTo } from '../../src/sync/rekey';
import { NodeWebSocket, until } from '../live/helpers';
import { gamesOf, ledgerRig, linkAll, type Phone, phone, playedGame } from './helpers';

const rig = ledgerRig();
const { dbs, closing } = rig;

const settingOf = async (p: Phone): Promise<LedgerSetting> => (await getSetting(p.db, 'ledger')) as LedgerSetting;

/** A, B and C linked and in step; B then goes offline (its sync stopped, its setting kept). */
async function threeLinked(): Promise<{ a: Phone; b: Phone; c: Phone; old: LedgerSetting }> {
  const relay = await rig.start();
  const [a, b, c] = [phone(dbs), phone(dbs), phone(dbs)];
  await playedGame(a.db, 31, 6);
  await linkAll([a, b, c], relay.port);
  return { a, b, c, old: await settingOf(c) };
}

/** A, B and C linked; B goes offline (its sync stopped, its setting kept) and A unlinks C. */
async function cUnlinkedWhileBOffline() {
  const { a, b, c, old } = await threeLinked();
  const bSetting = await settingOf(b);
  const aId = (await settingOf(a)).device;
  syncOf(b.db)?.stop();
  expect(await unlinkDevice(a.db, old.device, a.options)).toEqual({ ok: true });
  await until(() => c.status.state === 'unlinked', 'C told it was unlinked', 25_000);
  return { b, c, old, bSetting, aId, aSecret: (await settingOf(a)).secret };
}

/** A raw client on shard 0 of the ledger of `secret`. */
async function insider(secret: string) {
  const keys = ledgerKeys(secret);
  const relay = rig.relay;
  if (!keys || !relay) throw new Error('no keys');
  const doc = new Y.Doc();
  const socket = relayConnection({ url: `ws://127.0.0.1:${relay.port}/sync`, WebSocketPolyfill: NodeWebSocket });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: shardRoom(keys.id, 0),
    document: doc,
    token: proofToken(socket, keys.write, shardRoom(keys.id, 0)),
  });
  provider.attach();
  closing.push({ destroy: () => (provider.destroy(), socket.destroy(), doc.destroy()) });
  await until(() => provider.isSynced, 'the insider to sync', 25_000);
  const sealing = sealingOf(keys);
  return {
    doc,
    sealing,
    moved: doc.getMap<unknown>('moved'),
    /** Device `id`'s box, as its entry in the list (under its keyed name) says it. */
    boxOf: (id: string) => {
      const name = sealing.name('d', id);
      return (unseal(sealing, `d:${name}`, doc.getMap('devices').get(name)) as { box: string }).box;
    },
    answered: () => until(() => !provider.hasUnsyncedChanges, 'the insider’s writes to be taken', 30_000),
  };
}

/** B back online: its sync started again on the secret it had, telling where it would move. */
function backOnline(b: Phone, setting: LedgerSetting): { moved: string[]; sync: LedgerSync } {
  const moved: string[] = [];
  const sync = new LedgerSync(b.db, setting, { ...b.options, moved: (secret) => void moved.push(secret) });
  closing.push({ destroy: () => sync.stop() });
  sync.start();
  return { moved, sync };
}

describe('unlinking is final', () => {
  it('a device unlinked while another was offline cannot steer it to a key of its own: it follows the device that unlinked', async () => {
    const { b, old, bSetting, aSecret } = await cUnlinkedWhileBOffline();

    // C, holding the old secret and its own keys, seals a secret of its own to B, as the old
    // design read it (B's entry in the `moved` map, and the mark again) and as a signed key change.
    const mallory = await insider(old.secret);
    const mine = 'M'.repeat(43);
    mallory.moved.set(bSetting.device, sealTo(mallory.boxOf(bSetting.device), mine));
    mallory.moved.set('*', seal(mallory.sealing, 'moved', { at: Date.now(), by: old.device }));
    if (old.sign)
      writeKeyChange(
        mallory.doc,
        mallory.sealing,
        old.sign,
        {
          by: old.device,
          at: Date.now(),
          keeps: [bSetting.device, old.device],
          removes: [],
          boxes: { [bSetting.device]: sealTo(mallory.boxOf(bSetting.device), mine) as string },
        },
        null,
      );
    await mallory.answered();

    const back = backOnline(b, bSetting);
    await until(() => back.moved.length > 0, 'B to move', 30_000);
    expect(back.moved).toEqual([aSecret]);
    // What it passed over is said, not obeyed.
    expect(b.status.ignoredChanges).toBeGreaterThan(0);
  }, 90_000);

  it('an unsigned "moved" mark from a holder of the secret unlinks no device: it is ignored and said, and the devices stay in step', async () => {
    const { a, b, c, old } = await threeLinked();
    const mallory = await insider(old.secret);
    mallory.moved.set('*', seal(mallory.sealing, 'moved', { at: Date.now(), by: 'nobody' }));
    mallory.moved.set('nobody', seal(mallory.sealing, 'm:nobody', { by: 'nobody', at: Date.now(), keeps: [], removes: [], boxes: {} }));
    await mallory.answered();
    await until(
      () => [a, b, c].some((p) => p.status.state === 'unlinked') || [a, b, c].every((p) => p.status.ignoredChanges >= 2),
      'every device to say what it ignored (or one to stop)',
      15_000,
    );
    expect([a, b, c].map((p) => p.status.state)).not.toContain('unlinked');
    for (const p of [a, b, c]) expect((await settingOf(p)).secret).toBe(old.secret);
    const fromA = await playedGame(a.db, 32, 4);
    await until(async () => (await gamesOf(b.db)).some((g) => g.id === fromA), "A's new game on B", 30_000);
    await until(async () => (await gamesOf(c.db)).some((g) => g.id === fromA), "A's new game on C", 30_000);
  }, 90_000);

  it('the removed device unlinks the one that removed it: the device that comes back asks which to trust, and follows the one chosen', async () => {
    const { b, c, old, bSetting, aId, aSecret } = await cUnlinkedWhileBOffline();

    const mallory = await insider(old.secret);
    writeKeyChange(
      mallory.doc,
      mallory.sealing,
      old.sign as string,
      {
        by: old.device,
        at: Date.now(),
        keeps: [bSetting.device, old.device],
        removes: [aId],
        boxes: { [bSetting.device]: sealTo(mallory.boxOf(bSetting.device), 'M'.repeat(43)) as string },
      },
      null,
    );
    await mallory.answered();

    const back = backOnline(b, bSetting);
    await until(() => b.status.state === 'conflict' || back.moved.length > 0, 'B to ask (or move)', 30_000);
    expect(back.moved).toEqual([]);
    expect(b.status.state).toBe('conflict');
    expect(b.status.keyChanges.map((k) => k.by).sort()).toEqual([aId, old.device].sort());
    expect(b.status.keyChanges.find((k) => k.by === aId)?.removes).toEqual([c.status.devices.find((d) => d.me)?.label]);
    // The person trusts A.
    expect(back.sync.trust(aId)).toBe(true);
    expect(back.moved).toEqual([aSecret]);
  }, 90_000);

  it('the removed device deletes the key change that removed it: the device that comes back stops and asks, and moves nowhere', async () => {
    const { b, old, bSetting, aId } = await cUnlinkedWhileBOffline();

    const mallory = await insider(old.secret);
    for (const key of [...mallory.moved.keys()]) mallory.moved.delete(key);
    await mallory.answered();
    expect(mallory.moved.has(mallory.sealing.name('m', aId))).toBe(false);

    const back = backOnline(b, bSetting);
    await until(() => b.status.state === 'conflict' || back.moved.length > 0, 'B to ask (or move)', 30_000);
    expect(back.moved).toEqual([]);
    expect(b.status.state).toBe('conflict');
    // Nothing to choose from: the change to trust is gone; the person links this device again.
    expect(b.status.keyChanges).toEqual([]);
  }, 90_000);
});
