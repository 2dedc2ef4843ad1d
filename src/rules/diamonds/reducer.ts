/**
 * The Diamonds reducer: `(state, event) => state | rejection`, pure and deterministic.
 * Everything on screen and in `replay` is derived by reducing the log with `apply`.
 */
import { says, type Applied } from '../game';
import { bare } from '../untrusted-text';
import { act, clubTargets } from './actions';
import { deckRanks, inDeck, parseCard, suitIndex } from './cards';
import { seatName, sideName } from './names';
import { chooseVictimFirst, reject } from './reject';
import { applyCheck } from './round-check';
import { endRound, finishRound } from './round-end';
import {
  awaiting,
  copyRound,
  copyState,
  perform,
  push,
  sourceOf,
  type ClubSource,
  type DiamondsState,
  type KeptRevoke,
  type Mutable,
  type PlayedCard,
  type RoundState,
} from './state';
import { seatAt } from './seating';
import { resolveTrick } from './trick';
import type { DiamondsEvent } from './types';
import { applyZones } from './zones-entry';

export function apply(state: DiamondsState, event: DiamondsEvent): Applied<DiamondsState> {
  switch (event?.type) {
    case 'deal':
      return deal(state, event.dealer, event.pass);
    case 'play':
      return play(state, event.card, false);
    case 'keep':
      return play(state, event.card, true);
    case 'steal':
      return steal(state, event.victim);
    case 'zones':
      return applyZones(state, event);
    case 'check':
      return applyCheck(state, event, deal);
    default:
      return reject('format', says('format.event'));
  }
}

/** The dealer D-DEALER requires for the next round, or null when any seat may deal first. */
export function expectedDealer(state: DiamondsState): number | null {
  return state.round === null ? null : (state.round.dealer + 1) % state.seating.players;
}

/** The seat that plays next, or null when no card can be played now. */
export function nextSeat(state: DiamondsState): number | null {
  if (state.phase !== 'play' || !state.round) return null;
  return seatAt(state.seating, state.round.leader, state.round.trick.length);
}

function deal(state: DiamondsState, dealer: number, pass: number): Applied<DiamondsState> {
  const { seating: seating } = state;
  const index = state.roundsDone + 1;
  const at = { round: index, play: null };
  if (state.phase === 'over') {
    return reject('D-ROUNDS', says('D-ROUNDS.over', { players: seating.players, rounds: seating.rounds }), at);
  }
  if (state.phase !== 'deal') {
    const left = seating.playsPerRound - (state.round?.plays ?? 0);
    return reject('D-ROUND-END', says('D-ROUND-END.not-over', { round: state.roundsDone + 1, left }), { round: state.roundsDone + 1, play: null });
  }
  const want = expectedDealer(state);
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= seating.players) {
    return reject('D-DEALER', says('D-DEALER.missing', { round: index }), at);
  }
  if (want !== null && dealer !== want) {
    return reject('D-DEALER', says('D-DEALER.left', { round: index, dealer: seatName(state, want), given: seatName(state, dealer) }), at);
  }
  if (pass !== 1 && pass !== 2 && pass !== 3) {
    return reject('D-PASS', says('D-PASS', { round: index, pass: bare(pass) }), at);
  }
  const n = seating.players;
  const round: RoundState = {
    index,
    dealer,
    pass,
    played: [0, 0, 0, 0],
    plays: 0,
    trickNo: 1,
    leader: (dealer + 1) % n, // D-LEAD: left of the dealer
    trick: [],
    won: zeros(n * 4),
    tricksWon: zeros(n),
    showOut: zeros(n * 4),
    showOutTrick: zeros(n * 4),
    over: false,
    end: null,
  };
  const next = copyState(state);
  next.round = round;
  next.phase = 'play';
  next.pending = null;
  return { ok: true, state: next };
}

/**
 * The next card. `keep`: the card proves a revoke (D-FOLLOW) and the table keeps it as played
 * (D-REVOKE): the card is taken, and the player's earlier failures to follow its suit stand; a
 * failure after this card is a new revoke, proven and refused like any other.
 */
function play(state: DiamondsState, code: string, keep: boolean): Applied<DiamondsState> {
  const round = state.round;
  const { seating: seating, config } = state;
  if (state.phase === 'steal' && state.pending && round && round.plays === seating.playsPerRound) {
    return reject('D-ROUND-END', says('D-ROUND-END.over', { round: round.index }), { round: round.index, play: round.plays + 1 });
  }
  if (state.phase === 'steal' && state.pending) {
    return chooseVictimFirst(state, state.pending);
  }
  if (!round || state.phase !== 'play') {
    if (!round) return reject('D-DEAL', says('D-DEAL.none'));
    return reject('D-ROUND-END', says('D-ROUND-END.over', { round: round.index }), { round: round.index, play: round.plays + 1 });
  }
  const card = typeof code === 'string' ? parseCard(code) : null;
  if (!card) {
    return reject('format', says('format.card', { code: bare(code) }), cardAt(round));
  }
  if (!inDeck(card, config.variant, seating.players)) {
    const { low, high } = deckRanks(config.variant, seating.players);
    return reject('D-DECK', says('D-DECK.not-in-deck', { card: code, low, high }), cardAt(round));
  }
  const si = suitIndex(card.suit);
  const bit = 1 << card.rank;
  if (((round.played[si] as number) & bit) !== 0) {
    return reject('D-DECK', says('D-DECK.played', { card: code, round: round.index }), cardAt(round));
  }
  const seat = seatAt(seating, round.leader, round.trick.length);
  const led = round.trick.length > 0 ? (round.trick[0] as PlayedCard).suit : card.suit;
  const slot = seat * 4 + si;
  const earlier = round.showOut[slot] as number;
  let kept: KeptRevoke | null = null;
  if (earlier > 0) {
    // Hands are fixed after the pass: holding this card now proves it was held back then.
    const trick = round.showOutTrick[slot] as number;
    if (!keep) {
      return reject('D-FOLLOW', says('D-FOLLOW', { player: seatName(state, seat), suit: card.suit, trick, card: code }), {
        round: round.index,
        play: earlier,
        trick,
      });
    }
    kept = { round: round.index, seat, suit: card.suit, trick, play: earlier, card: code, provenTrick: round.trickNo, provenPlay: round.plays + 1 };
  } else if (keep) {
    return reject('D-REVOKE', says('D-REVOKE.none', { player: seatName(state, seat), card: code }), cardAt(round));
  }
  // A literal of the four masks rather than slice(), which is a call for every card replayed.
  const was = round.played;
  const played = [was[0] as number, was[1] as number, was[2] as number, was[3] as number];
  played[si] = (played[si] as number) | bit;
  const placed: PlayedCard = { seat, suit: card.suit, rank: card.rank, play: round.plays + 1 };
  const offSuit = card.suit !== led;
  let { showOut, showOutTrick } = round;
  const ledSlot = offSuit ? seat * 4 + suitIndex(led) : -1;
  // The first failure to follow a suit is where any later revoke of that suit happened.
  const failed = offSuit && showOut[ledSlot] === 0;
  if (kept || failed) {
    const out = showOut.slice();
    const outTrick = showOutTrick.slice();
    if (kept) {
      // D-REVOKE: the kept revoke no longer blocks this player's cards of the suit.
      out[slot] = 0;
      outTrick[slot] = 0;
    }
    if (failed) {
      out[ledSlot] = placed.play;
      outTrick[ledSlot] = round.trickNo;
    }
    showOut = out;
    showOutTrick = outTrick;
  }
  const nextRound = copyRound(round);
  nextRound.played = played;
  nextRound.plays = placed.play;
  nextRound.trick = appended(round.trick, placed);
  nextRound.showOut = showOut;
  nextRound.showOutTrick = showOutTrick;
  const next = copyState(state);
  next.round = nextRound;
  if (kept) next.kept = push(state.kept, kept);
  if (offSuit) {
    // D-OFFSUIT: the action of the suit played, at once, before the next card.
    const side = seating.sideOf[seat] as number;
    const src: ClubSource = { round: round.index, trick: round.trickNo, play: placed.play, cause: 'D-OFFSUIT', actor: seat, side };
    const targets = card.suit === 'C' ? clubTargets(next, side) : undefined;
    if (targets?.kind === 'choice') return { ok: true, state: awaiting(next, src, targets.victims) };
    perform(next, act(next, card.suit, src, null, targets));
  }
  return { ok: true, state: advance(next) };
}

/** `n` zeros, written by a loop: `fill` runs outside the compiled code and showed in every deal replayed. */
function zeros(n: number): number[] {
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = 0;
  return out;
}

/** Where a refused card would have been played: made only once it is refused. */
function cardAt(round: RoundState): { round: number; play: number; trick: number } {
  return { round: round.index, play: round.plays + 1, trick: round.trickNo };
}

/**
 * A copy of `list` with `item` at its end. Written out because this runs for every card: a spread,
 * or a slice and a push (which grows the copy again), costs about twice as much time and memory.
 */
function appended<T>(list: readonly T[], item: T): T[] {
  const n = list.length;
  const out = new Array<T>(n + 1);
  for (let i = 0; i < n; i++) out[i] = list[i] as T;
  out[n] = item;
  return out;
}

/**
 * Carries the table on after a card or a choice, on the fresh copy made for it (./state.ts): a
 * full trick is taken, a finished round ends.
 */
function advance(fresh: Mutable<DiamondsState>): DiamondsState {
  let s: DiamondsState = fresh;
  const round = fresh.round as RoundState;
  if (round.trick.length === fresh.seating.trickSize) {
    s = resolveTrick(fresh);
    if (s.pending) return s;
  }
  const r = s.round as RoundState;
  if (r.plays === s.seating.playsPerRound && r.trick.length === 0 && !r.over) return endRound(s);
  return s;
}

function steal(state: DiamondsState, victim: number): Applied<DiamondsState> {
  const pending = state.pending;
  const round = state.round;
  if (state.phase !== 'steal' || !pending || !round) {
    return reject('D-A-CLUB', says('D-A-CLUB.none-waiting'), { round: round?.index ?? null, play: null });
  }
  const side = Number.isInteger(victim) ? state.seating.sideOf[victim] : undefined;
  if (side === undefined || !pending.victims.includes(side)) {
    const robber = sideName(state, pending.side);
    const victims = pending.victims.map((v) => sideName(state, v));
    const text =
      side === undefined ? says('D-A-CLUB.victim-unknown', { robber, victims }) : says('D-A-CLUB.victim', { victim: sideName(state, side), robber, victims });
    return reject('D-A-CLUB', text, { round: round.index, play: pending.play, trick: pending.trick });
  }
  // The pending action's own source: the move states what the action would have without a choice.
  // Its targets are the choice's own (nothing has moved since it was asked): not looked up again.
  const s = copyState(state);
  perform(s, act(state, 'C', sourceOf(pending), side, { kind: 'choice', victims: pending.victims }));
  s.pending = null;
  s.phase = 'play';
  if (pending.cause === 'D-MAJORITY') return { ok: true, state: finishRound(s) };
  return { ok: true, state: advance(s) };
}
