/**
 * Reading market-log configs and events from untrusted input (screens, backups, hand-written
 * records) without throwing: every malformed value is a `format` rejection a player can act on.
 * `applyMarketLog` reads every event through here, so a corrupt backup cannot crash a replay.
 */
import { says, type Rejection } from '../../game';
import { readPlayers } from '../config';
import { getOwn, isIntIn, isPlainObject, kind, show, unknownKey } from '../json';
import { readDeck } from '../rules-card';
import type { Checked, DiamsConfig } from '../types';
import { CLOSING_CARDS, deckTotal, SPECIAL_CARDS, START_HAND } from './card-counts';
import { SPECIAL_TITLES, toDiamond } from './cards';
import { SPECIAL_NAMES, type ClosingMode, type Diamond, type MarketLogConfig, type MarketLogEvent, type SecureEntry, type SpecialName } from './types';

type Read<T> = { ok: true; value: T } | { ok: false; rejection: Rejection };
const rule = (id: string, message: string): { ok: false; rejection: Rejection } => ({ ok: false, rejection: { rule: id, message } });
const format = (message: string): { ok: false; rejection: Rejection } => ({ ok: false, rejection: { rule: 'format', message } });

/** Checks a config built elsewhere (a setup screen or a backup). */
export function checkMarketLogConfig(raw: unknown): Checked<MarketLogConfig> {
  if (!isPlainObject(raw)) return format(`A market log's setup must be an object, but it is ${kind(raw)}.`);
  const extra = unknownKey(raw, ['players', 'first', 'closing', 'deck']);
  if (extra !== undefined) return format(`The market log's setup has an unknown field ${show(extra)}: only "players", "first", "closing" and "deck".`);
  const players = readPlayers(getOwn(raw, 'players'));
  if (!players.ok) return players;
  const n = players.value.length;
  const first = getOwn(raw, 'first');
  if (!isIntIn(first, 0, n - 1)) return format(`"first" is the seat of the player who starts the round, a whole number from 0 to ${n - 1}, but it is ${kind(first)}.`);
  const closing = getOwn(raw, 'closing');
  if (closing !== 'standard' && closing !== 'deterministic') {
    return format(`"closing" must be "standard" or "deterministic" (M-CLOSING-POS), but it is ${kind(closing)}.`);
  }
  const config: MarketLogConfig = { players: players.value, first, closing };
  if (getOwn(raw, 'deck') === undefined) return { ok: true, value: config };
  const deck = readDeck(getOwn(raw, 'deck'));
  if (!deck.ok) return deck;
  const total = deckTotal(deck.value);
  if (total - START_HAND * n < CLOSING_CARDS) {
    return {
      ok: false,
      rejection: {
        rule: 'M-CARD-DECK',
        message: `The deck on the rules card has ${total} cards with the special and closing cards, too few to deal ${START_HAND} to each of ${n} players and keep the closing card in the deck (M-START, M-CARD-DECK).`,
        text: says('M-CARD-DECK.too-small', { total, hand: START_HAND, players: n }),
      },
    };
  }
  return { ok: true, value: { ...config, deck: deck.value } };
}

/** The market log's setup from a Diam's session: same players, the rules card's deck when it has one. */
export function marketLogConfig(diams: DiamsConfig, first: number, closing: ClosingMode): MarketLogConfig {
  const base: MarketLogConfig = { players: [...diams.players], first, closing };
  return diams.card.deck ? { ...base, deck: diams.card.deck } : base;
}

function readDiamond(raw: unknown, where: string): Read<Diamond> {
  if (!isPlainObject(raw)) return format(`${where} must be a diamond {"quality": 1–10, "pure": true/false}, but it is ${kind(raw)}.`);
  const extra = unknownKey(raw, ['quality', 'pure']);
  if (extra !== undefined) return format(`${where} has an unknown field ${show(extra)}: only "quality" and "pure".`);
  const quality = getOwn(raw, 'quality');
  const pure = getOwn(raw, 'pure');
  if (!isIntIn(quality, 1, 10)) return format(`${where}: a diamond's quality is a whole number from 1 to 10 (M-QUALITY), but it is ${kind(quality)}.`);
  if (pure !== undefined && typeof pure !== 'boolean') return format(`${where}: "pure" (the magnifier) must be true or false, but it is ${kind(pure)}.`);
  return { ok: true, value: toDiamond({ quality, pure: pure === true }) };
}

function readDiamonds(raw: unknown, where: string): Read<Diamond[]> {
  if (!Array.isArray(raw)) return format(`${where} must be a list of diamonds (it may be empty), but it is ${kind(raw)}.`);
  const out: Diamond[] = [];
  for (let i = 0; i < raw.length; i++) {
    const d = readDiamond(raw[i], `${where}, card ${i + 1}`);
    if (!d.ok) return d;
    out.push(d.value);
  }
  return { ok: true, value: out };
}

function readEntries(raw: unknown, where: string): Read<SecureEntry[]> {
  if (!Array.isArray(raw)) return format(`${where} must be a list of {"quality", "count", "pure"?}, but it is ${kind(raw)}.`);
  const out: SecureEntry[] = [];
  const seen = new Set<number>();
  for (let i = 0; i < raw.length; i++) {
    const e: unknown = raw[i];
    const at = `${where}, entry ${i + 1}`;
    if (!isPlainObject(e)) return format(`${at} must be an object {"quality", "count", "pure"?}, but it is ${kind(e)}.`);
    const extra = unknownKey(e, ['quality', 'count', 'pure']);
    if (extra !== undefined) return format(`${at} has an unknown field ${show(extra)}: only "quality", "count" and "pure".`);
    const quality = getOwn(e, 'quality');
    const count = getOwn(e, 'count');
    const pure = getOwn(e, 'pure');
    if (!isIntIn(quality, 1, 10)) return format(`${at}: "quality" must be a whole number from 1 to 10 (M-QUALITY), but it is ${kind(quality)}.`);
    if (!isIntIn(count, 1, 99)) return format(`${at} (quality ${quality}): "count" must be a whole number of diamonds, at least 1, but it is ${kind(count)}.`);
    if (pure !== undefined && !isIntIn(pure, 0, count)) {
      return format(`${at} (quality ${quality}): "pure" counts the diamonds with the magnifier, from 0 to ${count}, or is left out when not shown; it is ${kind(pure)}.`);
    }
    if (seen.has(quality)) return format(`${at}: quality ${quality} is listed twice; give one entry per quality.`);
    seen.add(quality);
    out.push(pure === undefined ? { quality, count } : { quality, count, pure });
  }
  return { ok: true, value: out };
}

/** `specials`: special cards that came up face up in a draw into the market or a refill (absent = 0). */
function readSpecialCount(raw: Record<string, unknown>): Read<number> {
  const n = getOwn(raw, 'specials');
  if (n === undefined) return { ok: true, value: 0 };
  if (!isIntIn(n, 0, SPECIAL_CARDS)) return format(`"specials" counts the special cards that came up face up (they go to the hand), 0 to ${SPECIAL_CARDS}, but it is ${kind(n)}.`);
  return { ok: true, value: n };
}

function fields(e: Record<string, unknown>, allowed: string[], what: string): Read<null> {
  const extra = unknownKey(e, allowed);
  if (extra !== undefined) return format(`A "${what}" event has an unknown field ${show(extra)}: only ${allowed.map((k) => `"${k}"`).join(', ')}.`);
  return { ok: true, value: null };
}

/**
 * Reads one event of the market log; `players` is the number of seats. Every diamond comes back
 * with an explicit `pure`, every shape is checked; rules are checked by the reducer.
 */
export function readMarketEvent(raw: unknown, players: number): Read<MarketLogEvent> {
  if (!isPlainObject(raw)) return format(`A market-log event must be an object with a "type", but it is ${kind(raw)}.`);
  const type = getOwn(raw, 'type');
  switch (type) {
    case 'draw': {
      const k = getOwn(raw, 'kind');
      if (k === 'hand' || k === 'none') {
        const f = fields(raw, ['type', 'kind'], 'draw');
        return f.ok ? { ok: true, value: { type: 'draw', kind: k } } : f;
      }
      if (k !== 'market') return format(`A draw's "kind" is "hand" (one card into the hand), "market" (two cards face up) or "none" (the deck is empty) (M-DRAW), but it is ${kind(k)}.`);
      const f = fields(raw, ['type', 'kind', 'cards', 'specials'], 'draw');
      if (!f.ok) return f;
      const cards = readDiamonds(getOwn(raw, 'cards'), 'The cards drawn into the market');
      if (!cards.ok) return cards;
      const specials = readSpecialCount(raw);
      if (!specials.ok) return specials;
      return { ok: true, value: specials.value === 0 ? { type: 'draw', kind: 'market', cards: cards.value } : { type: 'draw', kind: 'market', cards: cards.value, specials: specials.value } };
    }
    case 'closing':
    case 'pass': {
      const f = fields(raw, ['type'], type);
      return f.ok ? { ok: true, value: { type } } : f;
    }
    case 'market': {
      const f = fields(raw, ['type', 'card', 'take', 'taken'], 'market');
      if (!f.ok) return f;
      const card = readDiamond(getOwn(raw, 'card'), 'The card put into the market');
      if (!card.ok) return card;
      const take = getOwn(raw, 'take');
      if (take !== 'same' && take !== 'sum' && take !== 'empty') {
        return format(`"take" must be "same" (M-SAME), "sum" (M-SUM) or "empty" (M-EMPTY), but it is ${kind(take)}.`);
      }
      const taken = readDiamonds(getOwn(raw, 'taken'), 'The cards taken');
      if (!taken.ok) return taken;
      return { ok: true, value: { type: 'market', card: card.value, take, taken: taken.value } };
    }
    case 'secure': {
      const f = fields(raw, ['type', 'cards'], 'secure');
      if (!f.ok) return f;
      const cards = readEntries(getOwn(raw, 'cards'), 'The diamonds secured');
      return cards.ok ? { ok: true, value: { type: 'secure', cards: cards.value } } : cards;
    }
    case 'limit': {
      const f = fields(raw, ['type', 'toMarket', 'discardedSpecials'], 'limit');
      if (!f.ok) return f;
      const toMarket = readDiamonds(getOwn(raw, 'toMarket'), 'The surplus diamonds put into the market');
      if (!toMarket.ok) return toMarket;
      const n = getOwn(raw, 'discardedSpecials');
      if (!isIntIn(n, 0, SPECIAL_CARDS)) return format(`"discardedSpecials" is how many special cards were discarded, 0 to ${SPECIAL_CARDS}, but it is ${kind(n)}.`);
      return { ok: true, value: { type: 'limit', toMarket: toMarket.value, discardedSpecials: n } };
    }
    case 'refill': {
      const f = fields(raw, ['type', 'cards', 'specials'], 'refill');
      if (!f.ok) return f;
      const cards = readDiamonds(getOwn(raw, 'cards'), 'The refill cards');
      if (!cards.ok) return cards;
      const specials = readSpecialCount(raw);
      if (!specials.ok) return specials;
      return { ok: true, value: specials.value === 0 ? { type: 'refill', cards: cards.value } : { type: 'refill', cards: cards.value, specials: specials.value } };
    }
    case 'special':
      return readSpecial(raw, players);
    default:
      return format(`Unknown market-log event ${kind(type)}: expected "draw", "closing", "market", "secure", "special", "pass", "limit" or "refill".`);
  }
}

function readSpecial(raw: Record<string, unknown>, players: number): Read<MarketLogEvent> {
  const special = getOwn(raw, 'special');
  if (typeof special !== 'string' || !SPECIAL_NAMES.includes(special as SpecialName)) {
    return format(`"special" names the special card played: "armored-convoy", "safe-cracker" or "sleight-of-hand" (M-SPECIALS), but it is ${kind(special)}.`);
  }
  const name = special as SpecialName;
  const power = getOwn(raw, 'power');
  if (power === 'compulsory-sale') {
    const f = fields(raw, ['type', 'special', 'power', 'put', 'sold'], 'special');
    if (!f.ok) return f;
    const put = readDiamond(getOwn(raw, 'put'), 'The diamond put into the market for the compulsory sale');
    if (!put.ok) return put;
    const soldRaw = getOwn(raw, 'sold');
    if (!Array.isArray(soldRaw) || soldRaw.length !== players) {
      return format(`"sold" lists, seat by seat, the diamonds each player put into the market (${players} lists, the player of the sale's own empty), but it is ${kind(soldRaw)}${Array.isArray(soldRaw) ? ` of ${soldRaw.length}` : ''}.`);
    }
    const sold: Diamond[][] = [];
    for (let s = 0; s < soldRaw.length; s++) {
      const cards = readDiamonds(soldRaw[s], `The diamonds sold by seat ${s + 1}`);
      if (!cards.ok) return cards;
      sold.push(cards.value);
    }
    return { ok: true, value: { type: 'special', special: name, power: 'compulsory-sale', put: put.value, sold } };
  }
  if (power !== name) {
    return rule('M-SPECIALS', `The ${SPECIAL_TITLES[name]} is used either for the compulsory sale ("compulsory-sale") or for its own power ("${name}"), not ${kind(power)} (M-SPECIALS).`);
  }
  switch (name) {
    case 'armored-convoy': {
      const f = fields(raw, ['type', 'special', 'power', 'cards'], 'special');
      if (!f.ok) return f;
      const cards = readEntries(getOwn(raw, 'cards'), 'The diamonds of the Armored convoy');
      return cards.ok ? { ok: true, value: { type: 'special', special: name, power: name, cards: cards.value } } : cards;
    }
    case 'safe-cracker': {
      const f = fields(raw, ['type', 'special', 'power', 'victim', 'quality', 'pure', 'found'], 'special');
      if (!f.ok) return f;
      const victim = getOwn(raw, 'victim');
      const quality = getOwn(raw, 'quality');
      const pure = getOwn(raw, 'pure');
      const found = getOwn(raw, 'found');
      if (!isIntIn(victim, 0, players - 1)) return format(`"victim" is the seat of the opponent whose safe is cracked, 0 to ${players - 1}, but it is ${kind(victim)}.`);
      if (!isIntIn(quality, 1, 10)) return format(`The Safe cracker names a quality from 1 to 10 (M-QUALITY), but it is ${kind(quality)}.`);
      if (typeof pure !== 'boolean') return format(`The Safe cracker names a purity: "pure" true (magnifier) or false, but it is ${kind(pure)}.`);
      if (typeof found !== 'boolean') return format(`"found" says whether such a diamond was in the safe (true or false), but it is ${kind(found)}.`);
      return { ok: true, value: { type: 'special', special: name, power: name, victim, quality, pure, found } };
    }
    case 'sleight-of-hand': {
      const f = fields(raw, ['type', 'special', 'power', 'take'], 'special');
      if (!f.ok) return f;
      const t = getOwn(raw, 'take');
      if (t === null) return { ok: true, value: { type: 'special', special: name, power: name, take: null } };
      const take = readDiamond(t, 'The diamond taken by the Sleight of hand');
      return take.ok ? { ok: true, value: { type: 'special', special: name, power: name, take: take.value } } : take;
    }
  }
}
