/**
 * Diam's turn by turn: every rejection of the market log (src/rules/diams/market) and of a round
 * played turn by turn (src/rules/diams/turns.ts) carries its key and parameters, and
 * src/i18n/market-messages.ts says it in English word for word as the engine does — so the
 * parameters are complete and the other languages (the same templates, translated) say the same.
 * Rejections come from random walks through rounds (./market-walks.ts), and a few set scenes.
 */
import { describe, expect, it } from 'vitest';
import type { Rejection } from '../../src/rules/game';
import {
  QUALITY_KEYS,
  applyMarketLog,
  initialMarketLog,
  type DeckEntry,
  type Diamond,
  type MarketLogConfig,
  type MarketLogEvent,
  type MarketLogState,
  type QualityKey,
  type Sheet,
} from '../../src/rules/diams/index';
import { applyTurn, checkAgainstTurns, startTurns } from '../../src/rules/diams/turns';
import { messageText } from '../../src/i18n/rule-messages';
import { MARKET_MESSAGES } from '../../src/i18n/market-messages';
import { marketRejections } from './market-walks';

describe("Diam's turn-by-turn rejections by key (src/i18n/market-messages.ts)", () => {
  const rejections = marketRejections();
  const keys = new Set<string>();
  const visit = (t: { key: string; params: Record<string, unknown> }) => {
    keys.add(t.key);
    for (const v of Object.values(t.params)) if (v && typeof v === 'object' && 'key' in v) visit(v as never);
  };

  it('gives every rejection a key and says it in English exactly as the engine does', () => {
    expect(rejections.length).toBeGreaterThan(5000);
    const seen = new Map<string, Rejection>();
    for (const r of rejections) seen.set(`${r.text?.key}|${r.message}`, r);
    // Malformed events (read.ts: only a corrupt backup or a hand-written record has them) keep
    // their English message; every refusal of a well-formed event has a key.
    const malformed = [...seen.values()].filter((r) => r.rule === 'format' && !r.text);
    expect(malformed.length).toBeLessThan(seen.size / 10);
    for (const r of seen.values()) {
      if (malformed.includes(r)) continue;
      expect(r.text, r.message).toBeDefined();
      visit(r.text!);
      expect(messageText(r.text!), r.text!.key).toBe(r.message);
    }
  });

  it('says the session-level refusals of a round played turn by turn as the engine does', () => {
    const found: Rejection[] = [];
    const state = { config: { players: ['Ann', 'Bob'], options: { rounds: 1, handTie: 'none', winBy: 'chips' }, card: {} }, rounds: [] } as never;
    const a = startTurns(state, { type: 'turns', first: 0, closing: 'standard', extra: 1 });
    if (!a.ok) found.push(a.rejection);
    const b = applyTurn(undefined, { type: 'turn', event: { type: 'pass' } });
    if (!b.ok) found.push(b.rejection);
    const started = startTurns(state, { type: 'turns', first: 0, closing: 'standard' });
    expect(started.ok).toBe(true);
    if (started.ok) {
      const c = startTurns({ ...(state as object), turns: started.turns } as never, { type: 'turns', first: 0, closing: 'standard' });
      if (!c.ok) found.push(c.rejection);
      const e = applyTurn(started.turns, { type: 'turn', event: { type: 'pass' }, extra: 1 });
      if (!e.ok) found.push(e.rejection);
    }
    expect(found).toHaveLength(4);
    for (const r of found) {
      visit(r.text!);
      expect(messageText(r.text!)).toBe(r.message);
    }
  });

  it('says the refusals random walks rarely meet as the engine does', () => {
    const d = (quality: number, pure = false): Diamond => ({ quality, pure });
    const three = { players: ['Ann', 'Bob', 'Cy'], first: 0, closing: 'standard' } as MarketLogConfig;
    const START: MarketLogEvent[] = [{ type: 'refill', cards: [d(3), d(5), d(8)] }];
    const hand: MarketLogEvent = { type: 'draw', kind: 'hand' };
    const empty = (card: Diamond): MarketLogEvent => ({ type: 'market', card, take: 'empty', taken: [] });
    const secure = (quality: number, count: number, pure?: number): MarketLogEvent => ({
      type: 'secure',
      cards: [pure === undefined ? { quality, count } : { quality, count, pure }],
    });
    const cracker = (quality: number, pure: boolean, found: boolean): MarketLogEvent => ({
      type: 'special',
      special: 'safe-cracker',
      power: 'safe-cracker',
      victim: 0,
      quality,
      pure,
      found,
    });
    const play = (config: MarketLogConfig, events: readonly MarketLogEvent[], bad?: MarketLogEvent): { state: MarketLogState; rejection?: Rejection } => {
      let state = initialMarketLog(config);
      for (const e of events) {
        const r = applyMarketLog(state, e);
        if (!r.ok) throw new Error(r.rejection.message);
        state = r.state;
      }
      if (!bad) return { state };
      const r = applyMarketLog(state, bad);
      return r.ok ? { state } : { state, rejection: r.rejection };
    };
    const found: (Rejection | undefined)[] = [];
    // Adding to a collection without a new one (M-SECURE).
    found.push(play(three, [...START, hand, secure(7, 3), hand, empty(d(1)), hand, empty(d(2)), hand], secure(7, 1)).rejection);
    // A compulsory sale leaving out the 5s the table saw Bob take (M-SPECIALS).
    const sale: MarketLogEvent = { type: 'special', special: 'safe-cracker', power: 'compulsory-sale', put: d(5), sold: [[], [], []] };
    const same: MarketLogEvent = { type: 'market', card: d(5), take: 'same', taken: [d(5), d(5)] };
    found.push(play(three, [...START, hand, empty(d(1)), hand, same, hand, empty(d(2)), hand], sale).rejection);
    // The Safe cracker against what the table knows of Ann's 7s (M-SPECIALS).
    found.push(play(three, [...START, hand, secure(7, 3, 1), hand], cracker(7, true, false)).rejection);
    found.push(play(three, [...START, hand, secure(7, 3, 0), hand], cracker(7, true, true)).rejection);
    // A deck of 7 cards for 2 players: after the deal, only the closing card is left (M-REFILL).
    const tiny = Object.fromEntries(QUALITY_KEYS.map((k) => [k, { cards: k === '1' ? 3 : 0, pure: 0 }])) as Record<QualityKey, DeckEntry>;
    found.push(play({ players: ['Ann', 'Bob'], first: 0, closing: 'standard', deck: tiny }, [], hand).rejection);
    // Sheets with more magnifiers than the deck, counting the market's (M-CARD-DECK).
    const deck = Object.fromEntries(QUALITY_KEYS.map((k) => [k, { cards: 8, pure: 1 }])) as Record<QualityKey, DeckEntry>;
    const config = { ...three, deck };
    const events: MarketLogEvent[] = [{ type: 'refill', cards: [d(5, true), d(3), d(8)] }, hand, secure(5, 3)];
    const { state } = play(config, events);
    const sheets: Sheet[] = [
      { safe: [{ quality: 5, count: 3, pure: 1 }], hand: [1] },
      { safe: [], hand: [1, 1, 1] },
      { safe: [], hand: [1, 1, 1] },
    ];
    found.push(checkAgainstTurns({ config, events, state }, sheets, three.players) ?? undefined);
    expect(found.map((r) => r?.text?.key)).toEqual([
      'M-SECURE.no-new',
      'M-SPECIALS.sale-seen',
      'M-SPECIALS.cracker-known',
      'M-SPECIALS.cracker-purity',
      'M-REFILL.closing-first',
      'M-CARD-DECK.market-pure',
    ]);
    for (const r of found) {
      visit(r!.text!);
      expect(messageText(r!.text!)).toBe(r!.message);
    }
  });

  it('reaches every key of the turn-by-turn messages', () => {
    const missing = Object.keys(MARKET_MESSAGES).filter((k) => !keys.has(k));
    // Guards against states the reducer never reaches: no player at a seat; a refill once the deck
    // is known to be empty (refills are then skipped).
    expect(missing.filter((k) => !['format.seat', 'format.victim', 'M-REFILL.empty'].includes(k))).toEqual([]);
  });
});
