/**
 * The final standings in rank order and the sentence that says how the winner was decided
 * (D-SCORE, D-TIE, DT-SCORE): the engine's tally, worded where the tally is (src/i18n/diamonds-text.ts).
 */
import { tally, type DiamondsState, type Placed } from '../../../rules/diamonds/index';
import { tallyVerdict } from '../../../i18n/diamonds-text';

export function ranking(state: DiamondsState): Placed[] {
  return tally(state).ranking;
}

/** "Eve wins with 35 points." / the Vault tie-break / a shared victory, with the rule ids. */
export function verdict(state: DiamondsState): string {
  return tallyVerdict(tally(state));
}
