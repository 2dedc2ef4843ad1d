/** Starts bench/relay-process.ts in a process of its own and asks it for its figures. */
import { fork, type ChildProcess } from 'node:child_process';
import type { Limits } from '../server/guard';
import type { RelayStats } from './relay-process';

export interface RelayChild {
  port: number;
  stats(message?: 'stats' | 'gc'): Promise<RelayStats>;
  close(): void;
}

/** `env`: settings of the relay's own (its budgets', server/budgets.ts). */
export async function relayProcess(limits: Partial<Limits> = {}, env: Record<string, string> = {}): Promise<RelayChild> {
  const child: ChildProcess = fork(new URL('./relay-process.ts', import.meta.url).pathname, [], {
    // RELAY_CPU_PROF=DIR: the relay process writes a CPU profile there as it stops.
    execArgv: ['--import', 'tsx', '--expose-gc', ...(process.env.RELAY_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.RELAY_CPU_PROF}`] : [])],
    env: { ...process.env, RELAY_LIMITS: JSON.stringify(limits), ...env },
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the relay exited (${code})`)));
  });
  const stats = (message: 'stats' | 'gc' = 'stats'): Promise<RelayStats> =>
    new Promise((resolve) => {
      child.once('message', (m) => resolve(m as RelayStats));
      child.send(message);
    });
  return { port, stats, close: () => void child.send('close') };
}
