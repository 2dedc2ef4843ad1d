/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/components/diamonds/game-summary/game-summary';
import '../../../src/components/diamonds/round-summary/round-summary';
import type { DiamondsGameSummary } from '../../../src/components/diamonds/game-summary/game-summary';
import type { DiamondsRoundSummary } from '../../../src/components/diamonds/round-summary/round-summary';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, fixture, textOf } from '../helpers';
import { TWO, TWO_GAME, TWO_ROUND_1, fourPlayerGame, stateOf } from './states';
import type { DiamondsState } from '../../../src/rules/diamonds/index';

const items = (el: Element, id: string) => [...(el.shadowRoot?.querySelectorAll(`[data-testid="${id}"] li`) ?? [])].map((li) => textOf(li));

const roundSummary = (state: DiamondsState) => fixture<DiamondsRoundSummary>(html`<diamonds-round-summary .state=${state}></diamonds-round-summary>`);

describe('<diamonds-round-summary>', () => {
  afterEach(cleanup);

  it('explains every majority with its counts, in the order ♦ ♥ ♠ ♣ (D-END-ORDER)', async () => {
    const el = await roundSummary(stateOf(TWO, TWO_ROUND_1));
    const lines = items(el, 'majorities');
    expect(lines.length, 'one line per suit').toBe(4);
    expect(lines[0], '♦').toBe('♦ Diamonds: Ann took the most (2, next best 1): +1 Vault from the supply.');
    expect(lines[2], '♠').toBe('♠ Spades: Lou took the most (3, next best 2): 1 from Showroom to Vault.');
    expect(lines[3], '♣').toBe('♣ Clubs: Ann took the most (9, next best 0): no effect: no other Showroom has a diamond.');
    expect(items(el, 'bonuses').join(), 'no bonus').toBe('Every player won at least one trick: no bonus.');
    const cells = [...(el.shadowRoot?.querySelectorAll('tbody tr:nth-child(2) td') ?? [])].map((td) => td.firstChild?.textContent);
    expect(textOf(el.shadowRoot?.querySelector('tbody tr:nth-child(2)')).startsWith('Ann 2'), 'Ann row counts').toBeTruthy();
    expect(cells.length, 'four suits').toBe(4);
  });

  it('says when a tie for most gives nobody the action', async () => {
    const el = await roundSummary(fourPlayerGame(4));
    expect(items(el, 'majorities')[0], 'tie').toBe('♦ Diamonds: tie for most between Ann and Eve (4 each), so nobody acts.');
    expect(textOf(el.shadowRoot), 'names the round').toContain('Round 4 summary');
  });

  it('lists the no-trick bonuses (D-NOTRICK)', async () => {
    const el = await roundSummary(fourPlayerGame(3));
    expect(items(el, 'bonuses').join(), 'bonus').toBe('Eve: no trick won, ♦ action twice: +2 Vault from the supply.');
  });

  it('shows nothing while a round is being played', async () => {
    const el = await roundSummary(stateOf(TWO, TWO_ROUND_1.slice(0, 5)));
    expect(textOf(el.shadowRoot), 'empty').toBe('');
  });

  it('is accessible', async () => {
    await expectAccessible(await roundSummary(fourPlayerGame(3)));
  });
});

const gameSummary = (state: DiamondsState) => fixture<DiamondsGameSummary>(html`<diamonds-game-summary .state=${state}></diamonds-game-summary>`);

describe('<diamonds-game-summary>', () => {
  afterEach(cleanup);

  it('ranks the final standings and works out every score (D-SCORE)', async () => {
    const el = await gameSummary(fourPlayerGame());
    const rows = [...(el.shadowRoot?.querySelectorAll('tbody tr') ?? [])];
    expect(rows.map((r) => JSON.parse(r.getAttribute('data-players') ?? '[]')[0]).join(), 'order').toBe('Eve,Ann,Gus,Kai');
    expect(rows.map((r) => r.querySelector('[data-field="score"]')?.textContent).join(), 'scores').toBe('35,33,27,19');
    expect(textOf(rows[0]), `the sum is shown: ${textOf(rows[0])}`).toMatch(/3 \+ 2×\s*16/);
    expect(textOf(rows[0]), 'the winner is marked').toContain('winner');
    expect(el.shadowRoot?.querySelector('[data-testid="verdict"]')?.textContent?.replace(/\s+/g, ' ').trim(), 'verdict').toBe(
      'Eve wins with 35 points, 2 ahead of Ann (1 point per Showroom diamond, 2 per Vault diamond)D-SCORE.',
    );
    // The rule's id is a tag after its explanation, a link to the rule.
    expect(el.shadowRoot?.querySelector('[data-testid="verdict"] a.rule-tag')?.getAttribute('href'), 'the rule’s tag').toBe('#/rules/D-SCORE');
  });

  it('offers the export and the rematch', async () => {
    const el = await gameSummary(stateOf(TWO, TWO_GAME));
    const asked: string[] = [];
    el.addEventListener('dl-export', () => asked.push('export'));
    el.addEventListener('dl-rematch', () => asked.push('rematch'));
    for (const b of el.shadowRoot?.querySelectorAll('button') ?? []) b.click();
    expect(asked.join(), 'events').toBe('export,rematch');
  });

  it('shows nothing before the game is over', async () => {
    const el = await gameSummary(fourPlayerGame(3));
    expect(textOf(el.shadowRoot), 'empty').toBe('');
  });

  it('is accessible', async () => {
    await expectAccessible(await gameSummary(fourPlayerGame()));
  });
});
