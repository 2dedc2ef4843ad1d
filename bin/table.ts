/**
 * `PORT=N npm run table` (default 4174): builds the app, then serves it and the live table's relay
 * on every network interface of this computer, on one port, and prints the address the phones at
 * the table open, as text and as a QR code, and where the tables are kept. The relay is at
 * ws://HOST:N/sync (docs/live-table.md). Ctrl-C stops it; the tables stay in the data folder.
 *
 * Settings, all optional: TABLE_DATA (the data folder, default ./.tables), TABLE_KEEP_DAYS (30),
 * REDIS_URL (share rooms with other processes), DATABASE_URL (keep the rooms in PostgreSQL,
 * postgres://…, instead of the data folder's SQLite file: processes on several machines, sharing
 * no disk, then serve one table together, with REDIS_URL), TABLE_ORIGINS (other pages that may connect,
 * separated by commas), TABLE_TRUST_PROXY=1 (behind a load balancer: count connections by the
 * address it forwards), TABLE_LEDGER_MB (what one person's synced ledger of games may hold on the
 * relay, in megabytes: 16, about 8,000 games), TABLE_SKIP_BUILD=1 (serve dist/ as it is),
 * HOST (the address to listen on: every interface by default; 127.0.0.1 behind a balancer on the
 * same machine), TABLE_HOSTS (names the server answers to besides this machine's addresses and
 * localhost, separated by commas: a hosted relay's public name; any other Host is refused, 421),
 * and the whole relay's budgets (server/budgets.ts): TABLE_MEMORY_MB (rooms loaded, 512),
 * TABLE_DISK_MB (rooms stored, 1024), TABLE_NEW_ROOMS_PER_HOUR and TABLE_STORED_MB_PER_HOUR (one
 * address's, 256 and 64), TABLE_NEW_ROOMS_BURST (one address's new rooms at once, 64),
 * TABLE_UPDATE_MB_PER_SECOND (updates the whole relay takes, 2), TABLE_RSS_MB (the process's own
 * memory, 1024), TABLE_IDLE_SECONDS (a connection that sends nothing is closed, 60) and
 * TABLE_ROOM_IDLE_SECONDS (past the memory budget, a room no phone sent a frame for is unloaded, 30).
 */
import { spawnSync } from 'node:child_process';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderUnicodeCompact } from 'uqr';
import { SECURITY_HEADERS } from '../server/security-headers';
import { startTableServer } from '../server/table-server';
import { DEFAULT_KEEP_DAYS } from '../server/relay';
import { DEFAULT_LIMITS } from '../server/guard';
import { hostName } from '../server/hosts';
import { budgetsFromEnv, DEFAULT_BUDGETS } from '../server/budgets';

export const DEFAULT_TABLE_PORT = 4174;

/** This computer's addresses on the local network (IPv4, not loopback), the phones' way in. */
export function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a !== undefined && a.family === 'IPv4' && !a.internal)
    .map((a) => (a as { address: string }).address);
}

export function parsePort(text: string | undefined): number {
  if (text === undefined || text === '') return DEFAULT_TABLE_PORT;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be a port number (1–65535), not "${text}".`);
  return port;
}

export function parseKeepDays(text: string | undefined): number {
  if (text === undefined || text === '') return DEFAULT_KEEP_DAYS;
  const days = Number(text);
  if (!Number.isFinite(days) || days <= 0 || days > 3650)
    throw new Error(`TABLE_KEEP_DAYS must be a number of days (more than 0, at most 3650), not "${text}".`);
  return days;
}

const MB = 1024 * 1024;

/** TABLE_LEDGER_MB, in bytes. */
export function parseLedgerMb(text: string | undefined): number {
  if (text === undefined || text === '') return DEFAULT_LIMITS.maxLedgerBytes;
  const mb = Number(text);
  // Under one shard's cap a ledger could not hold even one full shard.
  const least = DEFAULT_LIMITS.maxShardBytes / MB;
  if (!Number.isFinite(mb) || mb < least || mb > 1024) throw new Error(`TABLE_LEDGER_MB must be a number of megabytes (${least} to 1024), not "${text}".`);
  return Math.round(mb * MB);
}

export function parseRedisUrl(text: string | undefined): string | undefined {
  if (text === undefined || text === '') return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    // the address is what is wrong, and the message shows it
    throw new Error(`REDIS_URL must be an address like redis://127.0.0.1:6379, not "${text}".`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') throw new Error(`REDIS_URL must start with redis:// or rediss://, not "${text}".`);
  return text;
}

export function parseDatabaseUrl(text: string | undefined): string | undefined {
  if (text === undefined || text === '') return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    // Not echoed: it may hold a password.
    throw new Error('DATABASE_URL must be an address like postgres://user:password@127.0.0.1:5432/tables.');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
    throw new Error(`DATABASE_URL must start with postgres:// or postgresql://, not "${url.protocol}//…".`);
  return text;
}

/** Where a database address points, without its password (for the start's message). */
export function databaseShown(text: string): string {
  const url = new URL(text);
  return `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

/** HOST: the address to listen on (an IP address, or localhost); every interface by default. */
export function parseHost(text: string | undefined): string {
  if (text === undefined || text.trim() === '') return '0.0.0.0';
  const host = text.trim();
  if (isIP(host) === 0 && host !== 'localhost') throw new Error(`HOST must be an address to listen on, like 127.0.0.1, 0.0.0.0 or ::, not "${text}".`);
  return host;
}

/** TABLE_HOSTS: host names (no port, no scheme), separated by commas. */
export function parseHosts(text: string | undefined): string[] {
  if (text === undefined || text.trim() === '') return [];
  return text.split(',').map((part) => {
    const name = part.trim().toLowerCase();
    if (name === '' || hostName(name) !== name.replace(/^\[(.*)\]$/, '$1'))
      throw new Error(`TABLE_HOSTS holds host names like relay.example.org, separated by commas; "${part.trim()}" is not one.`);
    return name.replace(/^\[(.*)\]$/, '$1');
  });
}

export function parseOrigins(text: string | undefined): string[] {
  if (text === undefined || text.trim() === '') return [];
  return text.split(',').map((part) => {
    const origin = part.trim();
    let url: URL | undefined;
    try {
      url = new URL(origin);
    } catch {
      // not an address: refused below by the check for one
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) {
      throw new Error(`TABLE_ORIGINS holds origins like https://app.example.org, separated by commas; "${origin}" is not one.`);
    }
    return origin;
  });
}

async function main(): Promise<void> {
  const port = parsePort(process.env.PORT);
  const keepDays = parseKeepDays(process.env.TABLE_KEEP_DAYS);
  const redisUrl = parseRedisUrl(process.env.REDIS_URL);
  const databaseUrl = parseDatabaseUrl(process.env.DATABASE_URL);
  const host = parseHost(process.env.HOST);
  const hosts = parseHosts(process.env.TABLE_HOSTS);
  const ledgerBytes = parseLedgerMb(process.env.TABLE_LEDGER_MB);
  const origins = parseOrigins(process.env.TABLE_ORIGINS);
  const trustProxy = process.env.TABLE_TRUST_PROXY === '1';
  const budgets = { ...DEFAULT_BUDGETS, ...budgetsFromEnv(process.env) };
  const dataDir = resolve(process.env.TABLE_DATA || '.tables');
  const root = fileURLToPath(new URL('../dist/', import.meta.url));
  if (process.env.TABLE_SKIP_BUILD !== '1') {
    const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit', cwd: fileURLToPath(new URL('..', import.meta.url)) });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const table = await startTableServer({
    root,
    headers: SECURITY_HEADERS,
    host,
    hosts,
    port,
    dataDir,
    keepDays,
    redisUrl,
    origins,
    trustProxy,
    ledgerBytes,
    budgets,
    ...(databaseUrl ? { databaseUrl } : {}),
  });
  // On every interface the phones come in at a LAN address; on one (HOST), at that one only.
  const addresses = host === '0.0.0.0' || host === '::' ? lanAddresses() : [host];
  const urls = (addresses.length > 0 ? addresses : ['localhost']).map((a) => `http://${isIP(a) === 6 ? `[${a}]` : a}:${table.port}/`);
  const first = urls[0] as string;
  process.stdout.write(
    [
      '',
      'Diamond Ledger is at the table.',
      `Open on each phone (same Wi-Fi): ${urls.join('  or  ')}`,
      '',
      renderUnicodeCompact(first, { border: 2 }),
      `Relay for phones and other apps: ${first.replace(/^http/, 'ws')}sync`,
      databaseUrl
        ? `Tables are kept in PostgreSQL at ${databaseShown(databaseUrl)} (DATABASE_URL); a table no phone opens for ${keepDays} days is deleted.`
        : `Tables are kept in ${dataDir} (TABLE_DATA moves it); a table no phone opens for ${keepDays} days is deleted.`,
      `A person's synced ledger may hold ${+(ledgerBytes / MB).toFixed(1)} MB here (TABLE_LEDGER_MB changes it).`,
      `Budgets: ${Math.round(budgets.memoryBytes / MB)} MB of tables in memory (TABLE_MEMORY_MB), ${Math.round(budgets.diskBytes / MB)} MB on disk (TABLE_DISK_MB); an address may open ${budgets.newRoomsPerHour} new tables (TABLE_NEW_ROOMS_PER_HOUR) and send ${Math.round(budgets.storedBytesPerHour / MB)} MB (TABLE_STORED_MB_PER_HOUR) an hour.`,
      ...(redisUrl ? [`Sharing tables with the other processes through ${redisUrl}.`] : []),
      'Ctrl-C stops it. The tables stay in the data folder and on the phones.',
      '',
    ].join('\n'),
  );
  const stop = (): void => void table.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  void main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
