import { describe, expect, it } from 'vitest';
import { cardName } from '../../../src/i18n/cards';
import { deckCards, parseCard } from '../../../src/rules/diamonds/index';
import { cards, config, deal, refused, run } from '../../support/diamonds-helpers';
import { rejectionText } from '../../../src/i18n/rule-messages';

describe('D-DECK: 60 unique cards, 4 suits, ranks 1–15', () => {
  it('has 60 distinct cards in the standard deck', () => {
    const deck = deckCards('standard', 4).map((c) => c.suit + c.rank);
    expect(deck).toHaveLength(60);
    expect(new Set(deck).size).toBe(60);
  });
  it('reads card codes and refuses anything else', () => {
    expect(parseCard('D15')).toEqual({ suit: 'D', rank: 15 });
    expect(parseCard('H1')).toEqual({ suit: 'H', rank: 1 });
    for (const bad of ['D0', 'D16', 'h3', 'X3', 'D01', 'S', '', ' C3', 'C3 ']) expect(parseCard(bad)).toBeNull();
  });
  it('names cards in full for screen readers', () => {
    expect(cardName({ suit: 'H', rank: 10 })).toBe('10 of Hearts');
  });
  it('refuses a card already played this round (D-DECK)', () => {
    const state = run(config(3), [deal(0), ...cards('H3 H4 H5')]);
    const r = refused(state, { type: 'play', card: 'H4' }, 'D-DECK');
    expect(r.play).toBe(4);
    expect(rejectionText(r)).toContain('4 of Hearts');
  });
  it('allows the same card again in the next round (D-DEAL: the deck is reshuffled)', () => {
    // 2 players, D2: a whole round is 20 cards. Everyone follows in Hearts/Spades patterns.
    const round = 'H1 H2 H3 H4 H5 H6 H7 H8 H9 H10 H11 H12 H13 H14 H15 S1 S2 S3 S4 S5';
    const state = run(config(2), [deal(0), ...cards(round), deal(1), ...cards('H1')]);
    expect(state.round?.index).toBe(2);
    expect(state.round?.plays).toBe(1);
  });
});

describe('DP: the reduced decks of "all cards known"', () => {
  it.each([
    [2, 32, 16],
    [3, 36, 12],
    [4, 48, 12],
    [5, 60, 12],
  ])('with %i players uses %i cards, %i each', (players, size, hand) => {
    expect(deckCards('perfect', players)).toHaveLength(size);
    expect((size / players) | 0).toBe(hand);
  });
  it('refuses a card outside the reduced deck (D-DECK)', () => {
    const state = run(config(3, 'perfect'), [deal(0)]);
    const r = refused(state, { type: 'play', card: 'S10' }, 'D-DECK');
    expect(rejectionText(r)).toContain('1–9');
    run(config(3, 'perfect'), [deal(0), ...cards('S9')]);
  });
  it('keeps ranks 1–8 with two players', () => {
    const state = run(config(2, 'perfect'), [deal(0)]);
    refused(state, { type: 'play', card: 'D9' }, 'D-DECK');
    expect(run(config(2, 'perfect'), [deal(0), ...cards('D8')]).round?.plays).toBe(1);
  });
});
