/**
 * Rates the games of each chain (./rating-chain.ts) with Weng–Lin's Bayesian rating (OpenSkill,
 * the `openskill` package, Plackett–Luce model): every side of a game is a team (a Diamonds teams
 * game's two partners are one; any other seat is a team of one), placed as the game ended, tied
 * sides sharing a place. The package rates any number of teams of any size with ties, which a
 * two-player Elo does not, with its own tests of the paper's model; it keeps no state: what a
 * game gave is stored with the game. Loaded only when some game's ratings are to be worked
 * out (by the statistics screen, or the keeper after a game changed), never in the first load.
 */
import { rate, rating } from 'openskill';
import type { StatsEntry } from './aggregate';
import type { GameRatings } from './cached-stats';
import { RATED_GAMES, START, carry, chainOf, follows, inputCheck, kept, ratingsIn, sidePlaces, type Rating } from './rating-chain';

/** What one game gives its seats (CachedStats.rated), from each player's rating going in. */
export function rateGame(entry: StatsEntry, before: (playerId: string) => Rating): GameRatings {
  const { sides } = entry.stats;
  const into = ratingsIn(entry, before);
  const teams = sides.map((members) => members.map((seat) => rating(into[seat])));
  const after = rate(teams, { rank: sidePlaces(entry) });
  const out: GameRatings = new Array<number>(1 + 2 * into.length).fill(0);
  out[0] = inputCheck(into);
  sides.forEach((members, side) =>
    members.forEach((seat, i) => {
      const a = after[side]?.[i] as Rating;
      out[1 + 2 * seat] = kept(a.mu);
      out[2 + 2 * seat] = kept(a.sigma);
    }),
  );
  return out;
}

/**
 * Brings every chain in step: each game whose stored ratings do not start from what the games
 * before it gave out (or has none) is rated again, in order; the others are kept as they are. Sets
 * `rated` on the entries it rated and returns them, to be cached.
 */
export function rateChains(entries: readonly StatsEntry[]): StatsEntry[] {
  const changed: StatsEntry[] = [];
  for (const game of RATED_GAMES) {
    const now = new Map<string, Rating>();
    const before = (id: string) => now.get(id) ?? START;
    for (const entry of chainOf(entries, game)) {
      if (!follows(entry, before)) {
        entry.rated = rateGame(entry, before);
        changed.push(entry);
      }
      carry(entry, now);
    }
  }
  return changed;
}
