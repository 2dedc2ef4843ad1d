/// <reference types="mocha" />
/**
 * The Diam's set-up: names checked like a record's (non-blank, unique after trimming), the
 * options of M-GAME, M-HAND and M-WIN, and a session that copies the house rules card.
 */
import { html } from 'lit';
import '../../../src/components/diams/new-game/new-game';
import type { DiamsNewGame } from '../../../src/components/diams/new-game/new-game';
import type { DiamsConfig } from '../../../src/rules/diams/index';
import { loadSession, readSetupDraft, writeSetupDraft, type DeviceDb } from '../../../src/store/index';
import { editHouseCard } from '../../../src/store/house-card';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, deepActiveElement, fixture, textOf, until } from '../helpers';
import { deleteDbs, freshDb } from '../store-fixtures';
import { buttonNamed, simpleValues } from './helpers';

let db: DeviceDb;
let created: string[];

beforeEach(() => {
  db = freshDb();
  created = [];
});
afterEach(async () => {
  // The form's last keep committed, so no write reopens the store being deleted.
  await until(() => [...document.querySelectorAll<HTMLElement>('diams-new-game')].every((el) => el.dataset.drafts === 'saved'), 'the form kept');
  cleanup();
  await deleteDbs();
});

async function open(): Promise<DiamsNewGame> {
  const el = await fixture<DiamsNewGame>(html`<diams-new-game .db=${db}></diams-new-game>`);
  // The test stays on this page: it takes the new id instead of following the link.
  el.addEventListener('dl-game-created', (e) => {
    e.preventDefault();
    created.push((e as CustomEvent<{ id: string }>).detail.id);
  });
  await until(() => /Your rules card (is complete|still misses)/.test(textOf(el.shadowRoot)), 'the card status');
  return el;
}

const inputs = (el: DiamsNewGame) => [...(el.shadowRoot?.querySelectorAll<HTMLInputElement>('input[data-player]') ?? [])];

async function names(el: DiamsNewGame, list: string[]): Promise<void> {
  while (inputs(el).length < list.length) {
    buttonNamed(el, 'Add a player')?.click();
    await el.updateComplete;
  }
  list.forEach((name, i) => {
    const input = inputs(el)[i] as HTMLInputElement;
    input.value = name;
    input.dispatchEvent(new InputEvent('input'));
  });
  await el.updateComplete;
}

const start = (el: DiamsNewGame) => el.shadowRoot?.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();

describe('<diams-new-game>', () => {
  it('starts a game with the chosen options and the table’s rules card', async () => {
    await editHouseCard(db, (card) => ({ values: simpleValues(), deck: card.deck }));
    const el = await open();
    await until(() => textOf(el.shadowRoot).includes('all 30 values are filled in'), 'the complete card');
    await names(el, [' Ann ', 'Bob', '美咲', 'Dee']);
    el.shadowRoot?.querySelector<HTMLInputElement>('#rounds-1')?.click();
    el.shadowRoot?.querySelector<HTMLInputElement>('#handTie-all')?.click();
    el.shadowRoot?.querySelector<HTMLInputElement>('#winBy-points')?.click();
    start(el);
    await until(() => created.length === 1, 'the session');
    const loaded = await loadSession(db, created[0] as string);
    const config = loaded?.session.config as DiamsConfig;
    expect(loaded?.session.game, 'a Diam’s game').toBe('diams');
    expect(JSON.stringify(config.players), 'names trimmed, in seating order').toBe('["Ann","Bob","美咲","Dee"]');
    expect(JSON.stringify(config.options), 'options').toBe('{"rounds":1,"handTie":"all","winBy":"points"}');
    expect(JSON.stringify(config.card.values), 'the table’s card').toBe(JSON.stringify(simpleValues()));
    await expectAccessible(el);
  });

  it('explains each option in one line, with the defaults chosen', async () => {
    const el = await open();
    const text = textOf(el.shadowRoot);
    for (const part of [
      '3 rounds (standard)',
      '1 round (quick game)',
      'Nobody gains it (default)',
      'Each tied player gains it',
      'Victory chips (default)',
      'Total points',
    ]) {
      expect(text, `"${part}"`).toContain(part);
    }
    for (const id of ['#rounds-3', '#handTie-none', '#winBy-chips']) {
      expect(el.shadowRoot?.querySelector<HTMLInputElement>(id)?.checked, `${id} by default`).toBeTruthy();
    }
    expect(text, 'the card still has holes').toContain('misses 28 values of 30');
    await expectAccessible(el);
  });

  it('names what is wrong with the players and starts nothing', async () => {
    const el = await open();
    await names(el, ['Ann', '', 'Ann ']);
    start(el);
    await el.updateComplete;
    const text = textOf(el.shadowRoot);
    expect(text, text).toContain('Player 2 needs a name.');
    expect(text, text).toContain('Two players are called “Ann”');
    expect(deepActiveElement(), 'focus on the first name to fix').toBe(inputs(el)[1]);
    expect(inputs(el)[2]?.getAttribute('aria-invalid'), 'the duplicate is flagged').toBe('true');
    await expectAccessible(el);
    // Named right and started again: exactly one game, so the refused start made none.
    await names(el, ['Ann', 'Bob', 'Cy']);
    start(el);
    await until(() => created.length > 0, 'the session');
    expect(created.length, 'one game, from the second start').toBe(1);
  });

  it('keeps the names and options as typed through a reload, and drops them once the game starts', async () => {
    let el = await open();
    await names(el, ['Ann', 'Bob ', '美咲']);
    el.shadowRoot?.querySelector<HTMLInputElement>('#rounds-1')?.click();
    el.shadowRoot?.querySelector<HTMLInputElement>('#winBy-points')?.click();
    await el.updateComplete;
    await until(() => el.dataset.drafts === 'saved', 'the form kept');

    // A reload: the same store, a new form.
    cleanup();
    el = await open();
    await until(
      () =>
        inputs(el)
          .map((i) => i.value)
          .join('|') === 'Ann|Bob |美咲',
      'every name as typed',
    );
    for (const id of ['#rounds-1', '#handTie-none', '#winBy-points']) {
      expect(el.shadowRoot?.querySelector<HTMLInputElement>(id)?.checked, `${id} as chosen`).toBeTruthy();
    }
    start(el);
    await until(() => created.length === 1, 'the session');
    expect(JSON.stringify(await readSetupDraft(db)), 'the form is no longer kept').toBe('{}');
  });

  it('puts back nothing of a kept form it cannot show', async () => {
    await writeSetupDraft(db, 'diams', { names: ['Ann'], options: { rounds: 2, handTie: 'none', winBy: 'chips' } });
    const el = await open();
    await until(() => el.dataset.drafts === 'saved', 'the kept form read');
    expect(
      inputs(el)
        .map((i) => i.value)
        .join('|'),
      'a blank form',
    ).toBe('|');
    expect(el.shadowRoot?.querySelector<HTMLInputElement>('#rounds-3')?.checked, 'the default length').toBeTruthy();
  });

  it('takes 2 to 5 players', async () => {
    const el = await open();
    expect(inputs(el).length, 'two to start').toBe(2);
    expect(buttonNamed(el, 'Remove player'), 'no fewer than 2').toBeFalsy();
    await names(el, ['A', 'B', 'C', 'D', 'E']);
    expect(buttonNamed(el, 'Add a player'), 'no more than 5').toBeFalsy();
    buttonNamed(el, 'Remove player 3')?.click();
    await el.updateComplete;
    expect(
      inputs(el)
        .map((i) => i.value)
        .join(),
      'player 3 removed',
    ).toBe('A,B,D,E');
  });
});
