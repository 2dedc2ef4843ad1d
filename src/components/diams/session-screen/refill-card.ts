/**
 * M-CARD-VALUES met in a game: a round needs a value its rules card lacks. A game keeps the card it
 * was started with (its config), and the store has no verb to change a config, so the game is
 * written again with the holes filled: its record (same players, options and rounds, the card with
 * the new values) is imported as a new session and the old one is deleted. Only holes are filled,
 * so no round already scored changes. The import comes first: if anything fails between the two
 * steps the table has the game twice, never zero times. The table's own card gets the same numbers
 * in its holes, so the next game does not ask again.
 */
import { diamsGame, type CardValues, type DiamsConfig, type DiamsEvent } from '../../../rules/diams/index.js';
import { deleteSession, importRecord, loadSession, type LedgerDb } from '../../../store/index.js';
import { editTableCard, fillHoles } from '../rules-card/table-card.js';

export type Refilled = { ok: true; id: string } | { ok: false; message: string };

export async function refillGameCard(db: LedgerDb, id: string, values: CardValues): Promise<Refilled> {
  const loaded = await loadSession<DiamsEvent>(db, id);
  if (!loaded || loaded.session.game !== 'diams') return { ok: false, message: 'This game is no longer on this device.' };
  const config = loaded.session.config as DiamsConfig;
  const card = { ...config.card, values: fillHoles(config.card.values, values) };
  const record = diamsGame.toRecord({ ...config, card }, loaded.events);
  const imported = await importRecord(db, JSON.stringify(record));
  if (!imported.ok) return { ok: false, message: imported.error.message };
  await deleteSession(db, id);
  await editTableCard(db, (table) => ({ values: fillHoles(table.values, values), deck: table.deck }));
  return { ok: true, id: imported.id };
}
