/**
 * Random walks through rounds of Diam's played turn by turn, for the message tests (Node:
 * i18n-turns-messages.test.ts; Chromium: test/components/i18n/rule-messages.test.ts): at every
 * step random events are tried, and one accepted event (or a likely legal one) moves the round on.
 * Every refusal met is collected, from the turns log and from the sheets checked against it, and
 * every accepted event with the states around it (for its reasons).
 */
import type { Rejection } from '../../src/rules/game';
import {
  QUALITY_KEYS,
  applyTurnStep,
  awaitingTurn,
  checkTurnsConfig,
  drawable,
  initialTurns,
  type DeckEntry,
  type Diamond,
  type TurnsConfig,
  type TurnStep,
  type TurnsState,
  type QualityKey,
  type Sheet,
  type SpecialName,
} from '../../src/rules/diams/index';
import { checkAgainstTurns, turnsNotOver } from '../../src/rules/diams/turns/round';

function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SPECIALS: SpecialName[] = ['armored-convoy', 'safe-cracker', 'sleight-of-hand'];

class Walk {
  readonly rnd: () => number;
  constructor(seed: number) {
    this.rnd = random(seed);
  }
  int(n: number): number {
    return Math.floor(this.rnd() * n);
  }
  chance(p: number): boolean {
    return this.rnd() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
  diamond(): Diamond {
    return { quality: 1 + this.int(10), pure: this.chance(0.2) };
  }
  diamonds(n: number): Diamond[] {
    return Array.from({ length: n }, () => this.diamond());
  }
  some<T>(items: readonly T[]): T[] {
    return items.filter(() => this.chance(0.5));
  }
  entries(): { quality: number; count: number; pure?: number }[] {
    return Array.from({ length: this.int(3) }, () => {
      const count = this.int(7);
      const e = { quality: 1 + this.int(10), count };
      return this.chance(0.5) ? { ...e, pure: this.int(count + 1) } : e;
    });
  }

  /** Any event, mostly of the right shape; the reducer refuses most of them. */
  event(s: TurnsState): TurnStep {
    const n = s.config.players.length;
    const hand = s.hands[s.seat] ?? { size: 0, known: [] };
    const own = (): Diamond => (hand.known.length && this.chance(0.6) ? this.pick(hand.known) : this.diamond());
    const fromMarket = (): Diamond[] => (s.market.length && this.chance(0.7) ? this.some(s.market) : this.diamonds(this.int(3)));
    const specials = () => (this.chance(0.15) ? 1 + this.int(3) : 0);
    const special = this.pick(SPECIALS);
    switch (this.int(16)) {
      case 0:
        return { type: 'refill', cards: this.diamonds(this.int(5)), specials: specials() };
      case 1:
        return { type: 'draw', kind: 'hand' };
      case 2:
        return { type: 'draw', kind: 'none' };
      case 3:
        return { type: 'draw', kind: 'market', cards: this.diamonds(this.int(4)), specials: specials() };
      case 4:
        return { type: 'closing' };
      case 5: {
        const card = own();
        const all = [...s.market, card].filter((d) => d.quality === card.quality);
        return { type: 'market', card, take: 'same', taken: this.chance(0.5) ? all : fromMarket() };
      }
      case 6:
        return { type: 'market', card: own(), take: 'sum', taken: fromMarket() };
      case 7:
        return { type: 'market', card: own(), take: 'empty', taken: this.chance(0.7) ? [] : fromMarket() };
      case 8:
        return { type: 'secure', cards: this.entries() };
      case 9:
        return { type: 'pass' };
      case 10: {
        const surplus = Math.max(0, hand.size - 5) + (this.chance(0.3) ? this.int(3) - 1 : 0);
        const discard = this.chance(0.3) ? this.int(3) : 0;
        const cards = [...hand.known, ...this.diamonds(surplus)].slice(0, Math.max(0, surplus - discard));
        return { type: 'limit', toMarket: cards, discardedSpecials: discard };
      }
      case 11: {
        const put = own();
        const sold = s.config.players.map((_, o) =>
          o === s.seat && !this.chance(0.1)
            ? []
            : [...(s.hands[o]?.known ?? []).filter((d) => d.quality === put.quality || this.chance(0.1)), ...this.diamonds(this.int(2))].map((d) =>
                this.chance(0.8) ? { ...d, quality: put.quality } : d,
              ),
        );
        return { type: 'special', special, power: 'compulsory-sale', put, sold };
      }
      case 12:
        return { type: 'special', special: 'armored-convoy', power: 'armored-convoy', cards: this.entries() };
      case 13: {
        const victim = this.int(n);
        const safe = s.safes[victim]?.collections ?? [];
        const quality = safe.length && this.chance(0.7) ? this.pick(safe).quality : 1 + this.int(10);
        return { type: 'special', special: 'safe-cracker', power: 'safe-cracker', victim, quality, pure: this.chance(0.4), found: this.chance(0.5) };
      }
      case 14:
        return {
          type: 'special',
          special: 'sleight-of-hand',
          power: 'sleight-of-hand',
          take: this.chance(0.2) ? null : this.chance(0.7) && s.market.length ? this.pick(s.market) : this.diamond(),
        };
      default:
        return { type: 'limit', toMarket: this.diamonds(this.int(3)), discardedSpecials: this.int(2) };
    }
  }

  /** An event that is probably legal, to move the round on. */
  likely(s: TurnsState): TurnStep {
    const wait = awaitingTurn(s);
    const hand = s.hands[s.seat] ?? { size: 0, known: [] };
    if (this.chance(0.04)) return { type: 'closing' };
    switch (wait.what) {
      case 'refill': {
        const left = drawable(s);
        return { type: 'refill', cards: this.diamonds(left === null ? 3 : Math.min(3, left)) };
      }
      case 'draw':
        return this.chance(0.5) ? { type: 'draw', kind: 'hand' } : { type: 'draw', kind: 'market', cards: this.diamonds(2) };
      case 'limit': {
        const surplus = hand.size - 5;
        const unknown = hand.size - hand.known.length;
        const cards = [...hand.known.slice(0, surplus), ...this.diamonds(Math.max(0, surplus - hand.known.length))];
        return unknown >= 0 ? { type: 'limit', toMarket: cards.slice(0, surplus), discardedSpecials: 0 } : { type: 'pass' };
      }
      default: {
        if (hand.size === 0) return { type: 'pass' };
        const card = hand.known.length && this.chance(0.5) ? this.pick(hand.known) : this.diamond();
        return { type: 'market', card, take: 'empty', taken: [] };
      }
    }
  }
}

function deck(w: Walk): Record<QualityKey, DeckEntry> | undefined {
  if (w.chance(0.4)) return undefined;
  const cards = 1 + w.int(6);
  return Object.fromEntries(QUALITY_KEYS.map((k) => [k, { cards, pure: w.int(cards + 1) }])) as Record<QualityKey, DeckEntry>;
}

/** Sheets near what the turns made public, each sometimes off by a little. */
function sheets(w: Walk, s: TurnsState): Sheet[] {
  return s.config.players.map((_, seat) => {
    const safe = (s.safes[seat]?.collections ?? [])
      .filter(() => !w.chance(0.1))
      .map((c) => ({ quality: c.quality, count: c.count + (w.chance(0.1) ? 1 : 0), pure: (c.pure ?? 0) + (w.chance(0.1) ? 1 : 0) }));
    if (w.chance(0.1)) safe.push({ quality: 1 + w.int(10), count: 3, pure: 0 });
    const h = s.hands[seat] ?? { size: 0, known: [] };
    const hand = [
      ...h.known.filter(() => !w.chance(0.1)).map((d) => d.quality),
      ...Array.from({ length: Math.max(0, h.size - h.known.length - w.int(3)) }, () => 1 + w.int(10)),
    ];
    if (w.chance(0.1)) hand.push(1 + w.int(10), 1 + w.int(10));
    return { safe, hand };
  });
}

/** An accepted event of a walk, with the state before and after it. */
export interface WalkStep {
  before: TurnsState;
  event: TurnStep;
  after: TurnsState;
}

/** The refusals met on `walks` random walks. */
export function turnsRejections(walks = 400): Rejection[] {
  return turnsWalks(walks).rejections;
}

/** The refusals met on `walks` random walks, and the events they accepted. */
export function turnsWalks(walks = 400): { rejections: Rejection[]; steps: WalkStep[] } {
  const out: Rejection[] = [];
  const steps: WalkStep[] = [];
  for (let seed = 1; seed <= walks; seed++) {
    const w = new Walk(seed);
    const players = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'].slice(0, 2 + w.int(4));
    const closing = w.chance(0.3) ? 'deterministic' : 'standard';
    const d = deck(w);
    const raw = { players, first: w.int(players.length), closing, ...(d ? { deck: d } : {}) };
    const checked = checkTurnsConfig(raw);
    if (!checked.ok) {
      out.push(checked.rejection);
      continue;
    }
    const config: TurnsConfig = checked.value;
    let state = initialTurns(config);
    const events: TurnStep[] = [];
    for (let step = 0; step < 140 && state.phase !== 'over'; step++) {
      const tries = [...Array.from({ length: 5 }, () => w.event(state)), w.likely(state), w.likely(state)];
      const accepted: { event: TurnStep; state: TurnsState }[] = [];
      for (const event of tries) {
        const r = applyTurnStep(state, event);
        if (r.ok) accepted.push({ event, state: r.state });
        else out.push(r.rejection);
      }
      const next = accepted.length ? w.pick(accepted) : null;
      if (!next) continue;
      steps.push({ before: state, event: next.event, after: next.state });
      events.push(next.event);
      state = next.state;
      if (w.chance(0.05) || state.phase === 'over') {
        const turns = { config, events: [...events], state };
        const open = turnsNotOver(turns, players);
        if (open) out.push(open);
        for (let k = 0; k < 4; k++) {
          const bad = checkAgainstTurns(turns, sheets(w, state), players);
          if (bad) out.push(bad);
        }
      }
    }
    if (state.phase === 'over') out.push(applyTurnStep(state, { type: 'pass' }) as never);
  }
  const rejections = out.flatMap((r) => ('ok' in (r as object) ? ((r as unknown as { ok: boolean; rejection?: Rejection }).rejection ?? []) : [r]));
  return { rejections, steps };
}
