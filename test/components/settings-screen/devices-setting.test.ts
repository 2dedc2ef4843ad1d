/// <reference types="mocha" />
/**
 * Settings' Devices card (src/components/settings-screen/devices-setting.ts): where the ledger is
 * kept in each state of the sync, linking another device (a QR code and the link), the recovery
 * kit (its file and its printed code read back to the ledger's keyring; printed, the kit alone),
 * restoring from a kit's file or code (a bad one says why and changes nothing), unlinking and stopping.
 */
import { emulateMedia } from '@web/test-runner-commands';
import { html } from 'lit';
import '../../../src/components/settings-screen/devices-setting.js';
import { KIT_FILE, type DevicesSetting } from '../../../src/components/settings-screen/devices-setting.js';
import { getSetting, setSetting, type LedgerDb, type LedgerSetting } from '../../../src/store/index.js';
import { leaveLedger } from '../../../src/sync/index.js';
import { newKeyring, parseLedgerLink, readRecoveryCode, readRecoveryKit, recoveryCode, recoveryKit } from '../../../src/sync/ledger-link.js';
import { OFF, ledgerStatus, setLedgerStatus, type LedgerStatus } from '../../../src/sync/status.js';
import { formatDate } from '../../../src/components/shared/format.js';
import { expectAccessible } from '../a11y.js';
import { countingStorage } from '../ledger/persist-stub.js';
import { assert, cleanup, equal, fixture, textOf, until } from '../helpers.js';
import { deleteDbs, freshDb } from '../store-fixtures.js';

/** No sync server listens here: the engine, when it starts, finds nobody and says so. */
const NOWHERE = 'ws://127.0.0.1:9/sync';

let db: LedgerDb;
let counting = countingStorage();

beforeEach(async () => {
  db = freshDb();
  counting = countingStorage();
  await setSetting(db, 'liveRelay', NOWHERE);
  setLedgerStatus(OFF);
});
afterEach(async () => {
  cleanup();
  // Stops an engine a test started, so that none talks into the next test's status.
  await leaveLedger(db);
  await deleteDbs();
});

async function card(): Promise<DevicesSetting> {
  const el = await fixture<DevicesSetting>(html`<devices-setting style="display: block; width: 390px" .db=${db} .storage=${counting.storage}></devices-setting>`);
  await until(() => el.shadowRoot?.querySelector('[data-action="link"]'), 'the card read its setting');
  return el;
}

async function linkedSetting(): Promise<LedgerSetting> {
  const setting: LedgerSetting = { ...newKeyring(NOWHERE), device: 'me-device-0000000', label: 'Chrome · Linux', linkedAt: Date.UTC(2025, 0, 1) };
  await setSetting(db, 'ledger', setting);
  return setting;
}

const $ = <T extends Element>(el: DevicesSetting, selector: string): T | null => el.shadowRoot!.querySelector<T>(selector);
const deep = <T extends Element>(el: DevicesSetting, selector: string): T | null =>
  $<T>(el, selector) ?? $(el, 'devices-restore')?.shadowRoot?.querySelector<T>(selector) ?? null;
const where = (el: DevicesSetting): string => textOf($(el, 'ledger-status-line')?.shadowRoot?.querySelector('[aria-live="polite"]'));
const alerts = (el: DevicesSetting): string => [textOf($(el, '[role="alert"]')), textOf(deep(el, '#restore-problem'))].join(' ').trim();

function status(patch: Partial<LedgerStatus>): void {
  setLedgerStatus({ ...OFF, ...patch });
}

describe('<devices-setting>', function () {
  this.timeout(20_000);

  it('says where the ledger is kept in each state of the sync, in a polite live region', async () => {
    const el = await card();
    equal(where(el), 'This device only.', 'off');
    status({ state: 'syncing', done: 12, total: 32 });
    await until(() => where(el).startsWith('Reading the ledger: 12 of 32'), `syncing (it says "${where(el)}")`);
    const progress = $(el, 'ledger-status-line')!.shadowRoot!.querySelector('progress')!;
    equal(progress.value, 12, 'progress value');
    equal(progress.max, 32, 'progress max');
    const at = Date.UTC(2025, 5, 1, 12, 30);
    status({ state: 'synced', lastSyncedAt: at, devices: [{ id: 'a', label: 'A', seenAt: at, me: true }, { id: 'b', label: 'B', seenAt: at, me: false }] });
    await until(() => where(el) === `2 devices, last synced at ${formatDate(at)}.`, `synced (it says "${where(el)}")`);
    status({ state: 'offline' });
    await until(() => where(el).startsWith('Offline: changes wait on this device'), 'offline');
    status({ state: 'full' });
    await until(() => where(el).startsWith('The sync server is full for this ledger'), 'full');
    status({ state: 'unlinked' });
    await until(() => where(el) === 'This device was unlinked: it keeps its games and gets nothing new.', 'unlinked');
    status({ state: 'synced', unreadable: 3, lastSyncedAt: at, devices: [] });
    await until(() => where(el).includes('3 games from another device could not be read'), 'unreadable');
    status({ state: 'connecting' });
    await until(() => where(el) === 'Reaching the sync server…', 'connecting');
    assert(!where(el).includes('could not be read'), 'no unreadable words when there are none');
  });

  it('links another device: makes the ledger, shows its link as a QR code and as text, and asks the browser to keep the games', async () => {
    const el = await card();
    equal(await getSetting(db, 'ledger'), undefined, 'alone before');
    $<HTMLButtonElement>(el, '[data-action="link"]')!.click();
    const input = await until(() => $<HTMLInputElement>(el, '#ledger-link'), 'the link shown');
    const link = input.value;
    const setting = await getSetting(db, 'ledger');
    assert(setting, 'the ledger setting is kept');
    equal(setting.relay, NOWHERE, 'at the relay chosen in Settings');
    const keyring = parseLedgerLink(link.split('#/ledger/')[1]!.split('/'));
    equal(keyring?.secret, setting.secret, 'the link carries the ledger’s secret');
    equal(keyring?.relay, NOWHERE, 'and its sync server');
    const qr = await until(() => $(el, 'dl-qr-code')?.shadowRoot?.querySelector('svg'), 'the QR code drawn');
    assert(qr.getAttribute('aria-label')?.includes(link), 'the QR code’s text alternative is the link');
    await until(() => counting.asked() === 1, 'persistent storage asked for');
    assert(textOf($(el, '.devices')).includes('this device'), `this device listed (${textOf($(el, '.devices'))})`);
    assert(!$(el, '.devices [data-action="unlink"]'), 'no Unlink on this device');
    assert(textOf(el.shadowRoot).includes('Safari'), 'warns where the browser may clear the data');
    // The engine finds no server there: the card says so, and the test goes on.
    await until(() => ledgerStatus().state !== 'off', 'the sync started');
    assert(el.scrollWidth <= 390, `fits 390px (${el.scrollWidth})`);
    await expectAccessible(el);
  });

  it('saves a recovery kit whose file and printed code read back to the ledger’s keyring', async () => {
    const setting = await linkedSetting();
    const el = await card();
    const saved: { name: string; text: string }[] = [];
    el.shadowRoot!.addEventListener(
      'click',
      (event) => {
        const a = event.target as HTMLAnchorElement;
        if (a.tagName !== 'A' || !a.download) return;
        event.preventDefault();
        void fetch(a.href)
          .then((r) => r.text())
          .then((text) => saved.push({ name: a.download, text }));
      },
      true,
    );
    let printed = 0;
    const print = window.print;
    window.print = () => void printed++;
    try {
      $<HTMLButtonElement>(el, '[data-action="kit"]')!.click();
      const [file] = await until(() => saved.length && saved, 'the kit downloaded');
      equal(file!.name, KIT_FILE, 'its name');
      const kit = readRecoveryKit(file!.text);
      assert('keyring' in kit, `the file reads as a kit (${JSON.stringify(kit)})`);
      equal(kit.keyring.secret, setting.secret, 'the same secret');
      equal(kit.keyring.relay, setting.relay, 'the same sync server');
      await el.updateComplete;
      const code = textOf($(el, '.code'));
      equal(code.split(' ').length, 14, 'the code in 14 groups');
      const read = readRecoveryCode(code);
      assert('secret' in read && read.secret === setting.secret, `the printed code reads back to the secret (${code})`);
      assert(textOf($(el, '.kit-panel')).includes('Anyone with this kit can read and change every game in your ledger.'), 'says what the kit gives');
      equal(textOf($(el, '[data-action="print"]')), 'Print the code', 'its print button');
      $<HTMLButtonElement>(el, '[data-action="print"]')!.click();
      equal(printed, 1, 'Print prints');
      await expectAccessible(el);
    } finally {
      window.print = print;
    }
  });

  it('prints the kit alone while its code is shown: title, code, server, date and what losing it means, black on white', async () => {
    const setting = await linkedSetting();
    const el = await card();
    // The download goes nowhere in this test.
    el.shadowRoot!.addEventListener('click', (event) => (event.target as HTMLElement).tagName === 'A' && event.preventDefault(), true);
    equal(document.querySelector('devices-kit-print'), null, 'no printout before the kit is saved');
    $<HTMLButtonElement>(el, '[data-action="kit"]')!.click();
    await el.updateComplete;
    const printout = await until(() => document.querySelector('body > devices-kit-print'), 'the printout at the end of the body');
    equal(document.documentElement.dataset.printing, 'recovery-kit', 'the page marked');
    const code = recoveryCode(setting.secret);
    const printed = textOf(printout.shadowRoot);
    assert(printed.includes('Diamond Ledger recovery kit'), `its title (${printed})`);
    assert(printed.includes(code.split('-').join(' ')), 'the code in its groups');
    assert(printed.includes(setting.relay), 'the sync server');
    assert(printed.includes('Anyone with this kit can read and change every game in your ledger.'), 'what the kit gives');
    assert(printed.includes('a lost phone’s games cannot be brought back'), 'what losing it means');
    assert(/Made on .*\d{4}/.test(printed), `the date (${printed})`);
    equal(getComputedStyle(printout).display, 'none', 'not on screen');
    try {
      await emulateMedia({ media: 'print', colorScheme: 'dark' });
      equal(getComputedStyle(printout).display, 'block', 'on paper');
      equal(getComputedStyle(el.parentElement!).display, 'none', 'the app around it not on paper');
      const codeBox = printout.shadowRoot!.querySelector('.code')!;
      equal(getComputedStyle(codeBox).color, 'rgb(0, 0, 0)', 'black, in a dark scheme too');
      assert(getComputedStyle(codeBox).fontFamily.includes('monospace'), 'the code in monospace');
      assert(parseFloat(getComputedStyle(codeBox).fontSize) >= 24, `the code large (${getComputedStyle(codeBox).fontSize})`);
    } finally {
      await emulateMedia({ media: 'screen', colorScheme: 'light' });
    }
    cleanup();
    equal(document.querySelector('devices-kit-print'), null, 'the printout goes with the card');
    equal(document.documentElement.dataset.printing, undefined, 'the page no longer marked');
  });

  async function chooseFile(el: DevicesSetting, text: string): Promise<void> {
    const input = deep<HTMLInputElement>(el, 'input[type="file"]')!;
    const files = new DataTransfer();
    files.items.add(new File([text], 'kit.json', { type: 'application/json' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change'));
  }

  const kitText = recoveryKit(newKeyring(NOWHERE), Date.UTC(2025, 0, 1));
  const badKits: [string, string, string][] = [
    ['a file that is no JSON', 'not json at all', 'This file is not a Diamond Ledger recovery kit.'],
    ['a backup instead of a kit', JSON.stringify({ format: 'diamond-ledger-backup', version: 1 }), 'This file is not a Diamond Ledger recovery kit.'],
    ['a kit of a newer app', kitText.replace('"version": 1', '"version": 2'), 'made by a newer version of the app'],
    ['a kit whose secret is cut short', kitText.replace(/"secret": "(.{10})[^"]*"/, '"secret": "$1"'), 'This recovery kit is damaged'],
    ['a file far too big', `${kitText}${' '.repeat(5000)}`, 'far too big to be a recovery kit'],
  ];
  for (const [what, text, words] of badKits) {
    it(`says what is wrong with ${what} and changes nothing`, async () => {
      const el = await card();
      await chooseFile(el, text);
      await until(() => alerts(el).includes(words), `"${words}" (it says "${alerts(el)}")`);
      assert(alerts(el).includes('Nothing was changed.'), 'says nothing changed');
      equal(await getSetting(db, 'ledger'), undefined, 'the ledger setting');
    });
  }

  async function typeCode(el: DevicesSetting, code: string, relay?: string): Promise<void> {
    await until(() => deep<HTMLInputElement>(el, '#restore-server')?.value, 'the sync server prefilled');
    deep<HTMLInputElement>(el, '#restore-code')!.value = code;
    if (relay !== undefined) deep<HTMLInputElement>(el, '#restore-server')!.value = relay;
    deep<HTMLButtonElement>(el, 'form.restore button[type="submit"]')!.click();
  }

  it('says what is wrong with a typed code and changes nothing', async () => {
    const el = await card();
    equal(await until(() => deep<HTMLInputElement>(el, '#restore-server')?.value, 'prefilled'), NOWHERE, 'the server prefilled with the relay chosen in Settings');
    const code = recoveryCode(newKeyring(NOWHERE).secret);
    await typeCode(el, code.slice(0, 30));
    await until(() => alerts(el).includes('A recovery code has 56 letters and digits'), `short (it says "${alerts(el)}")`);
    const wrong = `${code[0] === 'A' ? 'B' : 'A'}${code.slice(1)}`;
    await typeCode(el, wrong);
    await until(() => alerts(el).includes('This code does not check out'), `check (it says "${alerts(el)}")`);
    await typeCode(el, code, 'https://not.a.relay/sync');
    await until(() => alerts(el).includes('sync server’s address'), `bad server (it says "${alerts(el)}")`);
    equal(await getSetting(db, 'ledger'), undefined, 'the ledger setting');
  });

  it('joins the ledger of a good typed code, and of a good kit file', async () => {
    const keyring = newKeyring('ws://127.0.0.1:9/other-sync');
    const el = await card();
    // Typed as people type: lower case, spaces for dashes, O for 0.
    await typeCode(el, recoveryCode(keyring.secret).toLowerCase().replace(/-/g, ' ').replace(/0/g, 'O'), keyring.relay);
    const joined = await until(() => getSetting(db, 'ledger'), 'the ledger setting kept');
    equal(joined.secret, keyring.secret, 'its secret');
    equal(joined.relay, keyring.relay, 'its sync server');
    await until(() => $(el, '[data-action="leave"]'), 'the card shows the linked ledger');
    await until(() => counting.asked() === 1, 'persistent storage asked for');
    await leaveLedger(db);
    const other = newKeyring(NOWHERE);
    await until(() => deep(el, 'input[type="file"]'), 'alone again');
    await chooseFile(el, recoveryKit(other, Date.now()));
    await until(async () => (await getSetting(db, 'ledger'))?.secret === other.secret, 'the kit’s ledger joined');
  });

  it('stops syncing on this device only when confirmed; the games stay', async () => {
    await linkedSetting();
    const el = await card();
    $<HTMLButtonElement>(el, '[data-action="leave"]')!.click();
    await until(() => $(el, '.confirm'), 'asks first');
    assert(textOf($(el, '.confirm')).includes('It keeps every game it has now'), 'says the games stay');
    equal((el.shadowRoot!.activeElement as HTMLElement | null)?.dataset.action, 'cancel', 'focus on Cancel');
    $<HTMLButtonElement>(el, '[data-action="cancel"]')!.click();
    await until(() => !$(el, '.confirm'), 'cancelled');
    assert(await getSetting(db, 'ledger'), 'still linked after Cancel');
    $<HTMLButtonElement>(el, '[data-action="leave"]')!.click();
    (await until(() => $<HTMLButtonElement>(el, '.confirm [data-action="confirm"]'), 'asks again')).click();
    await until(async () => (await getSetting(db, 'ledger')) === undefined, 'the ledger setting cleared');
    await until(() => textOf($(el, '[role="status"]')).includes('This device stopped syncing'), 'says so');
    await until(() => deep(el, 'input[type="file"]'), 'offers to restore again');
  });

  it('unlinks another device only when confirmed, shows its label as text, and says when it cannot reach the server', async () => {
    await linkedSetting();
    const el = await card();
    const label = '<img src=x onerror="window.hacked=1">Phone';
    status({ state: 'synced', lastSyncedAt: 1, devices: [{ id: 'me-device-0000000', label: 'Chrome · Linux', seenAt: 1, me: true }, { id: 'other', label, seenAt: 2, me: false }] });
    const other = await until(() => $(el, '[data-device="other"]'), 'the other device listed');
    assert(textOf(other).includes(label), 'its label as text');
    assert(!other.querySelector('img'), 'no markup from a label');
    equal(el.shadowRoot!.querySelectorAll('[data-action="unlink"]').length, 1, 'Unlink on the other device only');
    other.querySelector<HTMLButtonElement>('[data-action="unlink"]')!.click();
    const confirm = await until(() => $(el, '.confirm'), 'asks first');
    assert(textOf(confirm).includes('Your other devices move to a new key') && textOf(confirm).includes('keeps its copy of the games and gets nothing new'), textOf(confirm));
    // No engine runs here (the setting was written, not joined): it cannot reach the server.
    confirm.querySelector<HTMLButtonElement>('[data-action="confirm"]')!.click();
    await until(() => alerts(el).includes('Not unlinked: this device cannot reach the sync server now'), `offline (it says "${alerts(el)}")`);
    await expectAccessible(el);
  });
});
