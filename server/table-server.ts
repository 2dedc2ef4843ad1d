/** The app and the relay on one port: what `npm run table` runs, and what the live-table journeys start. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { attachRelay, type Relay } from './relay';
import { staticFiles } from './static';

export interface TableServer {
  server: Server;
  relay: Relay;
  port: number;
  close(): Promise<void>;
}

/** Listens on `host`:`port` (0: any free port), serving `root` (a built app) and the relay. */
export function startTableServer({ root, csp, host, port }: { root: string; csp: string; host: string; port: number }): Promise<TableServer> {
  const server = createServer(staticFiles(root, csp));
  const relay = attachRelay(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({
        server,
        relay,
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            relay.close();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
