/// <reference types="mocha" />
/**
 * <ledger-join> (src/components/ledger/ledger-join.ts), the screen of a ledger's link: a link that
 * is not whole says so; a good one says what joining does and joins only on Join; a device already
 * in another ledger is told so and offered nothing that would leave it; once synced, Home.
 */
import { html } from 'lit';
import '../../../src/components/ledger/ledger-join';
import type { LedgerJoin } from '../../../src/components/ledger/ledger-join';
import { parseHash } from '../../../src/components/shared/router';
import { setLocale } from '../../../src/i18n/localization';
import { getSetting, setSetting, type DeviceDb } from '../../../src/store/index';
import { leaveLedger } from '../../../src/sync/index';
import { ledgerLink, newKeyring, type LedgerKeyring } from '../../../src/sync/ledger-link';
import { OFF, setLedgerStatus } from '../../../src/sync/status';
import { expectAccessible } from '../a11y';
import { countingStorage } from './persist-stub';
import { expect } from '../expect';
import { cleanup, fixture, textOf, until } from '../helpers';
import { deleteDbs, freshDb } from '../store-fixtures';

const NOWHERE = 'ws://127.0.0.1:9/sync';
const BAD_LINK = 'This link is not a whole ledger link.';

let db: DeviceDb;
let counting = countingStorage();

beforeEach(() => {
  db = freshDb();
  counting = countingStorage();
  setLedgerStatus(OFF);
});
afterEach(async () => {
  await setLocale('en');
  cleanup();
  await leaveLedger(db);
  await deleteDbs();
});

/** The route parts of a keyring's link, as the router hands them to the screen. */
function partsOf(keyring: LedgerKeyring): string[] {
  const route = parseHash(new URL(ledgerLink(keyring)).hash);
  expect(route.name, `the link routes to the ledger screen (${route.name})`).toBe('ledger');
  return route.name === 'ledger' ? route.parts : [];
}

async function screen(parts: string[]): Promise<LedgerJoin> {
  return fixture<LedgerJoin>(html`<ledger-join style="display: block; width: 390px" .db=${db} .storage=${counting.storage} .parts=${parts}></ledger-join>`);
}

const text = (el: LedgerJoin): string => textOf(el.shadowRoot);
const join = (el: LedgerJoin): HTMLButtonElement | null => el.shadowRoot!.querySelector('[data-action="join"]');

describe('<ledger-join>', function () {
  this.timeout(20_000);

  const good = newKeyring(NOWHERE);
  const bad: [string, string[]][] = [
    ['no parts', []],
    ['a secret cut short', [good.secret.slice(0, 20), encodeURIComponent(NOWHERE)]],
    ['no sync server', [good.secret]],
    ['a sync server that is no ws:// address', [good.secret, encodeURIComponent('https://relay.example.org/sync')]],
    ['a broken escape', [good.secret, '%E0']],
  ];
  for (const [what, parts] of bad) {
    it(`says a link with ${what} is not one, and offers no Join`, async () => {
      const el = await screen(parts);
      await until(() => text(el).includes(BAD_LINK), `the bad-link words (it says "${text(el)}")`);
      expect(join(el), 'no Join').toBeFalsy();
      expect(await getSetting(db, 'ledger'), 'the ledger setting').toBe(undefined);
    });
  }

  it('says what joining does, joins only on Join, then shows the sync going', async () => {
    const el = await screen(partsOf(good));
    const button = await until(() => join(el), 'Join offered');
    expect(text(el), `names the sync server (${text(el)})`).toContain('kept in step through 127.0.0.1:9');
    expect(text(el), 'says the server cannot read them').toContain('it cannot read names or cards');
    expect(el.shadowRoot!.querySelector('[data-action="not-now"]')?.getAttribute('href'), 'Not now goes home').toBe('#/');
    expect(await getSetting(db, 'ledger'), 'nothing joined before Join').toBe(undefined);
    expect(el.scrollWidth, `fits 390px (${el.scrollWidth})`).toBeLessThanOrEqual(390);
    await expectAccessible(el);
    button.click();
    const setting = await until(() => getSetting(db, 'ledger'), 'the ledger setting kept');
    expect(setting.secret, 'its secret').toBe(good.secret);
    expect(setting.relay, 'its sync server').toBe(NOWHERE);
    await until(() => el.shadowRoot!.querySelector('ledger-status-line'), 'the sync’s status shown');
    await until(() => counting.asked() === 1, 'persistent storage asked for');
    expect(join(el), 'no second Join').toBeFalsy();
  });

  it('on a device already in this ledger, shows its status and, once synced, the way home', async () => {
    await setSetting(db, 'ledger', { ...good, device: 'me-device-0000000', label: 'Chrome', linkedAt: 1 });
    const el = await screen(partsOf(good));
    await until(() => text(el).includes('This device is in this ledger.'), `in it (it says "${text(el)}")`);
    expect(join(el), 'no Join').toBeFalsy();
    setLedgerStatus({ state: 'syncing', done: 3, total: 9 });
    await until(() => text(el).includes('Reading the ledger: 3 of 9'), 'the progress');
    expect(el.shadowRoot!.querySelector('a.button[data-action="home"]:not(.secondary)'), 'no “Go to your games” while syncing').toBeFalsy();
    setLedgerStatus({ state: 'synced', done: 9, total: 9, lastSyncedAt: Date.UTC(2025, 0, 1), devices: [] });
    const home = await until(() => el.shadowRoot!.querySelector('a.button[data-action="home"]:not(.secondary)'), 'the way home');
    expect(home.getAttribute('href'), 'home').toBe('#/');
    expect(textOf(home), 'its words').toBe('Go to your games');
  });

  it('on a device in another ledger, says so and offers nothing that would leave it', async () => {
    const mine = { ...newKeyring(NOWHERE), device: 'me-device-0000000', label: 'Chrome', linkedAt: 1 };
    await setSetting(db, 'ledger', mine);
    const el = await screen(partsOf(good));
    await until(() => text(el).includes('This device is already in another ledger.'), `another (it says "${text(el)}")`);
    expect(join(el), 'no Join').toBeFalsy();
    expect(el.shadowRoot!.querySelector('button'), 'no button at all').toBeFalsy();
    expect(el.shadowRoot!.querySelector('a[href="#/settings"]'), 'the way to Settings').toBeTruthy();
    expect((await getSetting(db, 'ledger'))?.secret, 'still in its own ledger').toBe(mine.secret);
    await expectAccessible(el);
  });

  it('speaks the reader’s language', async () => {
    await setLocale('ja');
    const el = await screen(['nothing']);
    await until(() => text(el).includes('このリンクは台帳のリンクとして完全ではありません'), `Japanese (it says "${text(el)}")`);
    await setLocale('zh-Hant');
    await until(() => text(el).includes('這不是完整的帳本連結'), `Chinese (it says "${text(el)}")`);
  });
});
