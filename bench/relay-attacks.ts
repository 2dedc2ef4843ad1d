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
 * - name: clients that know only a room's name (no write proof) writing junk into it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { emit } from './emit';
import { relayProcess, type RelayChild } from './relay-child';
import { quantile } from '../test/support/scale-out';
import { authFrame as auth, frame, presenceFrame as presence, rawFrom, updateFrame } from '../test/server/relay-helpers';
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

const client = rawFrom;

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
    // No attack: the floor the others compare with, on this machine as loaded as it is now.
    name: 'none',
    start: async () => ({ tick: () => undefined, stop: () => undefined }),
  },
  {
    name: 'fill',
    async start(port, addresses) {
      const all = await clients(port, addresses);
      const rooms = all.map(() => Array.from({ length: 40 }, (_, s) => `l${id()}${String(s % 32).padStart(2, '0')}`));
      // Each opening's write proof made before any is sent, so that the openings come at once.
      const auths = rooms.map((list, i) => list.map((room) => (all[i] ? auth(room, all[i]) : null)));
      all.forEach((ws, i) => auths[i]?.forEach((frame) => frame && send(ws, frame)));
      let step = 0;
      return {
        tick() {
          // One 290 KB update a tick on each connection, three into each of its rooms, then no more.
          const room = step < 120 ? Math.floor(step / 3) : -1;
          // One update for all (the same bytes into each one's room), made only while one is open to take it.
          const open = all.filter((ws) => ws?.readyState === WebSocket.OPEN);
          const bytes = room >= 0 && open.length > 0 ? entries('games', `g${step}`, 290 * KB) : null;
          if (bytes) all.forEach((ws, i) => send(ws, update(rooms[i]?.[room] as string, bytes)));
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
      if (builder) send(builder, auth(shard, builder));
      const doc = new Y.Doc();
      doc.transact(() => {
        for (let i = 0; i < 51_000; i++) doc.getMap('games').set(`k${i}`, i);
      });
      send(builder, update(shard, Y.encodeStateAsUpdate(doc)));
      const all = await clients(port, addresses);
      all.forEach((ws) => ws && send(ws, auth(shard, ws)));
      return { tick: () => all.forEach((ws) => send(ws, ask(shard))), stop: () => closeAll([builder, ...all]) };
    },
  },
  {
    name: 'presence',
    async start(port, addresses) {
      const room = `presenceBench_${id()}`;
      const all = await clients(port, addresses);
      all.forEach((ws) => ws && send(ws, auth(room, ws)));
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
      if (host) send(host, auth(room, host));
      const all = await clients(port, addresses);
      all.forEach((ws) => send(ws, auth(room, '')));
      let step = 0;
      return { tick: () => all.forEach((ws) => send(ws, update(room, entries('answers', `junk${step++}`, 8 * KB)))), stop: () => closeAll([host, ...all]) };
    },
  },
];

/** The honest phone, in a process of its own (./relay-honest.ts). */
interface Honest {
  /** A fresh room opened from `from`: the time until it is synced, or null when it is not within SYNC_MS. */
  freshSync(port: number, from: string): Promise<number | null>;
  close(): void;
}

async function honestPhone(): Promise<Honest> {
  const child: ChildProcess = fork(new URL('./relay-honest.ts', import.meta.url).pathname, [], { execArgv: ['--import', 'tsx'] });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the honest phone exited (${code})`)));
  });
  return {
    freshSync: (port, from) =>
      new Promise((resolve) => {
        child.once('message', (m) => resolve((m as { took: number | null }).took));
        child.send({ port, from, within: SYNC_MS });
      }),
    close: () => child.disconnect(),
  };
}

async function run(relay: RelayChild, phone: Honest, attack: Attack, addresses: string[], honest: string): Promise<void> {
  const label = `relay-attack-${attack.name}-${addresses.length === 1 ? 'one' : 'eight'}-address${addresses.length === 1 ? '' : 'es'}`;
  let peak = (await relay.stats()).rss;
  let stall = 0;
  let asking = false;
  const watcher = setInterval(() => {
    if (asking) return;
    asking = true;
    void relay.stats().then((s) => ((peak = Math.max(peak, s.rss)), (stall = Math.max(stall, s.stall)), (asking = false)));
  }, 250);
  const { tick, stop } = await attack.start(relay.port, addresses);
  const ticker = setInterval(tick, 20);
  const times: number[] = [];
  let failed = 0;
  const started = Date.now();
  try {
    for (let i = 0; i < SAMPLES && Date.now() - started < ATTACK_MS + SYNC_MS; i++) {
      // Spread over the whole attack, not all in its first second (a relay quick at first took them all before the fill came).
      const at = (i * ATTACK_MS) / SAMPLES - (Date.now() - started);
      if (at > 0) await new Promise((resolve) => setTimeout(resolve, at));
      const took = await phone.freshSync(relay.port, honest);
      if (process.env.RELAY_BENCH_TRACE)
        process.stderr.write(`${attack.name} ${addresses.length}: at ${Date.now() - started} ms, ${took === null ? 'failed' : Math.round(took)}\n`);
      if (took === null) failed++;
      else times.push(took);
    }
  } finally {
    clearInterval(ticker);
    stop();
  }
  clearInterval(watcher);
  const last = await relay.stats();
  peak = Math.max(peak, last.rss);
  stall = Math.max(stall, last.stall);
  // No sync went through: there is no time to give, and the count of failures below says so.
  if (times.length > 0) {
    emit(`${label}-fresh-sync-p50`, Math.round(quantile(times, 0.5)), 'ms');
    emit(`${label}-fresh-sync-p95`, Math.round(quantile(times, 0.95)), 'ms');
  }
  emit(`${label}-fresh-sync-failed`, failed, `of ${times.length + failed}`);
  emit(`${label}-peak-rss`, Math.round(peak / 1e6), 'MB');
  emit(`${label}-longest-stall`, stall, 'ms');
}

async function main(): Promise<void> {
  const relay = await relayProcess();
  const phone = await honestPhone();
  try {
    const eight = Array.from({ length: 8 }, (_, i) => `127.0.0.${2 + i}`);
    let honest = 10;
    // RELAY_ATTACKS=fill,costly runs only those (a profile of one attack, say).
    const only = process.env.RELAY_ATTACKS?.split(',');
    for (const attack of ATTACKS.filter((a) => !only || only.includes(a.name))) {
      // The honest phone's own address each time: its fresh rooms count against that address's hour.
      await run(relay, phone, attack, ['127.0.0.2'], `127.0.0.${honest++}`);
      await run(relay, phone, attack, eight, `127.0.0.${honest++}`);
    }
  } finally {
    phone.close();
    relay.close();
  }
  process.exit(0);
}

void main();
