/** M-MARKET and its three follow-ups M-SAME, M-SUM, M-EMPTY, hand-worked. */
import { describe, expect, it } from 'vitest';
import { awaitingTurn } from '../../../../src/rules/diams';
import { ALL_KNOWN, DUO, cfg, d, ev, refusal, run } from './fixtures';
import { rejectionText } from '../../../../src/i18n/rule-messages';

// Market 4, 4 (magnifier), 9; Ann draws 1 and 2 into it: 1, 2, 4, 4 (magnifier), 9. Ann holds 3 unseen cards.
const OPEN = [ev.refill(d(4), d(4, true), d(9)), ev.market(d(1), d(2))];

describe('M-SAME', () => {
  it('M-SAME: takes every market card of the quality, the one put down included', () => {
    const s = run(cfg(), [...OPEN, ev.same(d(4), d(4), d(4), d(4, true))]);
    expect(s.market).toEqual([d(1), d(2), d(9)]);
    // 3 − 1 + 3 = 5 cards, the three 4s seen.
    expect(s.hands[0]).toEqual({ size: 5, known: [d(4), d(4), d(4, true)] });
    expect(awaitingTurn(s)).toEqual({ what: 'draw', seat: 1 });
  });

  it('M-SAME: refused — some but not all of the quality', () => {
    const r = refusal(cfg(), OPEN, ev.same(d(4), d(4), d(4)));
    expect(r.rule).toBe('M-SAME');
    expect(rejectionText(r)).toBe('Ann must take all three 4s from the market, the one put down included: 4, 4 and 4 (magnifier) (M-SAME).');
  });

  it('M-SAME: refused — the wrong magnifiers (the market is face up)', () => {
    expect(refusal(cfg(), OPEN, ev.same(d(4), d(4), d(4, true), d(4, true))).rule).toBe('M-SAME');
  });

  it('M-SAME: refused — a card of another quality', () => {
    const r = refusal(cfg(), OPEN, ev.same(d(4), d(4), d(4), d(4, true), d(9)));
    expect(r.rule).toBe('M-SAME');
    expect(rejectionText(r)).toBe('M-SAME takes only diamonds of the quality put down (4s); 9 is not one (M-SAME).');
  });

  it('M-SAME: with no other card of the quality, the card put down is taken back', () => {
    const s = run(cfg(), [...OPEN, ev.same(d(7), d(7))]);
    expect(s.market).toEqual([d(1), d(2), d(4), d(4, true), d(9)]);
    expect(s.hands[0]).toEqual({ size: 3, known: [d(7)] });
  });

  it('M-SAME: refused — leaving the lone card put down in the market', () => {
    const r = refusal(cfg(), OPEN, ev.same(d(7)));
    expect(r.rule).toBe('M-SAME');
    expect(rejectionText(r)).toBe('Ann must take back the 7 just put down: it is the only 7 in the market (M-SAME).');
  });
});

describe('M-SUM', () => {
  it('M-SUM: takes other cards adding up exactly to the card, which stays in the market', () => {
    const s = run(cfg(), [...OPEN, ev.sum(d(7), d(1), d(2), d(4))]);
    expect(s.market).toEqual([d(4, true), d(7), d(9)]);
    expect(s.hands[0]).toEqual({ size: 5, known: [d(1), d(2), d(4)] });
  });

  it('M-SUM: another card of the same quality adds up exactly too', () => {
    const s = run(cfg(), [...OPEN, ev.sum(d(4), d(4, true))]);
    expect(s.market).toEqual([d(1), d(2), d(4), d(4), d(9)]);
    expect(s.hands[0]).toEqual({ size: 3, known: [d(4, true)] });
  });

  it('M-SUM: refused — a sum that is not exact', () => {
    const r = refusal(cfg(), OPEN, ev.sum(d(7), d(2), d(4)));
    expect(r.rule).toBe('M-SUM');
    expect(rejectionText(r)).toBe('2 and 4 add up to 6, not 7: the cards taken must add up exactly to the card put down (M-SUM).');
  });

  it('M-SUM: refused — a card that is not in the market', () => {
    const r = refusal(cfg(), OPEN, ev.sum(d(6), d(6)));
    expect(r.rule).toBe('M-SUM');
    expect(rejectionText(r)).toBe(
      'There is no 6 in the market to take (the card put down stays there): the market holds 1, 2, 4, 4 (magnifier) and 9 (M-SUM).',
    );
  });

  it('M-SUM: refused — more copies than the market holds, or the wrong magnifier', () => {
    const r = refusal(cfg(), OPEN, ev.sum(d(8), d(4), d(4)));
    expect(r.rule).toBe('M-SUM');
    expect(rejectionText(r)).toBe('The market does not hold that many 4s to take: it holds 1, 2, 4, 4 (magnifier) and 9 (M-SUM).');
    expect(rejectionText(refusal(cfg(), OPEN, ev.sum(d(8), d(4, true), d(4, true))))).toMatch(/that many 4s with the magnifier/);
  });

  it('M-SUM: refused — the card just put down is not taken with M-SUM', () => {
    // The only 7 in the market would be Ann's own.
    expect(refusal(cfg(), OPEN, ev.sum(d(7), d(7))).rule).toBe('M-SUM');
  });

  it('M-SUM: refused — taking nothing (that is M-EMPTY)', () => {
    const r = refusal(cfg(), OPEN, ev.sum(d(7)));
    expect(r.rule).toBe('M-SUM');
    expect(rejectionText(r)).toBe('M-SUM takes market cards adding up to 7; to take nothing, choose M-EMPTY (M-SUM).');
  });
});

describe('M-EMPTY', () => {
  it('M-EMPTY: the card stays in the market, nothing is taken', () => {
    const s = run(cfg(), [...OPEN, ev.empty(d(7))]);
    expect(s.market).toEqual([d(1), d(2), d(4), d(4, true), d(7), d(9)]);
    expect(s.hands[0]).toEqual({ size: 2, known: [] });
  });

  it('M-EMPTY: refused — taking something', () => {
    const r = refusal(cfg(), OPEN, ev.empty(d(7), d(1)));
    expect(r.rule).toBe('M-EMPTY');
    expect(rejectionText(r)).toBe('With M-EMPTY nothing is taken and the 7 stays in the market; to take cards, choose M-SAME or M-SUM (M-EMPTY).');
  });
});

describe('M-MARKET', () => {
  // ALL_KNOWN ends with Ann holding six seen 5s; she puts one back, Bob plays, Ann draws into the market.
  const later = [...ALL_KNOWN, ev.limit([d(5)]), ev.hand, ev.empty(d(2)), ev.market(d(1), d(1))];

  it('M-MARKET: a card the table saw going into the hand leaves it again', () => {
    const s = run(DUO, [...later, ev.empty(d(5))]);
    expect(s.hands[0]).toEqual({ size: 4, known: [d(5), d(5), d(5), d(5)] });
  });

  it('M-MARKET: refused — a card the hand cannot hold (every card in it was seen)', () => {
    const r = refusal(DUO, later, ev.empty(d(9)));
    expect(r.rule).toBe('M-MARKET');
    expect(rejectionText(r)).toBe('Ann holds five cards, all seen by the table (5, 5, 5, 5 and 5), so cannot put a 9 into the market (M-MARKET).');
  });

  it('M-MARKET: refused — an empty hand', () => {
    const log = [ev.refill(d(3), d(5), d(8)), ev.market(d(1), d(2)), ev.secure([7, 3]), ev.hand, ev.empty(d(4)), ev.market(d(9), d(10))];
    const r = refusal(DUO, log, ev.empty(d(8)));
    expect(r.rule).toBe('M-MARKET');
    expect(rejectionText(r)).toBe('Ann has no card in hand, so cannot put an 8 into the market (M-MARKET).');
  });
});
