/**
 * The text of one pack of the statistics cache (./cache.ts): its entries as JSON arrays by
 * position, and player ids written once per pack. The field names of plain JSON made up most of
 * its size (517 bytes for a two-player game, 180 here), and the screen's first read parses every
 * pack: with 5,000 games, the parse took longer than the read.
 *
 *   pack  = { "ids": [player id…], "entries": [entry…] }
 *   entry = [sessionId, length, updatedAt, createdAt, [seat name…], [index in ids…] | null, stats]
 *   stats = [game, variant, finished 0|1, rounds, "points"|"chips", sides, [seat…], progress]
 *   seat  = [score, won 0|1, 0]
 *         | [score, won 0|1, 1, offSuit, take, majority, noTrick, lostToClubs]       (Diamonds)
 *         | [score, won 0|1, 2, rounds, points, chips, purityAlone, purityShared, hand] (Diam's)
 */
import type { CachedStats } from './cache';
import type { SeatResult, SessionStats } from './session-stats';

type Seat = number[];
type Stats = [string, string, number, number, SessionStats['measure'], number[][], Seat[], number[][]];
type Entry = [string, number, number, number, string[], number[] | null, Stats];

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
  ]);
  return JSON.stringify({ ids, entries: out });
}

export function decodePack(text: string): CachedStats[] {
  const { ids, entries } = JSON.parse(text) as { ids: string[]; entries: Entry[] };
  return entries.map(([sessionId, length, updatedAt, createdAt, players, playerIds, stats]) => {
    const entry: CachedStats = { sessionId, length, updatedAt, createdAt, players, stats: decodeStats(stats) };
    if (playerIds) entry.playerIds = playerIds.map((i) => ids[i] as string);
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

function decodeStats([game, variant, finished, rounds, measure, sides, seats, progress]: Stats): SessionStats {
  return { game, variant, finished: finished === 1, rounds, sides, seats: seats.map(decodeSeat), progress, measure };
}

function decodeSeat([score = 0, won, kind, a = 0, b = 0, c = 0, d = 0, e = 0, f = 0]: Seat): SeatResult {
  const seat: SeatResult = { score, won: won === 1 };
  if (kind === 1) seat.diamonds = { offSuit: a, take: b, majority: c, noTrick: d, lostToClubs: e };
  if (kind === 2) seat.diams = { rounds: a, points: b, chips: c, purityAlone: d, purityShared: e, hand: f };
  return seat;
}
