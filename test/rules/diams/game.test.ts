import { describe, expect, it } from 'vitest';
import { replayLog } from '../../../src/rules/game';
import { QUALITY_KEYS, diamsGame, replayOutput, type DeckEntry, type DiamsEvent, type DiamsState, type QualityKey, type Sheet } from '../../../src/rules/diams';
import { config, sheet, simpleCard } from './fixtures';
import { rejectionText } from '../../../src/i18n/rule-messages';

const round = (...sheets: Sheet[]): DiamsEvent => ({ type: 'round', sheets });

/**
 * A whole game, worked by hand (simpleCard: quality q × 3 = q points).
 * Round 1: Ann 5×3 = 5; Bob 6×3 = 6 + 5 (the only magnifier, M-PURITY) = 11; Cy hand 9 → +3 (M-HAND).
 *          Places Bob 1, Ann 2, Cy 3 → chips Ann 3, Bob 4, Cy 2.
 * Round 2: Ann 8; Bob 3; Cy 2 → chips Ann 4, Bob 3, Cy 2.
 * Round 3: Ann 0; Bob 0; Cy 1×3 = 1 → Cy 4, Ann and Bob tie second → 3 each (M-CHIPS).
 * Chips: Ann 3 + 4 + 3 = 10, Bob 4 + 3 + 3 = 10, Cy 2 + 2 + 4 = 8.
 * Points: Ann 5 + 8 + 0 = 13, Bob 11 + 3 + 0 = 14, Cy 3 + 2 + 1 = 6.
 */
const game: DiamsEvent[] = [
  round(sheet([[5, 3, 0]]), sheet([[6, 3, 1]]), sheet([], [9])),
  round(sheet([[8, 3, 0]]), sheet([[3, 3, 0]]), sheet([[2, 3, 0]])),
  round(sheet([]), sheet([]), sheet([[1, 3, 0]])),
];

function play(events: readonly DiamsEvent[], options = {}): DiamsState {
  const result = replayLog(diamsGame, config(['Ann', 'Bob', 'Cy'], options), events);
  if (!result.ok) throw new Error(rejectionText(result.rejection));
  return result.state;
}

describe('M-GAME / M-WIN: a whole game through the GameModule', () => {
  it('M-CHIPS: chips and points of each round follow the hand-worked table', () => {
    const state = play(game);
    expect(state.rounds.map((r) => r.points)).toEqual([
      [5, 11, 3],
      [8, 3, 2],
      [0, 0, 1],
    ]);
    expect(state.rounds.map((r) => r.chips)).toEqual([
      [3, 4, 2],
      [4, 3, 2],
      [3, 3, 4],
    ]);
  });

  it('M-WIN: Ann and Bob tie on 10 chips; Ann placed first in round 2 and wins', () => {
    const summary = diamsGame.summary(play(game));
    expect(summary).toEqual({
      status: 'finished',
      standings: [
        { players: ['Ann'], score: 10 },
        { players: ['Bob'], score: 10 },
        { players: ['Cy'], score: 8 },
      ],
      winners: ['Ann'],
    });
    expect(replayOutput(play(game)).decision).toMatchObject({ how: 'round-2', tied: ['Ann', 'Bob'] });
  });

  it('M-WIN option "points": the same sheets give Bob the win with 14 points', () => {
    const summary = diamsGame.summary(play(game, { winBy: 'points' }));
    expect(summary.standings.map((s) => s.score)).toEqual([13, 14, 6]);
    expect(summary.winners).toEqual(['Bob']);
  });

  it('M-WIN: tied players share the victory when none of them placed first in round 2', () => {
    // Round 1: Ann 10×3 = 10, Bob 4×3 + 6×3 = 10, Cy 0 → places 1, 1, 3 → chips 4, 4, 2.
    // Round 2: Ann 3, Bob 2, Cy 8 → chips 3, 2, 4 (Cy first).
    // Round 3: Ann 2, Bob 6, Cy 0 → chips 3, 4, 2.
    // Chips: Ann 4 + 3 + 3 = 10, Bob 4 + 2 + 4 = 10, Cy 2 + 4 + 2 = 8: Ann and Bob tie, and
    // round 2 was won by Cy, who is not tied → Ann and Bob share, in seating order.
    const events = [
      round(
        sheet([[10, 3, 0]]),
        sheet([
          [4, 3, 0],
          [6, 3, 0],
        ]),
        sheet([]),
      ),
      round(sheet([[3, 3, 0]]), sheet([[2, 3, 0]]), sheet([[8, 3, 0]])),
      round(sheet([[2, 3, 0]]), sheet([[6, 3, 0]]), sheet([])),
    ];
    const summary = diamsGame.summary(play(events));
    expect(summary.standings.map((s) => s.score)).toEqual([10, 10, 8]);
    expect(summary.winners).toEqual(['Ann', 'Bob']);
  });

  it('M-WIN: tied players share the victory when several of them placed first in round 2', () => {
    // Every safe and hand empty: every round all score 0 and share first place (4 chips each).
    // 12 chips each; all three placed first in round 2 → nobody breaks the tie.
    const empty = round(sheet([]), sheet([]), sheet([]));
    const summary = diamsGame.summary(play([empty, empty, empty]));
    expect(summary.standings.map((s) => s.score)).toEqual([12, 12, 12]);
    expect(summary.winners).toEqual(['Ann', 'Bob', 'Cy']);
  });

  it('M-GAME: the game is in progress until its third round; no winners before', () => {
    const state = play(game.slice(0, 2));
    expect(diamsGame.summary(state)).toMatchObject({ status: 'in-progress', winners: [] });
    expect(diamsGame.summary(state).standings.map((s) => s.score)).toEqual([7, 7, 4]);
  });

  it('M-GAME: a fourth round is refused with the rule id', () => {
    const result = diamsGame.apply(play(game), game[0] as DiamsEvent);
    expect(result).toMatchObject({ ok: false, rejection: { rule: 'M-GAME', round: 4 } });
  });

  it('M-GAME quick game: one round ends the game, a second is refused', () => {
    const state = play(game.slice(0, 1), { rounds: 1 });
    // Round 1 alone: Bob 11 points, 4 chips.
    expect(diamsGame.summary(state)).toMatchObject({ status: 'finished', winners: ['Bob'] });
    expect(diamsGame.apply(state, game[1] as DiamsEvent)).toMatchObject({ ok: false, rejection: { rule: 'M-GAME', round: 2 } });
  });

  it('undo is replaying a shorter log: apply never mutates the state it is given', () => {
    const before = play(game.slice(0, 1));
    const snapshot = JSON.parse(JSON.stringify(before)) as unknown;
    const after = diamsGame.apply(before, game[1] as DiamsEvent);
    expect(after.ok).toBe(true);
    expect(JSON.parse(JSON.stringify(before))).toEqual(snapshot);
  });
});

describe('apply refuses invalid round sheets with the rule id and the round', () => {
  const start = diamsGame.initial(config(['Ann', 'Bob', 'Cy']));

  it('format: one sheet per player', () => {
    expect(diamsGame.apply(start, round(sheet([]), sheet([])))).toMatchObject({ ok: false, rejection: { rule: 'format', round: 1 } });
  });

  it('format: a quality outside 1–10 (M-QUALITY)', () => {
    const result = diamsGame.apply(start, round(sheet([[11, 3, 0]]), sheet([]), sheet([])));
    expect(result).toMatchObject({ ok: false, rejection: { rule: 'format', round: 1 } });
    expect(!result.ok && rejectionText(result.rejection)).toContain('Ann');
  });

  it('format: two collections of one quality (M-SECURE)', () => {
    const result = diamsGame.apply(
      start,
      round(
        sheet([]),
        sheet([
          [4, 3, 0],
          [4, 2, 0],
        ]),
        sheet([]),
      ),
    );
    expect(result).toMatchObject({ ok: false, rejection: { rule: 'format', round: 1 } });
    expect(!result.ok && rejectionText(result.rejection)).toContain("Bob's safe has two collections of quality 4");
  });

  it('format: an event that is not a round of sheets', () => {
    expect(diamsGame.apply(start, { type: 'oops' } as unknown as DiamsEvent)).toMatchObject({ ok: false, rejection: { rule: 'format' } });
  });

  it('M-CARD-VALUES: a collection the card cannot price', () => {
    const card = simpleCard();
    card.values['9'] = [null, 19, 29];
    const s = diamsGame.initial(config(['Ann', 'Bob'], {}, card));
    const result = diamsGame.apply(s, round(sheet([]), sheet([[9, 3, 0]])));
    expect(result).toMatchObject({ ok: false, rejection: { rule: 'M-CARD-VALUES', round: 1 } });
    expect(!result.ok && rejectionText(result.rejection)).toContain('3 diamonds of quality 9');
  });

  it('M-CARD-VALUES: the rejection lists every entry the round lacks, each once with the first safe that needs it, in seat and collection order', () => {
    const card = simpleCard();
    card.values['9'] = [null, 19, 29];
    card.values['4'] = [4, null, 24];
    card.values['2'] = [null, null, null];
    const s = diamsGame.initial(config(['Ann', 'Bob', 'Cy'], {}, card));
    // Ann needs nothing unknown; Bob needs 4 × 4 (after 6 × 3, which is known) and 2 × 5; Cy needs 9 × 3 and 4 × 4 again.
    const result = diamsGame.apply(
      s,
      round(
        sheet([[5, 3, 0]]),
        sheet([
          [6, 3, 0],
          [4, 4, 0],
          [2, 5, 0],
        ]),
        sheet([
          [9, 3, 0],
          [4, 4, 0],
        ]),
      ),
    );
    expect(!result.ok && result.rejection.rule).toBe('M-CARD-VALUES');
    expect(!result.ok && result.rejection.missingValues).toEqual([
      { seat: 1, quality: 4, count: 4 },
      { seat: 1, quality: 2, count: 5 },
      { seat: 2, quality: 9, count: 3 },
    ]);
    // The message names the first.
    expect(!result.ok && rejectionText(result.rejection)).toContain("Bob's safe");
    const other = diamsGame.apply(s, round(sheet([], [3]), sheet([[6, 3, 0]]), sheet([[9, 3, 0]])));
    expect(!other.ok && other.rejection.missingValues).toEqual([{ seat: 2, quality: 9, count: 3 }]);
  });

  it('only M-CARD-VALUES names missing values', () => {
    const result = diamsGame.apply(
      start,
      round(
        sheet([]),
        sheet([
          [4, 3, 0],
          [4, 2, 0],
        ]),
        sheet([]),
      ),
    );
    expect(!result.ok && result.rejection.missingValues).toBeUndefined();
  });
});

describe('M-CARD-DECK: copies within the deck when the rules card has one', () => {
  const deck = {} as Record<QualityKey, DeckEntry>;
  for (const key of QUALITY_KEYS) deck[key] = { cards: 6, pure: 2 };
  const start = diamsGame.initial(config(['Ann', 'Bob'], {}, { ...simpleCard(), deck }));

  it('M-CARD-DECK: 6 copies of quality 5 with 2 magnifiers across both players is fine', () => {
    // Ann 4 in her safe (2 magnified) + 1 in hand, Bob 1 in hand: 6 copies, 2 magnified.
    expect(diamsGame.apply(start, round(sheet([[5, 4, 2]], [5]), sheet([], [5]))).ok).toBe(true);
  });

  it('M-CARD-DECK: 7 copies of quality 5 across safes and hands are refused', () => {
    // Ann 4 + 2 in hand, Bob 1 in hand = 7 > 6.
    const result = diamsGame.apply(start, round(sheet([[5, 4, 1]], [5, 5]), sheet([], [5])));
    expect(result).toMatchObject({ ok: false, rejection: { rule: 'M-CARD-DECK', round: 1 } });
    expect(!result.ok && rejectionText(result.rejection)).toContain('7 diamonds of quality 5');
  });

  it('M-CARD-DECK: 3 magnified diamonds of a quality with only 2 in the deck are refused', () => {
    // Ann 2 magnified + Bob 1 magnified of quality 3 = 3 > 2 (only 5 copies, within 6).
    const result = diamsGame.apply(start, round(sheet([[3, 3, 2]]), sheet([[3, 2, 1]])));
    expect(result).toMatchObject({ ok: false, rejection: { rule: 'M-CARD-DECK', round: 1 } });
    expect(!result.ok && rejectionText(result.rejection)).toContain('3 exceptional-purity diamonds of quality 3');
  });

  it('M-CARD-DECK: without a deck on the card, copies are not checked', () => {
    const free = diamsGame.initial(config(['Ann', 'Bob']));
    expect(diamsGame.apply(free, round(sheet([[5, 5, 5]], [5, 5, 5]), sheet([[5, 5, 5]]))).ok).toBe(true);
  });
});
