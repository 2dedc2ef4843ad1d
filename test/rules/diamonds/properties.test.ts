/**
 * Property tests over random legal games (test/support/random-diamonds.ts): players deal at
 * random, follow suit when they can and choose Clubs victims at random.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diamondsGame, readDiamondsRecord, replayDiamonds, standings, toArray } from '../../../src/rules/diamonds/index';
import { randomGame } from '../../support/random-diamonds';
import { gameArb } from '../../support/diamonds-arbitrary';

const RUNS = { numRuns: 150 };

describe('random legal games', () => {
  it('D-DECK: every card is played at most once per round, and a whole round plays every hand', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, setup: [players, variant], thief }) => {
        const g = randomGame(seed, { players, variant, thief });
        for (const round of g.record.rounds as { plays: string[] }[]) {
          const codes = round.plays.map((p) => p.split('>')[0]);
          expect(new Set(codes).size).toBe(codes.length);
          expect(codes.length).toBe(g.state.seating.playsPerRound);
        }
      }),
      RUNS,
    );
  });

  it('D-SETUP, D-CRYSTALS: diamonds in play = 3 per side + supply actions taken', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, setup: [players, variant], thief }) => {
        const g = randomGame(seed, { players, variant, thief });
        const moves = toArray(g.state.moves);
        // Only ♦ and ♥ bring diamonds from the supply; ♠ and ♣ move them between zones.
        const fromSupply = moves.filter((m) => m.amount === 1 && (m.suit === 'D' || m.suit === 'H')).length;
        const inPlay = g.state.zones.reduce((sum, z) => sum + z.showroom + z.vault, 0);
        expect(inPlay).toBe(3 * g.state.zones.length + fromSupply);
        for (const z of g.state.zones) {
          expect(z.showroom).toBeGreaterThanOrEqual(0);
          expect(z.vault).toBeGreaterThanOrEqual(0);
        }
      }),
      RUNS,
    );
  });

  it('D-SCORE: score = Showroom + 2 × Vault for every side', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, setup: [players, variant], thief }) => {
        const g = randomGame(seed, { players, variant, thief });
        for (const s of standings(g.state)) expect(s.score).toBe(s.showroom + 2 * s.vault);
        const out = replayDiamonds(g.record);
        expect(out.ok && out.output.complete).toBe(true);
        if (out.ok) expect(out.output.winners.length).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it('exporting then importing a record gives the same events and result', () => {
    fc.assert(
      fc.property(gameArb, fc.integer({ min: 0, max: 60 }), ({ seed, setup: [players, variant], thief }, stop) => {
        // Also games stopped part-way through a round.
        const g = randomGame(seed, { players, variant, thief, rounds: 1 + (seed % 3), stopAfterPlays: stop });
        const parsed = diamondsGame.parseRecord(JSON.parse(JSON.stringify(g.record)));
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(parsed.config).toEqual(g.config);
        expect(parsed.events).toEqual(g.events);
        const read = readDiamondsRecord(g.record);
        expect(read.ok && standings(read.state)).toEqual(standings(g.state));
      }),
      RUNS,
    );
  });

  it('D-FOLLOW: a revoke is rejected at the play that proves it, reported where it happened', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, setup: [players, variant], thief }) => {
        const g = randomGame(seed, { players, variant, thief, revokeFromRound: 1 });
        fc.pre(g.revoke !== null);
        const r = replayDiamonds(g.record);
        expect(r.ok).toBe(false);
        if (r.ok) return;
        expect(r.error).toMatchObject({ rule: 'D-FOLLOW', round: g.revoke?.round, play: g.revoke?.play });
        // Proven at the last card and not before: without it the record is legal.
        const rounds = g.record.rounds as { plays: string[] }[];
        rounds[rounds.length - 1]?.plays.pop();
        expect(replayDiamonds(g.record).ok).toBe(true);
      }),
      RUNS,
    );
  });

  it('any single change that makes a play illegal is rejected with its rule', () => {
    const changes = ['duplicate', 'out-of-deck', 'extra', 'pass', 'dealer', 'victim'] as const;
    fc.assert(
      fc.property(gameArb, fc.constantFrom(...changes), fc.nat(), ({ seed, setup: [players, variant], thief }, change, at) => {
        const g = randomGame(seed, { players, variant, thief });
        const rounds = g.record.rounds as { dealer?: string; pass: number; plays: string[]; endSteal?: string }[];
        const ri = at % rounds.length;
        const round = rounds[ri] as (typeof rounds)[number];
        const pi = 1 + (at % (round.plays.length - 1));
        let rule: string;
        switch (change) {
          case 'duplicate': // a card played earlier in the round, played again
            round.plays[pi] = (round.plays[pi - 1] as string).split('>')[0] as string;
            rule = 'D-DECK';
            break;
          case 'out-of-deck':
            round.plays[pi] = variant === 'perfect' && players < 5 ? 'H15' : 'H16';
            rule = variant === 'perfect' && players < 5 ? 'D-DECK' : 'format';
            break;
          case 'extra':
            round.plays.push(round.plays[0]?.split('>')[0] as string);
            rule = 'D-ROUND-END';
            break;
          case 'pass':
            round.pass = at % 2 === 0 ? 0 : 4;
            rule = 'D-PASS';
            break;
          case 'dealer':
            round.dealer = g.config.players[(g.config.players.indexOf(round.dealer as string) + 1) % players];
            rule = ri === 0 ? 'none' : 'D-DEALER';
            break;
          case 'victim': {
            // Name the actor's own side as the victim on a card that robs somebody.
            const idx = round.plays.findIndex((p) => p.includes('>'));
            fc.pre(idx >= 0);
            round.plays[idx] = `${(round.plays[idx] as string).split('>')[0]}>${g.config.players[seatOfPlay(g, ri, idx)]}`;
            rule = 'D-A-CLUB';
            break;
          }
        }
        const r = replayDiamonds(g.record);
        if (rule === 'none') return; // the first dealer may be anyone
        expect(r.ok).toBe(false);
        if (!r.ok) {
          expect(r.error.rule).toBe(rule);
          expect(r.error.round).toBe(ri + 1);
        }
      }),
      RUNS,
    );
  });
});

/** The seat that played play `idx` of round `ri` (from the engine's trick log). */
function seatOfPlay(g: ReturnType<typeof randomGame>, ri: number, idx: number): number {
  for (const t of toArray(g.state.tricks)) {
    if (t.round !== ri + 1) continue;
    const c = t.cards.find((x) => x.play === idx + 1);
    if (c) return c.seat;
  }
  throw new Error('play not found');
}
