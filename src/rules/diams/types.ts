/**
 * Types of the Diam's rules module (docs/rules/diams.md, rule ids M-…).
 *
 * The app cannot follow secret hands and safes card by card, so a Diam's session is a log of
 * round sheets (diams.md "What the app records at a real table", item 1): at the end of each
 * round every player reports their safe and the qualities still in hand, and everything else
 * (points, chips, winners) is derived from those sheets and the rules card.
 */
import type { MessageText, Rejection } from '../game';
import type { ClosingMode, TurnsConfig, TurnStep, TurnsState } from './turns/types';
import type { DeckEntry, QualityKey, Sheet } from './sheet-types';

export { QUALITIES, QUALITY_KEYS } from './sheet-types';
export type { Quality, QualityKey, DeckEntry, Collection, Sheet } from './sheet-types';

/** Collection sizes the rules card prices (M-CARD-VALUES): 3, 4 and 5 diamonds. */
export const PRICED_COUNTS = [3, 4, 5] as const;
/** A collection never exceeds 5 diamonds (M-SECURE). */
export const MAX_COLLECTION = 5;
/** Diam's is played by 2 to 5 players: M-CHIPS ranks down to a fifth place. */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;

/** M-HAND tie rule: "none" = nobody gains the bonus on a tie (default), "all" = each tied player does. */
export type HandTie = 'none' | 'all';
/** M-WIN: rank the game by victory chips (default) or by total points (the seed's reading). */
export type WinBy = 'chips' | 'points';

export interface DiamsOptions {
  /** M-GAME: 3 rounds (standard) or 1 ("quick game"). */
  rounds: 1 | 3;
  handTie: HandTie;
  winBy: WinBy;
}

export const DEFAULT_OPTIONS: Readonly<DiamsOptions> = { rounds: 3, handTie: 'none', winBy: 'chips' };

/**
 * Points of a collection of [3, 4, 5] diamonds of one quality; null where the table has not
 * filled the value in yet (M-CARD-VALUES: the app never guesses a value).
 */
export type ValueRow = [number | null, number | null, number | null];
export type CardValues = Record<QualityKey, ValueRow>;

/** The rules card: data the table provides, never numbers invented in code (diams.md). */
export interface RulesCard {
  values: CardValues;
  /** Optional deck composition (M-CARD-DECK); when absent, copies are not checked. */
  deck?: Record<QualityKey, DeckEntry>;
}

export interface DiamsConfig {
  /** Names in seating order (2–5). Events refer to players by seat index, so a rename never breaks a log. */
  players: string[];
  options: DiamsOptions;
  card: RulesCard;
}

/** The log of a Diam's session: one event per finished round, sheets indexed by seat. */
export type DiamsEvent = { type: 'round'; sheets: Sheet[] };

/**
 * Starts a round played turn by turn (diams.md "What the app records at a real table", item 2):
 * the seat of the player who takes the first turn, and the closing-card option (M-CLOSING-POS).
 */
export type TurnsEvent = { type: 'turns'; first: number; closing: ClosingMode };
/** One event of the round's turns log (./turns/types.ts), checked by `applyTurnStep`. */
export type TurnEvent = { type: 'turn'; event: TurnStep };

/**
 * Everything a session's log may hold. A record (records.md) holds round sheets only, so
 * `DiamsEvent` stays the round event; a round played turn by turn is a `turns` event, its `turn`
 * events, then the same `round` event, which must agree with what the turns made public.
 */
export type DiamsSessionEvent = DiamsEvent | TurnsEvent | TurnEvent;

/** The round being played turn by turn: its turns log's setup, events so far and state. */
export interface TurnsRound {
  config: TurnsConfig;
  /** The turn steps of this round, as recorded (the `event` of each `turn`). */
  events: TurnStep[];
  state: TurnsState;
}

/** One scored line of a collection, for a screen that explains points line by line. */
export interface CollectionLine {
  quality: number;
  count: number;
  pure: number;
  points: number;
  /** Why, as a key and values: src/i18n/diams-text.ts says it. */
  why: MessageText;
}

/** The M-PURITY part of one player's round score. */
export interface PurityLine {
  /** This player's exceptional-purity diamonds, over all collections of the safe. */
  pure: number;
  /** The most any player has this round. */
  most: number;
  /** Seats that share the most (empty when nobody has any). */
  leaders: number[];
  points: 0 | 2 | 5;
  /** Why, as a key and values: src/i18n/diams-text.ts says it. */
  why: MessageText;
}

/** The M-HAND part of one player's round score. */
export interface HandLine {
  /** Sum of the qualities still in hand. */
  total: number;
  /** The highest total of the round. */
  highest: number;
  /** Seats with the highest total (empty when every hand is empty). */
  leaders: number[];
  /** The tie rule that applied ("none"/"all"), or null when there was no tie. */
  tieRule: HandTie | null;
  points: 0 | 3;
  /** Why, as a key and values: src/i18n/diams-text.ts says it. */
  why: MessageText;
}

export interface PlayerRoundScore {
  collections: CollectionLine[];
  purity: PurityLine;
  hand: HandLine;
  /** Collections + purity bonus + hand bonus (M-ROUND-SCORE). */
  points: number;
}

/** A scored round: per seat, the sheet, the score with its reasons, the place and the chips. */
export interface DiamsRound {
  sheets: Sheet[];
  scores: PlayerRoundScore[];
  points: number[];
  /** 1-based competition-ranking place (M-CHIPS): tied players share the higher place. */
  places: number[];
  chips: number[];
}

export interface DiamsState {
  config: DiamsConfig;
  rounds: DiamsRound[];
  /** Present while a round is played turn by turn (from its `turns` event until its `round` event). */
  turns?: TurnsRound;
}

/** How the winners were decided (M-WIN). */
export interface WinDecision {
  /** Winning seats, in seating order. */
  winners: number[];
  /** Seats tied on the top total (one seat when nobody tied). */
  tied: number[];
  how: 'alone' | 'round-2' | 'shared';
  /** What was compared: victory chips, or total points with option winBy "points". */
  by: WinBy;
  /** The top total (chips or points) the tied seats share; 0 when nobody plays. */
  top: number;
  /** The tied seats that placed first in round 2 (M-CHIPS place 1); null when there is no round 2. */
  firstInRound2: number[] | null;
  /** Why, as a key and values: src/i18n/diams-text.ts says it. */
  why: MessageText;
}

/** A value or the rejection explaining why there is none. */
export type Checked<T> = { ok: true; value: T } | { ok: false; rejection: Rejection };
