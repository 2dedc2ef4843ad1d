/**
 * The contract every game's rules module offers to the store and the screens.
 * Rules are pure: state is only ever derived by reducing an event log, so undo is
 * "drop the last event and replay", and nothing but `apply` decides what is legal.
 */

import type { MessageKey } from './message-keys';

export type { CatalogKeys, MessageKey } from './message-keys';

/**
 * What a message says, as data: a key (the rule id, or "format", and a short variant:
 * `D-FOLLOW`, `D-DECK.played`) and the values it names. The rules return only this, and so does
 * the store for its own messages; the one catalog of src/i18n/rule-messages.ts says it in the
 * reader's language, English included (the English sentence is the catalog's source text, so
 * `replay` and records say it from there too). Player names are inserted verbatim, cards as codes
 * ("H7", a Diam's diamond "7" or "7+"), suits as letters ("H"), counts as numbers: how to word
 * them is the catalog's business. The key is one the catalog words (./message-keys.ts).
 */
export interface MessageText {
  key: MessageKey;
  params: Record<string, MessageParam>;
}

/**
 * A value a message names; a message inside another one (a wrapper such as "Round 2: …") is a
 * MessageText, and a list of them (the entries of a securing) a MessageText[].
 */
export type MessageParam = string | number | readonly string[] | MessageText | readonly MessageText[];

/**
 * A message's key and parameters (see MessageText). The key must be one of ./message-keys.ts,
 * which every English catalog file words completely: a key without its sentence does not compile.
 */
export function says(key: MessageKey, params: Record<string, MessageParam> = {}): MessageText {
  return { key, params };
}

/**
 * The rest of every key that starts with `prefix`: what a helper that adds its area's prefix
 * (`format.sheet.`, `where.`) may be given, so its keys are checked like any other.
 */
export type KeyAfter<P extends string> = MessageKey extends infer K ? (K extends `${P}${infer Rest}` ? Rest : never) : never;

/**
 * A refused event: the rule it breaks (an id of docs/rules/*.md, or "format") and why, as data.
 * Say it with `rejectionText` (src/i18n/rule-messages.ts).
 */
export interface Rejection {
  rule: string;
  /** Why, as a key and parameters of the message catalog: plain words a player at the table can act on. */
  text: MessageText;
  /** 1-based round of the fault, when one round is at fault. */
  round?: number | null;
  /** 1-based index of the faulty play within its round, when one play is at fault. */
  play?: number | null;
  /** 1-based trick where the fault happened (a revoke names the trick it was committed in). */
  trick?: number | null;
  /**
   * Every value the round needs that the rules card lacks (Diam's, M-CARD-VALUES), each entry once
   * with the first safe that needs it (0-based seat), in seat and collection order: a screen can
   * ask for them all at once. The message names the first.
   */
  missingValues?: MissingValue[];
}

/** The rules-card entry a round needs but the card lacks (M-CARD-VALUES). */
export interface MissingValue {
  seat: number;
  quality: number;
  count: number;
}

export type Applied<S> = { ok: true; state: S } | { ok: false; rejection: Rejection };

/** The error object of docs/records.md: positions are 1-based, null where no single one is at fault. */
export interface RecordError {
  round: number | null;
  play: number | null;
  rule: string;
  message: string;
}

/**
 * A record's fault as the rules find it: where, the rule, and why as a key and parameters. The
 * `message` of RecordError is its English, said from the catalog (`recordError`,
 * src/i18n/rule-messages.ts) by `replay` and the store alike.
 */
export type RecordFault = Omit<RecordError, 'message'> & { text: MessageText };

export type Parsed<C, E> = { ok: true; config: C; events: E[] } | { ok: false; error: RecordFault };

/** One event checked against its game's event shape: a fresh copy of its known fields, or why not. */
export type ParsedEvent<E> = { ok: true; event: E } | { ok: false; rejection: Rejection };

/** What a session list shows without replaying the game. */
export interface SessionSummary {
  status: 'in-progress' | 'finished';
  /** One line per player or team, in seating order. */
  standings: { players: string[]; score: number }[];
  winners: string[];
  /** Where a game in progress is (undefined once it is over), so a list tells two games of the same players apart. */
  progress?: SessionProgress;
}

/** Where a game in progress is: its round, and for a trick-taking game its trick and leader. */
export interface SessionProgress {
  /** 1-based round being played (or about to be dealt), of `rounds`. */
  round: number;
  rounds: number;
  /** 1-based trick being played, of `tricks`; absent between rounds. */
  trick?: number;
  tricks?: number;
  /** The seat (0-based, seating order) that led or leads that trick. */
  leader?: number;
}

/**
 * Who acts in an event (GameModule.actor): one seat (0-based, in seating order), or the table as a
 * whole — `free` for what any seated phone may record, `confirm` for what the host must confirm.
 */
export type Actor = { seat: number } | { table: 'free' | 'confirm' };

export interface GameModule<C, E, S> {
  readonly id: 'diamonds' | 'diams';
  initial(config: C): S;
  apply(state: S, event: E): Applied<S>;
  summary(state: S): SessionSummary;
  /** Validates a record of docs/records.md completely and turns it into a config and events. */
  parseRecord(raw: unknown): Parsed<C, E>;
  /** The record of docs/records.md for a config and its (legal) events. */
  toRecord(config: C, events: readonly E[]): unknown;
  /**
   * Checks one event of a log that comes from outside (a backup file, its redo list) against the
   * shape of this game's events, before anything stores it: a known type with its known fields
   * only, each of the right JSON type. Whether the event is legal is `apply`'s to say. Returns a
   * copy made of those fields alone, so nothing else from the file is ever written; never throws.
   */
  parseEvent(config: C, raw: unknown): ParsedEvent<E>;
  /**
   * Who acts in `event` when it is applied to `state` (a live table lets a phone record only for
   * its own seat, docs/live-table.md): a seat (0-based), or the table — 'free' for what any seated
   * phone may record (a deal, the start of a round played turn by turn), 'confirm' for what the
   * host must confirm before it is recorded (round-end counts and zones, a Diam's round sheet).
   * Pure, and never throws for an event of the game's shape, legal or not: whether the event is
   * legal stays `apply`'s to say; where the state names nobody, the answer is `{ table: 'confirm' }`.
   */
  actor(config: C, state: S, event: E): Actor;
  /**
   * Optional: a fix of one recorded event (Diamonds: a wrong card, ./diamonds/correct.ts). The log
   * with `events[index]` replaced by `event` and every later event that still fits, or why the
   * new event cannot stand there. What it returns must replay legally from the start.
   */
  correct?(config: C, events: readonly E[], index: number, event: E): Correction<E>;
}

/** What GameModule.correct answers: the corrected log and the events it took out (their old positions), or a refusal. */
export type Correction<E> = { ok: true; events: E[]; dropped: { index: number; event: E }[] } | { ok: false; rejection: Rejection };

/** A whole log reduced: the last state, or the first rejected event (0-based) and the state before it. */
export type Replayed<S> = { ok: true; state: S } | { ok: false; rejection: Rejection; index: number; state: S };

/**
 * Reduces a whole log; stops at the first rejected event and says which one. It needs only a
 * start and a step, so a log inside a game (the Diam's turns log of one round) replays here too.
 */
export function replayLog<C, E, S>(game: Pick<GameModule<C, E, S>, 'initial' | 'apply'>, config: C, events: readonly E[]): Replayed<S> {
  let state = game.initial(config);
  for (let i = 0; i < events.length; i++) {
    const next = game.apply(state, events[i] as E);
    if (!next.ok) return { ok: false, rejection: next.rejection, index: i, state };
    state = next.state;
  }
  return { ok: true, state };
}
