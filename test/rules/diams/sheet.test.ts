import { describe, expect, it } from 'vitest';
import { checkDeck, copiesUsed, readSheet, type DeckEntry, type QualityKey, QUALITY_KEYS } from '../../../src/rules/diams';
import { sheet, simpleCard } from './fixtures';
import { rejectionText } from '../../../src/i18n/rule-messages';

describe('round sheets (diams.md "What the app records", item 1)', () => {
  it('reads a valid sheet into a fresh copy', () => {
    const raw = {
      safe: [
        { quality: 7, count: 3, pure: 1 },
        { quality: 2, count: 1, pure: 0 },
      ],
      hand: [3, 9],
    };
    const read = readSheet(raw, 'Ann');
    expect(read).toEqual({ ok: true, value: raw });
    expect(read.ok && read.value.safe[0]).not.toBe(raw.safe[0]);
  });

  it('M-SECURE: a collection of 5 is the largest; pure may equal count', () => {
    expect(readSheet({ safe: [{ quality: 10, count: 5, pure: 5 }], hand: [] }, 'Ann').ok).toBe(true);
    expect(readSheet({ safe: [{ quality: 10, count: 6, pure: 0 }], hand: [] }, 'Ann')).toMatchObject({ ok: false, rejection: { rule: 'format' } });
  });

  it('M-QUALITY: the message names the player, the collection and the rule', () => {
    const read = readSheet(
      {
        safe: [
          { quality: 3, count: 3, pure: 0 },
          { quality: 12, count: 3, pure: 0 },
        ],
        hand: [],
      },
      'Bob',
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(rejectionText(read.rejection)).toContain("Bob's safe, collection 2");
    expect(rejectionText(read.rejection)).toContain('M-QUALITY');
  });
});

describe('M-CARD-DECK: copies across all players of a round', () => {
  it('M-CARD-DECK: counts safes and hands of every player, magnifiers only in safes', () => {
    // Quality 5: Ann 4 in safe (1 magnified) + 1 in hand, Bob 2 in hand → 7 copies, 1 magnified.
    const used = copiesUsed([sheet([[5, 4, 1]], [5]), sheet([], [5, 5])]);
    expect(used.cards[5]).toBe(7);
    expect(used.pure[5]).toBe(1);
  });

  it('M-CARD-DECK: the first quality over its copies is named', () => {
    const deck = {} as Record<QualityKey, DeckEntry>;
    for (const key of QUALITY_KEYS) deck[key] = { cards: 7, pure: 1 };
    const card = { ...simpleCard(), deck };
    expect(checkDeck(card, [sheet([[5, 4, 1]], [5]), sheet([], [5, 5])])).toBeNull();
    // One more copy of quality 5 in Bob's hand: 8 > 7.
    expect(checkDeck(card, [sheet([[5, 4, 1]], [5]), sheet([], [5, 5, 5])])).toMatchObject({ rule: 'M-CARD-DECK' });
    // Magnifiers: Ann 1 + Bob 1 of quality 2 = 2 > 1.
    expect(rejectionText(checkDeck(card, [sheet([[2, 3, 1]]), sheet([[2, 3, 1]])])!)).toContain('quality 2');
  });
});
