/** The app and the relay on one port: what `npm run table` runs, and what the live-table tests and journeys start. */
import { RELAY_INFO } from '../src/wire/protocol';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { attachRelay, DEFAULT_KEEP_DAYS, type Relay, type RelayOptions } from './relay';
import { allowedHosts, hostAllowed } from './hosts';
import { staticFiles } from './static';

export interface TableServer {
  server: Server;
  relay: Relay;
  port: number;
  close(): Promise<void>;
}

export interface TableServerOptions extends RelayOptions {
  /** A built app (dist/). */
  root: string;
  /** Headers of every response (SECURITY_HEADERS in security-headers.ts). */
  headers: Record<string, string>;
  host: string;
  /** 0: any free port. */
  port: number;
}

export async function startTableServer({ root, headers, host, port, ...relayOptions }: TableServerOptions): Promise<TableServer> {
  const files = staticFiles(root, headers);
  const hosts = allowedHosts(relayOptions.hosts);
  let policy = '';
  const server = createServer((request, response) => {
    // Another name for this machine (DNS rebinding) gets neither the app nor the relay (./hosts.ts).
    if (!hostAllowed(request, hosts)) {
      response.writeHead(421, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('This server does not answer to that name (TABLE_HOSTS lists the names it answers to).\n');
      return;
    }
    if (request.method === 'GET' && request.url?.split('?')[0] === `/${RELAY_INFO}`) {
      response.writeHead(200, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      response.end(policy);
      return;
    }
    files(request, response);
  });
  // Node's defaults let a client trickle its headers for a minute and hold a socket meanwhile:
  // enough such clients take every socket the process may open.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  const relay = attachRelay(server, { ...relayOptions, headers });
  // What the relay keeps, for the app to say: how long (the share panel, RELAY_POLICY_PATH in
  // src/live/link.ts), and how much of one person's ledger.
  policy = JSON.stringify({ keepDays: relayOptions.keepDays ?? DEFAULT_KEEP_DAYS, ledgerBytes: relay.limits.maxLedgerBytes });
  // A store that cannot be opened (PostgreSQL unreachable, a folder not writable) stops the start, saying why.
  try {
    await relay.store.ready;
  } catch (error) {
    await relay.close().catch(() => undefined); // the store's own error is the one to tell
    throw new Error(`The relay cannot open its store: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({
        server,
        relay,
        port: (server.address() as AddressInfo).port,
        close: async () => {
          await relay.close();
          server.closeAllConnections();
          await new Promise<void>((done) => server.close(() => done()));
        },
      });
    });
  });
}
