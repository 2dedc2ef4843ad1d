/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/components/diamonds/game-summary/game-summary.js';
import '../../../src/components/diamonds/round-summary/round-summary.js';
import type { DiamondsGameSummary } from '../../../src/components/diamonds/game-summary/game-summary.js';
import type { DiamondsRoundSummary } from '../../../src/components/diamonds/round-summary/round-summary.js';
import { expectAccessible } from '../a11y.js';
import { assert, cleanup, equal, fixture, textOf } from '../helpers.js';
import { TWO, TWO_GAME, TWO_ROUND_1, fourPlayerGame, stateOf } from './states.js';
import type { DiamondsState } from '../../../src/rules/diamonds/index.js';

const items = (el: Element, id: string) =>
  [...(el.shadowRoot?.querySelectorAll(`[data-testid="${id}"] li`) ?? [])].map((li) => textOf(li));

const roundSummary = (state: DiamondsState) =>
  fixture<DiamondsRoundSummary>(html`<diamonds-round-summary .state=${state}></diamonds-round-summary>`);

describe('<diamonds-round-summary>', () => {
  afterEach(cleanup);

  it('explains every majority with its counts, in the order ♦ ♥ ♠ ♣ (D-END-ORDER)', async () => {
    const el = await roundSummary(stateOf(TWO, TWO_ROUND_1));
    const lines = items(el, 'majorities');
    equal(lines.length, 4, 'one line per suit');
    equal(lines[0], '♦ Diamonds: Ann took the most (2, next best 1): +1 Vault from the supply.', '♦');
    equal(lines[2], '♠ Spades: Lou took the most (3, next best 2): 1 from Showroom to Vault.', '♠');
    equal(lines[3], '♣ Clubs: Ann took the most (9, next best 0): no effect: no other Showroom has a diamond.', '♣');
    equal(items(el, 'bonuses').join(), 'Every player won at least one trick: no bonus.', 'no bonus');
    const cells = [...(el.shadowRoot?.querySelectorAll('tbody tr:nth-child(2) td') ?? [])].map((td) => td.firstChild?.textContent);
    assert(textOf(el.shadowRoot?.querySelector('tbody tr:nth-child(2)')).startsWith('Ann 2'), 'Ann row counts');
    equal(cells.length, 4, 'four suits');
  });

  it('says when a tie for most gives nobody the action', async () => {
    const el = await roundSummary(fourPlayerGame(4));
    equal(items(el, 'majorities')[0], '♦ Diamonds: tie for most between Ann and Eve (4 each), so nobody acts.', 'tie');
    assert(textOf(el.shadowRoot).includes('Round 4 summary'), 'names the round');
  });

  it('lists the no-trick bonuses (D-NOTRICK)', async () => {
    const el = await roundSummary(fourPlayerGame(3));
    equal(items(el, 'bonuses').join(), 'Eve: no trick won, ♦ action twice: +2 Vault from the supply.', 'bonus');
  });

  it('shows nothing while a round is being played', async () => {
    const el = await roundSummary(stateOf(TWO, TWO_ROUND_1.slice(0, 5)));
    equal(textOf(el.shadowRoot), '', 'empty');
  });

  it('is accessible', async () => {
    await expectAccessible(await roundSummary(fourPlayerGame(3)));
  });
});

const gameSummary = (state: DiamondsState) =>
  fixture<DiamondsGameSummary>(html`<diamonds-game-summary .state=${state}></diamonds-game-summary>`);

describe('<diamonds-game-summary>', () => {
  afterEach(cleanup);

  it('ranks the final standings and works out every score (D-SCORE)', async () => {
    const el = await gameSummary(fourPlayerGame());
    const rows = [...(el.shadowRoot?.querySelectorAll('tbody tr') ?? [])];
    equal(rows.map((r) => JSON.parse(r.getAttribute('data-players') ?? '[]')[0]).join(), 'Eve,Ann,Gus,Kai', 'order');
    equal(rows.map((r) => r.querySelector('[data-field="score"]')?.textContent).join(), '35,33,27,19', 'scores');
    assert(/3 \+ 2×\s*16/.test(textOf(rows[0])), `the sum is shown: ${textOf(rows[0])}`);
    assert(textOf(rows[0]).includes('winner'), 'the winner is marked');
    equal(
      el.shadowRoot?.querySelector('[data-testid="verdict"]')?.textContent?.replace(/\s+/g, ' ').trim(),
      'Eve wins with 35 points, 2 ahead of Ann (1 point per Showroom diamond, 2 per Vault diamond)D-SCORE.',
      'verdict',
    );
    // The rule's id is a tag after its explanation, a link to the rule.
    equal(el.shadowRoot?.querySelector('[data-testid="verdict"] a.rule-tag')?.getAttribute('href'), '#/rules/D-SCORE', 'the rule’s tag');
  });

  it('offers the export and the rematch', async () => {
    const el = await gameSummary(stateOf(TWO, TWO_GAME));
    const asked: string[] = [];
    el.addEventListener('dl-export', () => asked.push('export'));
    el.addEventListener('dl-rematch', () => asked.push('rematch'));
    for (const b of el.shadowRoot?.querySelectorAll('button') ?? []) b.click();
    equal(asked.join(), 'export,rematch', 'events');
  });

  it('shows nothing before the game is over', async () => {
    const el = await gameSummary(fourPlayerGame(3));
    equal(textOf(el.shadowRoot), '', 'empty');
  });

  it('is accessible', async () => {
    await expectAccessible(await gameSummary(fourPlayerGame()));
  });
});
