/**
 * The Diamonds reducer: `(state, event) => state | rejection`, pure and deterministic.
 * Everything on screen and in `replay` is derived by reducing the log with `apply`.
 */
import { says, type Applied } from '../game';
import { bare } from '../untrusted-text';
import { act, clubTargets } from './actions';
import { SUIT_INDEX, deckRanks, inDeck, parseCard } from './cards';
import { seatName, sideName, suitLabel } from './names';
import { reject } from './reject';
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
      return reject('format', 'Unknown event: expected a deal, a play, a steal, zones or a round-end check.', { text: says('format.event') });
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
    return reject('D-ROUNDS', `The game is over: with ${table.players} players it has ${table.rounds} rounds.`, {
      ...at,
      text: says('D-ROUNDS.over', { players: table.players, rounds: table.rounds }),
    });
  }
  if (state.phase !== 'deal') {
    const left = table.playsPerRound - (state.round?.plays ?? 0);
    return reject('D-ROUND-END', `Round ${state.roundsDone + 1} is not over: ${left} cards are still to be played.`, {
      round: state.roundsDone + 1,
      play: null,
      text: says('D-ROUND-END.not-over', { round: state.roundsDone + 1, left }),
    });
  }
  const want = expectedDealer(state);
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= table.players) {
    return reject('D-DEALER', `Round ${index} needs a dealer: one of the players.`, { ...at, text: says('D-DEALER.missing', { round: index }) });
  }
  if (want !== null && dealer !== want) {
    return reject(
      'D-DEALER',
      `The dealer of round ${index} is ${seatName(state, want)}, the player to the left of the last dealer, not ${seatName(state, dealer)}.`,
      { ...at, text: says('D-DEALER.left', { round: index, dealer: seatName(state, want), given: seatName(state, dealer) }) },
    );
  }
  if (pass !== 1 && pass !== 2 && pass !== 3) {
    return reject('D-PASS', `Round ${index}: the dealer passes 1, 2 or 3 cards, not ${bare(pass)}.`, {
      ...at,
      text: says('D-PASS', { round: index, pass: bare(pass) }),
    });
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
    return reject('D-ROUND-END', `Round ${round.index} is over: every card in hand has been played.`, {
      round: round.index,
      play: round.plays + 1,
      text: says('D-ROUND-END.over', { round: round.index }),
    });
  }
  if (state.phase === 'steal' && state.pending) {
    return reject('D-A-CLUB', `${seatName(state, state.pending.actor)} must first choose whose Showroom to rob.`, {
      round: round?.index ?? null,
      play: state.pending.play,
      text: says('D-A-CLUB.choose-first', { player: seatName(state, state.pending.actor) }),
    });
  }
  if (!round || state.phase !== 'play') {
    if (!round) return reject('D-DEAL', 'No round has been dealt yet: record the dealer and the pass first.', { text: says('D-DEAL.none') });
    return reject('D-ROUND-END', `Round ${round.index} is over: every card in hand has been played.`, {
      round: round.index,
      play: round.plays + 1,
      text: says('D-ROUND-END.over', { round: round.index }),
    });
  }
  const at = { round: round.index, play: round.plays + 1, trick: round.trickNo };
  const card = typeof code === 'string' ? parseCard(code) : null;
  if (!card) {
    return reject('format', `"${bare(code)}" is not a card: write its suit letter (D, H, S, C) and rank 1–15, e.g. H7.`, {
      ...at,
      text: says('format.card', { code: bare(code) }),
    });
  }
  if (!inDeck(card, config.variant, table.players)) {
    const { low, high } = deckRanks(config.variant, table.players);
    return reject('D-DECK', `${code} is not in this game's deck: it uses ranks ${low}–${high} of each suit.`, {
      ...at,
      text: says('D-DECK.not-in-deck', { card: code, low, high }),
    });
  }
  const si = SUIT_INDEX[card.suit];
  const bit = 1 << card.rank;
  if (((round.played[si] as number) & bit) !== 0) {
    return reject('D-DECK', `${code} has already been played in round ${round.index}: every card is unique.`, {
      ...at,
      text: says('D-DECK.played', { card: code, round: round.index }),
    });
  }
  const seat = seatAt(table, round.leader, round.trick.length);
  const led = round.trick.length > 0 ? (round.trick[0] as PlayedCard).suit : card.suit;
  const slot = seat * 4 + si;
  const earlier = round.showOut[slot] as number;
  if (earlier > 0) {
    // Hands are fixed after the pass: holding this card now proves it was held back then.
    const trick = round.showOutTrick[slot] as number;
    return reject(
      'D-FOLLOW',
      `Revoke: ${seatName(state, seat)} did not follow ${suitLabel(card.suit)} in trick ${trick} (play ${earlier}) but now plays ${code}, so they held ${suitLabel(card.suit)} then. Rewind to trick ${trick}.`,
      {
        round: round.index,
        play: earlier,
        trick,
        text: says('D-FOLLOW', { player: seatName(state, seat), suit: card.suit, trick, play: earlier, card: code }),
      },
    );
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
    return reject('D-A-CLUB', 'No Clubs action is waiting for a victim now.', {
      round: round?.index ?? null,
      play: null,
      text: says('D-A-CLUB.none-waiting'),
    });
  }
  const at = { round: round.index, play: pending.play, trick: pending.trick };
  const side = Number.isInteger(victim) ? state.table.sideOf[victim] : undefined;
  if (side === undefined || !pending.victims.includes(side)) {
    const who = side === undefined ? 'That player' : sideName(state, side);
    const may = pending.victims.map((v) => sideName(state, v)).join(', ');
    const robber = sideName(state, pending.side);
    const victims = pending.victims.map((v) => sideName(state, v));
    return reject('D-A-CLUB', `${who} cannot be robbed by ${robber}: choose one of ${may} (a Showroom that is not empty, not your own).`, {
      ...at,
      text:
        side === undefined
          ? says('D-A-CLUB.victim-unknown', { robber, victims })
          : says('D-A-CLUB.victim', { victim: who, robber, victims }),
    });
  }
  // The pending action's own source: the move states what the action would have without a choice.
  const s = copyState(withAction(state, act(state, 'C', pending, side)));
  s.pending = null;
  s.phase = 'play';
  if (pending.cause === 'D-MAJORITY') return { ok: true, state: finishRound(s) };
  return { ok: true, state: advance(s) };
}

