/** M-SPECIALS: the compulsory sale and the three own powers, one card of each; hand-worked. */
import { describe, expect, it } from 'vitest';
import { awaitingTurn, type TurnStep } from '../../../../src/rules/diams';
import { ALL_KNOWN, DUO, START, cfg, d, ev, refusal, run } from './fixtures';
import { rejectionText } from '../../../../src/i18n/rule-messages';

describe('M-SPECIALS: compulsory sale', () => {
  // Market 3, 5, 8. Ann draws into her hand (4 cards) and sells 5s with the Safe cracker.
  const sale = ev.sale('safe-cracker', d(5), [[], [d(5), d(5, true)], []]);

  it('M-SPECIALS: the opponents put in all their diamonds of the quality; the player takes every one from the market', () => {
    const s = run(cfg(), [...START, ev.hand, sale]);
    // Market 3, 5, 8 + Ann's 5 + Bob's 5 and 5 (magnifier): Ann takes the four 5s.
    expect(s.market).toEqual([d(3), d(8)]);
    // Ann: 4 − 1 (special) − 1 (her 5) + 4 = 6; Bob: 3 − 2 = 1; Cy had none.
    expect(s.hands.map((h) => h.size)).toEqual([6, 1, 3]);
    expect(s.hands[0]?.known).toEqual([d(5), d(5), d(5), d(5, true)]);
    expect(s.specials.played).toEqual(['safe-cracker']);
    expect(awaitingTurn(s)).toEqual({ what: 'limit', seat: 0, surplus: 1 });
  });

  it('M-SPECIALS: a sale that empties the market waits for its refill', () => {
    const s = run(cfg(), [ev.refill(d(5), d(5), d(5)), ev.hand, ev.sale('sleight-of-hand', d(5), [[], [], []])]);
    expect(s.market).toEqual([]);
    expect(s.refillDue).toBe(true);
  });

  it('M-SPECIALS: refused — an opponent keeping a diamond of the quality the table saw him take', () => {
    // Bob takes the two 5s (market 5 + his 5) on turn 2; Ann sells 5s on turn 4.
    const log = [...START, ev.hand, ev.empty(d(1)), ev.hand, ev.same(d(5), d(5), d(5)), ev.hand, ev.empty(d(2)), ev.hand];
    const r = refusal(cfg(), log, ev.sale('safe-cracker', d(5), [[], [], []]));
    expect(r.rule).toBe('M-SPECIALS');
    expect(rejectionText(r)).toBe(
      "Bob was seen taking 5 and 5 into the hand: every 5 in Bob's hand goes into the market, so the sale includes them (M-SPECIALS).",
    );
    const s = run(cfg(), [...log, ev.sale('safe-cracker', d(5), [[], [d(5), d(5)], []])]);
    expect(s.hands[1]).toEqual({ size: 3, known: [] });
  });

  it('M-SPECIALS: refused — a diamond of another quality in the sale', () => {
    const r = refusal(cfg(), [...START, ev.hand], ev.sale('safe-cracker', d(5), [[], [d(6)], []]));
    expect(r.rule).toBe('M-SPECIALS');
    expect(rejectionText(r)).toBe('In a compulsory sale of 5s, Bob puts in only diamonds of quality 5, not a 6 (M-SPECIALS).');
  });

  it('M-SPECIALS: refused — the seller putting in for herself, or an opponent selling more than he holds', () => {
    expect(refusal(cfg(), [...START, ev.hand], ev.sale('safe-cracker', d(5), [[d(5)], [], []])).rule).toBe('M-SPECIALS');
    const r = refusal(cfg(), [...START, ev.hand], ev.sale('safe-cracker', d(5), [[], [d(5), d(5), d(5), d(5)], []]));
    expect(rejectionText(r)).toBe('Bob holds only three cards, so cannot put four diamonds into the market (M-SPECIALS).');
  });
});

describe('M-SPECIALS: Armored convoy', () => {
  // Ann secures three 7s on turn 1 (1 card left) and draws on turn 4: two unseen cards.
  const TURN4 = [...START, ev.hand, ev.secure([7, 3]), ev.hand, ev.empty(d(1)), ev.hand, ev.empty(d(1)), ev.hand];

  it('M-SPECIALS: diamonds go onto a collection already in the safe, no new collection needed', () => {
    const s = run(cfg(), [...TURN4, ev.convoy([7, 1])]);
    expect(s.hands[0]?.size).toBe(0);
    expect(s.safes[0]?.collections).toEqual([{ quality: 7, count: 4, pure: null }]);
    expect(s.safes[0]?.history.at(-1)).toEqual({ turn: 4, how: 'convoy', quality: 7, count: 1, pure: null });
  });

  it('M-SPECIALS: the convoy may store nothing', () => {
    const s = run(cfg(), [...TURN4, ev.convoy()]);
    expect(s.hands[0]?.size).toBe(1);
    expect(s.specials.played).toEqual(['armored-convoy']);
  });

  it('M-SPECIALS: refused — a quality not in the safe', () => {
    const r = refusal(cfg(), TURN4, ev.convoy([6, 1]));
    expect(r.rule).toBe('M-SPECIALS');
    expect(rejectionText(r)).toBe(
      "Ann's safe has no collection of 6s: the Armored convoy only adds diamonds to collections already in the safe, so nothing is stored for the 6s — leave them out (M-SPECIALS).",
    );
  });

  it('M-SPECIALS: refused — a collection above five (M-SECURE), or more cards than the hand holds', () => {
    expect(refusal(cfg(), TURN4, ev.convoy([7, 3])).rule).toBe('M-SECURE');
    const r = refusal(cfg(), TURN4, ev.convoy([7, 2]));
    expect(r.rule).toBe('M-SPECIALS');
    expect(rejectionText(r)).toBe('Ann holds only two cards, so cannot play the Armored convoy and store two diamonds (M-SPECIALS).');
  });
});

describe('M-SPECIALS: Safe cracker', () => {
  // Ann secures three 7s, one with the magnifier, on turn 1; Bob draws on turn 2.
  const shown = [...START, ev.hand, ev.secure([7, 3, 1]), ev.hand];
  const hidden = [...START, ev.hand, ev.secure([7, 3]), ev.hand];

  it("M-SPECIALS: takes the named diamond from the victim's safe into the cracker's hand", () => {
    const s = run(cfg(), [...shown, ev.cracker(0, 7, true, true)]);
    expect(s.safes[0]?.collections).toEqual([{ quality: 7, count: 2, pure: 0 }]);
    expect(s.safes[0]?.history.at(-1)).toEqual({ turn: 2, how: 'cracked', quality: 7, count: -1, pure: 1, by: 1 });
    // Bob: 4 − 1 (special) + 1 = 4, the 7 seen.
    expect(s.hands[1]).toEqual({ size: 4, known: [d(7, true)] });
  });

  it('M-SPECIALS: finding nothing moves nothing, and tells the table the collection has no such diamond', () => {
    const s = run(cfg(), [...hidden, ev.cracker(0, 7, true, false)]);
    expect(s.safes[0]?.collections).toEqual([{ quality: 7, count: 3, pure: 0 }]);
    expect(s.hands[1]).toEqual({ size: 3, known: [] });
  });

  it('M-SPECIALS: refused — "found" in a safe with no collection of the quality', () => {
    const r = refusal(cfg(), shown, ev.cracker(0, 4, false, true));
    expect(r.rule).toBe('M-SPECIALS');
    expect(rejectionText(r)).toBe("Ann's safe has no 4s, so the Safe cracker finds nothing: record it as not found (M-SPECIALS).");
  });

  it('M-SPECIALS: refused — "not found" when the safe is known to hold one, "found" when known not to', () => {
    const r = refusal(cfg(), shown, ev.cracker(0, 7, true, false));
    expect(rejectionText(r)).toBe("Ann's safe is known to hold a 7 with the magnifier: the Safe cracker takes it, record it as found (M-SPECIALS).");
    const none = refusal(cfg(), [...START, ev.hand, ev.secure([7, 3, 0]), ev.hand], ev.cracker(0, 7, true, true));
    expect(rejectionText(none)).toBe(
      "Ann's 7s are known to hold no diamond with the magnifier, so the Safe cracker finds nothing: record it as not found (M-SPECIALS).",
    );
  });

  it("M-SPECIALS: refused — cracking one's own safe", () => {
    expect(refusal(cfg(), [...START, ev.hand], ev.cracker(0, 7, false, false)).rule).toBe('M-SPECIALS');
  });
});

describe('M-SPECIALS: Sleight of hand', () => {
  it('M-SPECIALS: takes one diamond of any quality from the market', () => {
    const s = run(cfg(), [...START, ev.hand, ev.sleight(d(8))]);
    expect(s.market).toEqual([d(3), d(5)]);
    expect(s.hands[0]).toEqual({ size: 4, known: [d(8)] });
  });

  it('M-SPECIALS: taking the last market card waits for the refill', () => {
    // Ann puts a 9 and takes 1, 2 and 6 (M-SUM): the market is her 9 alone; Bob steals it.
    const s = run(cfg(), [ev.refill(d(1), d(2), d(6)), ev.hand, ev.sum(d(9), d(1), d(2), d(6)), ev.limit([], 1), ev.hand, ev.sleight(d(9))]);
    expect(s.market).toEqual([]);
    expect(awaitingTurn(s)).toEqual({ what: 'refill', seat: 1, cards: null });
  });

  it('M-SPECIALS: refused — a diamond that is not in the market, or naming none', () => {
    const r = refusal(cfg(), [...START, ev.hand], ev.sleight(d(9)));
    expect(r.rule).toBe('M-SPECIALS');
    expect(rejectionText(r)).toBe('There is no 9 in the market to take: it holds 3, 5 and 8 (M-SPECIALS).');
    expect(refusal(cfg(), [...START, ev.hand], ev.sleight(null)).rule).toBe('M-SPECIALS');
  });
});

describe('M-SPECIALS: one card of each', () => {
  it('M-SPECIALS: refused — a special card played twice in a round', () => {
    const log = [...START, ev.hand, ev.sleight(d(8)), ev.hand, ev.empty(d(1)), ev.hand, ev.empty(d(2)), ev.hand];
    const r = refusal(cfg(), log, ev.sale('sleight-of-hand', d(3), [[], [], []]));
    expect(r.rule).toBe('M-SPECIALS');
    expect(rejectionText(r)).toBe('The Sleight of hand has already been played this round: there is one of each special card (M-SPECIALS).');
  });

  it('M-SPECIALS: refused — a power the card does not have', () => {
    const bad = {
      type: 'special',
      special: 'sleight-of-hand',
      power: 'safe-cracker',
      victim: 1,
      quality: 3,
      pure: false,
      found: false,
    } as unknown as TurnStep;
    const r = refusal(cfg(), [...START, ev.hand], bad);
    expect(r.rule).toBe('M-SPECIALS');
    expect(rejectionText(r)).toBe(
      'The Sleight of hand is used either for the compulsory sale ("compulsory-sale") or for its own power ("sleight-of-hand"), not the text "safe-cracker" (M-SPECIALS).',
    );
  });

  it('M-SPECIALS: refused — all three special cards already out of play', () => {
    // Ann discards two special cards at her limit and plays the Sleight of hand; Bob has none left to play.
    const log = [
      ev.refill(d(2), d(2), d(2)),
      ev.market(d(2), d(2)),
      ev.same(d(2), d(2), d(2), d(2), d(2), d(2), d(2)),
      ev.refill(d(4), d(4), d(4)),
      ev.limit([d(2)], 2),
      ev.hand, // Bob
      ev.empty(d(1)),
      ev.hand, // Ann
      ev.sleight(d(1)),
      ev.limit([d(1)]), // Ann: 5 + 1 − 1 + 1 = 6 cards
      ev.hand, // Bob
    ];
    const r = refusal(DUO, log, ev.cracker(0, 7, false, false));
    expect(r.rule).toBe('M-SPECIALS');
    expect(rejectionText(r)).toBe(
      'All three special cards have already left play this round (one played, two discarded at the hand limit): none is left to play (M-SPECIALS).',
    );
  });

  it('M-SPECIALS: refused — a hand of cards the table has all seen holds no special card', () => {
    const later = [...ALL_KNOWN, ev.limit([d(5)]), ev.hand, ev.empty(d(2)), ev.market(d(1), d(1))];
    const r = refusal(DUO, later, ev.sleight(d(1)));
    expect(r.rule).toBe('M-SPECIALS');
    expect(rejectionText(r)).toBe('Ann holds five cards, all seen by the table (5, 5, 5, 5 and 5), so cannot play a special card (M-SPECIALS).');
  });
});

describe('M-SPECIALS: a special card face up', () => {
  it("M-SPECIALS: a special card coming up in a draw into the market goes to the drawer's hand", () => {
    const s = run(cfg(), [...START, { type: 'draw', kind: 'market', cards: [d(9), d(10)], specials: 1 }]);
    expect(s.market).toEqual([d(3), d(5), d(8), d(9), d(10)]);
    expect(s.hands[0]).toEqual({ size: 4, known: [] });
  });

  it('M-SPECIALS: …and in a refill, to the hand of the player whose turn it is', () => {
    const s = run(cfg(), [{ type: 'refill', cards: [d(1), d(2), d(3)], specials: 2 }]);
    expect(s.hands.map((h) => h.size)).toEqual([5, 3, 3]);
  });

  it('M-SPECIALS: refused — more special cards coming up than are left', () => {
    const log = [...START, ev.market(d(5), d(5)), ev.same(d(5), d(5), d(5), d(5), d(5)), ev.limit([], 1), ev.hand, ev.sleight(d(3))];
    const r = refusal(cfg(), log, { type: 'draw', kind: 'market', cards: [d(9), d(10)], specials: 2 });
    expect(r.rule).toBe('M-SPECIALS');
    expect(rejectionText(r)).toBe('Only one special card can still come up (one played, one discarded this round), not two (M-SPECIALS).');
  });
});
