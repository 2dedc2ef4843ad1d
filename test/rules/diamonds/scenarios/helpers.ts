/**
 * Helpers for the hand-checked scenario games (test/rules/diamonds/scenarios/*.test.ts).
 *
 * The scenario files hold whole games written as records of docs/records.md. The expected
 * values in them were worked out by hand from docs/rules/diamonds.md (the working is in the
 * comments of each file); these helpers only replay a record, or a prefix of it, through
 * `replayDiamonds` and put the output in a shape that is easy to compare with the hand tables.
 */
import { expect } from 'vitest';
import { replayDiamonds, type DiamondsReplayOutput } from '../../../../src/rules/diamonds/replay';

export interface ScenarioRound {
  dealer?: string;
  pass: number;
  plays: string[];
  endSteal?: string;
}

export interface ScenarioRecord {
  game: 'diamonds';
  players: string[];
  variant?: 'standard' | 'teams' | 'perfect';
  thief?: string | null;
  rounds: ScenarioRound[];
}

/** One line of a hand table: Showroom / Vault / score of a player (or of a team). */
export interface Line {
  players: string[];
  showroom: number;
  vault: number;
  score: number;
}

/** A trick as the replay output lists it (an extra field of the output, see records.md). */
interface TrickOut {
  round: number;
  trick: number;
  leader: string;
  cards: { player: string; card: string; play: number }[];
  winner: string;
}

/** A diamond move (or a no-effect action) as the replay output lists it. */
export interface MoveOut {
  round: number;
  trick: number | null;
  play: number | null;
  rule: string;
  action: string;
  player: string;
  amount: number;
  reason: string;
}

/** Replays a record and fails the test with the engine's error if it is rejected. */
export function replay(record: ScenarioRecord): DiamondsReplayOutput {
  const result = replayDiamonds(record);
  if (!result.ok) {
    expect.fail(`record rejected: ${JSON.stringify(result.error)}`);
  }
  return result.output;
}

/** Replays a record and returns its error (fails the test if the record is accepted). */
export function replayError(record: ScenarioRecord): { round: number | null; play: number | null; rule: string } {
  const result = replayDiamonds(record);
  if (result.ok) expect.fail('record accepted, expected an error');
  const { round, play, rule } = result.error;
  return { round, play, rule };
}

/**
 * The record cut after `plays` cards of round `round` (1-based), or after the whole round when
 * `plays` is omitted. A cut inside a round drops that round's `endSteal` (no round end yet).
 */
export function upTo(record: ScenarioRecord, round: number, plays?: number): ScenarioRecord {
  const rounds = record.rounds.slice(0, round).map((r) => ({ ...r, plays: [...r.plays] }));
  const last = rounds[round - 1];
  if (last && plays !== undefined && plays < last.plays.length) {
    last.plays = last.plays.slice(0, plays);
    delete last.endSteal;
  }
  return { ...record, rounds };
}

/** The standings of a replay, as hand-table lines. */
export function table(output: DiamondsReplayOutput): Line[] {
  return output.standings.map(({ players, showroom, vault, score }) => ({ players, showroom, vault, score }));
}

/** Standings of the record cut at (round, plays): see `upTo`. */
export function tableAt(record: ScenarioRecord, round: number, plays?: number): Line[] {
  return table(replay(upTo(record, round, plays)));
}

/** Builds hand-table lines from `[players, showroom, vault]` triples; the score is S + 2·V. */
export function lines(...rows: [string[], number, number][]): Line[] {
  return rows.map(([players, showroom, vault]) => ({ players, showroom, vault, score: showroom + 2 * vault }));
}

/** The winner of trick `trick` of round `round`, from the replay's trick log. */
export function trickWinner(output: DiamondsReplayOutput, round: number, trick: number): string | undefined {
  const tricks = output['tricks'] as TrickOut[] | undefined;
  return tricks?.find((t) => t.round === round && t.trick === trick)?.winner;
}

/** The moves of the replay's log that match every given field. */
export function movesWhere(output: DiamondsReplayOutput, where: Partial<MoveOut>): MoveOut[] {
  const moves = (output['moves'] as MoveOut[] | undefined) ?? [];
  return moves.filter((m) => Object.entries(where).every(([k, v]) => m[k as keyof MoveOut] === v));
}
