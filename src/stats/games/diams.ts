/**
 * What the statistics know of Diam's (their registry: ./index.ts): its names in English, its
 * variants, the statistics of a session worked out from its log, and who started.
 */
import { apply, initial, winDecision, type DiamsConfig, type DiamsEvent, type DiamsState } from '../../rules/diams/index';
import type { DiamsSeat, GameStats, SeatResult, SessionStats } from '../session-stats';

/** Standard is 3 rounds (M-ROUNDS); quick, 1. */
const variantOf = (config: unknown): string => ((config as { options?: { rounds?: unknown } } | null)?.options?.rounds === 1 ? 'quick' : 'standard');

function stats(config: DiamsConfig, events: readonly DiamsEvent[]): SessionStats {
  let state: DiamsState = initial(config);
  for (const event of events) {
    const next = apply(state, event);
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
    variant: variantOf(config),
    finished: decision !== null,
    rounds: state.rounds.length,
    sides: config.players.map((_, seat) => [seat]),
    seats,
    progress,
    measure: byChips ? 'chips' : 'points',
  };
}

/**
 * No rule names a start player; its rules play a round as turns taken in seat order, and the start
 * player is the one who takes round 1's first turn (M-DRAW: the first draw of the game), the
 * `first` of round 1's market log (its `turns` event). Round 1 entered as sheets only
 * (M-ROUND-SCORE) does not record who began: nobody is named.
 */
function firstTurn(events: readonly unknown[]): number | null {
  for (const raw of events) {
    const event = raw as { type?: unknown; first?: unknown } | null;
    if (event?.type === 'turns') return Number.isInteger(event.first) && (event.first as number) >= 0 ? (event.first as number) : null;
    if (event?.type === 'round') return null;
  }
  return null;
}

export const diamsStats: GameStats = {
  id: 'diams',
  name: "Diam's",
  // We could not confirm its BoardGameGeek id from a source.
  bggId: null,
  allLabel: "Diam's, all",
  variants: [
    { id: 'standard', label: '3 rounds' },
    { id: 'quick', label: 'quick game' },
  ],
  variantOf,
  stats: (config: unknown, events: readonly unknown[]): SessionStats => stats(config as DiamsConfig, events as readonly DiamsEvent[]),
  startSeat: (_config: unknown, events: readonly unknown[]): number | null => firstTurn(events),
};
