/** Builders for the market-log tests: configs, decks, short event constructors, replay helpers. */
import { expect } from 'vitest';
import type { Rejection } from '../../../../src/rules/game';
import {
  QUALITY_KEYS,
  applyMarketLog,
  replayMarketLog,
  type ClosingMode,
  type DeckEntry,
  type Diamond,
  type MarketLogConfig,
  type MarketLogEvent,
  type MarketLogState,
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

export function cfg(options: { players?: string[]; first?: number; closing?: ClosingMode; deck?: Record<QualityKey, DeckEntry> } = {}): MarketLogConfig {
  const base: MarketLogConfig = { players: options.players ?? ['Ann', 'Bob', 'Cy'], first: options.first ?? 0, closing: options.closing ?? 'standard' };
  return options.deck ? { ...base, deck: options.deck } : base;
}

const entry = ([quality, count, pure]: [number, number, number?]): SecureEntry => (pure === undefined ? { quality, count } : { quality, count, pure });

/** Short event constructors. */
export const ev = {
  hand: { type: 'draw', kind: 'hand' } as MarketLogEvent,
  none: { type: 'draw', kind: 'none' } as MarketLogEvent,
  closing: { type: 'closing' } as MarketLogEvent,
  pass: { type: 'pass' } as MarketLogEvent,
  market: (...cards: Diamond[]): MarketLogEvent => ({ type: 'draw', kind: 'market', cards }),
  refill: (...cards: Diamond[]): MarketLogEvent => ({ type: 'refill', cards }),
  same: (card: Diamond, ...taken: Diamond[]): MarketLogEvent => ({ type: 'market', card, take: 'same', taken }),
  sum: (card: Diamond, ...taken: Diamond[]): MarketLogEvent => ({ type: 'market', card, take: 'sum', taken }),
  empty: (card: Diamond, ...taken: Diamond[]): MarketLogEvent => ({ type: 'market', card, take: 'empty', taken }),
  secure: (...entries: [number, number, number?][]): MarketLogEvent => ({ type: 'secure', cards: entries.map(entry) }),
  limit: (toMarket: Diamond[], discardedSpecials = 0): MarketLogEvent => ({ type: 'limit', toMarket, discardedSpecials }),
  sale: (special: SpecialName, put: Diamond, sold: Diamond[][]): MarketLogEvent => ({ type: 'special', special, power: 'compulsory-sale', put, sold }),
  convoy: (...entries: [number, number, number?][]): MarketLogEvent => ({
    type: 'special',
    special: 'armored-convoy',
    power: 'armored-convoy',
    cards: entries.map(entry),
  }),
  cracker: (victim: number, quality: number, pure: boolean, found: boolean): MarketLogEvent => ({
    type: 'special',
    special: 'safe-cracker',
    power: 'safe-cracker',
    victim,
    quality,
    pure,
    found,
  }),
  sleight: (take: Diamond | null): MarketLogEvent => ({ type: 'special', special: 'sleight-of-hand', power: 'sleight-of-hand', take }),
};

/** Replays a log that must be legal; a refusal fails the test with its index and message. */
export function run(config: MarketLogConfig, events: readonly MarketLogEvent[]): MarketLogState {
  const r = replayMarketLog(config, events);
  if (!r.ok) throw new Error(`event ${r.index + 1} refused: ${r.rejection.rule}: ${rejectionText(r.rejection)}`);
  return r.state;
}

/** The rejection of `bad` after the legal `events`. */
export function refusal(config: MarketLogConfig, events: readonly MarketLogEvent[], bad: MarketLogEvent): Rejection {
  const state = run(config, events);
  const r = applyMarketLog(state, bad);
  expect(r.ok, 'the event should have been refused').toBe(false);
  if (r.ok) throw new Error('accepted');
  return r.rejection;
}

/** Applies one more event that must be legal. */
export function andThen(state: MarketLogState, event: MarketLogEvent): MarketLogState {
  const r = applyMarketLog(state, event);
  if (!r.ok) throw new Error(`${r.rejection.rule}: ${rejectionText(r.rejection)}`);
  return r.state;
}

/** Ann's game start: the market refilled with 3, 5 and 8. */
export const START: MarketLogEvent[] = [ev.refill(d(3), d(5), d(8))];

/** Two players; Ann ends up holding only cards the table has seen (six 5s), waiting for her hand limit. */
export const DUO = cfg({ players: ['Ann', 'Bob'] });
export const ALL_KNOWN: MarketLogEvent[] = [
  ev.refill(d(5), d(5), d(5)),
  ev.market(d(5), d(5)), // Ann: market 5 5 5 5 5
  ev.secure([7, 3]), // Ann's three unseen cards go to her safe: hand 0
  ev.hand, // Bob
  ev.empty(d(1)), // market 1 5 5 5 5 5
  ev.hand, // Ann: one unseen card
  ev.same(d(5), d(5), d(5), d(5), d(5), d(5), d(5)), // she puts it (a 5) and takes all six 5s
];
