/// <reference types="mocha" />
/**
 * Settings' restore from a recovery kit (src/components/settings-screen/devices-restore.ts) keeps
 * what is typed through a reload, as the new-game form keeps its own (../new-game): a code copied
 * from paper half-way and the sync server typed are there again after the reload, a kept piece of
 * another shape is passed over, and joining empties what was kept.
 */
import { html } from 'lit';
import '../../../src/components/settings-screen/devices-restore';
import { RESTORE_DRAFT, type DevicesRestore } from '../../../src/components/settings-screen/devices-restore';
import type { LedgerEngine } from '../../../src/components/ledger/ledger-engine';
import { readSetupDraft, setSetting, writeSetupDraft, type DeviceDb } from '../../../src/store/index';
import { newKeyring, recoveryCode, type LedgerKeyring } from '../../../src/sync/ledger-link';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, fixture, found, until } from '../helpers';
import { deleteDbs, freshDb } from '../store-fixtures';

const NOWHERE = 'ws://127.0.0.1:9/sync';

let db: DeviceDb;
/** The ledgers the stand-in engine was asked to join. */
let joined: LedgerKeyring[] = [];
const engine = async (): Promise<LedgerEngine> =>
  ({
    joinLedger: async (_db: DeviceDb, keyring: LedgerKeyring) => void joined.push(keyring),
  }) as unknown as LedgerEngine;

beforeEach(async () => {
  db = freshDb();
  joined = [];
  await setSetting(db, 'liveRelay', NOWHERE);
});
afterEach(async () => {
  cleanup();
  await deleteDbs();
});

/** The form as the page shows it after a load: what was kept read back. */
async function open(): Promise<DevicesRestore> {
  const el = await fixture<DevicesRestore>(html`<devices-restore style="display: block; width: 358px" .db=${db} .engine=${engine}></devices-restore>`);
  await until(() => el.dataset.drafts === 'saved', 'what was kept read back');
  return el;
}

const field = <T extends HTMLElement>(el: DevicesRestore, selector: string): T => found(el.shadowRoot!.querySelector<T>(selector), `${selector} on the form`);

/** Types into a field as a keyboard does: its value, then an input event. */
async function type(el: DevicesRestore, selector: string, text: string): Promise<void> {
  const input = field<HTMLInputElement | HTMLTextAreaElement>(el, selector);
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await el.updateComplete;
}

const kept = async (): Promise<unknown> => (await readSetupDraft(db))[RESTORE_DRAFT];

describe('<devices-restore> keeps what is typed', function () {
  this.timeout(20_000);

  it('keeps the code half-typed and the sync server typed through a reload', async () => {
    let el = await open();
    // Filled in once the relay setting is read, which may come after the kept form (a loaded machine).
    await until(
      () => field<HTMLInputElement>(el, '#restore-server').value === NOWHERE,
      `the server prefilled (it shows "${field<HTMLInputElement>(el, '#restore-server').value}")`,
    );
    const half = 'k7qm 2xd9 h4tb 8nrc 0fwz 3pje';
    await type(el, '#restore-code', half);
    await type(el, '#restore-server', 'wss://relay.example.org/sync');
    await until(async () => JSON.stringify(await kept()) === JSON.stringify({ code: half, relay: 'wss://relay.example.org/sync' }), 'the form kept as typed');
    await until(() => el.dataset.drafts === 'saved', 'the write committed');

    // A reload: the same store, a new form.
    cleanup();
    el = await open();
    await until(
      () => field<HTMLTextAreaElement>(el, '#restore-code').value === half,
      `the code as typed (it shows "${field<HTMLTextAreaElement>(el, '#restore-code').value}")`,
    );
    expect(field<HTMLInputElement>(el, '#restore-server').value, 'the sync server as typed').toBe('wss://relay.example.org/sync');
    await expectAccessible(el);
  });

  it('keeps a code typed with the server left as prefilled, and prefills the server again', async () => {
    let el = await open();
    await type(el, '#restore-code', 'K7QM-2XD9');
    await until(async () => JSON.stringify(await kept()) === JSON.stringify({ code: 'K7QM-2XD9', relay: null }), 'the code kept, no server typed');
    cleanup();
    el = await open();
    await until(() => field<HTMLTextAreaElement>(el, '#restore-code').value === 'K7QM-2XD9', 'the code as typed');
    await until(() => field<HTMLInputElement>(el, '#restore-server').value === NOWHERE, 'the server prefilled again');
  });

  it('passes over a kept piece of another shape and starts blank', async () => {
    await writeSetupDraft(db, RESTORE_DRAFT, { code: 42, relay: ['x'] });
    const el = await open();
    expect(field<HTMLTextAreaElement>(el, '#restore-code').value, 'a blank code').toBe('');
    await until(() => field<HTMLInputElement>(el, '#restore-server').value === NOWHERE, 'the server prefilled');
  });

  it('empties what was kept once the code joins its ledger', async () => {
    const keyring = newKeyring(NOWHERE);
    let el = await open();
    await type(el, '#restore-code', recoveryCode(keyring.secret).toLowerCase());
    await until(async () => ((await kept()) as { code?: string } | undefined)?.code?.length === 69, 'the whole code kept');
    let said = 0;
    el.addEventListener('dl-ledger-joined', () => said++);
    field<HTMLButtonElement>(el, 'form.restore button[type="submit"]').click();
    await until(() => said === 1, 'joined');
    expect(joined[0]?.secret, 'the code’s ledger joined').toBe(keyring.secret);
    await until(async () => JSON.stringify(await kept()) === JSON.stringify({ code: '', relay: null }), 'nothing of the code kept');
    cleanup();
    el = await open();
    expect(field<HTMLTextAreaElement>(el, '#restore-code').value, 'a blank form after a reload').toBe('');
  });
});
