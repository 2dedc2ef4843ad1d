/**
 * What `replay` prints for a Diam's record (docs/records.md): the fixed fields `game`,
 * `complete`, `rounds` ({points, chips} per round), `totals` and `winners`, all keyed by name in
 * seating order, plus two explanatory fields so a table can settle a dispute:
 * - `details`: per round and player, every collection with its value, the purity and hand bonuses
 *   with their reasons, the place and the chips;
 * - `decision`: how the winners were decided (M-WIN), null while the game is in progress.
 * The fixed objects hold exactly the contract's keys; explanations live only in the extra fields.
 */
import { says, type MessageText, type RecordFault } from '../game';
import { totals, winDecision } from './game';
import { byName } from './json';
import { readRecord } from './record';
import type { CollectionLine, DiamsState } from './types';

export interface DiamsPlayerDetail {
  safe: CollectionLine[];
  hand: number[];
  /** M-PURITY: this player's magnifiers, the most anyone has, who has that many, the bonus. */
  purity: { pure: number; most: number; leaders: string[]; points: number; why: MessageText };
  /** M-HAND: this player's hand total, the highest, who has it, the tie option applied, the bonus. */
  handBonus: { total: number; highest: number; leaders: string[]; tieRule: 'none' | 'all' | null; points: number; why: MessageText };
  points: number;
  place: number;
  chips: number;
}

export interface DiamsReplayOutput {
  game: 'diams';
  complete: boolean;
  rounds: { points: Record<string, number>; chips: Record<string, number> }[];
  totals: Record<string, { chips: number; points: number }>;
  winners: string[];
  details: Record<string, DiamsPlayerDetail>[];
  decision: {
    by: 'chips' | 'points';
    /** The top total the tied players share. */
    top: number;
    tied: string[];
    /** The tied players who placed first in round 2; null in a one-round game. */
    firstInRound2: string[] | null;
    how: 'alone' | 'round-2' | 'shared';
    why: MessageText;
  } | null;
}

/** The replay output of a state (a record's, or a live session's). */
export function replayOutput(state: DiamsState): DiamsReplayOutput {
  const { players } = state.config;
  const t = totals(state);
  const decision = winDecision(state);
  const name = (seat: number): string => players[seat] ?? '';
  return {
    game: 'diams',
    complete: decision !== null,
    rounds: state.rounds.map((r) => ({
      points: byName(players, (seat) => r.points[seat] ?? 0),
      chips: byName(players, (seat) => r.chips[seat] ?? 0),
    })),
    totals: byName(players, (seat) => ({ chips: t[seat]?.chips ?? 0, points: t[seat]?.points ?? 0 })),
    winners: decision ? decision.winners.map(name) : [],
    details: state.rounds.map((r) =>
      byName(players, (seat): DiamsPlayerDetail => {
        const s = r.scores[seat];
        return {
          safe: s?.collections.map((c) => ({ ...c })) ?? [],
          hand: [...(r.sheets[seat]?.hand ?? [])],
          purity: {
            pure: s?.purity.pure ?? 0,
            most: s?.purity.most ?? 0,
            leaders: (s?.purity.leaders ?? []).map(name),
            points: s?.purity.points ?? 0,
            why: s?.purity.why ?? says('diams.purity.nobody'),
          },
          handBonus: {
            total: s?.hand.total ?? 0,
            highest: s?.hand.highest ?? 0,
            leaders: (s?.hand.leaders ?? []).map(name),
            tieRule: s?.hand.tieRule ?? null,
            points: s?.hand.points ?? 0,
            why: s?.hand.why ?? says('diams.hand.all-empty'),
          },
          points: r.points[seat] ?? 0,
          place: r.places[seat] ?? 0,
          chips: r.chips[seat] ?? 0,
        };
      }),
    ),
    decision: decision
      ? {
          by: decision.by,
          top: decision.top,
          tied: decision.tied.map(name),
          firstInRound2: decision.firstInRound2 && decision.firstInRound2.map(name),
          how: decision.how,
          why: decision.why,
        }
      : null,
  };
}

/**
 * Replays a Diam's record (already parsed from JSON): the output of records.md, or the first
 * fault as the error object `replay` prints with exit status 1. Never throws.
 */
export function replayDiams(raw: unknown): { ok: true; output: DiamsReplayOutput } | { ok: false; error: RecordFault } {
  const read = readRecord(raw);
  if (!read.ok) return read;
  return { ok: true, output: replayOutput(read.state) };
}
