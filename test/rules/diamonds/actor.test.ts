/**
 * GameModule.actor for Diamonds (src/rules/diamonds/actor.ts): who acts in an event, so a live
 * table lets each phone record for its own seat only (docs/live-table.md). Concrete tables built
 * with the engine, then random legal games (test/support/random-diamonds.ts) where the seat to
 * play is worked out from the rules (D-LEAD, D-FOLLOW, D2-TRICK) and the state's own fields, never
 * by calling `actor`, and checked against the seat the engine then records for the card.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../src/rules/game';
import { apply, diamondsGame, initialState, toArray, type DiamondsConfig, type DiamondsEvent, type DiamondsState } from '../../../src/rules/diamonds/index';
import { cards, config, deal, run, steal } from '../../support/diamonds-helpers';
import { randomGame } from '../../support/random-diamonds';
import { gameArb } from '../../support/diamonds-arbitrary';

const FREE: Actor = { table: 'free' };
const CONFIRM: Actor = { table: 'confirm' };

const actor = (state: DiamondsState, event: DiamondsEvent): Actor => diamondsGame.actor(state.config, state, event);
const play = (card: string): DiamondsEvent => ({ type: 'play', card });
const ZONES: DiamondsEvent = {
  type: 'zones',
  zones: [
    { showroom: 3, vault: 0 },
    { showroom: 3, vault: 0 },
    { showroom: 3, vault: 0 },
  ],
};
const CHECK: DiamondsEvent = {
  type: 'check',
  dealer: 0,
  won: [
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
  ],
  tricks: [false, false, false],
};

/** The seat asked to play each next card of `plays`, one answer per card, the cards applied in turn. */
function seatsFor(cfg: DiamondsConfig, start: DiamondsEvent[], plays: string): (number | string)[] {
  let state = run(cfg, start);
  const seats: (number | string)[] = [];
  for (const e of cards(plays)) {
    const who = actor(state, e);
    seats.push('seat' in who ? who.seat : who.table);
    state = run(cfg, [e], state);
  }
  return seats;
}

describe('the table: deal free, counts and zones confirmed', () => {
  it('D-DEAL, D-DEALER: a deal is free to any seated phone, before the game and between rounds', () => {
    const fresh = initialState(config(3));
    expect(actor(fresh, deal(0))).toEqual(FREE);
    expect(actor(fresh, deal(2, 3))).toEqual(FREE);
    // Also an illegal one (mid-round, D-ROUND-END): who may propose it is not for `apply` to change.
    expect(actor(run(config(3), [deal(0), ...cards('H5')]), deal(1))).toEqual(FREE);
  });
  it('D-SCORE, D-MAJORITY: zones entered by hand and a round counted at its end wait for the host', () => {
    const fresh = initialState(config(3));
    const mid = run(config(3), [deal(0), ...cards('H5 H6')]);
    for (const state of [fresh, mid]) {
      expect(actor(state, ZONES)).toEqual(CONFIRM);
      expect(actor(state, CHECK)).toEqual(CONFIRM);
    }
  });
});

describe('play: the seat whose turn it is', () => {
  it('D-LEAD: the player left of the dealer leads the first trick', () => {
    for (const dealer of [0, 1, 2, 3]) {
      const state = run(config(4), [deal(dealer)]);
      expect(actor(state, play('H5'))).toEqual({ seat: (dealer + 1) % 4 });
    }
    // The last seat deals: the first seat leads.
    expect(actor(run(config(5), [deal(4)]), play('H5'))).toEqual({ seat: 0 });
  });
  it('D-FOLLOW: then clockwise, one card each', () => {
    // Ann deals; Bob leads: Bob, Cy, Dee, Ann.
    expect(seatsFor(config(4), [deal(0)], 'H5 S15 H7 D14')).toEqual([1, 2, 3, 0]);
  });
  it('D-LEAD, D-WIN: the winner of a trick leads the next, off-suit cards never win', () => {
    // Bob H5, Cy S15, Dee H7, Ann D14 → Dee wins with H7 and leads trick 2: Dee, Ann, Bob, Cy.
    expect(seatsFor(config(4), [deal(0)], 'H5 S15 H7 D14 C1 C2 C3 C4')).toEqual([1, 2, 3, 0, 3, 0, 1, 2]);
  });
  it('D-ROUND-END, D-DEALER: the next round starts left of its dealer', () => {
    const cfg = config(3);
    // 3 players, dealer Ann: Bob wins every trick (the D-MAJORITY round of round-end.test.ts, no Clubs).
    const plays = 'D15 D1 D2 D14 D3 D4 D13 D5 D6 D12 D7 D8 D11 D9 D10 H1 H2 H15 H14 H3 H4 H13 H5 H6 H12 H7 H8 H11 H9 H10';
    const over = run(cfg, [deal(0), ...cards(plays)]);
    expect(over.phase).toBe('deal');
    expect(actor(over, play('S1'))).toEqual(CONFIRM); // the round is over: nobody plays until the deal
    const next = run(cfg, [deal(1)], over);
    expect(actor(next, play('S1'))).toEqual({ seat: 2 }); // Bob deals round 2: Cy leads
  });
  it('D2-TRICK: leader, opponent, leader, opponent; the winner leads the next trick', () => {
    // Ann deals: Bob leads H5, Ann H2, Bob H6, Ann H3 → Bob wins (H6) and leads again.
    // Then Bob C1, Ann C9, Bob C2, Ann C3 → Ann wins (C9) and leads trick 3.
    expect(seatsFor(config(2), [deal(0)], 'H5 H2 H6 H3 C1 C9 C2 C3 S1')).toEqual([1, 0, 1, 0, 1, 0, 1, 0, 0]);
  });
  it('DT-TEAMS: partners sit opposite, and play keeps the seating order', () => {
    // 4 players, teams {Ann, Cy} and {Bob, Dee}: Ann deals, Bob leads; Dee wins H9 and leads next.
    expect(seatsFor(config(4, 'teams'), [deal(0)], 'H5 H1 H9 H2 S1')).toEqual([1, 2, 3, 0, 3]);
    // 6 players, teams {Ann, Dee} {Bob, Eve} {Cy, Finn}: Eve deals, Finn leads; Cy wins D15 and
    // leads trick 2, Bob wins H6 and leads trick 3.
    expect(seatsFor(config(6, 'teams'), [deal(4)], 'D1 D2 D3 D15 D5 D6 H1 H2 H3 H4 H5 H6 S1')).toEqual([5, 0, 1, 2, 3, 4, 2, 3, 4, 5, 0, 1, 1]);
  });
  it('DP: all cards known, the same order with the reduced deck (and D2-TRICK with two players)', () => {
    // 3 players, ranks 1–9: Cy deals, Ann leads; Bob wins D9 and leads.
    expect(seatsFor(config(3, 'perfect'), [deal(2)], 'D1 D9 D2 H3')).toEqual([0, 1, 2, 1]);
    // 2 players, ranks 1–8: Bob deals, Ann leads; Ann, Bob, Ann, Bob.
    expect(seatsFor(config(2, 'perfect'), [deal(1)], 'S8 S1 S2 S3 H1')).toEqual([0, 1, 0, 1, 0]);
  });
  it('DX-THIEF: a forced Clubs steal asks nobody; the next seat plays at once', () => {
    // Token with Ann. Bob leads H5, Cy throws C9: robs Ann without a choice; Dee plays next.
    expect(seatsFor(config(4, 'standard', 0), [deal(0)], 'H5 C9 H6')).toEqual([1, 2, 3]);
  });
  it('an illegal card is still proposed by the seat whose turn it is (the reducer refuses it)', () => {
    const state = run(config(4), [deal(0), ...cards('H5 S1 H7 H2 D1 D2 D3')]);
    // Cy's H9 is a proven revoke (D-FOLLOW), H5 was played already (D-DECK), Z9 is no card at all.
    for (const card of ['H9', 'H5', 'Z9', '']) expect(actor(state, play(card))).toEqual({ seat: 2 });
    expect(apply(state, play('H9')).ok).toBe(false);
  });
  it("D-REVOKE: a revoke kept as played is the table's call, not the revoking seat's: the host confirms it", () => {
    const state = run(config(4), [deal(0), ...cards('H5 S1 H7 H2 D1 D2 D3')]);
    expect(actor(state, { type: 'keep', card: 'H9' })).toEqual(CONFIRM);
    expect(apply(state, { type: 'keep', card: 'H9' }).ok).toBe(true);
  });
  it('D-DEAL: before any deal, and D-ROUNDS: after the last round, no seat plays', () => {
    expect(actor(initialState(config(4)), play('H5'))).toEqual(CONFIRM);
    const over = randomGame(7, { players: 4 }).state;
    expect(over.phase).toBe('over');
    expect(actor(over, play('H5'))).toEqual(CONFIRM);
    expect(actor(over, steal(1))).toEqual(CONFIRM);
  });
});

describe('steal: the seat that names the victim (D-A-CLUB)', () => {
  it('D-OFFSUIT: the player who threw the club, before anyone plays on', () => {
    // 3 players, Ann deals: Bob leads H5, Cy throws C9 with Ann and Bob both to rob.
    const state = run(config(3), [deal(0), ...cards('H5 C9')]);
    expect(state.pending).toMatchObject({ cause: 'D-OFFSUIT', actor: 2 });
    expect(actor(state, steal(1))).toEqual({ seat: 2 });
    expect(actor(state, steal(0))).toEqual({ seat: 2 });
    // Nobody plays while the choice is pending (D-OFFSUIT: the action comes first).
    expect(actor(state, play('H6'))).toEqual(CONFIRM);
    // A victim that is not one (Cy herself, a seat that does not exist): still Cy's to answer.
    expect(actor(state, steal(2))).toEqual({ seat: 2 });
    expect(actor(state, steal(9))).toEqual({ seat: 2 });
    // Once answered, Ann plays the trick's last card.
    expect(actor(run(config(3), [steal(1)], state), play('H6'))).toEqual({ seat: 0 });
  });
  it('D-TAKE: the winner of a Clubs-led trick', () => {
    // Bob C5, Cy C9, Ann C2 → Cy wins and chooses.
    const state = run(config(3), [deal(0), ...cards('C5 C9 C2')]);
    expect(state.pending).toMatchObject({ cause: 'D-TAKE', actor: 2 });
    expect(actor(state, steal(0))).toEqual({ seat: 2 });
  });
  it('D-MAJORITY: the player with the Clubs majority, at the round’s end', () => {
    // The round of round-end.test.ts: Bob wins every trick and robs Ann and Cy on his Clubs tricks.
    const plays = 'C15 C1 C2 C14 C3 C4 C13 C5 C6 C12 C7 C8 D15 D1 D2 D14 D3 D4 D13 D5 D6 D12 D7 D8 D11 D9 D10 H15 H1 H2';
    let state = run(config(3), [deal(0)]);
    const victims = [0, 2, 0, 2];
    for (const e of cards(plays)) {
      // Bob leads every trick: Bob, Cy, Ann.
      expect(actor(state, e)).toEqual({ seat: (1 + (state.round?.trick.length ?? 0)) % 3 });
      state = run(config(3), [e], state);
      if (state.phase === 'steal' && state.pending?.cause === 'D-TAKE') {
        expect(actor(state, steal(0))).toEqual({ seat: 1 });
        state = run(config(3), [steal(victims.shift() as number)], state);
      }
    }
    expect(state.pending).toMatchObject({ cause: 'D-MAJORITY', actor: 1 });
    expect(actor(state, steal(2))).toEqual({ seat: 1 });
    expect(actor(state, play('S1'))).toEqual(CONFIRM);
    const done = run(config(3), [steal(2)], state);
    expect(actor(done, steal(2))).toEqual(CONFIRM); // nothing pending any more
    expect(actor(done, deal(1))).toEqual(FREE);
  });
  it('DT-ZONES: a team member’s off-suit club is that member’s choice', () => {
    // 6 players, teams {Ann, Dee} {Bob, Eve} {Cy, Finn}. Bob leads H5, Cy throws C3.
    const state = run(config(6, 'teams'), [deal(0), ...cards('H5 C3')]);
    expect(actor(state, steal(3))).toEqual({ seat: 2 });
    // The second member of a team (Finn, team {Cy, Finn}) chooses for a club of his own.
    const finn = run(config(6, 'teams'), [deal(0), ...cards('H5 H6 H7 H8 C3')]);
    expect(finn.pending).toMatchObject({ cause: 'D-OFFSUIT', actor: 5, side: 2 });
    expect(actor(finn, steal(0))).toEqual({ seat: 5 });
  });
  it('DT-MAJORITY: a team’s Clubs majority is chosen by its first member in seating order', () => {
    // The round of scenarios/teams-six-choice.test.ts (dealer Ann, no thief): team B (Bob, Eve)
    // takes the ♣ majority at the round's end with teams A and C to rob; the engine names Bob.
    const plays = [
      'D1 D2 D15 D3 D4 D5',
      'D6 D7 D14 D8 D9 D10',
      'H1 H2 H15 H3 H4 H5',
      'H6 H7 H8 H14 H9 H10',
      'D11 H11 D13 H12 D12 H13',
      'S1 S2 S15 S3 S4 S5',
      'S6 S7 S8 S9 S14 S10',
      'C1 C15',
      'C2 C3 C4 C5',
      'C6 C7 C14',
      'C8 C9 C10',
      'S11 C11',
      'S12 C12',
      'S13 C13',
    ];
    // The steals the scenario writes after C15, C14, C11, C12 and C13: the victims' seats.
    const victims = [5, 4, 3, 2, 1];
    const cfg = config(6, 'teams');
    let state = run(cfg, [deal(0)]);
    for (const group of plays) {
      state = run(cfg, cards(group), state);
      if (state.phase === 'steal' && state.pending?.cause !== 'D-MAJORITY') {
        expect(actor(state, steal(0))).toEqual({ seat: state.pending?.actor });
        state = run(cfg, [steal(victims.shift() as number)], state);
      }
    }
    expect(victims).toEqual([]);
    expect(state.pending).toMatchObject({ cause: 'D-MAJORITY', side: 1, victims: [0, 2] });
    expect(actor(state, steal(5))).toEqual({ seat: 1 });
    const done = run(cfg, [steal(5)], state);
    expect(done.roundsDone).toBe(1);
    expect(done.zones.map((z) => [z.showroom, z.vault])).toEqual([
      [4, 4],
      [7, 1],
      [1, 2],
    ]);
  });
  it('D-A-CLUB: a steal with no choice pending names nobody', () => {
    expect(actor(initialState(config(3)), steal(1))).toEqual(CONFIRM);
    expect(actor(run(config(3), [deal(0), ...cards('H5')]), steal(1))).toEqual(CONFIRM);
  });
});

describe('never throws', () => {
  it('answers the table for values that are no Diamonds event at all', () => {
    const state = run(config(3), [deal(0), ...cards('H5')]);
    for (const raw of [null, undefined, 7, 'play', [], {}, { type: 'undo' }, { type: 'constructor' }, { type: '__proto__' }]) {
      expect(diamondsGame.actor(state.config, state, raw as unknown as DiamondsEvent)).toEqual(CONFIRM);
    }
  });
});

// ── Properties over random legal games ─────────────────────────────────────────────────────────

/**
 * The seat that must play the next card, from the rules and the state's own fields (not from
 * `RoundState.leader`, `seatAt` or `nextSeat`): D-LEAD — the first trick of a round is led left of
 * the dealer, a later one by the winner of the last trick taken; within a trick the leader is the
 * seat of its first card; D-FOLLOW — clockwise from the leader; D2-TRICK — leader and opponent
 * alternate.
 */
function seatToPlay(state: DiamondsState): number {
  const round = state.round;
  if (!round) throw new Error('no round');
  const n = state.config.players.length;
  const pos = round.trick.length;
  let leader: number;
  if (pos > 0) leader = (round.trick[0] as { seat: number }).seat;
  else if (round.plays === 0) leader = (round.dealer + 1) % n;
  else leader = (state.tricks?.head as { winner: number }).winner;
  if (n === 2) return pos % 2 === 0 ? leader : 1 - leader;
  return (leader + pos) % n;
}

/** The seat that must name the victim of the pending choice, from where the choice comes from. */
function seatToSteal(state: DiamondsState): number {
  const p = state.pending;
  const round = state.round;
  if (!p || !round) throw new Error('no choice pending');
  switch (p.cause) {
    case 'D-OFFSUIT': // the player of the off-suit club, still in the trick
      return (round.trick.find((c) => c.play === p.play) as { seat: number }).seat;
    case 'D-TAKE': // the winner of the trick just taken
      return (state.tricks?.head as { winner: number }).winner;
    case 'D-MAJORITY': {
      // The side with strictly the most Clubs won; a team acts through its first seat (DT-MAJORITY).
      const n = state.config.players.length;
      const sides = state.config.variant === 'teams' ? n / 2 : n;
      const clubs = new Array<number>(sides).fill(0);
      for (let seat = 0; seat < n; seat++) clubs[seat % sides] = (clubs[seat % sides] as number) + (round.won[seat * 4 + 3] as number);
      const most = Math.max(...clubs);
      expect(clubs.filter((c) => c === most)).toHaveLength(1);
      return clubs.indexOf(most);
    }
  }
}

describe('random legal games', () => {
  it('D-LEAD, D-FOLLOW, D2-TRICK, DT-TEAMS, DP: for every legal play the actor is the seat that had to play, the seat the engine records for the card', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, setup: [players, variant], thief }) => {
        const g = randomGame(seed, { players, variant, thief });
        let state = initialState(g.config);
        let plays = 0;
        let steals = 0;
        for (const event of g.events) {
          const who = diamondsGame.actor(g.config, state, event);
          const next = apply(state, event);
          if (!next.ok) throw new Error('the generator made an illegal event');
          if (event.type === 'play') {
            const seat = seatToPlay(state);
            expect(who).toEqual({ seat });
            // The card as the engine placed it: still in the trick, or in the trick it completed.
            const after = next.state;
            const trick = after.round?.trick.length ? after.round.trick : (after.tricks?.head.cards ?? []);
            expect(trick[trick.length - 1]?.seat).toBe(seat);
            plays++;
          } else if (event.type === 'steal') {
            // D-A-CLUB: the one who chooses; the move made names them (or the team's first seat).
            const seat = seatToSteal(state);
            expect(who).toEqual({ seat });
            const moves = toArray(next.state.moves);
            expect(moves[state.moves?.size ?? 0]).toMatchObject({ suit: 'C', actor: seat });
            steals++;
          } else {
            expect(who).toEqual(FREE);
          }
          state = next.state;
        }
        expect(plays).toBe(g.state.seating.playsPerRound * g.state.seating.rounds);
        expect(steals).toBe(g.events.filter((e) => e.type === 'steal').length);
      }),
      { numRuns: 120 },
    );
  });

  /** A raw event: mostly of the right type with any values, sometimes anything at all. */
  const rawEvent = fc.oneof(
    fc.record({ type: fc.constant('deal'), dealer: fc.integer({ min: -2, max: 8 }), pass: fc.integer({ min: -1, max: 5 }) }),
    fc.record({ type: fc.constant('play'), card: fc.oneof(fc.constantFrom('H7', 'C15', 'D1', 'S16', 'X3'), fc.string({ maxLength: 3 })) }),
    fc.record({ type: fc.constant('steal'), victim: fc.integer({ min: -2, max: 8 }) }),
    fc.record({ type: fc.constant('zones'), zones: fc.array(fc.record({ showroom: fc.nat(9), vault: fc.nat(9) }), { maxLength: 6 }) }),
    fc.record({
      type: fc.constant('check'),
      dealer: fc.integer({ min: -1, max: 7 }),
      won: fc.array(fc.array(fc.nat(15), { minLength: 4, maxLength: 4 }), { maxLength: 6 }),
      tricks: fc.array(fc.boolean(), { maxLength: 6 }),
    }),
    fc.anything(),
  );

  it('never throws on any event that parses, whatever the state, and answers a seat of the table or the table', () => {
    fc.assert(
      fc.property(gameArb, fc.nat(), fc.array(rawEvent, { minLength: 1, maxLength: 12 }), ({ seed, setup: [players, variant], thief }, cut, raws) => {
        // A state part-way through a game: mid-trick, waiting for a choice, between rounds or over.
        const g = randomGame(seed, { players, variant, thief, rounds: 1 + (seed % 2) });
        const k = cut % (g.events.length + 1);
        let state = initialState(g.config);
        for (const e of g.events.slice(0, k)) {
          const next = apply(state, e);
          if (!next.ok) throw new Error('the generator made an illegal event');
          state = next.state;
        }
        const before = JSON.stringify(state);
        for (const raw of raws) {
          const parsed = diamondsGame.parseEvent(g.config, raw);
          if (!parsed.ok) continue;
          const who = diamondsGame.actor(g.config, state, parsed.event);
          expect(diamondsGame.actor(g.config, state, parsed.event)).toEqual(who);
          if ('seat' in who) {
            expect(Number.isInteger(who.seat) && who.seat >= 0 && who.seat < players).toBe(true);
            expect(['play', 'steal']).toContain(parsed.event.type);
          } else {
            expect(['free', 'confirm']).toContain(who.table);
          }
          if (parsed.event.type === 'deal') expect(who).toEqual(FREE);
          if (parsed.event.type === 'zones' || parsed.event.type === 'check') expect(who).toEqual(CONFIRM);
          if (parsed.event.type === 'play') expect(who).toEqual(state.phase === 'play' ? { seat: seatToPlay(state) } : CONFIRM);
          if (parsed.event.type === 'steal') expect(who).toEqual(state.phase === 'steal' ? { seat: seatToSteal(state) } : CONFIRM);
        }
        // Pure: the state is left as it was.
        expect(JSON.stringify(state)).toBe(before);
      }),
      { numRuns: 150 },
    );
  });
});
