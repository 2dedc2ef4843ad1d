/**
 * The four suit actions (D-A-DIAMOND, D-A-HEART, D-A-SPADE, D-A-CLUB) on a side's zones.
 * Each returns the new zones and the Move that explains it; nothing here knows about tricks.
 */
import type { DiamondsState, Move, Zones } from './state';
import type { Suit } from './types';

/** Where an action comes from, for its explanation. */
export interface ActionSource {
  round: number;
  trick: number | null;
  play: number | null;
  cause: Move['cause'];
  actor: number;
  side: number;
  counts?: readonly number[] | null;
}

export interface Acted {
  zones: readonly Zones[];
  thief: number | null;
  move: Move;
}

function withZone(zones: readonly Zones[], side: number, zone: Zones): Zones[] {
  const next = zones.slice();
  next[side] = zone;
  return next;
}

function moveOf(
  src: ActionSource,
  suit: Suit,
  amount: 0 | 1,
  victim: number | null,
  none: Move['none'],
  thief: number | null,
): Move {
  return {
    round: src.round,
    trick: src.trick,
    play: src.play,
    cause: src.cause,
    actor: src.actor,
    side: src.side,
    suit,
    amount,
    victim,
    none,
    thief,
    counts: src.counts ?? null,
  };
}

/** Who a Clubs action of `side` may rob (D-A-CLUB, DX-THIEF). */
export type ClubTargets =
  | { kind: 'none'; why: 'no-victim' | 'thief-own' | 'thief-empty' }
  | { kind: 'forced'; victim: number }
  | { kind: 'choice'; victims: number[] };

export function clubTargets(state: DiamondsState, side: number): ClubTargets {
  const { zones, thief, table } = state;
  if (thief !== null) {
    // DX-THIEF: always the holder's Showroom; never a choice. A team never robs itself.
    const holder = table.sideOf[thief] as number;
    if (holder === side) return { kind: 'none', why: 'thief-own' };
    if ((zones[holder] as Zones).showroom === 0) return { kind: 'none', why: 'thief-empty' };
    return { kind: 'forced', victim: holder };
  }
  const victims: number[] = [];
  for (let s = 0; s < zones.length; s++) {
    if (s !== side && (zones[s] as Zones).showroom > 0) victims.push(s);
  }
  if (victims.length === 0) return { kind: 'none', why: 'no-victim' };
  if (victims.length === 1) return { kind: 'forced', victim: victims[0] as number };
  return { kind: 'choice', victims };
}

/**
 * Performs `suit`'s action for `src.side`. For Clubs the victim must be given unless the
 * targets are forced or empty (the caller asks for a choice first).
 */
export function act(
  state: DiamondsState,
  suit: Suit,
  src: ActionSource,
  chosenVictim: number | null = null,
): Acted {
  const { zones, thief } = state;
  const own = zones[src.side] as Zones;
  switch (suit) {
    case 'D': // D-A-DIAMOND: supply → own Vault
      return {
        zones: withZone(zones, src.side, { showroom: own.showroom, vault: own.vault + 1 }),
        thief,
        move: moveOf(src, suit, 1, null, null, null),
      };
    case 'H': // D-A-HEART: supply → own Showroom
      return {
        zones: withZone(zones, src.side, { showroom: own.showroom + 1, vault: own.vault }),
        thief,
        move: moveOf(src, suit, 1, null, null, null),
      };
    case 'S': // D-A-SPADE: own Showroom → own Vault; nothing with an empty Showroom [decided]
      if (own.showroom === 0) return { zones, thief, move: moveOf(src, suit, 0, null, 'empty-showroom', null) };
      return {
        zones: withZone(zones, src.side, { showroom: own.showroom - 1, vault: own.vault + 1 }),
        thief,
        move: moveOf(src, suit, 1, null, null, null),
      };
    case 'C': {
      const targets = clubTargets(state, src.side);
      // DX-THIEF: the token passes left after every Clubs action, whether or not it robbed.
      const nextThief = thief === null ? null : (thief + 1) % state.table.players;
      if (targets.kind === 'none') {
        return { zones, thief: nextThief, move: moveOf(src, suit, 0, null, targets.why, thief) };
      }
      const victim = targets.kind === 'forced' ? targets.victim : chosenVictim;
      if (victim === null) throw new Error('D-A-CLUB: a victim must be chosen');
      const robbed = zones[victim] as Zones;
      const next = zones.slice();
      next[victim] = { showroom: robbed.showroom - 1, vault: robbed.vault };
      next[src.side] = { showroom: own.showroom + 1, vault: own.vault };
      return { zones: next, thief: nextThief, move: moveOf(src, suit, 1, victim, null, thief) };
    }
  }
}
