/**
 * Property tests over random legal rounds (./random-round.ts): a simulated table holds the real
 * deck, hands and safes, plays random legal turns, and records only the public events. The reducer
 * must accept every event, and its public picture must match the truth: the market exactly, hand
 * sizes exactly, seen cards really in the hand, safes' counts exactly, card counts conserved when
 * the deck is given, and replaying the log gives the same states.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSheet, replayTurns, sheetDraft } from '../../../../src/rules/diams';
import { turnsHistoryText } from '../../../../src/i18n/turns-text';
import { playRound, tableArb, type Safe } from './random-round';

describe('properties of random legal rounds', () => {
  it('M-DRAW … M-CLOSING: every legal event is accepted and the public picture matches the table (market exact, hands, safes, counts conserved)', () => {
    fc.assert(
      fc.property(tableArb, (t) => {
        const table = playRound(t);
        expect(table.state.phase).toBe('over');
        expect(table.state.closing).not.toBeNull();
      }),
      { numRuns: 150 },
    );
  });

  it('replay is deterministic: the log rebuilds every intermediate state (undo = replay of a prefix)', () => {
    fc.assert(
      fc.property(tableArb, fc.nat(), (t, cut) => {
        const table = playRound(t);
        const full = replayTurns(table.config, table.events);
        expect(full).toEqual({ ok: true, state: table.state });
        const k = cut % (table.events.length + 1);
        const prefix = replayTurns(table.config, table.events.slice(0, k));
        expect(prefix.ok).toBe(true);
        if (prefix.ok) expect(prefix.state).toEqual(k === 0 ? replayTurns(table.config, []).state : table.states[k - 1]);
      }),
      { numRuns: 60 },
    );
  });

  it('the sheet draft of any finished round is a valid round sheet matching the safes; the history has one text per event', () => {
    fc.assert(
      fc.property(tableArb, (t) => {
        const table = playRound(t);
        const history = turnsHistoryText(table.config, table.events);
        expect(history.map((h) => h.index)).toEqual(table.events.map((_, i) => i));
        for (const line of history) expect(line.text).toMatch(/^[A-Z].*\((M-[A-Z-]+(, )?)+\)\.( .*)?$/);
        for (const draft of sheetDraft(table.state)) {
          const read = readSheet(draft.sheet, draft.player);
          expect(read.ok).toBe(true);
          expect(draft.handSize).toBe(table.hands[draft.seat]?.length);
          const safe = table.safes[draft.seat] as Safe;
          expect(draft.sheet.safe.map((c) => [c.quality, c.count])).toEqual(
            [...safe.entries()].map(([q, c]) => [q, c.count]).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
          );
        }
      }),
      { numRuns: 60 },
    );
  });
});
