/**
 * The attacks of issue 36 on a relay in a process of its own (./relay-process.ts), at its default
 * limits and budgets, each from one address and from eight (127.0.0.2 to 127.0.0.9; only loopback
 * addresses), while an honest phone on an address of its own opens fresh rooms. Each prints the
 * honest fresh sync's p50 and p95, the syncs that failed (none within 5 s) and the relay's peak
 * memory (rss). Every attack runs for ATTACK_MS and sends a bounded number of frames.
 *
 * - fill: connections opening invented ledger shards and sending 290 KB updates to each;
 * - costly: connections asking again and again for a shard of 51,000 tiny entries (1 MB);
 * - presence: 64 connections in one room renewing their presence as fast as they may;
 * - name: clients that know only a room's name (no write token) writing junk into it.
 */
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { emit } from './emit';
import { relayProcess, type RelayChild } from './relay-child';
import { quantile } from '../test/support/scale-out';
import { authFrame as auth, frame, presenceFrame as presence, TOKEN, updateFrame } from '../test/server/relay-helpers';
import { sized } from './size';

const ATTACK_MS = sized(4000, 500);
const SAMPLES = sized(20, 2);
const SYNC_MS = 5000;
const CONNECTIONS = 64;
const KB = 1024;

let made = 0;
const id = (): string => `${Date.now().toString(36)}${(made++).toString(36)}`.padEnd(22, 'x').slice(0, 22);

const update = (room: string, bytes: Uint8Array): Uint8Array => updateFrame(bytes, room);
const ask = (room: string): Uint8Array =>
  frame(room, 0, (e) => (encoding.writeVarUint(e, 0), encoding.writeVarUint8Array(e, Y.encodeStateVector(new Y.Doc()))));
function entries(root: string, key: string, bytes: number): Uint8Array {
  const doc = new Y.Doc();
  doc.getMap(root).set(key, new Uint8Array(bytes).fill(7));
  return Y.encodeStateAsUpdate(doc);
}

/** A raw client from `from`, open; closed ones are let be (the relay closed them for a limit). */
function client(port: number, from: string): Promise<WebSocket | null> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/sync`, { localAddress: from });
  ws.on('error', () => undefined);
  return new Promise((resolve) => {
    ws.once('open', () => resolve(ws));
    ws.once('close', () => resolve(null));
  });
}

const send = (ws: WebSocket | null, data: Uint8Array): void => void (ws?.readyState === WebSocket.OPEN && ws.send(data));

interface Attack {
  name: string;
  /** Sets the attack up on clients from `addresses`, and returns what it does each tick (every 20 ms). */
  start(port: number, addresses: string[]): Promise<{ tick(): void; stop(): void }>;
}

/** `CONNECTIONS` clients spread over `addresses`. */
async function clients(port: number, addresses: string[]): Promise<(WebSocket | null)[]> {
  return Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => client(port, addresses[i % addresses.length] as string)));
}
const closeAll = (all: (WebSocket | null)[]): void => all.forEach((ws) => ws?.terminate());

const ATTACKS: Attack[] = [
  {
    name: 'fill',
    async start(port, addresses) {
      const all = await clients(port, addresses);
      const rooms = all.map(() => Array.from({ length: 40 }, (_, s) => `l${id()}${String(s % 32).padStart(2, '0')}`));
      all.forEach((ws, i) => rooms[i]?.forEach((room) => send(ws, auth(room))));
      let step = 0;
      return {
        tick() {
          // One 290 KB update a tick on each connection, three into each of its rooms, then no more.
          const room = step < 120 ? Math.floor(step / 3) : -1;
          if (room >= 0) all.forEach((ws, i) => send(ws, update(rooms[i]?.[room] as string, entries('games', `g${step}`, 290 * KB))));
          step++;
        },
        stop: () => closeAll(all),
      };
    },
  },
  {
    name: 'costly',
    async start(port, addresses) {
      const shard = `l${id()}00`;
      const builder = await client(port, addresses[0] as string);
      send(builder, auth(shard));
      const doc = new Y.Doc();
      doc.transact(() => {
        for (let i = 0; i < 51_000; i++) doc.getMap('games').set(`k${i}`, i);
      });
      send(builder, update(shard, Y.encodeStateAsUpdate(doc)));
      const all = await clients(port, addresses);
      all.forEach((ws) => send(ws, auth(shard)));
      return { tick: () => all.forEach((ws) => send(ws, ask(shard))), stop: () => closeAll([builder, ...all]) };
    },
  },
  {
    name: 'presence',
    async start(port, addresses) {
      const room = `presenceBench_${id()}`;
      const all = await clients(port, addresses);
      all.forEach((ws) => send(ws, auth(room)));
      let clock = 0;
      return {
        tick() {
          clock++;
          all.forEach((ws, i) => send(ws, presence(room, 1000 + i, clock)));
        },
        stop: () => closeAll(all),
      };
    },
  },
  {
    name: 'name-only',
    async start(port, addresses) {
      // A room an honest host made (with its token); the attackers know its name alone.
      const room = `nameOnlyBench_${id()}`;
      const host = await client(port, '127.0.0.1');
      send(host, auth(room));
      const all = await clients(port, addresses);
      all.forEach((ws) => send(ws, auth(room, '')));
      let step = 0;
      return { tick: () => all.forEach((ws) => send(ws, update(room, entries('answers', `junk${step++}`, 8 * KB)))), stop: () => closeAll([host, ...all]) };
    },
  },
];

/** A fresh room opened by an honest phone from `from`: the time until it is synced, or null when it is not within SYNC_MS. */
async function freshSync(port: number, from: string): Promise<number | null> {
  const FromAddress = class extends WebSocket {
    constructor(url: string | URL) {
      super(url, { localAddress: from });
      this.on('error', () => undefined);
    }
  } as unknown as typeof globalThis.WebSocket;
  const started = performance.now();
  const socket = new HocuspocusProviderWebsocket({ url: `ws://127.0.0.1:${port}/sync`, WebSocketPolyfill: FromAddress });
  const provider = new HocuspocusProvider({ websocketProvider: socket, name: `honestBench_${id()}`, document: new Y.Doc(), token: TOKEN });
  provider.attach();
  try {
    return await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), SYNC_MS);
      provider.on('synced', () => (clearTimeout(timer), resolve(performance.now() - started)));
    });
  } finally {
    provider.destroy();
    socket.destroy();
  }
}

async function run(relay: RelayChild, attack: Attack, addresses: string[], honest: string): Promise<void> {
  const label = `relay-attack-${attack.name}-${addresses.length === 1 ? 'one' : 'eight'}-address${addresses.length === 1 ? '' : 'es'}`;
  let peak = (await relay.stats()).rss;
  let asking = false;
  const watcher = setInterval(() => {
    if (asking) return;
    asking = true;
    void relay.stats().then((s) => ((peak = Math.max(peak, s.rss)), (asking = false)));
  }, 250);
  const { tick, stop } = await attack.start(relay.port, addresses);
  const ticker = setInterval(tick, 20);
  const times: number[] = [];
  let failed = 0;
  const started = Date.now();
  try {
    for (let i = 0; i < SAMPLES && Date.now() - started < ATTACK_MS + SYNC_MS; i++) {
      const took = await freshSync(relay.port, honest);
      if (took === null) failed++;
      else times.push(took);
    }
  } finally {
    clearInterval(ticker);
    stop();
  }
  clearInterval(watcher);
  peak = Math.max(peak, (await relay.stats()).rss);
  // No sync went through: there is no time to give, and the count of failures below says so.
  if (times.length > 0) {
    emit(`${label}-fresh-sync-p50`, Math.round(quantile(times, 0.5)), 'ms');
    emit(`${label}-fresh-sync-p95`, Math.round(quantile(times, 0.95)), 'ms');
  }
  emit(`${label}-fresh-sync-failed`, failed, `of ${times.length + failed}`);
  emit(`${label}-peak-rss`, Math.round(peak / 1e6), 'MB');
}

async function main(): Promise<void> {
  const relay = await relayProcess();
  try {
    const eight = Array.from({ length: 8 }, (_, i) => `127.0.0.${2 + i}`);
    let honest = 10;
    for (const attack of ATTACKS) {
      // The honest phone's own address each time: its fresh rooms count against that address's hour.
      await run(relay, attack, ['127.0.0.2'], `127.0.0.${honest++}`);
      await run(relay, attack, eight, `127.0.0.${honest++}`);
    }
  } finally {
    relay.close();
  }
  process.exit(0);
}

void main();
