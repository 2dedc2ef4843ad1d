/**
 * The words of Diam's turn by turn, in the current language, each said once: the refusals
 * (turns-messages.ts), the reasons (turns-text.ts) and the market screens all build on these.
 * Cards arrive as diamonds, or as the codes of the rules' messages ("8", "8+": `diamondCode`).
 * English writes small counts as words ("three cards", "an 8 with the magnifier"), other
 * languages in digits ("3枚", "8（虫眼鏡）"): that is the English source of the messages here.
 */
import { msg, str } from '@lit/localize';
import { fromDiamondCode, sorted } from '../rules/diams/turns/cards';
import type { Diamond, SpecialName } from '../rules/diams/index';
import { list, num, text, type SaidParams } from './catalog';
import { formatList, formatNumber, plural } from './format';
import { getLocale } from './localization';

const EN_COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/**
 * A count inside a sentence: English writes small counts as words ("three cards", "no cards";
 * "none" where "no" would not read: "not none"), other languages in digits.
 */
export function formatCount(n: number, zero: 'no' | 'none' = 'no'): string {
  if (getLocale() !== 'en') return formatNumber(n);
  if (n === 0) return zero;
  return EN_COUNT_WORDS[n] ?? String(n);
}

/** "4", "4 (magnifier)": one diamond card. */
export function cardText(d: Diamond): string {
  const q = d.quality;
  return d.pure ? msg(str`${q} (magnifier)`, { id: 'market.card.pure' }) : String(q);
}

/** "4", "4 with the magnifier": a card by name, as a screen reader says it and a sentence names it. */
export function cardName(d: Diamond): string {
  const q = d.quality;
  return d.pure ? msg(str`${q} with the magnifier`, { id: 'market.card.name.pure' }) : String(q);
}

/** "4, 4 (magnifier) and 7", "nothing". */
export function cardsText(cards: readonly Diamond[]): string {
  if (cards.length === 0) return msg('nothing', { id: 'market.nothing' });
  return formatList(sorted(cards).map(cardText));
}

/** English's article before a number ("an 8", "an 11", "an 18"). */
const AN = new Set([8, 11, 18]);

/** "a 4", "an 8 with the magnifier" in English; the card elsewhere. */
export function aCard(d: Diamond): string {
  const q = d.quality;
  if (AN.has(q)) return d.pure ? msg(str`an ${q} with the magnifier`, { id: 'market.a-card.an.pure' }) : msg(str`an ${q}`, { id: 'market.a-card.an' });
  return d.pure ? msg(str`a ${q} with the magnifier`, { id: 'market.a-card.pure' }) : msg(str`a ${q}`, { id: 'market.a-card' });
}

/** The codes of a message's parameters ("8+") as cards. */
export const fromCodes = (codes: readonly string[]): Diamond[] => codes.map(fromDiamondCode);

/** "three 4s", "one 4": a number of diamonds of one quality. */
export function countOf(count: number, q: number): string {
  const n = formatCount(count);
  return plural(count, {
    one: () => msg(str`${n} ${q}`, { id: 'market.count-of.one' }),
    other: () => msg(str`${n} ${q}s`, { id: 'market.count-of' }),
  });
}

/** "the 4s", as a quality names its diamonds. */
export function qualityPlural(q: number): string {
  return msg(str`${q}s`, { id: 'market.quality-plural' });
}

/** "4s and 7s". */
export function qualitiesText(qualities: readonly (number | string)[]): string {
  return formatList(qualities.map((q) => qualityPlural(Number(q))));
}

/** "three cards", "one card", "no cards". */
export function cardCount(count: number): string {
  const n = formatCount(count);
  return plural(count, { one: () => msg(str`${n} card`, { id: 'market.count.card' }), other: () => msg(str`${n} cards`, { id: 'market.count.cards' }) });
}

/** "three diamonds". */
export function diamondCount(count: number): string {
  const n = formatCount(count);
  return plural(count, {
    one: () => msg(str`${n} diamond`, { id: 'market.count.diamond' }),
    other: () => msg(str`${n} diamonds`, { id: 'market.count.diamonds' }),
  });
}

/** "one special card". */
export function specialCount(count: number): string {
  const n = formatCount(count);
  return plural(count, {
    one: () => msg(str`${n} special card`, { id: 'market.count.special' }),
    other: () => msg(str`${n} special cards`, { id: 'market.count.specials' }),
  });
}

/** "eleven other cards". */
export function otherCardCount(count: number): string {
  const n = formatCount(count);
  return plural(count, {
    one: () => msg(str`${n} other card`, { id: 'market.count.other-card' }),
    other: () => msg(str`${n} other cards`, { id: 'market.count.other-cards' }),
  });
}

/** The special cards by name. */
export function specialTitle(name: SpecialName): string {
  switch (name) {
    case 'armored-convoy':
      return msg('Armored convoy', { id: 'market.special.convoy' });
    case 'safe-cracker':
      return msg('Safe cracker', { id: 'market.special.cracker' });
    case 'sleight-of-hand':
      return msg('Sleight of hand', { id: 'market.special.sleight' });
  }
}

/** ", 1 with the magnifier", ", no magnifier", or nothing when the magnifiers were not shown. */
export function pureNote(pure: number | null | undefined): string {
  if (pure === null || pure === undefined) return '';
  return pure === 0 ? msg(', no magnifier', { id: 'market.safe.no-pure' }) : msg(str`, ${pure} with the magnifier`, { id: 'market.safe.pure' });
}

/** "the draw" / "the refill": what takes cards from the deck. */
export function drawText(what: 'draw' | 'refill'): string {
  return what === 'refill' ? msg('the refill', { id: 'market.what.refill' }) : msg('the draw', { id: 'market.what.draw' });
}

/**
 * Readers of a market message's parameters (src/i18n/catalog.ts), each worded as above: a count
 * in words, a count of cards or diamonds, a card or list of cards from their codes, the draw or
 * the refill.
 */
export const turnsParams = {
  word: (p: SaidParams, k: string): string => formatCount(num(p, k)),
  none: (p: SaidParams, k: string): string => formatCount(num(p, k), 'none'),
  cards: (p: SaidParams, k: string): string => cardCount(num(p, k)),
  diamonds: (p: SaidParams, k: string): string => diamondCount(num(p, k)),
  card: (p: SaidParams, k: string): string => cardText(fromDiamondCode(text(p, k))),
  aCardOf: (p: SaidParams, k: string): string => aCard(fromDiamondCode(text(p, k))),
  cardName: (p: SaidParams, k: string): string => cardName(fromDiamondCode(text(p, k))),
  cardList: (p: SaidParams, k: string): string => cardsText(fromCodes(list(p, k))),
  what: (p: SaidParams): string => drawText(p['what'] === 'refill' ? 'refill' : 'draw'),
};
