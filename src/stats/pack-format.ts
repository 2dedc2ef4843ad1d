/**
 * The text of one pack of the statistics cache (./cache.ts): its entries as JSON arrays by
 * position, and player ids written once per pack. The field names of plain JSON made up most of
 * its size (517 bytes for a two-player game, 180 here), and the screen's first read parses every
 * pack: with 5,000 games, the parse took longer than the read.
 *
 *   pack  = { "ids": [player id…], "entries": [entry…] }
 *   entry = [sessionId, length, updatedAt, createdAt, [seat name…], [index in ids…] | null, stats, endedAt, rated]
 *   rated = [check of the ratings going in, μ, σ of seat 0, μ, σ of seat 1…] | null  (./rating-chain.ts)
 *   stats = [game, variant, finished 0|1, rounds, "points"|"chips", sides, [seat…], progress]
 *   seat  = [score, won 0|1, 0]
 *         | [score, won 0|1, 1, offSuit, take, majority, noTrick, lostToClubs]       (Diamonds)
 *         | [score, won 0|1, 2, rounds, points, chips, purityAlone, purityShared, hand] (Diam's)
 */
import type { CachedStats, GameRatings } from './cached-stats';
import type { SeatResult, SessionStats } from './session-stats';

type Seat = number[];
type Stats = [string, string, number, number, SessionStats['measure'], number[][], Seat[], number[][]];
type Entry = [string, number, number, number, string[], number[] | null, Stats, number, GameRatings | null];

export function encodePack(entries: readonly CachedStats[]): string {
  const ids: string[] = [];
  const index = new Map<string, number>();
  const indexOf = (id: string) => {
    let i = index.get(id);
    if (i === undefined) index.set(id, (i = ids.push(id) - 1));
    return i;
  };
  const out = entries.map((e): Entry => [
    e.sessionId,
    e.length,
    e.updatedAt,
    e.createdAt,
    e.players,
    e.playerIds ? e.playerIds.map(indexOf) : null,
    encodeStats(e.stats),
    e.endedAt,
    e.rated ?? null,
  ]);
  return JSON.stringify({ ids, entries: out });
}

// Decoding reads by index, not by destructuring: destructuring an array walks its iterator,
// which made decoding 5,000 entries several times slower than parsing their text.
export function decodePack(text: string): CachedStats[] {
  const { ids, entries } = JSON.parse(text) as { ids: string[]; entries: Entry[] };
  return entries.map((e) => {
    const entry: CachedStats = { sessionId: e[0], length: e[1], updatedAt: e[2], createdAt: e[3], players: e[4], stats: decodeStats(e[6]), endedAt: e[7] };
    const seats = e[5];
    if (seats) entry.playerIds = seats.map((i) => ids[i] as string);
    const rated = e[8];
    if (rated) entry.rated = rated;
    return entry;
  });
}

function encodeStats(s: SessionStats): Stats {
  const seats = s.seats.map(({ score, won, diamonds: d, diams: m }): Seat => {
    const head = [score, won ? 1 : 0];
    if (d) return [...head, 1, d.offSuit, d.take, d.majority, d.noTrick, d.lostToClubs];
    if (m) return [...head, 2, m.rounds, m.points, m.chips, m.purityAlone, m.purityShared, m.hand];
    return [...head, 0];
  });
  return [s.game, s.variant, s.finished ? 1 : 0, s.rounds, s.measure, s.sides, seats, s.progress];
}

function decodeStats(s: Stats): SessionStats {
  return { game: s[0], variant: s[1], finished: s[2] === 1, rounds: s[3], sides: s[5], seats: s[6].map(decodeSeat), progress: s[7], measure: s[4] };
}

function decodeSeat(s: Seat): SeatResult {
  const seat: SeatResult = { score: s[0] ?? 0, won: s[1] === 1 };
  const n = (i: number) => s[i] ?? 0;
  if (s[2] === 1) seat.diamonds = { offSuit: n(3), take: n(4), majority: n(5), noTrick: n(6), lostToClubs: n(7) };
  if (s[2] === 2) seat.diams = { rounds: n(3), points: n(4), chips: n(5), purityAlone: n(6), purityShared: n(7), hand: n(8) };
  return seat;
}
