/**
 * The shareable rules-card file (`{"game": "diams-rules-card", ...}`, rules module's
 * rulesCardToFile / parseRulesCardFile): one player fills the card in, the others import it.
 */
import { says, type MessageText } from '../../../rules/game';
import { parseRulesCardFile, rulesCardToFile, type Checked, type RulesCard } from '../../../rules/diams/index';
import { readFileText } from '../../../store/index';

export const CARD_FILE_NAME = 'diams-rules-card.json';
/** A rules-card file is well under a kilobyte; anything far bigger is not one and is refused unread. */
export const MAX_CARD_FILE_BYTES = 64 * 1024;

export function cardFileText(card: RulesCard): string {
  return `${JSON.stringify(rulesCardToFile(card), null, 2)}\n`;
}

/** Reads a chosen file completely; never throws. A bad file is refused with a message and changes nothing. */
export async function readCardFile(file: Blob): Promise<Checked<RulesCard>> {
  const fail = (text: MessageText): Checked<RulesCard> => ({ ok: false, rejection: { rule: 'format', text } });
  if (file.size > MAX_CARD_FILE_BYTES) {
    return fail(says('format.card-file.size'));
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await readFileText(file));
  } catch {
    // not JSON: the file is refused with that reason
    return fail(says('format.card-file.json'));
  }
  return parseRulesCardFile(raw);
}
