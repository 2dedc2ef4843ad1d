/**
 * Keys that say nothing (issue 35, point 6; docs/sync.md, "What the server sees"), tried as the
 * relay's operator would: two devices of one ledger, each with games and players of its own, a
 * third linked and then unlinked, and every byte the relay holds of them — its rooms as it serves
 * them, the files it wrote, every frame that crossed it — searched for every game id, player id,
 * device id and player name of the ledger. Before the map keys were keyed hashes, every one of those
 * ids was there in clear, as a key of the `games`, `players`, `devices` and `moved` maps.
 */
import 'fake-indexeddb/auto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { getSetting, type LedgerSetting } from '../../src/store/index';
import { leaveLedger, unlinkDevice } from '../../src/sync/ledger';
import { foundIn, spying } from '../support/spying';
import { until } from '../live/helpers';
import { gamesOf, ledgerRig, linkAll, type Phone, phone, playedGame } from './helpers';

const rig = ledgerRig();
const { dbs } = rig;

const NAMES_A = ['Annabelle', 'Bartholomew', 'Cyrano', 'Delphine'];
const NAMES_B = ['Euphrosyne', 'Fitzwilliam', 'Guinevere', 'Horatio'];

/** Every id and name the ledger's devices hold: games, players (ids and names) and devices. */
async function secretsOf(phones: readonly Phone[]): Promise<string[]> {
  const out = new Set<string>();
  for (const p of phones) {
    for (const g of await gamesOf(p.db)) out.add(g.id);
    for (const player of await p.db.players.toArray()) {
      out.add(player.id);
      out.add(player.name);
    }
    const setting: LedgerSetting | undefined = await getSetting(p.db, 'ledger');
    if (setting) out.add(setting.device);
  }
  return [...out];
}

describe('what the relay can read from the map keys of a ledger', () => {
  it('no game id, player id, device id or player name in the rooms the relay serves, the files it writes, or any frame, through a link and an unlink', async () => {
    const relay = await rig.start();
    const frames: Buffer[] = [];
    const spy = spying(frames);
    const [a, b, c] = [phone(dbs), phone(dbs), phone(dbs)];
    for (const p of [a, b, c]) p.options.WebSocketClass = spy;
    await playedGame(a.db, 41, 8, NAMES_A);
    await playedGame(a.db, 42, 4, NAMES_A);
    await playedGame(b.db, 43, 8, NAMES_B);
    await linkAll([a, b, c], relay.port);
    await until(async () => (await c.db.sessions.count()) === 3, 'C with every game', 60_000);
    const cDevice = ((await getSetting(c.db, 'ledger')) as LedgerSetting).device;
    // The ids of every device, taken before the unlink: C's is to be hidden as well as the others'.
    const secrets = await secretsOf([a, b, c]);
    expect(secrets.length).toBeGreaterThan(15);

    // An unlink moves the ledger to a new key: the new rooms must name nothing either.
    expect(await unlinkDevice(a.db, cDevice, a.options)).toEqual({ ok: true });
    await until(() => c.status.state === 'unlinked', 'C told it was unlinked', 30_000);
    await playedGame(b.db, 44, 4, NAMES_B);
    await until(
      async () => [a, b].every((p) => p.status.state === 'synced' && p.status.devices.length === 2) && (await a.db.sessions.count()) === 4,
      'A and B in step on the new key',
      60_000,
    );
    const all = [...new Set([...secrets, ...(await secretsOf([a, b]))])];

    // The rooms as the relay serves them (the new key's, open now; the old key's are in its files), then the files it wrote.
    const served = [...relay.relay.hocuspocus.documents.values()].map((doc) => Y.encodeStateAsUpdate(doc as unknown as Y.Doc));
    expect(served.length).toBeGreaterThanOrEqual(32);
    // Proof that the search can find: the names are in the games the devices hold.
    expect(foundIn(all, [Buffer.from(JSON.stringify(await gamesOf(a.db)))])).toContain('Bartholomew');
    const dir = relay.dataDir;
    for (const p of [a, b, c]) await leaveLedger(p.db, p.options);
    await relay.close();
    rig.relay = undefined;
    const files = readdirSync(dir).map((f) => readFileSync(join(dir, f)));
    expect(files.reduce((n, f) => n + f.length, 0)).toBeGreaterThan(5000);

    expect(foundIn(all, served)).toEqual([]);
    expect(foundIn(all, files)).toEqual([]);
    expect(foundIn(all, frames)).toEqual([]);
  }, 180_000);
});
