/**
 * M-CARD-VALUES: scoring never guesses. Before a round is sent to the store, the screen finds the
 * first rules-card entry the sheets need but the card lacks, in the order the rules module reads
 * them (seats in order, collections in order), so it can name it and take the table to it.
 */
import { valueOf, type RulesCard, type Sheet } from '../../../rules/diams/index.js';

export interface MissingEntry {
  seat: number;
  quality: number;
  count: number;
}

export function firstMissingValue(card: RulesCard, sheets: readonly Sheet[]): MissingEntry | null {
  for (let seat = 0; seat < sheets.length; seat++) {
    for (const c of sheets[seat]?.safe ?? []) {
      const value = valueOf(card, c.quality, c.count);
      if (!value.ok && value.rejection.rule === 'M-CARD-VALUES') return { seat, quality: c.quality, count: c.count };
    }
  }
  return null;
}
