/**
 * The setup of a Diam's session: players in seating order, options (M-GAME, M-HAND, M-WIN) and
 * the rules card. Read from untrusted input (records, screens) without throwing.
 */
import { checkName, nameProblem } from '../player-name';
import { getOwn, isPlainObject, kind, show, unknownKey } from './json';
import { readDeck, readValues } from './rules-card';
import { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS, type Checked, type DiamsConfig, type DiamsOptions } from './types';

const format = (message: string): Checked<never> => ({ ok: false, rejection: { rule: 'format', message } });

/**
 * 2 to 5 names in seating order (M-CHIPS ranks down to a fifth place). Names are kept exactly as
 * typed, but must be names (../player-name.ts: at most 30 characters, visible ones only) and
 * unique in their normal form, NFC with white space trimmed (records.md).
 */
export function readPlayers(raw: unknown): Checked<string[]> {
  if (!Array.isArray(raw)) return format(`"players" must be a list of ${MIN_PLAYERS} to ${MAX_PLAYERS} names in seating order, but it is ${kind(raw)}.`);
  if (raw.length < MIN_PLAYERS || raw.length > MAX_PLAYERS) {
    return format(`Diam's is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players, but "players" lists ${raw.length}.`);
  }
  const seen = new Set<string>();
  const names: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    const name: unknown = raw[i];
    if (typeof name !== 'string' || name.trim() === '') return format(`Player ${i + 1} must have a name (non-blank text), but it is ${kind(name)}.`);
    const checked = checkName(name);
    if (!checked.ok) return format(`The name of player ${i + 1} ${nameProblem(checked)}.`);
    const key = checked.name;
    if (seen.has(key)) return format(`Two players are called ${show(key)}: names must be unique (compared after trimming spaces).`);
    seen.add(key);
    names.push(name);
  }
  return { ok: true, value: names };
}

/** `options` and each of its fields are optional, with the defaults of records.md; a wrong value is a fault. */
export function readOptions(raw: unknown): Checked<DiamsOptions> {
  if (raw === undefined) return { ok: true, value: { ...DEFAULT_OPTIONS } };
  if (!isPlainObject(raw)) return format(`"options" must be an object {"rounds", "handTie", "winBy"}, but it is ${kind(raw)}.`);
  const extra = unknownKey(raw, ['rounds', 'handTie', 'winBy']);
  if (extra !== undefined) return format(`"options" has an unknown field ${show(extra)}: only "rounds", "handTie" and "winBy".`);
  // Only an absent field takes the default: null is a mistyped field, not "absent".
  const field = (key: keyof DiamsOptions): unknown => (getOwn(raw, key) === undefined ? DEFAULT_OPTIONS[key] : getOwn(raw, key));
  const rounds = field('rounds');
  const handTie = field('handTie');
  const winBy = field('winBy');
  if (rounds !== 1 && rounds !== 3) return format(`"options.rounds" must be 3 (standard) or 1 (quick game) (M-GAME), but it is ${kind(rounds)}.`);
  if (handTie !== 'none' && handTie !== 'all') return format(`"options.handTie" must be "none" or "all" (M-HAND), but it is ${kind(handTie)}.`);
  if (winBy !== 'chips' && winBy !== 'points') return format(`"options.winBy" must be "chips" or "points" (M-WIN), but it is ${kind(winBy)}.`);
  return { ok: true, value: { rounds, handTie, winBy } };
}

/** Checks a config built elsewhere (a setup screen) with the same rules as a record's. */
export function checkConfig(config: unknown): Checked<DiamsConfig> {
  if (!isPlainObject(config)) return format(`A Diam's setup must be an object, but it is ${kind(config)}.`);
  const players = readPlayers(getOwn(config, 'players'));
  if (!players.ok) return players;
  const options = readOptions(getOwn(config, 'options'));
  if (!options.ok) return options;
  const card = getOwn(config, 'card');
  if (!isPlainObject(card)) return format(`The setup needs a rules card, but it is ${kind(card)}.`);
  const values = readValues(getOwn(card, 'values'));
  if (!values.ok) return values;
  if (getOwn(card, 'deck') === undefined) return { ok: true, value: { players: players.value, options: options.value, card: { values: values.value } } };
  const deck = readDeck(getOwn(card, 'deck'));
  if (!deck.ok) return deck;
  return { ok: true, value: { players: players.value, options: options.value, card: { values: values.value, deck: deck.value } } };
}
