/// <reference types="mocha" />
/**
 * Names typed or pasted into the app follow the rule records follow (src/rules/player-name.ts):
 * the Diamonds and Diam's new-game forms and a rename refuse an invisible or control character,
 * or a name over 30 characters, on the field, in the reader's language, and save nothing.
 */
import { html } from 'lit';
import '../../../src/components/diamonds/new-game/new-game';
import '../../../src/components/diams/new-game/new-game';
import '../../../src/components/players/players-screen';
import type { DiamondsNewGame } from '../../../src/components/diamonds/new-game/new-game';
import type { DiamsNewGame } from '../../../src/components/diams/new-game/new-game';
import type { PlayersScreen } from '../../../src/components/players/players-screen';
import { setLocale } from '../../../src/i18n/localization';
import { listPlayers, type DeviceDb } from '../../../src/store/index';
import { expect } from '../expect';
import { cleanup, fixture, textOf, until } from '../helpers';
import { deleteDbs, freshDb, startGame } from '../store-fixtures';

/** Types each name into the form's text fields, in order, as a paste would. */
async function typeNames(el: HTMLElement & { updateComplete: Promise<boolean> }, names: string[]): Promise<void> {
  const inputs = [...(el.shadowRoot?.querySelectorAll<HTMLInputElement>('input[type="text"]') ?? [])];
  names.forEach((name, i) => {
    const input = inputs[i] as HTMLInputElement;
    input.value = name;
    input.dispatchEvent(new InputEvent('input'));
  });
  await el.updateComplete;
}

const submit = (el: HTMLElement) => el.shadowRoot?.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();

describe('typed names follow the rule records follow', () => {
  let db: DeviceDb;
  let hash: string;
  beforeEach(() => {
    db = freshDb();
    hash = location.hash;
  });
  afterEach(async () => {
    // A new-game form's last keep committed, so no write reopens the store being deleted.
    await until(
      () => [...document.querySelectorAll<HTMLElement>('diamonds-new-game, diams-new-game')].every((el) => el.dataset.drafts === 'saved'),
      'the form kept',
    );
    cleanup();
    history.replaceState(null, '', hash || location.pathname);
    await setLocale('en');
    await deleteDbs();
  });

  /** What the Diamonds form says when started with these names; it must save nothing. */
  async function diamondsRefusal(names: string[]): Promise<string> {
    const el = await fixture<DiamondsNewGame>(html`<diamonds-new-game .db=${db}></diamonds-new-game>`);
    await typeNames(el, names);
    submit(el);
    await el.updateComplete;
    expect(await db.sessions.count(), 'no game saved').toBe(0);
    return textOf(el.shadowRoot?.querySelector('[role="alert"]'));
  }

  it('the Diamonds form refuses a zero-width space and an ESC, and starts nothing', async () => {
    const alert = await diamondsRefusal(['Ann\u200b', '\u001b[31mBob']);
    expect(alert, alert).toContain("Player 1's name holds U+200B, an invisible or control character");
    expect(alert, alert).toContain("Player 2's name holds U+001B");
  });

  it('the Diamonds form says "Ann" and "Ann" with a zero-width space are not two players, in 日本語', async () => {
    await setLocale('ja');
    const alert = await diamondsRefusal(['Ann', 'Ann\u200b']);
    expect(alert, alert).toContain('プレイヤー2の名前に見えない文字または制御文字（U+200B）');
  });

  it("the Diam's form limits a name to 30 characters and refuses a NUL, on its field", async () => {
    const el = await fixture<DiamsNewGame>(html`<diams-new-game .db=${db}></diams-new-game>`);
    await until(() => /Your rules card/.test(textOf(el.shadowRoot)), 'the form');
    const first = el.shadowRoot?.querySelector<HTMLInputElement>('input[data-player="0"]');
    expect(first?.maxLength, 'the field stops at 30 characters').toBe(30);
    await typeNames(el, ['Ann', 'Bo\u0000b']);
    submit(el);
    await el.updateComplete;
    const error = textOf(el.shadowRoot?.querySelector('#name-error-1'));
    expect(error, 'on the field').toBe("Player 2's name holds U+0000, an invisible or control character: type it with visible characters only.");
    expect(await db.sessions.count(), 'no game saved').toBe(0);
  });

  it('a rename refuses an invisible character in 繁體中文, and the name stays', async () => {
    await startGame(db, ['Ann', 'Bob']);
    await setLocale('zh-Hant');
    const el = await fixture<PlayersScreen>(html`<players-screen .db=${db}></players-screen>`);
    const li = await until(() => [...(el.shadowRoot?.querySelectorAll('li.player') ?? [])].find((l) => l.querySelector('.name')?.textContent === 'Ann'), 'Ann');
    li.querySelector<HTMLButtonElement>('button.edit')?.click();
    await el.updateComplete;
    const input = li.querySelector<HTMLInputElement>('form.rename input[name="name"]') as HTMLInputElement;
    input.value = 'Ann\u200d';
    li.querySelector<HTMLFormElement>('form.rename')?.requestSubmit();
    await el.updateComplete;
    const error = textOf(li.querySelector('.error'));
    expect(error.includes('名字只能包含看得見的字元') && error.includes('U+200D'), error).toBeTruthy();
    expect((await listPlayers(db)).map((p) => p.name).join(), 'nothing renamed').toBe('Ann,Bob');
  });
});
