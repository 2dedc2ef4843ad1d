import { describe, expect, it } from 'vitest';
import {
  MAX_CARD_VALUE,
  QUALITY_KEYS,
  RULES_CARD_FILE,
  missingValues,
  parseRulesCardFile,
  publicRulesCard,
  rulesCardToFile,
  valueOf,
  withValue,
  type DeckEntry,
  type QualityKey,
} from '../../../src/rules/diams';
import { simpleCard } from './fixtures';
import { rejectionText } from '../../../src/i18n/rule-messages';

describe('M-CARD-VALUES: the rules card the app ships', () => {
  it('M-CARD-VALUES: knows only quality 1 × 3 = 4 and quality 2 × 3 = 5', () => {
    const card = publicRulesCard();
    expect(valueOf(card, 1, 3)).toEqual({ ok: true, value: 4 });
    expect(valueOf(card, 2, 3)).toEqual({ ok: true, value: 5 });
    // 10 qualities × 3 sizes = 30 entries, 2 known: 28 for the table to fill in.
    expect(missingValues(card)).toHaveLength(28);
    expect(missingValues(card)[0]).toEqual({ quality: 1, count: 4 });
  });

  it('M-CARD-VALUES: refuses to guess an unknown value and names the missing entry', () => {
    const result = valueOf(publicRulesCard(), 7, 4);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.rejection.rule).toBe('M-CARD-VALUES');
    expect(rejectionText(result.rejection)).toContain('4 diamonds of quality 7');
    expect(rejectionText(result.rejection)).toContain('fill it in on the rules card');
  });

  it('M-ROUND-SCORE: collections of 2 or fewer score 0 and need no value', () => {
    const card = publicRulesCard();
    expect(valueOf(card, 7, 1)).toEqual({ ok: true, value: 0 });
    expect(valueOf(card, 7, 2)).toEqual({ ok: true, value: 0 });
  });

  it('M-CARD-VALUES: reads the column of 3, 4 and 5 diamonds', () => {
    // simpleCard: quality q is worth [q, q + 10, q + 20].
    const card = simpleCard();
    expect(valueOf(card, 6, 3)).toEqual({ ok: true, value: 6 });
    expect(valueOf(card, 6, 4)).toEqual({ ok: true, value: 16 });
    expect(valueOf(card, 6, 5)).toEqual({ ok: true, value: 26 });
  });

  it('M-QUALITY / M-SECURE: a quality outside 1–10 or a size above 5 is a format fault, not a missing value', () => {
    expect(valueOf(simpleCard(), 11, 3)).toMatchObject({ ok: false, rejection: { rule: 'format' } });
    expect(valueOf(simpleCard(), 3, 6)).toMatchObject({ ok: false, rejection: { rule: 'format' } });
  });

  it('M-CARD-VALUES: editing an entry returns a new card and leaves the old one untouched', () => {
    const card = publicRulesCard();
    const edited = withValue(card, 7, 3, 14);
    expect(edited.ok).toBe(true);
    if (!edited.ok) return;
    expect(valueOf(edited.value, 7, 3)).toEqual({ ok: true, value: 14 });
    expect(valueOf(card, 7, 3).ok).toBe(false);
    expect(missingValues(edited.value)).toHaveLength(27);
    const cleared = withValue(edited.value, 1, 3, null);
    expect(cleared.ok && missingValues(cleared.value)).toHaveLength(28);
    expect(withValue(card, 7, 2, 3).ok).toBe(false);
    expect(withValue(card, 7, 3, -1).ok).toBe(false);
    expect(withValue(card, 7, 3, 1.5).ok).toBe(false);
  });
});

describe('M-CARD-VALUES / M-CARD-DECK: the shareable rules-card file', () => {
  const deck = (): Record<QualityKey, DeckEntry> => {
    const d = {} as Record<QualityKey, DeckEntry>;
    for (const key of QUALITY_KEYS) d[key] = { cards: 9, pure: 2 };
    return d;
  };

  it('M-CARD-VALUES: export then import gives the same card, through JSON text', () => {
    const card = publicRulesCard();
    const file = rulesCardToFile(card);
    expect(file.game).toBe(RULES_CARD_FILE);
    expect(parseRulesCardFile(JSON.parse(JSON.stringify(file)))).toEqual({ ok: true, value: card });
  });

  it('M-CARD-DECK: the deck travels with the file', () => {
    const card = { ...simpleCard(), deck: deck() };
    expect(parseRulesCardFile(JSON.parse(JSON.stringify(rulesCardToFile(card))))).toEqual({ ok: true, value: card });
  });

  it('M-CARD-VALUES: the exported file does not share arrays with the card', () => {
    const card = simpleCard();
    const file = rulesCardToFile(card);
    file.values['3'][0] = 99;
    expect(card.values['3'][0]).toBe(3);
  });

  const good = () => JSON.parse(JSON.stringify(rulesCardToFile(simpleCard()))) as Record<string, unknown> & { values: Record<string, unknown> };
  const broken: [string, (f: ReturnType<typeof good>) => unknown][] = [
    ['not an object', () => [1, 2]],
    ['null', () => null],
    ['the wrong game tag', (f) => ({ ...f, game: 'diams' })],
    ['an unknown field', (f) => ({ ...f, author: 'me' })],
    ['no values', (f) => ({ game: f.game })],
    [
      'a missing quality',
      (f) => {
        delete f.values['10'];
        return f;
      },
    ],
    [
      'an eleventh quality',
      (f) => {
        f.values['11'] = [1, 2, 3];
        return f;
      },
    ],
    [
      'a row of two entries',
      (f) => {
        f.values['4'] = [1, 2];
        return f;
      },
    ],
    [
      'a negative value',
      (f) => {
        f.values['4'] = [1, -2, 3];
        return f;
      },
    ],
    [
      'a fractional value',
      (f) => {
        f.values['4'] = [1, 2.5, 3];
        return f;
      },
    ],
    [
      'a value as text',
      (f) => {
        f.values['4'] = [1, '2', 3];
        return f;
      },
    ],
    [
      'a huge value',
      (f) => {
        f.values['4'] = [1, MAX_CARD_VALUE + 1, 3];
        return f;
      },
    ],
    ['a deck that is a list', (f) => ({ ...f, deck: [] })],
    ['a deck with more magnifiers than cards', (f) => ({ ...f, deck: { ...deck(), '5': { cards: 2, pure: 3 } } })],
    ['a deck entry with an unknown field', (f) => ({ ...f, deck: { ...deck(), '5': { cards: 2, pure: 1, x: 0 } } })],
  ];
  for (const [what, make] of broken) {
    it(`M-CARD-VALUES: a file with ${what} is a format fault, never an exception`, () => {
      const result = parseRulesCardFile(make(good()));
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.rejection.rule).toBe('format');
        expect(rejectionText(result.rejection).length).toBeGreaterThan(10);
      }
    });
  }
});
