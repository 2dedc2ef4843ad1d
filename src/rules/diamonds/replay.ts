/** What `replay` prints for a Diamonds record (docs/records.md), with the tricks and reasons. */
import type { RecordFault } from '../game';
import { cardCode } from './cards';
import { actionRule, keptSaid, moveSaid } from './explain';
import { seatName } from './names';
import { readDiamondsRecord } from './record';
import { result, standings } from './scoring';
import { toArray, type DiamondsState, type Move, type Place } from './state';

export interface DiamondsReplayOutput {
  game: 'diamonds';
  complete: boolean;
  roundsPlayed: number;
  standings: { players: string[]; showroom: number; vault: number; score: number }[];
  winners: string[];
  [extra: string]: unknown;
}

export function diamondsOutput(state: DiamondsState): DiamondsReplayOutput {
  const complete = state.phase === 'over';
  const final = complete ? result(state) : null;
  return {
    game: 'diamonds',
    complete,
    roundsPlayed: state.roundsDone,
    standings: standings(state).map(({ players, showroom, vault, score }) => ({ players, showroom, vault, score })),
    winners: final ? final.winners : [],
    decidedBy: final ? final.decidedBy : null,
    tricks: toArray(state.tricks).map((t) => ({
      round: t.round,
      trick: t.trick,
      leader: seatName(state, t.leader),
      cards: t.cards.map((c) => ({ player: seatName(state, c.seat), card: cardCode(c), play: c.play })),
      winner: seatName(state, t.winner),
    })),
    moves: toArray(state.moves).map((m) => moveOutput(state, m)),
    kept: toArray(state.kept).map((k) => ({
      round: k.round,
      trick: k.trick,
      play: k.play,
      rule: 'D-REVOKE',
      player: seatName(state, k.seat),
      suit: k.suit,
      card: k.card,
      provenTrick: k.provenTrick,
      provenPlay: k.provenPlay,
      reason: keptSaid(state, k),
    })),
  };
}

/** A side as the standings name it: its players in seating order. */
function sidePlayers(state: DiamondsState, side: number): string[] {
  return (state.seating.members[side] ?? []).map((seat) => seatName(state, seat));
}

function placeOutput(state: DiamondsState, place: Place | null): { zone: Place['zone']; players: string[] | null } | null {
  if (place === null) return null;
  return { zone: place.zone, players: place.side === null ? null : sidePlayers(state, place.side) };
}

/** One reason as data (docs/records.md, "What `replay` prints"), then the words' key and values (`replay` says them in English). */
function moveOutput(state: DiamondsState, m: Move): Record<string, unknown> {
  return {
    round: m.round,
    trick: m.trick,
    play: m.play,
    rule: m.cause,
    action: actionRule(m),
    player: seatName(state, m.actor),
    side: sidePlayers(state, m.side),
    suit: m.suit,
    amount: m.amount,
    from: placeOutput(state, m.from),
    to: placeOutput(state, m.to),
    victim: m.victim === null ? null : sidePlayers(state, m.victim),
    none: m.none,
    thief: m.thief === null ? null : seatName(state, m.thief),
    counts: m.counts === null ? null : [...m.counts],
    most: m.most,
    nextBest: m.nextBest,
    bonus: m.bonus,
    reason: moveSaid(state, m),
  };
}

export function replayDiamonds(raw: unknown): { ok: true; output: DiamondsReplayOutput } | { ok: false; error: RecordFault } {
  const read = readDiamondsRecord(raw);
  if (!read.ok) return read;
  return { ok: true, output: diamondsOutput(read.state) };
}
