/// <reference types="mocha" />
/**
 * The Diamonds set-up: seats in clockwise order (typed, picked from earlier games, or the last
 * table in one tap), the variants the count allows, the thief token, the first dealer, the form
 * kept through a reload, and a session that starts with its first dealer stored.
 */
import { html } from 'lit';
import '../../../src/components/diamonds/new-game/new-game';
import type { DiamondsNewGame } from '../../../src/components/diamonds/new-game/new-game';
import { firstDealerOf } from '../../../src/components/diamonds/view/first-dealer';
import { openDeviceDb } from '../../../src/app/open';
import { createSession, loadSession, readSetupDraft, readDrafts, writeSetupDraft, type DeviceDb } from '../../../src/store/index';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, fixture, found, textOf, until } from '../helpers';

let db: DeviceDb;
let hash: string;
let form: DiamondsNewGame | undefined;

beforeEach(() => {
  db = openDeviceDb(`new-game-test-${crypto.randomUUID()}`);
  hash = location.hash;
});
afterEach(async () => {
  await form?.namesLoaded;
  // The form's last keep committed, so no write reopens the store being deleted.
  await until(() => !form?.isConnected || form.dataset.drafts === 'saved', 'the form kept');
  cleanup();
  history.replaceState(null, '', hash || location.pathname);
  // Dexie's delete closes this connection first, then removes the database.
  await db.delete();
});

async function open(): Promise<DiamondsNewGame> {
  form = await fixture<DiamondsNewGame>(html`<diamonds-new-game .db=${db}></diamonds-new-game>`);
  return form;
}
const $ = <T extends Element>(el: DiamondsNewGame, selector: string) => el.shadowRoot?.querySelector<T>(selector) ?? null;
const $$ = <T extends Element>(el: DiamondsNewGame, selector: string) => [...(el.shadowRoot?.querySelectorAll<T>(selector) ?? [])];
const button = (el: DiamondsNewGame, name: string) =>
  $$<HTMLButtonElement>(el, 'button').find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name) ?? null;

async function type(el: DiamondsNewGame, names: string[]): Promise<void> {
  while ($$(el, 'input[type="text"]').length < names.length) {
    button(el, 'Add a player')?.click();
    await el.updateComplete;
  }
  const inputs = $$<HTMLInputElement>(el, 'input[type="text"]');
  names.forEach((name, i) => {
    const input = inputs[i] as HTMLInputElement;
    input.value = name;
    input.dispatchEvent(new InputEvent('input'));
  });
  await el.updateComplete;
}

const seats = (el: DiamondsNewGame) =>
  $$<HTMLInputElement>(el, 'input[type="text"]')
    .map((i) => i.value)
    .join();

describe('<diamonds-new-game>', () => {
  it('seats the last Diamonds table in one tap, in its order', async () => {
    await createSession(db, 'diamonds', { players: ['Ann', 'Bob', 'Cy', 'Dee'], variant: 'teams', thief: null });
    const el = await open();
    await el.namesLoaded;
    await el.updateComplete;
    const same = found(button(el, 'Same players: Ann, Bob, Cy, Dee'), `a Same players button: ${textOf(el.shadowRoot)}`);
    same.click();
    await el.updateComplete;
    expect(seats(el), 'the four seats, in order').toBe('Ann,Bob,Cy,Dee');
    expect(button(el, 'Same players: Ann, Bob, Cy, Dee'), 'no longer offered once seated').toBeFalsy();
    await expectAccessible(el);
  });

  it('sets the seating order with move buttons and starts the game with the chosen options', async () => {
    const el = await open();
    await type(el, ['Ann', 'Gus', 'Kai', 'Eve']);
    button(el, 'Move Kai up')?.click();
    await el.updateComplete;
    expect(seats(el), 'Kai moved up').toBe('Ann,Kai,Gus,Eve');
    expect(el.shadowRoot?.activeElement?.getAttribute('aria-label'), 'focus stays on the moved button').toBe('Move Kai up');
    button(el, 'Move Ann down')?.click();
    await el.updateComplete;
    expect(seats(el), 'Ann moved down').toBe('Kai,Ann,Gus,Eve');

    $<HTMLInputElement>(el, 'input[value="teams"]')?.click();
    await el.updateComplete;
    expect(textOf(el.shadowRoot), 'partners sit opposite (DT-TEAMS)').toContain('Teams: Kai & Gus vs Ann & Eve');
    $<HTMLInputElement>(el, 'input[type="checkbox"]')?.click();
    await el.updateComplete;
    const selects = $$<HTMLSelectElement>(el, 'select');
    expect(selects.length, 'thief holder and first dealer').toBe(2);
    (selects[0] as HTMLSelectElement).selectedIndex = 2; // Gus holds the token
    selects[0]?.dispatchEvent(new Event('change'));
    (selects[1] as HTMLSelectElement).selectedIndex = 4; // Eve deals first
    selects[1]?.dispatchEvent(new Event('change'));
    $<HTMLButtonElement>(el, 'button[type="submit"]')?.click();

    const id = await until(() => /^#\/session\/(.+)$/.exec(location.hash)?.[1], 'the session to open');
    const loaded = await loadSession(db, decodeURIComponent(id));
    expect(JSON.stringify(loaded?.session.config), 'config').toBe(JSON.stringify({ players: ['Kai', 'Ann', 'Gus', 'Eve'], variant: 'teams', thief: 2 }));
    expect(firstDealerOf(await readDrafts(db, decodeURIComponent(id))), 'Eve deals first, stored with the game').toBe(3);
  });

  it('explains why a game cannot start, and offers only the variants the count allows', async () => {
    const el = await open();
    await type(el, ['Ann', 'Ann', '']);
    expect($<HTMLInputElement>(el, 'input[value="teams"]')?.disabled, 'teams needs 4 or 6').toBeTruthy();
    expect($<HTMLInputElement>(el, 'input[value="perfect"]')?.disabled, 'all cards known fits 3').toBeFalsy();
    $<HTMLButtonElement>(el, 'button[type="submit"]')?.click();
    await el.updateComplete;
    const alert = textOf($(el, '[role="alert"]'));
    expect(alert, `duplicate names: ${alert}`).toContain('"Ann" is at the table twice');
    expect(alert, `empty seat: ${alert}`).toContain('Player 3 has no name');
    expect(location.hash.startsWith('#/session/'), 'nothing started').toBeFalsy();
  });

  it('offers the names of earlier games', async () => {
    await createSession(db, 'diamonds', { players: ['Zoé', 'Bob'], variant: 'standard', thief: null });
    const el = await open();
    const chip = await until(() => button(el, 'Add Zoé'), 'the earlier names');
    chip.click();
    await el.updateComplete;
    expect(seats(el), 'Zoé fills the first empty seat').toBe('Zoé,');
  });

  it('keeps the form as typed through a reload, and drops it once the game starts', async () => {
    let el = await open();
    await type(el, ['Ann', 'Gus', 'Kai', 'Eve']);
    button(el, 'Move Kai up')?.click();
    await el.updateComplete;
    $<HTMLInputElement>(el, 'input[value="teams"]')?.click();
    $<HTMLInputElement>(el, 'input[type="checkbox"]')?.click();
    await el.updateComplete;
    const pick = (select: HTMLSelectElement | undefined, index: number) => {
      if (!select) throw new Error('no select');
      select.selectedIndex = index;
      select.dispatchEvent(new Event('change'));
    };
    pick($$<HTMLSelectElement>(el, 'select')[0], 2); // Gus holds the token
    pick($$<HTMLSelectElement>(el, 'select')[1], 4); // Eve deals first
    await el.updateComplete;
    await until(() => el.dataset.drafts === 'saved', 'the form kept');

    // A reload: the same store, a new screen.
    cleanup();
    el = await open();
    await until(() => seats(el) === 'Ann,Kai,Gus,Eve', 'the seats as typed, in their order');
    expect(el.dataset.drafts, 'read back').toBe('saved');
    expect($<HTMLInputElement>(el, 'input[value="teams"]')?.checked, 'teams').toBeTruthy();
    expect($<HTMLInputElement>(el, 'input[type="checkbox"]')?.checked, 'the thief token').toBeTruthy();
    const [holder, dealer] = $$<HTMLSelectElement>(el, 'select');
    expect(holder?.selectedOptions[0]?.textContent?.trim(), 'the first holder').toBe('Gus');
    expect(dealer?.selectedOptions[0]?.textContent?.trim(), 'the first dealer').toBe('Eve');
    // A seat added after the reload gets a new id: the Move buttons still name the right rows.
    button(el, 'Add a player')?.click();
    await el.updateComplete;
    expect(new Set($$(el, 'input[type="text"]').map((i) => i.id)).size, 'five distinct seats').toBe(5);
    button(el, 'Remove Player 5')?.click();
    await el.updateComplete;

    $<HTMLButtonElement>(el, 'button[type="submit"]')?.click();
    await until(() => location.hash.startsWith('#/session/'), 'the game to start');
    expect(JSON.stringify(await readSetupDraft(db)), 'the form is no longer kept').toBe('{}');
    cleanup();
    el = await open();
    await until(() => el.dataset.drafts === 'saved', 'the kept form read');
    expect(seats(el), 'a blank form for the next game').toBe(',');
  });

  it('puts back a form kept by an earlier version, with the chosen game among its fields', async () => {
    // The shape kept before each game had a form of its own: the new-game screen's choice rode along.
    const rows = [
      { id: 1, name: 'Ann' },
      { id: 4, name: 'Gus' },
      { id: 2, name: 'Kai' },
    ];
    await writeSetupDraft(db, 'diamonds', { game: 'diams', rows, variant: 'perfect', thief: true, thiefHolder: 4, dealer: 2 });
    const el = await open();
    await until(() => seats(el) === 'Ann,Gus,Kai', 'the seats as kept');
    expect($<HTMLInputElement>(el, 'input[value="perfect"]')?.checked, 'all cards known').toBeTruthy();
    expect($<HTMLInputElement>(el, 'input[type="checkbox"]')?.checked, 'the thief token').toBeTruthy();
    const [holder, dealer] = $$<HTMLSelectElement>(el, 'select');
    expect(holder?.selectedOptions[0]?.textContent?.trim(), 'the first holder').toBe('Gus');
    expect(dealer?.selectedOptions[0]?.textContent?.trim(), 'the first dealer').toBe('Kai');
  });

  it("gives the Variant radios the app's accent, not the browser's blue", async () => {
    document.documentElement.style.setProperty('--dl-accent', 'rgb(1, 2, 3)');
    try {
      const el = await open();
      await el.updateComplete;
      const radios = $$<HTMLInputElement>(el, 'input[name="variant"]');
      expect(radios.length > 1, 'the variants').toBe(true);
      for (const radio of radios) expect(getComputedStyle(radio).accentColor).toBe('rgb(1, 2, 3)');
    } finally {
      document.documentElement.style.removeProperty('--dl-accent');
    }
  });

  it('is accessible', async () => {
    const el = await open();
    await type(el, ['Ann', 'Gus', 'Kai', 'Eve']);
    await expectAccessible(el);
  });
});
