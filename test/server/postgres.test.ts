/**
 * The relay beyond one machine: rooms kept in PostgreSQL (`DATABASE_URL`), shared by relay
 * processes that share no disk (each its own TABLE_DATA folder) and meet through Redis. A game
 * carried across two such processes, one killed mid-game (SIGKILL, as a crash): nothing lost or
 * doubled, and after both start again a fresh phone gets the whole log from PostgreSQL alone.
 * The table is made at start, rooms unused for TABLE_KEEP_DAYS are pruned, and one ledger's cap
 * holds across processes (each reads the shards the other stored).
 *
 * Needs Debian's PostgreSQL 15 and redis-server (scripts/ensure-postgres.sh and
 * scripts/ensure-redis.sh, run by `npm test`); both are started here on 127.0.0.1 and stopped after.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { Limits } from '../../server/guard';
import { DEFAULT_KEEP_DAYS } from '../../server/relay';
import { STORE_FILE } from '../../server/room-store';
import { randomGame } from '../support/random-diamonds';
import {
  appRoot,
  phone,
  startBalancer,
  startPostgres,
  startRedis,
  startRelayProcess,
  stopAll,
  tempFolder,
  until,
  type Phone,
  type PostgresServer,
  type RedisServer,
} from '../support/scale-out';
import { closeAll, enter, phone as inProcessPhone, raw, startRelay, updateFrame } from './relay-helpers';

let postgres: PostgresServer;
let redis: RedisServer;
const phones: Phone[] = [];
const open = (url: string, room: string): Phone => {
  const p = phone(url, room);
  phones.push(p);
  return p;
};

beforeAll(async () => {
  [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
}, 60_000);

afterAll(async () => {
  for (const p of phones.splice(0)) p.destroy();
  await closeAll();
  await stopAll();
});

/** The rooms table as PostgreSQL holds it. */
async function storedRooms(): Promise<{ name: string; bytes: number }[]> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; bytes: number }>('SELECT name, octet_length(data) AS bytes FROM rooms ORDER BY name');
    return rows;
  } finally {
    await client.end();
  }
}

describe('the relay on PostgreSQL, two processes that share no disk', () => {
  it('carries a game across processes and through a crash of one, and a fresh phone after both restart gets the whole log', async () => {
    const root = appRoot();
    const folders = [tempFolder('pg-a-'), tempFolder('pg-b-')];
    const start = (i: number, port?: number) =>
      startRelayProcess({ root, dataDir: folders[i] as string, redisUrl: redis.url, databaseUrl: postgres.url, ...(port === undefined ? {} : { port }) });
    let [a, b] = await Promise.all([start(0), start(1)]);
    const balancer = await startBalancer([a.port, b.port]);
    const room = `pgScaleOut_${Date.now().toString(36)}_gm`.slice(0, 22);
    const events: unknown[] = randomGame(11, { players: 4 }).events.slice(0, 30);
    const killAt = 12;

    // The host through the balancer (to A first), the follower straight to B.
    const host = open(balancer.url, room);
    await until(() => host.provider.isSynced, 'the host to sync', 25_000);
    const follower = open(b.url, room);
    await until(() => follower.provider.isSynced, 'the follower to sync', 25_000);
    const append = async (i: number, ms: number, what: string): Promise<void> => {
      host.log.push([events[i]]);
      await until(() => follower.log.length > i, what, ms);
      expect(follower.log.toArray()).toEqual(events.slice(0, i + 1));
    };
    for (let i = 0; i < killAt; i++) await append(i, 5000, `event ${i + 1} on the follower`);

    // A dies mid-game; the host comes back through the balancer on B and plays on.
    await a.kill('SIGKILL');
    await append(killAt, 15_000, 'the event written as the host was cut off');
    for (let i = killAt + 1; i < events.length; i++) await append(i, 5000, `event ${i + 1} on the follower`);
    expect(host.log.toArray()).toEqual(events);
    // Every write answered is stored (server/stored-acks.ts): then B dies too.
    await until(() => !host.provider.hasUnsyncedChanges && !follower.provider.hasUnsyncedChanges, 'every write to be answered', 25_000);
    await b.kill('SIGKILL');
    for (const p of phones.splice(0)) p.destroy();
    await balancer.close();

    // Neither process kept a room on its disk: PostgreSQL holds it.
    for (const folder of folders) expect(existsSync(join(folder, STORE_FILE)), `${STORE_FILE} in ${folder}: ${readdirSync(folder).join(', ')}`).toBe(false);
    expect((await storedRooms()).map(({ name }) => name)).toContain(room);

    // Both start again (B on new, empty folders): a fresh phone on either gets the whole log, once.
    folders.splice(0, 2, tempFolder('pg-a2-'), tempFolder('pg-b2-'));
    [a, b] = await Promise.all([start(0), start(1)]);
    for (const relay of [a, b]) {
      const fresh = open(relay.url, room);
      await until(() => fresh.provider.isSynced && fresh.log.length >= events.length, `a fresh phone on ${relay.port}`, 25_000);
      expect(fresh.log.toArray()).toEqual(events);
    }
  }, 90_000);

  it(`makes its table at start, and prunes a room no phone used for ${DEFAULT_KEEP_DAYS} days while keeping one used since`, async () => {
    let now = Date.UTC(2026, 0, 1);
    const server = await startRelay({ databaseUrl: postgres.url, now: () => now });
    const stale = inProcessPhone(server.port, 'PgStaleRoomPgStale01');
    const used = inProcessPhone(server.port, 'PgUsedRoomPgUsedRo01');
    await Promise.all([stale.synced(), used.synced()]);
    stale.doc.getMap('proposals').set('k', 1);
    used.doc.getMap('proposals').set('k', 1);
    await until(
      async () => (await storedRooms()).filter(({ name }) => name.startsWith('PgStale') || name.startsWith('PgUsed')).length === 2,
      'both rooms in PostgreSQL',
      10_000,
    );
    for (const p of [stale, used]) {
      p.provider.destroy();
      p.socket.destroy();
    }
    await until(() => server.relay.rooms() === 0, 'the rooms to be unloaded', 25_000);

    now += (DEFAULT_KEEP_DAYS - 1) * 86_400_000;
    const back = inProcessPhone(server.port, 'PgUsedRoomPgUsedRo01');
    await back.synced();
    expect(back.doc.getMap('proposals').get('k')).toBe(1);
    back.provider.destroy();
    back.socket.destroy();
    now += 2 * 86_400_000;
    const before = (await storedRooms()).map(({ name }) => name);
    expect(before).toEqual(expect.arrayContaining(['PgStaleRoomPgStale01', 'PgUsedRoomPgUsedRo01']));
    expect(await server.relay.sweep()).toBe(1);
    const after = (await storedRooms()).map(({ name }) => name);
    expect(after).not.toContain('PgStaleRoomPgStale01');
    expect(after).toContain('PgUsedRoomPgUsedRo01');
  }, 30_000);

  it("holds one ledger's cap across processes: shards stored by one count on the other", async () => {
    const KB = 1024;
    const limits: Partial<Limits> = { maxShardBytes: 128 * KB, maxLedgerBytes: 320 * KB };
    const ledger = 'PgLedgerPgLedgerPgLedg';
    const shard = (n: number): string => `l${ledger}${String(n).padStart(2, '0')}`;
    const [a, b] = await Promise.all([startRelay({ databaseUrl: postgres.url, limits }), startRelay({ databaseUrl: postgres.url, limits })]);
    // 300 KB in three shards, through A.
    const writer = await raw(a.port);
    for (let n = 0; n < 3; n++) {
      await enter(writer, shard(n));
      const doc = new Y.Doc();
      doc.getMap('games').set('games', `${n}`.repeat(100 * KB));
      writer.ws.send(updateFrame(Y.encodeStateAsUpdate(doc), shard(n)));
    }
    await until(
      async () => [...(await b.relay.store.ledgerSizes(ledger)).values()].reduce((sum, size) => sum + size, 0) >= 300 * KB,
      "A's shards stored in PostgreSQL",
      15_000,
    );
    // B holds none of them in memory, and still refuses the 40 KB that take the ledger past 320 KB.
    expect([0, 1, 2].some((n) => b.relay.hocuspocus.documents.has(shard(n)))).toBe(false);
    const late = await raw(b.port);
    await enter(late, shard(3));
    let code: number | undefined;
    void late.closed.then((c) => (code = c));
    const doc = new Y.Doc();
    doc.getMap('games').set('more', 'x'.repeat(40 * KB));
    late.ws.send(updateFrame(Y.encodeStateAsUpdate(doc), shard(3)));
    await until(() => code !== undefined || b.relay.hocuspocus.documents.get(shard(3))?.getMap('games').has('more'), 'B to refuse or take the update', 25_000);
    expect(code).toBe(4011);
    expect(b.relay.dropped.ledger).toBe(1);
    // A smaller update of another ledger on B passes.
    const other = inProcessPhone(b.port, `l${'Q'.repeat(22)}05`);
    await other.synced();
    other.doc.getMap('games').set('games', 'y'.repeat(10 * KB));
    await until(() => !other.provider.hasUnsyncedChanges, 'the other ledger to be taken', 25_000);
  }, 60_000);

  it('refuses to start, saying why, when PostgreSQL is not there', async () => {
    await expect(startRelay({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' })).rejects.toThrow(/The relay cannot open its store: .*ECONNREFUSED/);
  });
});
