/**
 * `PORT=N npm run table` (default 4174): builds the app, then serves it and the live table's relay
 * on every network interface of this computer, on one port, and prints the address the phones at
 * the table open, as text and as a QR code. The relay is at ws://HOST:N/sync/ROOM
 * (docs/live-table.md). Ctrl-C stops it; the games stay on the phones.
 */
import { spawnSync } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { fileURLToPath } from 'node:url';
import { renderUnicodeCompact } from 'uqr';
import { CSP } from '../vite.config';
import { startTableServer } from '../server/table-server';

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

async function main(): Promise<void> {
  const port = parsePort(process.env.PORT);
  const root = fileURLToPath(new URL('../dist/', import.meta.url));
  if (process.env.TABLE_SKIP_BUILD !== '1') {
    const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit', cwd: fileURLToPath(new URL('..', import.meta.url)) });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const table = await startTableServer({ root, csp: CSP, host: '0.0.0.0', port });
  const addresses = lanAddresses();
  const urls = (addresses.length > 0 ? addresses : ['localhost']).map((a) => `http://${a}:${table.port}/`);
  const first = urls[0] as string;
  process.stdout.write(
    [
      '',
      'Diamond Ledger is at the table.',
      `Open on each phone (same Wi-Fi): ${urls.join('  or  ')}`,
      '',
      renderUnicodeCompact(first, { border: 2 }),
      `Relay for phones and other apps: ${first.replace(/^http/, 'ws')}sync/ROOM`,
      'Ctrl-C stops it. The games stay on the phones.',
      '',
    ].join('\n'),
  );
  const stop = (): void => void table.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void main();
