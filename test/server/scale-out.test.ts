/**
 * The relay scales out on Redis (issue "The relay on Hocuspocus", point 3): two relay processes
 * that share one Redis server and one data folder serve one room together, behind a plain TCP
 * load balancer. A host and a follower on two processes see the same log; when the host's process
 * dies mid-game, the host's phone comes back through the balancer on the other process and plays
 * on, and nothing is lost or doubled; the room is then stored for the next phone. (Both processes
 * writing one SQLite file at once: ./shared-store.test.ts.)
 *
 * Needs Debian's redis-server (scripts/ensure-redis.sh, run by `npm test`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomGame } from '../support/random-diamonds';
import {
  appRoot,
  phone,
  quantile,
  startBalancer,
  startRedis,
  startRelayProcess,
  stopAll,
  tempFolder,
  until,
  type Balancer,
  type Phone,
  type RelayProcess,
} from '../support/scale-out';

const phones: Phone[] = [];
const open = (url: string, room: string): Phone => {
  const p = phone(url, room);
  phones.push(p);
  return p;
};
const leave = (p: Phone): void => {
  p.destroy();
  phones.splice(phones.indexOf(p), 1);
};

let a: RelayProcess;
let b: RelayProcess;
let balancer: Balancer;

beforeAll(async () => {
  const redis = await startRedis();
  // One data folder for both processes, as on one machine.
  const dataDir = tempFolder('scale-out-tables-');
  const root = appRoot();
  [a, b] = await Promise.all([startRelayProcess({ root, dataDir, redisUrl: redis.url }), startRelayProcess({ root, dataDir, redisUrl: redis.url })]);
  // A first: the balancer's first connection goes to it.
  balancer = await startBalancer([a.port, b.port]);
}, 30_000);

afterAll(async () => {
  for (const p of phones.splice(0)) p.destroy();
  await balancer?.close();
  await stopAll();
});

/** Every phone that must see the log sees it exactly: same events, same order, no more. */
const logOf = (p: Phone): unknown[] => p.log.toArray();

describe('the relay on two processes behind Redis', () => {
  it('carries a game across processes, and through the death of the host’s process', async () => {
    const room = `scaleOut_${Date.now().toString(36)}_game`;
    const events: unknown[] = randomGame(7, { players: 4 }).events.slice(0, 40);
    const killAt = 20;

    // The host comes in through the balancer (to A, its first backend), the follower straight to B.
    const first = balancer.routed.length;
    const host = open(balancer.url, room);
    await until(() => host.provider.isSynced, 'the host to sync', 25_000);
    expect(balancer.routed.slice(first)).toEqual([0]);
    const follower = open(b.url, room);
    await until(() => follower.provider.isSynced, 'the follower to sync', 25_000);
    expect(await a.stats()).toMatchObject({ rooms: 1, connections: 1 });
    expect(await b.stats()).toMatchObject({ rooms: 1, connections: 1 });
    // When each event reaches the follower.
    const arrived: number[] = [];
    follower.log.observe(() => {
      while (arrived.length < follower.log.length) arrived.push(performance.now());
    });
    const committed: number[] = [];
    const append = async (i: number, ms: number, what: string): Promise<void> => {
      host.log.push([events[i]]);
      committed[i] = performance.now();
      await until(() => follower.log.length > i, what, ms);
      expect(logOf(follower)).toEqual(events.slice(0, i + 1));
    };

    // The host appends the game's events one by one; the follower, on the other process, sees each.
    for (let i = 0; i < killAt; i++) await append(i, 5000, `event ${i + 1} on the follower`);

    // A dies mid-game, as in a crash. The host's next event is written as its connection breaks.
    await a.kill('SIGKILL');
    await append(killAt, 15_000, 'the event written as the host was cut off');
    // The host came back through the balancer, which skips the dead A for B.
    expect(balancer.routed.length).toBeGreaterThan(first + 1);
    expect(balancer.routed.slice(first + 1).every((backend) => backend === 1)).toBe(true);
    expect(await b.stats()).toMatchObject({ rooms: 1, connections: 2 });

    for (let i = killAt + 1; i < events.length; i++) await append(i, 5000, `event ${i + 1} on the follower`);
    expect(logOf(follower)).toEqual(events);
    expect(logOf(host)).toEqual(events);

    // A third phone opening the room on B alone sees the whole log.
    const third = open(b.url, room);
    await until(() => third.provider.isSynced && third.log.length >= events.length, 'the third phone', 25_000);
    expect(logOf(third)).toEqual(events);

    // Everyone leaves; B frees the room; the next phone gets the log from the SQLite file alone
    // (A, which held the first half, is dead, and no process has the room in memory).
    for (const p of [host, follower, third]) leave(p);
    await until(async () => (await b.stats()).rooms === 0, 'B to free the room', 15_000);
    const later = open(b.url, room);
    await until(() => later.provider.isSynced && later.log.length >= events.length, 'the room from the store', 25_000);
    expect(logOf(later)).toEqual(events);

    // Measured, not asserted: host commit to the follower's copy, across processes (A to B through
    // Redis), the event written as A died (the host's reconnection included), then on B alone.
    const latency = arrived.map((at, i) => at - (committed[i] as number));
    const ms = (v: number): number => Math.round(v * 10) / 10;
    const figures = (values: number[]) => ({ p50: ms(quantile(values, 0.5)), max: ms(Math.max(...values)), n: values.length });
    console.log(
      JSON.stringify({
        crossProcessMs: figures(latency.slice(0, killAt)),
        eventAcrossTheCrashMs: ms(latency[killAt] as number),
        afterFailoverOneProcessMs: figures(latency.slice(killAt + 1)),
      }),
    );
    expect(latency).toHaveLength(events.length);
  }, 40_000);
});
