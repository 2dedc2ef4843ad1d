/**
 * The house rules card as the screens use it: the deck once complete, and the card a new game
 * copies. The card itself is stored by the store's house-card verbs (loadHouseCard, editHouseCard).
 */
import { QUALITY_KEYS, type DeckEntry, type QualityKey, type RulesCard } from '../../../rules/diams/index';
import { emptyDeck, type DeckDraft, type HouseCard } from '../../../store/house-card';

/** The deck as the rules module checks it (M-CARD-DECK), or undefined while any count is missing or wrong. */
export function completeDeck(deck: DeckDraft): Record<QualityKey, DeckEntry> | undefined {
  const out = {} as Record<QualityKey, DeckEntry>;
  for (const key of QUALITY_KEYS) {
    const { cards, pure } = deck[key];
    if (cards === null || pure === null || pure > cards) return undefined;
    out[key] = { cards, pure };
  }
  return out;
}

/** The card a new game copies and a file shares: the values, and the deck once it is complete. */
export function effectiveCard(table: Pick<HouseCard, 'values' | 'deck'>): RulesCard {
  const deck = completeDeck(table.deck);
  return deck ? { values: table.values, deck } : { values: table.values };
}

/** A complete deck as a draft (an imported card's deck). */
export function deckToDraft(deck: Record<QualityKey, DeckEntry>): DeckDraft {
  const out = emptyDeck();
  for (const key of QUALITY_KEYS) out[key] = { cards: deck[key].cards, pure: deck[key].pure };
  return out;
}
