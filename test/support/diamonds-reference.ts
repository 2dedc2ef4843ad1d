/**
 * A second Diamonds, written from docs/rules/diamonds.md alone and sharing no code with
 * src/rules/diamonds: it reads the same event log (deal, play, keep, steal, zones, check) and says, for
 * every diamond moved or action without effect, what its reason must state. The property tests
 * compare the engine's reasons with these, number for number. Legal logs only: it never checks.
 */
import type { DiamondsConfig, DiamondsEvent } from '../../src/rules/diamonds/index';

type Suit = 'D' | 'H' | 'S' | 'C';
const SUITS: readonly Suit[] = ['D', 'H', 'S', 'C'];

/** A diamond's place: the supply, or a side's Showroom or Vault (D-ZONES). */
export type RefPlace = { zone: 'supply'; side: null } | { zone: 'showroom' | 'vault'; side: number };

/** What one reason must state. */
export interface RefReason {
  round: number;
  trick: number | null;
  play: number | null;
  cause: 'D-OFFSUIT' | 'D-TAKE' | 'D-MAJORITY' | 'D-NOTRICK';
  actor: number;
  side: number;
  suit: Suit;
  amount: 0 | 1;
  from: RefPlace | null;
  to: RefPlace | null;
  victim: number | null;
  none: 'empty-showroom' | 'no-victim' | 'thief-own' | 'thief-empty' | null;
  thief: number | null;
  counts: number[] | null;
  most: number | null;
  nextBest: number | null;
  bonus: 1 | 2 | null;
}

/** One suit at a round's end (D-MAJORITY): every side's cards, the sides with the most, the next best. */
export interface RefSuitEnd {
  suit: Suit;
  counts: number[];
  leaders: number[];
  most: number;
  nextBest: number;
}

/** What a round-end check needs, taken when the round's last trick is over (before its end). */
export interface RefRoundEnd {
  round: number;
  dealer: number;
  pass: number;
  /** Cards won per side and suit (D, H, S, C), from the cards of the tricks each side won. */
  won: number[][];
  /** Per seat: won at least one trick. */
  tricks: boolean[];
  zones: { showroom: number; vault: number }[];
  thief: number | null;
  suits: RefSuitEnd[];
  /** The seat named as the victim of the Clubs majority, when it was a choice. */
  endSteal: number | null;
}

interface Card {
  seat: number;
  suit: Suit;
  rank: number;
  play: number;
}

type Cause = Pick<RefReason, 'round' | 'trick' | 'play' | 'cause' | 'actor' | 'side' | 'counts' | 'most' | 'nextBest' | 'bonus'>;

export interface Reference {
  reasons: RefReason[];
  rounds: RefRoundEnd[];
  zones: { showroom: number; vault: number }[];
}

/** D-ROUNDS; DP's hand sizes (the [decided] table). */
const ROUNDS: Record<number, number> = { 2: 4, 3: 6, 4: 4, 5: 5, 6: 6 };
const PERFECT_HAND: Record<number, number> = { 2: 16, 3: 12, 4: 12, 5: 12 };

export function referenceReasons(config: DiamondsConfig, events: readonly DiamondsEvent[]): Reference {
  const n = config.players.length;
  const teams = config.variant === 'teams';
  const sides = teams ? n / 2 : n;
  // DT-TEAMS: seat i partners seat i + n/2; sides are numbered by their first seat.
  const sideOf = (seat: number): number => seat % sides;
  const hand = config.variant === 'perfect' ? (PERFECT_HAND[n] as number) : 10;
  const trickSize = n === 2 ? 4 : n; // D2-TRICK
  const plays = hand * n;

  const zones = Array.from({ length: sides }, () => ({ showroom: 3, vault: 0 })); // D-SETUP, DT-ZONES
  let thief: number | null = config.thief;
  const reasons: RefReason[] = [];
  const rounds: RefRoundEnd[] = [];
  let round = 0;
  let dealer = -1;
  let pass = 0;
  let leader = 0;
  let trickNo = 1;
  let played = 0;
  let trick: Card[] = [];
  let won: number[][] = [];
  let tricksWon: number[] = [];
  /** A Clubs action waiting for its victim, and what happens once it is done. */
  let waiting: { cause: Cause; victims: number[]; then: () => void } | null = null;

  const record = (c: Cause, suit: Suit, r: Partial<RefReason>): void => {
    reasons.push({ ...c, suit, amount: 0, from: null, to: null, victim: null, none: null, thief: null, ...r });
  };
  const move = (c: Cause, suit: Suit, from: RefPlace, to: RefPlace, extra: Partial<RefReason> = {}): void => {
    if (from.side !== null) zones[from.side]![from.zone === 'vault' ? 'vault' : 'showroom'] -= 1;
    if (to.side !== null) zones[to.side]![to.zone === 'vault' ? 'vault' : 'showroom'] += 1;
    record(c, suit, { amount: 1, from, to, ...extra });
  };
  const showroom = (side: number): RefPlace => ({ zone: 'showroom', side });
  const vault = (side: number): RefPlace => ({ zone: 'vault', side });
  const supply: RefPlace = { zone: 'supply', side: null };

  /** The suit actions (D-A-DIAMOND … D-A-CLUB, DX-THIEF); `then` runs once the action is done. */
  const suitAction = (c: Cause, suit: Suit, then: () => void): void => {
    const side = c.side;
    if (suit === 'D') move(c, suit, supply, vault(side));
    else if (suit === 'H') move(c, suit, supply, showroom(side));
    else if (suit === 'S') {
      if (zones[side]!.showroom === 0) record(c, suit, { none: 'empty-showroom' });
      else move(c, suit, showroom(side), vault(side));
    } else if (thief !== null) {
      const holder = thief;
      const robbed = sideOf(holder);
      if (robbed === side) record(c, suit, { none: 'thief-own', thief: holder });
      else if (zones[robbed]!.showroom === 0) record(c, suit, { none: 'thief-empty', thief: holder });
      else move(c, suit, showroom(robbed), showroom(side), { victim: robbed, thief: holder });
      thief = (holder + 1) % n; // the token passes left after every Clubs action
    } else {
      const victims = zones.flatMap((z, s) => (s !== side && z.showroom > 0 ? [s] : []));
      if (victims.length === 0) record(c, suit, { none: 'no-victim' });
      else if (victims.length === 1) move(c, suit, showroom(victims[0]!), showroom(side), { victim: victims[0]! });
      else {
        waiting = { cause: c, victims, then };
        return;
      }
    }
    then();
  };

  const bare = { counts: null, most: null, nextBest: null, bonus: null };

  /** D-MAJORITY then D-NOTRICK, in D-END-ORDER; `trickWinners[seat]` says who won a trick. */
  const endRound = (counts: number[][], trickWinners: boolean[], from: number): void => {
    const suits: RefSuitEnd[] = SUITS.map((suit, i) => {
      const c = counts.map((row) => row[i]!);
      const most = Math.max(0, ...c);
      const leaders = most === 0 ? [] : c.flatMap((x, s) => (x === most ? [s] : []));
      const nextBest = Math.max(0, ...c.filter((_, s) => !leaders.includes(s)));
      return { suit, counts: c, leaders, most, nextBest };
    });
    rounds.push({
      round,
      dealer,
      pass,
      won: counts.map((row) => row.slice()),
      tricks: trickWinners.slice(),
      zones: zones.map((z) => ({ ...z })),
      thief,
      suits,
      endSteal: null,
    });
    const majority = (i: number): void => {
      if (i === 4) return noTrick();
      const s = suits[i]!;
      if (s.leaders.length !== 1) return majority(i + 1);
      const side = s.leaders[0]!;
      // A team's majority is performed for the team; the engine names its first member.
      const cause: Cause = {
        round,
        trick: null,
        play: null,
        cause: 'D-MAJORITY',
        actor: side,
        side,
        counts: s.counts,
        most: s.most,
        nextBest: s.nextBest,
        bonus: null,
      };
      suitAction(cause, s.suit, () => majority(i + 1));
    };
    const noTrick = (): void => {
      const rewarded = new Set<number>();
      for (let k = 1; k <= n; k++) {
        const seat = (from + k) % n;
        if (trickWinners[seat] || rewarded.has(sideOf(seat))) continue;
        rewarded.add(sideOf(seat)); // DT-NOTRICK: once per team
        for (const bonus of [1, 2] as const) {
          const cause: Cause = { round, trick: null, play: null, cause: 'D-NOTRICK', actor: seat, side: sideOf(seat), ...bare, bonus };
          suitAction(cause, 'D', () => undefined);
        }
      }
    };
    majority(0);
  };

  /** The trick is full: D-WIN, the cards to the winner's side, D-TAKE. */
  const takeTrick = (): void => {
    const led = trick[0]!.suit;
    const best = trick.filter((c) => c.suit === led).reduce((a, b) => (b.rank > a.rank ? b : a));
    const side = sideOf(best.seat);
    for (const c of trick) won[side]![SUITS.indexOf(c.suit)]! += 1;
    tricksWon[best.seat]! += 1;
    const no = trickNo;
    trick = [];
    leader = best.seat;
    const cause: Cause = { round, trick: no, play: best.play, cause: 'D-TAKE', actor: best.seat, side, ...bare };
    suitAction(cause, led, () => {
      if (played < plays) trickNo += 1;
      else
        endRound(
          won,
          tricksWon.map((t) => t > 0),
          dealer,
        );
    });
  };

  for (const event of events) {
    switch (event.type) {
      case 'deal':
        round += 1;
        dealer = event.dealer;
        pass = event.pass;
        leader = (dealer + 1) % n; // D-LEAD
        trickNo = 1;
        played = 0;
        trick = [];
        won = Array.from({ length: sides }, () => [0, 0, 0, 0]);
        tricksWon = new Array(n).fill(0);
        break;
      // D-REVOKE: a kept revoke's card is played like any other; every card stays as played.
      case 'play':
      case 'keep': {
        const code = event.card;
        const suit = code[0] as Suit;
        const seat = (leader + trick.length) % n;
        played += 1;
        const card: Card = { seat, suit, rank: Number(code.slice(1)), play: played };
        trick.push(card);
        const afterCard = (): void => {
          if (trick.length === trickSize) takeTrick();
        };
        if (trick.length > 1 && suit !== trick[0]!.suit) {
          // D-OFFSUIT: the action of the suit played, before the next card.
          const cause: Cause = { round, trick: trickNo, play: played, cause: 'D-OFFSUIT', actor: seat, side: sideOf(seat), ...bare };
          suitAction(cause, suit, afterCard);
        } else afterCard();
        break;
      }
      case 'steal': {
        const w = waiting!;
        waiting = null;
        const victim = sideOf(event.victim);
        if (w.cause.cause === 'D-MAJORITY') rounds[rounds.length - 1]!.endSteal = event.victim;
        move(w.cause, 'C', showroom(victim), showroom(w.cause.side), { victim });
        w.then();
        break;
      }
      case 'zones':
        event.zones.forEach((z, s) => (zones[s] = { showroom: z.showroom, vault: z.vault }));
        if (event.thief !== undefined) thief = event.thief;
        break;
      case 'check':
        round += 1;
        dealer = event.dealer;
        pass = event.pass ?? 0;
        if (event.zones) event.zones.forEach((z, s) => (zones[s] = { showroom: z.showroom, vault: z.vault }));
        if (event.thief !== undefined) thief = event.thief;
        endRound(
          event.won.map((row) => row.slice()),
          event.tricks.slice(),
          dealer,
        );
        break;
    }
  }
  if (round > (ROUNDS[n] ?? 0)) throw new Error('reference: more rounds than D-ROUNDS allows');
  return { reasons, rounds, zones };
}
