/**
 * Head-to-head records: over the finished games of a group where two players both sat on
 * different sides, who finished ahead (./rating-chain.ts sidePlaces: the winners first, then by
 * score; a shared place is a draw). Partners of a Diamonds team finish together: not a meeting.
 */
import { inGroup, type Group, type StatsEntry } from './aggregate';
import { sidePlaces } from './rating-chain';

export interface HeadToHead {
  opponentId: string;
  /** Games both played on different sides. */
  games: number;
  /** Games the player finished ahead of the opponent, behind them, level with them. */
  wins: number;
  losses: number;
  draws: number;
}

/** A player's record against each opponent met in the group's finished games, most games first (then by id). */
export function headToHead(entries: readonly StatsEntry[], group: Group, playerId: string): HeadToHead[] {
  const out = new Map<string, HeadToHead>();
  for (const entry of entries) {
    if (!entry.stats.finished || !inGroup(entry.stats, group)) continue;
    const seat = entry.playerIds.indexOf(playerId);
    if (seat < 0) continue;
    const sides = entry.stats.sides;
    const sideOf = (s: number) => sides.findIndex((members) => members.includes(s));
    const mine = sideOf(seat);
    const place = sidePlaces(entry);
    entry.playerIds.forEach((id, other) => {
      const theirs = sideOf(other);
      if (theirs === mine || theirs < 0 || id === playerId) return;
      let record = out.get(id);
      if (!record) out.set(id, (record = { opponentId: id, games: 0, wins: 0, losses: 0, draws: 0 }));
      record.games++;
      const a = place[mine] as number;
      const b = place[theirs] as number;
      if (a < b) record.wins++;
      else if (a > b) record.losses++;
      else record.draws++;
    });
  }
  return [...out.values()].sort((a, b) => b.games - a.games || (a.opponentId < b.opponentId ? -1 : 1));
}
