/**
 * Unlinking a device (docs/sync.md): the ledger moves to a new secret that every other device
 * follows; the unlinked one keeps its copy, is told, and gets nothing new — nor does what it records
 * reach the others. Through the verbs Settings calls (src/sync/ledger.ts), three devices in one process.
 * A kit holds the secret an unlink changes: a fresh device restoring a kit saved before the unlink
 * is told so in words (not "This device was unlinked"), and the kit of the new key restores every game.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createLedger, joinLedger, startLedgerSync, syncOf, unlinkDevice } from '../../src/sync/ledger';
import { deviceIdOf, signerPublic } from '../../src/sync/key-change';
import { randomToken } from '../../src/store/ids';
import { getSetting, setSetting, type DeviceDb, type LedgerSetting } from '../../src/store/index';
import { until } from '../live/helpers';
import { gamesOf, ledgerRig, linkAll, phone, playedGame } from './helpers';

const rig = ledgerRig();
const { dbs } = rig;

const ids = async (db: DeviceDb) => (await gamesOf(db)).map((g) => g.id).sort();

describe('unlinking a device', () => {
  it('the others move to a new secret; the unlinked device keeps its copy, is told, and its new games reach no one', async () => {
    const relay = await rig.start();
    const [a, b, c] = [phone(dbs), phone(dbs), phone(dbs)];
    await playedGame(a.db, 21, 6);
    const keyring = await linkAll([a, b, c], relay.port);
    expect(await ids(c.db)).toEqual(await ids(a.db));
    const cId = (await getSetting(c.db, 'ledger'))!.device;
    expect(a.status.devices.map((d) => d.id)).toContain(cId);

    expect(await unlinkDevice(a.db, cId, a.options)).toEqual({ ok: true });
    await until(() => c.status.state === 'unlinked', 'C told it was unlinked', 25_000);
    const newSecret = (await getSetting(a.db, 'ledger'))!.secret;
    expect(newSecret).not.toBe(keyring.secret);
    await until(async () => (await getSetting(b.db, 'ledger'))?.secret === newSecret && b.status.state === 'synced', 'B on the new secret', 25_000);
    expect((await getSetting(c.db, 'ledger'))?.secret).toBe(keyring.secret);
    // C keeps what it had.
    expect(await ids(c.db)).toEqual(await ids(a.db));

    // From now on: A's new game reaches B, not C; C's new game reaches no one.
    const fromA = await playedGame(a.db, 22, 4);
    const fromC = await playedGame(c.db, 23, 4);
    await until(async () => (await ids(b.db)).includes(fromA), "A's new game on B", 25_000);
    await syncOf(a.db)?.idle();
    // C's engine stopped when it was told: it neither sends nor hears anything more.
    expect(syncOf(c.db)?.isStopped).toBe(true);
    expect(await ids(c.db)).not.toContain(fromA);
    expect(await ids(a.db)).not.toContain(fromC);
    expect(await ids(b.db)).not.toContain(fromC);
    await until(async () => a.status.devices.length === 2, 'two devices listed on A', 25_000);
    expect(a.status.devices.map((d) => d.id)).not.toContain(cId);
  }, 90_000);
});

describe('the recovery kit after an unlink', () => {
  it('a kit saved before the unlink says so on the fresh device that restores it; the kit of the new key restores every game', async () => {
    const relay = await rig.start();
    const [a, lost] = [phone(dbs), phone(dbs)];
    for (const seed of [41, 42, 43]) await playedGame(a.db, seed, 5);
    const before = await linkAll([a, lost], relay.port);
    const lostId = ((await getSetting(lost.db, 'ledger')) as LedgerSetting).device;
    expect(await unlinkDevice(a.db, lostId, a.options)).toEqual({ ok: true });
    await until(() => a.status.state === 'synced', 'A synced on the new key', 30_000);

    const old = phone(dbs);
    await joinLedger(old.db, before, old.options);
    await until(() => old.status.state === 'stale' || old.status.state === 'unlinked', 'the old kit’s device told', 30_000);
    expect(old.status.state).toBe('stale');

    const fresh = phone(dbs);
    const after = (await getSetting(a.db, 'ledger')) as LedgerSetting;
    await joinLedger(fresh.db, { secret: after.secret, relay: after.relay }, fresh.options);
    await until(async () => fresh.status.state === 'synced' && (await gamesOf(fresh.db)).length === 3, 'the new kit’s device holding every game', 30_000);
    expect((await gamesOf(fresh.db)).map((g) => g.id)).toEqual((await gamesOf(a.db)).map((g) => g.id));
  }, 90_000);
});

describe('a ledger linked by the previous version', () => {
  it('is migrated: a device with no signing key makes one at its next start, takes the id it gives, is listed, syncs, and can be unlinked', async () => {
    const relay = await rig.start();
    const [a, old] = [phone(dbs), phone(dbs)];
    await playedGame(a.db, 71, 4);
    const fromOld = await playedGame(old.db, 72, 4);
    const keyring = await createLedger(a.db, `ws://127.0.0.1:${relay.port}/sync`, a.options);
    // As the previous version wrote it: a random id, and no signing key (nor, older still, a box).
    const before: LedgerSetting = { ...keyring, device: randomToken(96), label: 'Old phone', linkedAt: Date.now() };
    await setSetting(old.db, 'ledger', before);
    await startLedgerSync(old.db, old.options);
    await until(() => [a, old].every((p) => p.status.state === 'synced' && p.status.devices.length === 2), 'both synced, each listing two', 30_000);
    const after = (await getSetting(old.db, 'ledger')) as LedgerSetting;
    expect(after.secret).toBe(keyring.secret);
    expect(after.device).not.toBe(before.device);
    expect(after.device).toBe(deviceIdOf(signerPublic(after.sign) as string));
    expect(after.box).toBeTruthy();
    await until(async () => (await ids(a.db)).includes(fromOld), "the old device's game on A", 30_000);
    expect(await unlinkDevice(a.db, after.device, a.options)).toEqual({ ok: true });
    await until(() => old.status.state === 'unlinked', 'the old device told it was unlinked', 30_000);
  }, 90_000);
});
