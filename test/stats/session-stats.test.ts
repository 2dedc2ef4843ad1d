/**
 * Per-session statistics against values worked out by hand (./games.ts), on the example records,
 * and, for any legal game, the identity that ties the sources of points to the score.
 */
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diamondsGame } from '../../src/rules/diamonds/index';
import { diamsGame } from '../../src/rules/diams/index';
import { sessionStats, type SessionStats } from '../../src/stats/index';
import { loadSession } from '../../src/store/index';
import { games } from '../../src/app/games';
import { randomGame } from '../support/random-diamonds';
import { freshDb } from '../store/helpers';
import { DIAMS_QUICK, THREE_PLAYER_BEGUN, TWO_PLAYER, example, expected, store } from './games';
import { saidOutput } from '../../src/i18n/said-output';

async function statsOf(record: object | string): Promise<SessionStats> {
  const db = freshDb({ games });
  const id = await store(db, record);
  const loaded = (await loadSession(db, id))!;
  return sessionStats(loaded.session.game, loaded.session.config, loaded.events)!;
}

const sources = (offSuit: number, take: number, majority: number, noTrick: number, lostToClubs: number) => ({
  offSuit,
  take,
  majority,
  noTrick,
  lostToClubs,
});

describe('sessionStats: Diamonds', () => {
  it('a hand-made two-player game: sources, scores, winner and the standings after each round', async () => {
    const s = await statsOf(TWO_PLAYER);
    expect(s).toEqual({
      game: 'diamonds',
      variant: 'standard',
      finished: true,
      rounds: 4,
      sides: [[0], [1]],
      seats: [
        { score: 24, won: false, diamonds: sources(0, 11, 6, 4, 0) },
        { score: 30, won: true, diamonds: sources(0, 17, 10, 0, 0) },
      ],
      progress: [
        [3, 7, 13, 18, 24],
        [3, 14, 19, 25, 30],
      ],
      measure: 'points',
    });
  });

  it('a hand-made round begun: off-suit actions, trick wins and diamonds lost to Clubs', async () => {
    const s = await statsOf(THREE_PLAYER_BEGUN);
    expect(s.finished).toBe(false);
    expect(s.rounds).toBe(0);
    expect(s.progress).toEqual([[3], [3], [3]]);
    expect(s.seats).toEqual([
      { score: 5, won: false, diamonds: sources(3, 0, 0, 0, 1) },
      { score: 4, won: false, diamonds: sources(1, 0, 0, 0, 0) },
      { score: 5, won: false, diamonds: sources(0, 3, 0, 0, 1) },
    ]);
  });

  it("the team variant: both partners get their team's score and sources", async () => {
    const s = await statsOf(example('diamonds-6p-teams-thief'));
    expect(s.variant).toBe('teams');
    expect(s.sides).toEqual([
      [0, 3],
      [1, 4],
      [2, 5],
    ]);
    // Eve (seat 2) and Lou (seat 5) win with 78 (expected.json).
    expect(s.seats.map((x) => x.score)).toEqual([66, 56, 78, 66, 56, 78]);
    expect(s.seats.map((x) => x.won)).toEqual([false, false, true, false, false, true]);
    expect(s.seats[0]?.diamonds).toEqual(s.seats[3]?.diamonds);
  });

  it.each(['diamonds-2p', 'diamonds-3p-all-cards', 'diamonds-4p-standard', 'diamonds-5p-in-progress', 'diamonds-6p-teams-thief'])(
    '%s: final scores as expected, progress ends on them, and the sources match the replay output line by line',
    async (name) => {
      const s = await statsOf(example(name));
      const want = expected(name).output as { standings: { players: string[]; score: number }[]; complete: boolean; roundsPlayed: number };
      expect(s.finished).toBe(want.complete);
      expect(s.rounds).toBe(want.roundsPlayed);
      expect(s.progress.map((p) => p.at(-1))).toEqual(s.rounds === 0 ? s.progress.map(() => 3) : want.standings.map((st) => st.score));
      // Independently of the Move objects: the replay command's reasons name the rule, the
      // action and the player; points per action are D-SCORE's (♦ 2, ♥ ♠ ♣ 1).
      const replayed = (await import('../../src/rules/diamonds/index')).replayDiamonds(JSON.parse(example(name)));
      if (!replayed.ok) throw new Error('example must replay');
      const out = saidOutput(replayed.output) as {
        players: string[];
        moves: { rule: string; action: string; player: string; amount: number; reason: string }[];
      };
      const record = JSON.parse(example(name)) as { players: string[]; variant?: string };
      const n = record.players.length;
      const teams = record.variant === 'teams';
      const sideOf = (seat: number) => (teams ? seat % (n / 2) : seat);
      const key = { 'D-OFFSUIT': 'offSuit', 'D-TAKE': 'take', 'D-MAJORITY': 'majority', 'D-NOTRICK': 'noTrick' } as const;
      const gain = { 'D-A-DIAMOND': 2, 'D-A-HEART': 1, 'D-A-SPADE': 1, 'D-A-CLUB': 1 } as const;
      const bySide = new Map<number, ReturnType<typeof sources>>();
      const of = (side: number) => bySide.get(side) ?? (bySide.set(side, sources(0, 0, 0, 0, 0)), bySide.get(side)!);
      for (const m of out.moves) {
        if (m.amount === 0) continue;
        const side = sideOf(record.players.indexOf(m.player));
        of(side)[key[m.rule as keyof typeof key]] += gain[m.action as keyof typeof gain];
        if (m.action === 'D-A-CLUB') {
          const robbed = /steals 1 from (.+)'s Showroom/.exec(m.reason)?.[1] ?? '';
          const first = robbed.split(' & ')[0] ?? '';
          of(sideOf(record.players.indexOf(first))).lostToClubs += 1;
        }
      }
      s.seats.forEach((seat, i) => expect(seat.diamonds, `seat ${i}`).toEqual(of(sideOf(i))));
    },
  );

  it('for any legal game: 3 + off-suit + tricks + majorities + no-trick − lost to Clubs = the score', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom(2, 3, 4, 5, 6),
        fc.constantFrom('standard', 'teams', 'perfect'),
        fc.boolean(),
        (seed, players, variant, thief) => {
          const v = variant === 'teams' && players !== 4 && players !== 6 ? 'standard' : variant === 'perfect' && players === 6 ? 'standard' : variant;
          const game = randomGame(seed, { players, variant: v, thief });
          const s = sessionStats('diamonds', game.config, game.events)!;
          const final = diamondsGame.summary(game.state).standings;
          s.seats.forEach((seat) => {
            const d = seat.diamonds!;
            expect(3 + d.offSuit + d.take + d.majority + d.noTrick - d.lostToClubs).toBe(seat.score);
          });
          s.sides.forEach((seats, side) => expect(s.seats[seats[0]!]!.score).toBe(final[side]!.score));
          expect(s.progress.every((p) => p.length === s.rounds + 1)).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe("sessionStats: Diam's", () => {
  it('the example diams-4p: points and chips per round (expected.json) and each bonus, worked out from the sheets', async () => {
    // Purity: r1 Lou alone (5 pure); r2 Bob and Lou tied (2 each); r3 Lou alone (2).
    // Hand: r1 Eve (17); r2 Lou (14); r3 Hana (31).
    const s = await statsOf(example('diams-4p'));
    expect(s).toMatchObject({ game: 'diams', variant: 'standard', finished: true, rounds: 3, measure: 'chips' });
    expect(s.seats).toEqual([
      { score: 49, won: false, diams: { rounds: 3, points: 49, chips: 8, purityAlone: 0, purityShared: 1, hand: 0 } },
      { score: 45, won: false, diams: { rounds: 3, points: 45, chips: 6, purityAlone: 0, purityShared: 0, hand: 1 } },
      { score: 60, won: false, diams: { rounds: 3, points: 60, chips: 8, purityAlone: 2, purityShared: 1, hand: 1 } },
      { score: 77, won: true, diams: { rounds: 3, points: 77, chips: 9, purityAlone: 0, purityShared: 0, hand: 1 } },
    ]);
    // Running chips: Bob 4 3 1, Eve 1 1 4, Lou 3 3 2, Hana 2 4 3.
    expect(s.progress).toEqual([
      [0, 4, 7, 8],
      [0, 1, 2, 6],
      [0, 3, 6, 8],
      [0, 2, 6, 9],
    ]);
  });

  it('a hand-made quick game won by points, with a shared purity bonus and a shared hand bonus', async () => {
    const s = await statsOf(DIAMS_QUICK);
    expect(s).toEqual({
      game: 'diams',
      variant: 'quick',
      finished: true,
      rounds: 1,
      sides: [[0], [1], [2]],
      seats: [
        { score: 9, won: false, diams: { rounds: 1, points: 9, chips: 3, purityAlone: 0, purityShared: 1, hand: 1 } },
        { score: 3, won: false, diams: { rounds: 1, points: 3, chips: 2, purityAlone: 0, purityShared: 0, hand: 1 } },
        { score: 10, won: true, diams: { rounds: 1, points: 10, chips: 4, purityAlone: 0, purityShared: 1, hand: 0 } },
      ],
      progress: [
        [0, 9],
        [0, 3],
        [0, 10],
      ],
      measure: 'points',
    });
  });

  it('an unknown game has no statistics; a log that stops being legal counts up to its legal end', () => {
    expect(sessionStats('chess', {}, [])).toBeNull();
    const parsed = diamsGame.parseRecord(DIAMS_QUICK);
    if (!parsed.ok) throw new Error('record');
    const s = sessionStats('diams', parsed.config, [...parsed.events, { type: 'round', sheets: [] }])!;
    expect(s.rounds).toBe(1);
    expect(s.finished).toBe(true);
  });
});
