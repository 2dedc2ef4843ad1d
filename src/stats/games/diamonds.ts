/**
 * What the statistics know of Diamonds (their registry: ./index.ts): its names in English, its
 * variants, the statistics of a session worked out from its log, and who started.
 */
import { apply, initialState, result, standings, toArray, type DiamondsConfig, type DiamondsEvent, type DiamondsState } from '../../rules/diamonds/index';
import type { DiamondsSources, GameStats, SessionStats } from '../session-stats';

/** The points a side gains from one action of each suit that moved a diamond. */
const GAIN = { D: 2, H: 1, S: 1, C: 1 } as const;
const CAUSE = { 'D-OFFSUIT': 'offSuit', 'D-TAKE': 'take', 'D-MAJORITY': 'majority', 'D-NOTRICK': 'noTrick' } as const;

/**
 * Replays the log once (up to its legal end: a log a rules change made illegal still gives the
 * statistics of what was played), recording the standings at each round's end.
 */
function stats(config: DiamondsConfig, events: readonly DiamondsEvent[]): SessionStats {
  let state: DiamondsState = initialState(config);
  const scores = (s: DiamondsState) => standings(s).map((st) => st.score);
  const progress = scores(state).map((score) => [score]);
  for (const event of events) {
    const next = apply(state, event);
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
  const winners = new Set(finished ? result(state).sides : []);
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

/**
 * The player who led the first trick, as the rules give it (D-LEAD: left of the first dealer),
 * read from the state the rules make of the game's first round (a `deal`, or a round counted at
 * its end, a `check`), not worked out here again.
 */
function firstLeader(config: DiamondsConfig, events: readonly DiamondsEvent[]): number | null {
  let state: DiamondsState = initialState(config);
  for (const event of events) {
    const next = apply(state, event);
    if (!next.ok) return null;
    state = next.state;
    if (state.round) return state.round.leader;
  }
  return null;
}

export const diamondsStats: GameStats = {
  id: 'diamonds',
  name: 'Diamonds',
  // Diamonds (Mike Fitzgerald, 2014) is 152162: docs/sources/diamonds-zh-hant.txt links boardgamegeek.com/boardgame/152162/diamonds.
  bggId: 152162,
  allLabel: 'Diamonds, all variants',
  variants: [
    { id: 'standard', label: 'standard' },
    { id: 'teams', label: 'teams' },
    { id: 'perfect', label: 'all cards known' },
  ],
  variantOf: (config: unknown): string => {
    const variant = (config as { variant?: unknown } | null)?.variant;
    return typeof variant === 'string' ? variant : 'standard';
  },
  stats: (config: unknown, events: readonly unknown[]): SessionStats => stats(config as DiamondsConfig, events as readonly DiamondsEvent[]),
  startSeat: (config: unknown, events: readonly unknown[]): number | null => firstLeader(config as DiamondsConfig, events as readonly DiamondsEvent[]),
};
