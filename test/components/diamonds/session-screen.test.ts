/// <reference types="mocha" />
/**
 * The session screen on a real IndexedDB (a database of its own per test): every tap is committed
 * before it shows, a new screen on the same session resumes it exactly, a revoke is flagged and
 * rewound, and undo/redo work.
 */
import { html } from 'lit';
import '../../../src/components/diamonds/session-screen/session-screen';
import type { DiamondsSessionScreen } from '../../../src/components/diamonds/session-screen/session-screen';
import type { DiamondsDealForm } from '../../../src/components/diamonds/deal-form/deal-form';
import { openDeviceDb } from '../../../src/app/open';
import { appendEvent, createSession, loadSession, undo, type DeviceDb } from '../../../src/store/index';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { sendKeys } from '@web/test-runner-commands';
import { cleanup, deepActiveElement, fixture, found, textOf, until } from '../helpers';
import { TWO } from './states';
import { deep } from '../diams/helpers';

let db: DeviceDb;
let id: string;

/**
 * Connections that died under Dexie, as iOS does to a backgrounded page: every transaction on one
 * fails with "Connection to Indexed Database server lost". Patched before any database opens,
 * since Dexie binds `transaction` when it opens a connection.
 */
const dead = new Set<IDBDatabase>();
const working = IDBDatabase.prototype.transaction;
IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
  if (dead.has(this)) throw new DOMException('Connection to Indexed Database server lost. Refresh the page to try again', 'UnknownError');
  return working.apply(this, args);
};

beforeEach(async () => {
  db = openDeviceDb(`diamonds-session-test-${crypto.randomUUID()}`);
  id = await createSession(db, 'diamonds', TWO);
});
afterEach(async () => {
  cleanup();
  // Dexie's delete closes this connection first, then removes the database.
  await db.delete();
});

async function open(): Promise<DiamondsSessionScreen> {
  const el = await fixture<DiamondsSessionScreen>(html`<diamonds-session-screen .db=${db} session-id=${id}></diamonds-session-screen>`);
  await until(() => el.dataset.phase && el.dataset.phase !== 'loading', 'the session to load');
  return el;
}

const key = (el: Element, name: string) => deep<HTMLButtonElement>(el, `button[aria-label="${name}"]`);

async function tap(el: DiamondsSessionScreen, name: string): Promise<void> {
  const before = Number(el.dataset.events);
  const button = found(key(el, name), `${name} can be tapped`);
  expect(button.disabled, `${name} can be tapped`).toBe(false);
  button.click();
  await until(() => Number(el.dataset.events) === before + 1 || textOf(el.shadowRoot?.querySelector('[role="alert"]')), `${name} recorded`);
}

async function deal(el: DiamondsSessionScreen, pass: number): Promise<void> {
  const before = Number(el.dataset.events);
  deep<HTMLButtonElement>(el, `button[data-pass="${pass}"]`)?.click();
  await until(() => Number(el.dataset.events) === before + 1, 'the deal recorded');
}

/** Lou (the first radio) deals round 1 with that pass. */
async function louDeals(el: DiamondsSessionScreen, pass: number): Promise<void> {
  deep<HTMLInputElement>(el, 'input[type="radio"]')?.click();
  await el.updateComplete;
  await deal(el, pass);
}

describe('<diamonds-session-screen>', () => {
  it('asks round 1 for its dealer and the pass, then records one card per tap after it is stored', async () => {
    const el = await open();
    expect(el.dataset.phase, 'starts with the deal').toBe('deal');
    expect(deep<HTMLButtonElement>(el, 'button[data-pass="2"]')?.disabled, 'no pass before a dealer is chosen').toBeTruthy();
    const lou = deep<HTMLInputElement>(el, 'input[type="radio"]');
    lou?.click();
    await el.updateComplete;
    await deal(el, 3);
    expect(el.dataset.phase, 'playing').toBe('play');
    expect(textOf(deep(el, '[data-testid="to-play"]')), 'Ann leads (left of Lou, D-LEAD)').toBe('Ann to play');

    await tap(el, '6 of Clubs');
    const stored = await loadSession(db, id);
    expect(stored?.events.length, 'the card is in the database').toBe(2);
    expect(key(el, '6 of Clubs')?.disabled, 'shown as played').toBeTruthy();
    expect(textOf(deep(el, '[data-testid="to-play"]')), 'D2-TRICK: the opponent plays next').toBe('Lou to play');
  });

  it('resumes exactly where the table was when opened again', async () => {
    const first = await open();
    await louDeals(first, 3);
    await tap(first, '6 of Clubs');
    await tap(first, '8 of Clubs');
    cleanup();
    const again = await open();
    expect(again.dataset.events, 'same log').toBe('3');
    expect(key(again, '6 of Clubs')?.disabled && key(again, '8 of Clubs')?.disabled, 'both cards played').toBeTruthy();
    expect(textOf(deep(again, '[data-testid="to-play"]')), "the leader's second card").toBe('Ann to play');
  });

  it('keeps the dealer picked for round 1 across a reload, until the deal is recorded', async () => {
    const first = await open();
    const radios = () => [...(deep(first, 'diamonds-deal-form')?.shadowRoot?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])];
    radios()[1]?.click();
    await first.updateComplete;
    await until(() => first.dataset.drafts === 'saved', 'the pick to be stored');
    cleanup();
    const again = await open();
    const form = await until(() => deep(again, 'diamonds-deal-form'), 'the deal form');
    await (form as DiamondsDealForm).updateComplete;
    expect(textOf(form.shadowRoot), 'the title names the dealer').toContain('deals');
    const checked = [...(form.shadowRoot?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])].map((r) => r.checked);
    expect(checked.join(), 'the second player still picked').toBe('false,true');
    await deal(again, 1);
    expect(JSON.stringify((await loadSession(db, id))?.events[0]), 'dealt by the pick').toBe(JSON.stringify({ type: 'deal', dealer: 1, pass: 1 }));
  });

  it('keeps the choice of round-end checks across a reload, before any round is recorded', async () => {
    const first = await open();
    const button = found(
      [...(first.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.includes('Switch to round-end checks')),
      'the switch to round-end checks',
    );
    button.click();
    await until(() => first.shadowRoot?.querySelector('diamonds-check-panel'), 'the check panel');
    cleanup();
    const again = await open();
    await until(() => again.shadowRoot?.querySelector('diamonds-check-panel'), 'the check panel after a reload');
    expect(again.shadowRoot?.querySelector('diamonds-deal-form'), 'no card-by-card deal form').toBeFalsy();
  });

  it('flags a revoke when it is proven and rewinds to its trick', async () => {
    const el = await open();
    deep<HTMLInputElement>(el, 'input[type="radio"]')?.click();
    await el.updateComplete;
    await deal(el, 1);
    await tap(el, '1 of Hearts'); // Ann leads ♥
    await tap(el, '1 of Diamonds'); // Lou shows out of ♥ (off-suit ♦: +1 Vault)
    expect(textOf(el.shadowRoot?.querySelector('.news')), 'the off-suit action is announced').toContain('Lou, off-suit ♦');
    await tap(el, '2 of Hearts'); // Ann
    key(el, '3 of Hearts')?.click(); // Lou plays ♥: he held one in this trick
    const alert = await until(() => textOf(el.shadowRoot?.querySelector('[role="alert"]')), 'the revoke');
    // The rule's id is a tag beside the title ("( D-FOLLOW )" as its text nodes read).
    expect(alert, `names the trick and rule: ${alert}`).toContain('Revoke in trick 1 ( D-FOLLOW )');
    expect(el.dataset.events, 'the revoking card is not recorded').toBe('4');
    const rewind = found(
      [...(el.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.getAttribute('aria-label') === 'Rewind to trick 1'),
      'one action rewinds',
    );
    rewind.click();
    await until(() => el.dataset.events === '1', 'rewound to the deal');
    expect(key(el, '1 of Hearts')?.disabled, 'trick 1 is open again').toBeFalsy();
    expect(textOf(el.shadowRoot?.querySelector('.toolbar')), 'the undone cards can be redone').toContain('Redo 1 of Hearts');
    expect((await loadSession(db, id))?.events.length, 'stored log rewound').toBe(1);
  });

  it('D-REVOKE: keeps a real revoke as played from the keyboard, tells it in the story, and Undo takes it back', async () => {
    const el = await open();
    await louDeals(el, 1);
    await tap(el, '1 of Hearts'); // Ann leads ♥
    await tap(el, '1 of Diamonds'); // Lou shows out of ♥
    await tap(el, '2 of Hearts'); // Ann
    key(el, '3 of Hearts')?.click(); // Lou's ♥ proves the revoke
    await until(() => textOf(el.shadowRoot?.querySelector('[role="alert"]')), 'the revoke');
    const keep = found(key(el, 'Keep as played: the revoke stands, and the 3 of Hearts is recorded (D-REVOKE)'), 'the keep is offered');
    expect(textOf(keep), 'its visible word').toBe('Keep');
    await expectAccessible(el);
    // By keyboard: Tab from Rewind reaches it, Enter records it.
    found(key(el, 'Rewind to trick 1'), 'rewind').focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement(), 'Tab reaches Keep').toBe(keep);
    await sendKeys({ press: 'Enter' });
    await until(() => el.dataset.events === '5', 'the card recorded with the call');
    expect((await loadSession(db, id))?.events.at(-1), 'one event of its own').toEqual({ type: 'keep', card: 'H3' });
    expect(textOf(el.shadowRoot?.querySelector('[role="alert"]')), 'no problem left').toBeFalsy();
    expect(textOf(el.shadowRoot?.querySelector('.news')), 'the news says the call').toContain("Lou's revoke of trick 1 kept as played");
    expect(key(el, '3 of Hearts')?.disabled, 'the card is played').toBeTruthy();
    // The game's story.
    const buttons = () => [...(el.shadowRoot?.querySelectorAll<HTMLButtonElement>('.toolbar button') ?? [])];
    expect(textOf(buttons()[0]), 'Undo names it').toContain('3 of Hearts, kept');
    buttons()[2]?.click();
    const history = await until(() => textOf(deep(el, 'diamonds-history-panel')?.shadowRoot), 'the history');
    expect(history, `the call in the story: ${history}`).toContain(
      "Revoke kept as played, the table's call: Lou did not follow ♥ Hearts in trick 1 while holding the 3 of Hearts, played in trick 1",
    );
    // Undo drops the keep: the card is off the table, and refused again.
    buttons()[0]?.click();
    await until(() => el.dataset.events === '4', 'undone');
    expect((await loadSession(db, id))?.events.at(-1), 'the keep is gone').toEqual({ type: 'play', card: 'H2' });
    key(el, '3 of Hearts')?.click();
    const again = await until(() => textOf(el.shadowRoot?.querySelector('[role="alert"]')), 'the revoke again');
    expect(again, `refused again: ${again}`).toContain('D-FOLLOW');
  });

  it('undoes and redoes, and lists every event with its reason', async () => {
    const el = await open();
    deep<HTMLInputElement>(el, 'input[type="radio"]')?.click();
    await el.updateComplete;
    await deal(el, 2);
    await tap(el, '9 of Spades');
    const buttons = () => [...(el.shadowRoot?.querySelectorAll<HTMLButtonElement>('.toolbar button') ?? [])];
    buttons()[0]?.click();
    await until(() => el.dataset.events === '1', 'undone');
    expect(key(el, '9 of Spades')?.disabled, 'the card is back').toBeFalsy();
    buttons()[1]?.click();
    await until(() => el.dataset.events === '2', 'redone');
    expect(key(el, '9 of Spades')?.disabled, 'played again').toBeTruthy();
    buttons()[2]?.click();
    await el.updateComplete;
    const history = await until(() => textOf(deep(el, 'diamonds-history-panel')?.shadowRoot), 'the history');
    expect(history, `deal listed: ${history}`).toContain('Round 1: Lou deals and everyone passes 2');
    expect(history, 'play listed').toContain('Ann plays 9 of Spades');
  });

  it('refuses a tap on a log another tab rewrote to the same length, says so, and shows the stored log', async () => {
    const el = await open();
    await louDeals(el, 3);
    await tap(el, '6 of Clubs');
    // Tab B undoes Ann's 6 of Clubs and records her 9 of Spades: two events, as this screen has.
    const tabB = openDeviceDb(db.name);
    const seen = await loadSession(tabB, id);
    const undone = await undo(tabB, id, seen?.revision);
    expect(undone.ok, 'tab B undoes').toBe(true);
    if (!undone.ok) return;
    expect((await appendEvent(tabB, id, { type: 'play', card: 'S9' }, undone.revision)).ok, 'tab B records another card').toBeTruthy();
    tabB.close();

    key(el, '8 of Clubs')?.click(); // this tab still shows the 6 of Clubs led
    const alert = await until(() => textOf(el.shadowRoot?.querySelector('[role="alert"]')), 'the conflict');
    expect(alert, `says the game changed elsewhere: ${alert}`).toContain('This game changed elsewhere');
    expect(alert, `a game on this device only: another tab wrote first: ${alert}`).toContain('Another tab or window recorded something first');
    const stored = await loadSession(db, id);
    expect(JSON.stringify(stored?.events.slice(1)), "tab B's log is kept as it was").toBe(JSON.stringify([{ type: 'play', card: 'S9' }]));
    await until(() => key(el, '9 of Spades')?.disabled, 'the screen shows the stored log');
    expect(key(el, '6 of Clubs')?.disabled, 'the undone card is back in hand').toBeFalsy();
  });

  it('records the next tap after the browser dropped the connection in the middle of a game (iOS)', async () => {
    const el = await open();
    await louDeals(el, 3);
    await tap(el, '6 of Clubs');
    dead.add(db.backendDB());
    await tap(el, '8 of Clubs');
    expect(el.dataset.events, 'the tap is recorded').toBe('3');
    expect(textOf(el.shadowRoot?.querySelector('[role="alert"]')), 'no problem shown').toBeFalsy();
    const other = openDeviceDb(db.name);
    expect((await loadSession(other, id))?.events.length, 'the card is in the database').toBe(3);
    other.close();
  });

  it('is accessible while a round is played', async () => {
    const el = await open();
    deep<HTMLInputElement>(el, 'input[type="radio"]')?.click();
    await el.updateComplete;
    await deal(el, 2);
    await tap(el, '9 of Spades');
    await expectAccessible(el);
  });
});
