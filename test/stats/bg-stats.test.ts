/** "Send to BG Stats": the play a finished game makes, and the address that carries it. */
import { describe, expect, it } from 'vitest';
import { BG_STATS_CREATE_PLAY, bgStatsPlay, bgStatsUrl, localDateTime, startSeat } from '../../src/stats/bg-stats';

/** 1 March 2025, 20:05:09, this machine's local time. */
const START = new Date(2025, 2, 1, 20, 5, 9).getTime();
const MINUTE = 60_000;

const DIAMONDS = {
  id: 'g-diamonds-1',
  game: 'diamonds' as const,
  config: { players: ['Ann', 'Bob', 'Cy'], variant: 'standard', thief: null },
  players: ['Ann', 'Bob', 'Cy'],
  playerIds: ['p-ann', 'p-bob', 'p-cy'],
  createdAt: START,
  updatedAt: START + 47 * MINUTE + 20_000,
  status: 'finished' as const,
  standings: [
    { players: ['Ann'], score: 24 },
    { players: ['Bob'], score: 30 },
    { players: ['Cy'], score: 17 },
  ],
  winners: ['Bob'],
};
/** Bob deals round 1 (seat 1): Cy, on his left, leads the first trick (D-LEAD). */
const DIAMONDS_LOG = [
  { type: 'deal', dealer: 1, pass: 2 },
  { type: 'play', card: 'H7' },
  { type: 'deal', dealer: 2, pass: 2 },
];

/** A legal round-end check of a four-player teams round, Dee (seat 3) dealing. */
const TEAMS_CHECK = {
  type: 'check',
  dealer: 3,
  pass: 1,
  won: [
    [10, 10, 0, 0],
    [0, 0, 10, 10],
  ],
  tricks: [true, true, false, false],
};

function decode(url: string): unknown {
  expect(url.startsWith(`${BG_STATS_CREATE_PLAY}?data=`)).toBe(true);
  const data = url.slice(`${BG_STATS_CREATE_PLAY}?data=`.length);
  expect(data).not.toMatch(/[ "{}&#]/);
  return JSON.parse(decodeURIComponent(data));
}

describe('the BG Stats play of a finished game', () => {
  it('a Diamonds game: the game with its BoardGameGeek id, the date it started, its length and every player', () => {
    expect(bgStatsPlay(DIAMONDS, DIAMONDS_LOG)).toEqual({
      sourceName: 'Diamond Ledger',
      sourcePlayId: 'g-diamonds-1',
      playDate: '2025-03-01 20:05:09',
      durationMin: 47,
      board: 'standard',
      game: { name: 'Diamonds', sourceGameId: 'diamonds', bggId: 152162, highestWins: true },
      players: [
        { name: 'Ann', sourcePlayerId: 'p-ann', score: 24, winner: false, rank: 2, startPlayer: false },
        { name: 'Bob', sourcePlayerId: 'p-bob', score: 30, winner: true, rank: 1, startPlayer: false },
        { name: 'Cy', sourcePlayerId: 'p-cy', score: 17, winner: false, rank: 3, startPlayer: true },
      ],
    });
  });

  it('goes in the address as URI-encoded JSON, names in any script intact', () => {
    const row = {
      ...DIAMONDS,
      players: ['美咲', 'Bob & "Co"', 'Cy'],
      standings: [
        { players: ['美咲'], score: 24 },
        { players: ['Bob & "Co"'], score: 30 },
        { players: ['Cy'], score: 17 },
      ],
      winners: ['Bob & "Co"'],
    };
    const url = bgStatsUrl(row, DIAMONDS_LOG);
    expect(url).not.toBeNull();
    expect(decode(url!)).toEqual(bgStatsPlay(row, DIAMONDS_LOG));
    expect((decode(url!) as { players: { name: string }[] }).players.map((p) => p.name)).toEqual(['美咲', 'Bob & "Co"', 'Cy']);
  });

  it('a tie on points: both rank first when they share the win, the one the Vault beat ranks second', () => {
    const standings = [
      { players: ['Ann'], score: 30 },
      { players: ['Bob'], score: 30 },
      { players: ['Cy'], score: 17 },
    ];
    const shared = bgStatsPlay({ ...DIAMONDS, standings, winners: ['Ann', 'Bob'] }, DIAMONDS_LOG)!;
    expect(shared.players.map((p) => [p.name, p.winner, p.rank])).toEqual([
      ['Ann', true, 1],
      ['Bob', true, 1],
      ['Cy', false, 3],
    ]);
    // D-TIE: Ann and Bob tie on points, Bob has more in his Vault and wins alone.
    const byVault = bgStatsPlay({ ...DIAMONDS, standings, winners: ['Bob'] }, DIAMONDS_LOG)!;
    expect(byVault.players.map((p) => [p.name, p.winner, p.rank])).toEqual([
      ['Ann', false, 2],
      ['Bob', true, 1],
      ['Cy', false, 3],
    ]);
  });

  it('a Diamonds teams game: each member scores the team’s points', () => {
    const row = {
      ...DIAMONDS,
      config: { players: ['Ann', 'Bob', 'Cy', 'Dee'], variant: 'teams', thief: null },
      players: ['Ann', 'Bob', 'Cy', 'Dee'],
      playerIds: undefined,
      standings: [
        { players: ['Ann', 'Cy'], score: 40 },
        { players: ['Bob', 'Dee'], score: 35 },
      ],
      winners: ['Ann', 'Cy'],
    };
    // Round 1 counted at its end (a `check`), Dee dealing: Ann, on her left, led the first trick.
    const play = bgStatsPlay(row, [TEAMS_CHECK])!;
    expect(play.board).toBe('teams');
    expect(play.players).toEqual([
      { name: 'Ann', score: 40, winner: true, rank: 1, startPlayer: true },
      { name: 'Bob', score: 35, winner: false, rank: 3, startPlayer: false },
      { name: 'Cy', score: 40, winner: true, rank: 1, startPlayer: false },
      { name: 'Dee', score: 35, winner: false, rank: 3, startPlayer: false },
    ]);
  });

  it("a Diam's game: no BoardGameGeek id we could confirm, the first player when round 1 was played turn by turn", () => {
    const row = {
      id: 'g-diams-7',
      game: 'diams' as const,
      config: { players: ['Ann', 'Bob', 'Cy'], options: { rounds: 1, handTie: 'none', winBy: 'chips' }, card: { values: {} } },
      players: ['Ann', 'Bob', 'Cy'],
      createdAt: START,
      updatedAt: START + 25 * MINUTE,
      status: 'finished' as const,
      standings: [
        { players: ['Ann'], score: 1 },
        { players: ['Bob'], score: 2 },
        { players: ['Cy'], score: 4 },
      ],
      winners: ['Cy'],
    };
    const turns = [
      { type: 'turns', first: 2, closing: 'any' },
      { type: 'turn', event: {} },
      { type: 'round', sheets: [] },
    ];
    expect(bgStatsPlay(row, turns)).toEqual({
      sourceName: 'Diamond Ledger',
      sourcePlayId: 'g-diams-7',
      playDate: '2025-03-01 20:05:09',
      durationMin: 25,
      board: 'quick game',
      game: { name: "Diam's", sourceGameId: 'diams', highestWins: true },
      players: [
        { name: 'Ann', score: 1, winner: false, rank: 3, startPlayer: false },
        { name: 'Bob', score: 2, winner: false, rank: 2, startPlayer: false },
        { name: 'Cy', score: 4, winner: true, rank: 1, startPlayer: true },
      ],
    });
    // Round 1 entered as sheets: nobody is said to have started, even if round 2 went turn by turn.
    const sheetsFirst = bgStatsPlay(row, [
      { type: 'round', sheets: [] },
      { type: 'turns', first: 0, closing: 'any' },
    ])!;
    expect(sheetsFirst.players.every((p) => !('startPlayer' in p))).toBe(true);
  });

  it("a Diam's tie on chips broken by round 2 (M-WIN): the winner first, the other second", () => {
    const row = {
      id: 'g-diams-8',
      game: 'diams' as const,
      config: { players: ['Ann', 'Bob'], options: { rounds: 3, handTie: 'none', winBy: 'chips' }, card: { values: {} } },
      players: ['Ann', 'Bob'],
      createdAt: START,
      updatedAt: START + 70 * MINUTE,
      status: 'finished' as const,
      standings: [
        { players: ['Ann'], score: 6 },
        { players: ['Bob'], score: 6 },
      ],
      winners: ['Bob'],
    };
    const play = bgStatsPlay(row, [])!;
    expect(play.board).toBe('3 rounds');
    expect(play.players.map((p) => [p.name, p.score, p.winner, p.rank])).toEqual([
      ['Ann', 6, false, 2],
      ['Bob', 6, true, 1],
    ]);
  });

  it('is no play while the game is in progress', () => {
    expect(bgStatsPlay({ ...DIAMONDS, status: 'in-progress', winners: [] }, DIAMONDS_LOG)).toBeNull();
    expect(bgStatsUrl({ ...DIAMONDS, status: 'in-progress', winners: [] }, DIAMONDS_LOG)).toBeNull();
  });

  it('leaves the length out when it is not play time: an imported game, or one resumed another day', () => {
    expect(bgStatsPlay({ ...DIAMONDS, updatedAt: DIAMONDS.createdAt }, DIAMONDS_LOG)).not.toHaveProperty('durationMin');
    expect(bgStatsPlay({ ...DIAMONDS, updatedAt: DIAMONDS.createdAt + 26 * 60 * MINUTE }, DIAMONDS_LOG)).not.toHaveProperty('durationMin');
    expect(bgStatsPlay({ ...DIAMONDS, updatedAt: DIAMONDS.createdAt + 24 * 60 * MINUTE }, DIAMONDS_LOG)?.durationMin).toBe(1440);
  });

  it('the same game sent twice is the same play', () => {
    expect(bgStatsUrl(DIAMONDS, DIAMONDS_LOG)).toBe(bgStatsUrl({ ...DIAMONDS }, [...DIAMONDS_LOG]));
  });
});

describe('startSeat and localDateTime', () => {
  it('D-LEAD: a Diamonds game was started by who led its first trick, left of the first dealer, not by the dealer', () => {
    const config = DIAMONDS.config;
    expect(startSeat('diamonds', config, [])).toBeNull();
    expect(startSeat('diamonds', config, DIAMONDS_LOG)).toBe(2);
    expect(startSeat('diamonds', config, [{ type: 'deal', dealer: 2, pass: 1 }])).toBe(0);
    expect(
      startSeat('diamonds', config, [
        { type: 'deal', dealer: 0, pass: 1 },
        { type: 'play', card: 'S3' },
      ]),
    ).toBe(1);
    // D2-TRICK: two players, the dealer's opponent leads.
    expect(startSeat('diamonds', { ...config, players: ['Ann', 'Bob'] }, [{ type: 'deal', dealer: 0, pass: 1 }])).toBe(1);
    expect(startSeat('diamonds', { ...config, players: ['Ann', 'Bob', 'Cy', 'Dee'], variant: 'teams' }, [TEAMS_CHECK])).toBe(0);
    // A first deal the rules refuse (D-DEALER) names nobody.
    expect(startSeat('diamonds', config, [{ type: 'deal', dealer: -1, pass: 1 }])).toBeNull();
  });

  it("Diam's: the player of round 1's first turn when it was played turn by turn, else nobody", () => {
    expect(startSeat('diams', {}, [{ type: 'turns', first: 1, closing: 'any' }])).toBe(1);
    expect(startSeat('diams', {}, [{ type: 'round', sheets: [] }])).toBeNull();
  });

  it('writes local time as BG Stats reads it', () => {
    expect(localDateTime(new Date(2024, 0, 2, 3, 4, 5).getTime())).toBe('2024-01-02 03:04:05');
    expect(localDateTime(new Date(2025, 11, 31, 23, 59, 59).getTime())).toBe('2025-12-31 23:59:59');
  });
});
