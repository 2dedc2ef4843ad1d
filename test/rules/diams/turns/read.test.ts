/** Malformed events (backups are untrusted): `format` rejections, never an exception. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTurnStep, readTurnStep, type TurnStep } from '../../../../src/rules/diams';
import { START, cfg, d, ev, run } from './fixtures';
import { rejectionText } from '../../../../src/i18n/rule-messages';

const bad = (raw: unknown): TurnStep => raw as TurnStep;

describe('format', () => {
  it('format: an event must be an object with a known type', () => {
    for (const raw of [null, 3, 'draw', [], { type: 'shuffle' }, { kind: 'hand' }]) {
      const r = readTurnStep(raw, 3);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.rejection.rule).toBe('format');
    }
  });

  it('format: a diamond is a quality 1–10 with an optional true/false magnifier', () => {
    const s = run(cfg(), START);
    for (const card of [{ quality: 0 }, { quality: 11 }, { quality: 4.5 }, { quality: 4, pure: 'yes' }, { quality: 4, colour: 'red' }]) {
      const r = applyTurnStep(s, bad({ type: 'draw', kind: 'market', cards: [card, d(1)] }));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.rejection.rule).toBe('format');
    }
  });

  it('format: an absent magnifier means none (face-up cards show it)', () => {
    const r = readTurnStep({ type: 'draw', kind: 'market', cards: [{ quality: 4 }, { quality: 5, pure: true }] }, 3);
    expect(r).toEqual({ ok: true, value: ev.market(d(4), d(5, true)) });
  });

  it('format: unknown fields are refused', () => {
    const r = readTurnStep({ type: 'pass', seat: 1 }, 3);
    expect(r.ok).toBe(false);
  });

  it('format: a compulsory sale lists one entry per seat', () => {
    const r = readTurnStep({ type: 'special', special: 'safe-cracker', power: 'compulsory-sale', put: { quality: 4 }, sold: [[], []] }, 3);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(rejectionText(r.rejection)).toMatch(/seat by seat/);
  });

  it('format: any input at all is answered without throwing', () => {
    const s = run(cfg(), [...START, ev.hand]);
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const r = applyTurnStep(s, raw as TurnStep);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});
