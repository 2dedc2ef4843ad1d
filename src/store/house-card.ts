/**
 * The house's own Diam's rules card (M-CARD-VALUES, M-CARD-DECK), kept on the device in the
 * settings table: the values under `diamsRulesCard`, the optional deck counts under `diamsDeck`.
 * New games copy it; the editor, the new-game form and a game that meets a missing value read and
 * write it through these verbs.
 *
 * Deck counts may be half filled in while the table copies them from the box, so they are kept as
 * a draft of nullable numbers; the deck check is on only once all ten qualities are complete.
 */
import { fillHoles, publicRulesCard, readValues } from '../rules/diams/rules-card';
import { QUALITY_KEYS, type CardValues, type DiamsConfig, type QualityKey } from '../rules/diams/types';
import { writeConfig } from './config';
import type { DeviceDb } from './db';
import type { LogResult } from './results';
import { getSetting, setSetting } from './settings';
import { run } from './run';

/** One quality of the deck as typed so far: null where the table has not given the number yet. */
export interface DeckDraftEntry {
  cards: number | null;
  pure: number | null;
}
export type DeckDraft = Record<QualityKey, DeckDraftEntry>;

export interface HouseCard {
  values: CardValues;
  deck: DeckDraft;
  /** True when what was stored could not be read: the public card is shown instead. */
  damaged: boolean;
}

export function emptyDeck(): DeckDraft {
  const deck = {} as DeckDraft;
  for (const key of QUALITY_KEYS) deck[key] = { cards: null, pure: null };
  return deck;
}

const count = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null);

/** Reads a stored deck draft leniently: a number that is not a count is treated as not given. */
function readDeckDraft(raw: unknown): DeckDraft {
  const deck = emptyDeck();
  if (typeof raw !== 'object' || raw === null) return deck;
  for (const key of QUALITY_KEYS) {
    const entry: unknown = Object.hasOwn(raw, key) ? (raw as Record<string, unknown>)[key] : undefined;
    if (typeof entry === 'object' && entry !== null) {
      const e = entry as Record<string, unknown>;
      deck[key] = { cards: count(e['cards']), pure: count(e['pure']) };
    }
  }
  return deck;
}

/** The stored card, or the public one (only the two known values) when none was ever stored. */
export async function loadHouseCard(db: DeviceDb): Promise<HouseCard> {
  const [rawValues, rawDeck] = await Promise.all([getSetting(db, 'diamsRulesCard'), getSetting(db, 'diamsDeck')]);
  const deck = readDeckDraft(rawDeck);
  if (rawValues === undefined) return { values: publicRulesCard().values, deck, damaged: false };
  const values = readValues(rawValues);
  return values.ok ? { values: values.value, deck, damaged: false } : { values: publicRulesCard().values, deck, damaged: true };
}

/**
 * Changes the stored card in one read-write transaction, so two quick edits (two cells, two tabs)
 * never overwrite each other with a stale copy.
 */
export function editHouseCard(db: DeviceDb, change: (card: HouseCard) => { values: CardValues; deck: DeckDraft }): Promise<void> {
  return run(db, 'rw', [db.settings], async () => {
    const next = change(await loadHouseCard(db));
    await setSetting(db, 'diamsRulesCard', next.values);
    await setSetting(db, 'diamsDeck', next.deck);
  });
}

/**
 * M-CARD-VALUES met in a game: fills the holes of the game's card with `values`, and the holes of
 * the table's card too (so the next game does not ask again), in one transaction. Only holes are
 * filled, so no round already scored changes; the whole log must still replay under the new card
 * (replaceConfig's check), and the game keeps its id, its log and its redo stack. Missing when the
 * session is not a game of Diam's.
 */
export async function fillGameCard<S = unknown>(db: DeviceDb, id: string, values: CardValues, expectedRevision: number): Promise<LogResult<S>> {
  await db.rules();
  const written = await run(db, 'rw', [db.sessions, db.events, db.settings], async (): Promise<LogResult<S>> => {
    const session = await db.sessions.get(id);
    if (session?.game !== 'diams') return { ok: false, missing: true };
    const filled = (raw: unknown): DiamsConfig => {
      const config = raw as DiamsConfig;
      return { ...config, card: { ...config.card, values: fillHoles(config.card.values, values) } };
    };
    const result = await writeConfig<S>(db, id, filled, expectedRevision);
    if (result.ok) await editHouseCard(db, (table) => ({ values: fillHoles(table.values, values), deck: table.deck }));
    return result;
  });
  return written;
}
