/** M-CLOSING (the countdown of last turns) and M-CLOSING-POS (where the closing card can come up). */
import { describe, expect, it } from 'vitest';
import { awaitingTurn, drawable, stillToPlay } from '../../../../src/rules/diams';
import { START, cfg, d, ev, refusal, run, uniformDeck } from './fixtures';
import { rejectionText } from '../../../../src/i18n/rule-messages';

describe('M-CLOSING', () => {
  it('M-CLOSING: the drawer finishes the turn, then every other player has one last turn', () => {
    const log = [...START, ev.closing];
    let s = run(cfg(), log);
    expect(s.closing).toEqual({ drawer: 0, turn: 1 });
    expect(stillToPlay(s)).toEqual([0, 1, 2]);
    // The closing card is replaced: Ann still draws.
    expect(awaitingTurn(s)).toEqual({ what: 'draw', seat: 0 });
    s = run(cfg(), [...log, ev.hand, ev.empty(d(1))]);
    expect(stillToPlay(s)).toEqual([1, 2]);
    s = run(cfg(), [...log, ev.hand, ev.empty(d(1)), ev.hand, ev.empty(d(2))]);
    expect(stillToPlay(s)).toEqual([2]);
    s = run(cfg(), [...log, ev.hand, ev.empty(d(1)), ev.hand, ev.empty(d(2)), ev.hand, ev.empty(d(4))]);
    expect(s.phase).toBe('over');
    expect(stillToPlay(s)).toEqual([]);
    expect(awaitingTurn(s)).toEqual({ what: 'over' });
  });

  it('M-CLOSING: no countdown while the closing card is in the deck', () => {
    expect(stillToPlay(run(cfg(), START))).toBeNull();
  });

  it('M-CLOSING: drawn by Bob, the last turns are Bob, Cy and Ann; the round ends after Ann', () => {
    const log = [...START, ev.hand, ev.empty(d(1)), ev.closing, ev.hand, ev.empty(d(2)), ev.hand, ev.empty(d(4))];
    const s = run(cfg(), log);
    expect(s.closing).toEqual({ drawer: 1, turn: 2 });
    expect(stillToPlay(s)).toEqual([0]);
    const over = run(cfg(), [...log, ev.hand, ev.empty(d(6))]);
    expect(over.phase).toBe('over');
    expect(over.turn).toBe(4);
  });

  it('M-CLOSING: the last turn still ends with its hand limit', () => {
    // Ann draws the closing card; Cy, last to play, takes six 5s: 3 − 1 + 6 = 8 cards.
    const log = [
      ev.refill(d(5), d(5), d(5)),
      ev.closing,
      ev.hand,
      ev.empty(d(1)), // Ann
      ev.hand,
      ev.empty(d(1)), // Bob
      ev.market(d(5), d(5)),
      ev.same(d(5), d(5), d(5), d(5), d(5), d(5), d(5)), // Cy
    ];
    const s = run(cfg(), log);
    expect(s.phase).toBe('limit');
    expect(awaitingTurn(s)).toEqual({ what: 'limit', seat: 2, surplus: 3 });
    expect(stillToPlay(s)).toEqual([2]);
    expect(run(cfg(), [...log, ev.limit([d(5), d(5), d(5)])]).phase).toBe('over');
  });

  it('M-CLOSING: the closing card may come up in a refill; the player whose turn it is drew it', () => {
    const log = [ev.refill(d(4), d(4), d(4)), ev.hand, ev.same(d(4), d(4), d(4), d(4), d(4)), ev.closing, ev.refill(d(1), d(2), d(3))];
    const s = run(cfg(), log);
    expect(s.closing).toEqual({ drawer: 0, turn: 1 });
    expect(awaitingTurn(s)).toEqual({ what: 'limit', seat: 0, surplus: 2 });
  });

  it('M-CLOSING: refused — a second closing card', () => {
    const r = refusal(cfg(), [...START, ev.closing], ev.closing);
    expect(r.rule).toBe('M-CLOSING');
    expect(rejectionText(r)).toBe('The closing card already came up on turn 1, drawn by Ann: there is only one (M-CLOSING).');
  });

  it('M-CLOSING: refused — a closing card outside a draw', () => {
    const r = refusal(cfg(), [...START, ev.hand], ev.closing);
    expect(r.rule).toBe('M-CLOSING');
  });

  it('M-CLOSING: refused — anything after the round is over', () => {
    const log = [...START, ev.closing, ev.hand, ev.empty(d(1)), ev.hand, ev.empty(d(2)), ev.hand, ev.empty(d(4))];
    const r = refusal(cfg(), log, ev.hand);
    expect(r.rule).toBe('M-CLOSING');
    expect(rejectionText(r)).toBe('The round is over: every player has had a last turn after the closing card (M-CLOSING). Fill in the round sheet.');
  });

  it('M-CLOSING: after the closing card the deck may run out: a short draw, then no more draws or refills', () => {
    const log = [...START, ev.closing, ev.market(d(9))];
    const s = run(cfg(), log);
    expect(s.pileEmpty).toBe(true);
    expect(s.market).toEqual([d(3), d(5), d(8), d(9)]);
    // Bob's turn skips the draw: the deck is empty.
    const t = run(cfg(), [...log, ev.empty(d(1))]);
    expect(awaitingTurn(t)).toEqual({ what: 'play', seat: 1 });
    expect(refusal(cfg(), [...log, ev.empty(d(1))], ev.none).rule).toBe('M-DRAW');
  });
});

describe('M-CLOSING-POS', () => {
  it('M-CLOSING-POS: deterministic — the closing card is the last: nothing replaces it, later draws and refills are skipped', () => {
    const det = cfg({ closing: 'deterministic' });
    const log = [...START, ev.closing];
    // The draw still records what came before the closing card — here nothing.
    expect(awaitingTurn(run(det, log))).toEqual({ what: 'draw', seat: 0 });
    const s = run(det, [...log, ev.none]);
    expect(s.pileEmpty).toBe(true);
    expect(awaitingTurn(s)).toEqual({ what: 'play', seat: 0 });
    // Ann takes the 3 and 5 with an 8 (M-SUM); Bob plays at once and empties the market: no refill.
    const t = run(det, [...log, ev.none, ev.sum(d(8), d(3), d(5))]);
    expect(awaitingTurn(t)).toEqual({ what: 'play', seat: 1 });
    const u = run(det, [...log, ev.none, ev.sum(d(8), d(3), d(5)), ev.same(d(8), d(8), d(8), d(8))]);
    expect(u.market).toEqual([]);
    expect(u.refillDue).toBe(false);
    expect(awaitingTurn(u)).toEqual({ what: 'play', seat: 2 });
    expect(refusal(det, [...log, ev.none], ev.hand).rule).toBe('M-DRAW');
  });

  it('M-CLOSING-POS: deterministic — a card drawn into the market before the closing card; none after it', () => {
    const det = cfg({ closing: 'deterministic' });
    const log = [...START, ev.closing];
    const s = run(det, [...log, ev.market(d(9))]);
    expect(s.market).toEqual([d(3), d(5), d(8), d(9)]);
    expect(s.pileEmpty).toBe(true);
    const r = refusal(det, log, ev.hand);
    expect(r.rule).toBe('M-CLOSING-POS');
    expect(rejectionText(r)).toBe(
      'With the deterministic option the closing card is the last card of the deck: nothing follows it, so the draw brings nothing more (M-CLOSING-POS).',
    );
    expect(refusal(det, log, ev.market(d(9), d(10))).rule).toBe('M-CLOSING-POS');
  });

  it('M-CLOSING-POS: standard without the deck — at most 4 cards follow the closing card with 4 players', () => {
    const four = cfg({ players: ['Ann', 'Bob', 'Cy', 'Dee'] });
    // Ann draws the closing card and one card to replace it (1 after); Bob two into the market (3 after).
    const log = [...START, ev.closing, ev.hand, ev.empty(d(1)), ev.market(d(6), d(7)), ev.empty(d(2))];
    const r = refusal(four, log, ev.market(d(9), d(10)));
    expect(r.rule).toBe('M-CLOSING-POS');
    expect(rejectionText(r)).toBe(
      'The closing card was among the last 5 cards of the deck, so at most 4 cards follow it; three have been drawn since, so the draw cannot bring two (M-CLOSING-POS).',
    );
    // One card is the last one: the deck is then known to be empty and Dee does not draw.
    const s = run(four, [...log, ev.market(d(9)), ev.empty(d(4))]);
    expect(s.pileEmpty).toBe(true);
    expect(awaitingTurn(s)).toEqual({ what: 'play', seat: 3 });
  });

  it('M-CLOSING-POS: standard with the deck — refused while more than 15 cards are left (3 players)', () => {
    // 10 × 8 diamonds + 3 special cards + the closing card = 84; 9 dealt, 3 refilled: 72 left.
    const withDeck = cfg({ deck: uniformDeck(8, 2) });
    expect(drawable(run(withDeck, START))).toBe(71);
    const r = refusal(withDeck, START, ev.closing);
    expect(r.rule).toBe('M-CLOSING-POS');
    expect(rejectionText(r)).toBe(
      'The closing card is shuffled among the last 15 cards of the deck with 3 players, but 72 cards are still in it, the closing card included (M-CLOSING-POS).',
    );
  });

  it('M-CLOSING-POS: deterministic with the deck — the closing card only as the very last card', () => {
    // 10 × 2 diamonds + 4 = 24 cards; 9 dealt, 3 refilled: 12 left.
    const early = refusal(cfg({ closing: 'deterministic', deck: uniformDeck(2, 0) }), START, ev.closing);
    expect(early.rule).toBe('M-CLOSING-POS');
    expect(rejectionText(early)).toBe(
      'With the deterministic option the closing card is the last card of the deck, but 11 other cards are still in it (M-CLOSING-POS).',
    );
    // 10 × 1 diamonds + 4 = 14 cards; 9 dealt, 3 refilled: 2 left, the closing card under one more.
    const small = cfg({ closing: 'deterministic', deck: uniformDeck(1, 0) });
    const log = [ev.refill(d(1), d(2), d(3)), ev.hand, ev.empty(d(4))];
    // Only the closing card is left: Bob's draw must record it.
    const r = refusal(small, log, ev.hand);
    expect(r.rule).toBe('M-CLOSING');
    expect(rejectionText(r)).toBe('The only card left in the deck is the closing card: record it first (M-CLOSING).');
    const s = run(small, [...log, ev.closing]);
    expect(s.pile).toBe(0);
    expect(awaitingTurn(s)).toEqual({ what: 'play', seat: 1 });
    // With a card above it, Ann's draw brings that card and the deck is empty.
    const t = run(small, [ev.refill(d(1), d(2), d(3)), ev.closing, ev.market(d(4))]);
    expect(t.pile).toBe(0);
    expect(refusal(small, [ev.refill(d(1), d(2), d(3)), ev.closing], ev.none).rule).toBe('M-DRAW');
  });
});
