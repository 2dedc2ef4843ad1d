/**
 * The live table's relay: Yjs documents, one per room, passed between the phones of a table by
 * @y/websocket-server. It is an address book and a mailbox, never a store: it keeps a room's
 * document only while a phone is connected to it (every phone holds the game in its own
 * database), lists no rooms, and refuses a message larger than MAX_MESSAGE_BYTES.
 *
 * The address contract (docs/live-table.md): `ws[s]://HOST[:PORT]/sync/ROOM`, ROOM being 16 to 64
 * characters of A–Z, a–z, 0–9, `-` and `_`.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { docs, setupWSConnection } from '@y/websocket-server/utils';

/** The path every room hangs under. */
export const SYNC_PATH = '/sync/';

/** A room id as the app makes them (128 random bits, 22 characters) or as another client may. */
export const ROOM_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The largest message a phone may send. A whole 6-player Diamonds game is under 40 KB as a Yjs
 * update; a room's first sync carries the log and the proposals' answers, so a quarter of a
 * megabyte leaves room for the longest game without letting anyone fill the relay's memory.
 */
export const MAX_MESSAGE_BYTES = 256 * 1024;

/** The room an upgrade request asks for, or null when the path is not one. */
export function roomOf(url: string | undefined): string | null {
  const path = (url ?? '').split('?')[0] ?? '';
  if (!path.startsWith(SYNC_PATH)) return null;
  const room = path.slice(SYNC_PATH.length);
  return ROOM_PATTERN.test(room) ? room : null;
}

export interface Relay {
  /** Rooms with a document in memory now (each has a phone connected). */
  rooms(): number;
  /** Phones connected now. */
  connections(): number;
  close(): void;
}

/** Serves the relay on `server`'s upgrade requests to SYNC_PATH; other upgrades are refused. */
export function attachRelay(server: Server): Relay {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const room = roomOf(request.url);
    if (room === null) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => connect(ws, request, room));
  };
  server.on('upgrade', onUpgrade);
  return {
    rooms: () => docs.size,
    connections: () => wss.clients.size,
    close() {
      server.off('upgrade', onUpgrade);
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}

function connect(ws: WebSocket, request: IncomingMessage, room: string): void {
  // An oversized or broken frame: ws closes the connection (1009, 1002) and reports it here.
  ws.on('error', () => ws.terminate());
  setupWSConnection(ws, request, { docName: room, gc: true });
  // The package frees a room only when it persists rooms to disk: this relay keeps nothing, so a
  // room whose last phone left is freed at once (its phones hold the game; the next one to
  // connect brings it back).
  ws.on('close', () => {
    const doc = docs.get(room);
    if (doc && doc.conns.size === 0) {
      docs.delete(room);
      doc.destroy();
    }
  });
}
