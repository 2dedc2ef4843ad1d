/** Builders for the turns-log tests: configs, decks, short event constructors, replay helpers. */
import { expect } from 'vitest';
import type { Rejection } from '../../../../src/rules/game';
import {
  QUALITY_KEYS,
  applyTurnStep,
  replayTurns,
  type ClosingMode,
  type DeckEntry,
  type Diamond,
  type TurnsConfig,
  type TurnStep,
  type TurnsState,
  type QualityKey,
  type SecureEntry,
  type SpecialName,
} from '../../../../src/rules/diams';
import { rejectionText } from '../../../../src/i18n/rule-messages';

export const d = (quality: number, pure = false): Diamond => ({ quality, pure });

/** A deck of `cards` diamonds per quality, `pure` of them with the magnifier. */
export function uniformDeck(cards = 8, pure = 2): Record<QualityKey, DeckEntry> {
  const deck = {} as Record<QualityKey, DeckEntry>;
  for (const key of QUALITY_KEYS) deck[key] = { cards, pure };
  return deck;
}

export function cfg(options: { players?: string[]; first?: number; closing?: ClosingMode; deck?: Record<QualityKey, DeckEntry> } = {}): TurnsConfig {
  const base: TurnsConfig = { players: options.players ?? ['Ann', 'Bob', 'Cy'], first: options.first ?? 0, closing: options.closing ?? 'standard' };
  return options.deck ? { ...base, deck: options.deck } : base;
}

const entry = ([quality, count, pure]: [number, number, number?]): SecureEntry => (pure === undefined ? { quality, count } : { quality, count, pure });

/** Short event constructors. */
export const ev = {
  hand: { type: 'draw', kind: 'hand' } as TurnStep,
  none: { type: 'draw', kind: 'none' } as TurnStep,
  closing: { type: 'closing' } as TurnStep,
  pass: { type: 'pass' } as TurnStep,
  market: (...cards: Diamond[]): TurnStep => ({ type: 'draw', kind: 'market', cards }),
  refill: (...cards: Diamond[]): TurnStep => ({ type: 'refill', cards }),
  same: (card: Diamond, ...taken: Diamond[]): TurnStep => ({ type: 'market', card, take: 'same', taken }),
  sum: (card: Diamond, ...taken: Diamond[]): TurnStep => ({ type: 'market', card, take: 'sum', taken }),
  empty: (card: Diamond, ...taken: Diamond[]): TurnStep => ({ type: 'market', card, take: 'empty', taken }),
  secure: (...entries: [number, number, number?][]): TurnStep => ({ type: 'secure', cards: entries.map(entry) }),
  limit: (toMarket: Diamond[], discardedSpecials = 0): TurnStep => ({ type: 'limit', toMarket, discardedSpecials }),
  sale: (special: SpecialName, put: Diamond, sold: Diamond[][]): TurnStep => ({ type: 'special', special, power: 'compulsory-sale', put, sold }),
  convoy: (...entries: [number, number, number?][]): TurnStep => ({
    type: 'special',
    special: 'armored-convoy',
    power: 'armored-convoy',
    cards: entries.map(entry),
  }),
  cracker: (victim: number, quality: number, pure: boolean, found: boolean): TurnStep => ({
    type: 'special',
    special: 'safe-cracker',
    power: 'safe-cracker',
    victim,
    quality,
    pure,
    found,
  }),
  sleight: (take: Diamond | null): TurnStep => ({ type: 'special', special: 'sleight-of-hand', power: 'sleight-of-hand', take }),
};

/** Replays a log that must be legal; a refusal fails the test with its index and message. */
export function run(config: TurnsConfig, events: readonly TurnStep[]): TurnsState {
  const r = replayTurns(config, events);
  if (!r.ok) throw new Error(`event ${r.index + 1} refused: ${r.rejection.rule}: ${rejectionText(r.rejection)}`);
  return r.state;
}

/** The rejection of `bad` after the legal `events`. */
export function refusal(config: TurnsConfig, events: readonly TurnStep[], bad: TurnStep): Rejection {
  const state = run(config, events);
  const r = applyTurnStep(state, bad);
  expect(r.ok, 'the event should have been refused').toBe(false);
  if (r.ok) throw new Error('accepted');
  return r.rejection;
}

/** Applies one more event that must be legal. */
export function andThen(state: TurnsState, event: TurnStep): TurnsState {
  const r = applyTurnStep(state, event);
  if (!r.ok) throw new Error(`${r.rejection.rule}: ${rejectionText(r.rejection)}`);
  return r.state;
}

/** Ann's game start: the market refilled with 3, 5 and 8. */
export const START: TurnStep[] = [ev.refill(d(3), d(5), d(8))];

/** Two players; Ann ends up holding only cards the table has seen (six 5s), waiting for her hand limit. */
export const DUO = cfg({ players: ['Ann', 'Bob'] });
export const ALL_KNOWN: TurnStep[] = [
  ev.refill(d(5), d(5), d(5)),
  ev.market(d(5), d(5)), // Ann: market 5 5 5 5 5
  ev.secure([7, 3]), // Ann's three unseen cards go to her safe: hand 0
  ev.hand, // Bob
  ev.empty(d(1)), // market 1 5 5 5 5 5
  ev.hand, // Ann: one unseen card
  ev.same(d(5), d(5), d(5), d(5), d(5), d(5), d(5)), // she puts it (a 5) and takes all six 5s
];
