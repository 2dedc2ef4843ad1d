/// <reference types="mocha" />
/**
 * Settings' Devices card (src/components/settings-screen/devices-setting.ts): where the ledger is
 * kept in each state of the sync, linking another device (a QR code and the link), the recovery
 * kit (its file and its printed code read back to the ledger's keyring; printed, the kit alone),
 * restoring from a kit's file or code (a bad one says why and changes nothing), unlinking and stopping.
 */
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { html } from 'lit';
import '../../../src/components/settings-screen/devices-setting';
import { KIT_FILE, type DevicesSetting } from '../../../src/components/settings-screen/devices-setting';
import { getSetting, setSetting, type DeviceDb, type LedgerSetting } from '../../../src/store/index';
import { leaveLedger } from '../../../src/sync/index';
import { newKeyring, parseLedgerLink, readRecoveryCode, readRecoveryKit, recoveryCode, recoveryKit } from '../../../src/sync/ledger-link';
import { OFF, ledgerStatus, setLedgerStatus, type LedgerStatus } from '../../../src/sync/status';
import { formatDate } from '../../../src/components/shared/format';
import { expectAccessible } from '../a11y';
import { countingStorage } from '../ledger/persist-stub';
import { expect } from '../expect';
import { cleanup, fixture, found, textOf, until } from '../helpers';
import { deleteDbs, freshDb } from '../store-fixtures';

/** No sync server listens here: the engine, when it starts, finds nobody and says so. */
const NOWHERE = 'ws://127.0.0.1:9/sync';

let db: DeviceDb;
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
  const el = await fixture<DevicesSetting>(
    html`<devices-setting style="display: block; width: 390px" .db=${db} .storage=${counting.storage}></devices-setting>`,
  );
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

/** The files the card downloads, caught before the browser saves them. */
function downloads(el: DevicesSetting): { name: string; text: string }[] {
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
  return saved;
}

function status(patch: Partial<LedgerStatus>): void {
  setLedgerStatus({ ...OFF, ...patch });
}

describe('<devices-setting>', function () {
  this.timeout(20_000);

  it('says where the ledger is kept in each state of the sync, in a polite live region', async () => {
    const el = await card();
    expect(where(el), 'off').toBe('This device only.');
    status({ state: 'syncing', done: 12, total: 32 });
    await until(() => where(el).startsWith('Reading the ledger: 12 of 32'), `syncing (it says "${where(el)}")`);
    const progress = $(el, 'ledger-status-line')!.shadowRoot!.querySelector('progress')!;
    expect(progress.value, 'progress value').toBe(12);
    expect(progress.max, 'progress max').toBe(32);
    const at = Date.UTC(2025, 5, 1, 12, 30);
    status({
      state: 'synced',
      lastSyncedAt: at,
      devices: [
        { id: 'a', label: 'A', seenAt: at, me: true },
        { id: 'b', label: 'B', seenAt: at, me: false },
      ],
    });
    await until(() => where(el) === `2 devices, last synced at ${formatDate(at)}.`, `synced (it says "${where(el)}")`);
    status({ state: 'offline' });
    await until(() => where(el).startsWith('Offline: changes wait on this device'), 'offline');
    status({ state: 'full' });
    await until(() => where(el).startsWith('The sync server is full for this ledger'), 'full');
    status({ state: 'unlinked' });
    await until(() => where(el) === 'This device was unlinked: it keeps its games and gets nothing new.', 'unlinked');
    status({ state: 'synced', unreadable: 3, lastSyncedAt: at, devices: [] });
    await until(() => where(el).includes('3 games from another device could not be read'), 'unreadable');
    status({ state: 'synced', playersLeftOut: 2, lastSyncedAt: at, devices: [] });
    await until(
      () => where(el).includes('2 players from another device were left out: a ledger holds at most 2,000 players'),
      `players left out (it says "${where(el)}")`,
    );
    status({ state: 'synced', ignoredChanges: 2, lastSyncedAt: at, devices: [] });
    await until(
      () => where(el).includes('2 changes to this ledger were not signed by a linked device: they were ignored.'),
      `ignored changes (it says "${where(el)}")`,
    );
    status({ state: 'stale' });
    await until(() => where(el).startsWith('This recovery kit or link was saved before a device was unlinked'), 'stale');
    status({ state: 'connecting' });
    await until(() => where(el) === 'Reaching the sync server…', 'connecting');
    expect(where(el), 'no unreadable words when there are none').not.toContain('could not be read');
    expect(where(el), 'no left-out words when there are none').not.toContain('left out');
    expect(where(el), 'no ignored words when there are none').not.toContain('ignored');
  });

  it('links another device: makes the ledger, shows its link as a QR code and as text, and asks the browser to keep the games', async () => {
    const el = await card();
    expect(await getSetting(db, 'ledger'), 'alone before').toBe(undefined);
    $<HTMLButtonElement>(el, '[data-action="link"]')!.click();
    const input = await until(() => $<HTMLInputElement>(el, '#ledger-link'), 'the link shown');
    const link = input.value;
    const setting = found(await getSetting(db, 'ledger'), 'the ledger setting is kept');
    expect(setting.relay, 'at the relay chosen in Settings').toBe(NOWHERE);
    const keyring = parseLedgerLink(link.split('#/ledger/')[1]!.split('/'));
    expect(keyring?.secret, 'the link carries the ledger’s secret').toBe(setting.secret);
    expect(keyring?.relay, 'and its sync server').toBe(NOWHERE);
    const qr = await until(() => $(el, 'dl-qr-code')?.shadowRoot?.querySelector('svg'), 'the QR code drawn');
    expect(qr.getAttribute('aria-label')?.includes(link), 'the QR code’s text alternative is the link').toBeTruthy();
    await until(() => counting.asked() === 1, 'persistent storage asked for');
    expect(textOf($(el, '.devices')), `this device listed (${textOf($(el, '.devices'))})`).toContain('this device');
    expect($(el, '.devices [data-action="unlink"]'), 'no Unlink on this device').toBeFalsy();
    expect(textOf(el.shadowRoot), 'warns where the browser may clear the data').toContain('Safari');
    // The engine finds no server there: the card says so, and the test goes on.
    await until(() => ledgerStatus().state !== 'off', 'the sync started');
    expect(el.scrollWidth, `fits 390px (${el.scrollWidth})`).toBeLessThanOrEqual(390);
    await expectAccessible(el);
  });

  it('saves a recovery kit whose file and printed code read back to the ledger’s keyring', async () => {
    const setting = await linkedSetting();
    const el = await card();
    const saved = downloads(el);
    let printed = 0;
    const print = window.print;
    window.print = () => void printed++;
    try {
      $<HTMLButtonElement>(el, '[data-action="kit"]')!.click();
      const [file] = await until(() => saved.length && saved, 'the kit downloaded');
      expect(file!.name, 'its name').toBe(KIT_FILE);
      const kit = readRecoveryKit(file!.text);
      expect('keyring' in kit, `the file reads as a kit (${JSON.stringify(kit)})`).toBe(true);
      if (!('keyring' in kit)) return;
      expect(kit.keyring.secret, 'the same secret').toBe(setting.secret);
      expect(kit.keyring.relay, 'the same sync server').toBe(setting.relay);
      await el.updateComplete;
      const code = textOf($(el, '.code'));
      expect(code.split(' ').length, 'the code in 14 groups').toBe(14);
      const read = readRecoveryCode(code);
      expect('secret' in read && read.secret === setting.secret, `the printed code reads back to the secret (${code})`).toBeTruthy();
      expect(textOf($(el, '.kit-panel')), 'says what the kit gives').toContain('Anyone with this kit can read and change every game in your ledger.');
      expect(textOf($(el, '[data-action="print"]')), 'its print button').toBe('Print the code');
      $<HTMLButtonElement>(el, '[data-action="print"]')!.click();
      expect(printed, 'Print prints').toBe(1);
      await expectAccessible(el);
    } finally {
      window.print = print;
    }
  });

  it("printed at a phone's width, every group of the code is on the paper, none clipped", async () => {
    await setViewport({ width: 390, height: 844 });
    // As the card puts it: at the end of the body, the one thing that prints.
    const printout = document.createElement('devices-kit-print') as HTMLElement & { kit: unknown; updateComplete: Promise<boolean> };
    printout.kit = { code: 'K7QM-2XD9-H4TB-8NRC-0FWZ-3PJE-6VYA-1GSK-9MDQ-5TXB-2HNW-7RCF-4ZEP-8JAV', relay: 'wss://relay.example/sync', createdAt: Date.now() };
    document.body.append(printout);
    try {
      await printout.updateComplete;
      await emulateMedia({ media: 'print' });
      const box = printout.shadowRoot!.querySelector('.code')!.getBoundingClientRect();
      const groups = [...printout.shadowRoot!.querySelectorAll('.code .group')];
      expect(groups.length, 'the code in its groups').toBe(14);
      for (const group of groups) {
        const r = group.getBoundingClientRect();
        expect(
          r.width > 0 && r.right <= box.right && box.right <= innerWidth,
          `${group.textContent} inside its box and the page (${Math.round(r.left)} to ${Math.round(r.right)} in ${Math.round(box.right)}, ${innerWidth})`,
        ).toBe(true);
      }
    } finally {
      await emulateMedia({ media: 'screen' });
      printout.remove();
    }
  });

  it('prints the kit alone while its code is shown: title, code, server, date and what losing it means, black on white', async () => {
    const setting = await linkedSetting();
    const el = await card();
    // The download goes nowhere in this test.
    el.shadowRoot!.addEventListener('click', (event) => (event.target as HTMLElement).tagName === 'A' && event.preventDefault(), true);
    expect(document.querySelector('devices-kit-print'), 'no printout before the kit is saved').toBe(null);
    $<HTMLButtonElement>(el, '[data-action="kit"]')!.click();
    await el.updateComplete;
    const printout = await until(() => document.querySelector('body > devices-kit-print'), 'the printout at the end of the body');
    expect(document.documentElement.dataset.printing, 'the page marked').toBe('recovery-kit');
    const code = recoveryCode(setting.secret);
    const printed = textOf(printout.shadowRoot);
    expect(printed, `its title (${printed})`).toContain('Diamond Ledger recovery kit');
    expect(printed, 'the code in its groups').toContain(code.split('-').join(' '));
    expect(printed, 'the sync server').toContain(setting.relay);
    expect(printed, 'what the kit gives').toContain('Anyone with this kit can read and change every game in your ledger.');
    expect(printed, 'what losing it means').toContain('a lost phone’s games cannot be brought back');
    expect(printed, `the date (${printed})`).toMatch(/Made on .*\d{4}/);
    expect(getComputedStyle(printout).display, 'not on screen').toBe('none');
    try {
      await emulateMedia({ media: 'print', colorScheme: 'dark' });
      expect(getComputedStyle(printout).display, 'on paper').toBe('block');
      expect(getComputedStyle(el.parentElement!).display, 'the app around it not on paper').toBe('none');
      const codeBox = printout.shadowRoot!.querySelector('.code')!;
      expect(getComputedStyle(codeBox).color, 'black, in a dark scheme too').toBe('rgb(0, 0, 0)');
      expect(getComputedStyle(codeBox).fontFamily, 'the code in monospace').toContain('monospace');
      expect(parseFloat(getComputedStyle(codeBox).fontSize), `the code large (${getComputedStyle(codeBox).fontSize})`).toBeGreaterThanOrEqual(24);
    } finally {
      await emulateMedia({ media: 'screen', colorScheme: 'light' });
    }
    cleanup();
    expect(document.querySelector('devices-kit-print'), 'the printout goes with the card').toBe(null);
    expect(document.documentElement.dataset.printing, 'the page no longer marked').toBe(undefined);
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
      expect(alerts(el), 'says nothing changed').toContain('Nothing was changed.');
      expect(await getSetting(db, 'ledger'), 'the ledger setting').toBe(undefined);
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
    expect(await until(() => deep<HTMLInputElement>(el, '#restore-server')?.value, 'prefilled'), 'the server prefilled with the relay chosen in Settings').toBe(
      NOWHERE,
    );
    const code = recoveryCode(newKeyring(NOWHERE).secret);
    await typeCode(el, code.slice(0, 30));
    await until(() => alerts(el).includes('A recovery code has 56 letters and digits'), `short (it says "${alerts(el)}")`);
    const wrong = `${code[0] === 'A' ? 'B' : 'A'}${code.slice(1)}`;
    await typeCode(el, wrong);
    await until(() => alerts(el).includes('This code does not check out'), `check (it says "${alerts(el)}")`);
    await typeCode(el, code, 'https://not.a.relay/sync');
    await until(() => alerts(el).includes('sync server’s address'), `bad server (it says "${alerts(el)}")`);
    expect(await getSetting(db, 'ledger'), 'the ledger setting').toBe(undefined);
  });

  it('joins the ledger of a good typed code, and of a good kit file', async () => {
    const keyring = newKeyring('ws://127.0.0.1:9/other-sync');
    const el = await card();
    // Typed as people type: lower case, spaces for dashes, O for 0.
    await typeCode(el, recoveryCode(keyring.secret).toLowerCase().replace(/-/g, ' ').replace(/0/g, 'O'), keyring.relay);
    const joined = await until(() => getSetting(db, 'ledger'), 'the ledger setting kept');
    expect(joined.secret, 'its secret').toBe(keyring.secret);
    expect(joined.relay, 'its sync server').toBe(keyring.relay);
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
    expect(textOf($(el, '.confirm')), 'says the games stay').toContain('It keeps every game it has now');
    expect((el.shadowRoot!.activeElement as HTMLElement | null)?.dataset.action, 'focus on Cancel').toBe('cancel');
    $<HTMLButtonElement>(el, '[data-action="cancel"]')!.click();
    await until(() => !$(el, '.confirm'), 'cancelled');
    expect(await getSetting(db, 'ledger'), 'still linked after Cancel').toBeTruthy();
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
    status({
      state: 'synced',
      lastSyncedAt: 1,
      devices: [
        { id: 'me-device-0000000', label: 'Chrome · Linux', seenAt: 1, me: true },
        { id: 'other', label, seenAt: 2, me: false },
      ],
    });
    const other = await until(() => $(el, '[data-device="other"]'), 'the other device listed');
    expect(textOf(other), 'its label as text').toContain(label);
    expect(other.querySelector('img'), 'no markup from a label').toBeFalsy();
    expect(el.shadowRoot!.querySelectorAll('[data-action="unlink"]').length, 'Unlink on the other device only').toBe(1);
    other.querySelector<HTMLButtonElement>('[data-action="unlink"]')!.click();
    const confirm = await until(() => $(el, '.confirm'), 'asks first');
    expect(
      textOf(confirm).includes('Your other devices move to a new key') && textOf(confirm).includes('keeps its copy of the games and gets nothing new'),
      textOf(confirm),
    ).toBeTruthy();
    // No engine runs here (the setting was written, not joined): it cannot reach the server.
    confirm.querySelector<HTMLButtonElement>('[data-action="confirm"]')!.click();
    await until(() => alerts(el).includes('Not unlinked: this device cannot reach the sync server now'), `offline (it says "${alerts(el)}")`);
    await expectAccessible(el);
  });

  it('an unlinked device offers no ledger action but "Link this device again", which keeps its games and offers the kit', async () => {
    await linkedSetting();
    const el = await card();
    status({ state: 'unlinked' });
    await until(() => $(el, '[data-action="link-again"]'), 'Link this device again');
    for (const action of ['link', 'kit', 'unlink', 'leave']) expect($(el, `[data-action="${action}"]`), action).toBe(null);
    expect(where(el)).toBe('This device was unlinked: it keeps its games and gets nothing new.');
    $<HTMLButtonElement>(el, '[data-action="link-again"]')!.click();
    await until(async () => (await getSetting(db, 'ledger')) === undefined, 'the old ledger left');
    await until(() => textOf($(el, '[role="status"]')).includes('To link it again, open the link from a linked device'), 'what to do said');
    await until(() => $(el, 'devices-restore'), 'restoring from a kit offered');
    await expectAccessible(el);
  });

  it('two key changes that disagree: it asks, in words, which device to trust, and offers nothing else but linking again', async () => {
    await linkedSetting();
    const el = await card();
    status({
      state: 'conflict',
      keyChanges: [
        { by: 'a-device', label: 'Chrome · Android', removes: ['Firefox · Linux'], keepsMe: true },
        { by: 'c-device', label: 'Firefox · Linux', removes: ['Chrome · Android'], keepsMe: true },
      ],
    });
    await until(() => $(el, '[data-key-change="a-device"]'), 'the choices');
    expect(where(el)).toBe('Two of your devices changed the ledger’s key and disagree: syncing stopped here until you say which device you trust.');
    expect(textOf($(el, '[data-key-change="a-device"]'))).toContain('Chrome · Android unlinked Firefox · Linux; this device stays linked.');
    expect(textOf($(el, '[data-key-change="c-device"] [data-action="trust"]'))).toBe('Trust Firefox · Linux');
    for (const action of ['link', 'kit', 'unlink', 'leave']) expect($(el, `[data-action="${action}"]`), action).toBe(null);
    expect($(el, '[data-action="link-again"]')).not.toBe(null);
    await expectAccessible(el);
  });

  it('an unlink saves the new recovery kit in the same step, and says the old ones no longer work', async () => {
    const setting = await linkedSetting();
    const moved = newKeyring(NOWHERE).secret;
    const real = await import('../../../src/sync/index');
    const el = await fixture<DevicesSetting>(
      html`<devices-setting
        .db=${db}
        .storage=${counting.storage}
        .engine=${async () => ({
          ...real,
          unlinkDevice: async () => {
            await setSetting(db, 'ledger', { ...setting, secret: moved });
            return { ok: true as const };
          },
        })}
      ></devices-setting>`,
    );
    const saved = downloads(el);
    status({ state: 'synced', lastSyncedAt: 1, devices: [{ id: 'other', label: 'Lost phone', seenAt: 2, me: false }] });
    const other = await until(() => $(el, '[data-device="other"]'), 'the other device listed');
    other.querySelector<HTMLButtonElement>('[data-action="unlink"]')!.click();
    const confirm = await until(() => $(el, '.confirm'), 'asks first');
    expect(textOf(confirm)).toContain('Recovery kits saved before stop working: a new one is saved in the same step.');
    confirm.querySelector<HTMLButtonElement>('[data-action="confirm"]')!.click();
    const [file] = await until(() => saved.length && saved, 'the new kit downloaded');
    const kit = readRecoveryKit(file!.text);
    expect('keyring' in kit && kit.keyring.secret).toBe(moved);
    await until(() => textOf($(el, '[role="status"]')).includes('Recovery kits saved before no longer work: a new one was just saved'), 'said');
    expect(readRecoveryCode(textOf($(el, '.code')))).toEqual({ secret: moved });
  });
});
