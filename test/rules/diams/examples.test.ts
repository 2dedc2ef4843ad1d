/**
 * The shared examples of examples (diams-*.json): replay must print the fixed fields of
 * each `.expected.json` exactly, and exit with its status (0: an output, 1: an error).
 */
import { describe, expect, it } from 'vitest';
import { replayDiams } from '../../../src/rules/diams';
import { diamsExamples, readExample } from './fixtures';
import { rejectionText } from '../../../src/i18n/rule-messages';

interface Expected {
  exit: 0 | 1;
  output: Record<string, unknown>;
}

/** Keeps only the keys the expected object fixes (an implementation prints more). */
function pick(actual: Record<string, unknown>, fixed: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(fixed).map((k) => [k, actual[k]]));
}

describe("records.md: the shared Diam's examples replay as expected", () => {
  const names = diamsExamples();

  it('finds the two examples the brief names', () => {
    expect(names).toEqual(expect.arrayContaining(['diams-4p', 'diams-3p-missing-value']));
  });

  for (const name of names) {
    it(`${name}: replay output matches ${name}.expected.json`, () => {
      const expected = readExample(`${name}.expected.json`) as Expected;
      const result = replayDiams(readExample(`${name}.json`));
      if (expected.exit === 0) {
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        // Through JSON text, as the replay command prints it.
        const printed = JSON.parse(JSON.stringify(result.output)) as Record<string, unknown>;
        expect(pick(printed, expected.output)).toEqual(expected.output);
      } else {
        expect(result.ok).toBe(false);
        if (result.ok) return;
        const fixed = expected.output['error'] as Record<string, unknown>;
        expect(pick({ ...result.error }, fixed)).toEqual(fixed);
      }
    });
  }

  it('diams-4p (M-WIN): Hana wins with 9 chips; Bob and Lou tie on 8 behind her', () => {
    const result = replayDiams(readExample('diams-4p.json'));
    expect(result.ok && result.output.decision).toMatchObject({ how: 'alone', tied: ['Hana'] });
  });

  it("diams-4p round 1 (M-PURITY): Lou's magnifiers in collections of 2 count, 5 against Hana's 4", () => {
    const result = replayDiams(readExample('diams-4p.json'));
    if (!result.ok) throw new Error(rejectionText(result.error));
    const round1 = result.output.details[0];
    expect(round1?.['Lou']?.purity).toMatchObject({ pure: 5, points: 5 });
    expect(round1?.['Hana']?.purity).toMatchObject({ pure: 4, points: 0 });
  });
});
