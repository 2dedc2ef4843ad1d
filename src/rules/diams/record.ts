/**
 * The Diam's record of docs/records.md ("Diam's record (round sheets)"): parsed completely,
 * never throwing. A malformed file or sheet is a `format` error (round = the 1-based round at
 * fault, null for the top level); a collection whose value the rules card lacks is M-CARD-VALUES.
 * The record is read in order: top-level fields, then round by round; within a round the sheets'
 * shape first, then the deck (M-CARD-DECK, only when the record gives one), then the values, so
 * the error reported is the first fault met.
 *
 * Unknown fields are faults, not ignored (records.md: "ignore unknown fields … nowhere yet").
 * The one optional field this app adds is `deck` (M-CARD-DECK), which it also writes on export.
 */
import { says, type KeyAfter, type MessageParam, type Parsed, type RecordFault, type Rejection } from '../game';
import { deeperThan } from '../json-depth';
import { normalName } from '../player-name';
import { scoreSheets } from './game';
import { byName, getOwn, isPlainObject, kindText, show, unknownKey } from './json';
import { readOptions, readPlayers } from './config';
import { copyCard, readDeck, readValues } from './rules-card';
import type { DiamsConfig, DiamsEvent, DiamsState, RulesCard } from './types';

const TOP_FIELDS = ['game', 'players', 'options', 'values', 'deck', 'rounds'] as const;
/** The deepest a Diam's record nests: the record, "rounds", a round, a sheet, a safe, a collection (records.md). */
export const RECORD_DEPTH = 6;

/** A fault of the record, said under `format.diams-record.<key>`. */
function error(round: number | null, key: KeyAfter<'format.diams-record.'>, params: Record<string, MessageParam> = {}): { ok: false; error: RecordFault } {
  return { ok: false, error: { round, play: null, rule: 'format', text: says(`format.diams-record.${key}`, params) } };
}

/** A refusal of the rules (a rejection already keyed), as the record's fault. */
function refused(round: number | null, r: Rejection): { ok: false; error: RecordFault } {
  return { ok: false, error: { round, play: null, rule: r.rule, text: r.text } };
}

/** Parses a record into its config, its events and the state they reduce to (replay needs all three). */
export function readRecord(raw: unknown): { ok: true; config: DiamsConfig; events: DiamsEvent[]; state: DiamsState } | { ok: false; error: RecordFault } {
  if (!isPlainObject(raw)) return error(null, 'object', { kind: kindText(raw) });
  // Before anything reads deeper: no message or copy may walk a hostile nesting.
  if (deeperThan(raw, RECORD_DEPTH)) {
    return error(null, 'depth', { depth: RECORD_DEPTH });
  }
  const game = getOwn(raw, 'game');
  if (game !== 'diams') return error(null, 'game', { kind: kindText(game) });
  const extra = unknownKey(raw, TOP_FIELDS);
  if (extra !== undefined) return error(null, 'field', { field: show(extra) });

  const players = readPlayers(getOwn(raw, 'players'));
  if (!players.ok) return refused(null, players.rejection);
  const options = readOptions(getOwn(raw, 'options'));
  if (!options.ok) return refused(null, options.rejection);
  const values = readValues(getOwn(raw, 'values'));
  if (!values.ok) return refused(null, values.rejection);
  let card: RulesCard = { values: values.value };
  if (getOwn(raw, 'deck') !== undefined) {
    const deck = readDeck(getOwn(raw, 'deck'));
    if (!deck.ok) return refused(null, deck.rejection);
    card = { values: values.value, deck: deck.value };
  }
  const config: DiamsConfig = { players: players.value, options: options.value, card };

  const rounds = getOwn(raw, 'rounds');
  if (!Array.isArray(rounds)) return error(null, 'rounds', { kind: kindText(rounds) });
  const names = config.players;
  const events: DiamsEvent[] = [];
  const state: DiamsState = { config, rounds: [] };
  for (let r = 0; r < rounds.length; r++) {
    const round = r + 1;
    if (r >= config.options.rounds) {
      const n = config.options.rounds;
      return error(round, 'too-many', { round, rounds: n, given: rounds.length });
    }
    const sheetsByName: unknown = rounds[r];
    if (!isPlainObject(sheetsByName)) return error(round, 'round', { round, kind: kindText(sheetsByName) });
    // Keys match names in their normal form, as names are compared (records.md); each seat once.
    const sheets: unknown[] = new Array<unknown>(names.length).fill(undefined);
    const given = new Array<boolean>(names.length).fill(false);
    for (const key of Object.keys(sheetsByName)) {
      const want = normalName(key);
      const seat = names.findIndex((n) => normalName(n) === want);
      if (seat < 0) return error(round, 'stranger', { round, name: show(key) });
      if (given[seat]) return error(round, 'twice', { round, name: show(names[seat] ?? key) });
      given[seat] = true;
      sheets[seat] = sheetsByName[key];
    }
    const missing = given.indexOf(false);
    if (missing >= 0) return error(round, 'no-sheet', { round, name: show(names[missing] ?? '') });
    const scored = scoreSheets(config, sheets, round);
    if (!scored.ok) return refused(round, scored.rejection);
    events.push({ type: 'round', sheets: scored.value.sheets });
    state.rounds.push(scored.value);
  }
  return { ok: true, config, events, state };
}

/** GameModule.parseRecord: the config and the events of a valid record, or its first fault. */
export function parseRecord(raw: unknown): Parsed<DiamsConfig, DiamsEvent> {
  const read = readRecord(raw);
  return read.ok ? { ok: true, config: read.config, events: read.events } : read;
}

/** The JSON record of a config and its (legal) events; it parses back to the same config and events. */
export interface DiamsRecord {
  game: 'diams';
  players: string[];
  options: { rounds: 1 | 3; handTie: 'none' | 'all'; winBy: 'chips' | 'points' };
  values: RulesCard['values'];
  deck?: RulesCard['deck'];
  rounds: Record<string, { safe: { quality: number; count: number; pure: number }[]; hand: number[] }>[];
}

export function toRecord(config: DiamsConfig, events: readonly DiamsEvent[]): DiamsRecord {
  const card = copyCard(config.card);
  // A session's log also holds the turns of rounds played turn by turn (./turns/round.ts); a record keeps
  // the round sheets only, so it stays a valid record of the same game.
  const rounds = events
    .filter((e) => (e as { type?: unknown }).type === 'round')
    .map((e) =>
      byName(config.players, (seat) => {
        const sheet = e.sheets[seat] ?? { safe: [], hand: [] };
        return { safe: sheet.safe.map((c) => ({ quality: c.quality, count: c.count, pure: c.pure })), hand: [...sheet.hand] };
      }),
    );
  const { rounds: n, handTie, winBy } = config.options;
  const head = { game: 'diams' as const, players: [...config.players], options: { rounds: n, handTie, winBy }, values: card.values };
  // "deck" only when the card has one (an optional field of this app, M-CARD-DECK); "rounds" last, for readability.
  return card.deck ? { ...head, deck: card.deck, rounds } : { ...head, rounds };
}
