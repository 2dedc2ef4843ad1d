/// <reference types="mocha" />
/**
 * The new-game screen: "Which game?", then the chosen game's own set-up form through its door
 * (each form's own tests: test/components/diamonds/new-game.test.ts, test/components/diams/new-game.test.ts),
 * the choice kept through a reload, and "Start the game" in reach on a phone in either game.
 */
import { html } from 'lit';
import '../../../src/components/new-game/new-game-screen';
import type { NewGameScreen } from '../../../src/components/new-game/new-game-screen';
import { openDeviceDb } from '../../../src/app/open';
import { readSetupDraft, writeSetupDraft, type DeviceDb } from '../../../src/store/index';
import { setViewport } from '@web/test-runner-commands';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, found, fixture, textOf, until } from '../helpers';

let db: DeviceDb;
let screen: NewGameScreen | undefined;
/** The reads of earlier names of the Diamonds forms the test has seen. */
let namesRead: Promise<void>[] = [];

beforeEach(() => {
  db = openDeviceDb(`new-game-test-${crypto.randomUUID()}`);
  namesRead = [];
});
afterEach(async () => {
  // The screen's and its form's last keep committed, so no write reopens the store being deleted.
  const kept = () => [screen, ...(screen?.shadowRoot?.querySelectorAll<HTMLElement>('diamonds-new-game, diams-new-game') ?? [])];
  await until(() => kept().every((el) => !el?.isConnected || el.dataset.drafts === 'saved'), 'the form kept');
  // Every Diamonds form shown has read its earlier names, even one the test has since left.
  await Promise.all(namesRead);
  cleanup();
  await db.delete();
});

async function open(): Promise<NewGameScreen> {
  screen = await fixture<NewGameScreen>(html`<new-game-screen .db=${db}></new-game-screen>`);
  return screen;
}
const $ = <T extends Element>(el: NewGameScreen, selector: string) => el.shadowRoot?.querySelector<T>(selector) ?? null;
/** The chosen game's form, once its module has defined it and it has read what it shows (earlier names, the rules card). */
async function form<K extends 'diamonds-new-game' | 'diams-new-game'>(el: NewGameScreen, tag: K): Promise<HTMLElementTagNameMap[K]> {
  const found = await until(() => (customElements.get(tag) ? $<HTMLElementTagNameMap[K]>(el, tag) : null), `the ${tag} form`);
  if ('namesLoaded' in found) namesRead.push(found.namesLoaded);
  else await until(() => /Your rules card (is complete|still misses)/.test(textOf(found.shadowRoot)), "the Diam's rules card read");
  return found;
}

describe('<new-game-screen>', () => {
  it('opens on the Diamonds form, and shows the form of the game chosen', async () => {
    const el = await open();
    const diamonds = await form(el, 'diamonds-new-game');
    expect($<HTMLInputElement>(el, 'input[value="diamonds"]')?.checked, 'Diamonds chosen').toBeTruthy();
    await until(() => /A game of Diamonds, recorded card by card/.test(textOf(diamonds.shadowRoot)), 'the Diamonds form drawn');
    $<HTMLInputElement>(el, 'input[value="diams"]')?.click();
    await form(el, 'diams-new-game');
    expect($(el, 'diamonds-new-game'), 'one form at a time').toBeNull();
  });

  it('keeps the choice of Diam’s through a reload', async () => {
    let el = await open();
    $<HTMLInputElement>(el, 'input[value="diams"]')?.click();
    await form(el, 'diams-new-game');
    await until(() => el.dataset.drafts === 'saved', 'the choice kept');
    expect((await readSetupDraft(db)).game, 'kept under its own key').toBe('diams');
    cleanup();
    el = await open();
    await form(el, 'diams-new-game');
    expect($<HTMLInputElement>(el, 'input[value="diams"]')?.checked, "Diam's chosen").toBeTruthy();
  });

  it('reads the choice where an earlier version kept it: with the Diamonds fields', async () => {
    const rows = [
      { id: 1, name: 'Ann' },
      { id: 2, name: 'Bob' },
    ];
    await writeSetupDraft(db, 'diamonds', { game: 'diams', rows, variant: 'standard', thief: false, thiefHolder: null, dealer: 'random' });
    const el = await open();
    await form(el, 'diams-new-game');
    expect($<HTMLInputElement>(el, 'input[value="diams"]')?.checked, "Diam's chosen").toBeTruthy();
    // Back to Diamonds: its fields, kept in that old shape, are put back too.
    $<HTMLInputElement>(el, 'input[value="diamonds"]')?.click();
    const diamonds = await form(el, 'diamonds-new-game');
    const seats = () => [...(diamonds.shadowRoot?.querySelectorAll<HTMLInputElement>('input[type="text"]') ?? [])].map((i) => i.value).join();
    await until(() => seats() === 'Ann,Bob', 'the Diamonds seats as kept');
  });

  it('on a 390×844 phone: "Start the game" is on the screen without scrolling, in both games, and above nothing it covers', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await open();
    const start = (root: ParentNode | null | undefined) =>
      [...(root?.querySelectorAll<HTMLButtonElement>('button[type="submit"]') ?? [])].find((b) => b.textContent?.trim() === 'Start the game');
    const onScreen = (what: string, button: HTMLButtonElement | undefined) => {
      const r = found(button, what).getBoundingClientRect();
      expect(r.top >= 0 && r.bottom <= 844, `${what} inside the screen (${Math.round(r.top)} to ${Math.round(r.bottom)})`).toBe(true);
      expect(
        button!.contains(
          button!.getRootNode() instanceof ShadowRoot
            ? (button!.getRootNode() as ShadowRoot).elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
            : null,
        ),
        `${what} uncovered`,
      ).toBe(true);
    };
    const diamonds = await form(el, 'diamonds-new-game');
    await diamonds.namesLoaded;
    await until(() => start(diamonds.shadowRoot), 'the Diamonds Start the game');
    expect(document.documentElement.scrollHeight > 844, 'the form is longer than the screen').toBe(true);
    onScreen('Diamonds: Start the game', start(diamonds.shadowRoot));
    $<HTMLInputElement>(el, 'input[value="diams"]')?.click();
    const diams = await form(el, 'diams-new-game');
    await until(() => start(diams.shadowRoot), "the Diam's Start the game");
    onScreen("Diam's: Start the game", start(diams.shadowRoot));
  });

  it('is accessible', async () => {
    const el = await open();
    await form(el, 'diamonds-new-game');
    await expectAccessible(el);
  });
});
