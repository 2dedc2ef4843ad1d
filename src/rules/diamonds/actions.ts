/**
 * The four suit actions (D-A-DIAMOND, D-A-HEART, D-A-SPADE, D-A-CLUB) on a side's zones.
 * Each returns the new zones and the Move that explains it; nothing here knows about tricks.
 */
import type { Acted, ActionSource, DiamondsState, Move, Place, Zones } from './state';
import type { Suit } from './types';

export type { Acted, ActionSource } from './state';

// Places are made once and shared by every Move that names them: replaying a record performs an
// action for most cards, and making two places for each showed in its time and memory.
const SUPPLY: Place = { zone: 'supply', side: null };
/** Every side's Showroom and Vault: one side per player at most, and at most 6 players (D-ROUNDS). */
const SHOWROOMS: readonly Place[] = [0, 1, 2, 3, 4, 5].map((side) => ({ zone: 'showroom', side }));
const VAULTS: readonly Place[] = [0, 1, 2, 3, 4, 5].map((side) => ({ zone: 'vault', side }));
const showroomOf = (side: number): Place => SHOWROOMS[side] ?? { zone: 'showroom', side };
const vaultOf = (side: number): Place => VAULTS[side] ?? { zone: 'vault', side };

/** The zones after one diamond goes from `from` to `to` (the supply is unlimited, D-CRYSTALS). */
export function transfer(zones: readonly Zones[], from: Place, to: Place): Zones[] {
  const next = zones.slice();
  if (from.side !== null) next[from.side] = shifted(next[from.side] as Zones, from.zone, -1);
  if (to.side !== null) next[to.side] = shifted(next[to.side] as Zones, to.zone, 1);
  return next;
}

function shifted(z: Zones, zone: Place['zone'], by: number): Zones {
  return zone === 'showroom' ? { showroom: z.showroom + by, vault: z.vault } : { showroom: z.showroom, vault: z.vault + by };
}

/** The Move of an action: its source's data, what it moved (or why nothing), the thief holder. */
function moveOf(src: ActionSource, suit: Suit, path: { from: Place; to: Place } | null, victim: number | null, none: Move['none'], thief: number | null): Move {
  const majority = src.cause === 'D-MAJORITY' ? src.majority : null;
  return {
    round: src.round,
    trick: src.trick,
    play: src.play,
    cause: src.cause,
    actor: src.actor,
    side: src.side,
    suit,
    amount: path ? 1 : 0,
    from: path?.from ?? null,
    to: path?.to ?? null,
    victim,
    none,
    thief,
    counts: majority ? majority.counts : null,
    most: majority ? majority.most : null,
    nextBest: majority ? majority.nextBest : null,
    bonus: src.cause === 'D-NOTRICK' ? src.bonus : null,
  };
}

/** Where the action of ♦, ♥ or ♠ moves a diamond for `side` (D-A-DIAMOND, D-A-HEART, D-A-SPADE). */
function pathOf(suit: Exclude<Suit, 'C'>, side: number): { from: Place; to: Place } {
  switch (suit) {
    case 'D': // supply → own Vault
      return { from: SUPPLY, to: vaultOf(side) };
    case 'H': // supply → own Showroom
      return { from: SUPPLY, to: showroomOf(side) };
    case 'S': // own Showroom → own Vault
      return { from: showroomOf(side), to: vaultOf(side) };
  }
}

/** Who a Clubs action of `side` may rob (D-A-CLUB, DX-THIEF). */
export type ClubTargets =
  { kind: 'none'; why: 'no-victim' | 'thief-own' | 'thief-empty' } | { kind: 'forced'; victim: number } | { kind: 'choice'; victims: readonly number[] };

export function clubTargets(state: DiamondsState, side: number): ClubTargets {
  const { zones, thief, seating: seating } = state;
  if (thief !== null) {
    // DX-THIEF: always the holder's Showroom; never a choice. A team never robs itself.
    const holder = seating.sideOf[thief] as number;
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
 * targets are forced or empty (the caller asks for a choice first, and passes the targets it
 * found then rather than have them looked up twice).
 */
export function act(state: DiamondsState, suit: Suit, src: ActionSource, chosenVictim: number | null = null, found?: ClubTargets): Acted {
  const { zones, thief } = state;
  const side = src.side;
  if (suit !== 'C') {
    // D-A-SPADE has no effect with an empty Showroom [decided].
    if (suit === 'S' && (zones[side] as Zones).showroom === 0) return { zones, thief, move: moveOf(src, suit, null, null, 'empty-showroom', null) };
    const path = pathOf(suit, side);
    return { zones: transfer(zones, path.from, path.to), thief, move: moveOf(src, suit, path, null, null, null) };
  }
  const targets = found ?? clubTargets(state, side);
  // DX-THIEF: the token passes left after every Clubs action, whether or not it robbed.
  const nextThief = thief === null ? null : (thief + 1) % state.seating.players;
  if (targets.kind === 'none') return { zones, thief: nextThief, move: moveOf(src, suit, null, null, targets.why, thief) };
  const victim = targets.kind === 'forced' ? targets.victim : chosenVictim;
  if (victim === null) throw new Error('D-A-CLUB: a victim must be chosen');
  // D-A-CLUB: another side's Showroom → own Showroom; Vaults are never robbed.
  const path = { from: showroomOf(victim), to: showroomOf(side) };
  return { zones: transfer(zones, path.from, path.to), thief: nextThief, move: moveOf(src, suit, path, victim, null, thief) };
}
