/**
 * Cards from the deck: the draw of phase 1 (M-DRAW: one card into the hand, or two face up into
 * the market) and the refill of an empty market (M-REFILL).
 */
import { says, type Rejection } from '../../game';
import { MARKET_DRAW_CARDS, REFILL_CARDS, specialsLeft } from './card-counts';
import { sorted } from './cards';
import { fromPile } from './pile';
import { fault, type Step } from './refusals';
import { settle } from './turn-end';
import type { Diamond, TurnStep, TurnsState } from './types';

export function draw(s: TurnsState, e: Extract<TurnStep, { type: 'draw' }>): Step {
  const hand = s.hands[s.seat];
  if (!hand) return fault('format', says('format.seat'));
  if (e.kind === 'hand') {
    const r = fromPile(s, 1, 1, 'M-DRAW');
    if (r) return r;
    hand.size += 1;
  } else if (e.kind === 'market') {
    const cards = e.cards as Diamond[];
    const specials = e.specials ?? 0;
    if (cards.length === 0 && specials === 0) {
      return fault('M-DRAW', says('M-DRAW.market-none'));
    }
    const r = faceUp(s, MARKET_DRAW_CARDS, cards, specials, 'M-DRAW');
    if (r) return r;
  } else {
    const r = fromPile(s, 1, 0, 'M-DRAW');
    if (r) return r;
  }
  s.phase = 'play';
  return null;
}

export function refill(s: TurnsState, cards: Diamond[], specials: number): Step {
  const r = faceUp(s, REFILL_CARDS, cards, specials, 'M-REFILL');
  if (r) return r;
  s.refillDue = false;
  settle(s);
  return null;
}

/**
 * `due` cards drawn face up into the market. **[decided]** A special card that comes up face up
 * goes to the hand of the player whose turn it is and is replaced by the next card: the market
 * holds diamonds only. The event counts it (`specials`); the table sees it, the app counts it in hand.
 */
function faceUp(s: TurnsState, due: number, cards: Diamond[], specials: number, rule: 'M-DRAW' | 'M-REFILL'): Step {
  if (cards.length > due) return tooMany[rule](cards.length);
  const sp = specialsUp(s, specials);
  if (sp) return sp;
  const r = fromPile(s, due + specials, cards.length + specials, rule);
  if (r) return r;
  s.market = sorted([...s.market, ...cards]);
  const hand = s.hands[s.seat];
  if (hand) hand.size += specials;
  return null;
}

/** More diamonds than a draw into the market or a refill brings. */
const tooMany: Record<'M-DRAW' | 'M-REFILL', (n: number) => Rejection> = {
  'M-DRAW': (n) => fault('M-DRAW', says('M-DRAW.market-many', { n })),
  'M-REFILL': (n) => fault('M-REFILL', says('M-REFILL.many', { n })),
};

/** Special cards face up in a draw into the market or a refill: there are only so many left. */
function specialsUp(s: TurnsState, n: number): Step {
  const left = specialsLeft(s);
  if (n > left) {
    return fault('M-SPECIALS', says('M-SPECIALS.up', { left, played: s.specials.played.length, discarded: s.specials.discarded, n }));
  }
  return null;
}
