/**
 * How the table chose to record the next round (card by card, or counted at its end), kept as the
 * game's drafts (src/store/drafts.ts) so a reload before that round is settled keeps the
 * choice. Once a round is recorded the log itself says how the last one was, which is the default
 * afterwards.
 */
import type { Drafts } from '../../../store/index';

export type RoundMode = 'cards' | 'check';

export const ROUND_MODE = 'roundMode';

export function roundModeOf(table: Drafts): RoundMode | null {
  const mode = table[ROUND_MODE];
  return mode === 'cards' || mode === 'check' ? mode : null;
}
