/**
 * M-CARD-VALUES met in a game: a round needs a value its rules card lacks. Only holes are filled,
 * so no round already scored changes; the store's replaceConfig checks that the whole log still
 * replays under the new card, and the game keeps its id, its log and its redo stack. The table's
 * own card gets the same numbers in its holes, so the next game does not ask again.
 */
import { msg } from '@lit/localize';
import type { CardValues, DiamsConfig } from '../../../rules/diams/index.js';
import { rejectionText } from '../../../i18n/rule-messages.js';
import { loadSession, replaceConfig, type LedgerDb } from '../../../store/index.js';
import { editTableCard, fillHoles } from '../rules-card/table-card.js';

/** `message` is read when shown, in the language of the moment. */
export type Refilled = { ok: true } | { ok: false; message: () => string };

export async function refillGameCard(db: LedgerDb, id: string, values: CardValues): Promise<Refilled> {
  const loaded = await loadSession(db, id);
  const gone = (): string => msg('This game is no longer on this device.', { id: 'diams.refill.gone' });
  if (!loaded || loaded.session.game !== 'diams') return { ok: false, message: gone };
  const config = loaded.session.config as DiamsConfig;
  const card = { ...config.card, values: fillHoles(config.card.values, values) };
  const replaced = await replaceConfig(db, id, { ...config, card }, loaded.revision);
  if (!replaced.ok) {
    if ('rejection' in replaced) {
      const rejection = replaced.rejection;
      return { ok: false, message: () => rejectionText(rejection) };
    }
    if ('conflict' in replaced) {
      return { ok: false, message: () => msg('The game changed in another tab: it has been reloaded, try again.', { id: 'diams.refill.conflict' }) };
    }
    return { ok: false, message: gone };
  }
  await editTableCard(db, (table) => ({ values: fillHoles(table.values, values), deck: table.deck }));
  return { ok: true };
}
