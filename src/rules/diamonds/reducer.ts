/**
 * The Diamonds reducer: `(state, event) => state | rejection`, pure and deterministic.
 * Everything on screen and in `replay` is derived by reducing the log with `apply`.
 */
import { says, type Applied } from '../game';
import { bare } from '../untrusted-text';
import { act, clubTargets } from './actions';
import { SUIT_INDEX, deckRanks, inDeck, parseCard } from './cards';
import { seatName, sideName } from './names';
import { chooseVictimFirst, reject } from './reject';
import { applyCheck } from './round-check';
import { endRound, finishRound } from './round-end';
import { awaiting, copyRound, copyState, withAction, type ClubSource, type DiamondsState, type PlayedCard, type RoundState } from './state';
import { seatAt } from './table';
import { resolveTrick } from './trick';
import type { DiamondsEvent } from './types';
import { applyZones } from './zones-entry';

export function apply(state: DiamondsState, event: DiamondsEvent): Applied<DiamondsState> {
  switch (event?.type) {
    case 'deal':
      return deal(state, event.dealer, event.pass);
    case 'play':
      return play(state, event.card);
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
  return state.round === null ? null : (state.round.dealer + 1) % state.table.players;
}

/** The seat that plays next, or null when no card can be played now. */
export function nextSeat(state: DiamondsState): number | null {
  if (state.phase !== 'play' || !state.round) return null;
  return seatAt(state.table, state.round.leader, state.round.trick.length);
}

function deal(state: DiamondsState, dealer: number, pass: number): Applied<DiamondsState> {
  const { table } = state;
  const index = state.roundsDone + 1;
  const at = { round: index, play: null };
  if (state.phase === 'over') {
    return reject('D-ROUNDS', says('D-ROUNDS.over', { players: table.players, rounds: table.rounds }), at);
  }
  if (state.phase !== 'deal') {
    const left = table.playsPerRound - (state.round?.plays ?? 0);
    return reject('D-ROUND-END', says('D-ROUND-END.not-over', { round: state.roundsDone + 1, left }), { round: state.roundsDone + 1, play: null });
  }
  const want = expectedDealer(state);
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= table.players) {
    return reject('D-DEALER', says('D-DEALER.missing', { round: index }), at);
  }
  if (want !== null && dealer !== want) {
    return reject('D-DEALER', says('D-DEALER.left', { round: index, dealer: seatName(state, want), given: seatName(state, dealer) }), at);
  }
  if (pass !== 1 && pass !== 2 && pass !== 3) {
    return reject('D-PASS', says('D-PASS', { round: index, pass: bare(pass) }), at);
  }
  const n = table.players;
  const round: RoundState = {
    index,
    dealer,
    pass,
    played: [0, 0, 0, 0],
    plays: 0,
    trickNo: 1,
    leader: (dealer + 1) % n, // D-LEAD: left of the dealer
    trick: [],
    won: new Array(n * 4).fill(0),
    tricksWon: new Array(n).fill(0),
    showOut: new Array(n * 4).fill(0),
    showOutTrick: new Array(n * 4).fill(0),
    over: false,
    end: null,
  };
  const next = copyState(state);
  next.round = round;
  next.phase = 'play';
  next.pending = null;
  return { ok: true, state: next };
}

function play(state: DiamondsState, code: string): Applied<DiamondsState> {
  const round = state.round;
  const { table, config } = state;
  if (state.phase === 'steal' && state.pending && round && round.plays === table.playsPerRound) {
    return reject('D-ROUND-END', says('D-ROUND-END.over', { round: round.index }), { round: round.index, play: round.plays + 1 });
  }
  if (state.phase === 'steal' && state.pending) {
    return chooseVictimFirst(state, state.pending);
  }
  if (!round || state.phase !== 'play') {
    if (!round) return reject('D-DEAL', says('D-DEAL.none'));
    return reject('D-ROUND-END', says('D-ROUND-END.over', { round: round.index }), { round: round.index, play: round.plays + 1 });
  }
  const at = { round: round.index, play: round.plays + 1, trick: round.trickNo };
  const card = typeof code === 'string' ? parseCard(code) : null;
  if (!card) {
    return reject('format', says('format.card', { code: bare(code) }), at);
  }
  if (!inDeck(card, config.variant, table.players)) {
    const { low, high } = deckRanks(config.variant, table.players);
    return reject('D-DECK', says('D-DECK.not-in-deck', { card: code, low, high }), at);
  }
  const si = SUIT_INDEX[card.suit];
  const bit = 1 << card.rank;
  if (((round.played[si] as number) & bit) !== 0) {
    return reject('D-DECK', says('D-DECK.played', { card: code, round: round.index }), at);
  }
  const seat = seatAt(table, round.leader, round.trick.length);
  const led = round.trick.length > 0 ? (round.trick[0] as PlayedCard).suit : card.suit;
  const slot = seat * 4 + si;
  const earlier = round.showOut[slot] as number;
  if (earlier > 0) {
    // Hands are fixed after the pass: holding this card now proves it was held back then.
    const trick = round.showOutTrick[slot] as number;
    return reject('D-FOLLOW', says('D-FOLLOW', { player: seatName(state, seat), suit: card.suit, trick, card: code }), { round: round.index, play: earlier, trick });
  }
  const played = round.played.slice();
  played[si] = (played[si] as number) | bit;
  const placed: PlayedCard = { seat, suit: card.suit, rank: card.rank, play: round.plays + 1 };
  const offSuit = card.suit !== led;
  let { showOut, showOutTrick } = round;
  if (offSuit) {
    const ledSlot = seat * 4 + SUIT_INDEX[led];
    if (showOut[ledSlot] === 0) {
      // The first failure to follow a suit is where any later revoke of that suit happened.
      const out = showOut.slice();
      const outTrick = showOutTrick.slice();
      out[ledSlot] = placed.play;
      outTrick[ledSlot] = round.trickNo;
      showOut = out;
      showOutTrick = outTrick;
    }
  }
  const nextRound = copyRound(round);
  nextRound.played = played;
  nextRound.plays = placed.play;
  nextRound.trick = [...round.trick, placed];
  nextRound.showOut = showOut;
  nextRound.showOutTrick = showOutTrick;
  const withCard = copyState(state);
  withCard.round = nextRound;
  let s: DiamondsState = withCard;
  if (offSuit) {
    // D-OFFSUIT: the action of the suit played, at once, before the next card.
    const side = table.sideOf[seat] as number;
    const src: ClubSource = { round: round.index, trick: round.trickNo, play: placed.play, cause: 'D-OFFSUIT', actor: seat, side };
    if (card.suit === 'C') {
      const targets = clubTargets(s, side);
      if (targets.kind === 'choice') return { ok: true, state: awaiting(s, src, targets.victims) };
    }
    s = withAction(s, act(s, card.suit, src));
  }
  return { ok: true, state: advance(s) };
}

/** Carries the table on after a card or a choice: a full trick is taken, a finished round ends. */
function advance(state: DiamondsState): DiamondsState {
  let s = state;
  const round = s.round as RoundState;
  if (round.trick.length === s.table.trickSize) {
    s = resolveTrick(s);
    if (s.pending) return s;
  }
  const r = s.round as RoundState;
  if (r.plays === s.table.playsPerRound && r.trick.length === 0 && !r.over) return endRound(s);
  return s;
}

function steal(state: DiamondsState, victim: number): Applied<DiamondsState> {
  const pending = state.pending;
  const round = state.round;
  if (state.phase !== 'steal' || !pending || !round) {
    return reject('D-A-CLUB', says('D-A-CLUB.none-waiting'), { round: round?.index ?? null, play: null });
  }
  const at = { round: round.index, play: pending.play, trick: pending.trick };
  const side = Number.isInteger(victim) ? state.table.sideOf[victim] : undefined;
  if (side === undefined || !pending.victims.includes(side)) {
    const robber = sideName(state, pending.side);
    const victims = pending.victims.map((v) => sideName(state, v));
    const text = side === undefined ? says('D-A-CLUB.victim-unknown', { robber, victims }) : says('D-A-CLUB.victim', { victim: sideName(state, side), robber, victims });
    return reject('D-A-CLUB', text, at);
  }
  // The pending action's own source: the move states what the action would have without a choice.
  const s = copyState(withAction(state, act(state, 'C', pending, side)));
  s.pending = null;
  s.phase = 'play';
  if (pending.cause === 'D-MAJORITY') return { ok: true, state: finishRound(s) };
  return { ok: true, state: advance(s) };
}

