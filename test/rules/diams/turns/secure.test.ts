/** M-SECURE: new collections of 3–5, additions only alongside one, never above 5; hand-worked. */
import { describe, expect, it } from 'vitest';
import { takeFromHand } from '../../../../src/rules/diams/turns/cards';
import { ALL_KNOWN, DUO, START, cfg, d, ev, refusal, run } from './fixtures';
import { rejectionText } from '../../../../src/i18n/rule-messages';

/**
 * Ann secures three 7s on turn 1 (4 cards → 1), takes three 6s on turn 4 (1 − 1 + 3 = 3, all seen),
 * and on turn 7 draws one more card: four cards, the three 6s seen and one unseen.
 */
const TURN7 = [
  ...START, // market 3, 5, 8
  ev.hand,
  ev.secure([7, 3]),
  ev.hand, // Bob
  ev.empty(d(1)),
  ev.hand, // Cy
  ev.empty(d(1)),
  ev.market(d(6), d(6)), // Ann, turn 4
  ev.same(d(6), d(6), d(6), d(6)),
  ev.hand, // Bob
  ev.empty(d(2)),
  ev.hand, // Cy
  ev.empty(d(2)),
  ev.hand, // Ann, turn 7
];

describe('M-SECURE', () => {
  it('M-SECURE: a new collection of three goes into the safe; the hand shrinks; the turn ends', () => {
    const s = run(cfg(), [...START, ev.hand, ev.secure([7, 3])]);
    expect(s.hands[0]).toEqual({ size: 1, known: [] });
    expect(s.safes[0]).toEqual({
      collections: [{ quality: 7, count: 3, pure: null }],
      history: [{ turn: 1, how: 'new', quality: 7, count: 3, pure: null }],
    });
    expect(s.seat).toBe(1);
  });

  it('M-SECURE: the magnifiers are recorded when shown', () => {
    const s = run(cfg(), [...START, ev.hand, ev.secure([7, 3, 1])]);
    expect(s.safes[0]?.collections).toEqual([{ quality: 7, count: 3, pure: 1 }]);
  });

  it('M-SECURE: a new collection may come with additions to collections already in the safe', () => {
    const s = run(cfg(), [...TURN7, ev.secure([6, 3], [7, 1])]);
    expect(s.hands[0]).toEqual({ size: 0, known: [] });
    expect(s.safes[0]?.collections).toEqual([
      { quality: 6, count: 3, pure: null },
      { quality: 7, count: 4, pure: null },
    ]);
    expect(s.safes[0]?.history.map((h) => `${h.turn}:${h.how}:${h.quality}:${h.count}`)).toEqual(['1:new:7:3', '7:new:6:3', '7:add:7:1']);
  });

  it('M-SECURE: refused — additions without a new collection', () => {
    const r = refusal(cfg(), TURN7, ev.secure([7, 1]));
    expect(r.rule).toBe('M-SECURE');
    expect(rejectionText(r)).toBe(
      "Securing needs a new collection: at least 3 diamonds of a quality not yet in Ann's safe; adding to the 7s already there is only possible together with one (M-SECURE).",
    );
  });

  it('M-SECURE: refused — fewer than three of a new quality', () => {
    const r = refusal(cfg(), TURN7, ev.secure([6, 2]));
    expect(r.rule).toBe('M-SECURE');
    expect(rejectionText(r)).toBe("Two 6s cannot start a collection: a new collection needs 3 to 5 diamonds of a quality not yet in Ann's safe (M-SECURE).");
  });

  it('M-SECURE: refused — a collection above five', () => {
    const r = refusal(cfg(), TURN7, ev.secure([6, 3], [7, 3]));
    expect(r.rule).toBe('M-SECURE');
    expect(rejectionText(r)).toBe("Ann's collection of 7s would hold 6 diamonds (3 in the safe + 3): a collection never exceeds 5 (M-SECURE).");
    const six = refusal(cfg(), TURN7, ev.secure([6, 6]));
    expect(rejectionText(six)).toBe('A collection never exceeds 5 diamonds: six 6s cannot be secured (M-SECURE).');
  });

  it('M-SECURE: refused — more diamonds than the hand holds', () => {
    const r = refusal(cfg(), TURN7, ev.secure([6, 3], [7, 2]));
    expect(r.rule).toBe('M-SECURE');
    expect(rejectionText(r)).toBe('Ann holds four cards, three of them seen by the table (6, 6 and 6), so cannot secure five diamonds (M-SECURE).');
  });

  it('M-SECURE: refused — diamonds the hand cannot hold (a magnifier her seen 6s do not have, plus a 7)', () => {
    // One 6 with the magnifier and one 7 would both have to be the single unseen card.
    expect(refusal(cfg(), TURN7, ev.secure([6, 3, 1], [7, 1])).rule).toBe('M-SECURE');
    // A hand of five seen 5s cannot secure three 6s, but can secure the 5s.
    const later = [...ALL_KNOWN, ev.limit([d(5)]), ev.hand, ev.empty(d(2)), ev.market(d(1), d(1))];
    expect(rejectionText(refusal(DUO, later, ev.secure([6, 3])))).toBe(
      'Ann holds five cards, all seen by the table (5, 5, 5, 5 and 5), so cannot secure three diamonds (M-SECURE).',
    );
    const s = run(DUO, [...later, ev.secure([5, 5, 0])]);
    expect(s.safes[0]?.collections).toEqual([
      { quality: 5, count: 5, pure: 0 },
      { quality: 7, count: 3, pure: null },
    ]);
  });

  it('M-SECURE: refused — nothing to secure', () => {
    expect(refusal(cfg(), TURN7, ev.secure()).rule).toBe('M-SECURE');
  });

  it('M-SECURE: refused as malformed — one quality listed twice', () => {
    expect(refusal(cfg(), TURN7, ev.secure([6, 3], [6, 1])).rule).toBe('format');
  });
});

describe('M-SECURE: what the table still knows of a hand after a secret securing', () => {
  it('M-SECURE: with seen 4s with and without the magnifier, only the cards that surely stayed stay seen', () => {
    // Ann holds 4, 4, 4 (magnifier) seen and one unseen card; she secures four 4s, magnifiers hidden.
    const hand = { size: 4, known: [d(4), d(4), d(4, true)] };
    const four = Array.from({ length: 4 }, () => ({ quality: 4, pure: null }));
    expect(takeFromHand(hand, four, 0)).toEqual({ ok: true, hand: { size: 0, known: [] } });
    // Securing one 4 only: either kind may have gone, so only one plain 4 surely stayed.
    const one = takeFromHand({ size: 3, known: [d(4), d(4), d(4, true)] }, [{ quality: 4, pure: null }], 0);
    expect(one).toEqual({ ok: true, hand: { size: 2, known: [d(4)] } });
    // With the magnifier shown, the seen twin goes.
    const shown = takeFromHand({ size: 3, known: [d(4), d(4), d(4, true)] }, [{ quality: 4, pure: true }], 0);
    expect(shown).toEqual({ ok: true, hand: { size: 2, known: [d(4), d(4)] } });
  });
});
