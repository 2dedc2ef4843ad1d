/** The state derived from a Diamonds log. Never stored: always `events.reduce(apply, initial)`. */
import { seatingOf, type Seating } from './seating';
import type { DiamondsConfig, Suit } from './types';

export interface Zones {
  readonly showroom: number;
  readonly vault: number;
}

/** Where a diamond lies: the supply, or one side's Showroom or Vault (D-ZONES, DT-ZONES). */
export type Place = { readonly zone: 'supply'; readonly side: null } | { readonly zone: 'showroom' | 'vault'; readonly side: number };

/**
 * Why a diamond moved (or why an action moved nothing): the data behind every explanation.
 * Every number a reason states is a field here, fixed when the action is performed; the words
 * (./explain.ts, src/i18n/diamonds-text.ts) only render these fields and never count anything.
 */
export interface Move {
  readonly round: number;
  /** The trick the action belongs to; null for end-of-round actions. */
  readonly trick: number | null;
  /** 1-based index within the round of the card whose action this is; null at round end. */
  readonly play: number | null;
  /** Why the action happened: D-OFFSUIT, D-TAKE, D-MAJORITY or D-NOTRICK. */
  readonly cause: 'D-OFFSUIT' | 'D-TAKE' | 'D-MAJORITY' | 'D-NOTRICK';
  /** The seat that acted (for a team majority, the team's first member). */
  readonly actor: number;
  readonly side: number;
  /** The suit whose action (D-A-DIAMOND …) was performed. */
  readonly suit: Suit;
  /** Diamonds moved: 1, or 0 when the action had no effect (see `none`). */
  readonly amount: 0 | 1;
  /** Where the diamond was taken from and where it went; both null when nothing moved. */
  readonly from: Place | null;
  readonly to: Place | null;
  /** The side robbed by a Clubs action. */
  readonly victim: number | null;
  /** Why nothing moved: an empty Showroom (♠), nobody to rob (♣), the thief token's rules. */
  readonly none: 'empty-showroom' | 'no-victim' | 'thief-own' | 'thief-empty' | null;
  /** With DX-THIEF: who held the token for this Clubs action. */
  readonly thief: number | null;
  /** D-MAJORITY: the cards of the suit won by each side, in side order; null otherwise. */
  readonly counts: readonly number[] | null;
  /** D-MAJORITY: the acting side's cards of the suit (strictly the most); null otherwise. */
  readonly most: number | null;
  /** D-MAJORITY: the most cards of the suit any other side won (0 when none did); null otherwise. */
  readonly nextBest: number | null;
  /** D-NOTRICK: which of the two ♦ actions this is, 1 or 2; null otherwise. */
  readonly bonus: 1 | 2 | null;
}

/** A persistent list, newest first, so appending a move never copies the history. */
export interface Chain<T> {
  readonly head: T;
  readonly rest: Chain<T> | null;
  readonly size: number;
}

export function push<T>(chain: Chain<T> | null, head: T): Chain<T> {
  return { head, rest: chain, size: (chain?.size ?? 0) + 1 };
}

export function toArray<T>(chain: Chain<T> | null): T[] {
  const out = new Array<T>(chain?.size ?? 0);
  for (let c = chain, i = out.length - 1; c; c = c.rest, i--) out[i] = c.head;
  return out;
}

export interface PlayedCard {
  readonly seat: number;
  readonly suit: Suit;
  readonly rank: number;
  /** 1-based index within the round. */
  readonly play: number;
}

export interface TrickRecord {
  readonly round: number;
  readonly trick: number;
  readonly leader: number;
  readonly cards: readonly PlayedCard[];
  readonly winner: number;
}

/**
 * A Clubs action waiting for its actor to name the victim (D-A-CLUB): the action's own source,
 * kept whole, so the move made once the victim is named states exactly what an action without
 * a choice would (the same round, trick, play and, for a majority, the same counts).
 */
export type PendingSteal = ClubSource & {
  /** Sides that may be robbed (two or more). */
  readonly victims: readonly number[];
};

/** The majority behind a D-MAJORITY action: every side's cards of the suit, the most, the next best. */
export interface Majority {
  readonly counts: readonly number[];
  readonly most: number;
  readonly nextBest: number;
}

interface SourceBase {
  readonly round: number;
  /** The trick, or null at round end. */
  readonly trick: number | null;
  /** The card the action belongs to (1-based within the round), null at round end. */
  readonly play: number | null;
  readonly actor: number;
  readonly side: number;
}

/**
 * Where an action comes from, for its explanation: each cause carries the data its reason
 * states, so a majority cannot be performed without its counts, nor a bonus without its number.
 */
export type ActionSource =
  | (SourceBase & { readonly cause: 'D-OFFSUIT' | 'D-TAKE' })
  | (SourceBase & { readonly cause: 'D-MAJORITY'; readonly majority: Majority })
  | (SourceBase & { readonly cause: 'D-NOTRICK'; readonly bonus: 1 | 2 });

/** The sources a Clubs action can have (D-NOTRICK is always ♦). */
export type ClubSource = Exclude<ActionSource, { cause: 'D-NOTRICK' }>;

/**
 * A revoke the table kept as played (D-REVOKE): who failed to follow which suit, where (the first
 * such failure of the round, the one D-FOLLOW reports), and the card that proved it.
 */
export interface KeptRevoke {
  readonly round: number;
  readonly seat: number;
  readonly suit: Suit;
  /** The trick and play (1-based within the round) of the first failure to follow `suit`. */
  readonly trick: number;
  readonly play: number;
  /** The card that proved it, and where it was played. */
  readonly card: string;
  readonly provenTrick: number;
  readonly provenPlay: number;
}

export interface RoundState {
  readonly index: number;
  readonly dealer: number;
  readonly pass: number;
  /** Played ranks of each suit (D, H, S, C) as bit masks. */
  readonly played: readonly number[];
  readonly plays: number;
  /** 1-based number of the trick being played (or the last one, once the round is over). */
  readonly trickNo: number;
  readonly leader: number;
  readonly trick: readonly PlayedCard[];
  /** Cards won per seat and suit: index seat * 4 + suit. */
  readonly won: readonly number[];
  readonly tricksWon: readonly number[];
  /** Where each seat first failed to follow each suit (play index, 0 = never): seat * 4 + suit. */
  readonly showOut: readonly number[];
  /** The trick of that first failure, same indexing. */
  readonly showOutTrick: readonly number[];
  readonly over: boolean;
  /** Set when the round's end begins (D-END-ORDER); null while cards are still being played. */
  readonly end: RoundEnd | null;
}

/**
 * How a round reached its end, so screens can show each end-of-round action with the zones it
 * left (./end-report.ts) and say whether the cards were recorded or only counted at the end.
 */
export interface RoundEnd {
  /** 'cards': every card was recorded; 'check': the table entered the counts (./round-check.ts). */
  readonly source: 'cards' | 'check';
  /** The zones of each side just before the first end-of-round action. */
  readonly from: readonly Zones[];
}

export type Phase = 'deal' | 'play' | 'steal' | 'over';

export interface DiamondsState {
  readonly config: DiamondsConfig;
  readonly seating: Seating;
  readonly phase: Phase;
  /** Zones of each side (player, or team). */
  readonly zones: readonly Zones[];
  /** Seat holding the thief token (DX-THIEF), or null. */
  readonly thief: number | null;
  readonly roundsDone: number;
  readonly round: RoundState | null;
  readonly pending: PendingSteal | null;
  readonly moves: Chain<Move> | null;
  readonly tricks: Chain<TrickRecord> | null;
  /** The revokes the table kept as played (D-REVOKE), newest first. */
  readonly kept: Chain<KeptRevoke> | null;
}

export function initialState(config: DiamondsConfig): DiamondsState {
  const seating = seatingOf(config);
  return {
    config,
    seating: seating,
    phase: seating.rounds > 0 ? 'deal' : 'over',
    // D-SETUP, DT-ZONES: 3 diamonds in each Showroom, one per side.
    zones: seating.members.map(() => ({ showroom: 3, vault: 0 })),
    thief: config.thief,
    roundsDone: 0,
    round: null,
    pending: null,
    moves: null,
    tricks: null,
    kept: null,
  };
}

export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

// The reducer copies state on every card. Object spread is about ten times slower than a
// literal with the fields in one fixed order (it also keeps V8's object shapes monomorphic),
// so copies go through these two functions; the fresh copy is then changed before it is shared.
// A function that takes a `fresh` copy (perform and awaiting here, resolveTrick, the reducer's
// advance) changes that copy in place: an event copies the state once, not once per step (the
// card, its action, the trick it ends, the choice it asks for).

export function copyState(s: DiamondsState): Mutable<DiamondsState> {
  return {
    config: s.config,
    seating: s.seating,
    phase: s.phase,
    zones: s.zones,
    thief: s.thief,
    roundsDone: s.roundsDone,
    round: s.round,
    pending: s.pending,
    moves: s.moves,
    tricks: s.tricks,
    kept: s.kept,
  };
}

export function copyRound(r: RoundState): Mutable<RoundState> {
  return {
    index: r.index,
    dealer: r.dealer,
    pass: r.pass,
    played: r.played,
    plays: r.plays,
    trickNo: r.trickNo,
    leader: r.leader,
    trick: r.trick,
    won: r.won,
    tricksWon: r.tricksWon,
    showOut: r.showOut,
    showOutTrick: r.showOutTrick,
    over: r.over,
    end: r.end,
  };
}

/** What an action did (./actions.ts): the zones and the thief token after it, the move explaining it. */
export interface Acted {
  readonly zones: readonly Zones[];
  readonly thief: number | null;
  readonly move: Move;
}

/** Puts an action on a fresh copy: its zones, the thief token and the move explaining it. */
export function perform(fresh: Mutable<DiamondsState>, done: Acted): void {
  fresh.zones = done.zones;
  fresh.thief = done.thief;
  fresh.moves = push(fresh.moves, done.move);
}

/** A fresh copy, set waiting for the victim of the Clubs action of `source` among `victims`. */
export function awaiting(fresh: Mutable<DiamondsState>, source: ClubSource, victims: readonly number[]): DiamondsState {
  fresh.phase = 'steal';
  fresh.pending = pendingOf(source, victims);
  return fresh;
}

/**
 * The pending choice: the source with its victims. A literal per cause, not a spread (ten times
 * faster, see above); each branch must give every field of its cause or it does not compile.
 */
function pendingOf(source: ClubSource, victims: readonly number[]): PendingSteal {
  const { round, trick, play, actor, side } = source;
  if (source.cause === 'D-MAJORITY') return { round, trick, play, actor, side, cause: source.cause, majority: source.majority, victims };
  return { round, trick, play, actor, side, cause: source.cause, victims };
}

/**
 * The source of a pending choice, without its victims, for the action the choice completes. The
 * fields are in the order of every other source's literal, so actions only ever read sources of
 * three shapes (a card or a trick, a majority, a bonus): given the pending choice itself, a fourth
 * and a fifth, V8 reads every source's fields the slow way.
 */
export function sourceOf(pending: PendingSteal): ClubSource {
  const { round, trick, play, actor, side } = pending;
  if (pending.cause === 'D-MAJORITY') return { round, trick, play, cause: pending.cause, actor, side, majority: pending.majority };
  return { round, trick, play, cause: pending.cause, actor, side };
}
