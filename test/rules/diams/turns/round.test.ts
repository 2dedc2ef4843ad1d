/**
 * A whole 3-player round played turn by turn, worked by hand, with a compulsory sale and the
 * closing card, ending in the round sheets (sheet.ts) pre-filled and then scored.
 */
import { describe, expect, it } from 'vitest';
import { awaitingTurn, draftSheets, replayTurns, scoreSheets, sheetDraft, stillToPlay, type TurnStep } from '../../../../src/rules/diams';
import { config as diamsConfig } from '../fixtures';
import { cfg, d, ev, run } from './fixtures';
import { rejectionText } from '../../../../src/i18n/rule-messages';
import { turnsHistoryText } from '../../../../src/i18n/turns-text';

const table = cfg(); // Ann, Bob, Cy; Ann first; standard closing card; no deck given

/* Market / hands (size, seen cards) after each turn, worked by hand. */
const ROUND: TurnStep[] = [
  ev.refill(d(3), d(5), d(8)), // market 3 5 8
  // Turn 1, Ann: 4 and 4 (magnifier) into the market, then a 4 taking all three 4s: Ann 5 [4 4 4*].
  ev.market(d(4), d(4, true)),
  ev.same(d(4), d(4), d(4), d(4, true)),
  // Turn 2, Bob: draws (4), puts an 8 and takes 3 + 5: Bob 5 [3 5]; market 8 8.
  ev.hand,
  ev.sum(d(8), d(3), d(5)),
  // Turn 3, Cy: 2 and 6 into the market; secures three 9s: Cy 0; market 2 6 8 8.
  ev.market(d(2), d(6)),
  ev.secure([9, 3]),
  // Turn 4, Ann: draws (6), secures her three 4s showing the magnifier: Ann 3 unseen.
  ev.hand,
  ev.secure([4, 3, 1]),
  // Turn 5, Bob: 5 and 7 into the market; the Armored convoy used for a compulsory sale of 5s:
  // Bob puts his 5, Ann puts in a 5, Cy has none; Bob takes the three 5s: 5 − 2 + 3 = 6 cards.
  ev.market(d(5), d(7)),
  ev.sale('armored-convoy', d(5), [[d(5)], [], []]),
  ev.limit([d(3)]), // Bob: 5 [5 5 5]; market 2 3 6 7 8 8
  // Turn 6, Cy: the closing card comes up, set aside; Cy draws its replacement and steals the 7.
  ev.closing,
  ev.hand,
  ev.sleight(d(7)), // Cy 1 [7]; market 2 3 6 8 8
  // Turn 7, Ann (last turn): 10 and 1 into the market; a 10 taking 2 + 8: Ann 3 [2 8].
  ev.market(d(10), d(1)),
  ev.sum(d(10), d(2), d(8)),
  // Turn 8, Bob (last turn): draws (6), secures his three 5s: Bob 3 unseen. The round is over.
  ev.hand,
  ev.secure([5, 3]),
];

describe('a whole round, turn by turn (M-DRAW … M-CLOSING)', () => {
  it('M-CLOSING: the round ends after Bob, the last player after Cy who drew the closing card', () => {
    const s = run(table, ROUND);
    expect(s.phase).toBe('over');
    expect(s.turn).toBe(8);
    expect(s.closing).toEqual({ drawer: 2, turn: 6 });
    expect(awaitingTurn(s)).toEqual({ what: 'over' });
    expect(s.market).toEqual([d(1), d(3), d(6), d(8), d(10), d(10)]);
    expect(s.hands).toEqual([
      { size: 3, known: [d(2), d(8)] },
      { size: 3, known: [] },
      { size: 1, known: [d(7)] },
    ]);
    expect(s.safes.map((safe) => safe.collections)).toEqual([
      [{ quality: 4, count: 3, pure: 1 }],
      [{ quality: 5, count: 3, pure: null }],
      [{ quality: 9, count: 3, pure: null }],
    ]);
    expect(s.specials).toEqual({ played: ['armored-convoy', 'sleight-of-hand'], discarded: 0 });
  });

  it('M-CLOSING: the countdown shows who still plays', () => {
    const at = (n: number) => stillToPlay(run(table, ROUND.slice(0, n)));
    expect(at(12)).toBeNull(); // before the closing card
    expect(at(13)).toEqual([2, 0, 1]); // Cy drew it: Cy finishes, then Ann and Bob
    expect(at(15)).toEqual([0, 1]);
    expect(at(17)).toEqual([1]);
    expect(at(19)).toEqual([]);
  });

  it("M-SPECIALS: the compulsory sale moved the 5s from Ann's hand through the market to Bob", () => {
    const before = run(table, ROUND.slice(0, 10));
    const after = run(table, ROUND.slice(0, 11));
    expect(before.hands.map((h) => h.size)).toEqual([3, 5, 0]);
    expect(after.hands.map((h) => h.size)).toEqual([2, 6, 0]);
    expect(after.hands[1]?.known).toEqual([d(3), d(5), d(5), d(5)]);
    expect(after.market).toEqual([d(2), d(6), d(7), d(8), d(8)]);
  });

  it('the sheet draft: collections secured, seen hands, and what each player must still confirm', () => {
    const s = run(table, ROUND);
    expect(sheetDraft(s)).toEqual([
      {
        seat: 0,
        player: 'Ann',
        sheet: { safe: [{ quality: 4, count: 3, pure: 1 }], hand: [2, 8] },
        handSize: 3,
        handUnknown: 1,
        pureUnknown: [],
        complete: false,
      },
      {
        seat: 1,
        player: 'Bob',
        sheet: { safe: [{ quality: 5, count: 3, pure: 0 }], hand: [] },
        handSize: 3,
        handUnknown: 3,
        pureUnknown: [5],
        complete: false,
      },
      {
        seat: 2,
        player: 'Cy',
        sheet: { safe: [{ quality: 9, count: 3, pure: 0 }], hand: [7] },
        handSize: 1,
        handUnknown: 0,
        pureUnknown: [9],
        complete: false,
      },
    ]);
  });

  it('the confirmed sheets score like any round (M-ROUND-SCORE)', () => {
    const [ann, bob, cy] = draftSheets(run(table, ROUND));
    if (!ann || !bob || !cy) throw new Error('three sheets');
    // Ann's unseen card is a 6; Bob's are 1, 1 and a special card; Cy's 9s hold one magnifier.
    const sheets = [
      { ...ann, hand: [...ann.hand, 6] },
      { ...bob, hand: [1, 1] },
      { ...cy, safe: [{ quality: 9, count: 3, pure: 1 }] },
    ];
    const scored = scoreSheets(diamsConfig(['Ann', 'Bob', 'Cy']), sheets, 1);
    if (!scored.ok) throw new Error(rejectionText(scored.rejection));
    // simpleCard: q × 3 = q. Ann 4 + 2 (magnifiers tied with Cy) + 3 (hand 16) = 9; Bob 5; Cy 9 + 2 = 11.
    expect(scored.value.points).toEqual([9, 5, 11]);
    expect(scored.value.chips).toEqual([3, 2, 4]);
  });

  it('the history tells each event in plain words', () => {
    const lines = turnsHistoryText(table, ROUND);
    expect(lines).toHaveLength(ROUND.length);
    expect(lines[2]).toEqual({
      index: 2,
      turn: 1,
      seat: 0,
      text: 'Ann put a 4 into the market and took all the 4s: 4, 4 and 4 (magnifier) (M-MARKET, M-SAME).',
    });
    expect(lines[10]?.text).toBe(
      'Bob played the Armored convoy for a compulsory sale of 5s and put a 5 into the market; Ann put in 5; Cy had no 5 to put in; Bob took all the 5s: 5, 5 and 5 (M-SPECIALS). Bob holds six cards and must come down to five (M-LIMIT).',
    );
    expect(lines[12]?.text).toBe('The closing card came up and was set aside: Cy finishes this turn, then Ann and Bob each have one last turn (M-CLOSING).');
    expect(lines[14]?.text).toBe(
      'Cy played the Sleight of hand and took a 7 from the market (M-SPECIALS). Still to play after the closing card: Ann and Bob (M-CLOSING).',
    );
    expect(lines[18]?.text).toBe(
      'Bob secured three diamonds: a new collection of three 5s (M-SECURE). That was the last turn: the round is over; fill in the round sheet (M-CLOSING).',
    );
  });

  it('undo drops the last event and replays; replay is deterministic', () => {
    const full = replayTurns(table, ROUND);
    const again = replayTurns(table, ROUND);
    expect(full).toEqual(again);
    const undone = run(table, ROUND.slice(0, -1));
    expect(awaitingTurn(undone)).toEqual({ what: 'play', seat: 1 });
    expect(undone.hands[1]?.size).toBe(6);
    // Redo: the same event brings the same end.
    expect(run(table, [...ROUND.slice(0, -1), ROUND[ROUND.length - 1] as TurnStep])).toEqual(full.ok ? full.state : null);
  });
});
