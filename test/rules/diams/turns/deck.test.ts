/** M-CARD-DECK: copies within the rules card's deck, and the count of cards left in the deck. */
import { describe, expect, it } from 'vitest';
import { awaitingTurn, checkTurnsConfig, turnsConfig, publicRulesCard } from '../../../../src/rules/diams';
import { START, cfg, d, ev, refusal, run, uniformDeck } from './fixtures';
import { rejectionText } from '../../../../src/i18n/rule-messages';

describe('M-CARD-DECK', () => {
  const one = cfg({ deck: uniformDeck(1, 0) });

  it('M-CARD-DECK: refused — more copies of a quality in the market than the deck holds', () => {
    const r = refusal(one, [], ev.refill(d(1), d(1), d(2)));
    expect(r.rule).toBe('M-CARD-DECK');
    expect(rejectionText(r)).toBe(
      'That makes 2 diamonds of quality 1 seen in play (2 in the market, 0 seen going into hands, 0 in safes), but the deck has only 1 (M-CARD-DECK).',
    );
  });

  it('M-CARD-DECK: refused — more magnifiers than the deck holds', () => {
    const r = refusal(one, [], ev.refill(d(1, true), d(2), d(3)));
    expect(r.rule).toBe('M-CARD-DECK');
    expect(rejectionText(r)).toBe(
      'That makes 1 diamonds of quality 1 with the magnifier seen in play, but the deck has only 0 with the magnifier (M-CARD-DECK).',
    );
  });

  it('M-CARD-DECK: cards seen going into hands count too', () => {
    // Ann steals the only 8 with the Sleight of hand; a second 8 cannot turn up.
    const duo = cfg({ players: ['Ann', 'Bob'], deck: uniformDeck(1, 0) });
    const log = [ev.refill(d(3), d(5), d(8)), ev.hand, ev.sleight(d(8))];
    const r = refusal(duo, log, ev.market(d(8), d(9)));
    expect(rejectionText(r)).toBe(
      'That makes 2 diamonds of quality 8 seen in play (1 in the market, 1 seen going into hands, 0 in safes), but the deck has only 1 (M-CARD-DECK).',
    );
  });

  it('M-CARD-DECK: refused — securing more copies than exist', () => {
    const r = refusal(cfg({ deck: uniformDeck(2, 0) }), [...START, ev.hand], ev.secure([7, 3]));
    expect(r.rule).toBe('M-CARD-DECK');
    expect(rejectionText(r)).toBe(
      'That makes 3 diamonds of quality 7 seen in play (0 in the market, 0 seen going into hands, 3 in safes), but the deck has only 2 (M-CARD-DECK).',
    );
  });

  it('M-CARD-DECK: the deck is counted: diamonds + 3 special cards + the closing card − 3 dealt per player', () => {
    // 10 × 2 + 4 = 24 cards; 9 dealt: 15 in the deck; the refill takes 3, Ann's draw 1.
    const two = cfg({ deck: uniformDeck(2, 1) });
    expect(run(two, []).pile).toBe(15);
    expect(run(two, [...START, ev.hand]).pile).toBe(11);
    expect(run(two, [...START, ev.market(d(1), d(2))]).pile).toBe(10);
    expect(run(two, [...START, ev.closing]).pile).toBe(11);
  });

  it('M-CARD-DECK: refused — a draw of more cards than the deck still holds', () => {
    // 14 cards; 9 dealt, 3 refilled: one card and the closing card are left.
    const log = [ev.refill(d(1), d(2), d(3)), ev.closing];
    const r = refusal(one, log, ev.market(d(4), d(5)));
    expect(r.rule).toBe('M-CARD-DECK');
    expect(rejectionText(r)).toBe('The deck holds only one card, so the draw cannot bring two (M-CARD-DECK).');
    const s = run(one, [...log, ev.market(d(4))]);
    expect(s.pile).toBe(0);
    expect(run(one, [...log, ev.market(d(4)), ev.empty(d(6))]).phase).toBe('play');
  });

  it('M-CARD-DECK: refused — a short draw while the deck still holds cards', () => {
    const two = cfg({ deck: uniformDeck(2, 1) });
    const r = refusal(two, [...START, ev.closing], ev.market(d(4)));
    expect(r.rule).toBe('M-DRAW');
    expect(rejectionText(r)).toBe('The deck still holds 11 cards: the draw brings two, not one (M-DRAW).');
  });

  it('M-CARD-DECK: without the deck, "nothing to draw" is recorded once the closing card is out', () => {
    const log = [...START, ev.closing, ev.hand, ev.empty(d(1)), ev.none];
    const s = run(cfg(), log);
    expect(s.pileEmpty).toBe(true);
    expect(awaitingTurn(s)).toEqual({ what: 'play', seat: 1 });
  });
});

describe('M-CARD-DECK: the setup', () => {
  it('M-CARD-DECK: a setup is read with its deck, and refused when the deck cannot be dealt', () => {
    const ok = checkTurnsConfig({ players: ['Ann', 'Bob'], first: 1, closing: 'standard', deck: uniformDeck(1, 0) });
    expect(ok.ok).toBe(true);
    const zero = checkTurnsConfig({ players: ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'], first: 0, closing: 'standard', deck: uniformDeck(1, 0) });
    expect(zero.ok).toBe(false);
    if (!zero.ok) expect(zero.rejection.rule).toBe('M-CARD-DECK');
  });

  it('format: a setup with a wrong first player or closing option is refused', () => {
    const bad = checkTurnsConfig({ players: ['Ann', 'Bob'], first: 2, closing: 'standard' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(rejectionText(bad.rejection)).toMatch(/"first" is the seat/);
    const closing = checkTurnsConfig({ players: ['Ann', 'Bob'], first: 0, closing: 'last' });
    expect(closing.ok).toBe(false);
  });

  it("M-CARD-DECK: the setup takes the Diam's session's players and the rules card's deck", () => {
    const card = { ...publicRulesCard(), deck: uniformDeck(8, 2) };
    const c = turnsConfig({ players: ['Ann', 'Bob'], options: { rounds: 3, handTie: 'none', winBy: 'chips' }, card }, 1, 'deterministic');
    expect(c).toEqual({ players: ['Ann', 'Bob'], first: 1, closing: 'deterministic', deck: uniformDeck(8, 2) });
    const noDeck = turnsConfig({ players: ['Ann', 'Bob'], options: { rounds: 1, handTie: 'none', winBy: 'chips' }, card: publicRulesCard() }, 0, 'standard');
    expect('deck' in noDeck).toBe(false);
  });
});
