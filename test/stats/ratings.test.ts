/**
 * Ratings (src/stats/rating-chain.ts, rate-games.ts, head-to-head.ts): OpenSkill over each game's
 * chain of finished games, teams as teams, ties as ties, in the order the games were finished; an
 * edited game rated again with the games after it; and head-to-head records.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { rate, rating } from 'openskill';
import type { StatsEntry } from '../../src/stats/aggregate';
import { groupOf } from '../../src/stats/aggregate';
import { START, chainsInStep, inputCheck, kept, playerRatings, sidePlaces } from '../../src/stats/rating-chain';
import { rateChains } from '../../src/stats/rate-games';
import { headToHead } from '../../src/stats/head-to-head';
import { cachedLibrary, loadLibrary } from '../../src/stats/library';
import { appendEvent, backupAll, loadSession, restoreBackup, revisionOf, undo } from '../../src/store/index';
import { keepStatsFresh } from '../../src/stats/keeper';
import { until } from '../support/until';
import { readCache } from '../../src/stats/cache';
import { games } from '../../src/app/games';
import { freshDb, tickingClock } from '../store/helpers';
import { DIAMS_QUICK, TWO_PLAYER, store } from './games';

interface Game {
  id: string;
  endedAt: number;
  game?: 'diamonds' | 'diams';
  variant?: string;
  /** Player ids by side. */
  sides: string[][];
  scores: number[];
  /** Sides that won. */
  won: number[];
}

/** A finished game's entry, seats numbered as the rules seat teams (side s: seats s, s + sides). */
function entry({ id, endedAt, game = 'diamonds', variant, sides, scores, won }: Game): StatsEntry {
  const teams = sides.some((s) => s.length > 1);
  const seatsOf = sides.map((members, side) => members.map((_, i) => side + i * sides.length));
  const playerIds: string[] = [];
  const seats: StatsEntry['stats']['seats'] = [];
  sides.forEach((members, side) =>
    members.forEach((id, i) => {
      const seat = seatsOf[side]![i]!;
      playerIds[seat] = id;
      seats[seat] = { score: scores[side]!, won: won.includes(side) };
    }),
  );
  return {
    sessionId: id,
    at: endedAt - 3_600_000,
    endedAt,
    playerIds,
    players: playerIds.map((p) => p.toUpperCase()),
    stats: {
      game,
      variant: variant ?? (game === 'diams' ? 'standard' : teams ? 'teams' : 'standard'),
      finished: true,
      rounds: 1,
      sides: seatsOf,
      seats,
      progress: scores.map((s) => [0, s]),
      measure: 'points',
    },
  };
}

/** The entries rated from scratch; the ratings per player id. */
function rated(list: StatsEntry[], game: 'diamonds' | 'diams' = 'diamonds') {
  rateChains(list);
  return new Map((playerRatings(list, game) ?? []).map((r) => [r.playerId, r]));
}

const T = 1_700_000_000_000;
const HOUR = 3_600_000;

describe('ratings (OpenSkill, Weng–Lin)', () => {
  it('a two-player game gives what OpenSkill gives for it, and the winner goes up, the loser down', () => {
    const r = rated([entry({ id: 'g1', endedAt: T, sides: [['ann'], ['bob']], scores: [30, 24], won: [0] })]);
    const [[ann], [bob]] = rate([[rating()], [rating()]], { rank: [1, 2] });
    // Kept to 1/10,000 of a point.
    expect(r.get('ann')).toMatchObject({ mu: kept(ann.mu), sigma: kept(ann.sigma), games: 1 });
    expect(r.get('bob')).toMatchObject({ mu: kept(bob.mu), sigma: kept(bob.sigma), games: 1 });
    expect(r.get('ann')!.mu).toBeGreaterThan(START.mu);
    expect(r.get('bob')!.mu).toBeLessThan(START.mu);
    // One game leaves both less uncertain than at the start.
    expect(r.get('ann')!.sigma).toBeLessThan(START.sigma);
    // Ordered by the conservative rating μ − 3σ.
    expect([...r.keys()]).toEqual(['ann', 'bob']);
    expect(r.get('ann')!.conservative).toBeCloseTo(ann.mu - 3 * ann.sigma, 3);
  });

  it('places come from the standings: winners first, then by score, tied sides sharing a place', () => {
    const four = entry({ id: 'g', endedAt: T, sides: [['a'], ['b'], ['c'], ['d']], scores: [20, 31, 20, 31], won: [1, 3] });
    expect(sidePlaces(four)).toEqual([3, 1, 3, 1]);
    // D-TIE: tied on points, the Vault gave it to b alone: b first, a second.
    const byVault = entry({ id: 'h', endedAt: T, sides: [['a'], ['b']], scores: [30, 30], won: [1] });
    expect(sidePlaces(byVault)).toEqual([2, 1]);
  });

  it('a tie between two equal players moves neither μ against the other; the same game won moves them apart', () => {
    const tie = rated([entry({ id: 'g1', endedAt: T, sides: [['ann'], ['bob']], scores: [30, 30], won: [0, 1] })]);
    expect(tie.get('ann')!.mu).toBe(tie.get('bob')!.mu);
    expect(tie.get('ann')!.mu).toBeCloseTo(START.mu, 10);
    expect(tie.get('ann')!.sigma).toBe(tie.get('bob')!.sigma);
    const won = rated([entry({ id: 'g1', endedAt: T, sides: [['ann'], ['bob']], scores: [30, 30], won: [0] })]);
    expect(won.get('ann')!.mu).toBeGreaterThan(won.get('bob')!.mu);
    // A three-way game with two tied behind the winner: the tied pair stay level with each other.
    const three = rated([entry({ id: 'g1', endedAt: T, sides: [['a'], ['b'], ['c']], scores: [40, 20, 20], won: [0] })]);
    expect(three.get('b')!.mu).toBe(three.get('c')!.mu);
    expect(three.get('a')!.mu).toBeGreaterThan(three.get('b')!.mu);
  });

  it('teams are rated as teams: partners rise and fall together, as OpenSkill rates the two teams', () => {
    const list = [
      entry({ id: 'warm', endedAt: T, sides: [['ann'], ['bob']], scores: [30, 20], won: [0] }),
      entry({
        id: 'teams',
        endedAt: T + HOUR,
        sides: [
          ['ann', 'cy'],
          ['bob', 'dee'],
        ],
        scores: [40, 35],
        won: [0],
      }),
    ];
    const r = rated(list);
    // What the first game gave Ann (seat 0) and Bob (seat 1).
    const warm = list[0]!.rated!;
    const [[ann, cy], [bob, dee]] = rate(
      [
        [rating({ mu: warm[1]!, sigma: warm[2]! }), rating()],
        [rating({ mu: warm[3]!, sigma: warm[4]! }), rating()],
      ],
      { rank: [1, 2] },
    );
    expect(r.get('ann')).toMatchObject({ mu: kept(ann.mu), sigma: kept(ann.sigma), games: 2 });
    expect(r.get('cy')).toMatchObject({ mu: kept(cy.mu), sigma: kept(cy.sigma), games: 1 });
    expect(r.get('bob')).toMatchObject({ mu: kept(bob.mu), sigma: kept(bob.sigma) });
    expect(r.get('dee')).toMatchObject({ mu: kept(dee.mu), sigma: kept(dee.sigma) });
    expect(r.get('cy')!.mu).toBeGreaterThan(START.mu);
    expect(r.get('dee')!.mu).toBeLessThan(START.mu);
    // Four new players, two teams: partners come out alike, and not as four players placed alone would.
    const fresh = rated([
      entry({
        id: 'teams',
        endedAt: T,
        sides: [
          ['ann', 'cy'],
          ['bob', 'dee'],
        ],
        scores: [40, 35],
        won: [0],
      }),
    ]);
    expect(fresh.get('ann')).toMatchObject({ mu: fresh.get('cy')!.mu, sigma: fresh.get('cy')!.sigma });
    const alone = rate([[rating()], [rating()], [rating()], [rating()]], { rank: [1, 2, 1, 2] });
    expect(fresh.get('ann')!.mu).not.toBeCloseTo(alone[0][0].mu, 3);
  });

  it('the games are rated in the order they were finished, whatever order they come in', () => {
    const annWins = { sides: [['ann'], ['bob']], scores: [30, 20], won: [0] };
    const bobWins = { sides: [['ann'], ['bob']], scores: [20, 30], won: [1] };
    const forwards = rated([entry({ id: 'x', endedAt: T, ...annWins }), entry({ id: 'y', endedAt: T + HOUR, ...bobWins })]);
    const shuffled = rated([entry({ id: 'y', endedAt: T + HOUR, ...bobWins }), entry({ id: 'x', endedAt: T, ...annWins })]);
    expect(shuffled.get('ann')).toEqual(forwards.get('ann'));
    const backwards = rated([entry({ id: 'x', endedAt: T + HOUR, ...annWins }), entry({ id: 'y', endedAt: T, ...bobWins })]);
    // The last game weighs more: whoever won it is ahead after the pair.
    expect(forwards.get('bob')!.mu).toBeGreaterThan(forwards.get('ann')!.mu);
    expect(backwards.get('ann')!.mu).toBeGreaterThan(backwards.get('bob')!.mu);
  });

  it('each game has a chain of its own: a Diam’s game leaves the Diamonds ratings alone', () => {
    const diamonds = entry({ id: 'd', endedAt: T, sides: [['ann'], ['bob']], scores: [30, 20], won: [0] });
    const diams = entry({ id: 'm', endedAt: T + HOUR, game: 'diams', sides: [['ann'], ['bob']], scores: [9, 12], won: [1] });
    const list = [diamonds, diams];
    rateChains(list);
    const inDiamonds = new Map(playerRatings(list, 'diamonds')!.map((r) => [r.playerId, r]));
    const inDiams = new Map(playerRatings(list, 'diams')!.map((r) => [r.playerId, r]));
    expect(inDiamonds.get('ann')!.mu).toBeGreaterThan(inDiamonds.get('bob')!.mu);
    expect(inDiams.get('bob')!.mu).toBeGreaterThan(inDiams.get('ann')!.mu);
    // Both start from the beginning in Diam's.
    expect(diams.rated![0]).toBe(inputCheck([START, START]));
  });

  it('an edited old game is rated again with the games after it that its players played, and no other', () => {
    const make = (firstWon: number) => [
      entry({ id: 'a1', endedAt: T, sides: [['ann'], ['bob']], scores: [30, 20], won: [firstWon] }),
      entry({ id: 'a2', endedAt: T + HOUR, sides: [['ann'], ['cy']], scores: [25, 22], won: [0] }),
      entry({ id: 'a3', endedAt: T + 2 * HOUR, sides: [['dee'], ['eve']], scores: [18, 28], won: [1] }),
    ];
    const list = make(0);
    expect(rateChains(list).map((e) => e.sessionId)).toEqual(['a1', 'a2', 'a3']);
    expect(chainsInStep(list)).toBe(true);
    expect(rateChains(list)).toEqual([]);
    const untouched = list[2]!.rated;
    // a1 fixed: bob won it after all. Its entry is computed again, without ratings.
    const edited = make(1)[0]!;
    list[0] = edited;
    expect(chainsInStep(list)).toBe(false);
    expect(playerRatings(list, 'diamonds')).toBeNull();
    expect(rateChains(list).map((e) => e.sessionId)).toEqual(['a1', 'a2']);
    expect(list[2]!.rated).toBe(untouched);
    // The same as rating the edited games from scratch.
    const fresh = make(1);
    rateChains(fresh);
    expect(list.map((e) => e.rated)).toEqual(fresh.map((e) => e.rated));
    expect(playerRatings(list, 'diamonds')!.find((r) => r.playerId === 'bob')!.mu).toBeGreaterThan(START.mu);
  });

  it('the trend: μ before the last five games, then after each', () => {
    const list = Array.from({ length: 7 }, (_, i) => entry({ id: `g${i}`, endedAt: T + i * HOUR, sides: [['ann'], ['bob']], scores: [30, 20], won: [0] }));
    const ann = rated(list).get('ann')!;
    expect(ann.games).toBe(7);
    expect(ann.trend).toHaveLength(6);
    expect(ann.trend[0], 'what game 2 of 7 gave Ann').toBe(list[1]!.rated![1]);
    expect(ann.trend.at(-1)).toBe(ann.mu);
    // Ann wins every game: her μ climbs at each.
    ann.trend.slice(1).forEach((mu, i) => expect(mu).toBeGreaterThan(ann.trend[i]!));
  });

  it('a game not to rate is left out: one side, or a player seated twice', () => {
    const alone = entry({ id: 's', endedAt: T, sides: [['ann', 'bob']], scores: [10], won: [0] });
    const twice = entry({ id: 't', endedAt: T, sides: [['ann'], ['ann']], scores: [10, 5], won: [0] });
    expect(rateChains([alone, twice])).toEqual([]);
    expect(playerRatings([alone, twice], 'diamonds')).toEqual([]);
  });
});

describe('head-to-head', () => {
  it('counts who finished ahead in the games both played, partners apart', () => {
    const list = [
      entry({ id: 'h1', endedAt: T, sides: [['ann'], ['bob'], ['cy']], scores: [30, 20, 25], won: [0] }),
      entry({ id: 'h2', endedAt: T + HOUR, sides: [['ann'], ['bob']], scores: [20, 30], won: [1] }),
      entry({ id: 'h3', endedAt: T + 2 * HOUR, sides: [['ann'], ['bob']], scores: [30, 30], won: [0, 1] }),
      entry({
        id: 'h4',
        endedAt: T + 3 * HOUR,
        sides: [
          ['ann', 'bob'],
          ['cy', 'dee'],
        ],
        scores: [40, 35],
        won: [0],
      }),
      entry({ id: 'h5', endedAt: T + 4 * HOUR, game: 'diams', sides: [['ann'], ['bob']], scores: [9, 3], won: [0] }),
    ];
    const ann = headToHead(list, groupOf('diamonds'), 'ann');
    expect(ann).toEqual([
      { opponentId: 'bob', games: 3, wins: 1, losses: 1, draws: 1 },
      { opponentId: 'cy', games: 2, wins: 2, losses: 0, draws: 0 },
      { opponentId: 'dee', games: 1, wins: 1, losses: 0, draws: 0 },
    ]);
    // "All games" counts the Diam's game too; Bob's side of it mirrors Ann's.
    expect(headToHead(list, groupOf('all'), 'ann')[0]).toEqual({ opponentId: 'bob', games: 4, wins: 2, losses: 1, draws: 1 });
    expect(headToHead(list, groupOf('all'), 'bob').find((r) => r.opponentId === 'ann')).toEqual({ opponentId: 'ann', games: 4, wins: 1, losses: 2, draws: 1 });
  });
});

describe('ratings in the statistics cache', () => {
  it('are worked out with the library, cached, shown from the cache, and worked out again when a game changes', async () => {
    const db = freshDb({ games, now: tickingClock(Date.UTC(2025, 2, 1, 20)) });
    const first = await store(db, TWO_PLAYER);
    await store(db, DIAMS_QUICK);
    const lib = await loadLibrary(db);
    const done = lib.entries.find((e) => e.sessionId === first)!;
    expect(done.rated, 'the finished Diamonds game is rated: its check, then μ and σ of each seat').toHaveLength(5);
    const cached = (await cachedLibrary(db))!;
    expect(chainsInStep(cached.entries), 'read back from the cache, in step').toBe(true);
    const [top] = playerRatings(cached.entries, 'diamonds')!;
    // TWO_PLAYER: Bob won.
    expect(lib.players.find((p) => p.id === top!.playerId)?.name).toBe('Bob');
    expect(playerRatings(cached.entries, 'diams')).toHaveLength(3);

    // The last card undone: the game is no longer finished, and no longer rated.
    const loaded = (await loadSession(db, first))!;
    const last = loaded.events.at(-1);
    expect((await undo(db, first, revisionOf(loaded.session))).ok).toBe(true);
    const undone = await loadLibrary(db);
    expect(undone.entries.find((e) => e.sessionId === first)!.stats.finished).toBe(false);
    expect(playerRatings(undone.entries, 'diamonds')).toEqual([]);
    // Played again: rated again, from the cache's results, with the same numbers.
    const again = (await loadSession(db, first))!;
    expect((await appendEvent(db, first, last, revisionOf(again.session))).ok).toBe(true);
    const replayed = await loadLibrary(db);
    expect(replayed.entries.find((e) => e.sessionId === first)!.rated).toEqual(done.rated);
    expect(chainsInStep((await cachedLibrary(db))!.entries)).toBe(true);
  });

  it('the keeper caches the ratings of every game a restore brings, once the table is quiet', async () => {
    const from = freshDb({ games, now: tickingClock(Date.UTC(2025, 2, 1, 20)) });
    await store(from, TWO_PLAYER);
    await store(from, DIAMS_QUICK);
    const text = await backupAll(from);
    const db = freshDb({ games });
    const stop = keepStatsFresh(db, 50);
    try {
      expect((await restoreBackup(db, text)).ok).toBe(true);
      // A check, then μ and σ per seat: two seats at Diamonds, three at Diam's.
      const rated = () => readCache(db).then((cache) => [...cache.values()].map((e) => e.rated?.length).sort());
      await until(async () => JSON.stringify(await rated()) === '[5,7]', 'both finished games rated after the restore');
    } finally {
      stop();
    }
  });
});
