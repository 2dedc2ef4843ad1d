/**
 * The relay scaled out on Redis (test/support/scale-out.ts): a Redis server of its own and two
 * relay processes sharing it and one data folder, all on 127.0.0.1. A host phone on process A
 * appends 200 events to a room's log one by one (one Y.Array push each, the next only once the
 * follower has the last, so no two travel together); a follower phone on process B notes when each
 * arrives. Prints the p50, p95 and max from the host's commit to the follower's copy across the
 * two processes, and the same with both phones on process A (one process: the floor), measured in
 * the same run. Skipped, with a note, when redis-server is missing (scripts/ensure-redis.sh).
 */
import { spawnSync } from 'node:child_process';
import { appRoot, phone, quantile, startRedis, startRelayProcess, stopAll, tempFolder, until, type RelayProcess } from '../test/support/scale-out';
import { emit } from './emit';

const EVENTS = 200;
const WARM_UP = 20;
const GAP_MS = 2;

/** Host commit to follower copy, in ms, for each of EVENTS events of a fresh room. */
async function latencies(hostOn: RelayProcess, followerOn: RelayProcess, room: string): Promise<number[]> {
  const host = phone(hostOn.url, room);
  const follower = phone(followerOn.url, room);
  try {
    await until(() => host.provider.isSynced && follower.provider.isSynced, 10_000, 'both phones to sync');
    const arrived: number[] = [];
    follower.log.observe(() => {
      while (arrived.length < follower.log.length) arrived.push(performance.now());
    });
    const committed: number[] = [];
    for (let i = 0; i < WARM_UP + EVENTS; i++) {
      host.log.push([{ n: i, kind: 'card', card: `${i % 13}${'CDHS'[i % 4]}` }]);
      committed.push(performance.now());
      await until(() => arrived.length > i, 10_000, `event ${i + 1} on the follower`);
      await new Promise((r) => setTimeout(r, GAP_MS));
    }
    if (JSON.stringify(follower.log.toArray()) !== JSON.stringify(host.log.toArray())) throw new Error('the follower’s log is not the host’s');
    return arrived.slice(WARM_UP).map((at, i) => at - (committed[WARM_UP + i] as number));
  } finally {
    host.destroy();
    follower.destroy();
  }
}

async function main(): Promise<void> {
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    process.stderr.write('bench: bench/scale-out.ts skipped, redis-server is missing (run scripts/ensure-redis.sh)\n');
    return;
  }
  try {
    const redis = await startRedis();
    const dataDir = tempFolder('bench-scale-out-tables-');
    const root = appRoot();
    const [a, b] = await Promise.all([startRelayProcess({ root, dataDir, redisUrl: redis.url }), startRelayProcess({ root, dataDir, redisUrl: redis.url })]);
    const stamp = Date.now().toString(36);
    const across = await latencies(a, b, `benchScaleOut_${stamp}_across`);
    const alone = await latencies(a, a, `benchScaleOut_${stamp}_alone`);
    const round = (v: number): number => Math.round(v * 10) / 10;
    for (const [name, values] of [
      ['scale-out-two-processes-commit-to-follower', across],
      ['scale-out-one-process-commit-to-follower', alone],
    ] as const) {
      emit(`${name}-p50`, round(quantile(values, 0.5)), 'ms');
      emit(`${name}-p95`, round(quantile(values, 0.95)), 'ms');
      emit(`${name}-max`, round(Math.max(...values)), 'ms');
    }
    emit('scale-out-commits', EVENTS, 'events');
  } finally {
    await stopAll();
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench: scale-out failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
