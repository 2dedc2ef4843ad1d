/**
 * The hops of one tap at a live table (issue 37: "a follower's tap takes ~27 hops"), counted, not
 * timed: two phones in Node, each with its own database, its own socket to a relay on 127.0.0.1
 * and a game screen's SessionController (the one link between a screen and its session), the
 * follower recording for the whole table. Per tap, from the controller's append to the outcome it
 * paints (`painted`), and on to when both phones are quiet again (`settled`), it counts:
 *
 * - idb: every IndexedDB request either phone makes (Dexie's DBCore: a get, a query, a count, a
 *   cursor, a write), liveQuery's re-reads included;
 * - log-reads: those that read a whole log (a range query of a session's events);
 * - replays: whole-log replays by the rules (each starts from `initial`);
 * - judgments: the move judged (`actor` on it, or `apply` of it outside a replay);
 * - room-writes: Y updates a phone sends to the room (a proposal, the log and its answer);
 *
 * and a hop is any one of them: the tap's `hops` are their sum (log-reads are idb requests, counted
 * once). Also the time from a tap to its paint, and from a host's commit to the follower's paint,
 * in Node (median, p95), to set beside bench/live-table.ts's figure in the browser.
 *
 * `npx tsx bench/follower-tap.ts` prints one line per figure (./emit.ts).
 */
import 'fake-indexeddb/auto';
import type { ReactiveControllerHost } from 'lit';
import { createSession, type DeviceDb } from '../src/store/index';
import { DeviceDb as Db } from '../src/store/db';
import { games } from '../src/store/games';
import { newId } from '../src/store/ids';
import type { AnyGame, GameRegistry } from '../src/store/registry';
import { closeAll, share } from '../src/live/tables';
import type { LiveTable } from '../src/live/table';
import { SessionController } from '../src/components/session/session-controller';
import { follow, phonePage, startRelay, until } from '../test/live/helpers';
import { randomGame } from '../test/support/random-diamonds';
import { emit } from './emit';
import { sized } from './size';

const KINDS = ['idb', 'logReads', 'replays', 'judgments', 'roomWrites'] as const;
type Phone = 'host' | 'follower';
/** Each kind on each phone: `host.idb`, `follower.replays`… */
type Counts = Record<`${Phone}.${(typeof KINDS)[number]}`, number>;

const zero = (): Counts => Object.fromEntries((['host', 'follower'] as const).flatMap((p) => KINDS.map((k) => [`${p}.${k}`, 0]))) as Counts;
let counts = zero();
/** The event tapped: its `apply` outside a replay is a judgment of it. */
let tapped = '';
let replaying = false;

/** The rules, counted: a replay starts with `initial` and applies every event in the same task. */
function counted(registry: GameRegistry, phone: Phone): GameRegistry {
  const wrap = (game: AnyGame): AnyGame => ({
    ...game,
    initial(config) {
      counts[`${phone}.replays`]++;
      replaying = true;
      queueMicrotask(() => (replaying = false));
      return game.initial(config);
    },
    apply(state, event) {
      if (!replaying && JSON.stringify(event) === tapped) counts[`${phone}.judgments`]++;
      return game.apply(state, event);
    },
    actor(config, state, event) {
      if (JSON.stringify(event) === tapped) counts[`${phone}.judgments`]++;
      return game.actor(config, state, event);
    },
  });
  return { diamonds: wrap(registry.diamonds), diams: wrap(registry.diams) };
}

/** A phone's database with the counted rules, and every IndexedDB request it makes counted. */
function countedDb(phone: Phone): DeviceDb {
  const db = new Db(`phone-${newId()}`, { games: counted(games, phone) });
  db.use({
    stack: 'dbcore',
    name: 'count',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        const count =
          <R>(f: (req: R) => unknown, isLog = (_: R) => false) =>
          (req: R) => {
            counts[`${phone}.idb`]++;
            if (isLog(req)) counts[`${phone}.logReads`]++;
            return f(req);
          };
        return {
          ...table,
          get: count(table.get.bind(table)),
          getMany: count(table.getMany.bind(table)),
          count: count(table.count.bind(table)),
          mutate: count(table.mutate.bind(table)),
          openCursor: count(table.openCursor.bind(table)),
          query: count(table.query.bind(table), (req) => name === 'events' && Number(req.query.range.type) === 2 /* DBCoreRangeType.Range */),
        } as typeof table;
      },
    }),
  });
  return db;
}

/** A screen for the controller: it only needs to be asked to render. */
function screen(): ReactiveControllerHost & { renders: number } {
  return {
    renders: 0,
    addController() {},
    removeController() {},
    requestUpdate() {
      this.renders++;
    },
    updateComplete: Promise.resolve(true),
  };
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/** Waits until no phone has made a request or written to the room for `quietMs`: the tap's work is done. */
async function quiet(quietMs = 300): Promise<void> {
  let last = JSON.stringify(counts);
  let since = Date.now();
  await until(
    () => {
      const now = JSON.stringify(counts);
      if (now !== last) [last, since] = [now, Date.now()];
      return Date.now() - since >= quietMs;
    },
    'the phones to be quiet',
    25_000,
  );
}

interface Phones {
  host: LiveTable;
  follower: LiveTable;
  hostScreen: SessionController<unknown, unknown>;
  followerScreen: SessionController<unknown, unknown>;
  events: unknown[];
  close(): Promise<void>;
}

async function phones(seed: number): Promise<Phones> {
  const relay = await startRelay();
  const game = randomGame(seed, { players: 4, ...sized({ rounds: 1, stopAfterPlays: 24 }, { rounds: 1, stopAfterPlays: 6 }) });
  const hostDb = countedDb('host');
  const followerDb = countedDb('follower');
  const id = await createSession(hostDb, 'diamonds', game.config);
  const host = (await share(hostDb, id, `ws://127.0.0.1:${relay.port}/sync`, phonePage())) as LiveTable;
  await host.host.letWhole(true);
  await until(() => host.status === 'live', 'the host live', 25_000);
  const follower = await follow(followerDb, host, 'whole');
  const controller = (db: DeviceDb) => {
    const c = new SessionController<unknown, unknown>(screen(), { db: () => db, id: () => id, game: 'diamonds' });
    c.hostConnected();
    return c;
  };
  const hostScreen = controller(hostDb);
  const followerScreen = controller(followerDb);
  for (const [table, phone] of [
    [host, 'host'],
    [follower, 'follower'],
  ] as const)
    table.doc.on('update', (_u: Uint8Array, origin: unknown) => {
      if (origin !== table.provider) counts[`${phone}.roomWrites`]++;
    });
  return {
    host,
    follower,
    hostScreen,
    followerScreen,
    events: game.events,
    async close() {
      hostScreen.hostDisconnected();
      followerScreen.hostDisconnected();
      closeAll();
      await relay.close();
      hostDb.close();
      followerDb.close();
    },
  };
}

const shown = (c: SessionController<unknown, unknown>): number => (c.status === 'ready' ? (c.view?.revision ?? -1) : -1);

async function settledAt(p: Phones, revision: number): Promise<void> {
  await until(() => shown(p.hostScreen) >= revision && shown(p.followerScreen) >= revision, 'both screens at the revision', 25_000);
  await quiet();
}

/** Each event tapped on the follower's screen: the hops to its paint and to quiet, and the ms to its paint. */
async function followerTaps(): Promise<{ painted: Counts[]; settled: Counts[]; ms: number[] }> {
  const p = await phones(31);
  const painted: Counts[] = [];
  const settled: Counts[] = [];
  const ms: number[] = [];
  try {
    await settledAt(p, shown(p.hostScreen));
    for (const event of p.events) {
      const revision = shown(p.followerScreen);
      await settledAt(p, revision);
      counts = zero();
      tapped = JSON.stringify(event);
      const start = performance.now();
      const outcome = await p.followerScreen.append(event);
      ms.push(performance.now() - start);
      if (outcome.kind !== 'ok') throw new Error(`the follower's tap: ${JSON.stringify(outcome)}`);
      painted.push({ ...counts });
      await settledAt(p, revision + 1);
      settled.push({ ...counts });
    }
  } finally {
    await p.close();
  }
  return { painted, settled, ms };
}

/** Each event tapped on the host's screen: ms from its commit to the follower's screen showing it. */
async function hostTaps(): Promise<number[]> {
  const p = await phones(32);
  const ms: number[] = [];
  try {
    for (const event of p.events) {
      const revision = shown(p.hostScreen);
      await settledAt(p, revision);
      const outcome = await p.hostScreen.append(event);
      const committed = performance.now();
      if (outcome.kind !== 'ok') throw new Error(`the host's tap: ${JSON.stringify(outcome)}`);
      await until(() => shown(p.followerScreen) > revision, "the follower's screen", 25_000);
      ms.push(performance.now() - committed);
    }
  } finally {
    await p.close();
  }
  return ms;
}

async function main(): Promise<void> {
  const taps = await followerTaps();
  const keys = Object.keys(zero()) as (keyof Counts)[];
  for (const [name, all] of [
    ['painted', taps.painted],
    ['settled', taps.settled],
  ] as const) {
    for (const key of keys)
      emit(
        `follower-tap-${name}-${key.replace('.', '-')}-median`,
        quantile(
          all.map((c) => c[key]),
          0.5,
        ),
        'per tap',
      );
    // Log reads are IndexedDB requests already.
    const hops = all.map((c) => keys.filter((k) => !k.endsWith('logReads')).reduce((sum, k) => sum + c[k], 0));
    emit(`follower-tap-${name}-hops-median`, quantile(hops, 0.5), 'per tap');
    emit(`follower-tap-${name}-hops-max`, Math.max(...hops), 'per tap');
  }
  emit('follower-tap-taps', taps.ms.length, 'taps');
  emit('follower-tap-to-painted-median', Math.round(quantile(taps.ms, 0.5) * 10) / 10, 'ms');
  emit('follower-tap-to-painted-p95', Math.round(quantile(taps.ms, 0.95) * 10) / 10, 'ms');
  const host = await hostTaps();
  emit('host-commit-to-follower-painted-node-median', Math.round(quantile(host, 0.5) * 10) / 10, 'ms');
  emit('host-commit-to-follower-painted-node-p95', Math.round(quantile(host, 0.95) * 10) / 10, 'ms');
  process.exit(0);
}

void main();
