/**
 * One round of Diam's played turn by turn, as a pure reducer over public events
 * (docs/rules/diams.md, "What the app records at a real table", item 2):
 * `applyTurnStep(state, event)` returns the next state or a rejection naming the rule.
 * State is only ever derived by replaying the log, so undo is "drop the last event and replay".
 *
 * A turn is: draw (M-DRAW) → play (M-PLAY: M-MARKET with M-SAME / M-SUM / M-EMPTY, M-SECURE,
 * or M-SPECIALS) → hand limit (M-LIMIT). Whenever the market becomes empty the app waits for its
 * refill (M-REFILL) before anything else. The closing card (M-CLOSING) may come up whenever cards
 * are drawn from the deck; the drawer finishes the turn, every other player has one last turn.
 *
 * This file only says which event each phase takes and refuses the others; each step lives in its
 * own file. Where the rules are silent, the file that applies the rule says what was decided, each
 * marked **[decided]** (and shown on the rules screen):
 * - the deck, its count and M-CLOSING-POS: ./pile.ts; the closing card: ./closing-card.ts;
 * - special cards that come up face up: ./draw-and-refill.ts;
 * - M-SAME and M-SUM: ./market-play.ts; the Armored convoy storing nothing: ./securing.ts;
 * - the compulsory sale and the Safe cracker: ./specials.ts; the hand limit: ./hand-limit.ts;
 * - the first refill of the round: ./state.ts.
 *
 * **[decided]** Passing is allowed only with an empty hand: with any card in hand a play exists
 * (a diamond can go to the market with M-EMPTY; a special card can always be played, its power
 * possibly having no effect).
 */
import { replayLog, says, type Replayed } from '../../game';
import { HAND_LIMIT, REFILL_CARDS } from './card-counts';
import { diamondCodes } from './cards';
import { closingCard } from './closing-card';
import { checkCopies } from './copies';
import { draw, refill } from './draw-and-refill';
import { handLimit } from './hand-limit';
import { intoMarket } from './market-play';
import { drawable } from './pile';
import { readTurnStep } from './read';
import { fault, type Step } from './refusals';
import { secure } from './securing';
import { playSpecial } from './specials';
import { copyState, handOf, initialTurns, playerName } from './state';
import { endPlay } from './turn-end';
import type { Diamond, TurnStepApplied, TurnsConfig, TurnStep, TurnsState } from './types';

/** Applies one event; never throws, whatever the input (backups are untrusted). */
export function applyTurnStep(state: TurnsState, event: TurnStep): TurnStepApplied {
  const read = readTurnStep(event, state.config.players.length);
  if (!read.ok) return read;
  if (state.phase === 'over') {
    return { ok: false, rejection: fault('M-CLOSING', says('M-CLOSING.over')) };
  }
  const s = copyState(state);
  const failed = step(s, read.value) ?? checkCopies(s);
  if (failed) return { ok: false, rejection: failed };
  s.events++;
  return { ok: true, state: s };
}

/** The turns log as `replayLog` drives a game: how a round starts and how one event applies. */
const turnsLog = { initial: initialTurns, apply: applyTurnStep };

/** Reduces a whole log; stops at the first rejected event and says which one (0-based). */
export function replayTurns(config: TurnsConfig, events: readonly TurnStep[]): Replayed<TurnsState> {
  return replayLog(turnsLog, config, events);
}

function step(s: TurnsState, e: TurnStep): Step {
  const who = playerName(s, s.seat);
  if (e.type === 'closing') return closingCard(s);
  if (s.refillDue) {
    if (e.type === 'refill') return refill(s, e.cards as Diamond[], e.specials ?? 0);
    const left = drawable(s);
    if (left === 0 && s.closing === null) {
      return fault('M-REFILL', says('M-REFILL.closing-first'));
    }
    const n = left === null ? REFILL_CARDS : Math.min(REFILL_CARDS, left);
    return fault('M-REFILL', says('M-REFILL.first', { n }));
  }
  if (e.type === 'refill') return fault('M-REFILL', says('M-REFILL.not-empty', { market: diamondCodes(s.market) }));
  const hand = handOf(s, s.seat);
  if (s.phase === 'limit') {
    if (e.type === 'limit') return handLimit(s, e.toMarket as Diamond[], e.discardedSpecials);
    return fault('M-LIMIT', says('M-LIMIT.due', { who, size: hand.size, surplus: hand.size - HAND_LIMIT }));
  }
  if (e.type === 'limit') return fault('M-LIMIT', says('M-LIMIT.early', { who }));
  if (s.phase === 'draw') {
    if (e.type === 'draw') return draw(s, e);
    return fault('M-DRAW', says('M-DRAW.first', { who }));
  }
  // phase 'play'
  switch (e.type) {
    case 'draw':
      return fault('M-DRAW', says('M-DRAW.done', { who }));
    case 'market':
      return intoMarket(s, e.card as Diamond, e.take, e.taken as Diamond[]);
    case 'secure':
      return secure(s, e.cards);
    case 'special':
      return playSpecial(s, e);
    case 'pass':
      if (hand.size > 0) return fault('M-PLAY', says('M-PLAY.pass', { who, size: hand.size }));
      endPlay(s);
      return null;
  }
}
