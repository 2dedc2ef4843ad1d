/**
 * What each route shows: its document title, the module that defines its screen, and the
 * screen's element. Home and the notice screen come with the shell (home is what everyone sees
 * first); every other screen is a dynamic import, so it is its own chunk, out of the first load:
 * a lazy door, stated in src/lazy-doors.ts with the app's others. To give a route another screen,
 * change its entry here and its door there (the build names a door missing or gone).
 */
import { html, type TemplateResult } from 'lit';
import { msg } from '@lit/localize';
import type { Route, RouteName } from '../shared/router';

export interface ScreenEntry<R extends Route> {
  /** In the current language: a getter, read each time the title is shown. */
  readonly title: string;
  load: () => Promise<unknown>;
  render: (route: R) => TemplateResult;
}

type ScreenEntries = { [K in RouteName]: ScreenEntry<Extract<Route, { name: K }>> };

export const SCREENS: ScreenEntries = {
  home: {
    get title() {
      return msg('Games', { id: 'shell.title.home' });
    },
    load: () => Promise.resolve(),
    render: () => html`<home-screen></home-screen>`,
  },
  new: {
    get title() {
      return msg('New game', { id: 'shell.title.new' });
    },
    load: () => import('../new-game/new-game-screen'),
    render: () => html`<new-game-screen></new-game-screen>`,
  },
  session: {
    get title() {
      return msg('Game', { id: 'shell.title.session' });
    },
    load: () => import('../session-route/session-route'),
    render: ({ id }) => html`<session-route .sessionId=${id}></session-route>`,
  },
  rules: {
    get title() {
      return msg('Rules', { id: 'shell.title.rules' });
    },
    load: () => import('../rules-screen/rules-screen'),
    render: ({ rule }) => html`<rules-screen .rule=${rule ?? null}></rules-screen>`,
  },
  settings: {
    get title() {
      return msg('Settings', { id: 'shell.title.settings' });
    },
    load: () => import('../settings-screen/settings-screen'),
    render: () => html`<settings-screen></settings-screen>`,
  },
  about: {
    get title() {
      return msg('About', { id: 'shell.title.about' });
    },
    load: () => import('../about-screen/about-screen'),
    render: () => html`<about-screen></about-screen>`,
  },
  players: {
    get title() {
      return msg('Players', { id: 'shell.title.players' });
    },
    load: () => import('../players/players-screen'),
    render: () => html`<players-screen></players-screen>`,
  },
  history: {
    get title() {
      return msg('History', { id: 'shell.title.history' });
    },
    load: () => import('../history/history-screen'),
    render: () => html`<history-screen></history-screen>`,
  },
  'history-session': {
    get title() {
      return msg('Past game', { id: 'shell.title.history-session' });
    },
    load: () => import('../history/history-session'),
    render: ({ id }) => html`<history-session .sessionId=${id}></history-session>`,
  },
  stats: {
    get title() {
      return msg('Statistics', { id: 'shell.title.stats' });
    },
    load: () => import('../stats/stats-screen'),
    render: () => html`<stats-screen></stats-screen>`,
  },
  shared: {
    get title() {
      return msg('Shared game', { id: 'shell.title.shared' });
    },
    load: () => import('../share-link/shared-screen'),
    render: ({ payload }) => html`<shared-screen .payload=${payload}></shared-screen>`,
  },
  live: {
    get title() {
      return msg('Live table', { id: 'shell.title.live' });
    },
    load: () => import('../live/live-join'),
    render: ({ secret, host, relay }) => html`<live-join .secret=${secret} .hostKey=${host} .relay=${relay}></live-join>`,
  },
  ledger: {
    get title() {
      return msg('Link this device', { id: 'shell.title.ledger' });
    },
    load: () => import('../ledger/ledger-join'),
    render: ({ parts }) => html`<ledger-join .parts=${parts}></ledger-join>`,
  },
  'not-found': {
    get title() {
      return msg('Page not found', { id: 'shell.title.not-found' });
    },
    load: () => Promise.resolve(),
    render: () =>
      html`<shell-notice
        heading=${msg('Page not found', { id: 'shell.title.not-found' })}
        message=${msg('There is nothing at this address.', { id: 'shell.not-found.message' })}
      ></shell-notice>`,
  },
};

/** The screen of a route (TypeScript cannot narrow the table's entry by a union's name). */
export function renderRoute(route: Route): TemplateResult {
  return (SCREENS[route.name] as ScreenEntry<Route>).render(route);
}

export const APP_NAME = 'Diamond Ledger';
