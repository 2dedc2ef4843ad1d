/**
 * The round-end check (`check` event) and entered zones (`zones` event): src/rules/diamonds/round-check.ts,
 * zones-entry.ts, end-report.ts. Every expected value is worked out by hand in the comments.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, diamondsGame, diamondsRecord, endReport, isRecordable, NotARecordError, standings, toArray } from '../../../src/rules/diamonds/index';
import type { CheckEvent, DiamondsEvent, DiamondsState, Variant, ZoneCount } from '../../../src/rules/diamonds/index';
import { checkEvents, roundFacts } from '../../support/check-log';
import { cards, config, deal, refused, run, steal, zones } from '../../support/diamonds-helpers';
import { randomGame } from '../../support/random-diamonds';
import { rejectionText } from '../../../src/i18n/rule-messages';
import { endStepText, entryLines, entryTitle } from '../../../src/i18n/diamonds-text';

const z = (...pairs: [number, number][]): ZoneCount[] => pairs.map(([showroom, vault]) => ({ showroom, vault }));

function check(dealer: number, won: number[][], tricks: boolean[], extra: Partial<CheckEvent> = {}): DiamondsEvent {
  return { type: 'check', dealer, won, tricks, ...extra };
}

function endMoves(state: DiamondsState) {
  return toArray(state.moves).filter((m) => m.trick === null && m.round === state.round?.index);
}

// 4 players, dealer Ann. Zones after the last trick: Ann 4/1, Bob 2/3, Cy 0/2, Dee 5/0.
// Cards won (♦ ♥ ♠ ♣): Ann 5 2 1 4 (12 = 3 tricks), Bob 3 6 1 2 (12), Cy none, Dee 2 2 8 4 (16).
// Each suit adds up to 10; 40 cards = 10 per player. Cy won no trick.
// D-END-ORDER: ♦ Ann 5 (next 3) → Ann Vault 4/2; ♥ Bob 6 → Bob Showroom 3/3;
// ♠ Dee 8 → Showroom to Vault, Dee 4/1; ♣ Ann 4 = Dee 4: tie, nobody.
// D-NOTRICK from the dealer's left (Bob, Cy, Dee, Ann): Cy +2 Vault → 0/4.
// Result: Ann 4/2 (8), Bob 3/3 (9), Cy 0/4 (8), Dee 4/1 (6).
const FOUR = {
  before: z([4, 1], [2, 3], [0, 2], [5, 0]),
  won: [
    [5, 2, 1, 4],
    [3, 6, 1, 2],
    [0, 0, 0, 0],
    [2, 2, 8, 4],
  ],
  tricks: [true, true, false, true],
};

describe('check: D-MAJORITY, D-END-ORDER and D-NOTRICK from entered counts', () => {
  it('performs the majorities in ♦ ♥ ♠ ♣ order, skips a tie, then the no-trick bonus', () => {
    const state = run(config(4), [check(0, FOUR.won, FOUR.tricks, { zones: FOUR.before, pass: 2 })]);
    expect(zones(state)).toEqual([
      [4, 2],
      [3, 3],
      [0, 4],
      [4, 1],
    ]);
    expect(endMoves(state).map((m) => [m.cause, m.suit, m.actor, m.amount])).toEqual([
      ['D-MAJORITY', 'D', 0, 1],
      ['D-MAJORITY', 'H', 1, 1],
      ['D-MAJORITY', 'S', 3, 1],
      ['D-NOTRICK', 'D', 2, 1],
      ['D-NOTRICK', 'D', 2, 1],
    ]);
    expect(endMoves(state)[0]?.counts).toEqual([5, 3, 0, 2]);
    expect(state.roundsDone).toBe(1);
    expect(state.phase).toBe('deal');
    expect(state.round).toMatchObject({ index: 1, dealer: 0, pass: 2, over: true, end: { source: 'check', from: FOUR.before } });
    expect(standings(state).map((s) => s.score)).toEqual([8, 9, 8, 6]);
  });

  it('keeps a side’s counts and tricks per side exact on the round, and 0 pass when none is noted', () => {
    const state = run(config(4), [check(0, FOUR.won, FOUR.tricks, { zones: FOUR.before })]);
    const r = state.round!;
    expect(r.pass).toBe(0);
    // 12 / 4 = 3 tricks for Ann and Bob, 0 for Cy, 16 / 4 = 4 for Dee: 10 tricks in all.
    expect(r.tricksWon).toEqual([3, 3, 0, 4]);
    expect(r.won.slice(12, 16)).toEqual([2, 2, 8, 4]);
    expect(r.plays).toBe(40);
    expect(r.trickNo).toBe(10);
  });

  it('uses the zones the app holds when none are entered', () => {
    // From D-SETUP 3/0 each: ♦ Ann 3/1, ♥ Bob 4/0, ♠ Dee 2/1, ♣ tie; Cy +2 → 3/2.
    const state = run(config(4), [check(0, FOUR.won, FOUR.tricks)]);
    expect(zones(state)).toEqual([
      [3, 1],
      [4, 0],
      [3, 2],
      [2, 1],
    ]);
  });

  it('asks for the Clubs majority victim and finishes the round once it is given (D-A-CLUB)', () => {
    // 3 players, dealer Bob. Before the end: Ann 1/0, Bob 2/2, Cy 1/5.
    // Won: Ann 4 0 6 5 (15 = 5 tricks), Bob 3 3 0 3 (9), Cy 1 2 1 2 (6); suits 8 5 7 10 = 30.
    // ♦ Ann → 1/1; ♥ Bob → 3/2; ♠ Ann → 0/2 (D-END-ORDER: before the Club);
    // ♣ Ann 5: Bob (3) and Cy (1) both have a Showroom → choice. Ann robs Cy: Ann 1/2, Cy 0/5.
    const before = z([1, 0], [2, 2], [1, 5]);
    const waiting = run(config(3), [
      check(
        1,
        [
          [4, 0, 6, 5],
          [3, 3, 0, 3],
          [1, 2, 1, 2],
        ],
        [true, true, true],
        { zones: before },
      ),
    ]);
    expect(waiting.phase).toBe('steal');
    expect(waiting.pending).toMatchObject({ cause: 'D-MAJORITY', actor: 0, victims: [1, 2], play: null });
    expect(waiting.roundsDone).toBe(0);
    refused(waiting, steal(0), 'D-A-CLUB');
    refused(
      waiting,
      check(
        2,
        [
          [10, 0, 0, 0],
          [0, 10, 0, 0],
          [0, 0, 10, 0],
        ],
        [true, true, true],
      ),
      'D-A-CLUB',
    );
    refused(waiting, { type: 'zones', zones: before }, 'D-A-CLUB');
    refused(waiting, cards('H1')[0]!, 'D-ROUND-END');
    const done = run(config(3), [steal(2)], waiting);
    expect(zones(done)).toEqual([
      [1, 2],
      [3, 2],
      [0, 5],
    ]);
    expect(done.roundsDone).toBe(1);
    expect(endMoves(done).at(-1)).toMatchObject({ cause: 'D-MAJORITY', suit: 'C', victim: 2, amount: 1 });
  });

  it('gives a team its no-trick bonus once when one member won no trick (DT-NOTRICK)', () => {
    // Teams {Ann, Cy} (side 0) and {Bob, Dee} (side 1), dealer Dee. Before: 2/3 and 4/4.
    // Won: side 0 6 4 4 2 (16 = 4 tricks, all Ann's), side 1 4 6 6 8 (24 = 6 tricks).
    // ♦ side 0 6–4 → 2/4; ♥ side 1 → 5/4; ♠ side 1 → 4/5; ♣ side 1 8: only side 0 can be robbed → 5/5, 1/4.
    // DT-NOTRICK from Ann (dealer's left): Cy won none → side 0 +2 → 1/6. Result 13 against 15.
    const state = run(config(4, 'teams'), [
      check(
        3,
        [
          [6, 4, 4, 2],
          [4, 6, 6, 8],
        ],
        [true, true, false, true],
        { zones: z([2, 3], [4, 4]) },
      ),
    ]);
    expect(zones(state)).toEqual([
      [1, 6],
      [5, 5],
    ]);
    expect(
      endMoves(state)
        .filter((m) => m.cause === 'D-NOTRICK')
        .map((m) => [m.side, m.actor]),
    ).toEqual([
      [0, 2],
      [0, 2],
    ]);
    // Both of a team won nothing: still one bonus for that team (and both members' tricks are 0).
    const shutOut = run(config(4, 'teams'), [
      check(
        3,
        [
          [0, 0, 0, 0],
          [10, 10, 10, 10],
        ],
        [false, true, false, true],
      ),
    ]);
    expect(
      endMoves(shutOut)
        .filter((m) => m.cause === 'D-NOTRICK')
        .map((m) => m.side),
    ).toEqual([0, 0]);
    // Side 1 takes ♦ ♥ ♠ ♣: 3/0 → 3/1 → 4/1 → 3/2 → robs side 0: 4/2; side 0 2/0, then +2: 2/2.
    expect(zones(shutOut)).toEqual([
      [2, 2],
      [4, 2],
    ]);
  });

  it('robs the thief token’s holder as entered, and passes the token on (DX-THIEF)', () => {
    // 3 players with the token; first holder Ann, but after the tricks Cy holds it.
    // Before: Ann 1/0, Bob 2/0, Cy 3/0. Won: Ann 0 0 3 9 (12), Bob 5 4 0 0 (9), Cy 3 3 3 0 (9).
    // ♦ Bob → 2/1; ♥ Bob 4–3 → 3/1; ♠ Ann 3 = Cy 3: tie; ♣ Ann robs the holder Cy → Ann 2/0, Cy 2/0;
    // the token passes left to Ann (seat 0).
    const won = [
      [0, 0, 3, 9],
      [5, 4, 0, 0],
      [3, 3, 3, 0],
    ];
    const before = z([1, 0], [2, 0], [3, 0]);
    const state = run(config(3, 'standard', 0), [check(0, won, [true, true, true], { zones: before, thief: 2 })]);
    expect(zones(state)).toEqual([
      [2, 0],
      [3, 1],
      [2, 0],
    ]);
    expect(state.thief).toBe(0);
    // Not entered: the app's holder, Ann, is the actor herself: nothing stolen, token to Bob.
    const own = run(config(3, 'standard', 0), [check(0, won, [true, true, true], { zones: before })]);
    expect(endMoves(own).find((m) => m.suit === 'C')).toMatchObject({ amount: 0, none: 'thief-own' });
    expect(own.thief).toBe(1);
  });
});

describe('check: refusals name their rule', () => {
  const s4 = run(config(4), []);

  it('D-DECK: more cards of a suit than the deck has; DP deals every card', () => {
    // 2 players: Ann 16 ♦ is one more than the 15 Diamonds of the deck.
    const r = refused(
      run(config(2), []),
      check(
        0,
        [
          [16, 0, 0, 0],
          [0, 4, 0, 0],
        ],
        [true, true],
      ),
      'D-DECK',
    );
    expect(rejectionText(r)).toContain('♦ Diamonds counts add up to 16 cards, but the deck has only 15');
    // DP with 3 players: ranks 1–9, 36 cards all dealt; ♦ adding up to 8 leaves a Diamond unplayed.
    const dp = refused(
      run(config(3, 'perfect'), []),
      check(
        0,
        [
          [8, 3, 0, 1],
          [0, 3, 3, 6],
          [0, 3, 6, 3],
        ],
        [true, true, true],
      ),
      'D-DECK',
    );
    expect(rejectionText(dp)).toContain('add up to 9, not 8');
    // 9 of each suit: accepted (♣ Bob 6 may rob Ann or Cy, so the round waits for that choice).
    expect(
      run(config(3, 'perfect'), [
        check(
          0,
          [
            [9, 3, 0, 0],
            [0, 3, 3, 6],
            [0, 3, 6, 3],
          ],
          [true, true, true],
        ),
      ]).pending?.cause,
    ).toBe('D-MAJORITY');
  });

  it('D-ROUND-END: the cards won must be every card played', () => {
    const r = refused(
      s4,
      check(
        0,
        [
          [4, 0, 0, 0],
          [4, 0, 0, 0],
          [4, 0, 0, 0],
          [0, 0, 0, 0],
        ],
        [true, true, true, false],
      ),
      'D-ROUND-END',
    );
    expect(rejectionText(r)).toBe(
      'Round 1: the counts add up to 12 cards, but a round ends when every card in hand has been played: 40 cards (10 per player).',
    );
    expect(r.round).toBe(1);
  });

  it('D-ROUND-END: not in the middle of a card-by-card round', () => {
    const mid = run(config(2), [deal(0), ...cards('D10 D1')]);
    const r = refused(
      mid,
      check(
        1,
        [
          [8, 0, 4, 0],
          [0, 4, 0, 4],
        ],
        [true, true],
      ),
      'D-ROUND-END',
    );
    expect(rejectionText(r)).toContain('18 cards are still to be played');
    expect(rejectionText(r)).toContain('undo back to before its deal');
  });

  it('D-TAKE: a side’s cards are whole tricks', () => {
    // 2 players: tricks of four (D2-TRICK); Ann 13 + Bob 7 = 20 but neither is a multiple of 4.
    const r = refused(
      run(config(2), []),
      check(
        0,
        [
          [8, 0, 5, 0],
          [0, 4, 0, 3],
        ],
        [true, true],
      ),
      'D-TAKE',
    );
    expect(rejectionText(r)).toContain('Ann won 13 cards, which is not a whole number of tricks: a trick has four cards (D2-TRICK)');
    const t = refused(
      s4,
      check(
        0,
        [
          [5, 2, 1, 4],
          [3, 6, 1, 3],
          [0, 0, 0, 0],
          [2, 2, 8, 3],
        ],
        [true, true, false, true],
      ),
      'D-TAKE',
    );
    expect(rejectionText(t)).toContain('Bob won 13 cards');
  });

  it('D-NOTRICK: no trick means no cards, and every trick won brings its cards', () => {
    const noTrick = refused(s4, check(0, FOUR.won, [true, false, false, true]), 'D-NOTRICK');
    expect(rejectionText(noTrick)).toBe('Round 1: Bob is marked as winning no trick, but won 12 cards: cards are only won by winning tricks.');
    const noCards = refused(s4, check(0, FOUR.won, [true, true, true, true]), 'D-NOTRICK');
    expect(rejectionText(noCards)).toContain('Cy is marked as winning a trick, but won no cards');
    // Teams: neither partner marked, yet the team has cards; both marked on a single trick's cards.
    const t4 = run(config(4, 'teams'), []);
    const neither = refused(
      t4,
      check(
        0,
        [
          [4, 0, 0, 0],
          [6, 10, 10, 10],
        ],
        [false, true, false, true],
      ),
      'D-NOTRICK',
    );
    expect(rejectionText(neither)).toContain('Neither Ann nor Cy is marked as winning a trick, but their team won 4 cards');
    const both = refused(
      t4,
      check(
        0,
        [
          [4, 0, 0, 0],
          [6, 10, 10, 10],
        ],
        [true, true, true, true],
      ),
      'D-NOTRICK',
    );
    expect(rejectionText(both)).toContain("Ann and Cy are both marked as winning a trick, but their team won only 4 cards, one trick's worth");
    // One partner marked is enough for a team's cards (they may all be that partner's).
    expect(
      apply(
        t4,
        check(
          0,
          [
            [4, 0, 0, 0],
            [6, 10, 10, 10],
          ],
          [true, true, false, true],
        ),
      ).ok,
    ).toBe(true);
  });

  it('D-DEALER, D-PASS, D-ROUNDS: as for a deal', () => {
    // Two checked rounds: dealers Ann then Bob; the third must be Cy.
    const s = run(config(4), [check(0, FOUR.won, FOUR.tricks), check(1, FOUR.won, FOUR.tricks)]);
    expect(rejectionText(refused(s, check(3, FOUR.won, FOUR.tricks), 'D-DEALER'))).toContain('is Cy, the player to the left of the last dealer');
    refused(s, check(2, FOUR.won, FOUR.tricks, { pass: 4 }), 'D-PASS');
    refused(s, check(9, FOUR.won, FOUR.tricks), 'D-DEALER');
    const over = run(config(4), [check(2, FOUR.won, FOUR.tricks), check(3, FOUR.won, FOUR.tricks)], s);
    expect(over.phase).toBe('over');
    expect(rejectionText(refused(over, check(0, FOUR.won, FOUR.tricks), 'D-ROUNDS'))).toContain('4 rounds');
  });

  it('format: counts, tricks, zones and the thief must have the right shape', () => {
    refused(s4, check(0, FOUR.won.slice(0, 3), FOUR.tricks), 'format');
    refused(
      s4,
      check(
        0,
        [
          [5, 2, 1, 4],
          [3, 6, 1, 2],
          [0, 0, 0],
          [2, 2, 8, 4],
        ],
        FOUR.tricks,
      ),
      'format',
    );
    refused(
      s4,
      check(
        0,
        [
          [5, 2, 1, 4],
          [3, 6, 1, 2],
          [0, 0, 0, -0.5],
          [2, 2, 8, 4],
        ],
        FOUR.tricks,
      ),
      'format',
    );
    refused(s4, check(0, FOUR.won, [true, true, false]), 'format');
    refused(s4, check(0, FOUR.won, FOUR.tricks, { zones: z([1, 1], [1, 1], [1, 1]) }), 'format');
    refused(s4, check(0, FOUR.won, FOUR.tricks, { zones: z([1, 1], [1, -1], [1, 1], [0, 0]) }), 'format');
    refused(s4, check(0, FOUR.won, FOUR.tricks, { thief: 1 }), 'DX-THIEF');
    refused(run(config(4, 'standard', 0), []), check(0, FOUR.won, FOUR.tricks, { thief: 4 }), 'format');
  });
});

describe('zones: what the table counts, between rounds', () => {
  it('replaces the zones at a round boundary, also after the last round (the final tally)', () => {
    const s = run(config(2), [{ type: 'zones', zones: z([5, 1], [0, 7]) }]);
    expect(zones(s)).toEqual([
      [5, 1],
      [0, 7],
    ]);
    expect(s.phase).toBe('deal');
    const over = run(
      config(2),
      [0, 1, 0, 1].map((d) =>
        check(
          d,
          [
            [8, 0, 4, 0],
            [0, 4, 0, 4],
          ],
          [true, true],
        ),
      ),
    );
    expect(over.phase).toBe('over');
    const counted = run(config(2), [{ type: 'zones', zones: z([2, 9], [4, 4]) }], over);
    expect(diamondsGame.summary(counted)).toMatchObject({ status: 'finished', winners: ['Ann'] });
  });

  it('is refused inside a card-by-card round (D-ROUND-END) and checks its shape', () => {
    const mid = run(config(2), [deal(0), ...cards('D10')]);
    expect(rejectionText(refused(mid, { type: 'zones', zones: z([1, 1], [1, 1]) }, 'D-ROUND-END'))).toContain('Zones are entered between rounds');
    refused(run(config(2), []), { type: 'zones', zones: z([1, 1]) }, 'format');
    refused(run(config(2), []), { type: 'zones', zones: [{ showroom: 1 }] as ZoneCount[] }, 'format');
  });

  it('moves the thief token only when told', () => {
    const s = run(config(3, 'standard', 0), [{ type: 'zones', zones: z([1, 1], [1, 1], [1, 1]), thief: 2 }]);
    expect(s.thief).toBe(2);
    expect(run(config(3, 'standard', 0), [{ type: 'zones', zones: z([1, 1], [1, 1], [1, 1]) }]).thief).toBe(0);
  });
});

describe('switching from card-by-card to checks at a round boundary', () => {
  // Round 1, 2 players, dealer Ann, card by card (test/rules/diamonds/round-end.test.ts): Ann 6/0, Bob 0/5.
  const ROUND1 = 'D10 D1 D11 D2 D12 D3 D13 D4 H1 H15 H2 H14 S1 S15 S2 S14 C1 C15 C2 C14';

  it('keeps the earlier rounds and the dealer rotation; the standings stay continuous', () => {
    const r1 = run(config(2), [deal(0), ...cards(ROUND1)]);
    expect(zones(r1)).toEqual([
      [6, 0],
      [0, 5],
    ]);
    refused(
      r1,
      check(
        0,
        [
          [8, 0, 4, 0],
          [0, 4, 0, 4],
        ],
        [true, true],
      ),
      'D-DEALER',
    );
    // Round 2 checked, dealer Bob. Before its end: Ann 7/1, Bob 1/6 (the table counts the crystals).
    // Ann 8 ♦ 4 ♠ (3 tricks), Bob 4 ♥ 4 ♣ (2 tricks): ♦ Ann → 7/2; ♥ Bob → 2/6; ♠ Ann → 6/3;
    // ♣ Bob robs Ann (only victim) → Bob 3/6, Ann 5/3.
    const r2 = run(
      config(2),
      [
        check(
          1,
          [
            [8, 0, 4, 0],
            [0, 4, 0, 4],
          ],
          [true, true],
          { zones: z([7, 1], [1, 6]) },
        ),
      ],
      r1,
    );
    expect(zones(r2)).toEqual([
      [5, 3],
      [3, 6],
    ]);
    expect(r2.roundsDone).toBe(2);
    expect(toArray(r2.moves).filter((m) => m.round === 1)).toEqual(toArray(r1.moves));
    expect(toArray(r2.tricks)).toEqual(toArray(r1.tricks));
    // And back to cards for round 3: the dealer is Ann again.
    const r3 = run(config(2), [deal(0, 2)], r2);
    expect(r3.round).toMatchObject({ index: 3, dealer: 0, plays: 0, end: null });
    expect(zones(r3)).toEqual([
      [5, 3],
      [3, 6],
    ]);
  });
});

describe('export: a record needs every card', () => {
  it('diamondsRecord refuses a log with checks or entered zones; the app uses its backup format', () => {
    const events: DiamondsEvent[] = [check(0, FOUR.won, FOUR.tricks)];
    expect(isRecordable(events)).toBe(false);
    expect(isRecordable([deal(0)])).toBe(true);
    expect(() => diamondsRecord(config(4), events)).toThrow(NotARecordError);
    expect(() => diamondsGame.toRecord(config(4), [{ type: 'zones', zones: z([1, 0], [1, 0], [1, 0], [1, 0]) }])).toThrow(
      /a game record must list every card: export it as a backup instead/,
    );
    expect(diamondsGame.toRecord(config(4), [])).toMatchObject({ rounds: [] });
  });
});

describe('endReport and the history lines', () => {
  it('lists every end step with its reason and the zones after it', () => {
    const state = run(config(4), [check(0, FOUR.won, FOUR.tricks, { zones: FOUR.before })]);
    const report = endReport(state)!;
    expect(report).toMatchObject({ round: 1, source: 'check', complete: true, from: FOUR.before });
    expect(report.steps.map((s) => [s.kind, s.suit])).toEqual([
      ['majority', 'D'],
      ['majority', 'H'],
      ['majority', 'S'],
      ['tie', 'C'],
      ['bonus', null],
      ['bonus', null],
    ]);
    expect(report.steps.map((s) => s.zones.map((x) => [x.showroom, x.vault]))).toEqual([
      [
        [4, 2],
        [2, 3],
        [0, 2],
        [5, 0],
      ],
      [
        [4, 2],
        [3, 3],
        [0, 2],
        [5, 0],
      ],
      [
        [4, 2],
        [3, 3],
        [0, 2],
        [4, 1],
      ],
      [
        [4, 2],
        [3, 3],
        [0, 2],
        [4, 1],
      ],
      [
        [4, 2],
        [3, 3],
        [0, 3],
        [4, 1],
      ],
      [
        [4, 2],
        [3, 3],
        [0, 4],
        [4, 1],
      ],
    ]);
    expect(endStepText(state, report.steps[0]!)).toBe(
      'Ann won the most ♦ Diamonds in round 1 (5 cards, next best 3): +1 Vault from the supply (D-MAJORITY, D-A-DIAMOND)',
    );
    expect(endStepText(state, report.steps[3]!)).toBe('♣ Clubs: Ann and Dee tie for the most with 4 cards each, so nobody acts (D-MAJORITY).');
    expect(endStepText(state, report.steps[4]!)).toContain('Cy won no trick in round 1 (bonus 1 of 2)');
  });

  it('says when a suit was not taken, when nobody gets a bonus, and when a Clubs choice is awaited', () => {
    // 2 players, 20 of 60 cards dealt: no Spades at all this round. Ann 8 ♦ 4 ♥, Bob 4 ♥ 4 ♣.
    // ♥ 4–4 is a tie; ♣ Bob robs Ann (only victim).
    const s = run(config(2), [
      check(
        0,
        [
          [8, 4, 0, 0],
          [0, 4, 0, 4],
        ],
        [true, true],
      ),
    ]);
    const steps = endReport(s)!.steps;
    expect(steps.map((x) => x.kind)).toEqual(['majority', 'tie', 'untaken', 'majority', 'no-bonus']);
    expect(endStepText(s, steps[2]!)).toBe('♠ Spades: nobody won any, so nobody acts (D-MAJORITY).');
    expect(endStepText(s, steps[4]!)).toBe('Every player won at least one trick: no bonus (D-NOTRICK).');
    const waiting = run(config(3), [
      check(
        1,
        [
          [4, 0, 6, 5],
          [3, 3, 0, 3],
          [1, 2, 1, 2],
        ],
        [true, true, true],
        { zones: z([1, 0], [2, 2], [1, 5]) },
      ),
    ]);
    const r = endReport(waiting)!;
    expect(r.complete).toBe(false);
    expect(r.steps.at(-1)).toMatchObject({ kind: 'choosing', suit: 'C' });
    expect(endStepText(waiting, r.steps.at(-1)!)).toBe('Ann won the most ♣ Clubs (5 cards): choose whose Showroom to rob (D-MAJORITY, D-A-CLUB).');
    expect(endReport(run(config(2), [deal(0)]))).toBeNull();
  });

  it('gives a card-by-card round the same report, from the zones its last trick left', () => {
    // round-end.test.ts: after the tricks Ann 5/0, Bob 1/3; ♦ Bob, ♥ Ann, ♠ Bob, ♣ Ann robs nobody.
    const s = run(config(2), [deal(0), ...cards('D10 D1 D11 D2 D12 D3 D13 D4 H1 H15 H2 H14 S1 S15 S2 S14 C1 C15 C2 C14')]);
    const r = endReport(s)!;
    expect(r.source).toBe('cards');
    expect(r.from).toEqual(z([5, 0], [1, 3]));
    expect(r.steps.at(-2)?.zones).toEqual(z([6, 0], [0, 5]));
  });

  it('titles and explains the entered events for the history', () => {
    const before = run(config(4), []);
    const event = check(0, FOUR.won, FOUR.tricks, { zones: FOUR.before, pass: 2 }) as CheckEvent;
    const after = run(config(4), [event], before);
    expect(entryTitle(before, event)).toBe('Round 1: round-end check, Ann dealt (pass 2) (D-DEALER)');
    const lines = entryLines(before, after, event);
    expect(lines.slice(0, 5)).toEqual([
      'Ann won 5 ♦, 2 ♥, 1 ♠, 4 ♣',
      'Bob won 3 ♦, 6 ♥, 1 ♠, 2 ♣',
      'Cy won 0 ♦, 0 ♥, 0 ♠, 0 ♣',
      'Dee won 2 ♦, 2 ♥, 8 ♠, 4 ♣',
      'No trick won by Cy',
    ]);
    expect(lines).toContain('Ann counted: Showroom 3 → 4, Vault 0 → 1');
    expect(lines.at(-1)).toContain('Cy won no trick in round 1 (bonus 2 of 2)');
    const zonesEvent = { type: 'zones', zones: z([3, 0], [3, 0], [3, 0], [3, 0]) } as const;
    expect(entryTitle(after, zonesEvent)).toBe('Zones counted at the table after round 1');
    expect(entryLines(before, before, zonesEvent)).toEqual(['Zones counted: as the app had them']);
  });
});

const SETUPS: [number, Variant][] = [
  [2, 'standard'],
  [3, 'standard'],
  [4, 'standard'],
  [5, 'standard'],
  [6, 'standard'],
  [4, 'teams'],
  [6, 'teams'],
  [2, 'perfect'],
  [3, 'perfect'],
  [4, 'perfect'],
  [5, 'perfect'],
];

describe('property: a check fed with a round’s real counts settles it exactly as its cards did', () => {
  it('gives the same end moves, zones, thief token and standings, switching at any round', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.constantFrom(...SETUPS),
        fc.boolean(),
        fc.boolean(),
        fc.nat(),
        (seed, [players, variant], thief, zonesInside, switchAt) => {
          const g = randomGame(seed, { players, variant, thief });
          const facts = roundFacts(g.config, g.events);
          const cardRounds = switchAt % (facts.length + 1);
          // Rounds 1..cardRounds keep their cards; every later round is a check.
          const prefix = cardRounds === 0 ? 0 : (facts[cardRounds - 1] as (typeof facts)[number]).endsAt;
          let state = run(g.config, g.events.slice(0, prefix));
          for (const f of facts.slice(cardRounds)) {
            // RoundState.end.from of the card-by-card round is the zones the moves were worked back to.
            expect(f.after.round?.end).toEqual({ source: 'cards', from: f.before });
            state = run(g.config, checkEvents(f, zonesInside), state);
            expect(state.round?.end).toEqual({ source: 'check', from: f.before });
            expect(endMovesOf(state)).toEqual(f.endMoves);
            expect(state.zones).toEqual(f.after.zones);
            expect(state.thief).toBe(f.after.thief);
            expect(state.roundsDone).toBe(f.round);
          }
          expect(state.phase).toBe('over');
          expect(standings(state)).toEqual(standings(g.state));
          expect(diamondsGame.summary(state)).toEqual(diamondsGame.summary(g.state));
        },
      ),
      { numRuns: 150 },
    );
  });
});

function endMovesOf(state: DiamondsState) {
  return toArray(state.moves).filter((m) => m.round === state.round?.index && m.trick === null);
}
