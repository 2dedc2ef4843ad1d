/// <reference types="mocha" />
/**
 * The live bar (src/components/live/live-bar.ts) on a 390×844 phone. The host's share panel: the
 * link (the table's secret and the host's key, the relay only when it is not the page's own
 * server), its QR code small enough for a phone's camera, the setting that lets a phone record for
 * the whole table, and what the table's relay keeps and for how long, from the message catalog in
 * every language. A game shared with an older app's link says it no longer opens, and its host
 * shares it again. A follower chooses which player its phone plays for.
 */
import { html } from 'lit';
import '../../../src/components/diamonds/session-screen/session-screen';
import type { DiamondsSessionScreen } from '../../../src/components/diamonds/session-screen/session-screen';
import type { LiveBar } from '../../../src/components/live/live-bar';
import { setLocale, type Locale } from '../../../src/i18n/localization';
import * as jaParts from '../../../src/i18n/locales/ja';
import { templatesOf } from '../../../src/i18n/locales/templates';
import * as zhHantParts from '../../../src/i18n/locales/zh-Hant';
import { closeAll } from '../../../src/live/tables';
import { newSecret, newSigner } from '../../../src/wire/crypto';
import { tableLink } from '../../../src/live/link';
import { defaultRelay } from '../../../src/wire/protocol';
import { openDeviceDb } from '../../../src/app/open';
import { appendEvent, createSession, setSetting, type DeviceDb } from '../../../src/store/index';
import type { LiveLink } from '../../../src/store/db';
import { setLiveLink } from '../../../src/store/live';
import '../../../src/components/shared/qr-code';
import { qrVersion, type QrCode } from '../../../src/components/shared/qr-code';
import { setViewport } from '@web/test-runner-commands';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, fixture, found, textOf, until } from '../helpers';
import { TWO } from '../diamonds/states';
import { KEY, followed } from './table-fixtures';

const ja = templatesOf(jaParts);
const zhHant = templatesOf(zhHantParts);

const PHONE = { width: 390, height: 844 };

// The phone's own viewport: the QR code's size follows it (80vw).
before(() => setViewport(PHONE));

let db: DeviceDb;
beforeEach(() => {
  db = openDeviceDb(`live-bar-test-${crypto.randomUUID()}`);
});
afterEach(async () => {
  await setLocale('en');
  cleanup();
  closeAll();
  await db.delete();
});

/** The live bar of a game's screen at phone width. */
async function barOf(id: string): Promise<LiveBar> {
  const screen = await fixture<DiamondsSessionScreen>(
    html`<diamonds-session-screen style="display: block; width: ${PHONE.width}px" .db=${db} session-id=${id}></diamonds-session-screen>`,
  );
  await until(() => screen.dataset.phase && screen.dataset.phase !== 'loading', 'the session to load');
  return until(() => screen.shadowRoot?.querySelector<LiveBar>('live-bar'), 'the live bar');
}

/** A game's screen at phone width, shared from its live bar; resolves with the bar once its share panel shows. */
async function shared(): Promise<LiveBar> {
  const bar = await barOf(await createSession(db, 'diamonds', TWO));
  await until(() => bar.shadowRoot?.querySelector('button[data-action="share"]'), 'the share button');
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
    expect(
      panel.scrollWidth <= PHONE.width && panel.getBoundingClientRect().width <= PHONE.width,
      `${locale}: the panel is ${panel.scrollWidth} px wide`,
    ).toBeTruthy();
    // QR code, link and words can be seen at once.
    expect(panel.getBoundingClientRect().height, `${locale}: the panel is ${panel.getBoundingClientRect().height} px tall`).toBeLessThanOrEqual(PHONE.height);
  }
}

const realFetch = window.fetch;
/** The page's own server answers relay.json with `body` (npm run table does; the test server does not). */
function serverSays(body: unknown, status = 200): void {
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    input === 'relay.json' ? Promise.resolve(new Response(JSON.stringify(body), { status })) : realFetch(input, init);
}
afterEach(() => {
  window.fetch = realFetch;
});

const ELSEWHERE = 'This game goes through a relay that may keep it, sealed, for as long as whoever runs it decides.';

describe('<live-bar> share panel', function () {
  // Three languages and accessibility checks on a busy two-core machine.
  this.timeout(30_000);
  it("on the app's own server: the game, who can open it later, and the days that server says it keeps an unused table", async () => {
    serverSays({ keepDays: 45 });
    const bar = await shared();
    await saysInEveryLanguage(
      bar,
      'live.share.kept',
      "The table's server keeps this game, sealed, so that a phone can open the link later, even after the host has left. It deletes a table no phone has opened for 45 days.",
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
    expect(textOf(bar.shadowRoot), 'the link names the relay set in Settings').toContain(encodeURIComponent('ws://127.0.0.1:9/sync'));
  });
});

describe('<live-bar> the alerts at the foot of the screen', function () {
  it('take no room and cover nothing while nothing asks: the foot of the screen is the page, not an empty strip', async () => {
    serverSays({ keepDays: 45 });
    const bar = await shared();
    const alerts = found(bar.shadowRoot!.querySelector<HTMLElement>('.alerts'), 'the alerts region');
    expect(alerts.hidden, 'nothing asks').toBe(true);
    expect(getComputedStyle(alerts).display).toBe('none');
    const box = alerts.getBoundingClientRect();
    expect(box.height, 'the hidden region is drawn nowhere').toBe(0);
  });
});

/** The session's stored live link once `check` holds for it (polled: the store is asynchronous). */
async function storedLink(id: string, check: (live: LiveLink | undefined) => boolean, what: string): Promise<LiveLink | undefined> {
  const end = performance.now() + 4000;
  for (;;) {
    const live = (await db.sessions.get(id))?.live;
    if (check(live)) return live;
    if (performance.now() > end) throw new Error(`Timed out waiting for ${what}: the row's link is ${JSON.stringify(live)}`);
    await new Promise((r) => requestAnimationFrame(r));
  }
}

/** The version of the QR code a <dl-qr-code> draws, read from its drawing: 17 + 4 × version modules and a 4-module quiet zone each side. */
async function drawnVersion(code: QrCode): Promise<number> {
  await code.updateComplete;
  const svg = found(code.shadowRoot!.querySelector('svg'), `a QR code drawn for ${code.text}`);
  const size = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const version = (size - 2 * 4 - 17) / 4;
  expect(Number.isInteger(version) && version >= 1 && version <= 40, `a QR code of ${size} modules`).toBeTruthy();
  return version;
}

describe('<live-bar> the link it shares', function () {
  // Three languages and accessibility checks on a busy two-core machine.
  this.timeout(30_000);
  it("is the page's address with the table's secret and the host's key, 43 characters each, and no relay on the page's own server", async () => {
    const bar = await shared();
    const id = bar.session!.view!.session.id;
    const live = found(await storedLink(id, (l) => l?.role === 'host' && typeof l.secret === 'string', 'the shared link'), 'the shared link');
    expect(live.secret && KEY.test(live.secret) && live.hostKey && KEY.test(live.hostKey), `the stored keys: ${JSON.stringify(live)}`).toBeTruthy();
    expect(live.relay, "the relay: the page's own server").toBe(defaultRelay());
    const link = bar.shadowRoot!.querySelector<HTMLAnchorElement>('[data-link]')!;
    const expected = `${location.origin}${location.pathname}#/live/${live.secret}/${live.hostKey}`;
    expect(link.getAttribute('href'), 'the link').toBe(expected);
    expect(textOf(link), 'the link as shown').toBe(expected);
    expect(expected, expected).toMatch(/#\/live\/[A-Za-z0-9_-]{43}\/[A-Za-z0-9_-]{43}$/);
    // The QR code is of that link, and a small one.
    const code = bar.shadowRoot!.querySelector<QrCode>('dl-qr-code')!;
    expect(code.text, "the QR code's text").toBe(expected);
    const version = await drawnVersion(code);
    expect(version, 'the version drawn is the one qrVersion says').toBe(qrVersion(expected));
    expect(version, `a QR code of version ${version} for ${expected.length} characters`).toBeLessThanOrEqual(10);
    expect(code.shadowRoot!.querySelector('svg')!.getAttribute('aria-label'), 'its accessible name').toBe('QR code of the link to this table');
    await expectAccessible(bar);
  });

  for (const [where, relay, left] of [
    ['a laptop on the LAN (its own relay, left out of the link)', 'ws://192.168.100.200:4174/sync', true],
    ['a hosted relay (named in the link)', 'wss://relay.example.org/sync', false],
  ] as const) {
    it(`makes a QR code of version 10 at most, served from ${where}`, async () => {
      const page = { origin: 'http://192.168.100.200:4174', pathname: '/', protocol: 'http:', host: '192.168.100.200:4174' };
      const url = tableLink({ secret: newSecret(), hostKey: newSigner().phone, relay }, page);
      expect(url.includes(encodeURIComponent(relay)), `the relay in ${url}`).toBe(!left);
      expect(url, url).toMatch(/^http:\/\/192\.168\.100\.200:4174\/#\/live\/[A-Za-z0-9_-]{43}\/[A-Za-z0-9_-]{43}(\/[^/]+)?$/);
      const code = await fixture<QrCode>(html`<dl-qr-code .text=${url} .label=${'QR code'}></dl-qr-code>`);
      const version = await drawnVersion(code);
      expect(version, 'the version drawn is the one qrVersion says').toBe(qrVersion(url));
      expect(version, `version ${version} for ${url.length} characters`).toBeLessThanOrEqual(10);
    });
  }
});

describe('<live-bar> the whole table', function () {
  // Three languages and accessibility checks on a busy two-core machine.
  this.timeout(30_000);
  it('the host lets a phone record for the whole table, or stops letting it, and the row keeps it', async () => {
    const bar = await shared();
    const id = bar.session!.view!.session.id;
    const box = found(bar.shadowRoot!.querySelector<HTMLInputElement>('input[type="checkbox"][data-action="whole"]'), 'the checkbox');
    expect(textOf(box.closest('label')), 'its label').toBe('Let a phone record for the whole table (every seat)');
    expect(box.checked, 'not let at first').toBe(false);
    await storedLink(id, (l) => l?.role === 'host' && l.whole === false, 'not let at first, in the row');
    box.click();
    await storedLink(id, (l) => l?.whole === true, 'whole stored');
    await until(() => bar.shadowRoot!.querySelector<HTMLInputElement>('input[data-action="whole"]')?.checked, 'still ticked');
    await expectAccessible(bar);
    bar.shadowRoot!.querySelector<HTMLInputElement>('input[data-action="whole"]')!.click();
    await storedLink(id, (l) => l?.whole === false, 'whole no longer stored');
  });
});

describe("<live-bar> a game shared with an older app's link", function () {
  // Three languages and accessibility checks on a busy two-core machine.
  this.timeout(30_000);
  /** A game whose row has a link an older version made: a room, but no secret, host key or signing key. */
  async function oldLink(role: 'host' | 'follower'): Promise<string> {
    const id = await createSession(db, 'diamonds', TWO);
    await setLiveLink(db, id, { room: 'OldRoomOfAnOlderApp_22', relay: defaultRelay(), role, epoch: 0, phone: 'old-phone-id', seat: null });
    return id;
  }

  it('the host: says it no longer opens, and Share makes a new link with a secret', async () => {
    const id = await oldLink('host');
    const bar = await barOf(id);
    const old = await until(() => bar.shadowRoot!.querySelector('[data-old-link]'), 'the old-link words');
    expect(
      textOf(old).startsWith('This game was shared with an older kind of link, which the server could read; it no longer opens. Share it again for a new one.'),
      textOf(old),
    ).toBeTruthy();
    await expectAccessible(bar);
    const share = found(old.querySelector<HTMLButtonElement>('button[data-action="share"]'), 'a Share button');
    expect(textOf(share), 'its words').toBe('Share this table');
    share.click();
    const live = found(await storedLink(id, (l) => typeof l?.secret === 'string', 'a new link stored'), 'a new link stored');
    expect(live.secret && KEY.test(live.secret), `a 43-character secret: ${live.secret}`).toBeTruthy();
    expect(live.room, 'a new room').not.toBe('OldRoomOfAnOlderApp_22');
    expect(live.role, 'still the host').toBe('host');
    const link = await until(() => bar.shadowRoot!.querySelector<HTMLAnchorElement>('[data-link]'), 'the new link shown');
    expect(link.href, `${link.href} holds the secret`).toContain(`#/live/${live.secret}/`);
    expect(bar.shadowRoot!.querySelector('[data-old-link]'), 'the old-link words gone').toBeFalsy();
    await expectAccessible(bar);
  });

  it('a follower: says it no longer opens and to ask for the new link, with nothing to share', async () => {
    const bar = await barOf(await oldLink('follower'));
    const old = await until(() => bar.shadowRoot!.querySelector('[data-old-link]'), 'the old-link words');
    expect(textOf(old), 'the words').toBe(
      "This game was followed through an older kind of link, which the server could read; it no longer opens. Ask the host for the table's new link.",
    );
    expect(bar.shadowRoot!.querySelector('button'), 'no button').toBeFalsy();
    await expectAccessible(bar);
  });
});

describe('<live-bar> on a follower', function () {
  // Three languages and accessibility checks on a busy two-core machine.
  this.timeout(30_000);
  const options = (bar: LiveBar): string =>
    [...bar.shadowRoot!.querySelectorAll<HTMLOptionElement>('select[data-action="seat"] option')].map((o) => `${o.value}:${textOf(o)}`).join(' | ');

  it('chooses whom this phone plays for: a player, or no one (it watches); no whole table when the host does not let it', async () => {
    const { id } = await followed(db, { players: ['Lou', 'Ann', 'Kai'] });
    const bar = await barOf(id);
    const select = await until(() => bar.shadowRoot!.querySelector<HTMLSelectElement>('select[data-action="seat"]'), 'the seat choice');
    const label = select.closest('label')!;
    expect(
      [...label.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent)
        .join('')
        .trim(),
      'its label',
    ).toBe('This phone plays for');
    expect(options(bar), 'the choices').toBe(':No one: it watches | 0:Lou | 1:Ann | 2:Kai');
    expect(select.value, 'no one chosen yet').toBe('');
    expect(textOf(bar.shadowRoot), 'it follows').toContain("Following the host's game");
    expect(bar.shadowRoot!.querySelector('[data-action="take-over"]'), 'no take-over while the table cannot say the host is gone').toBeFalsy();
    await expectAccessible(bar);
  });

  it("dims the game's keys on another seat's turn, and not on its own seat's or for the whole table", async () => {
    const id = await createSession(db, 'diamonds', TWO);
    // Lou deals: Ann (seat 1) leads.
    expect((await appendEvent(db, id, { type: 'deal', dealer: 0, pass: 1 }, 0)).ok, 'the deal stored').toBe(true);
    const link = { room: 'room', relay: defaultRelay(), role: 'follower' as const, epoch: 0, phone: 'this-phone' };
    const screen = async (seat: number | null, whole = false) => {
      cleanup();
      await setLiveLink(db, id, { ...link, seat, whole });
      const el = await fixture<DiamondsSessionScreen>(html`<diamonds-session-screen .db=${db} session-id=${id}></diamonds-session-screen>`);
      const keys = await until(() => el.shadowRoot?.querySelector('diamonds-card-picker'), 'the keys');
      await keys.updateComplete;
      return keys.waiting;
    };
    expect(await screen(0), "Lou's phone on Ann's turn").toBe(true);
    expect(await screen(null), 'a phone that watches').toBe(true);
    expect(await screen(1), "Ann's phone on her turn").toBe(false);
    expect(await screen(0, true), 'a phone that records for the whole table').toBe(false);
  });

  it('offers the whole table when the host lets a phone record for it', async () => {
    const { id } = await followed(db, { whole: true });
    const bar = await barOf(id);
    await until(() => bar.shadowRoot!.querySelector('select[data-action="seat"] option[value="whole"]'), 'the whole table');
    expect(options(bar), 'the choices').toBe(':No one: it watches | 0:Lou | 1:Ann | whole:The whole table');
    await expectAccessible(bar);
  });

  it('says the choice in 繁體中文 and 日本語', async () => {
    const { id } = await followed(db, { whole: true });
    const bar = await barOf(id);
    await until(() => bar.shadowRoot!.querySelector('select[data-action="seat"] option[value="whole"]'), 'the whole table');
    await setLocale('zh-Hant');
    await until(() => options(bar) === ':無人：只觀看 | 0:Lou | 1:Ann | whole:整張牌桌', `the zh-Hant choices (${options(bar)})`);
    await setLocale('ja');
    await until(() => options(bar) === ':なし（観戦のみ） | 0:Lou | 1:Ann | whole:テーブル全体', `the ja choices (${options(bar)})`);
  });
});
