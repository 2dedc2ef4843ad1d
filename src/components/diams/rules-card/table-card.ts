/**
 * The table's own rules card (M-CARD-VALUES, M-CARD-DECK), kept on the device in the settings
 * table: the values under the reserved key `diamsRulesCard`, the optional deck counts under
 * `diamsDeck`. New games copy it; the editor, the new-game form and a game that meets a missing
 * value all read and write it through here.
 *
 * Deck counts may be half filled in while the table copies them from the box, so they are kept
 * as a draft of nullable numbers; the deck check is on only once all ten qualities are complete.
 */
import {
  QUALITY_KEYS,
  publicRulesCard,
  readValues,
  type CardValues,
  type DeckEntry,
  type QualityKey,
  type RulesCard,
} from '../../../rules/diams/index.js';
import { getSetting, setSetting, type LedgerDb } from '../../../store/index.js';

/** One quality of the deck as typed so far: null where the table has not given the number yet. */
export interface DeckDraftEntry {
  cards: number | null;
  pure: number | null;
}
export type DeckDraft = Record<QualityKey, DeckDraftEntry>;

declare module '../../../store/settings.js' {
  interface SettingValues {
    /** The deck counts of the Diam's rules card (M-CARD-DECK), as typed so far. */
    diamsDeck: Record<string, DeckDraftEntry>;
  }
}

export interface TableCard {
  values: CardValues;
  deck: DeckDraft;
  /** True when what was stored could not be read: the public card is shown instead. */
  damaged: boolean;
}

export function emptyDeck(): DeckDraft {
  const deck = {} as DeckDraft;
  for (const key of QUALITY_KEYS) deck[key] = { cards: null, pure: null };
  return deck;
}

const count = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null);

/** Reads a stored deck draft leniently: a number that is not a count is treated as not given. */
function readDeckDraft(raw: unknown): DeckDraft {
  const deck = emptyDeck();
  if (typeof raw !== 'object' || raw === null) return deck;
  for (const key of QUALITY_KEYS) {
    const entry: unknown = Object.hasOwn(raw, key) ? (raw as Record<string, unknown>)[key] : undefined;
    if (typeof entry === 'object' && entry !== null) {
      const e = entry as Record<string, unknown>;
      deck[key] = { cards: count(e['cards']), pure: count(e['pure']) };
    }
  }
  return deck;
}

/** The stored card, or the public one (only the two known values) when none was ever stored. */
export async function loadTableCard(db: LedgerDb): Promise<TableCard> {
  const [rawValues, rawDeck] = await Promise.all([getSetting(db, 'diamsRulesCard'), getSetting(db, 'diamsDeck')]);
  const deck = readDeckDraft(rawDeck);
  if (rawValues === undefined) return { values: publicRulesCard().values, deck, damaged: false };
  const values = readValues(rawValues);
  return values.ok ? { values: values.value, deck, damaged: false } : { values: publicRulesCard().values, deck, damaged: true };
}

/**
 * Changes the stored card in one read-write transaction, so two quick edits (two cells, two tabs)
 * never overwrite each other with a stale copy.
 */
export function editTableCard(db: LedgerDb, change: (card: TableCard) => { values: CardValues; deck: DeckDraft }): Promise<void> {
  return db.transaction('rw', db.settings, async () => {
    const next = change(await loadTableCard(db));
    await setSetting(db, 'diamsRulesCard', next.values);
    await setSetting(db, 'diamsDeck', next.deck);
  });
}

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
export function effectiveCard(table: Pick<TableCard, 'values' | 'deck'>): RulesCard {
  const deck = completeDeck(table.deck);
  return deck ? { values: table.values, deck } : { values: table.values };
}

/** A complete deck as a draft (an imported card's deck). */
export function deckToDraft(deck: Record<QualityKey, DeckEntry>): DeckDraft {
  const out = emptyDeck();
  for (const key of QUALITY_KEYS) out[key] = { cards: deck[key].cards, pure: deck[key].pure };
  return out;
}

/**
 * Fills the holes of `values` with the entries `from` knows; entries already known are kept. A game
 * that met a missing value gives the table's card the number it was told, without undoing an edit
 * the table made to its card since the game started.
 */
export function fillHoles(values: CardValues, from: CardValues): CardValues {
  const out = {} as CardValues;
  for (const key of QUALITY_KEYS) {
    const row = values[key];
    const src = from[key];
    out[key] = [row[0] ?? src[0], row[1] ?? src[1], row[2] ?? src[2]];
  }
  return out;
}
