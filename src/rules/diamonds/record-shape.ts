/**
 * The shape of a Diamonds record (docs/records.md): everything that gives a `format` error
 * before any rule is looked at. Unknown fields are refused: the contract ignores them nowhere.
 */
import { says, type KeyAfter, type MessageParam, type MessageText, type RecordFault } from '../game';
import { deeperThan } from '../json-depth';
import { checkName, nameSaid, normalName } from '../player-name';
import { previewSaid, quote } from '../untrusted-text';
import { parseCard } from './cards';
import type { DiamondsConfig, Variant } from './types';

export interface RawRound {
  dealer: string | null;
  pass: unknown;
  plays: unknown[];
  endSteal: string | null;
  /** Positions in `plays` (1-based, ascending) of the cards that prove a revoke kept as played (D-REVOKE). */
  kept: number[];
}

export type Shaped<T> = { ok: true; value: T } | { ok: false; error: RecordFault };

/** A format fault of a Diamonds record, worded under the key `format.diamonds-record.<key>`. */
export function formatError(
  key: KeyAfter<'format.diamonds-record.'>,
  params: Record<string, MessageParam> = {},
  round: number | null = null,
  play: number | null = null,
): { ok: false; error: RecordFault } {
  return { ok: false, error: { round, play, rule: 'format', text: says(`format.diamonds-record.${key}`, params) } };
}

/** Where in a record a fault is: "Round 2: …", "Round 2, play 5: …". */
export function atPlay(round: number, play: number | null, inner: MessageText): MessageText {
  return play === null ? says('wrap.round', { round, inner }) : says('wrap.play', { round, play, inner });
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function unknownKey(obj: Record<string, unknown>, allowed: readonly string[]): string | undefined {
  return Object.keys(obj).find((k) => !allowed.includes(k));
}

const VARIANTS: readonly Variant[] = ['standard', 'teams', 'perfect'];
const TOP_KEYS = ['game', 'players', 'variant', 'thief', 'rounds'] as const;
const ROUND_KEYS = ['dealer', 'pass', 'plays', 'endSteal', 'kept'] as const;
/** The deepest a Diamonds record nests: the record, "rounds", a round, its "plays" (docs/records.md). */
export const RECORD_DEPTH = 4;

/**
 * The game's config, its raw rounds array and the players' names in their normal form (to find a
 * named player by), or the first format fault of the header.
 */
export function shapeHeader(raw: unknown): Shaped<{ config: DiamondsConfig; rounds: unknown[]; names: string[] }> {
  if (!isObject(raw)) return formatError('object');
  // Before anything reads deeper: no message or copy may walk a hostile nesting.
  if (deeperThan(raw, RECORD_DEPTH)) {
    return formatError('depth', { depth: RECORD_DEPTH });
  }
  const extra = unknownKey(raw, TOP_KEYS);
  if (extra !== undefined) return formatError('field', { field: quote(extra), allowed: TOP_KEYS });
  if (raw.game !== 'diamonds') return formatError('game');
  const players = raw.players;
  if (!Array.isArray(players) || !players.every((p) => typeof p === 'string' && p.trim() !== '')) {
    return formatError('players');
  }
  if (players.length < 2 || players.length > 6) {
    return formatError('player-count', { count: players.length });
  }
  // Names are kept as written; they are compared in their normal form (../player-name.ts).
  const names: string[] = [];
  for (const [i, p] of players.entries()) {
    const name = checkName(p);
    if (!name.ok) return formatError('name', { player: i + 1, problem: nameSaid(name) });
    names.push(name.name);
  }
  const dup = names.find((p, i) => names.indexOf(p) !== i);
  if (dup !== undefined) return formatError('name-twice', { name: dup });
  const variant = raw.variant === undefined || raw.variant === null ? 'standard' : raw.variant;
  if (typeof variant !== 'string' || !VARIANTS.includes(variant as Variant)) {
    return formatError('variant', { kind: previewSaid(variant) });
  }
  const n = players.length;
  if (variant === 'teams' && n !== 4 && n !== 6) {
    return formatError('teams', { count: n });
  }
  if (variant === 'perfect' && n > 5) {
    return formatError('perfect', { count: n });
  }
  let thief: number | null = null;
  if (raw.thief !== undefined && raw.thief !== null) {
    if (typeof raw.thief !== 'string') return formatError('thief');
    thief = names.indexOf(normalName(raw.thief));
    if (thief < 0) return formatError('thief-name', { name: quote(raw.thief) });
  }
  if (!Array.isArray(raw.rounds)) return formatError('rounds');
  return {
    ok: true,
    value: { config: { players: players as string[], variant: variant as Variant, thief }, rounds: raw.rounds, names },
  };
}

/** One round's fields, or the format fault in them. */
export function shapeRound(raw: unknown, index: number): Shaped<RawRound> {
  const r = index + 1;
  if (!isObject(raw)) return formatError('round', { round: r }, r);
  const extra = unknownKey(raw, ROUND_KEYS);
  if (extra !== undefined) return formatError('round-field', { round: r, field: quote(extra) }, r);
  if (raw.dealer !== undefined && raw.dealer !== null && typeof raw.dealer !== 'string') {
    return formatError('dealer', { round: r }, r);
  }
  if (raw.pass === undefined) return formatError('no-pass', { round: r }, r);
  if (typeof raw.pass !== 'number' || !Number.isInteger(raw.pass)) {
    return formatError('pass', { round: r }, r);
  }
  if (!Array.isArray(raw.plays)) return formatError('plays', { round: r }, r);
  if (raw.endSteal !== undefined && raw.endSteal !== null && typeof raw.endSteal !== 'string') {
    return formatError('end-steal', { round: r }, r);
  }
  const kept = raw.kept ?? [];
  if (!isPositions(kept, raw.plays.length)) return formatError('kept', { round: r }, r);
  return {
    ok: true,
    value: {
      dealer: (raw.dealer as string | undefined) ?? null,
      pass: raw.pass,
      plays: raw.plays,
      endSteal: (raw.endSteal as string | undefined) ?? null,
      kept: [...kept],
    },
  };
}

/** Whether `kept` lists positions of a round's `plays` (1 to `plays`), each once, in ascending order. */
function isPositions(kept: unknown, plays: number): kept is number[] {
  if (!Array.isArray(kept)) return false;
  let last = 0;
  for (const k of kept) {
    if (typeof k !== 'number' || !Number.isInteger(k) || k <= last || k > plays) return false;
    last = k;
  }
  return true;
}

export interface RawPlay {
  card: string;
  /** The name after ">", trimmed; null without a suffix. */
  victim: string | null;
}

/**
 * A play's card code and optional victim suffix ("C3>Ann"), or its format fault. One object
 * rather than a value in a `Shaped` wrapper, and a cut at the first ">" rather than a regular
 * expression: this runs for every card of a record, and a record names a victim on every Clubs
 * card that robs by choice.
 */
export function shapePlay(raw: unknown, round: number, play: number): ({ ok: true } & RawPlay) | { ok: false; error: RecordFault } {
  if (typeof raw === 'string' && raw.length <= 3 && parseCard(raw)) return { ok: true, card: raw, victim: null };
  const text = typeof raw === 'string' ? raw : '';
  const cut = text.indexOf('>');
  const card = cut < 0 ? '' : text.slice(0, cut);
  if (!parseCard(card)) {
    return { ok: false, error: { round, play, rule: 'format', text: atPlay(round, play, says('format.diamonds-record.card', { kind: previewSaid(raw) })) } };
  }
  if (card[0] !== 'C') {
    return { ok: false, error: { round, play, rule: 'format', text: atPlay(round, play, says('format.diamonds-record.not-clubs', { card })) } };
  }
  const victim = text.slice(cut + 1).trim();
  if (victim === '')
    return { ok: false, error: { round, play, rule: 'format', text: atPlay(round, play, says('format.diamonds-record.no-victim', { play: quote(text) })) } };
  return { ok: true, card, victim };
}
