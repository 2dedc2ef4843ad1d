/**
 * Reading turns configs and events from untrusted input (screens, backups, hand-written
 * records) without throwing: every malformed value is a `format` rejection a player can act on.
 * `applyTurnStep` reads every event through here, so a corrupt backup cannot crash a replay.
 * Each refusal names the value it got (`kindText`) and where it is (a `where.*` message), and
 * src/i18n/turns-messages.ts words it.
 */
import { says, type KeyAfter, type MessageKey, type MessageParam, type MessageText, type Rejection } from '../../game';
import { readPlayers } from '../config';
import { getOwn, isIntIn, isPlainObject, kindText, show, unknownKey } from '../json';
import { readDeck } from '../rules-card';
import type { DiamsConfig } from '../types';
import { CLOSING_CARDS, deckTotal, SPECIAL_CARDS, START_HAND } from './card-counts';
import { toDiamond } from './cards';
import { SPECIAL_NAMES, type ClosingMode, type Diamond, type TurnsConfig, type TurnStep, type SecureEntry, type SpecialName } from './types';

type Refused = { ok: false; rejection: Rejection };
type Read<T> = { ok: true; value: T } | Refused;
const refuse = (rule: string, key: MessageKey, params: Record<string, MessageParam> = {}): Refused => ({
  ok: false,
  rejection: { rule, text: says(key, params) },
});
const format = (key: MessageKey, params: Record<string, MessageParam> = {}): Refused => refuse('format', key, params);

/**
 * Checks a config built elsewhere (a setup screen or a backup). Its players and deck are read as
 * a Diam's setup reads them (config.ts, rules-card.ts), whose refusals still carry their English.
 */
export function checkTurnsConfig(raw: unknown): { ok: true; value: TurnsConfig } | { ok: false; rejection: Rejection } {
  if (!isPlainObject(raw)) return format('format.market.setup', { kind: kindText(raw) });
  const extra = unknownKey(raw, ['players', 'first', 'closing', 'deck']);
  if (extra !== undefined) return format('format.market.setup-field', { field: show(extra) });
  const players = readPlayers(getOwn(raw, 'players'));
  if (!players.ok) return players;
  const n = players.value.length;
  const first = getOwn(raw, 'first');
  if (!isIntIn(first, 0, n - 1)) return format('format.market.first', { last: n - 1, kind: kindText(first) });
  const closing = getOwn(raw, 'closing');
  if (closing !== 'standard' && closing !== 'deterministic') return format('format.market.closing', { kind: kindText(closing) });
  const config: TurnsConfig = { players: players.value, first, closing };
  if (getOwn(raw, 'deck') === undefined) return { ok: true, value: config };
  const deck = readDeck(getOwn(raw, 'deck'));
  if (!deck.ok) return deck;
  const total = deckTotal(deck.value);
  if (total - START_HAND * n < CLOSING_CARDS) return refuse('M-CARD-DECK', 'M-CARD-DECK.too-small', { total, hand: START_HAND, players: n });
  return { ok: true, value: { ...config, deck: deck.value } };
}

/** The turns log's setup from a Diam's session: same players, the rules card's deck when it has one. */
export function turnsConfig(diams: DiamsConfig, first: number, closing: ClosingMode): TurnsConfig {
  const base: TurnsConfig = { players: [...diams.players], first, closing };
  return diams.card.deck ? { ...base, deck: diams.card.deck } : base;
}

/** Where a malformed value sits: "The cards taken", "The diamonds sold by seat 2, card 1". */
const where = (key: KeyAfter<'where.'>, params: Record<string, MessageParam> = {}): MessageText => says(`where.${key}`, params);

function readDiamond(raw: unknown, at: MessageText): Read<Diamond> {
  if (!isPlainObject(raw)) return format('format.market.diamond', { where: at, kind: kindText(raw) });
  const extra = unknownKey(raw, ['quality', 'pure']);
  if (extra !== undefined) return format('format.market.diamond-field', { where: at, field: show(extra) });
  const quality = getOwn(raw, 'quality');
  const pure = getOwn(raw, 'pure');
  if (!isIntIn(quality, 1, 10)) return format('format.market.diamond-quality', { where: at, kind: kindText(quality) });
  if (pure !== undefined && typeof pure !== 'boolean') return format('format.market.diamond-pure', { where: at, kind: kindText(pure) });
  return { ok: true, value: toDiamond({ quality, pure: pure === true }) };
}

function readDiamonds(raw: unknown, at: MessageText): Read<Diamond[]> {
  if (!Array.isArray(raw)) return format('format.market.diamonds', { where: at, kind: kindText(raw) });
  const out: Diamond[] = [];
  for (let i = 0; i < raw.length; i++) {
    const d = readDiamond(raw[i], where('card', { where: at, card: i + 1 }));
    if (!d.ok) return d;
    out.push(d.value);
  }
  return { ok: true, value: out };
}

function readEntries(raw: unknown, list: MessageText): Read<SecureEntry[]> {
  if (!Array.isArray(raw)) return format('format.market.entries', { where: list, kind: kindText(raw) });
  const out: SecureEntry[] = [];
  const seen = new Set<number>();
  for (let i = 0; i < raw.length; i++) {
    const e: unknown = raw[i];
    const at = where('entry', { where: list, entry: i + 1 });
    if (!isPlainObject(e)) return format('format.market.entry', { where: at, kind: kindText(e) });
    const extra = unknownKey(e, ['quality', 'count', 'pure']);
    if (extra !== undefined) return format('format.market.entry-field', { where: at, field: show(extra) });
    const quality = getOwn(e, 'quality');
    const count = getOwn(e, 'count');
    const pure = getOwn(e, 'pure');
    if (!isIntIn(quality, 1, 10)) return format('format.market.entry-quality', { where: at, kind: kindText(quality) });
    if (!isIntIn(count, 1, 99)) return format('format.market.entry-count', { where: at, quality, kind: kindText(count) });
    if (pure !== undefined && !isIntIn(pure, 0, count)) return format('format.market.entry-pure', { where: at, quality, count, kind: kindText(pure) });
    if (seen.has(quality)) return format('format.market.entry-twice', { where: at, quality });
    seen.add(quality);
    out.push(pure === undefined ? { quality, count } : { quality, count, pure });
  }
  return { ok: true, value: out };
}

/** `specials`: special cards that came up face up in a draw into the market or a refill (absent = 0). */
function readSpecialCount(raw: Record<string, unknown>): Read<number> {
  const n = getOwn(raw, 'specials');
  if (n === undefined) return { ok: true, value: 0 };
  if (!isIntIn(n, 0, SPECIAL_CARDS)) return format('format.market.specials', { max: SPECIAL_CARDS, kind: kindText(n) });
  return { ok: true, value: n };
}

function fields(e: Record<string, unknown>, allowed: string[], what: string): Read<null> {
  const extra = unknownKey(e, allowed);
  if (extra !== undefined) return format('format.market.event-field', { what, field: show(extra), allowed });
  return { ok: true, value: null };
}

/**
 * Reads one event of the turns log; `players` is the number of seats. Every diamond comes back
 * with an explicit `pure`, every shape is checked; rules are checked by the reducer.
 */
export function readTurnStep(raw: unknown, players: number): Read<TurnStep> {
  if (!isPlainObject(raw)) return format('format.market.event', { kind: kindText(raw) });
  const type = getOwn(raw, 'type');
  switch (type) {
    case 'draw': {
      const k = getOwn(raw, 'kind');
      if (k === 'hand' || k === 'none') {
        const f = fields(raw, ['type', 'kind'], 'draw');
        return f.ok ? { ok: true, value: { type: 'draw', kind: k } } : f;
      }
      if (k !== 'market') return format('format.market.draw-kind', { kind: kindText(k) });
      const f = fields(raw, ['type', 'kind', 'cards', 'specials'], 'draw');
      if (!f.ok) return f;
      const cards = readDiamonds(getOwn(raw, 'cards'), where('drawn'));
      if (!cards.ok) return cards;
      const specials = readSpecialCount(raw);
      if (!specials.ok) return specials;
      return {
        ok: true,
        value:
          specials.value === 0
            ? { type: 'draw', kind: 'market', cards: cards.value }
            : { type: 'draw', kind: 'market', cards: cards.value, specials: specials.value },
      };
    }
    case 'closing':
    case 'pass': {
      const f = fields(raw, ['type'], type);
      return f.ok ? { ok: true, value: { type } } : f;
    }
    case 'market': {
      const f = fields(raw, ['type', 'card', 'take', 'taken'], 'market');
      if (!f.ok) return f;
      const card = readDiamond(getOwn(raw, 'card'), where('put'));
      if (!card.ok) return card;
      const take = getOwn(raw, 'take');
      if (take !== 'same' && take !== 'sum' && take !== 'empty') {
        return format('format.market.take', { kind: kindText(take) });
      }
      const taken = readDiamonds(getOwn(raw, 'taken'), where('taken'));
      if (!taken.ok) return taken;
      return { ok: true, value: { type: 'market', card: card.value, take, taken: taken.value } };
    }
    case 'secure': {
      const f = fields(raw, ['type', 'cards'], 'secure');
      if (!f.ok) return f;
      const cards = readEntries(getOwn(raw, 'cards'), where('secured'));
      return cards.ok ? { ok: true, value: { type: 'secure', cards: cards.value } } : cards;
    }
    case 'limit': {
      const f = fields(raw, ['type', 'toMarket', 'discardedSpecials'], 'limit');
      if (!f.ok) return f;
      const toMarket = readDiamonds(getOwn(raw, 'toMarket'), where('surplus'));
      if (!toMarket.ok) return toMarket;
      const n = getOwn(raw, 'discardedSpecials');
      if (!isIntIn(n, 0, SPECIAL_CARDS)) return format('format.market.discarded', { max: SPECIAL_CARDS, kind: kindText(n) });
      return { ok: true, value: { type: 'limit', toMarket: toMarket.value, discardedSpecials: n } };
    }
    case 'refill': {
      const f = fields(raw, ['type', 'cards', 'specials'], 'refill');
      if (!f.ok) return f;
      const cards = readDiamonds(getOwn(raw, 'cards'), where('refill'));
      if (!cards.ok) return cards;
      const specials = readSpecialCount(raw);
      if (!specials.ok) return specials;
      return {
        ok: true,
        value: specials.value === 0 ? { type: 'refill', cards: cards.value } : { type: 'refill', cards: cards.value, specials: specials.value },
      };
    }
    case 'special':
      return readSpecial(raw, players);
    default:
      return format('format.market.event-type', { kind: kindText(type) });
  }
}

function readSpecial(raw: Record<string, unknown>, players: number): Read<TurnStep> {
  const special = getOwn(raw, 'special');
  if (typeof special !== 'string' || !SPECIAL_NAMES.includes(special as SpecialName)) {
    return format('format.market.special', { kind: kindText(special) });
  }
  const name = special as SpecialName;
  const power = getOwn(raw, 'power');
  if (power === 'compulsory-sale') {
    const f = fields(raw, ['type', 'special', 'power', 'put', 'sold'], 'special');
    if (!f.ok) return f;
    const put = readDiamond(getOwn(raw, 'put'), where('sale'));
    if (!put.ok) return put;
    const soldRaw = getOwn(raw, 'sold');
    if (!Array.isArray(soldRaw) || soldRaw.length !== players) {
      return Array.isArray(soldRaw)
        ? format('format.market.sold-lists', { players, lists: soldRaw.length })
        : format('format.market.sold', { players, kind: kindText(soldRaw) });
    }
    const sold: Diamond[][] = [];
    for (let s = 0; s < soldRaw.length; s++) {
      const cards = readDiamonds(soldRaw[s], where('sold', { seat: s + 1 }));
      if (!cards.ok) return cards;
      sold.push(cards.value);
    }
    return { ok: true, value: { type: 'special', special: name, power: 'compulsory-sale', put: put.value, sold } };
  }
  if (power !== name) {
    return refuse('M-SPECIALS', 'M-SPECIALS.power', { special: name, kind: kindText(power) });
  }
  switch (name) {
    case 'armored-convoy': {
      const f = fields(raw, ['type', 'special', 'power', 'cards'], 'special');
      if (!f.ok) return f;
      const cards = readEntries(getOwn(raw, 'cards'), where('convoy'));
      return cards.ok ? { ok: true, value: { type: 'special', special: name, power: name, cards: cards.value } } : cards;
    }
    case 'safe-cracker': {
      const f = fields(raw, ['type', 'special', 'power', 'victim', 'quality', 'pure', 'found'], 'special');
      if (!f.ok) return f;
      const victim = getOwn(raw, 'victim');
      const quality = getOwn(raw, 'quality');
      const pure = getOwn(raw, 'pure');
      const found = getOwn(raw, 'found');
      if (!isIntIn(victim, 0, players - 1)) return format('format.market.victim', { last: players - 1, kind: kindText(victim) });
      if (!isIntIn(quality, 1, 10)) return format('format.market.cracker-quality', { kind: kindText(quality) });
      if (typeof pure !== 'boolean') return format('format.market.cracker-pure', { kind: kindText(pure) });
      if (typeof found !== 'boolean') return format('format.market.cracker-found', { kind: kindText(found) });
      return { ok: true, value: { type: 'special', special: name, power: name, victim, quality, pure, found } };
    }
    case 'sleight-of-hand': {
      const f = fields(raw, ['type', 'special', 'power', 'take'], 'special');
      if (!f.ok) return f;
      const t = getOwn(raw, 'take');
      if (t === null) return { ok: true, value: { type: 'special', special: name, power: name, take: null } };
      const take = readDiamond(t, where('sleight'));
      return take.ok ? { ok: true, value: { type: 'special', special: name, power: name, take: take.value } } : take;
    }
  }
}
