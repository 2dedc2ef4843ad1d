/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/components/app-shell/app-shell';
import type { AppShell } from '../../../src/components/app-shell/app-shell';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, deepActiveElement, fixture, textOf, until } from '../helpers';
import { sendKeys, sendMouse } from '@web/test-runner-commands';

async function go(shell: AppShell, hash: string): Promise<void> {
  location.hash = hash;
  // hashchange fires asynchronously; the shell then loads the screen and renders it.
  await until(() => shell.querySelector('main')?.firstElementChild?.localName !== undefined, 'a screen');
  await new Promise((r) => setTimeout(r, 0));
  await shell.settled;
}

const screenOf = (shell: AppShell) => shell.querySelector('main')?.firstElementChild ?? null;
// A screen's heading is in its shadow root, or in the page for <session-route> (no shadow root).
const headingOf = (shell: AppShell) => (screenOf(shell)?.shadowRoot ?? screenOf(shell))?.querySelector('h1')?.textContent?.trim() ?? '';

describe('<app-shell>', () => {
  let shell: AppShell;

  beforeEach(async () => {
    history.replaceState(null, '', '#/');
    shell = await fixture<AppShell>(html`<app-shell></app-shell>`);
    await shell.settled;
  });

  afterEach(() => {
    cleanup();
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('has a skip link, a banner with the main navigation and a main landmark', async () => {
    const skip = shell.querySelector<HTMLAnchorElement>('a.skip');
    expect(skip && shell.firstElementChild === skip, 'the skip link comes first').toBeTruthy();
    expect(shell.querySelector('header nav[aria-label="Main"]'), 'main navigation in the banner').toBeTruthy();
    expect(shell.querySelector('main#main'), 'the main landmark').toBeTruthy();
    expect(screenOf(shell)?.localName, 'home at #/').toBe('home-screen');
    expect(shell.querySelector('[aria-current="page"]')?.textContent?.trim(), 'current page marked').toBe('Games');
    expect(document.title, 'title').toBe('Diamond Ledger');
  });

  const ROUTES: [string, string, string][] = [
    ['#/new', 'new-game-screen', 'New game'],
    ['#/session/abc%20123', 'session-route', 'Game not found'],
    ['#/rules', 'rules-screen', 'Rules'],
    ['#/settings', 'settings-screen', 'Settings'],
    ['#/about', 'about-screen', 'About Diamond Ledger'],
    ['#/no/such/page', 'shell-notice', 'Page not found'],
    ['#/', 'home-screen', 'Games'],
  ];

  for (const [hash, tag, heading] of ROUTES) {
    it(`shows ${tag} at ${hash} and moves focus to its heading`, async () => {
      if (hash === '#/') await go(shell, '#/about'); // start elsewhere so that #/ is a navigation
      await go(shell, hash);
      expect(screenOf(shell)?.localName, 'screen').toBe(tag);
      await until(() => headingOf(shell) === heading, `heading "${heading}" (got "${headingOf(shell)}")`);
      const focused = deepActiveElement();
      expect(focused?.localName, 'focus on the heading').toBe('h1');
      expect(focused?.textContent?.trim(), 'the new screen’s heading').toBe(heading);
      expect(document.title.startsWith(heading === 'Games' ? 'Diamond Ledger' : ''), 'title').toBeTruthy();
    });
  }

  it('shows the focus ring of a new screen’s heading to the keyboard only', async () => {
    const link = (name: string) => [...shell.querySelectorAll<HTMLAnchorElement>('header nav a')].find((a) => a.textContent?.trim() === name);
    // A screen opened by its address, before any input: no ring.
    await go(shell, '#/about');
    await until(() => deepActiveElement()?.localName === 'h1', 'focus on the heading');
    expect(deepActiveElement()?.matches(':focus-visible'), 'no ring on a screen opened by its address').toBe(false);
    // A click (a tap on a phone): focus moves to the heading, with no ring.
    const rules = link('Rules')!;
    const box = rules.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    await until(() => screenOf(shell)?.localName === 'rules-screen', 'the rules');
    await shell.settled;
    await until(() => deepActiveElement()?.localName === 'h1', 'focus on the heading');
    expect(deepActiveElement()?.matches(':focus-visible'), 'no ring after a click').toBe(false);
    // The keyboard: Enter on a link, and the heading shows where focus went.
    link('Settings')!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => screenOf(shell)?.localName === 'settings-screen', 'the settings');
    await shell.settled;
    await until(() => deepActiveElement()?.textContent?.trim() === 'Settings', 'focus on the heading');
    expect(deepActiveElement()?.matches(':focus-visible'), 'a ring after the keyboard').toBe(true);
  });

  it('gives a session screen its id, decoded', async () => {
    await go(shell, '#/session/abc%20123');
    expect((screenOf(shell) as { sessionId?: string }).sessionId, 'session id').toBe('abc 123');
  });

  it('marks the current page in the navigation and titles the document', async () => {
    await go(shell, '#/settings');
    expect(shell.querySelector('[aria-current="page"]')?.textContent?.trim(), 'current').toBe('Settings');
    expect(document.title, 'title').toBe('Settings — Diamond Ledger');
  });

  it('skip link moves focus to main without changing the route', async () => {
    const skip = shell.querySelector<HTMLAnchorElement>('a.skip');
    skip?.focus();
    skip?.click();
    expect(document.activeElement, 'focus on main').toBe(shell.querySelector('main'));
    expect(location.hash, 'route unchanged').toBe('#/');
  });

  it('is accessible as a whole page', async () => {
    document.documentElement.lang = 'en'; // as index.html says
    await until(() => textOf(screenOf(shell)?.shadowRoot).includes('Games'), 'home');
    await expectAccessible(document.body, { wholePage: true });
    await go(shell, '#/about');
    await expectAccessible(document.body, { wholePage: true });
  });
});
