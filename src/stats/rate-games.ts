/**
 * Rates the games of each chain (./rating-chain.ts) with Weng–Lin's Bayesian rating (OpenSkill,
 * the `openskill` package, Plackett–Luce model): every side of a game is a team (a Diamonds teams
 * game's two partners are one; any other seat is a team of one), placed as the game ended, tied
 * sides sharing a place. The package rates any number of teams of any size with ties, which a
 * two-player Elo does not; its updates are checked against the paper's, and it keeps no state:
 * what a game gave is stored with the game. Loaded only when some game's ratings are to be worked
 * out (by the statistics screen, or the keeper after a game changed), never in the first load.
 */
import { rate, rating } from 'openskill';
import type { StatsEntry } from './aggregate';
import type { SeatRating } from './cached-stats';
import { RATED_GAMES, START, carry, chainOf, follows, sidePlaces, type Rating } from './rating-chain';

/** What one game gives its seats, from each player's rating going in. */
export function rateGame(entry: StatsEntry, before: (playerId: string) => Rating): SeatRating[] {
  const { sides } = entry.stats;
  const teams = sides.map((members) => members.map((seat) => rating(before(entry.playerIds[seat] as string))));
  const after = rate(teams, { rank: sidePlaces(entry) });
  const out: SeatRating[] = new Array<SeatRating>(entry.playerIds.length);
  sides.forEach((members, side) =>
    members.forEach((seat, i) => {
      const b = teams[side]?.[i] as Rating;
      const a = after[side]?.[i] as Rating;
      out[seat] = [b.mu, b.sigma, a.mu, a.sigma];
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
