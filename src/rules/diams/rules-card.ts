/**
 * The rules card (M-CARD-VALUES, M-CARD-DECK): the points of collections and, optionally, the
 * deck's composition. No public copy of the real card exists, so these are data the table
 * provides; code only knows the two values confirmed publicly and refuses to guess the rest.
 */
import { says, type KeyAfter, type MessageParam, type MessageText, type Rejection } from '../game';
import { getOwn, isIntIn, isPlainObject, kindText, show, unknownKey } from './json';
import {
  MAX_COLLECTION,
  PRICED_COUNTS,
  QUALITIES,
  QUALITY_KEYS,
  type CardValues,
  type Checked,
  type DeckEntry,
  type QualityKey,
  type RulesCard,
  type ValueRow,
} from './types';

/** Bound on a collection value: far above any printed card, low enough that sums stay exact. */
export const MAX_CARD_VALUE = 1_000_000;
/** Bound on the copies of one quality in a deck description (a guard against typos). */
export const MAX_DECK_COPIES = 1_000;
/** The `game` tag of a standalone rules-card file, so a table can share its card. */
export const RULES_CARD_FILE = 'diams-rules-card';

/** A malformed card, said under `format.card.<key>`, or a refusal already keyed. */
const format = (key: KeyAfter<'format.card.'>, params: Record<string, MessageParam> = {}): Rejection => ({
  rule: 'format',
  text: says(`format.card.${key}`, params),
});
const refused = <T>(rule: string, text: MessageText): Checked<T> => ({ ok: false, rejection: { rule, text } });

/**
 * The card the app ships (M-CARD-VALUES): only quality 1 × 3 = 4 and quality 2 × 3 = 5 are known
 * publicly; every other entry is null until the table fills it in from their own cards.
 */
export function publicRulesCard(): RulesCard {
  const values = {} as CardValues;
  for (const key of QUALITY_KEYS) values[key] = [null, null, null];
  values['1'] = [4, null, null];
  values['2'] = [5, null, null];
  return { values };
}

function rowOf(card: RulesCard, quality: number): ValueRow | undefined {
  return getOwn(card.values, String(quality)) as ValueRow | undefined;
}

/**
 * The points of a collection of `count` diamonds of `quality` (M-ROUND-SCORE: 2 or fewer score 0
 * and need no value), or a rejection naming the missing entry (M-CARD-VALUES) so the table knows
 * exactly which number to fill in.
 */
export function valueOf(card: RulesCard, quality: number, count: number): Checked<number> {
  if (!isIntIn(quality, 1, 10)) {
    return refused('format', says('M-QUALITY.none', { quality }));
  }
  if (!isIntIn(count, 0, MAX_COLLECTION)) {
    return refused('format', says('M-SECURE.too-big', { count, max: MAX_COLLECTION }));
  }
  if (count < 3) return { ok: true, value: 0 };
  const value = rowOf(card, quality)?.[count - 3];
  if (value === null || value === undefined) {
    return refused('M-CARD-VALUES', says('M-CARD-VALUES.missing', { count, quality }));
  }
  return { ok: true, value };
}

/**
 * M-CARD-VALUES: fills the holes of `values` with the entries `from` knows; entries already known
 * are kept, so no round already scored changes. A game that met a missing value gives the table's
 * card the number it was told, without undoing an edit the table made to its card since.
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

/** The entries still unknown, for a screen that asks the table to fill the card in. */
export function missingValues(card: RulesCard): { quality: number; count: number }[] {
  const missing: { quality: number; count: number }[] = [];
  for (const quality of QUALITIES) {
    for (const count of PRICED_COUNTS) {
      if (rowOf(card, quality)?.[count - 3] == null) missing.push({ quality, count });
    }
  }
  return missing;
}

/** A copy of the card with one entry edited (null clears it); the card itself is never mutated. */
export function withValue(card: RulesCard, quality: number, count: number, value: number | null): Checked<RulesCard> {
  if (!isIntIn(quality, 1, 10) || !isIntIn(count, 3, 5)) {
    return refused('format', says('M-CARD-VALUES.priced', { count, quality }));
  }
  if (value !== null && !isIntIn(value, 0, MAX_CARD_VALUE)) {
    return refused('format', says('M-CARD-VALUES.value', { max: MAX_CARD_VALUE, value: String(value) }));
  }
  const values = copyValues(card.values);
  const key = String(quality) as QualityKey;
  const row: ValueRow = [...values[key]];
  row[count - 3] = value;
  values[key] = row;
  return { ok: true, value: card.deck ? { values, deck: copyDeck(card.deck) } : { values } };
}

function copyValues(values: CardValues): CardValues {
  const out = {} as CardValues;
  for (const key of QUALITY_KEYS) out[key] = [...values[key]];
  return out;
}

function copyDeck(deck: Record<QualityKey, DeckEntry>): Record<QualityKey, DeckEntry> {
  const out = {} as Record<QualityKey, DeckEntry>;
  for (const key of QUALITY_KEYS) out[key] = { cards: deck[key].cards, pure: deck[key].pure };
  return out;
}

/** A deep copy of a card, so an exported file or record never shares arrays with the live state. */
export function copyCard(card: RulesCard): RulesCard {
  return card.deck ? { values: copyValues(card.values), deck: copyDeck(card.deck) } : { values: copyValues(card.values) };
}

/**
 * Reads the `values` of a record or rules-card file: all ten qualities, each with exactly three
 * entries (3, 4, 5 diamonds), each a whole number ≥ 0 or null (unknown yet). Anything else is a
 * malformed card (`format`); a null is only a fault once a collection needs it (M-CARD-VALUES).
 */
export function readValues(raw: unknown): Checked<CardValues> {
  const fail = (key: KeyAfter<'format.card.'>, params: Record<string, MessageParam> = {}): Checked<CardValues> => ({
    ok: false,
    rejection: format(key, params),
  });
  if (!isPlainObject(raw)) return fail('values', { kind: kindText(raw) });
  const extra = unknownKey(raw, QUALITY_KEYS);
  if (extra !== undefined) return fail('values-entry', { entry: show(extra) });
  const values = {} as CardValues;
  for (const key of QUALITY_KEYS) {
    const row = getOwn(raw, key);
    if (row === undefined) return fail('values-missing', { quality: Number(key) });
    if (!Array.isArray(row)) return fail('values-row', { quality: Number(key), kind: kindText(row) });
    if (row.length !== 3) return fail('values-row-length', { quality: Number(key), length: row.length });
    const out: (number | null)[] = [];
    for (let i = 0; i < 3; i++) {
      const v: unknown = row[i];
      if (v !== null && !isIntIn(v, 0, MAX_CARD_VALUE)) {
        return fail('values-value', { count: i + 3, quality: Number(key), most: MAX_CARD_VALUE, kind: kindText(v) });
      }
      out.push(v);
    }
    values[key] = out as ValueRow;
  }
  return { ok: true, value: values };
}

/** Reads an optional deck description (M-CARD-DECK): for all ten qualities, `{cards, pure}` with pure ≤ cards. */
export function readDeck(raw: unknown): Checked<Record<QualityKey, DeckEntry>> {
  const fail = (key: KeyAfter<'format.card.'>, params: Record<string, MessageParam> = {}): Checked<Record<QualityKey, DeckEntry>> => ({
    ok: false,
    rejection: format(key, params),
  });
  if (!isPlainObject(raw)) return fail('deck', { kind: kindText(raw) });
  const extra = unknownKey(raw, QUALITY_KEYS);
  if (extra !== undefined) return fail('deck-entry', { entry: show(extra) });
  const deck = {} as Record<QualityKey, DeckEntry>;
  for (const key of QUALITY_KEYS) {
    const entry = getOwn(raw, key);
    const quality = Number(key);
    if (!isPlainObject(entry)) return fail('deck-quality', { quality, kind: kindText(entry) });
    const extraField = unknownKey(entry, ['cards', 'pure']);
    if (extraField !== undefined) return fail('deck-field', { quality, field: show(extraField) });
    const cards = getOwn(entry, 'cards');
    const pure = getOwn(entry, 'pure');
    if (!isIntIn(cards, 0, MAX_DECK_COPIES)) return fail('deck-cards', { quality, most: MAX_DECK_COPIES, kind: kindText(cards) });
    if (!isIntIn(pure, 0, cards)) return fail('deck-pure', { quality, cards, kind: kindText(pure) });
    deck[key] = { cards, pure };
  }
  return { ok: true, value: deck };
}

/** The shareable file of a rules card: `{"game": "diams-rules-card", "values": {...}, "deck"?: {...}}`. */
export interface RulesCardFile {
  game: typeof RULES_CARD_FILE;
  values: CardValues;
  deck?: Record<QualityKey, DeckEntry>;
}

export function rulesCardToFile(card: RulesCard): RulesCardFile {
  const copy = copyCard(card);
  return copy.deck ? { game: RULES_CARD_FILE, values: copy.values, deck: copy.deck } : { game: RULES_CARD_FILE, values: copy.values };
}

/** Reads a rules-card file completely; never throws, every fault is a `format` rejection. */
export function parseRulesCardFile(raw: unknown): Checked<RulesCard> {
  if (!isPlainObject(raw)) {
    return refused('format', says('format.card-file.object', { kind: kindText(raw) }));
  }
  const game = getOwn(raw, 'game');
  if (game !== RULES_CARD_FILE) {
    return refused('format', says('format.card-file.game', { game: RULES_CARD_FILE, kind: kindText(game) }));
  }
  const extra = unknownKey(raw, ['game', 'values', 'deck']);
  if (extra !== undefined) {
    return refused('format', says('format.card-file.field', { field: show(extra) }));
  }
  const values = readValues(getOwn(raw, 'values'));
  if (!values.ok) return values;
  if (!hasDeck(raw)) return { ok: true, value: { values: values.value } };
  const deck = readDeck(getOwn(raw, 'deck'));
  if (!deck.ok) return deck;
  return { ok: true, value: { values: values.value, deck: deck.value } };
}

function hasDeck(raw: Record<string, unknown>): boolean {
  return getOwn(raw, 'deck') !== undefined;
}
