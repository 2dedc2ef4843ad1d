/** A relay on 127.0.0.1 for the server's tests: honest phones (the real provider) and raw clients that write whatever they like. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { relayConnection } from '../../src/wire/relay-socket';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import { NodeWebSocket } from '../support/quiet-websocket';
import * as Y from 'yjs';
import { startTableServer, type TableServer } from '../../server/table-server';
import type { RelayOptions } from '../../server/relay';
import { until } from '../support/until';
import { proof, testToken } from '../support/write-token';
import { readChallenge } from '../../src/wire/crypto';
export { proof, until };

export const ROOM = 'AbCdEfGhIjKlMnOpQrStUv';

const open: { close(): unknown }[] = [];

/** Closes every phone, raw client and relay the test opened. */
export async function closeAll(): Promise<void> {
  for (const thing of open.splice(0).reverse()) await thing.close();
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export async function startRelay(options: Partial<RelayOptions> & { port?: number } = {}): Promise<TableServer> {
  const root = tempDir('table-');
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  const { port = 0, dataDir = tempDir('tables-'), ...rest } = options;
  const server = await startTableServer({ root, headers: { 'X-Test': 'yes' }, host: '127.0.0.1', port, dataDir, ...rest });
  open.push(server);
  return server;
}

export interface Phone {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  socket: HocuspocusProviderWebsocket;
  synced(): Promise<void>;
}

/** A phone as the app makes one: the Hocuspocus provider on its own socket, showing `token` (the empty string: none; by default, a proof by the tests' key). */
export function phone(port: number, room = ROOM, doc = new Y.Doc(), token?: string): Phone {
  const socket = relayConnection({
    url: `ws://127.0.0.1:${port}/sync`,
    WebSocketPolyfill: NodeWebSocket,
    delay: 50,
    minDelay: 50,
    maxDelay: 200,
  });
  const provider = new HocuspocusProvider({ websocketProvider: socket, name: room, document: doc, token: token ?? testToken(socket, room) });
  provider.attach();
  open.push({ close: () => (provider.destroy(), socket.destroy()) });
  return {
    doc,
    provider,
    socket,
    synced: () => until(() => provider.isSynced, 'the phone to sync', 5000).then(() => undefined),
  };
}

/** A Hocuspocus frame: the room, the message type, then what `body` writes. */
export function frame(room: string, type: number, body: (e: encoding.Encoder) => void = () => undefined): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarString(e, room);
  encoding.writeVarUint(e, type);
  body(e);
  return encoding.toUint8Array(e);
}

/**
 * Hocuspocus's auth frame for `room`: with a proof by the tests' key over the challenge `by`'s
 * connection was sent (raw, rawFrom), or with `by` as the token itself.
 */
export const authFrame = (room: string, by: WebSocket | string): Uint8Array => {
  const token = typeof by === 'string' ? by : proof(room, challengeOf(by));
  return frame(room, 2, (e) => (encoding.writeVarUint(e, 0), encoding.writeVarString(e, token)));
};

const challenges = new WeakMap<WebSocket, Uint8Array>();

/** The challenge the relay sent `ws` (server/write-keys.ts): raw and rawFrom resolve once it came. */
export function challengeOf(ws: WebSocket): Uint8Array {
  const challenge = challenges.get(ws);
  if (!challenge) throw new Error('no challenge came on this connection');
  return challenge;
}

/** Resolves once `ws` heard the relay's challenge, its first frame; false when it closed first. */
function challenged(ws: WebSocket): Promise<boolean> {
  return new Promise((resolve) => {
    ws.once('message', (data: Buffer) => {
      const challenge = readChallenge(new Uint8Array(data));
      if (challenge) challenges.set(ws, challenge);
      resolve(challenge !== null);
    });
    ws.once('close', () => resolve(false));
  });
}

/** An awareness frame: client `client`'s presence at `clock`, of about `bytes` characters. */
export function presenceFrame(room: string, client: number, clock: number, bytes = 200): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, 1);
  encoding.writeVarUint(e, client);
  encoding.writeVarUint(e, clock);
  encoding.writeVarString(e, JSON.stringify({ s: 'x'.repeat(bytes) }));
  return frame(room, 1, (f) => encoding.writeVarUint8Array(f, encoding.toUint8Array(e)));
}

/** A sync frame carrying a Yjs update (y-protocols' messageYjsUpdate). */
export const updateFrame = (update: Uint8Array, room = ROOM): Uint8Array =>
  frame(room, 0, (e) => (encoding.writeVarUint(e, 2), encoding.writeVarUint8Array(e, update)));

export interface Raw {
  ws: WebSocket;
  /** Resolves with the close code the relay gave. */
  closed: Promise<number>;
  /** Frames received. */
  received: number;
}

/** A client that speaks the protocol by hand: it sends what the test says, nothing else; `from`: the loopback address it comes from. */
export async function raw(port: number, headers: Record<string, string> = {}, from?: string): Promise<Raw> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/sync`, { headers, ...(from ? { localAddress: from } : {}) });
  open.push({ close: () => ws.terminate() });
  const client: Raw = { ws, closed: new Promise((resolve) => ws.on('close', (code) => resolve(code))), received: 0 };
  ws.on('error', () => undefined);
  const heard = challenged(ws);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
    ws.once('error', reject);
  });
  await heard;
  // Frames after the challenge.
  ws.on('message', () => client.received++);
  return client;
}

/** An attacker's raw client from loopback address `from`, once open and sent its challenge; null when the relay closed it first. */
export async function rawFrom(port: number, from: string): Promise<WebSocket | null> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/sync`, { localAddress: from });
  ws.on('error', () => undefined);
  return (await challenged(ws)) ? ws : null;
}

/** Opens `room` on a raw client and waits for the relay's first answer. */
export async function enter(client: Raw, room = ROOM): Promise<void> {
  const before = client.received;
  client.ws.send(authFrame(room, client.ws));
  await until(() => client.received > before, 'the relay to answer', 25_000);
}

/** Whether an upgrade with these headers is accepted; resolves with the HTTP status of a refusal, or 101. */
export function upgradeStatus(port: number, headers: Record<string, string> = {}, path = '/sync'): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers });
    ws.on('open', () => {
      ws.terminate();
      resolve(101);
    });
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('error', () => resolve(0));
  });
}
