/**
 * What each route shows: its document title, the module that defines its screen, and the
 * screen's element. Home and the notice screen come with the shell (home is what everyone sees
 * first); every other screen is a dynamic import, so it is its own chunk, out of the first load.
 * To give a route another screen, change its entry here: nothing else needs to know.
 */
import { html, type TemplateResult } from 'lit';
import type { Route, RouteName } from '../shared/router.js';

export interface ScreenEntry<R extends Route> {
  title: string;
  load: () => Promise<unknown>;
  render: (route: R) => TemplateResult;
}

type ScreenTable = { [K in RouteName]: ScreenEntry<Extract<Route, { name: K }>> };

export const SCREENS: ScreenTable = {
  home: {
    title: 'Games',
    load: () => Promise.resolve(),
    render: () => html`<home-screen></home-screen>`,
  },
  new: {
    title: 'New game',
    load: () => import('./screens/new-game.js'),
    render: () => html`<shell-new-game></shell-new-game>`,
  },
  session: {
    title: 'Game',
    load: () => import('./screens/session-view.js'),
    render: ({ id }) => html`<shell-session .sessionId=${id}></shell-session>`,
  },
  rules: {
    title: 'Rules',
    load: () => import('./screens/rules-summary.js'),
    render: () => html`<shell-rules></shell-rules>`,
  },
  settings: {
    title: 'Settings',
    load: () => import('../settings-screen/settings-screen.js'),
    render: () => html`<settings-screen></settings-screen>`,
  },
  about: {
    title: 'About',
    load: () => import('../about-screen/about-screen.js'),
    render: () => html`<about-screen></about-screen>`,
  },
  players: {
    title: 'Players',
    load: () => import('../players/players-screen.js'),
    render: () => html`<players-screen></players-screen>`,
  },
  history: {
    title: 'History',
    load: () => import('../history/history-screen.js'),
    render: () => html`<history-screen></history-screen>`,
  },
  'history-session': {
    title: 'Past game',
    load: () => import('../history/history-session.js'),
    render: ({ id }) => html`<history-session .sessionId=${id}></history-session>`,
  },
  stats: {
    title: 'Statistics',
    load: () => import('../stats/stats-screen.js'),
    render: () => html`<stats-screen></stats-screen>`,
  },
  'not-found': {
    title: 'Page not found',
    load: () => Promise.resolve(),
    render: () =>
      html`<shell-notice
        heading="Page not found"
        message="There is nothing at this address."
      ></shell-notice>`,
  },
};

/** The screen of a route (TypeScript cannot narrow the table's entry by a union's name). */
export function renderRoute(route: Route): TemplateResult {
  return (SCREENS[route.name] as ScreenEntry<Route>).render(route);
}

export const APP_NAME = 'Diamond Ledger';
