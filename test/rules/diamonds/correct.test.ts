/**
 * Fixing a wrong card (src/rules/diamonds/correct.ts; docs/rules/diamonds.md, "What the app can and
 * cannot check"): the one card is replaced, later events are kept while they still fit, and the
 * corrected log replays from the start.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  correct,
  deckCards,
  diamondsActor,
  diamondsGame,
  indexOfPlay,
  initialState,
  type DiamondsConfig,
  type DiamondsEvent,
  type DiamondsState,
} from '../../../src/rules/diamonds/index';
import { replayLog } from '../../../src/rules/game';
import { gameArb } from '../../support/diamonds-arbitrary';
import { cards, config, deal, run, steal } from '../../support/diamonds-helpers';
import { randomGame } from '../../support/random-diamonds';

// Ann (seat 0) deals, so Bob leads. Trick 1: Bob H5, Cy S1 (fails to follow ♥), Dee H7, Ann H2;
// Dee wins and leads trick 2: D1, Ann D2, Bob D3. Cy's H9 now would prove a revoke of trick 1.
const CY_S1 = 2;
const LOG: DiamondsEvent[] = [deal(0), ...cards('H5 S1 H7 H2 D1 D2 D3')];

function fixed(result: ReturnType<typeof correct>) {
  expect(result.ok).toBe(true);
  if (!result.ok) throw new Error('refused');
  return result;
}

describe('fixing a wrong card', () => {
  it('D-FOLLOW: the revoked card, fixed, lets the proving card be recorded, and keeps every later card', () => {
    const state = run(config(4), LOG);
    const refused = apply(state, { type: 'play', card: 'H9' });
    expect(refused.ok || refused.rejection.rule).toBe('D-FOLLOW');
    if (refused.ok) return;
    // The rejection names the card that failed to follow: round 1, play 2.
    expect(indexOfPlay(LOG, refused.rejection.round ?? 0, refused.rejection.play ?? 0)).toBe(CY_S1);
    const result = fixed(correct(config(4), LOG, CY_S1, 'H6'));
    expect(result.dropped).toEqual([]);
    expect(result.events).toEqual([deal(0), ...cards('H5 H6 H7 H2 D1 D2 D3')]);
    // Cy followed suit after all: the H9 is now Cy's card of trick 2.
    expect(apply(run(config(4), result.events), { type: 'play', card: 'H9' }).ok).toBe(true);
  });

  it("D-WIN, D-LEAD: a fix that changes the trick winner takes out the cards that would now be another player's", () => {
    // Cy's H9 wins trick 1, so Cy (not Dee) leads trick 2: D1, D2, D3 were Dee's, Ann's and Bob's.
    const result = fixed(correct(config(4), LOG, CY_S1, 'H9'));
    expect(result.events).toEqual([deal(0), ...cards('H5 H9 H7 H2')]);
    expect(result.dropped.map((d) => [d.index, d.seat, d.trick, d.why])).toEqual([
      [5, 3, 2, 'moved'],
      [6, 0, 2, 'moved'],
      [7, 1, 2, 'moved'],
    ]);
  });

  it('D-DECK: a later card that is now played twice is taken out with its rejection, and so is the turn it leaves unfilled', () => {
    const result = fixed(correct(config(4), LOG, CY_S1, 'D2'));
    expect(result.events).toEqual([deal(0), ...cards('H5 D2 H7 H2 D1')]);
    const [twice, after] = result.dropped;
    expect(twice).toMatchObject({ index: 6, seat: 0, round: 1, trick: 2, event: { type: 'play', card: 'D2' } });
    expect(twice?.why !== 'moved' && twice?.why.rejection.rule).toBe('D-DECK');
    expect(after).toMatchObject({ index: 7, seat: 1, why: 'moved' });
  });

  it('D-DECK, D-FOLLOW: a card that cannot stand there is refused and nothing changes', () => {
    const played = correct(config(4), LOG, CY_S1, 'H5');
    expect(played.ok || played.rejection.rule).toBe('D-DECK');
    // In trick 2, Cy has shown out of ♥ in trick 1: a ♥ from Cy there proves that revoke.
    const log = [...LOG, ...cards('C1')];
    const revoke = correct(config(4), log, 8, 'H9');
    expect(revoke.ok || revoke.rejection.rule).toBe('D-FOLLOW');
  });

  it('D-A-CLUB: a Clubs choice the fixed card no longer raises is taken out, and the cards after it stay', () => {
    // Cy's off-suit C3 robs Ann's Showroom (D-OFFSUIT asks whom: a steal event); fixed to S1, nobody robs.
    const log = [deal(0), ...cards('H5 C3'), steal(0), ...cards('H7 H2')];
    const result = fixed(correct(config(4), log, 2, 'S1'));
    expect(result.events).toEqual([deal(0), ...cards('H5 S1 H7 H2')]);
    expect(result.dropped).toHaveLength(1);
    expect(result.dropped[0]).toMatchObject({ index: 3, seat: 2, event: steal(0) });
    expect(result.dropped[0]?.why !== 'moved' && result.dropped[0]?.why.rejection.rule).toBe('D-A-CLUB');
  });

  it('changes nothing when the card is fixed to itself, and refuses to fix what is not a card', () => {
    expect(fixed(correct(config(4), LOG, CY_S1, 'S1'))).toEqual({ ok: true, events: LOG, dropped: [] });
    expect(() => correct(config(4), LOG, 0, 'H1')).toThrow(RangeError);
    expect(() => correct(config(4), LOG, 99, 'H1')).toThrow(RangeError);
  });

  it('finds a play of an earlier round, and none in a round counted at its end', () => {
    const log = [deal(0), ...cards('H5 S1'), { type: 'check', dealer: 1, won: [[1]], tricks: [true] } as DiamondsEvent];
    expect(indexOfPlay(log, 1, 2)).toBe(2);
    expect(indexOfPlay(log, 2, 1)).toBeNull();
  });
});

/** Where an event stands, worked out independently of correct.ts: its actor (./actor.ts) and the round and trick of the state. */
function where(cfg: DiamondsConfig, state: DiamondsState, event: DiamondsEvent): string {
  if (event.type !== 'play' && event.type !== 'steal') return 'table';
  const actor = diamondsActor(cfg, state, event);
  const trick = event.type === 'steal' ? state.pending?.trick : state.round?.trickNo;
  return `${'seat' in actor ? actor.seat : '-'}/${state.round?.index}/${trick}`;
}

/** The reference: the game replayed with the new card, each later event kept only if it is legal and still stands where it stood. */
function reference(cfg: DiamondsConfig, events: readonly DiamondsEvent[], index: number, card: string) {
  let was = initialState(cfg);
  for (const e of events.slice(0, index)) was = (apply(was, e) as { state: DiamondsState }).state;
  const first = apply(was, { type: 'play', card });
  if (!first.ok) return null;
  let now = first.state;
  was = (apply(was, events[index] as DiamondsEvent) as { state: DiamondsState }).state;
  const kept: DiamondsEvent[] = [...events.slice(0, index), { type: 'play', card }];
  const dropped: number[] = [];
  events.slice(index + 1).forEach((e, k) => {
    const stood = where(cfg, was, e);
    was = (apply(was, e) as { state: DiamondsState }).state;
    const next = apply(now, e);
    if (next.ok && where(cfg, now, e) === stood) {
      kept.push(e);
      now = next.state;
    } else dropped.push(index + 1 + k);
  });
  return { kept, dropped };
}

describe('fixing a card of a random legal game', () => {
  const arb = fc.record({
    game: gameArb,
    rounds: fc.integer({ min: 1, max: 3 }),
    at: fc.nat(),
    pick: fc.nat(),
    sameSeat: fc.boolean(),
  });

  it('the corrected log is the game replayed with that card, later events kept while they fit, and replays legally', () => {
    fc.assert(
      fc.property(
        arb,
        ({
          game: {
            seed,
            setup: [players, variant],
            thief,
          },
          rounds,
          at,
          pick,
          sameSeat,
        }) => {
          const g = randomGame(seed, { players, variant, thief, rounds });
          const plays = g.events.flatMap((e, i) => (e.type === 'play' ? [i] : []));
          const index = plays[at % plays.length] as number;
          let before = initialState(g.config);
          for (const e of g.events.slice(0, index)) before = (apply(before, e) as { state: DiamondsState }).state;
          const deck = deckCards(variant, players).map((c) => c.suit + c.rank);
          // Half the time a card the same player could legally have played there, else any card of the deck.
          const legal = deck.filter((c) => apply(before, { type: 'play', card: c }).ok);
          const choices = sameSeat && legal.length > 0 ? legal : deck;
          const card = choices[pick % choices.length] as string;

          const result = correct(g.config, g.events, index, card);
          const expected = reference(g.config, g.events, index, card);
          if (!expected) {
            expect(result.ok).toBe(false);
            return;
          }
          if (!result.ok) throw new Error(`refused a legal card: ${result.rejection.rule}`);
          expect(result.events).toEqual(expected.kept);
          expect(result.dropped.map((d) => d.index)).toEqual(expected.dropped);
          // Nothing lost: kept and dropped share out the later events, in order.
          expect(result.events.length + result.dropped.length).toBe(g.events.length);
          expect(replayLog(diamondsGame, g.config, result.events).ok).toBe(true);
          // The card itself, unchanged, keeps the whole game.
          const same = correct(g.config, g.events, index, (g.events[index] as { card: string }).card);
          expect(same).toEqual({ ok: true, events: g.events, dropped: [] });
        },
      ),
      { numRuns: 150 },
    );
  });
});
