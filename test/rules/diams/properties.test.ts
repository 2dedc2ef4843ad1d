/**
 * Property tests over random valid sessions (fast-check): random players, options, a complete
 * rules card, and random legal round sheets.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayLog } from '../../../src/rules/game';
import {
  QUALITY_KEYS,
  diamsGame,
  parseRecord,
  replayDiams,
  replayOutput,
  type CardValues,
  type Collection,
  type DiamsConfig,
  type DiamsEvent,
  type Sheet,
  type ValueRow,
} from '../../../src/rules/diams';
import { rejectionText } from '../../../src/i18n/rule-messages';

const names = fc.uniqueArray(
  fc
    .oneof(fc.string({ minLength: 1, maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', '<script>x</script>', '1', '10', 'Ann', '美咲', "O'Neil"))
    .filter((s) => s.trim() !== ''),
  { minLength: 2, maxLength: 5, selector: (s) => s.trim() },
);

const values: fc.Arbitrary<CardValues> = fc
  .array(fc.nat({ max: 40 }), { minLength: 30, maxLength: 30 })
  .map((xs) => Object.fromEntries(QUALITY_KEYS.map((k, i) => [k, xs.slice(3 * i, 3 * i + 3) as ValueRow])) as CardValues);

const collection: fc.Arbitrary<Collection> = fc
  .record({ quality: fc.integer({ min: 1, max: 10 }), count: fc.integer({ min: 1, max: 5 }) })
  .chain(({ quality, count }) => fc.integer({ min: 0, max: count }).map((pure) => ({ quality, count, pure })));

const sheetArb: fc.Arbitrary<Sheet> = fc.record({
  safe: fc.uniqueArray(collection, { maxLength: 6, selector: (c) => c.quality }),
  hand: fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 6 }),
});

const session: fc.Arbitrary<{ config: DiamsConfig; events: DiamsEvent[] }> = fc
  .record({
    players: names,
    options: fc.record({
      rounds: fc.constantFrom(1 as const, 3 as const),
      handTie: fc.constantFrom('none' as const, 'all' as const),
      winBy: fc.constantFrom('chips' as const, 'points' as const),
    }),
    values,
  })
  .chain(({ players, options, values }) =>
    fc
      .array(
        fc.array(sheetArb, { minLength: players.length, maxLength: players.length }).map((sheets): DiamsEvent => ({ type: 'round', sheets })),
        { maxLength: options.rounds },
      )
      .map((events) => ({ config: { players, options, card: { values } }, events })),
  );

function play(config: DiamsConfig, events: readonly DiamsEvent[]) {
  const result = replayLog(diamsGame, config, events);
  if (!result.ok) throw new Error(rejectionText(result.rejection));
  return result.state;
}

describe('properties of random valid sessions', () => {
  it('M-ROUND-SCORE: points are never negative and add up from their line items', () => {
    fc.assert(
      fc.property(session, ({ config, events }) => {
        for (const round of play(config, events).rounds) {
          round.scores.forEach((s, seat) => {
            expect(s.points).toBeGreaterThanOrEqual(0);
            const lines = s.collections.reduce((a, c) => a + c.points, 0);
            expect(s.points).toBe(lines + s.purity.points + s.hand.points);
            expect(round.points[seat]).toBe(s.points);
          });
          // M-PURITY hands out 0, one 5, or 2 to each of several; M-HAND 0 or multiples of 3.
          const purity = round.scores.map((s) => s.purity.points).filter((p) => p > 0);
          expect(purity.length === 0 || (purity.length === 1 && purity[0] === 5) || (purity.length > 1 && purity.every((p) => p === 2))).toBe(true);
          expect(round.scores.every((s) => s.hand.points === 0 || s.hand.points === 3)).toBe(true);
        }
      }),
    );
  });

  it('M-CHIPS: chips follow the competition ranking of the round points', () => {
    fc.assert(
      fc.property(session, ({ config, events }) => {
        for (const round of play(config, events).rounds) {
          // An independent formulation: place = 1 + index of the score in the descending list.
          const sorted = [...round.points].sort((a, b) => b - a);
          const expected = round.points.map((p) => Math.max(0, 4 - sorted.indexOf(p)));
          expect(round.chips).toEqual(expected);
          const top = Math.max(...round.points);
          round.points.forEach((p, seat) => {
            if (p === top) expect(round.chips[seat]).toBe(4);
          });
          expect(round.chips.reduce((a, b) => a + b, 0)).toBe(expected.reduce((a, b) => a + b, 0));
        }
      }),
    );
  });

  it('M-WIN: a finished game has winners, all on the top total; an unfinished one has none', () => {
    fc.assert(
      fc.property(session, ({ config, events }) => {
        const summary = diamsGame.summary(play(config, events));
        const complete = events.length === config.options.rounds;
        expect(summary.status).toBe(complete ? 'finished' : 'in-progress');
        if (!complete) {
          expect(summary.winners).toEqual([]);
          return;
        }
        const top = Math.max(...summary.standings.map((s) => s.score));
        expect(summary.winners.length).toBeGreaterThan(0);
        for (const w of summary.winners) expect(summary.standings.find((s) => s.players[0] === w)?.score).toBe(top);
        // Seating order.
        expect(summary.winners).toEqual(config.players.filter((p) => summary.winners.includes(p)));
      }),
    );
  });

  it('records.md: export then import (toRecord → JSON → parseRecord) gives the same config and events', () => {
    fc.assert(
      fc.property(session, ({ config, events }) => {
        const text = JSON.stringify(diamsGame.toRecord(config, events));
        expect(diamsGame.parseRecord(JSON.parse(text))).toEqual({ ok: true, config, events });
      }),
    );
  });

  it('records.md: replaying the exported record prints what the live state shows', () => {
    fc.assert(
      fc.property(session, ({ config, events }) => {
        const state = play(config, events);
        const result = replayDiams(JSON.parse(JSON.stringify(diamsGame.toRecord(config, events))));
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(JSON.parse(JSON.stringify(result.output))).toEqual(JSON.parse(JSON.stringify(replayOutput(state))));
        const summary = diamsGame.summary(state);
        expect(result.output.winners).toEqual(summary.winners);
        expect(result.output.complete).toBe(summary.status === 'finished');
        config.players.forEach((name, seat) => {
          const total = Object.getOwnPropertyDescriptor(result.output.totals, name)?.value as { chips: number; points: number };
          expect(summary.standings[seat]?.score).toBe(config.options.winBy === 'chips' ? total.chips : total.points);
        });
      }),
    );
  });
});

describe('robustness: replay never throws', () => {
  it('format: any JSON value is an output or a format error', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const result = replayDiams(raw);
        if (!result.ok) expect(result.error.rule).toBe('format');
      }),
    );
  });

  it('format / M-CARD-VALUES: a valid record with one random part replaced never throws', () => {
    fc.assert(
      fc.property(session, fc.jsonValue(), fc.nat(), ({ config, events }, junk, pick) => {
        const record = JSON.parse(JSON.stringify(diamsGame.toRecord(config, events))) as Record<string, unknown>;
        // Collect every object/array slot of the record and overwrite one with junk.
        const slots: [Record<string, unknown> | unknown[], string | number][] = [];
        const walk = (node: unknown): void => {
          if (Array.isArray(node)) node.forEach((v, i) => (slots.push([node, i]), walk(v)));
          else if (node !== null && typeof node === 'object') {
            for (const k of Object.keys(node)) {
              slots.push([node as Record<string, unknown>, k]);
              walk((node as Record<string, unknown>)[k]);
            }
          }
        };
        walk(record);
        const slot = slots[pick % Math.max(1, slots.length)];
        if (slot) Object.defineProperty(slot[0], slot[1], { value: junk, enumerable: true, writable: true, configurable: true });
        const result = parseRecord(record);
        if (!result.ok) {
          expect(['format', 'M-CARD-VALUES']).toContain(result.error.rule);
          expect(result.error.play).toBeNull();
        }
      }),
    );
  });
});
