/**
 * A round played turn by turn inside the session log (src/rules/diams/turns/round.ts): `turns` starts its
 * turns log, `turn` wraps each turn step (refusals pass through with their rule id), and
 * the usual `round` event ends it — only once the log is over, and only with sheets that agree
 * with what the turns made public. Undo is replaying the log without its last event.
 */
import { describe, expect, it } from 'vitest';
import { replayLog } from '../../../src/rules/game';
import {
  applyTurnStep,
  checkRound,
  diamsGame,
  draftSheets,
  parseRecord,
  replayDiams,
  replayTurns,
  toRecord,
  type DeckEntry,
  type DiamsConfig,
  type DiamsEvent,
  type DiamsSessionEvent,
  type DiamsState,
  type TurnStep,
  type QualityKey,
  type Sheet,
} from '../../../src/rules/diams';
import { config, sheet } from './fixtures';
import { cfg, d, ev, uniformDeck } from './turns/fixtures';
import { MARKET, SHEETS, TURNS, roundOf, start, turn } from './turns-fixtures';
import { rejectionText } from '../../../src/i18n/rule-messages';

const table = config(['Ann', 'Bob', 'Cy']);

function play(events: readonly DiamsSessionEvent[], c: DiamsConfig = table): DiamsState {
  const r = replayLog(diamsGame, c, events);
  if (!r.ok) throw new Error(`event ${r.index + 1} refused: ${r.rejection.rule}: ${rejectionText(r.rejection)}`);
  return r.state;
}

function refused(events: readonly DiamsSessionEvent[], bad: DiamsSessionEvent, c: DiamsConfig = table) {
  const r = diamsGame.apply(play(events, c), bad);
  expect(r.ok, 'the event should have been refused').toBe(false);
  if (r.ok) throw new Error('accepted');
  return r.rejection;
}

const withSheet = (seat: number, s: Sheet): Sheet[] => SHEETS.map((x, i) => (i === seat ? s : x));

describe('turns: a round started turn by turn', () => {
  it("starts an empty turns log for the session's players, first seat and closing option", () => {
    const s = play([start(2, 'deterministic')]);
    expect(s.turns?.config).toEqual({ players: ['Ann', 'Bob', 'Cy'], first: 2, closing: 'deterministic' });
    expect(s.turns?.events).toEqual([]);
    expect(s.turns?.state.seat).toBe(2);
    expect(s.rounds).toEqual([]);
  });

  it("takes the rules card's deck (M-CARD-DECK) into the turns log", () => {
    const deck = uniformDeck(8, 2);
    const s = play([start()], config(['Ann', 'Bob'], {}, { ...table.card, deck }));
    expect(s.turns?.config.deck).toEqual(deck);
    expect(s.turns?.state.pile).toBe(8 * 10 + 4 - 6);
  });

  it('format: refused — a second start in the same round', () => {
    const r = refused([start()], start(1));
    expect(r).toMatchObject({ rule: 'format', round: 1 });
    expect(rejectionText(r)).toBe('Round 1: this round is already being played turn by turn: it ends with its round sheets once the last turn is over.');
  });

  it('format: refused — a first seat that is not at the table, a closing option that does not exist, an unknown field', () => {
    expect(refused([], { type: 'turns', first: 3, closing: 'standard' })).toMatchObject({ rule: 'format', round: 1 });
    expect(rejectionText(refused([], { type: 'turns', first: 0, closing: 'early' } as unknown as DiamsSessionEvent))).toContain('M-CLOSING-POS');
    expect(refused([], { type: 'turns', first: 0, closing: 'standard', by: 'Ann' } as unknown as DiamsSessionEvent).rule).toBe('format');
  });

  it('M-CARD-DECK: refused — a deck too small to deal three cards to each hand', () => {
    const deck = {} as Record<QualityKey, DeckEntry>;
    for (const key of Object.keys(uniformDeck())) deck[key as QualityKey] = { cards: key === '1' ? 4 : 0, pure: 0 };
    // 4 diamonds + 3 special cards + the closing card = 8 cards, 9 to deal.
    expect(refused([], start(), config(['Ann', 'Bob', 'Cy'], {}, { ...table.card, deck })).rule).toBe('M-CARD-DECK');
  });

  it('M-GAME: refused — a turn-by-turn round after the last round', () => {
    const quick = config(['Ann', 'Bob', 'Cy'], { rounds: 1 });
    const r = refused([...TURNS, roundOf(...SHEETS)], start(), quick);
    expect(r).toMatchObject({ rule: 'M-GAME', round: 2 });
  });
});

describe('turn: each event of the turns log, checked by applyTurnStep', () => {
  it("wraps the whole round: the session holds the turns log's own state and its events", () => {
    const s = play(TURNS);
    const market = replayTurns(cfg(), MARKET);
    expect(market.ok).toBe(true);
    expect(s.turns?.state).toEqual(market.ok ? market.state : null);
    expect(s.turns?.events).toEqual(MARKET);
    expect(s.turns?.state.phase).toBe('over');
    expect(diamsGame.summary(s)).toMatchObject({ status: 'in-progress', winners: [] });
  });

  it('format: refused — a turn when no round is being played turn by turn', () => {
    const r = refused([], turn(ev.refill(d(1), d(2), d(3))));
    expect(r).toMatchObject({ rule: 'format', round: 1 });
    expect(rejectionText(r)).toContain('No round is being played turn by turn');
  });

  it('format: refused — a turn event with another field, or an event that is not one', () => {
    expect(refused([start()], { type: 'turn', event: ev.hand, seat: 0 } as unknown as DiamsSessionEvent).rule).toBe('format');
    expect(refused([start()], { type: 'turn', event: { type: 'shuffle' } } as unknown as DiamsSessionEvent).rule).toBe('format');
    expect(refused([start()], { type: 'turn' } as unknown as DiamsSessionEvent).rule).toBe('format');
  });

  /**
   * Every refusal of the turns log comes back unchanged — rule id and message — with the round
   * and the 1-based position of the event within the round's turns.
   */
  const cases: [rule: string, before: TurnStep[], bad: TurnStep][] = [
    ['M-REFILL', [], ev.hand],
    ['M-DRAW', MARKET.slice(0, 1), ev.secure([1, 3])],
    ['M-DRAW', MARKET.slice(0, 1), { type: 'draw', kind: 'market', cards: [d(1), d(2), d(3)] }],
    ['M-SAME', MARKET.slice(0, 2), ev.same(d(4), d(4), d(4))],
    ['M-SUM', MARKET.slice(0, 4), ev.sum(d(8), d(3), d(4, true))],
    ['M-EMPTY', MARKET.slice(0, 4), ev.empty(d(8), d(3))],
    ['M-SECURE', MARKET.slice(0, 6), ev.secure([9, 2])],
    ['M-SECURE', MARKET.slice(0, 8), ev.secure([4, 6])],
    ['M-SPECIALS', MARKET.slice(0, 10), ev.sale('armored-convoy', d(5), [[], [d(5)], []])],
    ['M-SPECIALS', MARKET.slice(0, 14), ev.sleight(d(9))],
    ['M-LIMIT', MARKET.slice(0, 11), ev.limit([])],
    ['M-LIMIT', MARKET.slice(0, 2), ev.limit([d(1)])],
    ['M-CLOSING', MARKET.slice(0, 13), ev.closing],
    ['M-CLOSING', MARKET, ev.hand],
    ['M-PLAY', MARKET.slice(0, 2), ev.pass],
    ['format', MARKET.slice(0, 1), { type: 'draw', kind: 'deck' } as unknown as TurnStep],
  ];
  for (const [rule, before, bad] of cases) {
    it(`${rule}: refused in the session as in the turns log (after ${before.length} events: ${JSON.stringify(bad)})`, () => {
      const market = replayTurns(cfg(), before);
      if (!market.ok) throw new Error(rejectionText(market.rejection));
      const alone = applyTurnStep(market.state, bad);
      expect(alone.ok).toBe(false);
      const r = refused([start(), ...before.map(turn)], turn(bad));
      expect(alone.ok ? null : { rule: alone.rejection.rule, text: alone.rejection.text }).toEqual({ rule, text: r.text });
      expect(alone.ok ? null : rejectionText(alone.rejection)).toBe(rejectionText(r));
      expect(r).toMatchObject({ rule, round: 1, play: before.length + 1 });
    });
  }

  it('M-CLOSING-POS: refused — the deterministic closing card with cards still in the deck', () => {
    const deck = uniformDeck(2, 0);
    const c = config(['Ann', 'Bob'], {}, { ...table.card, deck });
    const r = refused([start(0, 'deterministic')], turn(ev.closing), c);
    expect(r).toMatchObject({ rule: 'M-CLOSING-POS', round: 1, play: 1 });
  });

  it("M-CARD-DECK: refused — more copies seen than the rules card's deck has", () => {
    const deck = uniformDeck(2, 0);
    const c = config(['Ann', 'Bob'], {}, { ...table.card, deck });
    const r = refused([start()], turn(ev.refill(d(7), d(7), d(7))), c);
    expect(r).toMatchObject({ rule: 'M-CARD-DECK', round: 1, play: 1 });
  });
});

describe('round: the sheets of a round played turn by turn', () => {
  it('M-CLOSING: refused — sheets while the closing card is still in the deck', () => {
    const r = refused(TURNS.slice(0, 8), roundOf(...SHEETS));
    expect(r).toMatchObject({ rule: 'M-CLOSING', round: 1 });
    expect(rejectionText(r)).toBe(
      'Round 1: this round is being played turn by turn and the closing card has not come up yet: the round sheets come after the last turns that follow it (M-CLOSING).',
    );
  });

  it('M-CLOSING: refused — sheets before the last turns after the closing card, naming who still plays', () => {
    const r = refused(TURNS.slice(0, 16), roundOf(...SHEETS));
    expect(rejectionText(r)).toBe(
      'Round 1: this round is being played turn by turn and is not over: still to play after the closing card: Ann and Bob (M-CLOSING).',
    );
  });

  it('M-ROUND-SCORE: sheets that agree are scored like any round, and the turns end with them', () => {
    const s = play([...TURNS, roundOf(...SHEETS)]);
    expect(s.rounds[0]?.points).toEqual([9, 5, 11]);
    expect(s.rounds[0]?.chips).toEqual([3, 2, 4]);
    expect(s.turns).toBeUndefined();
    // The next round may be entered as sheets, or played turn by turn again.
    expect(play([...TURNS, roundOf(...SHEETS), roundOf(sheet([]), sheet([]), sheet([]))]).rounds).toHaveLength(2);
    expect(play([...TURNS, roundOf(...SHEETS), start(1)]).turns?.state.seat).toBe(1);
  });

  it('the draft of the turns log, completed by the players, is accepted', () => {
    const drafts = draftSheets(play(TURNS).turns?.state as NonNullable<DiamsState['turns']>['state']);
    expect(drafts.map((s) => s.safe)).toEqual(SHEETS.map((s) => s.safe.map((c) => (c.quality === 9 || c.quality === 5 ? { ...c, pure: 0 } : c))));
    // As drafted (Cy's 9s with no magnifier, the unseen cards as special cards) it is too many special cards.
    expect(checkRound(play(TURNS), drafts)).toMatchObject({ ok: false, rejection: { rule: 'M-HAND' } });
    expect(checkRound(play(TURNS), SHEETS).ok).toBe(true);
  });

  it('M-SECURE: refused — a collection secured in front of the table is missing from the sheet', () => {
    const r = refused(TURNS, roundOf(...withSheet(0, { safe: [], hand: [2, 8, 6] })));
    expect(r).toMatchObject({ rule: 'M-SECURE', round: 1 });
    expect(rejectionText(r)).toBe(
      "Round 1: Ann's safe holds a collection of three 4s, secured in front of the table this round: Ann's sheet must list it (M-SECURE).",
    );
  });

  it('M-SECURE: refused — a collection of another size than the one secured', () => {
    const r = refused(TURNS, roundOf(...withSheet(1, { safe: [{ quality: 5, count: 4, pure: 0 }], hand: [1, 1] })));
    expect(rejectionText(r)).toBe("Round 1: Bob's collection of 5s holds three diamonds by the turns recorded this round, not four (M-SECURE).");
  });

  it('M-SECURE: refused — a collection nobody saw going into the safe', () => {
    const bob = {
      safe: [
        { quality: 5, count: 3, pure: 0 },
        { quality: 6, count: 3, pure: 0 },
      ],
      hand: [1, 1],
    };
    const r = refused(TURNS, roundOf(...withSheet(1, bob)));
    expect(rejectionText(r)).toBe(
      "Round 1: Bob's sheet lists a collection of 6s, but no 6 went into Bob's safe during the turns recorded this round (M-SECURE).",
    );
  });

  it('M-PURITY: refused — magnifiers other than the ones shown when securing; any count where they were not shown', () => {
    const r = refused(TURNS, roundOf(...withSheet(0, { safe: [{ quality: 4, count: 3, pure: 0 }], hand: [2, 8, 6] })));
    expect(rejectionText(r)).toBe("Round 1: Ann's collection of 4s holds one diamond with the magnifier, as shown when it was secured, not none (M-PURITY).");
    expect(r.rule).toBe('M-PURITY');
    for (const pure of [0, 1, 2, 3]) {
      expect(checkRound(play(TURNS), withSheet(2, { safe: [{ quality: 9, count: 3, pure }], hand: [7] })).ok).toBe(true);
    }
  });

  it('M-HAND: refused — a diamond seen going into the hand is missing from it', () => {
    const r = refused(TURNS, roundOf(...withSheet(0, { safe: [{ quality: 4, count: 3, pure: 1 }], hand: [2, 6, 6] })));
    expect(r).toMatchObject({ rule: 'M-HAND', round: 1 });
    expect(rejectionText(r)).toBe(
      "Round 1: Ann still holds 2 and 8, seen going into the hand during the turns recorded: Ann's hand on the sheet must include them (M-HAND).",
    );
  });

  it('M-HAND: refused — more diamonds in hand than the hand holds', () => {
    const r = refused(TURNS, roundOf(...withSheet(2, { safe: [{ quality: 9, count: 3, pure: 1 }], hand: [7, 7] })));
    expect(rejectionText(r)).toBe(
      'Round 1: Cy holds one card at the end of the round by the turns recorded, but the sheet lists two diamonds in hand (M-HAND).',
    );
  });

  it('M-HAND: refused — more unlisted cards in a hand than special cards still in play', () => {
    const r = refused(TURNS, roundOf(...withSheet(1, { safe: [{ quality: 5, count: 3, pure: 0 }], hand: [1] })));
    expect(r.rule).toBe('M-HAND');
    expect(rejectionText(r)).toContain(
      'Bob holds three cards at the end of the round by the turns recorded; the sheet lists one diamond, so two would be special cards, but at most one can still be in a hand (two played, none discarded)',
    );
  });

  it('M-HAND: refused — unlisted cards across hands beyond the special cards still in play', () => {
    const r = refused(TURNS, roundOf(...withSheet(0, { safe: [{ quality: 4, count: 3, pure: 1 }], hand: [2, 8] })));
    expect(rejectionText(r)).toBe(
      'Round 1: the sheets leave two cards in hands unlisted, which would all be special cards, but at most one can still be in a hand this round: list every diamond still in hand (M-HAND).',
    );
  });

  it('format: a malformed sheet is still reported first, as for any round', () => {
    const r = refused(TURNS, roundOf(...withSheet(0, { safe: [{ quality: 11, count: 3, pure: 0 }], hand: [] })));
    expect(r.rule).toBe('format');
  });

  it("M-CARD-DECK: refused — the diamonds left in the market count with the sheets' copies", () => {
    // One copy of each quality, two 10s: 11 diamonds + 4 other cards; 2 players are dealt 6.
    const deck = {} as Record<QualityKey, DeckEntry>;
    for (const key of Object.keys(uniformDeck())) deck[key as QualityKey] = { cards: key === '10' ? 2 : 1, pure: 0 };
    const c = config(['Ann', 'Bob'], {}, { ...table.card, deck });
    const log: DiamsSessionEvent[] = [start(), ...[ev.closing, ev.refill(d(10), d(10), d(1)), ev.hand, ev.empty(d(2)), ev.hand, ev.empty(d(3))].map(turn)];
    expect(play(log, c).turns?.state.phase).toBe('over');
    const ann = sheet([], [4, 5, 6]);
    expect(diamsGame.apply(play(log, c), roundOf(ann, sheet([], [7, 8, 9]))).ok).toBe(true);
    // A third 10 in Ann's hand: the market holds the deck's two.
    const r = refused(log, roundOf(sheet([], [10, 5, 6]), sheet([], [7, 8, 9])), c);
    expect(r).toMatchObject({ rule: 'M-CARD-DECK', round: 1 });
    expect(rejectionText(r)).toBe('Round 1: the sheets and the two diamonds of quality 10 left in the market make 3, but the deck has only 2 (M-CARD-DECK).');
  });
});

describe('undo, redo and the record', () => {
  const whole: DiamsSessionEvent[] = [...TURNS, roundOf(...SHEETS)];

  it('undo is replaying without the last event: each prefix gives the state before that event', () => {
    let state = diamsGame.initial(table);
    for (let i = 0; i < whole.length; i++) {
      expect(play(whole.slice(0, i))).toEqual(state);
      const next = diamsGame.apply(state, whole[i] as DiamsSessionEvent);
      if (!next.ok) throw new Error(rejectionText(next.rejection));
      state = next.state;
    }
    expect(play(whole)).toEqual(state);
  });

  it('undoing the round sheets brings back the finished turns; redoing them scores the same round', () => {
    const undone = play(whole.slice(0, -1));
    expect(undone.rounds).toEqual([]);
    expect(undone.turns?.state.phase).toBe('over');
    expect(play([...whole.slice(0, -1), whole.at(-1) as DiamsSessionEvent])).toEqual(play(whole));
  });

  it('apply never changes the state it is given', () => {
    const before = play(TURNS.slice(0, 10));
    const snapshot = JSON.parse(JSON.stringify(before)) as unknown;
    expect(diamsGame.apply(before, TURNS[10] as DiamsSessionEvent).ok).toBe(true);
    expect(JSON.parse(JSON.stringify(before))).toEqual(snapshot);
  });

  it('the record keeps the round sheets only, and replays to the same round', () => {
    const rounds = whole.filter((e): e is DiamsEvent => e.type === 'round');
    const record = toRecord(table, whole as DiamsEvent[]);
    expect(record).toEqual(toRecord(table, rounds));
    const parsed = parseRecord(JSON.parse(JSON.stringify(record)));
    expect(parsed).toEqual({ ok: true, config: table, events: rounds });
    const replayed = replayDiams(record);
    expect(replayed.ok && replayed.output.rounds[0]?.points).toEqual({ Ann: 9, Bob: 5, Cy: 11 });
  });

  it('a record of a game whose round is still being played turn by turn holds no round yet', () => {
    expect(toRecord(table, TURNS.slice(0, 12) as DiamsEvent[]).rounds).toEqual([]);
  });
});
