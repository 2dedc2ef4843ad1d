/**
 * The live table's relay: @hocuspocus/server, one WebSocket per phone at `/sync`, every shared
 * game a Yjs document on it, named by its room. It keeps each room in an SQLite file (./room-store.ts)
 * so a table outlives its phones and the laptop's restarts, deletes a room unused for `keepDays`,
 * and with a Redis address shares its rooms with other processes (@hocuspocus/extension-redis).
 * No game logic lives here: the phones check everything they read (src/live/).
 *
 * Before a phone's frames reach Hocuspocus they pass ./guard.ts; before an upgrade is accepted,
 * its Origin and its address's connection count are checked.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Hocuspocus, type Extension } from '@hocuspocus/server';
import { Redis } from '@hocuspocus/extension-redis';
import IORedis from 'ioredis';
import { WebSocketServer, type WebSocket } from 'ws';
import * as Y from 'yjs';
import { DEFAULT_LIMITS, guard, type CLOSE, type Limits } from './guard';
import { roomStore, type RoomStore } from './room-store';
import { isSyncPath } from './room';

export interface RelayOptions {
  /** The folder of the rooms' SQLite file. */
  dataDir: string;
  /** Days a room no phone uses is kept. */
  keepDays?: number;
  /** Shares rooms with other processes through this Redis server (`redis://HOST:PORT`). */
  redisUrl?: string;
  /** Origins whose pages may connect, besides the page the relay itself serves. */
  origins?: readonly string[];
  limits?: Partial<Limits>;
  /**
   * Behind a load balancer every phone comes from the balancer's address: then the address a
   * connection counts against is the last one the balancer added to X-Forwarded-For. Only behind
   * one: anyone else can write that header.
   */
  trustProxy?: boolean;
  /** The clock, for the retention tests. */
  now?: () => number;
}

export const DEFAULT_KEEP_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface Relay {
  hocuspocus: Hocuspocus;
  store: RoomStore;
  limits: Limits;
  /** Rooms with a document in memory now. */
  rooms(): number;
  /** Phones connected now. */
  connections(): number;
  /** Connections closed for breaking a limit, by limit. */
  dropped: Record<keyof typeof CLOSE, number>;
  /** Deletes the rooms unused for keepDays now (also done hourly); resolves with how many. */
  sweep(): Promise<number>;
  close(): Promise<void>;
}

/** Serves the relay on `server`'s upgrade requests to /sync; other upgrades are refused. */
export function attachRelay(server: Server, options: RelayOptions): Relay {
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const now = options.now ?? Date.now;
  const keepMs = (options.keepDays ?? DEFAULT_KEEP_DAYS) * DAY_MS;
  const store = roomStore(options.dataDir, now);
  const extensions: Extension[] = [store.extension];
  let redis: Redis | undefined;
  if (options.redisUrl) {
    const url = options.redisUrl;
    // ioredis 5.8.2 and later send CLIENT SETINFO on connect, which a subscriber connection
    // refuses ("Connection in subscriber mode", ioredis issue 2037).
    redis = new Redis({
      createClient: () => {
        const client = new IORedis(url, { disableClientInfo: true, maxRetriesPerRequest: null });
        // ioredis reconnects by itself; without a listener each failed try is an "unhandled error event".
        let said = '';
        client.on('error', (error: Error) => {
          if (error.message !== said) process.stderr.write(`relay: Redis at ${url}: ${error.message} (retrying)\n`);
          said = error.message;
        });
        client.on('ready', () => void (said = ''));
        return client;
      },
    });
    extensions.push(redis);
  }
  // What each room's state may weigh now: exact when loaded, then grown by each update applied
  // (an update never adds more than its own length), and measured exactly when close to the cap.
  const sizes = new Map<string, number>();
  const hocuspocus = new Hocuspocus({
    quiet: true,
    debounce: 500,
    maxDebounce: 2000,
    extensions,
    async afterLoadDocument({ documentName, document }) {
      sizes.set(documentName, Y.encodeStateAsUpdate(document).length);
    },
    async onChange({ documentName, update }) {
      sizes.set(documentName, (sizes.get(documentName) ?? 0) + update.length);
    },
    async afterUnloadDocument({ documentName }) {
      sizes.delete(documentName);
    },
  });

  const fits = (room: string, update: Uint8Array): boolean => {
    const document = hocuspocus.documents.get(room);
    // Not open yet: Hocuspocus holds the frame until it is, and it comes back here then.
    if (!document || document.isLoading) return update.length <= limits.maxRoomBytes;
    // Structs whose dependencies never came wait in the document (Yjs's pending structs and
    // deletions) without an 'update' event, so the sum above never sees them; they are kept in
    // memory, sent to every phone that syncs and stored with the room. With any waiting, only the
    // exact measure below counts.
    const pending = document.store.pendingStructs !== null || document.store.pendingDs !== null;
    if (!pending && (sizes.get(room) ?? 0) + update.length <= limits.maxRoomBytes) return true;
    // Close to the cap: what the room would store with the update applied, on a copy (a value
    // rewritten frees the old one, so the sum above overstates it). The time it takes is charged
    // to the connection that sent the update (./guard.ts).
    const state = Y.encodeStateAsUpdate(document);
    sizes.set(room, state.length);
    const trial = new Y.Doc();
    try {
      Y.applyUpdate(trial, state);
      Y.applyUpdate(trial, update);
      return Y.encodeStateAsUpdate(trial).length <= limits.maxRoomBytes;
    } catch {
      return false;
    } finally {
      trial.destroy();
    }
  };

  // Awareness keeps a client's clock (meta) after its presence is gone, so a removal passed on
  // late is known too.
  const knownPresence = (room: string, client: number): boolean => hocuspocus.documents.get(room)?.awareness.meta.has(client) ?? false;
  const presenceCount = (room: string): number => hocuspocus.documents.get(room)?.awareness.getStates().size ?? 0;
  const roomSize = (room: string): number => sizes.get(room) ?? 0;

  const dropped: Relay['dropped'] = { budget: 0, frame: 0, rooms: 0, full: 0, slow: 0 };
  const perAddress = new Map<string, number>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes });
  const origins = new Set(options.origins ?? []);

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    if (!isSyncPath(request.url)) return refuse(socket, 404, 'Not Found');
    if (!originAllowed(request, origins)) return refuse(socket, 403, 'Forbidden');
    const address = addressOf(request, options.trustProxy === true);
    const open = perAddress.get(address) ?? 0;
    if (open >= limits.maxPerAddress) return refuse(socket, 429, 'Too Many Requests');
    perAddress.set(address, open + 1);
    // Counted free when the socket closes, not the WebSocket: a handshake ws refuses (a bad key, a
    // socket gone before it completed) never makes a WebSocket, and a place freed only with one
    // stayed taken for good: 64 bad handshakes shut out every phone behind that address (a
    // venue's or a carrier's NAT) until a restart.
    socket.once('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
    wss.handleUpgrade(request, socket, head, (ws: WebSocket) => {
      // An oversized or broken frame: ws closes the connection (1009, 1002) and reports it here.
      ws.on('error', () => ws.terminate());
      guard(ws, limits, { fits, knownPresence, presenceCount, roomSize, dropped: (why) => void dropped[why]++ });
      hocuspocus.handleConnection(ws, request);
    });
  };
  server.on('upgrade', onUpgrade);

  const sweep = (): Promise<number> => store.sweep(now() - keepMs, new Set(hocuspocus.documents.keys()));
  void sweep().catch(() => 0);
  const sweeper = setInterval(() => void sweep().catch(() => 0), SWEEP_EVERY_MS);
  sweeper.unref();

  return {
    hocuspocus,
    store,
    limits,
    dropped,
    rooms: () => hocuspocus.getDocumentsCount(),
    connections: () => wss.clients.size,
    sweep,
    async close() {
      clearInterval(sweeper);
      server.off('upgrade', onUpgrade);
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      // Whatever waits to be stored is stored now.
      await Promise.all([...hocuspocus.documents.keys()].map((name) => hocuspocus.debouncer.executeNow(`onStoreDocument-${name}`)));
      await redis?.onDestroy();
      await store.close();
    },
  };
}

function addressOf(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers['x-forwarded-for'] : undefined;
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)?.split(',').pop()?.trim();
  return last || request.socket.remoteAddress || '';
}

function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * A browser says which page opened the socket: only the page the relay serves (same host) and
 * the origins set for it may. A client that is not a browser sends no Origin and is let in: the
 * check keeps other web pages from using a visitor's browser, and nothing else.
 */
function originAllowed(request: IncomingMessage, origins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origins.has(origin)) return true;
  const host = request.headers.host;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}
