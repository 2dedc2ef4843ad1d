/**
 * Random legal Diamonds games, dealt and played by players who follow suit when they can and
 * choose Clubs victims at random. Used by the property tests and the benchmark.
 */
import { apply, deckCards, diamondsRecord, initialState, nextSeat, parseCard, seatingOf } from '../../src/rules/diamonds/index';
import type { DiamondsConfig, DiamondsEvent, DiamondsState, Variant } from '../../src/rules/diamonds/index';
import { rejectionText } from '../../src/i18n/rule-messages';

/** mulberry32: a small seeded generator, so a failing seed can be replayed. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

export function shuffle<T>(random: () => number, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export interface GeneratedGame {
  config: DiamondsConfig;
  events: DiamondsEvent[];
  state: DiamondsState;
  /** The record of docs/records.md for the game. */
  record: Record<string, unknown>;
  /** With `revoke`: where the illegal play was injected (1-based round and play). */
  revoke: { round: number; play: number } | null;
  /** With `keepRevoke`: where the card that proved the revoke was played, kept (1-based round and play). */
  kept: { round: number; play: number } | null;
}

export interface GameOptions {
  players: number;
  variant?: Variant;
  thief?: boolean;
  /** Rounds to play (default: the whole game); the last may stop after `stopAfterPlays` cards. */
  rounds?: number;
  stopAfterPlays?: number;
  /** Inject one revoke: the first chance from this round on where a player can fail to follow. */
  revokeFromRound?: number;
  /**
   * With `revokeFromRound`: the table keeps the revoke as played (D-REVOKE) when a card proves it,
   * and the game goes on to its end; without, the record ends with the proving card.
   */
  keepRevoke?: boolean;
}

const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Finn'];

function step(state: DiamondsState, event: DiamondsEvent, events: DiamondsEvent[]): DiamondsState {
  const next = apply(state, event);
  if (!next.ok) throw new Error(`generator made an illegal event: ${rejectionText(next.rejection)}`);
  events.push(event);
  return next.state;
}

export function randomGame(seed: number, options: GameOptions): GeneratedGame {
  const random = rng(seed);
  const n = options.players;
  const variant = options.variant ?? 'standard';
  const config: DiamondsConfig = {
    players: NAMES.slice(0, n),
    variant,
    thief: options.thief ? Math.floor(random() * n) : null,
  };
  const table = seatingOf(config);
  const rounds = Math.min(options.rounds ?? table.rounds, table.rounds);
  let state = initialState(config);
  const events: DiamondsEvent[] = [];
  let revoke: GeneratedGame['revoke'] = null;
  let kept: GeneratedGame['kept'] = null;
  for (let r = 1; r <= rounds; r++) {
    const dealer = state.round === null ? Math.floor(random() * n) : (state.round.dealer + 1) % n;
    state = step(state, { type: 'deal', dealer, pass: 1 + Math.floor(random() * 3) }, events);
    const deck = shuffle(
      random,
      deckCards(variant, n).map((c) => c.suit + c.rank),
    );
    const hands = Array.from({ length: n }, (_, i) => deck.slice(i * table.hand, (i + 1) * table.hand));
    const limit = r === rounds && options.stopAfterPlays !== undefined ? Math.min(options.stopAfterPlays, table.playsPerRound) : table.playsPerRound;
    for (let p = 0; p < limit; p++) {
      const seat = nextSeat(state) as number;
      const hand = hands[seat] as string[];
      const led = state.round?.trick[0]?.suit;
      const following = led ? hand.filter((c) => c[0] === led) : [];
      let choices = following.length > 0 ? following : hand;
      const canRevoke = revoke === null && options.revokeFromRound !== undefined && r >= options.revokeFromRound;
      if (canRevoke && following.length > 0 && following.length < hand.length) {
        choices = hand.filter((c) => c[0] !== led);
        revoke = { round: r, play: (state.round?.plays ?? 0) + 1 };
      }
      const card = pick(random, choices);
      hand.splice(hand.indexOf(card), 1);
      const played = apply(state, { type: 'play', card });
      const proven = !played.ok && revoke !== null && played.rejection.rule === 'D-FOLLOW';
      if (proven && !options.keepRevoke) {
        // The revoke is proven by this card: the record ends with it, as a table would write it.
        const record = diamondsRecord(config, events);
        const roundsOut = record.rounds as { plays: string[] }[];
        roundsOut[roundsOut.length - 1]?.plays.push(card);
        return { config, events, state, record, revoke, kept };
      }
      if (proven) kept = { round: r, play: (state.round?.plays ?? 0) + 1 };
      state = step(state, { type: proven ? 'keep' : 'play', card }, events);
      while (state.phase === 'steal' && state.pending) {
        const side = pick(random, state.pending.victims);
        const victim = pick(random, state.seating.members[side] as number[]);
        state = step(state, { type: 'steal', victim }, events);
      }
    }
  }
  return { config, events, state, record: diamondsRecord(config, events), revoke, kept };
}

/** The suit of a card code. */
export function suitOf(code: string): string {
  return parseCard(code.split('>')[0] as string)?.suit ?? '?';
}
