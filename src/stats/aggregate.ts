/**
 * Statistics over many sessions, per player and per game (and variant): pure functions of the
 * per-session statistics (./session-stats.ts) and who sat at each seat. Only finished games count:
 * a game in progress has no winner yet and its scores are not final.
 */
import type { GameRatings } from './cached-stats';
import type { DiamondsSources, DiamsSeat, SessionStats } from './session-stats';
import { STATS_GAMES } from './games/index';

/** One stored session as the aggregation sees it. */
export interface StatsEntry {
  sessionId: string;
  /** When the game was played (the session's createdAt), ms since the epoch. */
  at: number;
  /** The player id of each seat. */
  playerIds: string[];
  /** The name of each seat. */
  players: string[];
  stats: SessionStats;
  /** When its log's last event was recorded: a finished game's finish time (CachedStats.endedAt). */
  endedAt: number;
  /** What the game did to its seats' ratings (./ratings.ts), when worked out. */
  rated?: GameRatings;
}

export interface Group {
  key: string;
  label: string;
  game: string | null;
  variant: string | null;
}

/**
 * Every group statistics are given for, in the order screens list them: all games, then each game
 * (./games/index.ts) with all its variants, then each variant ("diamonds/teams", "Diamonds, teams").
 */
export const GROUPS: readonly Group[] = [
  { key: 'all', label: 'All games', game: null, variant: null },
  ...STATS_GAMES.flatMap((g): Group[] => [
    { key: g.id, label: g.allLabel, game: g.id, variant: null },
    ...g.variants.map((v) => ({ key: `${g.id}/${v.id}`, label: `${g.name}, ${v.label}`, game: g.id, variant: v.id })),
  ]),
];

export function groupOf(key: string): Group {
  return GROUPS.find((g) => g.key === key) ?? (GROUPS[0] as Group);
}

export function inGroup(stats: SessionStats, group: Group): boolean {
  return (group.game === null || stats.game === group.game) && (group.variant === null || stats.variant === group.variant);
}

/** The groups that hold at least one finished game, in GROUPS order ('all' always). */
export function groupsPresent(entries: readonly StatsEntry[]): Group[] {
  const done = entries.filter((e) => e.stats.finished);
  return GROUPS.filter((g) => g.key === 'all' || done.some((e) => inGroup(e.stats, g)));
}

export type DiamondsTotals = DiamondsSources & { games: number };
export type DiamsTotals = DiamsSeat & { games: number };

export interface PlayerSummary {
  playerId: string;
  /** Finished games played in the group. */
  games: number;
  wins: number;
  /** wins / games; null without games. */
  winRate: number | null;
  /** Mean and best of SeatResult.score; null for "All games" (scores of two games do not compare). */
  averageScore: number | null;
  bestScore: number | null;
  /** Sums over the player's finished Diamonds games of the group (null when none). */
  diamonds: DiamondsTotals | null;
  /** Sums over the player's finished Diam's games of the group (null when none). */
  diams: DiamsTotals | null;
}

function finishedIn(entries: readonly StatsEntry[], group: Group): StatsEntry[] {
  return entries.filter((e) => e.stats.finished && inGroup(e.stats, group));
}

/** The summary of one player over the finished games of a group (games 0 when they played none). */
export function playerSummary(entries: readonly StatsEntry[], playerId: string, group: Group): PlayerSummary {
  return summaries(entries, group, playerId).get(playerId) as PlayerSummary;
}

/**
 * The summaries of the players of a group's finished games (only `only`'s, when given, and then
 * theirs even without games), in one pass over the entries: with 5,000 games, one pass per
 * player took longer than the rest of the screen.
 */
function summaries(entries: readonly StatsEntry[], group: Group, only?: string): Map<string, PlayerSummary> {
  const out = new Map<string, PlayerSummary>();
  const totals = new Map<string, number>();
  const of = (playerId: string): PlayerSummary => {
    let summary = out.get(playerId);
    if (!summary) {
      summary = { playerId, games: 0, wins: 0, winRate: null, averageScore: null, bestScore: null, diamonds: null, diams: null };
      out.set(playerId, summary);
    }
    return summary;
  };
  if (only !== undefined) of(only);
  for (const entry of entries) {
    if (!entry.stats.finished || !inGroup(entry.stats, group)) continue;
    entry.playerIds.forEach((id, seat) => {
      if (only !== undefined && id !== only) return;
      const result = entry.stats.seats[seat];
      if (!result) return;
      const summary = of(id);
      summary.games++;
      if (result.won) summary.wins++;
      totals.set(id, (totals.get(id) ?? 0) + result.score);
      summary.bestScore = summary.bestScore === null ? result.score : Math.max(summary.bestScore, result.score);
      if (result.diamonds) summary.diamonds = addDiamonds(summary.diamonds, result.diamonds);
      if (result.diams) summary.diams = addDiams(summary.diams, result.diams);
    });
  }
  for (const summary of out.values()) {
    if (summary.games > 0) {
      summary.winRate = summary.wins / summary.games;
      summary.averageScore = (totals.get(summary.playerId) ?? 0) / summary.games;
    }
    if (group.game === null) {
      summary.averageScore = null;
      summary.bestScore = null;
    }
  }
  return out;
}

/**
 * Adds one game's counts into the running totals (`games` counts the games): the fields are the
 * totals' own, so a count the totals do not keep is never carried in.
 */
function addUp<T extends { games: number }>(into: T | null, add: Omit<T, 'games'>, zero: T): T {
  const sum = { ...(into ?? zero) };
  for (const key of Object.keys(zero) as (keyof T & string)[]) {
    const more = key === 'games' ? 1 : (add as Record<string, number>)[key];
    (sum as Record<string, number>)[key] = (sum[key] as number) + (more ?? 0);
  }
  return sum;
}

function addDiamonds(into: DiamondsTotals | null, add: DiamondsSources): DiamondsTotals {
  return addUp<DiamondsTotals>(into, add, { games: 0, offSuit: 0, take: 0, majority: 0, noTrick: 0, lostToClubs: 0 });
}

function addDiams(into: DiamsTotals | null, add: DiamsSeat): DiamsTotals {
  return addUp<DiamsTotals>(into, add, { games: 0, rounds: 0, points: 0, chips: 0, purityAlone: 0, purityShared: 0, hand: 0 });
}

/**
 * Every player with a finished game in the group, most wins first, then the best win rate, the
 * most games, and the name (from `names`, by id; the id without it).
 */
export function playerSummaries(entries: readonly StatsEntry[], group: Group, names?: ReadonlyMap<string, string>): PlayerSummary[] {
  const name = (id: string) => names?.get(id) ?? id;
  return [...summaries(entries, group).values()].sort(
    (a, b) =>
      b.wins - a.wins ||
      (b.winRate ?? 0) - (a.winRate ?? 0) ||
      b.games - a.games ||
      name(a.playerId).localeCompare(name(b.playerId)) ||
      a.playerId.localeCompare(b.playerId),
  );
}

export interface GroupSummary {
  group: Group;
  /** Finished games in the group. */
  games: number;
  /** Games of the group still in progress (not counted anywhere else). */
  inProgress: number;
  /** Different players in the finished games. */
  players: number;
  /** Complete rounds played in the finished games. */
  rounds: number;
  /** Mean final score of a side (a player, or a team), and of a winning side; null for "All games". */
  averageScore: number | null;
  averageWinningScore: number | null;
  /** The highest final score of a side, with its players and its game; null for "All games". */
  bestScore: { score: number; playerIds: string[]; sessionId: string } | null;
  /** Finished games won by more than one side. */
  sharedVictories: number;
}

export function groupSummary(entries: readonly StatsEntry[], group: Group): GroupSummary {
  const done = finishedIn(entries, group);
  const players = new Set<string>();
  let sides = 0;
  let total = 0;
  let winners = 0;
  let winning = 0;
  let shared = 0;
  let rounds = 0;
  let best: GroupSummary['bestScore'] = null;
  for (const entry of done) {
    entry.playerIds.forEach((id) => players.add(id));
    rounds += entry.stats.rounds;
    let wonSides = 0;
    for (const seats of entry.stats.sides) {
      const first = entry.stats.seats[seats[0] ?? -1];
      if (!first) continue;
      sides++;
      total += first.score;
      if (first.won) {
        wonSides++;
        winners++;
        winning += first.score;
      }
      if (!best || first.score > best.score) {
        best = { score: first.score, playerIds: seats.map((s) => entry.playerIds[s] ?? ''), sessionId: entry.sessionId };
      }
    }
    if (wonSides > 1) shared++;
  }
  const scored = group.game !== null;
  return {
    group,
    games: done.length,
    inProgress: entries.filter((e) => !e.stats.finished && inGroup(e.stats, group)).length,
    players: players.size,
    rounds,
    averageScore: scored && sides ? total / sides : null,
    averageWinningScore: scored && winners ? winning / winners : null,
    bestScore: scored ? best : null,
    sharedVictories: shared,
  };
}

export interface ResultPoint {
  sessionId: string;
  at: number;
  game: string;
  variant: string;
  score: number;
  won: boolean;
  /** Sides at the table, for "won against 3". */
  sides: number;
}

/** A player's finished games of a group, oldest first: their results over time. */
export function resultsOverTime(entries: readonly StatsEntry[], playerId: string, group: Group): ResultPoint[] {
  const out: ResultPoint[] = [];
  for (const entry of finishedIn(entries, group)) {
    const seat = entry.playerIds.indexOf(playerId);
    const result = entry.stats.seats[seat];
    if (seat < 0 || !result) continue;
    out.push({
      sessionId: entry.sessionId,
      at: entry.at,
      game: entry.stats.game,
      variant: entry.stats.variant,
      score: result.score,
      won: result.won,
      sides: entry.stats.sides.length,
    });
  }
  return out.sort((a, b) => a.at - b.at || a.sessionId.localeCompare(b.sessionId));
}
