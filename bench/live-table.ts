/**
 * The live table's figures (docs/live-table.md):
 * - in the browser: the built app and its relay on 127.0.0.1 (as `npm run table` serves them),
 *   a host and a follower on two pages of Debian's Chromium, the example 4-player game tapped on
 *   the host to its end. Per event, from the host's commit (its screen's `data-events` changing,
 *   which the store's commit precedes by a microtask) to the animation frame in which the
 *   follower's screen shows it, median and p95 (both pages read one clock, performance.timeOrigin
 *   + now). Skipped, with a note, when Chromium is missing;
 * - in Node: one whole game, from the host's commit to the follower's stored copy (its Dexie row
 *   at the new revision, checked with the rules), median and p95;
 * - club night: 20 rooms of 5 phones (a host with its store, four Node Y clients), each room
 *   playing a whole game as fast as its host records, on a relay in a process of its own
 *   (./relay-process.ts), so that its memory is its own. Every phone must converge on the host's
 *   log. Prints the p95 from commit to each phone's update, the relay's memory (idle, peak, and
 *   its heap once everyone left and garbage was collected) and whether every room was freed.
 */
import 'fake-indexeddb/auto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import * as Y from 'yjs';
import { HocuspocusProvider } from '@hocuspocus/provider';
import WebSocket from 'ws';
import { appendEvent, createSession, revisionOf } from '../src/store/index';
import { closeAll, share } from '../src/live/tables';
import { proofToken, relayConnection, RelaySockets } from '../src/wire/relay-socket';
import { readHead, readLog } from '../src/live/doc';
import { tableKeys } from '../src/wire/crypto';
import { phoneDb, until } from '../test/live/helpers';
import { randomGame } from '../test/support/random-diamonds';
import { diamondsGame } from '../src/rules/diamonds/index';
import { startTableServer } from '../server/table-server';
import { SECURITY_HEADERS } from '../server/security-headers';
import { CHROMIUM, launch, waitForHome } from '../test/e2e/browser';
import { seed, unplayedFromRecord } from '../test/e2e/seed';
import { tap } from '../test/e2e/diamonds-tap';
import { relayProcess } from './relay-child';
import { oneGame } from './live-game';
import { emit } from './emit';
import { sized } from './size';
import { buildApp } from './preview';

/**
 * The club night's 100 phones, each from an address of its own on the loopback network (all of
 * 127.0.0.0/8 is this machine on Linux), as phones at a club are: the relay caps connections per
 * address (server/guard.ts).
 */
let phonesMade = 0;
function ownAddress(): typeof globalThis.WebSocket {
  const localAddress = `127.0.${Math.floor(phonesMade / 250)}.${2 + (phonesMade % 250)}`;
  phonesMade++;
  return class extends WebSocket {
    constructor(url: string | URL) {
      super(url, { localAddress });
    }
  } as unknown as typeof globalThis.WebSocket;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

async function room(relayBase: string, seed: number, latencies: number[]): Promise<boolean> {
  const game = randomGame(seed, { players: 4, ...sized({}, { rounds: 1, stopAfterPlays: 12 }) });
  const db = phoneDb();
  const id = await createSession(db, 'diamonds', game.config);
  const host = await share(db, id, relayBase, { WebSocket: ownAddress(), sockets: new RelaySockets() });
  if (!host) throw new Error('not shared');
  const keys = tableKeys(host.link.secret)!;
  const phones = Array.from({ length: 4 }, () => {
    const doc = new Y.Doc();
    const socket = relayConnection({ url: relayBase, WebSocketPolyfill: ownAddress() });
    const provider = new HocuspocusProvider({
      websocketProvider: socket,
      name: host.link.room,
      document: doc,
      token: proofToken(socket, keys.write, host.link.room),
    });
    provider.attach();
    return { doc, socket, provider };
  });
  await until(() => host.status === 'live' && phones.every((p) => p.provider.isSynced), 'the room to be live', 20_000);
  for (const event of game.events) {
    const row = await db.sessions.get(id);
    const result = await appendEvent(db, id, event, revisionOf(row!));
    if (!result.ok) throw new Error('the game does not replay');
    const committed = performance.now();
    await Promise.all(
      phones.map(async (p) => {
        await until(
          () => {
            const head = readHead(p.doc, keys, host.link.hostKey);
            return head !== null && head.revision >= result.revision && readLog(p.doc, head, keys) !== null;
          },
          'a phone',
          20_000,
        );
        latencies.push(performance.now() - committed);
      }),
    );
  }
  const converged = phones.every((p) => {
    const head = readHead(p.doc, keys, host.link.hostKey);
    return head !== null && JSON.stringify(readLog(p.doc, head, keys)?.events) === JSON.stringify(game.events);
  });
  for (const p of phones) {
    p.provider.destroy();
    p.socket.destroy();
  }
  host.close();
  return converged;
}

/** Host-commit-to-follower-render latencies of the example game, in the browser (ms, one per event). */
async function renderLatencies(): Promise<number[]> {
  const outDir = await buildApp();
  const server = await startTableServer({
    root: outDir,
    headers: SECURITY_HEADERS,
    host: '127.0.0.1',
    port: 0,
    dataDir: mkdtempSync(joinPath(tmpdir(), 'ledger-live-tables-')),
  });
  const browser = await launch();
  try {
    const record = diamondsGame.parseRecord(JSON.parse(readFileSync(new URL('../examples/diamonds-4p-standard.json', import.meta.url), 'utf8')));
    if (!record.ok) throw new Error(record.error.text.key);
    const pages = [];
    for (let i = 0; i < 2; i++) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      page.on('pageerror', (error) => process.stderr.write(`bench: live table page error: ${error.message}\n`));
      await page.addLocatorHandler(page.locator('pwa-toast').getByRole('button', { name: 'Dismiss' }), (button) => button.click());
      await page.goto(`http://127.0.0.1:${server.port}/`);
      await waitForHome(page);
      pages.push(page);
    }
    const [host, follower] = pages as [(typeof pages)[0], (typeof pages)[0]];
    const id = 'bench-000-4000-8000-000000000001';
    await seed(host, unplayedFromRecord('diamonds-4p-standard.json', id));
    await host.evaluate((sid) => (location.hash = `#/session/${sid}`), id);
    await host.locator('diamonds-session-screen[data-phase="deal"]').waitFor();
    await host.locator('live-bar').getByRole('button', { name: 'Share this table' }).click();
    const link = await host.locator('live-bar a[data-link]').getAttribute('href');
    await host.locator('live-bar [data-status="live"]').waitFor();
    await follower.goto(link ?? '');
    // A phone that opens a link is asked which seat it plays for first: this one watches.
    await follower.locator('live-join button[data-seat="watch"]').click({ timeout: 30_000 });
    await follower.locator('diamonds-session-screen[data-phase]').waitFor({ timeout: 30_000 });
    await follower.locator('live-bar [data-status="live"]').waitFor();
    // Each page notes when its screen first shows N events: the host at once (its commit), the
    // follower in the animation frame that paints it.
    for (const [page, painted] of [
      [host, false],
      [follower, true],
    ] as const) {
      await page.evaluate((atFrame) => {
        const seen: Record<string, number> = {};
        (window as unknown as { seen: typeof seen }).seen = seen;
        const screen = document.querySelector('diamonds-session-screen');
        if (!screen) throw new Error('no screen');
        // Inline, not a named function: the bundler that runs this script would wrap a named one
        // in a helper the page does not have.
        new MutationObserver(() => {
          const n = screen.getAttribute('data-events') ?? '';
          if (atFrame) requestAnimationFrame(() => (seen[n] ??= performance.timeOrigin + performance.now()));
          else seen[n] ??= performance.timeOrigin + performance.now();
        }).observe(screen, { attributes: true, attributeFilter: ['data-events'] });
      }, painted);
    }
    const seenAt = (page: typeof host, n: number) => page.evaluate((k) => (window as unknown as { seen: Record<string, number> }).seen[k] ?? null, String(n));
    const latencies: number[] = [];
    for (const [i, event] of record.events.slice(0, sized(Infinity, 12)).entries()) {
      await tap(host, event, i === 0);
      await follower.waitForFunction((k) => (window as unknown as { seen: Record<string, number> }).seen[k] !== undefined, String(i + 1), {
        polling: 'raf',
        timeout: 20_000,
      });
      const committed = await seenAt(host, i + 1);
      const shown = await seenAt(follower, i + 1);
      if (committed === null || shown === null) throw new Error(`event ${i + 1} not seen`);
      latencies.push(shown - committed);
    }
    return latencies;
  } finally {
    await browser.close();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The club night's rooms, of 5 phones each. */
const ROOMS = sized(20, 2);

const MB = (bytes: number): number => Math.round(bytes / 1e5) / 10;

async function main(): Promise<void> {
  if (existsSync(CHROMIUM)) {
    const render = await renderLatencies();
    emit('live-commit-to-follower-render-median', Math.round(quantile(render, 0.5) * 10) / 10, 'ms');
    emit('live-commit-to-follower-render-p95', Math.round(quantile(render, 0.95) * 10) / 10, 'ms');
    emit('live-commit-to-follower-render-events', render.length, 'events');
  } else process.stderr.write(`bench: the live table's render latency skipped, ${CHROMIUM} is missing (run scripts/ensure-chromium.sh)\n`);

  const relay = await relayProcess();
  const base = `ws://127.0.0.1:${relay.port}/sync`;

  const game = await oneGame(base);
  emit('live-commit-to-follower-stored-median', Math.round(quantile(game, 0.5) * 10) / 10, 'ms');
  emit('live-commit-to-follower-stored-p95', Math.round(quantile(game, 0.95) * 10) / 10, 'ms');

  const latencies: number[] = [];
  const idle = await relay.stats('gc');
  let peak = idle;
  let peakRooms = 0;
  let sampling = Promise.resolve();
  const watch = setInterval(() => {
    sampling = sampling.then(async () => {
      const now = await relay.stats();
      peakRooms = Math.max(peakRooms, now.rooms);
      if (now.rss > peak.rss) peak = now;
    });
  }, 100);
  const started = performance.now();
  const converged = await Promise.all(Array.from({ length: ROOMS }, (_, i) => room(base, 100 + i, latencies)));
  const seconds = (performance.now() - started) / 1000;
  closeAll();
  clearInterval(watch);
  await sampling;
  // Everyone left: every room must be freed, and the relay's heap back near where it started.
  const empty = await until(
    async () => {
      const now = await relay.stats();
      return now.rooms === 0 && now.connections === 0 && now;
    },
    'the rooms to be freed',
    10_000,
  ).catch(() => null); // the rooms still open are reported as they are
  const after = await relay.stats('gc');
  emit('club-night-rooms', ROOMS, 'rooms');
  emit('club-night-phones-converged', converged.filter(Boolean).length * 5, `of ${ROOMS * 5} phones`);
  emit('club-night-updates', latencies.length, 'updates');
  emit('club-night-p95', Math.round(quantile(latencies, 0.95) * 10) / 10, 'ms');
  emit('club-night-seconds', Math.round(seconds * 10) / 10, 's');
  emit('club-night-relay-peak-rooms', peakRooms, 'rooms');
  emit('club-night-relay-rss-idle', MB(idle.rss), 'MB');
  emit('club-night-relay-rss-peak', MB(peak.rss), 'MB');
  emit('club-night-relay-heap-idle', MB(idle.heapUsed), 'MB');
  emit('club-night-relay-heap-peak', MB(peak.heapUsed), 'MB');
  emit('club-night-relay-heap-after-gc', MB(after.heapUsed), 'MB');
  emit('club-night-rooms-after', after.rooms, 'rooms');
  emit('club-night-connections-after', after.connections, 'connections');
  emit('club-night-rooms-freed', empty === null ? ROOMS - after.rooms : ROOMS, `of ${ROOMS} rooms`);
  relay.close();
  if (converged.some((c) => !c) || empty === null) process.exit(1);
  process.exit(0);
}

void main();
