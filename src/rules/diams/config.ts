/**
 * The setup of a Diam's session: players in seating order, options (M-GAME, M-HAND, M-WIN) and
 * the rules card. Read from untrusted input (records, screens) without throwing.
 */
import { says, type KeyAfter, type MessageParam } from '../game';
import { checkName, nameSaid } from '../player-name';
import { getOwn, isPlainObject, kindText, show, unknownKey } from './json';
import { readDeck, readValues } from './rules-card';
import { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS, type Checked, type DiamsConfig, type DiamsOptions } from './types';

const format = (key: KeyAfter<'format.diams-setup.'>, params: Record<string, MessageParam> = {}): Checked<never> => ({
  ok: false,
  rejection: { rule: 'format', text: says(`format.diams-setup.${key}`, params) },
});

/**
 * 2 to 5 names in seating order (M-CHIPS ranks down to a fifth place). Names are kept exactly as
 * typed, but must be names (../player-name.ts: at most 30 characters, visible ones only) and
 * unique in their normal form, NFC with white space trimmed (records.md).
 */
export function readPlayers(raw: unknown): Checked<string[]> {
  if (!Array.isArray(raw)) return format('players', { least: MIN_PLAYERS, most: MAX_PLAYERS, kind: kindText(raw) });
  if (raw.length < MIN_PLAYERS || raw.length > MAX_PLAYERS) {
    return format('player-count', { least: MIN_PLAYERS, most: MAX_PLAYERS, count: raw.length });
  }
  const seen = new Set<string>();
  const names: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    const name: unknown = raw[i];
    if (typeof name !== 'string' || name.trim() === '') return format('no-name', { player: i + 1, kind: kindText(name) });
    const checked = checkName(name);
    if (!checked.ok) return format('name', { player: i + 1, problem: nameSaid(checked) });
    const key = checked.name;
    if (seen.has(key)) return format('name-twice', { name: show(key) });
    seen.add(key);
    names.push(name);
  }
  return { ok: true, value: names };
}

/** `options` and each of its fields are optional, with the defaults of records.md; a wrong value is a fault. */
export function readOptions(raw: unknown): Checked<DiamsOptions> {
  if (raw === undefined) return { ok: true, value: { ...DEFAULT_OPTIONS } };
  if (!isPlainObject(raw)) return format('options', { kind: kindText(raw) });
  const extra = unknownKey(raw, ['rounds', 'handTie', 'winBy']);
  if (extra !== undefined) return format('options-field', { field: show(extra) });
  // Only an absent field takes the default: null is a mistyped field, not "absent".
  const field = (key: keyof DiamsOptions): unknown => (getOwn(raw, key) === undefined ? DEFAULT_OPTIONS[key] : getOwn(raw, key));
  const rounds = field('rounds');
  const handTie = field('handTie');
  const winBy = field('winBy');
  if (rounds !== 1 && rounds !== 3) return format('rounds', { kind: kindText(rounds) });
  if (handTie !== 'none' && handTie !== 'all') return format('hand-tie', { kind: kindText(handTie) });
  if (winBy !== 'chips' && winBy !== 'points') return format('win-by', { kind: kindText(winBy) });
  return { ok: true, value: { rounds, handTie, winBy } };
}

/** Checks a config built elsewhere (a setup screen) with the same rules as a record's. */
export function checkConfig(config: unknown): Checked<DiamsConfig> {
  if (!isPlainObject(config)) return format('object', { kind: kindText(config) });
  const players = readPlayers(getOwn(config, 'players'));
  if (!players.ok) return players;
  const options = readOptions(getOwn(config, 'options'));
  if (!options.ok) return options;
  const card = getOwn(config, 'card');
  if (!isPlainObject(card)) return format('card', { kind: kindText(card) });
  const values = readValues(getOwn(card, 'values'));
  if (!values.ok) return values;
  if (getOwn(card, 'deck') === undefined) return { ok: true, value: { players: players.value, options: options.value, card: { values: values.value } } };
  const deck = readDeck(getOwn(card, 'deck'));
  if (!deck.ok) return deck;
  return { ok: true, value: { players: players.value, options: options.value, card: { values: values.value, deck: deck.value } } };
}
