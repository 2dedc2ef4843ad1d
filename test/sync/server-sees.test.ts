/**
 * What the sync server holds of a ledger (docs/sync.md): sealed values only — no player name in any
 * frame a device sends or receives, nor in any file the server writes — and a server killed and
 * started again in the middle of a device's first sync loses nothing.
 */
import 'fake-indexeddb/auto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreBackup } from '../../src/store/index';
import { bigBackup } from '../../bench/big-backup';
import { spying } from '../support/spying';
import { dropDbs, phoneDb, startRelay, until } from '../live/helpers';
import { appRoot, freePort, startRelayProcess, stopAll, tempFolder } from '../support/scale-out';
import { device, gamesOf, keyringAt, playedGame, type Device } from './helpers';

const running: Device[] = [];
let relay: Awaited<ReturnType<typeof startRelay>> | undefined;

afterEach(async () => {
  for (const d of running.splice(0)) d.sync.stop();
  await relay?.close();
  relay = undefined;
  await stopAll();
  await dropDbs();
});

const NAMES = ['Annabelle', 'Bartholomew', 'Cyrano', 'Delphine'];

describe('what the sync server holds', () => {
  it('no player name in any frame of two devices syncing, nor in the files the server writes', async () => {
    relay = await startRelay();
    const keyring = keyringAt(relay.port);
    const frames: Buffer[] = [];
    const dbA = phoneDb();
    const dbB = phoneDb();
    await playedGame(dbA, 7, 20, NAMES);
    await playedGame(dbB, 8, 20, [...NAMES].reverse());
    const a = device(dbA, keyring, undefined, spying(frames));
    const b = device(dbB, keyring, undefined, spying(frames));
    running.push(a, b);
    await until(
      async () => a.status.state === 'synced' && b.status.state === 'synced' && (await dbA.sessions.count()) === 2 && (await dbB.sessions.count()) === 2,
      'both devices with both games',
      15_000,
    );
    // The server's files, once it stored everything it holds.
    const dir = relay.dataDir;
    await relay.close();
    relay = undefined;
    const files = readdirSync(dir).map((f) => readFileSync(join(dir, f)));
    expect(files.reduce((n, f) => n + f.length, 0)).toBeGreaterThan(5000);
    expect(frames.reduce((n, f) => n + f.length, 0)).toBeGreaterThan(5000);
    const seen = [...frames, ...files].map((f) => f.toString('latin1'));
    // The names are in the games both devices hold, and nowhere in what crossed the server.
    expect(JSON.stringify(await gamesOf(dbA))).toContain('Bartholomew');
    for (const name of NAMES) expect(seen.filter((text) => text.includes(name))).toEqual([]);
  });
});

describe('a server that goes away mid-sync', () => {
  it('killed (SIGKILL) while one device sends a 300-game ledger, and while another reads it and writes its games, then started again: every game arrives, none is lost or damaged', async () => {
    const root = appRoot();
    const dataDir = tempFolder('ledger-kill-');
    const port = await freePort();
    let server = await startRelayProcess({ root, dataDir, port });
    const keyring = { ...keyringAt(port) };
    const dbA = phoneDb();
    expect((await restoreBackup(dbA, bigBackup(300).text)).ok).toBe(true);
    const a = device(dbA, keyring);
    running.push(a);
    await until(() => a.status.done >= 8, 'A part-way through its first sync', 30_000);
    await server.kill('SIGKILL');
    server = await startRelayProcess({ root, dataDir, port });
    await until(() => a.status.state === 'synced', 'A uploaded', 60_000);
    await a.sync.idle();
    // A is stopped: from now on the server alone holds the ledger for B.
    a.sync.stop();
    const dbB = phoneDb();
    const b = device(dbB, keyring);
    running.push(b);
    // Killed while B reads the ledger's shards (a moment), and again while it writes their games here.
    await until(() => b.status.state === 'syncing', 'B reading', 30_000);
    await server.kill('SIGKILL');
    server = await startRelayProcess({ root, dataDir, port });
    await until(async () => (await dbB.sessions.count()) > 0, 'B writing games', 30_000);
    const written = await dbB.sessions.count();
    await server.kill('SIGKILL');
    expect(written).toBeLessThan(300);
    await startRelayProcess({ root, dataDir, port });
    await until(async () => b.status.state === 'synced' && (await dbB.sessions.count()) === 300, 'B with all 300 games', 60_000);
    expect(await gamesOf(dbB)).toEqual(await gamesOf(dbA));
    // Three kills, each followed by a relay process started again and devices that reconnect with backoff.
  }, 120_000);
});

describe('a ledger at the server’s limit', () => {
  it('the server refuses a ledger past its size limit, and the device says so and stops sending; another ledger syncs on', async () => {
    relay = await startRelay(0, { maxLedgerBytes: 40_000 });
    const dbA = phoneDb();
    expect((await restoreBackup(dbA, bigBackup(120).text)).ok).toBe(true);
    const a = device(dbA, keyringAt(relay.port));
    running.push(a);
    await until(() => a.status.state === 'full', 'A told the ledger is full', 30_000);
    expect(relay.relay.dropped.ledger).toBeGreaterThan(0);
    const dropped = relay.relay.dropped.ledger;
    // Stopped, its socket closed for good: it does not knock again and again.
    await until(() => a.sync.isStopped, 'A to stop', 25_000);
    await until(() => relay!.relay.connections() === 0, 'A’s socket to close', 25_000);
    expect(relay.relay.dropped.ledger).toBe(dropped);
    expect(a.status.state).toBe('full');
    const dbB = phoneDb();
    await playedGame(dbB, 31, 6);
    const b = device(dbB, keyringAt(relay.port));
    running.push(b);
    await until(() => b.status.state === 'synced', 'another ledger synced', 25_000);
  });
});
