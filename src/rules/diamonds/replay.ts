/** What `replay` prints for a Diamonds record (docs/records.md), with the tricks and reasons. */
import type { RecordError } from '../game';
import { cardCode } from './cards';
import { actionRule, moveText } from './explain';
import { seatName } from './names';
import { readDiamondsRecord } from './record';
import { result, standings } from './scoring';
import { toArray, type DiamondsState } from './state';

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
    moves: toArray(state.moves).map((m) => ({
      round: m.round,
      trick: m.trick,
      play: m.play,
      rule: m.cause,
      action: actionRule(m),
      player: seatName(state, m.actor),
      amount: m.amount,
      reason: moveText(state, m),
    })),
  };
}

export function replayDiamonds(raw: unknown): { ok: true; output: DiamondsReplayOutput } | { ok: false; error: RecordError } {
  const read = readDiamondsRecord(raw);
  if (!read.ok) return read;
  return { ok: true, output: diamondsOutput(read.state) };
}
