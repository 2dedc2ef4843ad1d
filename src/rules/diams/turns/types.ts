/**
 * Types of the Diam's turns log (docs/rules/diams.md, "What the app records at a real table",
 * item 2): one round played turn by turn, recording only what is public at the table.
 *
 * What is public, and so what the app can know:
 * - the market, face up (M-SECRET): its exact contents, magnifiers included;
 * - the number of cards in each hand, and the cards known to have gone into a hand (taken from the
 *   market, or from a safe by the Safe cracker); every other card in a hand is "unknown";
 * - what is secured: **[decided]** securing is done in front of the table, which sees the
 *   qualities and the number of diamonds (otherwise M-SECURE — "a new collection is needed", "never
 *   above five" — could not be checked at all, and the issue asks for exactly that check); the
 *   magnifiers may stay hidden (the safe is secret, M-SECRET), so a collection's pure count is
 *   recorded when shown and is otherwise unknown (null);
 * - special cards once played, the closing card once drawn.
 */
import type { Rejection, MessageText } from '../../game';
import type { DeckEntry, QualityKey, Sheet } from '../sheet-types';

/** M-CLOSING-POS: where the closing card is in the deck. */
export type ClosingMode = 'standard' | 'deterministic';

export interface TurnsConfig {
  /** Names in seating order (2–5); events name players by seat index. */
  players: string[];
  /** Seat of the player who takes the first turn of the round. */
  first: number;
  /** M-CLOSING-POS: "standard" (among the last 15 / 5 cards) or "deterministic" (the last card). */
  closing: ClosingMode;
  /** The rules card's optional deck (M-CARD-DECK): diamonds only; the 3 special cards and the closing card come on top. */
  deck?: Record<QualityKey, DeckEntry>;
}

/** A diamond whose face has been seen: its quality 1–10 and whether it carries the magnifier. */
export interface Diamond {
  quality: number;
  pure: boolean;
}

/** A diamond as events give it: an absent `pure` means "no magnifier" (face-up cards show it). */
export interface DiamondInput {
  quality: number;
  pure?: boolean;
}

/** The three special cards, one of each (M-SPECIAL). */
export type SpecialName = 'armored-convoy' | 'safe-cracker' | 'sleight-of-hand';
export const SPECIAL_NAMES: readonly SpecialName[] = ['armored-convoy', 'safe-cracker', 'sleight-of-hand'];
/** The power used: the one all three share, or the card's own. */
export type SpecialPower = 'compulsory-sale' | SpecialName;

/** Diamonds of one quality moved from a hand into a safe; `pure` = how many carry the magnifier, when shown. */
export interface SecureEntry {
  quality: number;
  count: number;
  pure?: number;
}

/** The way a card put into the market is followed up (M-MARKET). */
export type Take = 'same' | 'sum' | 'empty';

export type DrawEvent =
  /** M-DRAW: one card from the deck into the hand (unseen by the table). */
  | { type: 'draw'; kind: 'hand' }
  /**
   * M-DRAW: two diamonds face up into the market; one only when the deck runs out with it.
   * `specials`: special cards that came up face up on the way — **[decided]** they go to the
   * drawer's hand and the next cards replace them (the market holds diamonds only).
   */
  | { type: 'draw'; kind: 'market'; cards: DiamondInput[]; specials?: number }
  /** The deck is empty (only possible after the closing card): nothing to draw. */
  | { type: 'draw'; kind: 'none' };

export type SpecialEvent =
  /** Any special card used for the shared power (M-SPECIALS, compulsory sale); `sold[seat]` = what each opponent put in. */
  | { type: 'special'; special: SpecialName; power: 'compulsory-sale'; put: DiamondInput; sold: DiamondInput[][] }
  /** Armored convoy: diamonds from the hand onto collections already in the safe (none is fine: nothing stored). */
  | { type: 'special'; special: 'armored-convoy'; power: 'armored-convoy'; cards: SecureEntry[] }
  /** Safe cracker: a quality and purity named against `victim`; `found` says whether such a diamond was there. */
  | { type: 'special'; special: 'safe-cracker'; power: 'safe-cracker'; victim: number; quality: number; pure: boolean; found: boolean }
  /** Sleight of hand: one diamond from the market (null only when the market is empty). */
  | { type: 'special'; special: 'sleight-of-hand'; power: 'sleight-of-hand'; take: DiamondInput | null };

/**
 * One step of a turn (a draw, a play, the hand limit…), as the round's turns log holds it. Stored
 * as the `event` of a session's `turn` event (docs/records.md), whose names stay as stored: the
 * step's `type` ('draw', 'market' for M-MARKET, 'secure'…); the code calls the whole a turn step.
 */
export type TurnStep =
  | DrawEvent
  /** The closing card came up from the deck (in the draw, or in a market refill); it is set aside and replaced. */
  | { type: 'closing' }
  /** M-MARKET: one card from the hand into the market, then M-SAME / M-SUM / M-EMPTY with what was taken. */
  | { type: 'market'; card: DiamondInput; take: Take; taken: DiamondInput[] }
  /** M-SECURE: diamonds from the hand into the safe, quality by quality. */
  | { type: 'secure'; cards: SecureEntry[] }
  | SpecialEvent
  /** Phase 2 with an empty hand: nothing can be played (M-PLAY). */
  | { type: 'pass' }
  /** M-LIMIT: the surplus of a hand above 5: diamonds face up to the market, special cards discarded. */
  | { type: 'limit'; toMarket: DiamondInput[]; discardedSpecials: number }
  /**
   * M-REFILL: the diamonds drawn into an empty market (3; fewer only when the deck runs out);
   * `specials` as for a draw into the market: to the hand of the player whose turn it is.
   */
  | { type: 'refill'; cards: DiamondInput[]; specials?: number };

/** What the app knows of one hand: its size, and the cards in it the table has seen go in. */
export interface HandState {
  size: number;
  /** Known diamonds, sorted; the other `size - known.length` cards are unknown (diamonds or special cards). */
  known: Diamond[];
}

/** One collection in a safe; `pure` is null while the magnifiers in it are not known. */
export interface SafeCollection {
  quality: number;
  count: number;
  pure: number | null;
}

/** One public change to a safe, for its history. */
export interface SafeChange {
  /** 1-based turn of the round. */
  turn: number;
  /** new collection / added by securing / added by the Armored convoy / taken by a Safe cracker. */
  how: 'new' | 'add' | 'convoy' | 'cracked';
  quality: number;
  /** Diamonds added (negative when taken). */
  count: number;
  /** Magnifiers among them, when known. */
  pure: number | null;
  /** The cracker's seat, for `cracked`. */
  by?: number;
}

export interface SafeState {
  collections: SafeCollection[];
  history: SafeChange[];
}

/** draw → play → limit (the end of the turn, M-LIMIT), or the round is over. */
export type TurnsPhase = 'draw' | 'play' | 'limit' | 'over';

export interface TurnsState {
  config: TurnsConfig;
  /** The market's exact contents, sorted by quality then magnifier. */
  market: Diamond[];
  hands: HandState[];
  safes: SafeState[];
  /** 1-based number of the turn in progress. */
  turn: number;
  /** Seat of the player whose turn it is. */
  seat: number;
  phase: TurnsPhase;
  /** The market is empty and waits for its refill (M-REFILL) before anything else happens. */
  refillDue: boolean;
  /** The closing card: who drew it, on which turn (M-CLOSING); null while it is in the deck. */
  closing: { drawer: number; turn: number } | null;
  /** Special cards that left play: the ones played (named) and the ones discarded by M-LIMIT (unnamed). */
  specials: { played: SpecialName[]; discarded: number };
  /** Cards left in the deck, the closing card included while it is there; null when the deck is not given. */
  pile: number | null;
  /** Cards drawn from the deck since the closing card came up (M-CLOSING-POS bounds them). */
  drawnAfterClosing: number;
  /** The deck is known to be empty (a short draw showed it, or the closing card was the last one). */
  pileEmpty: boolean;
  /** The closing card came up in the draw or refill in progress, whose cards are not recorded yet. */
  closingPending: boolean;
  /** Events applied so far. */
  events: number;
}

/** What the app waits for next. */
export type Awaiting =
  | { what: 'refill'; seat: number; cards: number | null }
  | { what: 'draw'; seat: number }
  | { what: 'play'; seat: number }
  | { what: 'limit'; seat: number; surplus: number }
  | { what: 'over' };

/** A player's round sheet as far as the log knows it, to be confirmed by the player. */
export interface SheetDraft {
  seat: number;
  player: string;
  /** A sheet for `readSheet`/`scoreSheets` (sheet.ts): unknown magnifier counts are entered as 0, hand = known diamonds. */
  sheet: Sheet;
  /** Cards in hand at the end of the round. */
  handSize: number;
  /** Cards in hand the table has not seen: the player adds their qualities to `sheet.hand` (special cards are left out). */
  handUnknown: number;
  /** Qualities of the collections whose magnifier count the player must confirm. */
  pureUnknown: number[];
  /** True when the log knows everything: nothing for the player to add. */
  complete: boolean;
}

/** One line of the history screen. */
export interface TurnsHistoryLine {
  /** 0-based index of the event in the log. */
  index: number;
  turn: number;
  seat: number;
  /** Why, as data (explain.ts): what the event did, then what followed from it; src/i18n/turns-text.ts says it. */
  said: MessageText[];
}

export type TurnStepApplied = { ok: true; state: TurnsState } | { ok: false; rejection: Rejection };
