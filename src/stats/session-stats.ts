/**
 * The statistics of one session, computed from its log with the rules modules: pure, seat-indexed
 * (so a rename or a merge never makes them stale) and plain JSON (they are cached in the store).
 */
import {
  apply as applyDiamonds,
  initialState as diamondsInitial,
  result as diamondsResult,
  standings as diamondsStandings,
  toArray,
  type DiamondsConfig,
  type DiamondsEvent,
  type DiamondsState,
} from '../rules/diamonds/index';
import { apply as applyDiams, initial as diamsInitial, winDecision, type DiamsConfig, type DiamsEvent, type DiamsState } from '../rules/diams/index';

export { STATS_VERSION } from './stats-version';

/**
 * Where a Diamonds side's points came from (D-SCORE: a Showroom diamond is 1 point, a Vault
 * diamond 2), by the cause of each action that moved a diamond: off-suit cards (D-OFFSUIT), tricks
 * won (D-TAKE), end-of-round majorities (D-MAJORITY) and no-trick bonuses (D-NOTRICK); and the
 * Showroom diamonds Clubs actions of others took away. Points per action: ♦ +2 (supply → Vault),
 * ♥ +1 (supply → Showroom), ♠ +1 (Showroom → Vault), ♣ +1 to the thief and −1 to the victim.
 * So a side's final score = 3 (the starting Showroom, D-SETUP) + the four causes − lostToClubs.
 */
export interface DiamondsSources {
  offSuit: number;
  take: number;
  majority: number;
  noTrick: number;
  lostToClubs: number;
}

/** A Diam's seat over the rounds played: points, chips (M-CHIPS) and bonuses won. */
export interface DiamsSeat {
  rounds: number;
  points: number;
  chips: number;
  /** M-PURITY won alone (+5). */
  purityAlone: number;
  /** M-PURITY shared (+2 each). */
  purityShared: number;
  /** M-HAND won (+3). */
  hand: number;
}

export interface SeatResult {
  /**
   * The score statistics average: Diamonds, the side's final score (D-SCORE; both partners of a
   * team get the team's); Diam's, the total points of the rounds played (chips are apart).
   */
  score: number;
  /** Among the winners (a shared victory counts for each winner). Only a finished game has any. */
  won: boolean;
  diamonds?: DiamondsSources;
  diams?: DiamsSeat;
}

export interface SessionStats {
  game: string;
  /** Diamonds: standard, teams or perfect; Diam's: standard (3 rounds) or quick (1 round). */
  variant: string;
  /** Whether the log reaches the end of the game (by the rules, not the row). */
  finished: boolean;
  /** Complete rounds played. */
  rounds: number;
  /** Seats of each side: one seat, or the two partners of a Diamonds team. */
  sides: number[][];
  seats: SeatResult[];
  /**
   * Each side's score after each complete round, progress[side][0] being the start: Diamonds the
   * D-SCORE standings, Diam's the running total of what the game is won by (chips or points).
   */
  progress: number[][];
  /** What `progress` counts. */
  measure: 'points' | 'chips';
}

/** Statistics of a session from its config and log; null for a game this code does not know. */
export function sessionStats(game: string, config: unknown, events: readonly unknown[]): SessionStats | null {
  if (game === 'diamonds') return diamondsStats(config as DiamondsConfig, events as readonly DiamondsEvent[]);
  if (game === 'diams') return diamsStats(config as DiamsConfig, events as readonly DiamsEvent[]);
  return null;
}

/** The points a side gains from one action of each suit that moved a diamond. */
const GAIN = { D: 2, H: 1, S: 1, C: 1 } as const;
const CAUSE = { 'D-OFFSUIT': 'offSuit', 'D-TAKE': 'take', 'D-MAJORITY': 'majority', 'D-NOTRICK': 'noTrick' } as const;

/**
 * Replays the log once (up to its legal end: a log a rules change made illegal still gives the
 * statistics of what was played), recording the standings at each round's end.
 */
function diamondsStats(config: DiamondsConfig, events: readonly DiamondsEvent[]): SessionStats {
  let state: DiamondsState = diamondsInitial(config);
  const scores = (s: DiamondsState) => diamondsStandings(s).map((st) => st.score);
  const progress = scores(state).map((score) => [score]);
  for (const event of events) {
    const next = applyDiamonds(state, event);
    if (!next.ok) break;
    const done = state.roundsDone;
    state = next.state;
    if (state.roundsDone > done) scores(state).forEach((score, side) => progress[side]?.push(score));
  }
  const { seating: seating } = state;
  const sources: DiamondsSources[] = seating.members.map(() => ({ offSuit: 0, take: 0, majority: 0, noTrick: 0, lostToClubs: 0 }));
  for (const move of toArray(state.moves)) {
    if (move.amount === 0) continue;
    const gained = sources[move.side] as DiamondsSources;
    gained[CAUSE[move.cause]] += GAIN[move.suit];
    if (move.suit === 'C' && move.victim !== null) (sources[move.victim] as DiamondsSources).lostToClubs += 1;
  }
  const finished = state.phase === 'over';
  const winners = new Set(finished ? diamondsResult(state).sides : []);
  const final = scores(state);
  return {
    game: 'diamonds',
    variant: config.variant,
    finished,
    rounds: state.roundsDone,
    sides: seating.members.map((seats) => [...seats]),
    seats: config.players.map((_, seat) => {
      const side = seating.sideOf[seat] as number;
      return { score: final[side] ?? 0, won: winners.has(side), diamonds: { ...(sources[side] as DiamondsSources) } };
    }),
    progress,
    measure: 'points',
  };
}

function diamsStats(config: DiamsConfig, events: readonly DiamsEvent[]): SessionStats {
  let state: DiamsState = diamsInitial(config);
  for (const event of events) {
    const next = applyDiams(state, event);
    if (!next.ok) break;
    state = next.state;
  }
  const byChips = config.options.winBy === 'chips';
  const decision = winDecision(state);
  const winners = new Set(decision?.winners ?? []);
  const seats: SeatResult[] = config.players.map((_, seat) => {
    const d: DiamsSeat = { rounds: state.rounds.length, points: 0, chips: 0, purityAlone: 0, purityShared: 0, hand: 0 };
    for (const round of state.rounds) {
      d.points += round.points[seat] ?? 0;
      d.chips += round.chips[seat] ?? 0;
      const score = round.scores[seat];
      if (score?.purity.points === 5) d.purityAlone++;
      if (score?.purity.points === 2) d.purityShared++;
      if (score?.hand.points === 3) d.hand++;
    }
    return { score: d.points, won: winners.has(seat), diams: d };
  });
  const progress = config.players.map((_, seat) => {
    let total = 0;
    return [0, ...state.rounds.map((r) => (total += (byChips ? r.chips[seat] : r.points[seat]) ?? 0))];
  });
  return {
    game: 'diams',
    variant: config.options.rounds === 1 ? 'quick' : 'standard',
    finished: decision !== null,
    rounds: state.rounds.length,
    sides: config.players.map((_, seat) => [seat]),
    seats,
    progress,
    measure: byChips ? 'chips' : 'points',
  };
}
