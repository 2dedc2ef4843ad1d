/**
 * Every lazy door of the app, in one place: each dynamic `import()` of src/, by the module that
 * opens it (`from`, a path from the repository's root) and what it opens (`to`, as the import
 * names it), with why it waits. The first load (index.html's scripts and styles, their
 * modulepreloads and what they import statically: scripts/first-load-size.mjs) is at most
 * FIRST_LOAD_LIMIT_KB gzipped; whatever the first screen (Home) does not need waits behind one of
 * these. Several `import()` of one module by one module are one door.
 *
 * Guarded by every `vite build` (scripts/lazy-doors.mjs, in vite.config.ts), which fails when an
 * `import()` of src/ is not stated here, when a door stated here is no longer in the code, when
 * what a door opens is in the first load all the same (a static import reaches it: the door is
 * bypassed), or when the first load outgrows FIRST_LOAD_LIMIT_KB. The service worker precaches
 * every chunk (vite.config.ts, `globPatterns`), so each door opens offline too.
 *
 * A door on the path of a tap (a play recorded) must be open before the tap: one the screen has
 * already opened, or whose module its own chunk holds. Data alone, importing nothing: the build
 * reads it with Node.
 */

/** The most the first load may weigh, gzipped JS and CSS, in KB of 1000 bytes (as Vite's report counts). */
export const FIRST_LOAD_LIMIT_KB = 50;

export interface LazyDoor {
  /** The module whose `import()` it is, from the repository's root. */
  from: string;
  /** What it imports, as written there. */
  to: string;
  /** Why it is lazy, and when it opens. */
  why: string;
}

/** The same reason for every one of `targets`. */
function each(why: string, targets: readonly string[]): Record<string, string> {
  return Object.fromEntries(targets.map((to) => [to, why]));
}

const SCREEN = 'a screen of its own, loaded when its route is first shown (Home comes with the shell)';

/** By the module that opens them: what each door opens, and why it waits. */
const DOORS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // The database: the first paint needs no Dexie (the shell's settings are peeked, src/store/peek.ts).
  'src/app/start.ts': { './database': 'Dexie and the store: opened at once, beside the first paint, not before it' },
  'src/components/home-screen/home-screen.ts': { './home-store': "Home's lists and verbs: its frame paints first, its games follow" },
  'src/store/live-query-controller.ts': { dexie: "liveQuery, for Home's controllers; every other screen's chunk has brought Dexie already" },

  'src/components/app-shell/routes.ts': each(SCREEN, [
    '../new-game/new-game-screen',
    '../session-route/session-route',
    '../rules-screen/rules-screen',
    '../settings-screen/settings-screen',
    '../about-screen/about-screen',
    '../players/players-screen',
    '../history/history-screen',
    '../history/history-session',
    '../stats/stats-screen',
    '../share-link/shared-screen',
    '../live/live-join',
    '../ledger/ledger-join',
  ]),
  // Each game's doors (opened by the session route and the new-game screen).
  'src/components/shared/game-doors.ts': {
    ...each("a game's screen, of its game only", ['../diamonds/session-screen/session-screen', '../diams/session-screen/session-screen']),
    '../diamonds/new-game/new-game': 'Diamonds set-up, when the new-game screen opens on it (the first game offered) or it is chosen',
    '../diams/new-game/new-game': "Diam's set-up, when Diam's is chosen (or was last kept)",
  },

  // The rules, the statistics and the service worker: none is needed to list the games.
  'src/app/open.ts': { './games': 'the rules of both games, with the first verb that replays a log' },
  'src/components/home-screen/play-again.ts': { '../shared/start-again': 'Play again, when tapped' },
  'src/stats/keeper.ts': {
    './compute': 'statistics, computed once a game changed and the table is quiet',
    './library': 'ratings, refreshed after the statistics',
  },
  'src/stats/library.ts': {
    './compute': 'statistics of stale games, when the statistics screen finds some',
    './rate-games': 'OpenSkill, when ratings are worked out',
  },
  'src/main.ts': { './pwa/register': "the service worker's registration (workbox-window), after the first screen" },

  // Languages: English is in the first load, each other one loads when chosen.
  'src/i18n/localization.ts': { './locales/zh-Hant': '繁體中文, when it is the language', './locales/ja': '日本語, when it is the language' },

  // The live table and the ledger: Yjs, the relay's socket and the cryptography.
  'src/components/session/session-controller.ts': { '../../live/index': 'the live table, for a game shared at one (opened with the screen: before any tap)' },
  'src/components/live/live-bar.ts': {
    '../../live/index': 'the live table, when a game is shared',
    '../shared/qr-code': "the table's QR code, when shown",
  },
  'src/components/live/live-join.ts': { '../../live/index': "the live table, when a table's link is opened" },
  'src/components/settings-screen/devices-setting.ts': { '../shared/qr-code': "a device link's QR code, when shown" },
  'src/app/ledger-sync.ts': { '../sync/index': "the ledger's sync, at start on a linked device only" },
  'src/components/ledger/ledger-engine.ts': { '../../sync/index': "the ledger's sync, when Settings or a device link needs it" },
};

export const LAZY_DOORS: readonly LazyDoor[] = Object.entries(DOORS).flatMap(([from, doors]) => Object.entries(doors).map(([to, why]) => ({ from, to, why })));
