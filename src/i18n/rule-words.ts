/**
 * Readers of one parameter of the rules' messages, each writing it the current language's way: a
 * Diamonds card as players say it ("3 of Hearts", "紅心3"), a suit with its symbol, lists of
 * names joined with "and" or "or" (./format.ts `formatList`). Names go in verbatim.
 */
import type { Suit } from '../rules/diamonds/index';
import { list, text, type SaidParams } from './catalog';
import { cardText, suitLabel } from './cards';
import { formatList } from './format';

export const card = (p: SaidParams, k: string): string => cardText(text(p, k));
export const suit = (p: SaidParams, k: string): string => suitLabel((text(p, k) || 'D') as Suit);
export const and = (p: SaidParams, k: string): string => formatList(list(p, k));
export const or = (p: SaidParams, k: string): string => formatList(list(p, k), 'disjunction');
/** Field names as a file writes them, side by side: "type", "card". */
export const fields = (p: SaidParams, k: string): string =>
  formatList(
    list(p, k).map((f) => `"${f}"`),
    'plain',
  );
/** A message said inside another one after a colon: "Ann's safe: the rules card…". */
export const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
