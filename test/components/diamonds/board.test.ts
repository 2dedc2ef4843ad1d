/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/components/diamonds/board/board';
import type { DiamondsBoard } from '../../../src/components/diamonds/board/board';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, fixture, textOf } from '../helpers';
import { FOUR, TEAMS, TWO, TWO_GAME, plays, stateOf } from './states';
import type { DiamondsState } from '../../../src/rules/diamonds/index';

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
    expect(r.length, 'one row per player').toBe(4);
    expect(textOf(r[0]).startsWith('Ann'), 'seating order').toBeTruthy();
    expect(cell(r[0], 'showroom'), 'Ann: 3 = 3 clear crystals').toBe('3 3 clear');
    expect(cell(r[2], 'vault'), "Kai's Vault is secret").toBe('Hidden');
    expect(textOf(r[0]), 'the dealer is marked').toContain('dealer');
  });

  it('shows the Vaults when the setting asks, with red crystals for fives', async () => {
    const el = await board(stateOf(FOUR, [{ type: 'deal', dealer: 0, pass: 2 }, ...plays('H7', 'D3')]), true);
    expect(cell(rows(el)[2], 'vault'), "Kai's Vault shown").toBe('1 1 clear');
    expect(el.shadowRoot?.querySelector('.toggle')?.getAttribute('aria-pressed'), 'toggle pressed').toBe('true');
  });

  it('reveals every Vault at the end of the game', async () => {
    const el = await board(stateOf(TWO, TWO_GAME));
    const r = rows(el);
    expect(cell(r[0], 'vault'), 'Lou: 9 = 1 red + 4 clear').toBe('9 1 red + 4 clear');
    expect(cell(r[1], 'vault'), 'Ann: 15 = 3 red').toBe('15 3 red');
    expect(el.shadowRoot?.querySelector('.toggle'), 'no toggle once the game is over').toBeFalsy();
  });

  it('shows one row per team in the team variant (DT-ZONES)', async () => {
    const el = await board(stateOf(TEAMS, [{ type: 'deal', dealer: 0, pass: 2 }]));
    expect(rows(el).map((r) => r.querySelector('th')?.firstChild?.textContent?.trim() ?? textOf(r.querySelector('th'))).length, 'two teams').toBe(2);
    expect(textOf(rows(el)[0]).startsWith('Ann & Kai'), `partners sit opposite: ${textOf(rows(el)[0])}`).toBeTruthy();
  });

  it('asks to toggle the Vaults with dl-toggle-vaults', async () => {
    const el = await board(stateOf(FOUR, [{ type: 'deal', dealer: 0, pass: 2 }]));
    let asked: boolean | null = null;
    el.addEventListener('dl-toggle-vaults', (e) => (asked = (e as CustomEvent<{ showVaults: boolean }>).detail.showVaults));
    el.shadowRoot?.querySelector<HTMLButtonElement>('.toggle')?.click();
    expect(asked, 'asks to show').toBe(true);
  });

  it('is accessible', async () => {
    await expectAccessible(await board(stateOf(FOUR, [{ type: 'deal', dealer: 0, pass: 2 }, ...plays('H7', 'D3')])));
    await expectAccessible(await board(stateOf(TWO, TWO_GAME)));
  });
});
