/**
 * M-CARD-VALUES met in a game: a round needs a value its rules card lacks. The store's
 * fillGameCard fills the holes of the game's card and of the table's own card in one transaction.
 */
import { msg } from '@lit/localize';
import type { CardValues } from '../../../rules/diams/index.js';
import { rejectionText } from '../../../i18n/rule-messages.js';
import { fillGameCard, loadSession, type LedgerDb } from '../../../store/index.js';

/** `message` is read when shown, in the language of the moment. */
export type Refilled = { ok: true } | { ok: false; message: () => string };

export async function refillGameCard(db: LedgerDb, id: string, values: CardValues): Promise<Refilled> {
  const loaded = await loadSession(db, id);
  const gone = (): string => msg('This game is no longer on this device.', { id: 'diams.refill.gone' });
  if (!loaded) return { ok: false, message: gone };
  const filled = await fillGameCard(db, id, values, loaded.revision);
  if (filled.ok) return { ok: true };
  if ('rejection' in filled) {
    const rejection = filled.rejection;
    return { ok: false, message: () => rejectionText(rejection) };
  }
  if ('conflict' in filled) {
    return { ok: false, message: () => msg('The game changed in another tab: it has been reloaded, try again.', { id: 'diams.refill.conflict' }) };
  }
  return { ok: false, message: gone };
}
