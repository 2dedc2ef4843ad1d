/**
 * The relay under load and under attack (docs/live-table.md), on a relay in a process of its own
 * (./relay-process.ts), phones as the app makes them (@hocuspocus/provider, one socket each):
 * - floor: a fresh room's sync (socket opened → document synced), p95, on an idle relay;
 * - club: 2,000 phones in 1,000 rooms, every host writing an event every two seconds and every
 *   phone renewing its presence every second, all of it sealed as the app seals it: the relay's
 *   memory per phone, and a fresh room's sync p95 meanwhile;
 * - attack: the old relay's findings at once — the 11-byte update claiming 30 million structs,
 *   five a second from fresh connections, and a phone that never reads in a room whose writer
 *   writes as fast as its budget lets it — and a fresh room's sync p95 meanwhile (goal < 100 ms).
 */
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { relayConnection } from '../src/wire/relay-socket';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { emit } from './emit';
import { relayProcess } from './relay-child';
import { sized } from './size';
import { proof, testToken } from '../test/support/write-token';
import { readChallenge } from '../src/wire/crypto';

const PHONES = sized(2000, 20);
const SAMPLES = sized(60, 3);

interface Phone {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  socket: HocuspocusProviderWebsocket;
  close(): void;
}

let rooms = 0;
const newRoom = (): string => `BenchRoom${String(rooms++).padStart(8, '0')}xyz`;

function phone(url: string, room: string): Phone {
  const socket = relayConnection({ url, WebSocketPolyfill: WebSocket, delay: 100, minDelay: 100, maxDelay: 1000 });
  const doc = new Y.Doc();
  const provider = new HocuspocusProvider({ websocketProvider: socket, name: room, document: doc, token: testToken(socket, room) });
  provider.attach();
  return { doc, provider, socket, close: () => (provider.destroy(), socket.destroy()) };
}

function synced(p: Phone, ms = 30_000): Promise<void> {
  if (p.provider.isSynced) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('a phone did not sync')), ms);
    p.provider.on('synced', () => (clearTimeout(timer), resolve()));
  });
}

/** A fresh room's sync time, `SAMPLES` times, one every `everyMs`. */
async function freshSyncs(url: string, everyMs = 100): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    const p = phone(url, newRoom());
    await synced(p);
    times.push(performance.now() - started);
    p.close();
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return times;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN) * 10) / 10;
}

const MB = (bytes: number): number => Math.round(bytes / 1e5) / 10;

function frame(room: string, type: number, body: (e: encoding.Encoder) => void): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarString(e, room);
  encoding.writeVarUint(e, type);
  body(e);
  return encoding.toUint8Array(e);
}

/** A raw client that opens `room` and rewrites one 50 KB value in it every 20 ms while it is let. */
/** Opens `room` on `ws` with a proof over the challenge the relay sends first, then does `then`. */
function openOnChallenge(ws: WebSocket, room: string, then: () => void = () => undefined): void {
  ws.once('message', (data: Buffer) => {
    const challenge = readChallenge(new Uint8Array(data));
    if (!challenge) return;
    ws.send(frame(room, 2, (e) => (encoding.writeVarUint(e, 0), encoding.writeVarString(e, proof(room, challenge)))));
    then();
  });
}

function flooder(url: string, room: string): WebSocket {
  const ws = new WebSocket(url);
  const doc = new Y.Doc();
  let timer: ReturnType<typeof setInterval> | undefined;
  ws.on('error', () => undefined);
  openOnChallenge(ws, room, () => {
    timer = setInterval(() => {
      if (ws.readyState !== WebSocket.OPEN) return;
      const before = Y.encodeStateVector(doc);
      doc.getMap('proposals').set('junk', 'x'.repeat(50_000) + Math.random());
      ws.send(frame(room, 0, (e) => (encoding.writeVarUint(e, 2), encoding.writeVarUint8Array(e, Y.encodeStateAsUpdate(doc, before)))));
    }, 20);
  });
  ws.on('close', () => clearInterval(timer));
  return ws;
}

/** The finding's frame, from a fresh connection: open a room, send the update, be dropped. */
function claimsTooMuch(port: number): void {
  const room = newRoom();
  const ws = new WebSocket(`ws://127.0.0.1:${port}/sync`);
  ws.on('error', () => undefined);
  openOnChallenge(ws, room, () => {
    ws.once('message', () =>
      ws.send(
        frame(room, 0, (e) => (encoding.writeVarUint(e, 2), encoding.writeVarUint8Array(e, Uint8Array.of(0x01, 0x80, 0x87, 0xa7, 0x0e, 0xb9, 0x60, 0x00)))),
      ),
    );
  });
  setTimeout(() => ws.terminate(), 2000).unref();
}

async function main(): Promise<void> {
  // Every phone of the bench comes from 127.0.0.1: the per-address cap would stop it at 64, and
  // its hour's budget of new rooms at 256.
  const relay = await relayProcess({ maxPerAddress: PHONES * 2 }, { TABLE_NEW_ROOMS_PER_HOUR: String(PHONES * 2) });
  const url = `ws://127.0.0.1:${relay.port}/sync`;
  try {
    const floor = await freshSyncs(url);
    emit('relay-fresh-sync-floor-p95', quantile(floor, 0.95), 'ms');

    // ----- club: 2,000 phones in 1,000 rooms -----
    const idle = await relay.stats('gc');
    const phones: Phone[] = [];
    for (let i = 0; i < PHONES / 2; i++) {
      const room = newRoom();
      phones.push(phone(url, room), phone(url, room));
      if (i % 50 === 49) await Promise.all(phones.slice(-100).map((p) => synced(p)));
    }
    await Promise.all(phones.map((p) => synced(p)));
    // As the app does: each host writes a sealed, signed head (about 1.5 KB) when it shares and
    // with every event, each event is sealed (about 100 bytes), and every phone renews its sealed
    // presence (about 320 characters) every second, so the others see within 3 s that it left.
    const sealed = (bytes: number): Uint8Array => crypto.getRandomValues(new Uint8Array(bytes));
    for (let i = 0; i < phones.length; i += 2) phones[i]?.doc.getMap('head').set('head', sealed(1500));
    for (const p of phones) p.provider.awareness?.setLocalState({ s: 'x'.repeat(320) });
    let event = 0;
    const traffic = setInterval(() => {
      // A tenth of the hosts each 200 ms: every host writes an event every two seconds.
      for (let i = (event % 10) * 2; i < phones.length; i += 20) {
        const doc = phones[i]?.doc;
        doc?.transact(() => {
          doc.getArray('events').push([sealed(100)]);
          doc.getMap('head').set('head', sealed(1500));
        });
      }
      // A fifth of the phones each 200 ms: every phone renews its presence every second.
      for (let i = event % 5; i < phones.length; i += 5) {
        const awareness = phones[i]?.provider.awareness;
        awareness?.setLocalState(awareness.getLocalState());
      }
      event++;
    }, 200);
    await new Promise((r) => setTimeout(r, 2000));
    const loaded = await relay.stats('gc');
    const during = await freshSyncs(url);
    clearInterval(traffic);
    const busy = await relay.stats();
    emit('relay-club-phones', loaded.connections, 'phones connected');
    emit('relay-club-rooms', busy.rooms, 'rooms open');
    emit('relay-memory-per-phone', Math.round((loaded.rss - idle.rss) / PHONES / 100) / 10, 'KB rss');
    emit('relay-heap-per-phone', Math.round((loaded.heapUsed - idle.heapUsed) / PHONES / 100) / 10, 'KB heap');
    emit('relay-club-rss', MB(loaded.rss), 'MB');
    emit('relay-fresh-sync-during-club-p95', quantile(during, 0.95), 'ms');
    for (const p of phones) p.close();

    // ----- attack -----
    const room = newRoom();
    const sleeper = new WebSocket(url);
    sleeper.on('error', () => undefined);
    await new Promise<void>((r) => openOnChallenge(sleeper, room, r));
    await new Promise((r) => sleeper.once('message', r));
    (sleeper as unknown as { _socket: { pause(): void } })._socket.pause();
    // The writer writes as fast as it likes; dropped for its budget, it comes back at once.
    let writer = flooder(url, room);
    const flood = setInterval(() => {
      if (writer.readyState === WebSocket.CLOSED) writer = flooder(url, room);
    }, 20);
    const frames = setInterval(() => claimsTooMuch(relay.port), 200);
    await new Promise((r) => setTimeout(r, 1000));
    const attacked = await freshSyncs(url);
    clearInterval(flood);
    clearInterval(frames);
    writer.terminate();
    const after = await relay.stats();
    emit('relay-fresh-sync-under-attack-p95', quantile(attacked, 0.95), 'ms');
    emit('relay-fresh-sync-under-attack-max', quantile(attacked, 1), 'ms');
    emit('relay-attack-dropped-frames', after.dropped.frame ?? 0, 'connections');
    emit('relay-attack-dropped-slow', after.dropped.slow ?? 0, 'connections');
    emit('relay-attack-dropped-budget', after.dropped.budget ?? 0, 'connections');
    emit('relay-attack-rss', MB(after.rss), 'MB');
    sleeper.terminate();
  } finally {
    relay.close();
  }
  process.exit(0);
}

void main();
