/**
 * GameModule.actor for Diam's (src/rules/diams/actor.ts): who acts in a session event, so a live
 * table lets each phone record for its own seat only (docs/live-table.md). The hand-worked round
 * of ./turns-fixtures.ts, then random legal rounds (./turns/random-round.ts) where the seat whose
 * turn it is comes from the round's first player and turn number, never from `actor`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayLog, type Actor } from '../../../src/rules/game';
import { diamsGame, type DiamsConfig, type DiamsSessionEvent, type DiamsState, type TurnStep, type TurnsState } from '../../../src/rules/diams';
import { rejectionText } from '../../../src/i18n/rule-messages';
import { config, simpleCard } from './fixtures';
import { d, ev } from './turns/fixtures';
import { playRound, tableArb } from './turns/random-round';
import { MARKET, SHEETS, TURNS, roundOf, start, turn } from './turns-fixtures';

const FREE: Actor = { table: 'free' };
const CONFIRM: Actor = { table: 'confirm' };
const table = config(['Ann', 'Bob', 'Cy']);

function play(events: readonly DiamsSessionEvent[], c: DiamsConfig = table): DiamsState {
  const r = replayLog(diamsGame, c, events);
  if (!r.ok) throw new Error(`event ${r.index + 1} refused: ${r.rejection.rule}: ${rejectionText(r.rejection)}`);
  return r.state;
}

const actor = (state: DiamsState, event: DiamsSessionEvent): Actor => diamsGame.actor(state.config, state, event);

describe('the table: round sheets confirmed, a round turn by turn started freely', () => {
  it('M-ROUND-SCORE, M-SECRET: a round sheet waits for the host, before, during and after the turns', () => {
    for (const state of [play([]), play(TURNS.slice(0, 5)), play(TURNS)]) {
      expect(actor(state, roundOf(...SHEETS))).toEqual(CONFIRM);
    }
  });
  it('M-START: the start of a round played turn by turn is free to any seated phone', () => {
    expect(actor(play([]), start(0))).toEqual(FREE);
    expect(actor(play([]), start(2, 'deterministic'))).toEqual(FREE);
    // Also when `apply` refuses it (a round already under way, format.turns.already).
    expect(actor(play(TURNS.slice(0, 3)), start(1))).toEqual(FREE);
  });
});

describe('turn: the seat whose turn it is in the turns log', () => {
  // Ann, Bob, Cy; Ann first. One seat per event of MARKET (turns-fixtures.ts): refill and turn 1
  // Ann, 2 Bob, 3 Cy, 4 Ann, 5 Bob (the sale and the hand limit), 6 Cy (the closing card), 7 Ann, 8 Bob.
  const SEATS = [0, 0, 0, 1, 1, 2, 2, 0, 0, 1, 1, 1, 2, 2, 2, 0, 0, 1, 1];

  it('M-DRAW, M-PLAY, M-LIMIT, M-REFILL, M-CLOSING: each event of the hand-worked round belongs to the player whose turn it is', () => {
    expect(SEATS).toHaveLength(MARKET.length);
    MARKET.forEach((event, i) => {
      const state = play(TURNS.slice(0, 1 + i));
      expect(actor(state, turn(event)), `event ${i + 1}`).toEqual({ seat: SEATS[i] });
    });
  });
  it('M-REFILL: the first refill of a round is the first player’s', () => {
    for (const first of [0, 1, 2]) expect(actor(play([start(first)]), turn(ev.refill(d(3), d(5), d(8))))).toEqual({ seat: first });
  });
  it('M-CLOSING: the closing card is drawn by the player whose turn it is (the first refill counts for the first player)', () => {
    expect(actor(play([start(2)]), turn(ev.closing))).toEqual({ seat: 2 });
    // Turn 6: Cy draws the closing card (MARKET[12]).
    expect(actor(play(TURNS.slice(0, 13)), turn(ev.closing))).toEqual({ seat: 2 });
  });
  it('M-SPECIALS: a compulsory sale is the active player’s, though the opponents put the diamonds sold', () => {
    // Turn 5: Bob sells 5s; Ann puts her 5 in (sold[0]); the event is Bob's.
    const state = play(TURNS.slice(0, 11));
    const sale = MARKET[10] as TurnStep;
    expect(sale).toMatchObject({ power: 'compulsory-sale', sold: [[{ quality: 5 }], [], []] });
    expect(actor(state, turn(sale))).toEqual({ seat: 1 });
  });
  it('M-SPECIALS: a Safe cracker is the active player’s, not its victim’s', () => {
    // Turn 6, Cy plays: the Safe cracker on Ann's 4s (one magnifier) instead of the Sleight of hand.
    const state = play(TURNS.slice(0, 15));
    const cracker = turn(ev.cracker(0, 4, true, true));
    expect(actor(state, cracker)).toEqual({ seat: 2 });
    expect(diamsGame.apply(state, cracker).ok).toBe(true);
  });
  it('an illegal turn step is still proposed by the seat whose turn it is (the reducer refuses it)', () => {
    // Turn 2, Bob must draw (M-DRAW): a hand limit, a secure or a second refill are refused, but his.
    const state = play(TURNS.slice(0, 4));
    for (const e of [ev.limit([d(3)]), ev.secure([9, 3]), ev.refill(d(1)), ev.pass]) {
      expect(actor(state, turn(e))).toEqual({ seat: 1 });
      expect(diamsGame.apply(state, turn(e)).ok).toBe(false);
    }
  });
  it('M-CLOSING: once the last turn is over, and with no round played turn by turn, no seat has a turn', () => {
    expect(actor(play(TURNS), turn(ev.hand))).toEqual(CONFIRM);
    expect(actor(play([]), turn(ev.hand))).toEqual(CONFIRM);
    // The round is in: its turns are gone from the state.
    expect(actor(play([...TURNS, roundOf(...SHEETS)]), turn(ev.hand))).toEqual(CONFIRM);
  });
  it('M-GAME: after the last round nobody has a turn, and a new round is still only proposed', () => {
    const quick = config(['Ann', 'Bob', 'Cy'], { rounds: 1 });
    const over = play([...TURNS, roundOf(...SHEETS)], quick);
    expect(diamsGame.summary(over).status).toBe('finished');
    expect(actor(over, turn(ev.refill(d(1))))).toEqual(CONFIRM);
    expect(actor(over, roundOf(...SHEETS))).toEqual(CONFIRM);
    expect(actor(over, start(0))).toEqual(FREE);
  });
  it('never throws: values that are no Diam’s event are the host’s to confirm', () => {
    const state = play(TURNS.slice(0, 4));
    for (const raw of [null, undefined, 3, 'turn', [], {}, { type: 'turn' }, { type: 'hasOwnProperty' }]) {
      const who = diamsGame.actor(state.config, state, raw as unknown as DiamsSessionEvent);
      // A `turn` with no turn step inside is still the active player's (the reducer refuses it).
      expect(who).toEqual((raw as { type?: unknown } | null)?.type === 'turn' ? { seat: 1 } : CONFIRM);
    }
  });
});

// ── Properties over random legal rounds ────────────────────────────────────────────────────────

const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'];

/** The session of one random round: its config, its `turns` event and the `turn` events. */
function session(t: Parameters<typeof playRound>[0]): { config: DiamsConfig; events: DiamsSessionEvent[] } {
  const round = playRound(t);
  const card = t.deckGiven ? { ...simpleCard(), deck: t.deck } : simpleCard();
  const cfg = config(NAMES.slice(0, t.players), {}, card);
  return { config: cfg, events: [start(round.config.first, round.config.closing), ...round.events.map(turn)] };
}

/** What a turn step may change: each seat's hand (size and seen cards) and safe. */
const seatPicture = (s: TurnsState, seat: number): string => JSON.stringify([s.hands[seat], s.safes[seat]?.collections]);

describe('random legal rounds', () => {
  it('M-DRAW … M-CLOSING: for every legal turn event the actor is the seat whose turn it is (first player + turns so far), and only that seat’s hand or safe changes but for the opponents a special names', () => {
    fc.assert(
      fc.property(tableArb, (t) => {
        const { config: cfg, events } = session(t);
        const n = cfg.players.length;
        let state = diamsGame.initial(cfg);
        expect(diamsGame.actor(cfg, state, events[0] as DiamsSessionEvent)).toEqual(FREE);
        for (const event of events) {
          const who = diamsGame.actor(cfg, state, event);
          const next = diamsGame.apply(state, event);
          if (!next.ok) throw new Error(`refused: ${rejectionText(next.rejection)}`);
          if (event.type === 'turn') {
            const before = state.turns?.state as TurnsState;
            // The seat whose turn it is: the first player, then clockwise, one seat per turn.
            const seat = (before.config.first + before.turn - 1) % n;
            expect(who).toEqual({ seat });
            const after = next.state.turns?.state as TurnsState;
            const changed = cfg.players.map((_, s) => s).filter((s) => seatPicture(before, s) !== seatPicture(after, s));
            if (event.event.type === 'special') {
              // The special card leaves the active player's hand; a sale or a Safe cracker touches opponents too.
              expect(changed).toContain(seat);
            } else {
              for (const s of changed) expect(s).toBe(seat);
            }
          }
          state = next.state;
        }
        // M-CLOSING: the round is over; only its sheets are left, for the host to confirm.
        expect(state.turns?.state.phase).toBe('over');
        expect(diamsGame.actor(cfg, state, turn(ev.hand))).toEqual(CONFIRM);
        expect(diamsGame.actor(cfg, state, roundOf(...cfg.players.map(() => ({ safe: [], hand: [] }))))).toEqual(CONFIRM);
      }),
      { numRuns: 100 },
    );
  });

  const diamond = fc.record({ quality: fc.integer({ min: 0, max: 11 }), pure: fc.boolean() });
  const marketEvent = fc.oneof(
    fc.constantFrom<unknown>(ev.hand, ev.none, ev.closing, ev.pass),
    fc.record({ type: fc.constant('draw'), kind: fc.constant('market'), cards: fc.array(diamond, { maxLength: 3 }) }),
    fc.record({ type: fc.constant('refill'), cards: fc.array(diamond, { maxLength: 4 }) }),
    fc.record({ type: fc.constant('market'), card: diamond, take: fc.constantFrom('same', 'sum', 'empty'), taken: fc.array(diamond, { maxLength: 3 }) }),
    fc.record({
      type: fc.constant('secure'),
      cards: fc.array(fc.record({ quality: fc.integer({ min: 1, max: 10 }), count: fc.integer({ min: 1, max: 6 }) }), { maxLength: 2 }),
    }),
    fc.record({ type: fc.constant('limit'), toMarket: fc.array(diamond, { maxLength: 3 }), discardedSpecials: fc.nat(3) }),
    fc.record({
      type: fc.constant('special'),
      special: fc.constantFrom('armored-convoy', 'safe-cracker', 'sleight-of-hand'),
      power: fc.constant('compulsory-sale'),
      put: diamond,
      sold: fc.array(fc.array(diamond, { maxLength: 2 }), { minLength: 2, maxLength: 5 }),
    }),
    fc.record({
      type: fc.constant('special'),
      special: fc.constant('safe-cracker'),
      power: fc.constant('safe-cracker'),
      victim: fc.integer({ min: -1, max: 5 }),
      quality: fc.integer({ min: 1, max: 10 }),
      pure: fc.boolean(),
      found: fc.boolean(),
    }),
    fc.anything(),
  );
  /** A raw session event: mostly of a known type with any values, sometimes anything at all. */
  const rawEvent = fc.oneof(
    fc.record({ type: fc.constant('turn'), event: marketEvent }),
    fc.record({ type: fc.constant('turns'), first: fc.integer({ min: -1, max: 5 }), closing: fc.constantFrom('standard', 'deterministic', 'late') }),
    fc.record({
      type: fc.constant('round'),
      sheets: fc.array(fc.record({ safe: fc.constant([]), hand: fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 3 }) }), { minLength: 2, maxLength: 5 }),
    }),
    fc.anything(),
  );

  it('never throws on any event that parses, whatever the state, and answers a seat of the table or the table', () => {
    fc.assert(
      fc.property(tableArb, fc.nat(), fc.array(rawEvent, { minLength: 1, maxLength: 12 }), (t, cut, raws) => {
        // A state part-way through the round: before it, at any event, or once it is over.
        const { config: cfg, events } = session(t);
        const state = play(events.slice(0, cut % (events.length + 1)), cfg);
        const before = JSON.stringify(state);
        for (const raw of raws) {
          const parsed = diamsGame.parseEvent(cfg, raw);
          if (!parsed.ok) continue;
          const event = parsed.event;
          const who = diamsGame.actor(cfg, state, event);
          expect(diamsGame.actor(cfg, state, event)).toEqual(who);
          if (event.type === 'round') expect(who).toEqual(CONFIRM);
          if (event.type === 'turns') expect(who).toEqual(FREE);
          if (event.type === 'turn') {
            const m = state.turns?.state;
            expect(who).toEqual(m && m.phase !== 'over' ? { seat: (m.config.first + m.turn - 1) % cfg.players.length } : CONFIRM);
          }
        }
        // Pure: the state is left as it was.
        expect(JSON.stringify(state)).toBe(before);
      }),
      { numRuns: 100 },
    );
  });
});
