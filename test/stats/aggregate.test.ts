/**
 * Statistics per player and per game/variant over stored sessions, against values worked out by
 * hand: the hand-made games of ./games.ts, and the example records (their expected.json facts).
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { groupOf, groupSummary, groupsPresent, loadLibrary, playerSummaries, playerSummary, resultsOverTime, type Library } from '../../src/stats/index';
import { type DeviceDb } from '../../src/store/index';
import { games } from '../../src/app/games';
import { freshDb, tickingClock } from '../store/helpers';
import { DIAMS_QUICK, THREE_PLAYER_BEGUN, TWO_PLAYER, example, store } from './games';

const idOf = (lib: Library, name: string) => {
  const p = lib.players.find((x) => x.name === name);
  if (!p) throw new Error(`no player ${name}`);
  return p.id;
};

async function handLibrary(): Promise<{ db: DeviceDb; lib: Library; ids: Record<string, string> }> {
  const db = freshDb({ games, now: tickingClock() });
  const ids = {
    two: await store(db, TWO_PLAYER),
    begun: await store(db, THREE_PLAYER_BEGUN),
    quick: await store(db, DIAMS_QUICK),
  };
  return { db, lib: await loadLibrary(db), ids };
}

describe("per player, hand-made games (Ann & Bob 24–30, a round begun, a quick Diam's)", () => {
  it('all games: games, wins and win rate count finished games only; no score across two games', async () => {
    const { lib } = await handLibrary();
    const all = groupOf('all');
    expect(playerSummary(lib.entries, idOf(lib, 'Ann'), all)).toMatchObject({ games: 2, wins: 0, winRate: 0, averageScore: null, bestScore: null });
    expect(playerSummary(lib.entries, idOf(lib, 'Bob'), all)).toMatchObject({ games: 2, wins: 1, winRate: 0.5, averageScore: null, bestScore: null });
    expect(playerSummary(lib.entries, idOf(lib, 'Cy'), all)).toMatchObject({ games: 1, wins: 1, winRate: 1 });
  });

  it('Diamonds: scores and where the points came from', async () => {
    const { lib } = await handLibrary();
    const g = groupOf('diamonds/standard');
    expect(playerSummary(lib.entries, idOf(lib, 'Ann'), g)).toEqual({
      playerId: idOf(lib, 'Ann'),
      games: 1,
      wins: 0,
      winRate: 0,
      averageScore: 24,
      bestScore: 24,
      diamonds: { games: 1, offSuit: 0, take: 11, majority: 6, noTrick: 4, lostToClubs: 0 },
      diams: null,
    });
    expect(playerSummary(lib.entries, idOf(lib, 'Bob'), g)).toMatchObject({
      games: 1,
      wins: 1,
      winRate: 1,
      averageScore: 30,
      bestScore: 30,
      diamonds: { games: 1, offSuit: 0, take: 17, majority: 10, noTrick: 0, lostToClubs: 0 },
    });
    // Cy's only Diamonds game is in progress.
    expect(playerSummary(lib.entries, idOf(lib, 'Cy'), g)).toMatchObject({ games: 0, winRate: null, averageScore: null, diamonds: null });
  });

  it("Diam's: points per round, chips and bonuses", async () => {
    const { lib } = await handLibrary();
    const g = groupOf('diams/quick');
    expect(playerSummary(lib.entries, idOf(lib, 'Ann'), g)).toMatchObject({
      games: 1,
      wins: 0,
      averageScore: 9,
      bestScore: 9,
      diams: { games: 1, rounds: 1, points: 9, chips: 3, purityAlone: 0, purityShared: 1, hand: 1 },
      diamonds: null,
    });
    expect(playerSummary(lib.entries, idOf(lib, 'Cy'), groupOf('diams'))).toMatchObject({
      games: 1,
      wins: 1,
      averageScore: 10,
      diams: { rounds: 1, points: 10, chips: 4, purityAlone: 0, purityShared: 1, hand: 0 },
    });
    expect(playerSummary(lib.entries, idOf(lib, 'Ann'), groupOf('diams/standard')).games).toBe(0);
  });

  it('the players of a group, most wins first', async () => {
    const { lib } = await handLibrary();
    expect(playerSummaries(lib.entries, groupOf('all')).map((p) => p.playerId)).toEqual(
      // Bob: 1 win of 2; Cy: 1 of 1 (a higher rate, but the same wins: rate breaks the tie); Ann 0.
      [idOf(lib, 'Cy'), idOf(lib, 'Bob'), idOf(lib, 'Ann')],
    );
    expect(playerSummaries(lib.entries, groupOf('diamonds')).map((p) => p.playerId)).toEqual([idOf(lib, 'Bob'), idOf(lib, 'Ann')]);
  });

  it('per game: games, games in progress, players, rounds, average, winning and best score', async () => {
    const { lib, ids } = await handLibrary();
    expect(groupSummary(lib.entries, groupOf('diamonds'))).toEqual({
      group: groupOf('diamonds'),
      games: 1,
      inProgress: 1,
      players: 2,
      rounds: 4,
      averageScore: 27,
      averageWinningScore: 30,
      bestScore: { score: 30, playerIds: [idOf(lib, 'Bob')], sessionId: ids.two },
      sharedVictories: 0,
    });
    const quick = groupSummary(lib.entries, groupOf('diams/quick'));
    expect(quick).toMatchObject({ games: 1, inProgress: 0, players: 3, rounds: 1, averageWinningScore: 10, sharedVictories: 0 });
    expect(quick.averageScore).toBeCloseTo(22 / 3, 10);
    expect(groupSummary(lib.entries, groupOf('all'))).toMatchObject({
      games: 2,
      inProgress: 1,
      players: 3,
      rounds: 5,
      averageScore: null,
      averageWinningScore: null,
      bestScore: null,
    });
  });

  it('lists the groups that have a finished game', async () => {
    const { lib } = await handLibrary();
    expect(groupsPresent(lib.entries).map((g) => g.key)).toEqual(['all', 'diamonds', 'diamonds/standard', 'diams', 'diams/quick']);
  });

  it("a player's results over time, oldest first", async () => {
    const { lib, ids } = await handLibrary();
    const bob = resultsOverTime(lib.entries, idOf(lib, 'Bob'), groupOf('all'));
    expect(bob.map(({ sessionId, score, won, game, variant, sides }) => ({ sessionId, score, won, game, variant, sides }))).toEqual([
      { sessionId: ids.two, score: 30, won: true, game: 'diamonds', variant: 'standard', sides: 2 },
      { sessionId: ids.quick, score: 3, won: false, game: 'diams', variant: 'quick', sides: 3 },
    ]);
    expect(bob[0]!.at).toBeLessThan(bob[1]!.at);
    expect(resultsOverTime(lib.entries, idOf(lib, 'Cy'), groupOf('diamonds'))).toEqual([]);
  });
});

describe('per player and per game, the example records', () => {
  // diamonds-2p (Lou 24, Ann 31*), 3p-all-cards (O'Neil 59*, Hana 23, Dee 53), 4p-standard
  // (Ann 33, Gus 27, Kai 19, Eve 35*), 5p-in-progress, 6p-teams-thief (Ana María & Finn 66,
  // Kai & Hana 56, Eve & Lou 78*), diams-4p (Bob 49/8, Eve 45/6, Lou 60/8, Hana 77/9*).
  async function examples(): Promise<Library> {
    const db = freshDb({ games, now: tickingClock() });
    for (const name of ['diamonds-2p', 'diamonds-3p-all-cards', 'diamonds-4p-standard', 'diamonds-5p-in-progress', 'diamonds-6p-teams-thief', 'diams-4p']) {
      await store(db, example(name));
    }
    return loadLibrary(db);
  }

  it('Eve: 3 games, 2 wins; Diamonds average (35 + 78) / 2, best 78; a team win counts for her', async () => {
    const lib = await examples();
    const eve = idOf(lib, 'Eve');
    expect(playerSummary(lib.entries, eve, groupOf('all'))).toMatchObject({ games: 3, wins: 2, winRate: 2 / 3 });
    expect(playerSummary(lib.entries, eve, groupOf('diamonds'))).toMatchObject({ games: 2, wins: 2, winRate: 1, averageScore: 56.5, bestScore: 78 });
    expect(playerSummary(lib.entries, eve, groupOf('diamonds/standard'))).toMatchObject({ games: 1, averageScore: 35, bestScore: 35 });
    expect(playerSummary(lib.entries, eve, groupOf('diamonds/teams'))).toMatchObject({ games: 1, averageScore: 78, bestScore: 78 });
    expect(playerSummary(lib.entries, eve, groupOf('diams'))).toMatchObject({
      games: 1,
      wins: 0,
      averageScore: 45,
      diams: { games: 1, rounds: 3, points: 45, chips: 6, purityAlone: 0, purityShared: 0, hand: 1 },
    });
  });

  it('Hana: her game in progress does not count', async () => {
    const lib = await examples();
    const hana = idOf(lib, 'Hana');
    expect(playerSummary(lib.entries, hana, groupOf('all'))).toMatchObject({ games: 3, wins: 1 });
    expect(playerSummary(lib.entries, hana, groupOf('diamonds'))).toMatchObject({ games: 2, wins: 0, averageScore: 39.5, bestScore: 56 });
  });

  it('Diamonds, all variants and standard only', async () => {
    const lib = await examples();
    // Sides: 24 31 | 59 23 53 | 33 27 19 35 | 66 56 78 = 504 over 12; winners 31 59 35 78.
    expect(groupSummary(lib.entries, groupOf('diamonds'))).toMatchObject({
      games: 4,
      inProgress: 1,
      players: 10,
      rounds: 20,
      averageScore: 42,
      averageWinningScore: 50.75,
      bestScore: { score: 78, playerIds: [idOf(lib, 'Eve'), idOf(lib, 'Lou')] },
      sharedVictories: 0,
    });
    const standard = groupSummary(lib.entries, groupOf('diamonds/standard'));
    expect(standard).toMatchObject({ games: 2, inProgress: 1, players: 5, rounds: 8, averageWinningScore: 33 });
    expect(standard.averageScore).toBeCloseTo(169 / 6, 10);
  });
});
