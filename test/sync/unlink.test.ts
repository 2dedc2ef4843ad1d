/**
 * Unlinking a device (docs/sync.md): the ledger moves to a new secret that every other device
 * follows; the unlinked one keeps its copy, is told, and gets nothing new — nor does what it records
 * reach the others. Through the verbs Settings calls (src/sync/ledger.ts), three devices in one process.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createLedger, joinLedger, leaveLedger, syncOf, unlinkDevice } from '../../src/sync/ledger';
import { OFF, type LedgerStatus } from '../../src/sync/status';
import { getSetting, type LedgerDb } from '../../src/store/index';
import { dropDbs, NodeWebSocket, phoneDb, startRelay, until } from '../live/helpers';
import { gamesOf, playedGame } from './helpers';

let relay: Awaited<ReturnType<typeof startRelay>> | undefined;
const dbs: LedgerDb[] = [];

afterEach(async () => {
  for (const db of dbs.splice(0)) await leaveLedger(db, { status: () => undefined });
  await relay?.close();
  relay = undefined;
  await dropDbs();
});

/** A device's database and the status its sync last gave. */
function phone(): { db: LedgerDb; status: LedgerStatus; options: { WebSocketClass: typeof WebSocket; status: (p: Partial<LedgerStatus>) => void } } {
  const made = { db: phoneDb(), status: OFF } as ReturnType<typeof phone>;
  made.options = { WebSocketClass: NodeWebSocket, status: (patch) => void (made.status = { ...made.status, ...patch }) };
  dbs.push(made.db);
  return made;
}

const ids = async (db: LedgerDb) => (await gamesOf(db)).map((g) => g.id).sort();

describe('unlinking a device', () => {
  it('the others move to a new secret; the unlinked device keeps its copy, is told, and its new games reach no one', async () => {
    relay = await startRelay();
    const [a, b, c] = [phone(), phone(), phone()];
    await playedGame(a.db, 21, 6);
    const keyring = await createLedger(a.db, `ws://127.0.0.1:${relay.port}/sync`, a.options);
    await joinLedger(b.db, keyring, b.options);
    await joinLedger(c.db, keyring, c.options);
    await until(
      async () => [a, b, c].every((p) => p.status.state === 'synced' && p.status.devices.length === 3),
      'three devices synced and listed',
      40_000,
    ).catch((error: Error) => {
      throw new Error(
        `${error.message}: ${[a, b, c].map((p) => `${p.status.state} ${p.status.done}/${p.status.total}, ${p.status.devices.length} listed`).join('; ')}`,
      );
    });
    expect(await ids(c.db)).toEqual(await ids(a.db));
    const cId = (await getSetting(c.db, 'ledger'))!.device;
    expect(a.status.devices.map((d) => d.id)).toContain(cId);

    expect(await unlinkDevice(a.db, cId, a.options)).toEqual({ ok: true });
    await until(() => c.status.state === 'unlinked', 'C told it was unlinked', 10_000);
    const newSecret = (await getSetting(a.db, 'ledger'))!.secret;
    expect(newSecret).not.toBe(keyring.secret);
    await until(async () => (await getSetting(b.db, 'ledger'))?.secret === newSecret && b.status.state === 'synced', 'B on the new secret', 10_000);
    expect((await getSetting(c.db, 'ledger'))?.secret).toBe(keyring.secret);
    // C keeps what it had.
    expect(await ids(c.db)).toEqual(await ids(a.db));

    // From now on: A's new game reaches B, not C; C's new game reaches no one.
    const fromA = await playedGame(a.db, 22, 4);
    const fromC = await playedGame(c.db, 23, 4);
    await until(async () => (await ids(b.db)).includes(fromA), "A's new game on B", 10_000);
    await syncOf(a.db)?.idle();
    // C's engine stopped when it was told: it neither sends nor hears anything more.
    expect(syncOf(c.db)?.isStopped).toBe(true);
    expect(await ids(c.db)).not.toContain(fromA);
    expect(await ids(a.db)).not.toContain(fromC);
    expect(await ids(b.db)).not.toContain(fromC);
    await until(async () => a.status.devices.length === 2, 'two devices listed on A', 10_000);
    expect(a.status.devices.map((d) => d.id)).not.toContain(cId);
  }, 90_000);
});
