/**
 * The shape of a Diamonds record (docs/records.md): everything that gives a `format` error
 * before any rule is looked at. Unknown fields are refused: the contract ignores them nowhere.
 */
import type { RecordError } from '../game';
import { deeperThan } from '../json-depth';
import { checkName, nameProblem, normalName } from '../player-name';
import { preview, quote } from '../untrusted-text';
import { parseCard } from './cards';
import type { DiamondsConfig, Variant } from './types';

export interface RawRound {
  dealer: string | null;
  pass: unknown;
  plays: unknown[];
  endSteal: string | null;
}

export type Shaped<T> = { ok: true; value: T } | { ok: false; error: RecordError };

export function formatError(message: string, round: number | null = null, play: number | null = null): { ok: false; error: RecordError } {
  return { ok: false, error: { round, play, rule: 'format', message } };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function unknownKey(obj: Record<string, unknown>, allowed: readonly string[]): string | undefined {
  return Object.keys(obj).find((k) => !allowed.includes(k));
}

const VARIANTS: readonly Variant[] = ['standard', 'teams', 'perfect'];
const TOP_KEYS = ['game', 'players', 'variant', 'thief', 'rounds'] as const;
const ROUND_KEYS = ['dealer', 'pass', 'plays', 'endSteal'] as const;
/** The deepest a Diamonds record nests: the record, "rounds", a round, its "plays" (docs/records.md). */
export const RECORD_DEPTH = 4;

/** The game's config and its raw rounds array, or the first format fault of the header. */
export function shapeHeader(raw: unknown): Shaped<{ config: DiamondsConfig; rounds: unknown[] }> {
  if (!isObject(raw)) return formatError('A Diamonds record is a JSON object with game, players and rounds.');
  // Before anything reads deeper: no message or copy may walk a hostile nesting.
  if (deeperThan(raw, RECORD_DEPTH)) {
    return formatError(`This record nests lists and objects more than ${RECORD_DEPTH} levels deep; a Diamonds record never does.`);
  }
  const extra = unknownKey(raw, TOP_KEYS);
  if (extra !== undefined) return formatError(`Unknown field ${quote(extra)}: a Diamonds record has only ${TOP_KEYS.join(', ')}.`);
  if (raw.game !== 'diamonds') return formatError('The field "game" must be "diamonds".');
  const players = raw.players;
  if (!Array.isArray(players) || !players.every((p) => typeof p === 'string' && p.trim() !== '')) {
    return formatError('"players" must be a list of player names (non-empty text).');
  }
  if (players.length < 2 || players.length > 6) {
    return formatError(`Diamonds is played by 2 to 6 players; this record has ${players.length}.`);
  }
  // Names are kept as written; they are compared in their normal form (../player-name.ts).
  const names: string[] = [];
  for (const [i, p] of players.entries()) {
    const name = checkName(p);
    if (!name.ok) return formatError(`The name of player ${i + 1} ${nameProblem(name)}.`);
    names.push(name.name);
  }
  const dup = names.find((p, i) => names.indexOf(p) !== i);
  if (dup !== undefined) return formatError(`The name "${dup}" is used twice: names must be unique.`);
  const variant = raw.variant === undefined || raw.variant === null ? 'standard' : raw.variant;
  if (typeof variant !== 'string' || !VARIANTS.includes(variant as Variant)) {
    return formatError(`Unknown variant ${preview(variant)}: use "standard", "teams" or "perfect".`);
  }
  const n = players.length;
  if (variant === 'teams' && n !== 4 && n !== 6) {
    return formatError(`The team variant (DT) needs 4 or 6 players, not ${n}.`);
  }
  if (variant === 'perfect' && n > 5) {
    return formatError(`The all-cards-known variant (DP) is for 2 to 5 players, not ${n}.`);
  }
  let thief: number | null = null;
  if (raw.thief !== undefined && raw.thief !== null) {
    if (typeof raw.thief !== 'string') return formatError('"thief" must be null or the name of a player.');
    thief = names.indexOf(normalName(raw.thief));
    if (thief < 0) return formatError(`The thief token's first holder ${quote(raw.thief)} is not one of the players.`);
  }
  if (!Array.isArray(raw.rounds)) return formatError('"rounds" must be a list (it may be empty).');
  return {
    ok: true,
    value: { config: { players: players as string[], variant: variant as Variant, thief }, rounds: raw.rounds },
  };
}

/** One round's fields, or the format fault in them. */
export function shapeRound(raw: unknown, index: number): Shaped<RawRound> {
  const r = index + 1;
  if (!isObject(raw)) return formatError(`Round ${r} must be an object with pass and plays.`, r);
  const extra = unknownKey(raw, ROUND_KEYS);
  if (extra !== undefined) return formatError(`Round ${r} has an unknown field ${quote(extra)}.`, r);
  if (raw.dealer !== undefined && raw.dealer !== null && typeof raw.dealer !== 'string') {
    return formatError(`Round ${r}: "dealer" must be a player's name.`, r);
  }
  if (raw.pass === undefined) return formatError(`Round ${r} has no "pass" (1, 2 or 3 cards).`, r);
  if (typeof raw.pass !== 'number' || !Number.isInteger(raw.pass)) {
    return formatError(`Round ${r}: "pass" must be a whole number (1, 2 or 3).`, r);
  }
  if (!Array.isArray(raw.plays)) return formatError(`Round ${r} has no "plays" list (it may be empty).`, r);
  if (raw.endSteal !== undefined && raw.endSteal !== null && typeof raw.endSteal !== 'string') {
    return formatError(`Round ${r}: "endSteal" must be a player's name.`, r);
  }
  return {
    ok: true,
    value: {
      dealer: (raw.dealer as string | undefined) ?? null,
      pass: raw.pass,
      plays: raw.plays,
      endSteal: (raw.endSteal as string | undefined) ?? null,
    },
  };
}

const PLAY = /^([DHSC])([1-9]|1[0-5])(?:>(.*))?$/s;

export interface RawPlay {
  card: string;
  /** The name after ">", trimmed; null without a suffix. */
  victim: string | null;
}

/** A play's card code and optional victim suffix ("C3>Ann"), or its format fault. */
export function shapePlay(raw: unknown, round: number, play: number): Shaped<RawPlay> {
  if (typeof raw === 'string' && raw.length <= 3 && parseCard(raw)) return { ok: true, value: { card: raw, victim: null } };
  const m = typeof raw === 'string' ? PLAY.exec(raw) : null;
  if (!m) {
    return formatError(
      `Round ${round}, play ${play}: ${preview(raw)} is not a card: write its suit letter (D, H, S, C) and rank 1–15, e.g. H7 or C3>Ann.`,
      round,
      play,
    );
  }
  const card = `${m[1]}${m[2]}`;
  if (m[3] === undefined) return { ok: true, value: { card, victim: null } };
  if (m[1] !== 'C') {
    return formatError(`Round ${round}, play ${play}: only a Clubs card can name a victim, not ${card}.`, round, play);
  }
  const victim = m[3].trim();
  if (victim === '') return formatError(`Round ${round}, play ${play}: ${quote(m[0])} names no victim after ">".`, round, play);
  return { ok: true, value: { card, victim } };
}
