/**
 * A scaled-out live table on this machine, for test/server/scale-out.test.ts,
 * test/server/postgres.test.ts and bench/scale-out.ts: a Redis server of its own (Debian's
 * redis-server, scripts/ensure-redis.sh), a PostgreSQL server of its own (Debian's PostgreSQL 15,
 * scripts/ensure-postgres.sh), relay processes that share them or one data folder
 * (./relay-node.ts), a TCP load balancer in front of them, and phones (raw @hocuspocus/provider
 * clients). Everything listens on 127.0.0.1 only.
 * Every process started here is remembered, and `stopAll` (or this process's exit) kills it.
 */
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { relayConnection } from '../../src/wire/relay-socket';
import { NodeWebSocket } from './quiet-websocket';
import * as Y from 'yjs';
import type { RelayNodeStats } from './relay-node';
import { until } from './until';
import { testToken } from './write-token';
export { until };

const HOST = '127.0.0.1';
const children = new Set<ChildProcess>();
/** Redis and PostgreSQL servers among the children: stopped last, so that no relay sees its store go away. */
const storeServers = new Set<ChildProcess>();
const folders = new Set<string>();

// A test runner that dies must not leave a Redis or a relay behind: kill() is synchronous.
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** Polls `check` every 5 ms until it gives something truthy, or fails after `ms`. */

/** A port nobody listens on now (the OS's choice; it may be taken again before it is used, rarely). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function tempFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.add(folder);
  return folder;
}

/** A folder standing for the built app: the relay serves it; the phones here never read it. */
export function appRoot(): string {
  const root = tempFolder('scale-out-app-');
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  return root;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  const killed = setTimeout(() => child.kill('SIGKILL'), 3000);
  await exited(child);
  clearTimeout(killed);
  children.delete(child);
}

/** Whether a Redis server answers PING at `port` now. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: HOST, port });
    let answer = '';
    const done = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      answer += data.toString();
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
    });
  });
}

export interface RedisServer {
  port: number;
  url: string;
  stop(): Promise<void>;
}

/** Debian's redis-server on 127.0.0.1 at a free port, with nothing written to disk. */
export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const dir = tempFolder('scale-out-redis-');
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', HOST, '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no', '--loglevel', 'warning'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  children.add(child);
  storeServers.add(child);
  let failure: Error | undefined;
  child.once('error', (error) => (failure = new Error(`redis-server did not start (${error.message}); run scripts/ensure-redis.sh`)));
  child.once('exit', (code) => (failure ??= new Error(`redis-server exited (${code})`)));
  try {
    await until(
      async () => {
        if (failure) throw failure;
        return pong(port);
      },
      'redis-server to answer',
      10_000,
    );
  } catch (error) {
    await stop(child, 'SIGKILL');
    throw error;
  }
  return { port, url: `redis://${HOST}:${port}`, stop: () => stop(child, 'SIGTERM') };
}

/** Debian's PostgreSQL 15 (scripts/ensure-postgres.sh). */
export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

export interface PostgresServer {
  port: number;
  /** postgres://postgres@127.0.0.1:PORT/postgres (trust on loopback: the server is the test's own). */
  url: string;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL server of its own, in a new temporary cluster, listening on 127.0.0.1 at a free port
 * (no Unix socket elsewhere than its folder), stopped with the other children. PostgreSQL refuses
 * to run as root: as root it runs as Debian's `postgres` user, which then owns the cluster's folder.
 * Stopped with SIGKILL like the others, it leaves shared memory behind only until the next start.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const port = await freePort();
  const dir = tempFolder('scale-out-postgres-');
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? Number(execFileSync('id', ['-u', 'postgres']).toString()) : undefined;
  const group = asRoot ? Number(execFileSync('id', ['-g', 'postgres']).toString()) : undefined;
  if (user !== undefined && group !== undefined) {
    chownSync(dir, user, group);
    chmodSync(dir, 0o700);
  }
  const data = join(dir, 'data');
  // As root, both run as `postgres` (Node sets the user of the process itself: a signal to the
  // child reaches PostgreSQL, not a wrapper that would leave it behind).
  const as = user !== undefined && group !== undefined ? { uid: user, gid: group } : {};
  execFileSync(join(POSTGRES_BIN, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    cwd: dir,
    ...as,
  });
  // fsync off: a test's cluster is thrown away; a relay's crash is a SIGKILL of the relay, not of PostgreSQL.
  const args = ['-D', data, '-k', dir, '-h', HOST, '-p', String(port), '-c', 'fsync=off', '-c', 'max_connections=100'];
  const child = spawn(join(POSTGRES_BIN, 'postgres'), args, { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir, ...as });
  children.add(child);
  storeServers.add(child);
  let failure: Error | undefined;
  let said = '';
  child.stderr?.on('data', (chunk: Buffer) => void (said = (said + chunk.toString()).slice(-2000)));
  child.once('error', (error) => (failure = new Error(`postgres did not start (${error.message}); run scripts/ensure-postgres.sh`)));
  child.once('exit', (code) => (failure ??= new Error(`postgres exited (${code}): ${said}`)));
  const url = `postgres://postgres@${HOST}:${port}/postgres`;
  try {
    await until(
      async () => {
        if (failure) throw failure;
        return accepts(url);
      },
      'PostgreSQL to accept connections',
      20_000,
    );
  } catch (error) {
    await stop(child, 'SIGKILL');
    throw error;
  }
  return { port, url, stop: () => stop(child, 'SIGTERM') };
}

/** Whether PostgreSQL at `url` answers a query now. */
async function accepts(url: string): Promise<boolean> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined); // a refused connection is the answer "not yet"
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false; // not listening yet, or starting up ("the database system is starting up")
  } finally {
    await client.end().catch(() => undefined); // a client that never connected has nothing to end
  }
}

export interface RelayProcess {
  port: number;
  pid: number;
  /** The relay's address for a phone: ws://127.0.0.1:PORT/sync. */
  url: string;
  stats(): Promise<RelayNodeStats>;
  /** Kills the process with `signal` (SIGKILL: as a crash would) and waits for it to be gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Stops it as Ctrl-C would: rooms waiting to be stored are stored. */
  close(): Promise<void>;
}

const RELAY_NODE = fileURLToPath(new URL('./relay-node.ts', import.meta.url));

/** A relay in a Node process of its own (./relay-node.ts), sharing `redisUrl` and `dataDir` with the others. */
export async function startRelayProcess(options: {
  root: string;
  dataDir: string;
  redisUrl?: string;
  databaseUrl?: string;
  port?: number;
  /** Settings of its own (the budgets', server/budgets.ts). */
  env?: Record<string, string>;
}): Promise<RelayProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, RELAY_ROOT: options.root, TABLE_DATA: options.dataDir, ...options.env };
  delete env.REDIS_URL;
  delete env.DATABASE_URL;
  delete env.TABLE_PORT;
  if (options.port) env.TABLE_PORT = String(options.port);
  if (options.redisUrl) env.REDIS_URL = options.redisUrl;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const child = fork(RELAY_NODE, [], { execArgv: ['--import', 'tsx'], env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.add(child);
  const port = await new Promise<number>((resolve, reject) => {
    // A guard against a hang, not a pace: on a loaded machine a relay's start (tsx compiling it) took over 20 s.
    const timer = setTimeout(() => reject(new Error('the relay process did not listen within 120 s')), 120_000);
    child.once('message', (m) => {
      clearTimeout(timer);
      resolve((m as { port: number }).port);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the relay process exited (${code ?? signal})`));
    });
  }).catch(async (error: unknown) => {
    await stop(child, 'SIGKILL');
    throw error;
  });
  let asked = 0;
  return {
    port,
    pid: child.pid ?? 0,
    url: `ws://${HOST}:${port}/sync`,
    stats: () =>
      new Promise<RelayNodeStats>((resolve, reject) => {
        const id = ++asked;
        const onMessage = (m: { id?: number; stats?: RelayNodeStats }): void => {
          if (m.id !== id || !m.stats) return;
          child.off('message', onMessage);
          resolve(m.stats);
        };
        child.on('message', onMessage);
        child.send({ stats: id }, (error) => {
          if (error) {
            child.off('message', onMessage);
            reject(error);
          }
        });
      }),
    kill: (signal = 'SIGKILL') => stop(child, signal),
    close: async () => {
      if (child.connected) child.send({ close: true });
      await stop(child, 'SIGTERM');
    },
  };
}

export interface Balancer {
  port: number;
  url: string;
  /** For each connection accepted, the index of the backend it was piped to (-1: none answered). */
  routed: number[];
  /** Connections refused by each backend, tried and skipped. */
  refused: number[];
  close(): Promise<void>;
}

/**
 * A TCP load balancer such as one would put in front of the relays (no TLS, no stickiness): each
 * new connection goes to the next backend in turn, or the one after when that one refuses it. It
 * knows nothing of WebSockets: it pipes bytes, and a connection whose backend dies is closed.
 */
export function startBalancer(backends: readonly number[]): Promise<Balancer> {
  const routed: number[] = [];
  const refused = backends.map(() => 0);
  const sockets = new Set<Socket>();
  let next = 0;
  const server = createServer((client) => {
    sockets.add(client);
    client.once('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    client.pause();
    const index = routed.push(-1) - 1;
    const attempt = (tried: number): void => {
      if (tried >= backends.length || client.destroyed) return void client.destroy();
      const which = next;
      next = (next + 1) % backends.length;
      const upstream = createConnection({ host: HOST, port: backends[which] as number });
      sockets.add(upstream);
      upstream.once('close', () => sockets.delete(upstream));
      upstream.once('error', () => {
        upstream.destroy();
        if (routed[index] === -1) {
          refused[which] = (refused[which] ?? 0) + 1;
          attempt(tried + 1);
        } else client.destroy();
      });
      upstream.once('connect', () => {
        routed[index] = which;
        upstream.once('close', () => client.destroy());
        client.once('close', () => upstream.destroy());
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
    };
    attempt(0);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        port,
        url: `ws://${HOST}:${port}/sync`,
        routed,
        refused,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

export interface Phone {
  doc: Y.Doc;
  /** The game's append-only log, as the host writes it. */
  log: Y.Array<unknown>;
  socket: HocuspocusProviderWebsocket;
  provider: HocuspocusProvider;
  destroy(): void;
}

/** A phone at `room` through `url`: its own Y.Doc, on its own WebSocket. */
export function phone(url: string, room: string): Phone {
  const doc = new Y.Doc();
  const socket = relayConnection({ url, WebSocketPolyfill: NodeWebSocket });
  const provider = new HocuspocusProvider({ websocketProvider: socket, name: room, document: doc, token: testToken(socket, room) });
  provider.attach();
  return {
    doc,
    log: doc.getArray('events'),
    socket,
    provider,
    destroy() {
      provider.destroy();
      socket.destroy();
    },
  };
}

/** Kills every process started here (SIGKILL; the relays, then Redis and PostgreSQL) and removes the temporary folders. */
export async function stopAll(): Promise<void> {
  await Promise.all([...children].filter((child) => !storeServers.has(child)).map((child) => stop(child, 'SIGKILL')));
  await Promise.all([...storeServers].map((child) => stop(child, 'SIGKILL')));
  storeServers.clear();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  folders.clear();
}

export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}
