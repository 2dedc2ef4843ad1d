/**
 * The relay scaled out on Redis (test/support/scale-out.ts): a Redis server of its own and two
 * relay processes sharing it and one data folder, all on 127.0.0.1. A whole game at a live table
 * (./live-game.ts: phones as the app makes them, each with its own database), the host on process
 * A and the follower on process B: per event, from the host's commit to the follower's stored
 * copy. Prints its p50, p95 and max, and the same with both phones on process A (one process: the
 * floor), measured in the same run. Skipped, with a note, when redis-server is missing
 * (scripts/ensure-redis.sh).
 */
import { spawnSync } from 'node:child_process';
import { appRoot, quantile, startRedis, startRelayProcess, stopAll, tempFolder } from '../test/support/scale-out';
import { emit } from './emit';
import { oneGame } from './live-game';

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
    // A game first, unmeasured: both processes load their code and open their stores.
    await oneGame(a.url, b.url);
    const across = await oneGame(a.url, b.url);
    const alone = await oneGame(a.url, a.url);
    const round = (v: number): number => Math.round(v * 10) / 10;
    for (const [name, values] of [
      ['scale-out-two-processes-commit-to-follower-stored', across],
      ['scale-out-one-process-commit-to-follower-stored', alone],
    ] as const) {
      emit(`${name}-p50`, round(quantile(values, 0.5)), 'ms');
      emit(`${name}-p95`, round(quantile(values, 0.95)), 'ms');
      emit(`${name}-max`, round(Math.max(...values)), 'ms');
    }
    emit('scale-out-events', across.length, 'events');
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
