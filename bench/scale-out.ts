/**
 * The relay scaled out on Redis (test/support/scale-out.ts): a Redis server of its own and two
 * relay processes sharing it and one data folder, all on 127.0.0.1. A whole game at a live table
 * (./live-game.ts: phones as the app makes them, each with its own database), the host on process
 * A and the follower on process B: per event, from the host's commit to the follower's stored
 * copy. Prints its p50, p95 and max, and the same with both phones on process A (one process: the
 * floor), measured in the same run; then the same two processes again with the rooms in a
 * PostgreSQL server of its own (DATABASE_URL, each process its own data folder). Skipped, with a
 * note, when redis-server is missing (scripts/ensure-redis.sh); the PostgreSQL pair when
 * PostgreSQL 15 is (scripts/ensure-postgres.sh).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { appRoot, POSTGRES_BIN, quantile, startPostgres, startRedis, startRelayProcess, stopAll, tempFolder } from '../test/support/scale-out';
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
    const runs: [string, number[]][] = [
      ['scale-out-two-processes-commit-to-follower-stored', across],
      ['scale-out-one-process-commit-to-follower-stored', alone],
    ];
    if (existsSync(join(POSTGRES_BIN, 'postgres'))) {
      const postgres = await startPostgres();
      const [c, d] = await Promise.all(
        ['bench-pg-a-', 'bench-pg-b-'].map((prefix) =>
          startRelayProcess({ root, dataDir: tempFolder(prefix), redisUrl: redis.url, databaseUrl: postgres.url }),
        ),
      );
      if (!c || !d) throw new Error('the PostgreSQL relays did not start');
      await oneGame(c.url, d.url);
      runs.push(['scale-out-postgres-two-processes-commit-to-follower-stored', await oneGame(c.url, d.url)]);
    } else process.stderr.write('bench: the PostgreSQL pair of bench/scale-out.ts skipped, PostgreSQL 15 is missing (run scripts/ensure-postgres.sh)\n');
    const round = (v: number): number => Math.round(v * 10) / 10;
    for (const [name, values] of runs) {
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
