/// <reference types="mocha" />
/**
 * The live bar's share panel (src/components/live/live-bar.ts) says what the table's relay keeps
 * and for how long, from the message catalog in every language, on a 390×844 phone: the app's
 * own server the days it says it keeps an unused table, any other relay that its keeping is up to
 * whoever runs it.
 */
import { html } from 'lit';
import '../../../src/components/diamonds/session-screen/session-screen.js';
import type { DiamondsSessionScreen } from '../../../src/components/diamonds/session-screen/session-screen.js';
import type { LiveBar } from '../../../src/components/live/live-bar.js';
import { setLocale, type Locale } from '../../../src/i18n/localization.js';
import { templates as ja } from '../../../src/i18n/locales/ja.js';
import { templates as zhHant } from '../../../src/i18n/locales/zh-Hant.js';
import { closeAll } from '../../../src/live/tables.js';
import { createSession, openLedgerDb, setSetting, type LedgerDb } from '../../../src/store/index.js';
import { expectAccessible } from '../a11y.js';
import { assert, cleanup, equal, fixture, textOf, until } from '../helpers.js';
import { TWO } from '../diamonds/states.js';

const PHONE = { width: 390, height: 844 };

let db: LedgerDb;
beforeEach(() => {
  db = openLedgerDb(`live-bar-test-${crypto.randomUUID()}`);
});
afterEach(async () => {
  await setLocale('en');
  cleanup();
  closeAll();
  await db.delete();
});

/** A game's screen at phone width, shared from its live bar; resolves with the bar once its share panel shows. */
async function shared(): Promise<LiveBar> {
  const id = await createSession(db, 'diamonds', TWO);
  const screen = await fixture<DiamondsSessionScreen>(
    html`<diamonds-session-screen style="display: block; width: ${PHONE.width}px" .db=${db} session-id=${id}></diamonds-session-screen>`,
  );
  await until(() => screen.dataset.phase && screen.dataset.phase !== 'loading', 'the session to load');
  const bar = await until(() => screen.shadowRoot?.querySelector<LiveBar>('live-bar'), 'the live bar');
  bar.shadowRoot!.querySelector<HTMLButtonElement>('button[data-action="share"]')!.click();
  await until(() => bar.shadowRoot?.querySelector('[data-kept]'), 'the share panel');
  return bar;
}

/** A catalog entry as a screen says it, with `values` in its places. */
function worded(entry: unknown, values: readonly unknown[]): string {
  if (typeof entry === 'string') return entry;
  const { strings } = entry as { strings: readonly string[] };
  return strings.reduce((text, part, i) => text + String(values[i - 1]) + part);
}

/** In each language: the panel says the catalog's words for `id` (with `values`), and fits the phone's screen. */
async function saysInEveryLanguage(bar: LiveBar, id: string, english: string, values: readonly unknown[] = []): Promise<void> {
  const words: Record<Locale, string> = { en: english, 'zh-Hant': worded(zhHant[id], values), ja: worded(ja[id], values) };
  for (const locale of ['en', 'zh-Hant', 'ja'] as const) {
    await setLocale(locale);
    await until(() => textOf(bar.shadowRoot!.querySelector('[data-kept]')) === words[locale], `the ${locale} words`);
    const panel = bar.shadowRoot!.querySelector<HTMLElement>('.share')!;
    assert(panel.scrollWidth <= PHONE.width && panel.getBoundingClientRect().width <= PHONE.width, `${locale}: the panel is ${panel.scrollWidth} px wide`);
    // QR code, link and words can be seen at once.
    assert(panel.getBoundingClientRect().height <= PHONE.height, `${locale}: the panel is ${panel.getBoundingClientRect().height} px tall`);
  }
}

const realFetch = window.fetch;
/** The page's own server answers relay.json with `body` (npm run table does; the test server does not). */
function serverSays(body: unknown, status = 200): void {
  window.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === 'relay.json' ? Promise.resolve(new Response(JSON.stringify(body), { status })) : realFetch(input, init)) as typeof fetch;
}
afterEach(() => {
  window.fetch = realFetch;
});

const ELSEWHERE = "This game goes through a relay that may keep it (the players' names and everything recorded) for as long as whoever runs it decides.";

describe('<live-bar> share panel', () => {
  it("on the app's own server: the game, who can open it later, and the days that server says it keeps an unused table", async () => {
    serverSays({ keepDays: 45 });
    const bar = await shared();
    await saysInEveryLanguage(
      bar,
      'live.share.kept',
      "The table's server keeps this game (the players' names and everything recorded) so that a phone can open the link later, even after the host has left. It deletes a table no phone has opened for 45 days.",
      [45],
    );
    await expectAccessible(bar);
  });

  it('on a server that says nothing it could print: how long is up to whoever runs it', async () => {
    serverSays({ keepDays: '30 days; <b>DROP</b>' });
    const bar = await shared();
    await saysInEveryLanguage(bar, 'live.share.kept.elsewhere', ELSEWHERE);
  });

  it('on a relay set in Settings: how long is up to whoever runs it', async () => {
    serverSays({ keepDays: 30 });
    // An address nothing answers: the panel shows whatever the connection does.
    await setSetting(db, 'liveRelay', 'ws://127.0.0.1:9/sync');
    const bar = await shared();
    await saysInEveryLanguage(bar, 'live.share.kept.elsewhere', ELSEWHERE);
    assert(textOf(bar.shadowRoot).includes(encodeURIComponent('ws://127.0.0.1:9/sync')), 'the link names the relay set in Settings');
  });
});
