/**
 * Ratings as the statistics cache holds them: each finished game keeps what it did to its seats'
 * ratings (CachedStats.rated: a check of the ratings going in, μ and σ coming out), worked out by ./rate-games.ts
 * with OpenSkill. A rating is per player and per game (Diamonds, Diam's; all variants of a game
 * together), over that game's chain: its finished games in the order they were finished.
 *
 * A game's stored ratings still hold when what went in is what the games before it gave out (its
 * check says so; and its own result is unchanged: a changed game is computed again, without ratings). So a chain is
 * checked in one walk, without the library or a single log, and only the games after a change
 * whose players' ratings moved are rated again. This module loads no rating library: with the
 * chain in step, the screen shows the ratings from the cache alone.
 */
import type { StatsEntry } from './aggregate';
import { places } from './standing-ranks';
import { GAME_STATS } from './games/index';
import type { GameId } from '../store/registry';

/** The games rated, each with a chain of its own. */
export const RATED_GAMES = Object.keys(GAME_STATS) as readonly RatedGame[];
export type RatedGame = GameId;

export interface Rating {
  mu: number;
  sigma: number;
}

/** A player's rating before their first game: OpenSkill's defaults, written out so a chain is checked without it. */
export const START: Rating = { mu: 25, sigma: 25 / 3 };

/**
 * Whether a game is rated: finished, with two sides at least, every seat a different known
 * player (a name seated twice would be rated against itself).
 */
function rateable(entry: StatsEntry): boolean {
  const ids = entry.playerIds;
  if (!entry.stats.finished || entry.stats.sides.length < 2 || ids.length !== entry.stats.seats.length) return false;
  // Loops rather than a Set: the screen asks this of every game each time it opens.
  for (let i = 0; i < ids.length; i++) {
    if (ids[i] === '') return false;
    for (let j = 0; j < i; j++) if (ids[j] === ids[i]) return false;
  }
  return true;
}

/** The rated games of one game, in the order they were finished (then by session id). */
export function chainOf(entries: readonly StatsEntry[], game: RatedGame): StatsEntry[] {
  return entries
    .filter((e) => e.stats.game === game && rateable(e))
    .sort((a, b) => a.endedAt - b.endedAt || (a.sessionId < b.sessionId ? -1 : a.sessionId > b.sessionId ? 1 : 0));
}

/**
 * The place of each side of a finished game (./standing-ranks.ts): winners first, then by what the
 * game is won by (Diamonds points, Diam's chips or points); tied sides share a place, which is a
 * tie for the ratings.
 */
export function sidePlaces(entry: StatsEntry): number[] {
  const { sides, seats, progress } = entry.stats;
  return places(sides.map((members, side) => ({ won: seats[members[0] ?? -1]?.won ?? false, score: progress[side]?.at(-1) ?? 0 })));
}

/**
 * Ratings are kept to 1/10,000 of a point, far below what is shown, and the chain goes on from
 * what is kept: a game's ratings going in are exactly what the games before it kept.
 */
export function kept(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/** A check (FNV-1a over the ratings in ten-thousandths) of the ratings a game's seats went in with. */
export function inputCheck(before: readonly Rating[]): number {
  let h = 0x811c9dc5;
  for (const r of before) h = mix(h, r);
  return h >>> 0;
}

function mix(h: number, r: Rating): number {
  return Math.imul(Math.imul(h ^ Math.round(r.mu * 10_000), 0x01000193) ^ Math.round(r.sigma * 10_000), 0x01000193);
}

/** The ratings each seat's player goes into a game with. */
export function ratingsIn(entry: StatsEntry, before: (playerId: string) => Rating): Rating[] {
  return entry.playerIds.map(before);
}

/** Whether a game's stored ratings were worked out from `before` (each seat's player's rating going in). */
export function follows(entry: StatsEntry, before: (playerId: string) => Rating): boolean {
  const rated = entry.rated;
  if (!rated || rated.length !== 1 + 2 * entry.playerIds.length) return false;
  // inputCheck(ratingsIn(…)) without its array: asked of every game each time the screen opens.
  let h = 0x811c9dc5;
  for (const id of entry.playerIds) h = mix(h, before(id));
  return rated[0] === h >>> 0;
}

/** Sets each seat's player's rating to what the game gave out. */
export function carry(entry: StatsEntry, now: Map<string, Rating>): void {
  const rated = entry.rated;
  if (!rated) return;
  entry.playerIds.forEach((id, seat) => now.set(id, { mu: rated[1 + 2 * seat] as number, sigma: rated[2 + 2 * seat] as number }));
}

/** Whether every rated game of the entries holds its ratings, in step with the games before it. */
export function chainsInStep(entries: readonly StatsEntry[]): boolean {
  return RATED_GAMES.every((game) => {
    const now = new Map<string, Rating>();
    return chainOf(entries, game).every((entry) => {
      const ok = follows(entry, (id) => now.get(id) ?? START);
      carry(entry, now);
      return ok;
    });
  });
}

/** How many of a player's last games the trend covers. */
export const TREND_GAMES = 5;

export interface PlayerRating {
  playerId: string;
  mu: number;
  sigma: number;
  /** μ − 3σ: a rating the player is very likely above, what the table is ordered by. */
  conservative: number;
  /** Rated games played. */
  games: number;
  /** μ before the last TREND_GAMES games (or all, when fewer), then after each: oldest first. */
  trend: number[];
}

/**
 * Every player's rating in one game, highest conservative rating first (then μ, then fewest
 * games, then id); null when the chain is not in step (ratings still to be worked out).
 */
export function playerRatings(entries: readonly StatsEntry[], game: RatedGame): PlayerRating[] | null {
  const now = new Map<string, Rating>();
  const before = (id: string) => now.get(id) ?? START;
  const history = new Map<string, number[]>();
  for (const entry of chainOf(entries, game)) {
    if (!follows(entry, before)) return null;
    carry(entry, now);
    for (const id of entry.playerIds) {
      const mu = (now.get(id) as Rating).mu;
      const steps = history.get(id);
      if (steps) steps.push(mu);
      else history.set(id, [START.mu, mu]);
    }
  }
  return [...now.entries()]
    .map(([playerId, { mu, sigma }]): PlayerRating => {
      const steps = history.get(playerId) ?? [mu];
      return { playerId, mu, sigma, conservative: mu - 3 * sigma, games: steps.length - 1, trend: steps.slice(-(TREND_GAMES + 1)) };
    })
    .sort((a, b) => b.conservative - a.conservative || b.mu - a.mu || a.games - b.games || (a.playerId < b.playerId ? -1 : 1));
}
