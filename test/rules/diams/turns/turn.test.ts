/**
 * The turn structure: M-START, M-DRAW, M-REFILL, M-PLAY (pass), M-LIMIT; hand-worked from a
 * 3-player table Ann, Bob, Cy with Ann first.
 */
import { describe, expect, it } from 'vitest';
import { awaitingTurn, initialTurns } from '../../../../src/rules/diams';
import { ALL_KNOWN, DUO, START, cfg, d, ev, refusal, run } from './fixtures';
import { rejectionText } from '../../../../src/i18n/rule-messages';

describe('M-START', () => {
  it('M-START: each player starts with 3 unseen cards, the market empty and waiting for its refill', () => {
    const s = initialTurns(cfg());
    expect(s.hands).toEqual([
      { size: 3, known: [] },
      { size: 3, known: [] },
      { size: 3, known: [] },
    ]);
    expect(s.market).toEqual([]);
    expect(s.seat).toBe(0);
    expect(awaitingTurn(s)).toEqual({ what: 'refill', seat: 0, cards: null });
  });

  it('M-START: the first player is the one the setup names', () => {
    const s = run(cfg({ first: 2 }), START);
    expect(awaitingTurn(s)).toEqual({ what: 'draw', seat: 2 });
  });
});

describe('M-REFILL', () => {
  it('M-REFILL: the round opens with the refill of the empty market (3 cards)', () => {
    const s = run(cfg(), START);
    expect(s.market).toEqual([d(3), d(5), d(8)]);
    expect(s.refillDue).toBe(false);
    expect(awaitingTurn(s)).toEqual({ what: 'draw', seat: 0 });
  });

  it('M-REFILL: refused — anything else while the market waits for its refill', () => {
    const r = refusal(cfg(), [], ev.hand);
    expect(r.rule).toBe('M-REFILL');
    expect(rejectionText(r)).toBe('The market is empty: first record the three cards drawn from the deck into it (M-REFILL).');
  });

  it('M-REFILL: refused — a refill of two cards while the closing card is still in the deck', () => {
    const r = refusal(cfg(), [], ev.refill(d(1), d(2)));
    expect(r.rule).toBe('M-REFILL');
    expect(rejectionText(r)).toMatch(/cannot run out while the closing card is still in it/);
  });

  it('M-REFILL: refused — a refill of four cards', () => {
    expect(refusal(cfg(), [], ev.refill(d(1), d(2), d(3), d(4))).rule).toBe('M-REFILL');
  });

  it('M-REFILL: refused — a refill of a market that is not empty', () => {
    const r = refusal(cfg(), START, ev.refill(d(1), d(2), d(3)));
    expect(r.rule).toBe('M-REFILL');
    expect(rejectionText(r)).toBe('The market is not empty (it holds 3, 5 and 8): it is refilled only when it becomes empty (M-REFILL).');
  });

  it('M-REFILL: an M-SAME that empties the market waits for the refill, then the turn ends', () => {
    // Market 4, 4, 4: Ann draws into her hand, puts a 4 and takes all four 4s.
    const s1 = run(cfg(), [ev.refill(d(4), d(4), d(4)), ev.hand, ev.same(d(4), d(4), d(4), d(4), d(4))]);
    // Ann: 3 + 1 (draw) − 1 (put) + 4 (taken) = 7 cards; the market is empty.
    expect(s1.market).toEqual([]);
    expect(s1.hands[0]).toEqual({ size: 7, known: [d(4), d(4), d(4), d(4)] });
    expect(awaitingTurn(s1)).toEqual({ what: 'refill', seat: 0, cards: null });
    // The refill comes first, then the hand limit (7 > 5).
    const s2 = run(cfg(), [ev.refill(d(4), d(4), d(4)), ev.hand, ev.same(d(4), d(4), d(4), d(4), d(4)), ev.refill(d(1), d(2), d(6))]);
    expect(s2.market).toEqual([d(1), d(2), d(6)]);
    expect(awaitingTurn(s2)).toEqual({ what: 'limit', seat: 0, surplus: 2 });
  });
});

describe('M-DRAW', () => {
  it('M-DRAW: one card into the hand: the hand grows by one, unseen', () => {
    const s = run(cfg(), [...START, ev.hand]);
    expect(s.hands[0]).toEqual({ size: 4, known: [] });
    expect(s.market).toEqual([d(3), d(5), d(8)]);
    expect(awaitingTurn(s)).toEqual({ what: 'play', seat: 0 });
  });

  it('M-DRAW: two cards face up into the market', () => {
    const s = run(cfg(), [...START, ev.market(d(9), d(1, true))]);
    expect(s.market).toEqual([d(1, true), d(3), d(5), d(8), d(9)]);
    expect(s.hands[0]?.size).toBe(3);
  });

  it('M-DRAW: refused — playing before drawing', () => {
    const r = refusal(cfg(), START, ev.empty(d(2)));
    expect(r.rule).toBe('M-DRAW');
    expect(rejectionText(r)).toBe('Ann must draw first: one card into the hand, or two cards face up into the market (M-DRAW).');
  });

  it('M-DRAW: refused — a second draw in the same turn', () => {
    const r = refusal(cfg(), [...START, ev.hand], ev.hand);
    expect(r.rule).toBe('M-DRAW');
    expect(rejectionText(r)).toMatch(/^Ann has already drawn this turn/);
  });

  it('M-DRAW: refused — three cards, or none, into the market', () => {
    expect(refusal(cfg(), START, ev.market(d(1), d(2), d(3))).rule).toBe('M-DRAW');
    expect(refusal(cfg(), START, ev.market()).rule).toBe('M-DRAW');
  });

  it('M-DRAW: refused — one card into the market, or nothing, while the closing card is still in the deck', () => {
    expect(rejectionText(refusal(cfg(), START, ev.market(d(1))))).toMatch(/cannot run out while the closing card is still in it \(M-DRAW\)/);
    expect(refusal(cfg(), START, ev.none).rule).toBe('M-DRAW');
  });

  it('M-DRAW: the turn passes in seating order after the play', () => {
    const s = run(cfg(), [...START, ev.hand, ev.empty(d(2))]);
    expect(s.turn).toBe(2);
    expect(awaitingTurn(s)).toEqual({ what: 'draw', seat: 1 });
    expect(s.market).toEqual([d(2), d(3), d(5), d(8)]);
    expect(s.hands[0]).toEqual({ size: 3, known: [] });
  });
});

describe('M-PLAY', () => {
  it('M-PLAY: refused — passing with cards in hand', () => {
    const r = refusal(cfg(), [...START, ev.hand], ev.pass);
    expect(r.rule).toBe('M-PLAY');
    expect(rejectionText(r)).toMatch(/^Ann holds four cards: a play is always possible/);
  });

  it('M-PLAY: an empty hand passes', () => {
    // Ann secures her three 7s (hand 3 → 0), then on her next turn draws into the market and passes.
    const log = [...START, ev.market(d(1), d(2)), ev.secure([7, 3]), ev.hand, ev.empty(d(4)), ev.hand, ev.empty(d(6)), ev.market(d(9), d(10))];
    const s = run(cfg(), [...log, ev.pass]);
    expect(s.hands[0]?.size).toBe(0);
    expect(awaitingTurn(s)).toEqual({ what: 'draw', seat: 1 });
  });
});

describe('M-LIMIT', () => {
  // Market 3, 5, 8; Ann draws 5 and 5 into it and takes all four 5s with hers: 3 − 1 + 4 = 6 cards.
  const sixCards = [...START, ev.market(d(5), d(5)), ev.same(d(5), d(5), d(5), d(5), d(5))];

  it('M-LIMIT: a hand above 5 at the end of the turn waits for its surplus', () => {
    const s = run(cfg(), sixCards);
    expect(s.market).toEqual([d(3), d(8)]);
    expect(s.hands[0]).toEqual({ size: 6, known: [d(5), d(5), d(5), d(5)] });
    expect(awaitingTurn(s)).toEqual({ what: 'limit', seat: 0, surplus: 1 });
  });

  it('M-LIMIT: the surplus diamond goes face up into the market; the turn ends', () => {
    const s = run(cfg(), [...sixCards, ev.limit([d(5)])]);
    expect(s.market).toEqual([d(3), d(5), d(8)]);
    expect(s.hands[0]).toEqual({ size: 5, known: [d(5), d(5), d(5)] });
    expect(awaitingTurn(s)).toEqual({ what: 'draw', seat: 1 });
  });

  it('M-LIMIT: a surplus special card is discarded (counted)', () => {
    const s = run(cfg(), [...sixCards, ev.limit([], 1)]);
    expect(s.specials).toEqual({ played: [], discarded: 1 });
    expect(s.hands[0]?.size).toBe(5);
    expect(s.market).toEqual([d(3), d(8)]);
  });

  it('M-LIMIT: refused — the next player acting before the surplus is gone', () => {
    const r = refusal(cfg(), sixCards, ev.hand);
    expect(r.rule).toBe('M-LIMIT');
    expect(rejectionText(r)).toBe(
      'Ann holds six cards: before the turn ends, one must go — surplus diamonds face up into the market, surplus special cards discarded (M-LIMIT).',
    );
  });

  it('M-LIMIT: refused — too many or too few cards given up', () => {
    const r = refusal(cfg(), sixCards, ev.limit([d(5), d(5)]));
    expect(r.rule).toBe('M-LIMIT');
    expect(rejectionText(r)).toMatch(/exactly one must go .* but two were given/);
    expect(refusal(cfg(), sixCards, ev.limit([])).rule).toBe('M-LIMIT');
  });

  it('M-LIMIT: refused — a limit when the hand is within 5, or before the play', () => {
    expect(refusal(cfg(), [...START, ev.hand], ev.limit([])).rule).toBe('M-LIMIT');
  });

  it('M-LIMIT: refused — a surplus card the hand cannot hold', () => {
    // Ann holds six 5s, all seen by the table: a 9 cannot be her surplus.
    const r = refusal(DUO, ALL_KNOWN, ev.limit([d(9)]));
    expect(r.rule).toBe('M-LIMIT');
    expect(rejectionText(r)).toBe('Ann holds six cards, all seen by the table (5, 5, 5, 5, 5 and 5), so cannot put 9 into the market (M-LIMIT).');
    // …nor a special card.
    expect(refusal(DUO, ALL_KNOWN, ev.limit([], 1)).rule).toBe('M-LIMIT');
  });

  it('M-LIMIT: refused — discarding more special cards than can still be in hands', () => {
    // Ann discards two special cards at her hand limit (she has only two unseen cards); Bob cannot
    // discard two more: only one special card can still be in a hand.
    const log = [
      ev.refill(d(2), d(2), d(2)),
      ev.market(d(2), d(2)),
      ev.same(d(2), d(2), d(2), d(2), d(2), d(2), d(2)), // Ann: 3 − 1 + 6 = 8 cards
      ev.refill(d(4), d(4), d(4)),
      ev.limit([d(2)], 2),
      ev.market(d(4), d(4)), // Bob
      ev.same(d(4), d(4), d(4), d(4), d(4), d(4), d(4)), // Bob: 8 cards; the market keeps Ann's 2
    ];
    expect(run(DUO, log).specials).toEqual({ played: [], discarded: 2 });
    const r = refusal(DUO, log, ev.limit([d(4)], 2));
    expect(r.rule).toBe('M-LIMIT');
    expect(rejectionText(r)).toBe('Only one special card can still be in a hand (no played, two discarded this round): Bob cannot discard two (M-LIMIT).');
  });
});
