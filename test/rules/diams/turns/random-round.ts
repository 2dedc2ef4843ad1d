/**
 * Random legal rounds of the Diam's turns log, for property tests: a simulated table holds the
 * real deck, hands and safes, plays random legal turns and records only the public events, checking
 * after each one that the reducer's public picture matches the truth (`Table.check`). Used by
 * ./properties.test.ts and ../actor.test.ts.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import {
  QUALITY_KEYS,
  applyTurnStep,
  awaitingTurn,
  deckTotal,
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

import { rng as mulberry32 } from '../../../support/random-diamonds';

export type Card = { t: 'd'; quality: number; pure: boolean } | { t: 's'; name: SpecialName } | { t: 'c' };
export type Safe = Map<number, { count: number; pure: number }>;

const byCard = (a: Diamond, b: Diamond) => a.quality - b.quality || Number(a.pure) - Number(b.pure);
const dia = (c: Card): Diamond => (c.t === 'd' ? { quality: c.quality, pure: c.pure } : { quality: 0, pure: false });

export class Table {
  readonly rng: () => number;
  pile: Card[] = [];
  hands: Card[][];
  market: Diamond[] = [];
  safes: Safe[];
  state: TurnsState;
  events: TurnStep[] = [];
  states: TurnsState[] = [];
  total: number;
  /** A table that keeps the market small (so that it empties and is refilled, M-REFILL). */
  sweeper: boolean;

  constructor(
    readonly config: TurnsConfig,
    deck: Record<QualityKey, DeckEntry>,
    seed: number,
  ) {
    this.rng = mulberry32(seed);
    this.sweeper = this.chance(0.5);
    const cards: Card[] = [];
    for (const key of QUALITY_KEYS) {
      const e = deck[key];
      for (let i = 0; i < e.cards; i++) cards.push({ t: 'd', quality: Number(key), pure: i < e.pure });
    }
    cards.push({ t: 's', name: 'armored-convoy' }, { t: 's', name: 'safe-cracker' }, { t: 's', name: 'sleight-of-hand' });
    this.shuffle(cards);
    const n = config.players.length;
    this.hands = config.players.map(() => cards.splice(0, 3));
    // M-CLOSING-POS: the closing card among the last 15 / 5 cards, or the very last.
    const window = n <= 3 ? 15 : 5;
    const at = config.closing === 'deterministic' ? cards.length : cards.length - this.int(Math.min(window - 1, cards.length) + 1);
    cards.splice(at, 0, { t: 'c' });
    this.pile = cards;
    this.safes = config.players.map(() => new Map());
    this.total = deckTotal(deck);
    this.state = replayTurns(config, []).state;
  }

  int(n: number): number {
    return Math.floor(this.rng() * n);
  }
  chance(p: number): boolean {
    return this.rng() < p;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)] as T;
  }
  shuffle<T>(xs: T[]): T[] {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [xs[i], xs[j]] = [xs[j] as T, xs[i] as T];
    }
    return xs;
  }

  get seat(): number {
    return this.state.seat;
  }

  emit(event: TurnStep): void {
    const r = applyTurnStep(this.state, event);
    if (!r.ok) throw new Error(`event ${this.events.length + 1} ${JSON.stringify(event)} refused: ${r.rejection.rule}: ${rejectionText(r.rejection)}`);
    this.events.push(event);
    this.state = r.state;
    this.states.push(r.state);
    this.check();
  }

  /** Draws `k` diamonds from the deck (fewer if it runs out); special cards go to the hand, the closing card is noted. */
  drawDiamonds(k: number): { diamonds: Diamond[]; specials: Card[]; closing: boolean } {
    const out = { diamonds: [] as Diamond[], specials: [] as Card[], closing: false };
    while (out.diamonds.length < k && this.pile.length > 0) {
      const c = this.pile.shift() as Card;
      if (c.t === 'c') out.closing = true;
      else if (c.t === 's') out.specials.push(c);
      else out.diamonds.push(dia(c));
    }
    return out;
  }

  /** Records the closing card; true when the reducer still waits for the rest of the draw. */
  closing(): boolean {
    const before = awaitingTurn(this.state).what;
    this.emit({ type: 'closing' });
    return awaitingTurn(this.state).what === before;
  }

  refill(): void {
    const r = this.drawDiamonds(3);
    const hand = this.hands[this.seat] as Card[];
    if (r.closing && !this.closing()) {
      expect(r.diamonds.length + r.specials.length).toBe(0);
      return;
    }
    this.market.push(...r.diamonds);
    hand.push(...r.specials);
    this.emit(r.specials.length > 0 ? { type: 'refill', cards: r.diamonds, specials: r.specials.length } : { type: 'refill', cards: r.diamonds });
  }

  draw(): void {
    const hand = this.hands[this.seat] as Card[];
    if (this.pile.length === 0) {
      this.emit({ type: 'draw', kind: 'none' });
      return;
    }
    if (this.chance(this.sweeper ? 0.9 : 0.6)) {
      let c = this.pile.shift() as Card;
      if (c.t === 'c') {
        if (!this.closing()) {
          expect(this.pile.length).toBe(0);
          return;
        }
        if (this.pile.length === 0) {
          this.emit({ type: 'draw', kind: 'none' });
          return;
        }
        c = this.pile.shift() as Card;
      }
      hand.push(c);
      this.emit({ type: 'draw', kind: 'hand' });
      return;
    }
    const r = this.drawDiamonds(2);
    if (r.closing && !this.closing()) {
      expect(r.diamonds.length + r.specials.length).toBe(0);
      return;
    }
    hand.push(...r.specials);
    this.market.push(...r.diamonds);
    if (r.diamonds.length + r.specials.length === 0) this.emit({ type: 'draw', kind: 'none' });
    else
      this.emit(
        r.specials.length > 0
          ? { type: 'draw', kind: 'market', cards: r.diamonds, specials: r.specials.length }
          : { type: 'draw', kind: 'market', cards: r.diamonds },
      );
  }

  removeFromMarket(cards: readonly Diamond[]): void {
    for (const c of cards) {
      const i = this.market.findIndex((m) => m.quality === c.quality && m.pure === c.pure);
      expect(i).toBeGreaterThanOrEqual(0);
      this.market.splice(i, 1);
    }
  }

  takeFromHand(seat: number, pred: (c: Card) => boolean): Card {
    const hand = this.hands[seat] as Card[];
    const i = hand.findIndex(pred);
    expect(i).toBeGreaterThanOrEqual(0);
    return hand.splice(i, 1)[0] as Card;
  }

  /** A random selection of market cards adding up to `q`, or null. */
  sumFor(q: number): Diamond[] | null {
    // A sweeper takes as many cards as it can (small ones first), leaving the market nearly empty.
    const cards = this.sweeper ? [...this.market].sort(byCard) : this.shuffle([...this.market]);
    const go = (i: number, left: number, acc: Diamond[]): Diamond[] | null => {
      if (left === 0) return acc.length > 0 ? acc : null;
      if (i >= cards.length) return null;
      const c = cards[i] as Diamond;
      if (c.quality <= left) {
        const w = go(i + 1, left - c.quality, [...acc, c]);
        if (w) return w;
      }
      return go(i + 1, left, acc);
    };
    return go(0, q, []);
  }

  play(): void {
    const seat = this.seat;
    const hand = this.hands[seat] as Card[];
    if (hand.length === 0) {
      this.emit({ type: 'pass' });
      return;
    }
    const diamonds = hand.filter((c): c is Extract<Card, { t: 'd' }> => c.t === 'd');
    const specials = hand.filter((c): c is Extract<Card, { t: 's' }> => c.t === 's');
    const safe = this.safes[seat] as Safe;
    const newQualities = [...new Set(diamonds.map((c) => c.quality))].filter((q) => !safe.has(q) && diamonds.filter((c) => c.quality === q).length >= 3);
    const options: string[] = [];
    // Emptying the market (to exercise M-REFILL): a diamond of the only quality left in it.
    const only = new Set(this.market.map((m) => m.quality));
    const emptier = diamonds.find((c) => only.size === 1 && only.has(c.quality));
    if (emptier && this.chance(0.9)) {
      const c = dia(emptier);
      this.takeFromHand(seat, (x) => x === emptier);
      const all = [...this.market, c];
      this.market = [];
      hand.push(...all.map((m): Card => ({ t: 'd', ...m })));
      this.emit({ type: 'market', card: c, take: 'same', taken: all });
      return;
    }
    // A sweeper takes the market's cards of a quality it holds (the market shrinks).
    const matching = diamonds.filter((c) => only.has(c.quality));
    if (this.sweeper && matching.length > 0 && this.chance(0.95)) return this.playMarket(seat, this.pick(matching), 'same');
    if (diamonds.length > 0) options.push('market', 'market', 'market');
    if (newQualities.length > 0) options.push('secure', 'secure');
    if (specials.length > 0) options.push('special');
    if (emptier && specials.length > 0 && this.chance(0.5)) {
      // A compulsory sale of the market's only quality empties it too.
      this.playSale(seat, this.pick(specials).name, emptier);
      return;
    }
    const sleight = specials.find((c) => c.name === 'sleight-of-hand');
    if (sleight && this.market.length === 1 && this.chance(0.8)) return this.playSpecial(seat, 'sleight-of-hand', false);
    const option = this.pick(options);
    if (option === 'market') return this.playMarket(seat, this.pick(diamonds));
    if (option === 'secure') return this.playSecure(seat, this.pick(newQualities));
    return this.playSpecial(seat, this.pick(specials).name);
  }

  playMarket(seat: number, card: Extract<Card, { t: 'd' }>, take?: 'same' | 'sum' | 'empty'): void {
    const c = dia(card);
    this.takeFromHand(seat, (x) => x === card);
    const hand = this.hands[seat] as Card[];
    const mode =
      take ?? (this.sweeper ? this.pick(['same', 'same', 'same', 'sum'] as const) : this.pick(['same', 'same', 'same', 'sum', 'sum', 'empty'] as const));
    const sum = mode === 'sum' ? this.sumFor(c.quality) : null;
    if (mode === 'same') {
      this.market.push(c);
      const all = this.market.filter((m) => m.quality === c.quality);
      this.removeFromMarket(all);
      hand.push(...all.map((m): Card => ({ t: 'd', ...m })));
      this.emit({ type: 'market', card: c, take: 'same', taken: this.shuffle([...all]) });
    } else if (sum) {
      this.removeFromMarket(sum);
      this.market.push(c);
      hand.push(...sum.map((m): Card => ({ t: 'd', ...m })));
      this.emit({ type: 'market', card: c, take: 'sum', taken: sum });
    } else {
      this.market.push(c);
      this.emit({ type: 'market', card: c, take: 'empty', taken: [] });
    }
  }

  /** Moves `count` diamonds of `quality` from the hand into the safe; the entry shows the magnifiers or not. */
  toSafe(seat: number, quality: number, count: number): SecureEntry {
    const safe = this.safes[seat] as Safe;
    let pure = 0;
    for (let i = 0; i < count; i++) {
      const c = this.takeFromHand(seat, (x) => x.t === 'd' && x.quality === quality);
      if (c.t === 'd' && c.pure) pure++;
    }
    const have = safe.get(quality) ?? { count: 0, pure: 0 };
    safe.set(quality, { count: have.count + count, pure: have.pure + pure });
    return this.chance(0.5) ? { quality, count, pure } : { quality, count };
  }

  extensions(seat: number): [number, number][] {
    const safe = this.safes[seat] as Safe;
    const hand = this.hands[seat] as Card[];
    const out: [number, number][] = [];
    for (const [q, c] of safe) {
      const inHand = hand.filter((x) => x.t === 'd' && x.quality === q).length;
      const room = Math.min(inHand, 5 - c.count);
      if (room > 0 && this.chance(0.5)) out.push([q, 1 + this.int(room)]);
    }
    return out;
  }

  playSecure(seat: number, q: number): void {
    const hand = this.hands[seat] as Card[];
    const have = hand.filter((c) => c.t === 'd' && c.quality === q).length;
    const n = 3 + this.int(Math.min(5, have) - 2);
    const adds = this.extensions(seat);
    const entries = [this.toSafe(seat, q, n), ...adds.map(([aq, k]) => this.toSafe(seat, aq, k))];
    this.emit({ type: 'secure', cards: this.shuffle(entries) });
  }

  playSpecial(seat: number, name: SpecialName, sale = this.chance(0.4)): void {
    const diamonds = (this.hands[seat] as Card[]).filter((c): c is Extract<Card, { t: 'd' }> => c.t === 'd');
    if (diamonds.length > 0 && sale) {
      this.playSale(seat, name, this.pick(diamonds));
      return;
    }
    this.takeFromHand(seat, (c) => c.t === 's' && c.name === name);
    this.ownPower(seat, name);
  }

  /** The compulsory sale (M-SPECIALS) with the special card `name`, putting `putCard`. */
  playSale(seat: number, name: SpecialName, putCard: Extract<Card, { t: 'd' }>): void {
    this.takeFromHand(seat, (c) => c.t === 's' && c.name === name);
    this.takeFromHand(seat, (c) => c === putCard);
    const put = dia(putCard);
    const q = put.quality;
    const sold: Diamond[][] = [];
    for (let o = 0; o < this.config.players.length; o++) {
      const oh = this.hands[o] as Card[];
      const mine = o === seat ? [] : oh.filter((c) => c.t === 'd' && c.quality === q);
      this.hands[o] = oh.filter((c) => !mine.includes(c));
      sold.push(mine.map(dia));
    }
    this.market.push(put, ...sold.flat());
    const all = this.market.filter((m) => m.quality === q);
    this.removeFromMarket(all);
    (this.hands[seat] as Card[]).push(...all.map((m): Card => ({ t: 'd', ...m })));
    this.emit({ type: 'special', special: name, power: 'compulsory-sale', put, sold });
  }

  ownPower(seat: number, name: SpecialName): void {
    const hand = this.hands[seat] as Card[];
    if (name === 'armored-convoy') {
      const entries = this.extensions(seat).map(([q, k]) => this.toSafe(seat, q, k));
      this.emit({ type: 'special', special: name, power: name, cards: entries });
    } else if (name === 'safe-cracker') {
      const victims = this.config.players.map((_, i) => i).filter((i) => i !== seat);
      const withSafe = victims.filter((v) => (this.safes[v] as Safe).size > 0);
      const victim = withSafe.length > 0 && this.chance(0.8) ? this.pick(withSafe) : this.pick(victims);
      const vsafe = this.safes[victim] as Safe;
      const qualities = [...vsafe.keys()];
      const quality = qualities.length > 0 && this.chance(0.8) ? this.pick(qualities) : 1 + this.int(10);
      const here = vsafe.get(quality);
      const pure = here && this.chance(0.6) ? here.pure > 0 && (here.count === here.pure || this.chance(0.5)) : this.chance(0.3);
      const col = vsafe.get(quality);
      const found = col !== undefined && (pure ? col.pure > 0 : col.count - col.pure > 0);
      if (found && col) {
        col.count -= 1;
        if (pure) col.pure -= 1;
        if (col.count === 0) vsafe.delete(quality);
        hand.push({ t: 'd', quality, pure });
      }
      this.emit({ type: 'special', special: name, power: name, victim, quality, pure, found });
    } else {
      const take = this.market.length > 0 ? this.pick(this.market) : null;
      if (take) {
        this.removeFromMarket([take]);
        hand.push({ t: 'd', ...take });
      }
      this.emit({ type: 'special', special: name, power: name, take });
    }
  }

  limit(): void {
    const seat = this.seat;
    const hand = this.hands[seat] as Card[];
    this.shuffle(hand);
    if (this.sweeper) {
      // Surplus of one quality, preferably one already in the market: the market keeps few qualities.
      const inMarket = new Set(this.market.map((m) => m.quality));
      const freq = (q: number) => hand.filter((c) => c.t === 'd' && c.quality === q).length;
      const rank = (c: Card) => (c.t !== 'd' ? 0 : inMarket.has(c.quality) ? 1 : 2);
      hand.sort((a, b) => rank(a) - rank(b) || (a.t === 'd' && b.t === 'd' ? freq(b.quality) - freq(a.quality) || a.quality - b.quality : 0));
    }
    const surplus = hand.splice(0, hand.length - 5);
    const toMarket = surplus.filter((c) => c.t === 'd').map(dia);
    this.market.push(...toMarket);
    this.emit({ type: 'limit', toMarket, discardedSpecials: surplus.length - toMarket.length });
  }

  step(): boolean {
    const a = awaitingTurn(this.state);
    switch (a.what) {
      case 'over':
        return false;
      case 'refill':
        this.refill();
        return true;
      case 'draw':
        this.draw();
        return true;
      case 'play':
        if (this.state.phase === 'play' && this.events.length > 0) {
          // The reducer skipped the draw only when the deck is surely empty.
          const last = this.events[this.events.length - 1];
          if (last?.type !== 'draw') expect(this.pile.filter((c) => c.t !== 'c').length).toBe(0);
        }
        this.play();
        return true;
      case 'limit':
        this.limit();
        return true;
    }
  }

  /** The reducer's public picture against the truth. */
  check(): void {
    const s = this.state;
    expect([...s.market]).toEqual([...this.market].sort(byCard));
    s.hands.forEach((h, seat) => {
      const truth = this.hands[seat] as Card[];
      expect(h.size).toBe(truth.length);
      expect(h.size).toBeGreaterThanOrEqual(0);
      expect(h.size).toBeGreaterThanOrEqual(h.known.length);
      // Every seen card is really in the hand.
      const pool = truth.filter((c) => c.t === 'd').map(dia);
      for (const k of h.known) {
        const i = pool.findIndex((c) => c.quality === k.quality && c.pure === k.pure);
        if (i < 0) throw new Error(`${JSON.stringify(k)} is not in hand ${seat} (${JSON.stringify(truth)}) after ${JSON.stringify(this.events.slice(-3))}`);
        pool.splice(i, 1);
      }
    });
    s.safes.forEach((safe, seat) => {
      const truth = this.safes[seat] as Safe;
      expect(safe.collections.map((c) => [c.quality, c.count])).toEqual(
        [...truth.entries()].map(([q, c]) => [q, c.count]).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
      );
      for (const c of safe.collections) if (c.pure !== null) expect(c.pure).toBe(truth.get(c.quality)?.pure);
    });
    // While the draw that brought the closing card is being recorded, the table is a few cards ahead.
    if (this.config.deck && !s.closingPending) {
      expect(s.pile).toBe(this.pile.length);
      const inHands = s.hands.reduce((a, h) => a + h.size, 0);
      const inSafes = s.safes.reduce((a, safe) => a + safe.collections.reduce((b, c) => b + c.count, 0), 0);
      const out = s.specials.played.length + s.specials.discarded + (s.closing ? 1 : 0);
      expect((s.pile ?? 0) + inHands + s.market.length + inSafes + out).toBe(this.total);
    }
  }
}

const deckOf = (max: number): fc.Arbitrary<Record<QualityKey, DeckEntry>> =>
  fc
    .array(fc.record({ cards: fc.integer({ min: 0, max }), pure: fc.integer({ min: 0, max }) }), { minLength: 10, maxLength: 10 })
    .map(
      (xs) =>
        Object.fromEntries(QUALITY_KEYS.map((k, i) => [k, { cards: xs[i]?.cards ?? 0, pure: Math.min(xs[i]?.pure ?? 0, xs[i]?.cards ?? 0) }])) as Record<
          QualityKey,
          DeckEntry
        >,
    );

// Full decks (up to 60 diamonds), and small ones that bring the closing card — and an empty deck — early.
const deckArb = fc.oneof(deckOf(6), deckOf(2));

export const tableArb = fc
  .record({
    players: fc.integer({ min: 2, max: 5 }),
    first: fc.nat(),
    closing: fc.constantFrom<ClosingMode>('standard', 'deterministic'),
    deckGiven: fc.boolean(),
    deck: deckArb,
    seed: fc.integer(),
  })
  // M-START: enough cards to deal 3 to each player.
  .filter((t) => deckTotal(t.deck) - 1 >= 3 * t.players);

/** The setup of one random round, as `tableArb` draws it. */
export interface RoundSetup {
  players: number;
  first: number;
  closing: ClosingMode;
  deckGiven: boolean;
  deck: Record<QualityKey, DeckEntry>;
  seed: number;
}

/** Plays a whole random round on a simulated table, until the turns log is over. */
export function playRound(t: RoundSetup): Table {
  const players = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'].slice(0, t.players);
  const base: TurnsConfig = { players, first: t.first % t.players, closing: t.closing };
  const config = t.deckGiven ? { ...base, deck: t.deck } : base;
  const table = new Table(config, t.deck, t.seed);
  let guard = 0;
  while (table.step()) {
    guard++;
    if (guard > 3000) throw new Error('the round did not end');
  }
  return table;
}
