/**
 * One round of Diam's played turn by turn, as a pure reducer over public events
 * (docs/rules/diams.md, "What the app records at a real table", item 2):
 * `applyMarketLog(state, event)` returns the next state or a rejection naming the rule.
 * State is only ever derived by replaying the log, so undo is "drop the last event and replay".
 *
 * A turn is: draw (M-DRAW) → play (M-PLAY: M-MARKET with M-SAME / M-SUM / M-EMPTY, M-SECURE,
 * or M-SPECIALS) → hand limit (M-LIMIT). Whenever the market becomes empty the app waits for its
 * refill (M-REFILL) before anything else. The closing card (M-CLOSING) may come up whenever cards
 * are drawn from the deck; the drawer finishes the turn, every other player has one last turn.
 *
 * Decisions where the rules are silent (shown on the rules screen):
 * - **[decided]** The round starts with an empty market, so M-REFILL applies at once: the first
 *   event of a round is the refill of three cards (M-START deals 3 cards to each hand).
 * - **[decided]** The closing card is always set aside and replaced by the next card, whether it
 *   comes up in a one-card draw into the hand, a two-card draw into the market or a refill (the
 *   rules say so for the two-card draw); it is recorded as its own `closing` event, then the draw
 *   or refill event records every card that came with it (before it, or replacing it). If the deck
 *   is empty after it, nothing replaces it: the draw records fewer cards, or "nothing to draw".
 * - **[decided]** When the deck runs out (only possible after the closing card: it is in the
 *   deck until then), a draw or refill brings what is left, possibly nothing; once the deck is
 *   known to be empty, the draw phase and refills are skipped.
 * - **[decided]** A special card that comes up face up (a draw into the market, a refill) goes to
 *   the hand of the player whose turn it is and is replaced by the next card: the market holds
 *   diamonds only. The event counts it (`specials`); the table sees it, the app counts it in hand.
 * - **[decided]** The closing card may come up during the very first refill, before any draw; it
 *   then counts as drawn by the first player.
 * - **[decided]** Passing is allowed only with an empty hand: with any card in hand a play exists
 *   (a diamond can go to the market with M-EMPTY; a special card can always be played, its power
 *   possibly having no effect).
 * - **[decided]** M-SAME with no other card of that quality in the market is legal: the player
 *   takes back the card just put down.
 * - **[decided]** M-SUM may take another card of the same quality as the one put down (it adds up
 *   exactly); "other cards" means the card just put down is never taken with M-SUM.
 * - **[decided]** The compulsory sale's taking is not optional: the player takes every diamond of
 *   the quality in the market (diams.md "you then take all").
 * - **[decided]** The Armored convoy may store nothing (the seed: "nothing is stored" for a quality
 *   not in the safe); naming a quality not in the safe is refused, because those diamonds stay in
 *   the hand and must not be recorded as stored.
 * - **[decided]** A Safe cracker that finds nothing and a collection whose magnifiers were unknown:
 *   the app learns that the collection holds none of the named purity (all plain, or all pure).
 * - **[decided]** At the hand limit the player chooses which surplus cards go; the special cards
 *   discarded are not named (only counted), played special cards are named.
 * - **[decided]** With the deck on the rules card, the app counts the cards left in the deck
 *   (diamonds + 3 special cards + the closing card − 3 per player) and checks M-CLOSING-POS: at
 *   most 14 (2–3 players) / 4 (4–5 players) cards follow the closing card, none at all with the
 *   deterministic option. Without the deck it counts the cards drawn after the closing card against
 *   the same bounds. Cards of the very draw that brought the closing card may have come before it;
 *   the app cannot tell, so it assumes as many as possible did and never refuses a possible draw.
 *   Once those bounds say the deck is empty, the app stops asking for draws and refills.
 */
import { says, type MessageText, type Rejection } from '../../game';
import { MAX_COLLECTION, QUALITY_KEYS } from '../types';
import {
  aCard,
  addToHand,
  cardText,
  cardsText,
  countOf,
  diamondCode,
  diamondCodes,
  numberWord,
  plural,
  removeAll,
  sameMultiset,
  sorted,
  SPECIAL_TITLES,
  takeFromHand,
} from './cards';
import { closingWindow, deckTotal, HAND_LIMIT, MARKET_DRAW_CARDS, NEW_COLLECTION, REFILL_CARDS, specialsLeft, START_HAND } from './card-counts';
import { readMarketEvent } from './read';
import type {
  Awaiting,
  Diamond,
  MarketApplied,
  MarketLogConfig,
  MarketLogEvent,
  MarketLogState,
  SecureEntry,
  SpecialEvent,
} from './types';

type Step = Rejection | null;
/** A rejection; `text` says it as a key and parameters for screens in other languages (src/i18n/rule-messages.ts). */
const fault = (rule: string, message: string, text: MessageText): Rejection => ({ rule, message, text });

export function initialMarketLog(config: MarketLogConfig): MarketLogState {
  const n = config.players.length;
  return {
    config,
    market: [],
    hands: config.players.map(() => ({ size: START_HAND, known: [] })),
    safes: config.players.map(() => ({ collections: [], history: [] })),
    turn: 1,
    seat: config.first,
    phase: 'draw',
    refillDue: true,
    closing: null,
    specials: { played: [], discarded: 0 },
    pile: config.deck ? deckTotal(config.deck) - START_HAND * n : null,
    drawnAfterClosing: 0,
    pileEmpty: false,
    closingPending: false,
    events: 0,
  };
}

export function playerName(state: MarketLogState, seat: number): string {
  return state.config.players[seat] ?? `seat ${seat + 1}`;
}

function pileKnownEmpty(s: MarketLogState): boolean {
  return s.pile !== null ? s.pile === 0 : s.pileEmpty;
}

/** Cards that can still be drawn before the deck is empty, when the deck is known (the closing card aside). */
export function drawable(s: MarketLogState): number | null {
  if (s.pile !== null) return s.pile - (s.closing === null ? 1 : 0);
  return s.pileEmpty ? 0 : null;
}

function clone(s: MarketLogState): MarketLogState {
  return {
    ...s,
    market: [...s.market],
    hands: s.hands.map((h) => ({ size: h.size, known: [...h.known] })),
    safes: s.safes.map((safe) => ({ collections: safe.collections.map((c) => ({ ...c })), history: [...safe.history] })),
    closing: s.closing ? { ...s.closing } : null,
    specials: { played: [...s.specials.played], discarded: s.specials.discarded },
  };
}

/** Applies one event; never throws, whatever the input (backups are untrusted). */
export function applyMarketLog(state: MarketLogState, event: MarketLogEvent): MarketApplied {
  const read = readMarketEvent(event as unknown, state.config.players.length);
  if (!read.ok) return read;
  if (state.phase === 'over') {
    return {
      ok: false,
      rejection: fault(
        'M-CLOSING',
        'The round is over: every player has had a last turn after the closing card (M-CLOSING). Fill in the round sheet.',
        says('M-CLOSING.over'),
      ),
    };
  }
  const s = clone(state);
  const failed = step(s, read.value) ?? checkCopies(s);
  if (failed) return { ok: false, rejection: failed };
  s.events++;
  return { ok: true, state: s };
}

/** Reduces a whole log; stops at the first rejected event and says which one (0-based). */
export function replayMarketLog(
  config: MarketLogConfig,
  events: readonly MarketLogEvent[],
): { ok: true; state: MarketLogState } | { ok: false; rejection: Rejection; index: number; state: MarketLogState } {
  let state = initialMarketLog(config);
  for (let i = 0; i < events.length; i++) {
    const next = applyMarketLog(state, events[i] as MarketLogEvent);
    if (!next.ok) return { ok: false, rejection: next.rejection, index: i, state };
    state = next.state;
  }
  return { ok: true, state };
}

/** What the app waits for next. */
export function awaitingMarket(s: MarketLogState): Awaiting {
  if (s.phase === 'over') return { what: 'over' };
  if (s.refillDue) {
    const left = drawable(s);
    return { what: 'refill', seat: s.seat, cards: left === null ? null : Math.min(REFILL_CARDS, left) };
  }
  if (s.phase === 'limit') return { what: 'limit', seat: s.seat, surplus: (s.hands[s.seat]?.size ?? 0) - HAND_LIMIT };
  return { what: s.phase, seat: s.seat };
}

/**
 * M-CLOSING countdown: the seats that still have a turn, the current one first (empty once the
 * round is over); null while the closing card is still in the deck.
 */
export function stillToPlay(s: MarketLogState): number[] | null {
  if (!s.closing) return null;
  if (s.phase === 'over') return [];
  const n = s.config.players.length;
  const last = s.closing.turn + n - 1;
  const seats: number[] = [];
  for (let t = s.turn; t <= last; t++) seats.push((s.seat + (t - s.turn)) % n);
  return seats;
}

function step(s: MarketLogState, e: MarketLogEvent): Step {
  const who = playerName(s, s.seat);
  if (e.type === 'closing') return closing(s);
  if (s.refillDue) {
    if (e.type === 'refill') return refill(s, e.cards as Diamond[], e.specials ?? 0);
    const left = drawable(s);
    if (left === 0 && s.closing === null) {
      return fault(
        'M-REFILL',
        'The market is empty and the only card left in the deck is the closing card: record it first (M-CLOSING, M-REFILL).',
        says('M-REFILL.closing-first'),
      );
    }
    const n = left === null ? REFILL_CARDS : Math.min(REFILL_CARDS, left);
    return fault(
      'M-REFILL',
      `The market is empty: first record the ${plural(n, 'card')} drawn from the deck into it (M-REFILL).`,
      says('M-REFILL.first', { n }),
    );
  }
  if (e.type === 'refill') {
    return fault(
      'M-REFILL',
      `The market is not empty (it holds ${cardsText(s.market)}): it is refilled only when it becomes empty (M-REFILL).`,
      says('M-REFILL.not-empty', { market: diamondCodes(s.market) }),
    );
  }
  const hand = s.hands[s.seat] ?? { size: 0, known: [] };
  if (s.phase === 'limit') {
    if (e.type === 'limit') return limit(s, e.toMarket as Diamond[], e.discardedSpecials);
    return fault(
      'M-LIMIT',
      `${who} holds ${plural(hand.size, 'card')}: before the turn ends, ${numberWord(hand.size - HAND_LIMIT)} must go — surplus diamonds face up into the market, surplus special cards discarded (M-LIMIT).`,
      says('M-LIMIT.due', { who, size: hand.size, surplus: hand.size - HAND_LIMIT }),
    );
  }
  if (e.type === 'limit') {
    return fault(
      'M-LIMIT',
      `The hand limit applies at the end of ${who}'s turn, after the draw and the play (M-LIMIT).`,
      says('M-LIMIT.early', { who }),
    );
  }
  if (s.phase === 'draw') {
    if (e.type === 'draw') return draw(s, e);
    return fault(
      'M-DRAW',
      `${who} must draw first: one card into the hand, or two cards face up into the market (M-DRAW).`,
      says('M-DRAW.first', { who }),
    );
  }
  // phase 'play'
  switch (e.type) {
    case 'draw':
      return fault(
        'M-DRAW',
        `${who} has already drawn this turn (or the deck is empty); now ${who} plays: a card into the market, a securing, or a special card (M-DRAW, M-PLAY).`,
        says('M-DRAW.done', { who }),
      );
    case 'market':
      return market(s, e.card as Diamond, e.take, e.taken as Diamond[]);
    case 'secure': {
      const r = toSafe(s, e.cards, 'secure');
      if (r) return r;
      endPlay(s);
      return null;
    }
    case 'special':
      return special(s, e);
    case 'pass':
      if (hand.size > 0) {
        return fault(
          'M-PLAY',
          `${who} holds ${plural(hand.size, 'card')}: a play is always possible (a diamond into the market taking nothing, M-EMPTY; a securing; a special card), so only an empty hand passes (M-PLAY).`,
          says('M-PLAY.pass', { who, size: hand.size }),
        );
      }
      endPlay(s);
      return null;
  }
}

/**
 * "Ann holds 2 cards, both seen by the table (4 and 7), so cannot put a 5 into the market".
 * `act` is `action` as a message key and parameters (src/rules/game.ts `MessageText`).
 */
function handShort(s: MarketLogState, seat: number, action: string, rule: string, act: MessageText): Rejection {
  const who = playerName(s, seat);
  const h = s.hands[seat] ?? { size: 0, known: [] };
  const k = h.known.length;
  let held: string;
  let heldText: MessageText;
  if (h.size === 0) {
    held = `${who} has no card in hand`;
    heldText = says('hand.none', { who });
  } else if (k === 0) {
    held = `${who} holds only ${plural(h.size, 'card')}`;
    heldText = says('hand.unseen', { who, size: h.size });
  } else if (k === h.size) {
    held = `${who} holds ${plural(h.size, 'card')}, all seen by the table (${cardsText(h.known)})`;
    heldText = says('hand.all-seen', { who, size: h.size, known: diamondCodes(h.known) });
  } else {
    held = `${who} holds ${plural(h.size, 'card')}, ${numberWord(k)} of them seen by the table (${cardsText(h.known)})`;
    heldText = says('hand.some-seen', { who, size: h.size, seen: k, known: diamondCodes(h.known) });
  }
  return fault(rule, `${held}, so cannot ${action} (${rule}).`, says('hand.short', { rule, held: heldText, action: act }));
}

/** The play is over: refill an emptied market first, then the hand limit, then the next turn. */
function endPlay(s: MarketLogState): void {
  s.phase = 'limit';
  if (s.market.length === 0 && !pileKnownEmpty(s)) s.refillDue = true;
  settle(s);
}

function settle(s: MarketLogState): void {
  if (s.refillDue || s.phase !== 'limit') return;
  if ((s.hands[s.seat]?.size ?? 0) <= HAND_LIMIT) endTurn(s);
}

function endTurn(s: MarketLogState): void {
  const n = s.config.players.length;
  if (s.closing && s.turn >= s.closing.turn + n - 1) {
    s.phase = 'over';
    return;
  }
  s.turn++;
  s.seat = (s.seat + 1) % n;
  s.phase = pileKnownEmpty(s) ? 'play' : 'draw';
}

/**
 * Takes `got` cards from the deck where `want` were due (a short draw only when the deck runs
 * out); keeps the deck count, or what can be known of it without the rules card's deck.
 *
 * The draw that completes a closing card (`closingPending`) may hold cards drawn before it: at most
 * `want - 1` of them (otherwise the closing card would not have come up in this draw). The app
 * cannot tell which came before, so **[decided]** M-CLOSING-POS is checked assuming as many as
 * possible came before it — never refusing a draw that could have happened.
 */
function fromPile(s: MarketLogState, want: number, got: number, rule: 'M-DRAW' | 'M-REFILL'): Step {
  const closingIn = s.closing === null;
  const pending = s.closingPending;
  const mode = s.config.closing;
  const window = closingWindow(s.config.players.length);
  const what = rule === 'M-REFILL' ? 'the refill' : 'the draw';
  const whatKey = rule === 'M-REFILL' ? 'refill' : 'draw';
  // Cards of this draw that surely came after the closing card.
  const after = pending ? Math.max(0, got - (want - 1)) : got;
  if (s.pile !== null) {
    const left = s.pile - (closingIn ? 1 : 0);
    if (got > left || (closingIn && got < want && left < want)) {
      if (closingIn) {
        return fault(
          'M-CLOSING',
          left === 0
            ? 'The only card left in the deck is the closing card: record it first (M-CLOSING).'
            : `The deck holds only ${plural(left, 'card')} besides the closing card, so the closing card comes up in ${what}: record it first (M-CLOSING).`,
            left === 0 ? says('M-CLOSING.only-closing') : says('M-CLOSING.comes-up', { left, what: whatKey }),
        );
      }
      return fault(
        'M-CARD-DECK',
        `The deck holds only ${plural(left, 'card')}, so ${what} cannot bring ${numberWord(got)} (M-CARD-DECK).`,
        says('M-CARD-DECK.pile', { left, what: whatKey, got }),
      );
    }
    if (got < want && got < left) {
      return fault(
        rule,
        `The deck still holds ${plural(left, 'card')}: ${what} brings ${numberWord(Math.min(want, left))}, not ${numberWord(got)} (${rule}).`,
        says(`${rule}.still`, { rule, left, what: whatKey, brings: Math.min(want, left), got }),
      );
    }
    s.pile -= got;
    if (pending && mode === 'deterministic' && s.pile > 0) {
      return fault(
        'M-CLOSING-POS',
        `With the deterministic option the closing card is the last card of the deck, but ${plural(s.pile, 'card')} would still follow it (M-CLOSING-POS).`,
        says('M-CLOSING-POS.deterministic-follow', { left: s.pile }),
      );
    }
    if (pending && mode === 'standard' && s.pile + after > window - 1) {
      return fault(
        'M-CLOSING-POS',
        `The closing card is shuffled among the last ${window} cards of the deck, so at most ${window - 1} cards follow it, but ${s.pile + after} would (M-CLOSING-POS).`,
        says('M-CLOSING-POS.window-follow', { window, most: window - 1, would: s.pile + after }),
      );
    }
  } else {
    if (got < want && closingIn) {
      return fault(
        rule,
        `${what === 'the refill' ? 'A refill' : 'A draw'} brings ${numberWord(want)} cards; fewer only when the deck runs out, and it cannot run out while the closing card is still in it (${rule}).`,
        says(`${rule}.short`, { rule, what: whatKey, want }),
      );
    }
    if (s.pileEmpty && got > 0) return fault(rule, `The deck is empty: no card can be drawn any more (${rule}).`, says(`${rule}.empty`, { rule }));
    if (pending && mode === 'deterministic' && after > 0) {
      return fault(
        'M-CLOSING-POS',
        `With the deterministic option the closing card is the last card of the deck: nothing follows it, so ${what} brings ${want === 1 ? 'nothing more' : `at most ${plural(want - 1, 'card')}, drawn before it`} (M-CLOSING-POS).`,
        says('M-CLOSING-POS.deterministic-nothing', { what: whatKey, want }),
      );
    }
    if (!closingIn && mode === 'standard' && s.drawnAfterClosing + after > window - 1) {
      return fault(
        'M-CLOSING-POS',
        `The closing card was among the last ${window} cards of the deck, so at most ${window - 1} cards follow it; ${numberWord(s.drawnAfterClosing)} have been drawn since, so ${what} cannot bring ${numberWord(got)} (M-CLOSING-POS).`,
        says('M-CLOSING-POS.window-drawn', { window, most: window - 1, drawn: s.drawnAfterClosing, what: whatKey, got }),
      );
    }
    if (got < want || (pending && mode === 'deterministic')) s.pileEmpty = true;
  }
  s.closingPending = false;
  if (!closingIn) {
    s.drawnAfterClosing += after;
    // Without the deck, M-CLOSING-POS still bounds what follows the closing card: once that many
    // cards have been drawn since, the deck is surely empty.
    if (s.pile === null && mode === 'standard' && s.drawnAfterClosing >= window - 1) s.pileEmpty = true;
  }
  return null;
}

/**
 * The closing card comes up during a draw or a refill; the cards of that draw (drawn before it,
 * or replacing it) are recorded by the draw or refill event that follows (`closingPending`).
 */
function closing(s: MarketLogState): Step {
  const n = s.config.players.length;
  if (s.closing) {
    return fault(
      'M-CLOSING',
      `The closing card already came up on turn ${s.closing.turn}, drawn by ${playerName(s, s.closing.drawer)}: there is only one (M-CLOSING).`,
      says('M-CLOSING.twice', { turn: s.closing.turn, drawer: playerName(s, s.closing.drawer) }),
    );
  }
  if (!(s.phase === 'draw' || s.refillDue)) {
    return fault(
      'M-CLOSING',
      'The closing card comes up from the deck: record it during a draw (phase 1) or a market refill, when it is drawn (M-CLOSING).',
      says('M-CLOSING.when'),
    );
  }
  if (s.pile !== null) {
    // Cards of this draw that may have come before it: the draw's diamonds but one, and any special card left.
    const before = (s.refillDue ? REFILL_CARDS : MARKET_DRAW_CARDS) - 1 + specialsLeft(s);
    const others = s.pile - 1;
    if (s.config.closing === 'deterministic' && others > before) {
      return fault(
        'M-CLOSING-POS',
        `With the deterministic option the closing card is the last card of the deck, but ${plural(others, 'other card')} ${others === 1 ? 'is' : 'are'} still in it (M-CLOSING-POS).`,
        says('M-CLOSING-POS.deterministic-others', { others }),
      );
    }
    const window = closingWindow(n);
    if (s.config.closing === 'standard' && s.pile - before > window) {
      return fault(
        'M-CLOSING-POS',
        `The closing card is shuffled among the last ${window} cards of the deck with ${n} players, but ${s.pile} cards are still in it, the closing card included (M-CLOSING-POS).`,
        says('M-CLOSING-POS.window', { window, players: n, pile: s.pile }),
      );
    }
    s.pile -= 1;
  }
  s.closing = { drawer: s.seat, turn: s.turn };
  s.closingPending = true;
  if (s.pile === 0) {
    // The deck is known to be empty: nothing else comes with the closing card.
    s.closingPending = false;
    s.refillDue = false;
    if (s.phase === 'draw') s.phase = 'play';
    settle(s);
  }
  return null;
}

function draw(s: MarketLogState, e: Extract<MarketLogEvent, { type: 'draw' }>): Step {
  const hand = s.hands[s.seat];
  if (!hand) return fault('format', 'No player sits at this seat.', says('format.seat'));
  if (e.kind === 'hand') {
    const r = fromPile(s, 1, 1, 'M-DRAW');
    if (r) return r;
    hand.size += 1;
  } else if (e.kind === 'market') {
    const cards = e.cards as Diamond[];
    const specials = e.specials ?? 0;
    if (cards.length === 0 && specials === 0) {
      return fault(
        'M-DRAW',
        'A draw into the market brings two cards; when the deck is empty, record that there is nothing to draw (M-DRAW).',
        says('M-DRAW.market-none'),
      );
    }
    if (cards.length > MARKET_DRAW_CARDS) {
      return fault(
        'M-DRAW',
        `A draw into the market brings two cards from the deck, not ${numberWord(cards.length)} (M-DRAW).`,
        says('M-DRAW.market-many', { n: cards.length }),
      );
    }
    const sp = specialsUp(s, specials);
    if (sp) return sp;
    const r = fromPile(s, MARKET_DRAW_CARDS + specials, cards.length + specials, 'M-DRAW');
    if (r) return r;
    s.market = sorted([...s.market, ...cards]);
    hand.size += specials;
  } else {
    const r = fromPile(s, 1, 0, 'M-DRAW');
    if (r) return r;
  }
  s.phase = 'play';
  return null;
}

/** Special cards face up in a draw into the market or a refill: there are only so many left. */
function specialsUp(s: MarketLogState, n: number): Step {
  const left = specialsLeft(s);
  if (n > left) {
    return fault(
      'M-SPECIALS',
      `Only ${plural(left, 'special card')} can still come up (${numberWord(s.specials.played.length)} played, ${numberWord(s.specials.discarded)} discarded this round), not ${numberWord(n)} (M-SPECIALS).`,
      says('M-SPECIALS.up', { left, played: s.specials.played.length, discarded: s.specials.discarded, n }),
    );
  }
  return null;
}

function refill(s: MarketLogState, cards: Diamond[], specials: number): Step {
  if (cards.length > REFILL_CARDS) {
    return fault(
      'M-REFILL',
      `A refill draws three cards from the deck into the market, not ${numberWord(cards.length)} (M-REFILL).`,
      says('M-REFILL.many', { n: cards.length }),
    );
  }
  const sp = specialsUp(s, specials);
  if (sp) return sp;
  const r = fromPile(s, REFILL_CARDS + specials, cards.length + specials, 'M-REFILL');
  if (r) return r;
  s.market = sorted([...s.market, ...cards]);
  const hand = s.hands[s.seat];
  if (hand) hand.size += specials;
  s.refillDue = false;
  settle(s);
  return null;
}

function market(s: MarketLogState, card: Diamond, take: 'same' | 'sum' | 'empty', taken: Diamond[]): Step {
  const who = playerName(s, s.seat);
  const q = card.quality;
  const hand = s.hands[s.seat] ?? { size: 0, known: [] };
  const out = takeFromHand(hand, [card], 0);
  if (!out.ok) return handShort(s, s.seat, `put ${aCard(card)} into the market`, 'M-MARKET', says('act.market', { card: diamondCode(card) }));
  if (take === 'same') {
    const pool = [...s.market, card];
    const all = pool.filter((d) => d.quality === q);
    if (!sameMultiset(taken, all)) {
      const other = taken.find((d) => d.quality !== q);
      if (other) {
        return fault(
          'M-SAME',
          `M-SAME takes only diamonds of the quality put down (${q}s); ${cardText(other)} is not one (M-SAME).`,
          says('M-SAME.other', { q, card: diamondCode(other) }),
        );
      }
      if (all.length === 1) {
        return fault(
          'M-SAME',
          `${who} must take back the ${cardText(card)} just put down: it is the only ${q} in the market (M-SAME).`,
          says('M-SAME.back', { who, card: diamondCode(card), q }),
        );
      }
      return fault(
        'M-SAME',
        `${who} must take all ${countOf(all.length, q)} from the market, the one put down included: ${cardsText(all)} (M-SAME).`,
        says('M-SAME.all', { who, count: all.length, q, cards: diamondCodes(all) }),
      );
    }
    s.market = sorted(pool.filter((d) => d.quality !== q));
    s.hands[s.seat] = addToHand(out.hand, all);
  } else if (take === 'sum') {
    if (taken.length === 0) {
      return fault('M-SUM', `M-SUM takes market cards adding up to ${q}; to take nothing, choose M-EMPTY (M-SUM).`, says('M-SUM.nothing', { q }));
    }
    const rest = removeAll(s.market, taken);
    if (!rest.ok) {
      const missing = rest.missing;
      const inMarket = s.market.filter((d) => d.quality === missing.quality).length;
      return fault(
        'M-SUM',
        inMarket === 0
          ? `There is no ${missing.quality} in the market to take (the card put down stays there): the market holds ${cardsText(s.market)} (M-SUM).`
          : `The market does not hold that many ${missing.quality}s${missing.pure ? ' with the magnifier' : ''} to take: it holds ${cardsText(s.market)} (M-SUM).`,
          inMarket === 0
            ? says('M-SUM.none-in-market', { q: missing.quality, market: diamondCodes(s.market) })
            : says('M-SUM.not-enough', { q: missing.quality, pure: missing.pure ? 1 : 0, market: diamondCodes(s.market) }),
      );
    }
    const total = taken.reduce((a, d) => a + d.quality, 0);
    if (total !== q) {
      return fault(
        'M-SUM',
        `${cardsText(taken)} add${taken.length === 1 ? 's' : ''} up to ${total}, not ${q}: the cards taken must add up exactly to the card put down (M-SUM).`,
        says('M-SUM.total', { cards: diamondCodes(taken), total, q }),
      );
    }
    s.market = sorted([...rest.rest, card]);
    s.hands[s.seat] = addToHand(out.hand, taken);
  } else {
    if (taken.length > 0) {
      return fault(
        'M-EMPTY',
        `With M-EMPTY nothing is taken and the ${q} stays in the market; to take cards, choose M-SAME or M-SUM (M-EMPTY).`,
        says('M-EMPTY.taken', { q }),
      );
    }
    s.market = sorted([...s.market, card]);
    s.hands[s.seat] = out.hand;
  }
  endPlay(s);
  return null;
}

/** The hand cards of securing entries: magnifiers matched when shown, either kind otherwise. */
function entryCards(entries: readonly SecureEntry[]): { quality: number; pure: boolean | null }[] {
  const cards: { quality: number; pure: boolean | null }[] = [];
  for (const e of entries) {
    for (let i = 0; i < e.count; i++) {
      cards.push({ quality: e.quality, pure: e.pure === undefined ? null : i < e.pure });
    }
  }
  return cards;
}

/** M-SECURE (`secure`) and the Armored convoy (`convoy`, the special card leaves the hand too). */
function toSafe(s: MarketLogState, entries: readonly SecureEntry[], mode: 'secure' | 'convoy'): Step {
  const who = playerName(s, s.seat);
  const safe = s.safes[s.seat];
  const hand = s.hands[s.seat];
  if (!safe || !hand) return fault('format', 'No player sits at this seat.', says('format.seat'));
  if (mode === 'secure' && entries.length === 0) {
    return fault(
      'M-SECURE',
      `Securing moves at least one new collection into the safe: 3 to 5 diamonds of a quality not yet in ${who}'s safe (M-SECURE).`,
      says('M-SECURE.none', { who }),
    );
  }
  let hasNew = false;
  for (const e of entries) {
    const have = safe.collections.find((c) => c.quality === e.quality);
    if (have) {
      if (have.count + e.count > MAX_COLLECTION) {
        return fault(
          'M-SECURE',
          `${who}'s collection of ${e.quality}s would hold ${have.count + e.count} diamonds (${have.count} in the safe + ${e.count}): a collection never exceeds ${MAX_COLLECTION} (M-SECURE).`,
          says('M-SECURE.over-max', { who, q: e.quality, total: have.count + e.count, have: have.count, count: e.count, max: MAX_COLLECTION }),
        );
      }
      continue;
    }
    if (mode === 'convoy') {
      return fault(
        'M-SPECIALS',
        `${who}'s safe has no collection of ${e.quality}s: the Armored convoy only adds diamonds to collections already in the safe, so nothing is stored for the ${e.quality}s — leave them out (M-SPECIALS).`,
        says('M-SPECIALS.convoy-new', { who, q: e.quality }),
      );
    }
    if (e.count > MAX_COLLECTION) {
      return fault(
        'M-SECURE',
        `A collection never exceeds ${MAX_COLLECTION} diamonds: ${numberWord(e.count)} ${e.quality}s cannot be secured (M-SECURE).`,
        says('M-SECURE.too-many', { max: MAX_COLLECTION, count: e.count, q: e.quality }),
      );
    }
    if (e.count < NEW_COLLECTION) {
      const words = countOf(e.count, e.quality);
      return fault(
        'M-SECURE',
        `${words[0]?.toUpperCase() ?? ''}${words.slice(1)} cannot start a collection: a new collection needs 3 to ${MAX_COLLECTION} diamonds of a quality not yet in ${who}'s safe (M-SECURE).`,
        says('M-SECURE.too-few', { count: e.count, q: e.quality, max: MAX_COLLECTION, who }),
      );
    }
    hasNew = true;
  }
  if (mode === 'secure' && !hasNew) {
    const olds = entries.map((e) => `${e.quality}s`).join(' and ');
    return fault(
      'M-SECURE',
      `Securing needs a new collection: at least 3 diamonds of a quality not yet in ${who}'s safe; adding to the ${olds} already there is only possible together with one (M-SECURE).`,
      says('M-SECURE.no-new', { who, olds: entries.map((e) => String(e.quality)) }),
    );
  }
  const total = entries.reduce((a, e) => a + e.count, 0);
  const out = takeFromHand(hand, entryCards(entries), mode === 'convoy' ? 1 : 0);
  if (!out.ok) {
    return mode === 'convoy'
      ? handShort(s, s.seat, `play the Armored convoy and store ${plural(total, 'diamond')}`, 'M-SPECIALS', says('act.convoy', { total }))
      : handShort(s, s.seat, `secure ${plural(total, 'diamond')}`, 'M-SECURE', says('act.secure', { total }));
  }
  s.hands[s.seat] = out.hand;
  for (const e of entries) {
    const pure = e.pure === undefined ? null : e.pure;
    const have = safe.collections.find((c) => c.quality === e.quality);
    if (have) {
      have.count += e.count;
      have.pure = have.pure !== null && pure !== null ? have.pure + pure : null;
      safe.history.push({ turn: s.turn, how: mode === 'convoy' ? 'convoy' : 'add', quality: e.quality, count: e.count, pure });
    } else {
      safe.collections.push({ quality: e.quality, count: e.count, pure });
      safe.history.push({ turn: s.turn, how: 'new', quality: e.quality, count: e.count, pure });
    }
  }
  safe.collections.sort((a, b) => a.quality - b.quality);
  return null;
}

function special(s: MarketLogState, e: SpecialEvent): Step {
  const who = playerName(s, s.seat);
  const title = SPECIAL_TITLES[e.special];
  const { played, discarded } = s.specials;
  if (played.includes(e.special)) {
    return fault(
      'M-SPECIALS',
      `The ${title} has already been played this round: there is one of each special card (M-SPECIALS).`,
      says('M-SPECIALS.played', { special: e.special }),
    );
  }
  if (specialsLeft(s) <= 0) {
    return fault(
      'M-SPECIALS',
      `All three special cards have already left play this round (${numberWord(played.length)} played, ${numberWord(discarded)} discarded at the hand limit): none is left to play (M-SPECIALS).`,
      says('M-SPECIALS.gone', { played: played.length, discarded }),
    );
  }
  const hand = s.hands[s.seat] ?? { size: 0, known: [] };
  switch (e.power) {
    case 'compulsory-sale': {
      const put = e.put as Diamond;
      const q = put.quality;
      const mine = takeFromHand(hand, [put], 1);
      if (!mine.ok) return handShort(
        s,
        s.seat,
        `play a special card and put ${aCard(put)} into the market`,
        'M-SPECIALS',
        says('act.sale', { card: diamondCode(put) }),
      );
      if ((e.sold[s.seat]?.length ?? 0) > 0) {
        return fault(
          'M-SPECIALS',
          `${who} plays the compulsory sale: only the opponents put diamonds in, so ${who}'s own list stays empty (M-SPECIALS).`,
          says('M-SPECIALS.sale-own', { who }),
        );
      }
      const newHands = [...s.hands];
      const sold: Diamond[] = [];
      for (let o = 0; o < s.hands.length; o++) {
        if (o === s.seat) continue;
        const opp = playerName(s, o);
        const cards = (e.sold[o] ?? []) as Diamond[];
        const wrong = cards.find((d) => d.quality !== q);
        if (wrong) {
          return fault(
            'M-SPECIALS',
            `In a compulsory sale of ${q}s, ${opp} puts in only diamonds of quality ${q}, not ${aCard(wrong)} (M-SPECIALS).`,
            says('M-SPECIALS.sale-quality', { q, opp, card: diamondCode(wrong) }),
          );
        }
        const oppHand = s.hands[o] ?? { size: 0, known: [] };
        const knownQ = oppHand.known.filter((d) => d.quality === q);
        if (!removeAll(cards, knownQ).ok) {
          return fault(
            'M-SPECIALS',
            `${opp} was seen taking ${cardsText(knownQ)} into the hand: every ${q} in ${opp}'s hand goes into the market, so the sale includes ${knownQ.length === 1 ? 'it' : 'them'} (M-SPECIALS).`,
            says('M-SPECIALS.sale-seen', { opp, cards: diamondCodes(knownQ), q }),
          );
        }
        const left = takeFromHand(oppHand, cards, 0);
        if (!left.ok) return handShort(
          s,
          o,
          `put ${plural(cards.length, 'diamond')} into the market`,
          'M-SPECIALS',
          says('act.sold', { n: cards.length }),
        );
        newHands[o] = left.hand;
        sold.push(...cards);
      }
      const pool = [...s.market, put, ...sold];
      const all = pool.filter((d) => d.quality === q);
      s.market = sorted(pool.filter((d) => d.quality !== q));
      newHands[s.seat] = addToHand(mine.hand, all);
      s.hands = newHands;
      break;
    }
    case 'armored-convoy': {
      const r = toSafe(s, e.cards, 'convoy');
      if (r) return r;
      break;
    }
    case 'safe-cracker': {
      if (e.victim === s.seat) {
        return fault(
          'M-SPECIALS',
          `The Safe cracker takes from an opponent's safe, not from ${who}'s own (M-SPECIALS).`,
          says('M-SPECIALS.cracker-own', { who }),
        );
      }
      const mine = takeFromHand(hand, [], 1);
      if (!mine.ok) return handShort(s, s.seat, 'play a special card', 'M-SPECIALS', says('act.special'));
      const victim = playerName(s, e.victim);
      const safe = s.safes[e.victim];
      if (!safe) return fault('format', 'No player sits at the victim\'s seat.', says('format.victim'));
      const target: Diamond = { quality: e.quality, pure: e.pure };
      const have = safe.collections.find((c) => c.quality === e.quality);
      const purity = e.pure ? 'with the magnifier' : 'without the magnifier';
      if (e.found) {
        if (!have) {
          return fault(
            'M-SPECIALS',
            `${victim}'s safe has no ${e.quality}s, so the Safe cracker finds nothing: record it as not found (M-SPECIALS).`,
            says('M-SPECIALS.cracker-none', { victim, q: e.quality }),
          );
        }
        const none = have.pure !== null && (e.pure ? have.pure === 0 : have.count - have.pure === 0);
        if (none) {
          return fault(
            'M-SPECIALS',
            `${victim}'s ${e.quality}s are known to hold no diamond ${purity}, so the Safe cracker finds nothing: record it as not found (M-SPECIALS).`,
            says('M-SPECIALS.cracker-purity', { victim, q: e.quality, pure: e.pure ? 1 : 0 }),
          );
        }
        have.count -= 1;
        if (e.pure && have.pure !== null) have.pure -= 1;
        // (A collection starts at 3 and there is one Safe cracker, so this cannot empty one; kept for safety.)
        if (have.count === 0) safe.collections = safe.collections.filter((c) => c !== have);
        safe.history.push({ turn: s.turn, how: 'cracked', quality: e.quality, count: -1, pure: e.pure ? 1 : 0, by: s.seat });
        s.hands[s.seat] = addToHand(mine.hand, [target]);
      } else {
        if (have && have.pure !== null && (e.pure ? have.pure > 0 : have.count - have.pure > 0)) {
          return fault(
            'M-SPECIALS',
            `${victim}'s safe is known to hold ${aCard(target)}: the Safe cracker takes it, record it as found (M-SPECIALS).`,
            says('M-SPECIALS.cracker-known', { victim, card: diamondCode(target) }),
          );
        }
        // [decided] Nothing found: the collection holds no diamond of that purity.
        if (have && have.pure === null) have.pure = e.pure ? 0 : have.count;
        s.hands[s.seat] = mine.hand;
      }
      break;
    }
    case 'sleight-of-hand': {
      const mine = takeFromHand(hand, [], 1);
      if (!mine.ok) return handShort(s, s.seat, 'play a special card', 'M-SPECIALS', says('act.special'));
      const take = e.take as Diamond | null;
      if (take === null) {
        if (s.market.length > 0) {
          return fault(
            'M-SPECIALS',
            `The Sleight of hand takes one diamond from the market: name it (the market holds ${cardsText(s.market)}) (M-SPECIALS).`,
            says('M-SPECIALS.sleight-name', { market: diamondCodes(s.market) }),
          );
        }
        s.hands[s.seat] = mine.hand;
      } else {
        const rest = removeAll(s.market, [take]);
        if (!rest.ok) {
          return fault(
            'M-SPECIALS',
            `There is no ${aCard(take).replace(/^an? /, '')} in the market to take: it holds ${cardsText(s.market)} (M-SPECIALS).`,
            says('M-SPECIALS.sleight-missing', { card: diamondCode(take), market: diamondCodes(s.market) }),
          );
        }
        s.market = rest.rest;
        s.hands[s.seat] = addToHand(mine.hand, [take]);
      }
      break;
    }
  }
  s.specials.played.push(e.special);
  endPlay(s);
  return null;
}

function limit(s: MarketLogState, toMarket: Diamond[], specials: number): Step {
  const who = playerName(s, s.seat);
  const hand = s.hands[s.seat] ?? { size: 0, known: [] };
  const surplus = hand.size - HAND_LIMIT;
  const given = toMarket.length + specials;
  if (given !== surplus) {
    return fault(
      'M-LIMIT',
      `${who} holds ${plural(hand.size, 'card')}: exactly ${numberWord(surplus)} must go (surplus diamonds face up into the market, surplus special cards discarded), but ${numberWord(given)} ${given === 1 ? 'was' : 'were'} given (M-LIMIT).`,
      says('M-LIMIT.count', { who, size: hand.size, surplus, given }),
    );
  }
  const left = specialsLeft(s);
  if (specials > left) {
    return fault(
      'M-LIMIT',
      `Only ${plural(left, 'special card')} can still be in a hand (${numberWord(s.specials.played.length)} played, ${numberWord(s.specials.discarded)} discarded this round): ${who} cannot discard ${numberWord(specials)} (M-LIMIT).`,
      says('M-LIMIT.specials', { left, played: s.specials.played.length, discarded: s.specials.discarded, who, specials }),
    );
  }
  const out = takeFromHand(hand, toMarket, specials);
  if (!out.ok) {
    const parts = [toMarket.length > 0 ? `put ${cardsText(toMarket)} into the market` : '', specials > 0 ? `discard ${plural(specials, 'special card')}` : '']
      .filter((p) => p !== '')
      .join(' and ');
    return handShort(s, s.seat, parts, 'M-LIMIT', says('act.limit', { cards: diamondCodes(toMarket), specials }));
  }
  s.hands[s.seat] = out.hand;
  s.market = sorted([...s.market, ...toMarket]);
  s.specials.discarded += specials;
  endTurn(s);
  return null;
}

/**
 * M-CARD-DECK: with the deck on the rules card, the diamonds the table has seen — in the market,
 * taken into hands, in safes — never exceed the copies of their quality, nor the magnified copies.
 * Everything counted is certain (knowledge is only ever lost, never guessed), so a refusal here
 * always points at a real mistake in the record.
 */
export function checkCopies(s: MarketLogState): Rejection | null {
  const deck = s.config.deck;
  if (!deck) return null;
  for (const key of QUALITY_KEYS) {
    const q = Number(key);
    const entry = deck[key];
    const inMarket = s.market.filter((d) => d.quality === q);
    const inHands = s.hands.flatMap((h) => h.known.filter((d) => d.quality === q));
    const inSafes = s.safes.flatMap((safe) => safe.collections.filter((c) => c.quality === q));
    const cards = inMarket.length + inHands.length + inSafes.reduce((a, c) => a + c.count, 0);
    if (cards > entry.cards) {
      return fault(
        'M-CARD-DECK',
        `That makes ${cards} diamonds of quality ${q} seen in play (${inMarket.length} in the market, ${inHands.length} seen going into hands, ${cards - inMarket.length - inHands.length} in safes), but the deck has only ${entry.cards} (M-CARD-DECK).`,
        says('M-CARD-DECK.seen', {
          cards,
          q,
          market: inMarket.length,
          hands: inHands.length,
          safes: cards - inMarket.length - inHands.length,
          deck: entry.cards,
        }),
      );
    }
    const pure =
      inMarket.filter((d) => d.pure).length + inHands.filter((d) => d.pure).length + inSafes.reduce((a, c) => a + (c.pure ?? 0), 0);
    if (pure > entry.pure) {
      return fault(
        'M-CARD-DECK',
        `That makes ${pure} diamonds of quality ${q} with the magnifier seen in play, but the deck has only ${entry.pure} with the magnifier (M-CARD-DECK).`,
        says('M-CARD-DECK.seen-pure', { pure, q, deck: entry.pure }),
      );
    }
  }
  return null;
}
