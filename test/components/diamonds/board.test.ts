/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/components/diamonds/board/board.js';
import type { DiamondsBoard } from '../../../src/components/diamonds/board/board.js';
import { expectAccessible } from '../a11y.js';
import { assert, cleanup, equal, fixture, textOf } from '../helpers.js';
import { FOUR, TEAMS, TWO, TWO_GAME, plays, stateOf } from './states.js';
import type { DiamondsState } from '../../../src/rules/diamonds/index.js';

const rows = (el: DiamondsBoard) => [...(el.shadowRoot?.querySelectorAll('tbody tr') ?? [])];
const cell = (row: Element | undefined, zone: string) => textOf(row?.querySelector(`[data-zone="${zone}"]`));

async function board(state: DiamondsState, showVaults = false): Promise<DiamondsBoard> {
  return fixture<DiamondsBoard>(html`<diamonds-board .state=${state} ?show-vaults=${showVaults}></diamonds-board>`);
}

describe('<diamonds-board>', () => {
  afterEach(cleanup);

  it("shows each player's Showroom with its crystals and hides Vaults during play", async () => {
    // Gus leads H7, Kai throws D3 (off-suit ♦: +1 Vault for Kai).
    const el = await board(stateOf(FOUR, [{ type: 'deal', dealer: 0, pass: 2 }, ...plays('H7', 'D3')]));
    const r = rows(el);
    equal(r.length, 4, 'one row per player');
    assert(textOf(r[0]).startsWith('Ann'), 'seating order');
    equal(cell(r[0], 'showroom'), '3 3 clear', 'Ann: 3 = 3 clear crystals');
    equal(cell(r[2], 'vault'), 'Hidden', "Kai's Vault is secret");
    assert(textOf(r[0]).includes('dealer'), 'the dealer is marked');
  });

  it('shows the Vaults when the setting asks, with red crystals for fives', async () => {
    const el = await board(stateOf(FOUR, [{ type: 'deal', dealer: 0, pass: 2 }, ...plays('H7', 'D3')]), true);
    equal(cell(rows(el)[2], 'vault'), '1 1 clear', "Kai's Vault shown");
    equal(el.shadowRoot?.querySelector('.toggle')?.getAttribute('aria-pressed'), 'true', 'toggle pressed');
  });

  it('reveals every Vault at the end of the game', async () => {
    const el = await board(stateOf(TWO, TWO_GAME));
    const r = rows(el);
    equal(cell(r[0], 'vault'), '9 1 red + 4 clear', 'Lou: 9 = 1 red + 4 clear');
    equal(cell(r[1], 'vault'), '15 3 red', 'Ann: 15 = 3 red');
    assert(!el.shadowRoot?.querySelector('.toggle'), 'no toggle once the game is over');
  });

  it('shows one row per team in the team variant (DT-ZONES)', async () => {
    const el = await board(stateOf(TEAMS, [{ type: 'deal', dealer: 0, pass: 2 }]));
    equal(rows(el).map((r) => r.querySelector('th')?.firstChild?.textContent?.trim() ?? textOf(r.querySelector('th'))).length, 2, 'two teams');
    assert(textOf(rows(el)[0]).startsWith('Ann & Kai'), `partners sit opposite: ${textOf(rows(el)[0])}`);
  });

  it('asks to toggle the Vaults with dl-toggle-vaults', async () => {
    const el = await board(stateOf(FOUR, [{ type: 'deal', dealer: 0, pass: 2 }]));
    let asked: boolean | null = null;
    el.addEventListener('dl-toggle-vaults', (e) => (asked = (e as CustomEvent<{ showVaults: boolean }>).detail.showVaults));
    el.shadowRoot?.querySelector<HTMLButtonElement>('.toggle')?.click();
    equal(asked, true, 'asks to show');
  });

  it('is accessible', async () => {
    await expectAccessible(await board(stateOf(FOUR, [{ type: 'deal', dealer: 0, pass: 2 }, ...plays('H7', 'D3')])));
    await expectAccessible(await board(stateOf(TWO, TWO_GAME)));
  });
});
