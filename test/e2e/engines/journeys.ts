/**
 * The main journeys, written once over ./driver.ts and run in each engine by the test files
 * beside this one: the app loads and reloads offline from its service worker's cache, a trick
 * recorded is kept on reload, both Asian languages are shown with real glyphs, every game backed
 * up here is restored on a phone of the partner engine, a live table hosted here is followed from
 * the partner engine, and this phone's ledger linked to the partner's brings a game across. The
 * built app and its relay are served by the table server (server/table-server.ts), started here as
 * `npm run table` starts it; "offline" is that server stopped, which every engine meets alike.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { app as jaApp } from '../../../src/i18n/locales/ja/app';
import { app as zhApp } from '../../../src/i18n/locales/zh-Hant/app';
import { storedGames } from '../ledger-example';
import { EVENTS, seatOf, unplayed } from '../live-example';
import { LiveTableServer } from '../live-phones';
import { countEvents, seed } from '../seed';
import { tempFolder } from '../../support/scale-out';
import { HANG, PHONE, openPhone, waitFor, waitForText, waitUntil, type Engine, type Phone } from './driver';

/** A journey broken on purpose (ENGINES_BROKEN=1): the first expected text is wrong, so every engine's run must fail. */
const BROKEN = process.env.ENGINES_BROKEN === '1';

const SESSION = 'diamonds-session-screen';

/** Opens the app on Home and waits for its games list; the first time, its offline toast is dismissed. */
async function openHome(phone: Phone, url: string): Promise<void> {
  await phone.goto(url);
  await waitFor(phone, 'home-screen >>> h1');
  await waitFor(phone, 'home-screen >>> section, .empty');
}

/** Waits for the service worker to be ready and its "Ready to work offline" toast, and dismisses it as a player would. */
async function dismissOfflineReady(phone: Phone): Promise<void> {
  await phone.evaluate(() => navigator.serviceWorker.ready.then(() => true), undefined);
  await waitFor(phone, 'pwa-toast >>> .toast');
  await phone.click('pwa-toast >>> .toast button.dismiss');
  await waitUntil(phone, async () => !(await phone.attribute('pwa-toast >>> .toast', 'class')), 'the toast gone');
}

async function go(phone: Phone, hash: string): Promise<void> {
  await phone.evaluate((h) => void (location.hash = h), hash);
}

/** Resolves once the open game's screen shows `n` events. */
async function shows(phone: Phone, n: number): Promise<void> {
  await waitUntil(phone, async () => (await phone.attribute(SESSION, 'data-events')) === String(n), `${n} events shown`);
}

/** Taps event `i` of the example game (its deal, or a card) on the open game's screen. */
async function tapEvent(phone: Phone, i: number): Promise<void> {
  const event = EVENTS[i];
  if (event?.type === 'deal') {
    if (i === 0) await phone.click(`${SESSION} >>> diamonds-deal-form >>> fieldset label:nth-of-type(${event.dealer + 1}) input`);
    await phone.click(`${SESSION} >>> diamonds-deal-form >>> button[data-pass="${event.pass}"]`);
  } else if (event?.type === 'play') await phone.click(`${SESSION} >>> diamonds-card-picker >>> button[data-card="${event.card}"]`);
  else throw new Error(`event ${i} is not a deal or a card: ${JSON.stringify(event)}`);
}

/** The example game (no event yet) seeded on the phone and opened at its deal. */
async function openUnplayed(phone: Phone, id: string): Promise<void> {
  await seed(phone, unplayed(id));
  await go(phone, `#/session/${id}`);
  await waitFor(phone, `${SESSION}[data-phase="deal"]`);
}

/** In the page: whether two different CJK characters draw differently in the page's own font (missing glyphs draw the same box). */
function cjkGlyphsDrawn(): boolean {
  const draw = (ch: string): string => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 40;
    const g = canvas.getContext('2d');
    if (!g) return '';
    g.font = `32px ${getComputedStyle(document.body).fontFamily}`;
    g.fillText(ch, 2, 34);
    return canvas.toDataURL();
  };
  return draw('語') !== draw('設');
}

export function journeys(engine: Engine, partner: Engine): void {
  const table = new LiveTableServer(inject('distDir'));
  let phone: Phone;
  let other: Phone | undefined;
  beforeAll(async () => {
    await table.start();
    phone = await openPhone(engine);
  });
  afterAll(async () => {
    await phone?.close();
    await other?.close();
    await table.stop();
  });
  /** A phone of the partner engine on Home, opened the first time a journey needs it. */
  const partnerPhone = async (): Promise<Phone> => {
    if (!other) {
      other = await openPhone(partner);
      await openHome(other, table.base);
      await dismissOfflineReady(other);
    }
    return other;
  };

  describe(`the main journeys in ${engine}`, () => {
    it('loads, caches itself in its service worker, and reloads offline with its games and a screen never opened', async () => {
      await openHome(phone, table.base);
      // A phone's size, in every engine (the layout is made for one hand at 390×844).
      expect(await phone.evaluate(() => [innerWidth, innerHeight], undefined)).toEqual([PHONE.width, PHONE.height]);
      await dismissOfflineReady(phone);
      await openUnplayed(phone, 'engines-offline');
      await go(phone, '#/');
      await phone.reload();
      await waitFor(phone, 'home-screen >>> a.session[href="#/session/engines-offline"]');
      expect(await phone.evaluate(() => navigator.serviceWorker.controller !== null, undefined)).toBe(true);

      await table.stop();
      try {
        await phone.reload();
        await waitFor(phone, 'home-screen >>> a.session[href="#/session/engines-offline"]');
        expect(await phone.evaluate(() => navigator.serviceWorker.controller !== null, undefined)).toBe(true);
        // The Rules screen loads on demand: it comes from the precache.
        await go(phone, '#/rules');
        await waitForText(phone, 'rules-screen >>> h1', BROKEN ? 'Regeln' : 'Rules');
      } finally {
        await table.start();
      }
    });

    it('records a trick with taps and keeps it on reload', async () => {
      await openUnplayed(phone, 'engines-trick');
      for (let i = 0; i < 5; i++) {
        await tapEvent(phone, i);
        await shows(phone, i + 1);
      }
      // Written to IndexedDB before it is shown: the store holds all five now.
      expect(await countEvents(phone, 'engines-trick')).toBe(5);
      await phone.reload();
      await shows(phone, 5);
      expect(
        await phone.attribute(`${SESSION} >>> diamonds-card-picker >>> button[data-card="${(EVENTS[1] as { card: string }).card}"]`, 'disabled'),
      ).not.toBeNull();
    });

    it('shows 日本語 and 繁體中文 with their glyphs drawn, then English again', async () => {
      // Kept for a person to look at (not compared): .tmp/engines/ENGINE-settings-LOCALE.png.
      const shots = '.tmp/engines';
      mkdirSync(shots, { recursive: true });
      for (const [locale, title] of [
        ['ja', jaApp['settings.language.title'] as string],
        ['zh-Hant', zhApp['settings.language.title'] as string],
        ['en', 'Language'],
      ] as const) {
        await go(phone, '#/settings');
        await phone.click(`settings-screen >>> label.language[lang="${locale}"]`);
        await waitUntil(phone, async () => (await phone.evaluate(() => document.documentElement.lang, undefined)) === locale, `lang="${locale}"`);
        await waitForText(phone, 'settings-screen >>> #language-title', title);
        if (locale !== 'en') {
          expect(await phone.evaluate(cjkGlyphsDrawn, undefined), `${locale} glyphs drawn in ${engine}`).toBe(true);
          await phone.screenshot(`${shots}/${engine}-settings-${locale}.png`);
        }
      }
    });

    it(`backs every game up to a file that a ${partner} phone restores`, async () => {
      await go(phone, '#/settings');
      const file = await phone.download('settings-screen >>> data-panel >>> .row > button');
      expect(file.name).toMatch(/^diamond-ledger-backup-\d{4}-\d\d-\d\d\.json$/);
      const path = `${tempFolder('engines-backup-')}/${file.name}`;
      writeFileSync(path, file.text);

      const restorer = await partnerPhone();
      await go(restorer, '#/settings');
      await restorer.upload('settings-screen >>> data-panel >>> input#backup', path);
      await waitForText(restorer, 'settings-screen >>> data-panel >>> .result', '2 games restored.');
      await go(restorer, '#/session/engines-trick');
      await shows(restorer, 5);
    });

    it(`hosts a live table that a ${partner} phone follows, each recording a card the other sees`, async () => {
      const id = `engines-live-${engine}`;
      await openUnplayed(phone, id);
      await phone.click(`${SESSION} >>> live-bar >>> button[data-action="share"]`);
      await waitFor(phone, `${SESSION} >>> live-bar >>> a[data-link]`);
      const link = (await phone.attribute(`${SESSION} >>> live-bar >>> a[data-link]`, 'href')) ?? '';
      expect(link).toMatch(/#\/live\//);

      const follower = await partnerPhone();
      await follower.goto(link);
      // The follower plays for the seat that leads the first trick.
      const seat = seatOf(1);
      await follower.click(`live-join >>> button[data-seat="${seat}"]`);
      await waitFor(follower, `${SESSION}[data-phase]`);
      for (const p of [phone, follower])
        await waitUntil(p, async () => (await p.attribute(`${SESSION} >>> live-bar >>> [data-status]`, 'data-status')) === 'live', 'the table live');

      await tapEvent(phone, 0);
      for (const p of [phone, follower]) await shows(p, 1);
      await tapEvent(follower, 1);
      for (const p of [phone, follower]) await shows(p, 2);
      await tapEvent(phone, 2);
      for (const p of [phone, follower]) await shows(p, 3);
      expect(await countEvents(follower, id)).toBe(3);
    });

    it(`links its ledger with a ${partner} phone, and a game started here reaches it`, async () => {
      await go(phone, '#/settings');
      await phone.click('settings-screen >>> devices-setting >>> button[data-action="link"]');
      await waitFor(phone, 'settings-screen >>> devices-setting >>> input#ledger-link');
      const link = await phone.evaluate(
        (s) =>
          document.querySelector('settings-screen')?.shadowRoot?.querySelector('devices-setting')?.shadowRoot?.querySelector<HTMLInputElement>(s)?.value ?? '',
        'input#ledger-link',
      );
      expect(link).toMatch(/#\/ledger\//);
      await waitFor(phone, 'settings-screen >>> devices-setting >>> ledger-status-line >>> [data-state="synced"]');

      const device = await partnerPhone();
      await device.goto(link);
      await device.click('ledger-join >>> button[data-action="join"]');
      // "Your games are here": the ledger's games are on this device now.
      await waitFor(device, 'ledger-join >>> a.button[data-action="home"]:not(.secondary)', HANG * 2);

      // A game started here after the link, through the app's own screens, reaches the other device.
      await go(phone, '#/new');
      await phone.type('new-game-screen >>> diamonds-new-game >>> ol.seats li:nth-of-type(1) input[type="text"]', 'Ines');
      await phone.type('new-game-screen >>> diamonds-new-game >>> ol.seats li:nth-of-type(2) input[type="text"]', 'Jun');
      await phone.click('new-game-screen >>> diamonds-new-game >>> button[type="submit"]');
      await waitFor(phone, `${SESSION}[data-phase="deal"]`);
      await phone.click(`${SESSION} >>> diamonds-deal-form >>> button[data-pass="1"]`);
      await shows(phone, 1);
      const id = decodeURIComponent(/#\/session\/([^/]+)$/.exec(await phone.evaluate(() => location.hash, undefined))?.[1] ?? '');
      expect(id).not.toBe('');
      await waitUntil(device, async () => (await storedGames(device)).some((g) => g.id === id && g.length === 1), 'the game in its database', HANG * 2);
      await go(device, '#/');
      await waitFor(device, `home-screen >>> a.session[href="#/session/${encodeURIComponent(id)}"]`);
      expect(await device.text(`home-screen >>> a.session[href="#/session/${encodeURIComponent(id)}"]`)).toContain('Ines');
    });
  });
}
