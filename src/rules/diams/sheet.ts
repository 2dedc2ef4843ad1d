/**
 * Round sheets (diams.md "What the app records at a real table", item 1): what a player reports
 * at the end of a round. The app validates a sheet before scoring it: qualities 1–10 (M-QUALITY),
 * collections of at most 5 (M-SECURE), at most one collection per quality (M-SECURE), and copies
 * within the deck when the rules card describes it (M-CARD-DECK).
 *
 * Sheets arrive from screens and from hand-written records alike, so they are read from
 * `unknown` and every fault is a `format` rejection with a message a player can act on.
 */
import { says, type KeyAfter, type MessageParam, type Rejection } from '../game';
import { getOwn, isIntIn, isPlainObject, kindText, show, unknownKey } from './json';
import { MAX_COLLECTION, QUALITY_KEYS, type Checked, type Collection, type RulesCard, type Sheet } from './types';

const format = (key: KeyAfter<'format.sheet.'>, params: Record<string, MessageParam>): Checked<never> => ({
  ok: false,
  rejection: { rule: 'format', text: says(`format.sheet.${key}`, params) },
});

/**
 * Reads one collection of a safe. `count` may be 1 or 2: a Safe cracker can reduce a collection
 * below 3 (M-SPECIALS), and such a collection still counts for M-PURITY.
 */
function readCollection(raw: unknown, who: string, index: number): Checked<Collection> {
  if (!isPlainObject(raw)) return format('collection', { who, index, kind: kindText(raw) });
  const extra = unknownKey(raw, ['quality', 'count', 'pure']);
  if (extra !== undefined) return format('collection-field', { who, index, field: show(extra) });
  const quality = getOwn(raw, 'quality');
  const count = getOwn(raw, 'count');
  const pure = getOwn(raw, 'pure');
  if (!isIntIn(quality, 1, 10)) return format('quality', { who, index, kind: kindText(quality) });
  if (!isIntIn(count, 1, MAX_COLLECTION)) return format('count', { who, index, quality, most: MAX_COLLECTION, kind: kindText(count) });
  if (!isIntIn(pure, 0, count)) return format('pure', { who, index, quality, count, kind: kindText(pure) });
  return { ok: true, value: { quality, count, pure } };
}

/** Reads and validates one player's sheet; `who` names the player in messages. */
export function readSheet(raw: unknown, who: string): Checked<Sheet> {
  if (!isPlainObject(raw)) return format('object', { who, kind: kindText(raw) });
  const extra = unknownKey(raw, ['safe', 'hand']);
  if (extra !== undefined) return format('field', { who, field: show(extra) });
  const rawSafe = getOwn(raw, 'safe');
  const rawHand = getOwn(raw, 'hand');
  if (!Array.isArray(rawSafe)) return format('safe', { who, kind: kindText(rawSafe) });
  const safe: Collection[] = [];
  const seen = new Set<number>();
  for (let i = 0; i < rawSafe.length; i++) {
    const read = readCollection(rawSafe[i], who, i + 1);
    if (!read.ok) return read;
    if (seen.has(read.value.quality)) {
      return format('twice', { who, quality: read.value.quality });
    }
    seen.add(read.value.quality);
    safe.push(read.value);
  }
  if (!Array.isArray(rawHand)) return format('hand', { who, kind: kindText(rawHand) });
  const hand: number[] = [];
  for (let i = 0; i < rawHand.length; i++) {
    const q: unknown = rawHand[i];
    if (!isIntIn(q, 1, 10)) {
      return format('hand-card', { who, card: i + 1, kind: kindText(q) });
    }
    hand.push(q);
  }
  return { ok: true, value: { safe, hand } };
}

/** Copies of each quality a round's sheets account for: in safes and hands, and magnified ones in safes. */
export function copiesUsed(sheets: readonly Sheet[]): { cards: number[]; pure: number[] } {
  const cards = new Array<number>(11).fill(0);
  const pure = new Array<number>(11).fill(0);
  for (const sheet of sheets) {
    for (const c of sheet.safe) {
      cards[c.quality] = (cards[c.quality] ?? 0) + c.count;
      pure[c.quality] = (pure[c.quality] ?? 0) + c.pure;
    }
    for (const q of sheet.hand) cards[q] = (cards[q] ?? 0) + 1;
  }
  return { cards, pure };
}

/**
 * M-CARD-DECK: when the rules card gives the deck, the sheets of one round (all players together)
 * may not use more copies of a quality than exist, nor more magnified ones than exist. Hands
 * report no purity, so only safes count toward the magnified copies.
 */
export function checkDeck(card: RulesCard, sheets: readonly Sheet[]): Rejection | null {
  if (!card.deck) return null;
  const used = copiesUsed(sheets);
  for (const key of QUALITY_KEYS) {
    const q = Number(key);
    const have = card.deck[key];
    const cards = used.cards[q] ?? 0;
    const pure = used.pure[q] ?? 0;
    if (cards > have.cards) {
      return {
        rule: 'M-CARD-DECK',
        text: says('M-CARD-DECK.cards', { cards, quality: q, have: have.cards }),
      };
    }
    if (pure > have.pure) {
      return {
        rule: 'M-CARD-DECK',
        text: says('M-CARD-DECK.pure', { pure, quality: q, have: have.pure }),
      };
    }
  }
  return null;
}
