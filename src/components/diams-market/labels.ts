/**
 * How the turn-by-turn screens say things, in one place. Player names are untrusted: everything
 * here builds plain strings, never markup. Card names come from the rules module (cardText), so
 * the screens and the refusals name cards the same way.
 */
import type { Awaiting, DiamsSessionEvent, HandState, MarketLogEvent, SafeChange, SheetDraft, SpecialPower } from '../../rules/diams/index.js';
import { cardsText, SPECIAL_TITLES } from '../../rules/diams/market/cards.js';
import { listNames, plural } from '../diams/view/labels.js';

export { cardText, cardsText, SPECIAL_TITLES } from '../../rules/diams/market/cards.js';

/** The shared power first: every special card has it (M-SPECIALS). */
export const POWER_TITLES: Record<SpecialPower, string> = {
  'compulsory-sale': 'Compulsory sale',
  ...SPECIAL_TITLES,
};

export const POWER_HINTS: Record<SpecialPower, string> = {
  'compulsory-sale': 'Put a diamond into the market; every opponent puts in all their diamonds of that quality; take them all.',
  'armored-convoy': 'Add diamonds to collections already in the safe, no new collection needed.',
  'safe-cracker': "Name a quality and purity; take one such diamond from an opponent's safe, if there is one.",
  'sleight-of-hand': 'Take one diamond of any quality from the market.',
};

export const seatName = (players: readonly string[], seat: number): string => players[seat] ?? `Seat ${seat + 1}`;

/** The step the app waits for, as a heading: "Ann: draw". */
export function stepTitle(awaiting: Awaiting, players: readonly string[]): string {
  switch (awaiting.what) {
    case 'refill':
      return 'Refill the market';
    case 'draw':
      return `${seatName(players, awaiting.seat)}: draw`;
    case 'play':
      return `${seatName(players, awaiting.seat)}: play`;
    case 'limit':
      return `${seatName(players, awaiting.seat)}: hand limit`;
    case 'over':
      return 'The round is over';
  }
}

/** "Still to play: Cy (now), Ann and Bob" — the M-CLOSING countdown; null before the closing card. */
export function countdownText(still: readonly number[] | null, players: readonly string[]): string | null {
  if (still === null) return null;
  if (still.length === 0) return 'Every last turn has been played (M-CLOSING).';
  const [now, ...rest] = still;
  const first = `${seatName(players, now ?? 0)} (now)`;
  return `Still to play: ${listNames([first, ...rest.map((s) => seatName(players, s))])} (M-CLOSING).`;
}

/** "5 cards: 4, 4 and 4 (magnifier) seen, 2 unseen". */
export function handText(hand: HandState): string {
  const unseen = hand.size - hand.known.length;
  if (hand.size === 0) return 'no card';
  if (hand.known.length === 0) return `${plural(hand.size, 'card')}, none seen`;
  return `${plural(hand.size, 'card')}: ${cardsText(hand.known)} seen${unseen > 0 ? `, ${unseen} unseen` : ''}`;
}

const HOW: Record<SafeChange['how'], string> = {
  new: 'new collection',
  add: 'added',
  convoy: 'added by the Armored convoy',
  cracked: 'taken by the Safe cracker',
};

/** One line of a safe's public history: "Turn 4: 3 × 4 new collection (1 with the magnifier)". */
export function safeChangeText(change: SafeChange, players: readonly string[]): string {
  const count = Math.abs(change.count);
  const pure = change.pure === null ? '' : change.pure === 0 ? ', no magnifier' : `, ${change.pure} with the magnifier`;
  const by = change.how === 'cracked' && change.by !== undefined ? ` by ${seatName(players, change.by)}` : '';
  return `Turn ${change.turn}: ${count} × ${change.quality} ${HOW[change.how]}${by}${pure}`;
}

const KIND: Record<MarketLogEvent['type'], string> = {
  draw: 'draw',
  closing: 'closing card',
  market: 'card into the market',
  secure: 'securing',
  special: 'special card',
  pass: 'pass',
  limit: 'hand limit',
  refill: 'market refill',
};

/**
 * What Undo or Redo would change, in a few words: "Ann's draw", "round 2 sheets".
 * `seat` is the player of a `turn` event (from the history), `round` the round of a `round` event.
 */
export function eventLabel(event: DiamsSessionEvent, players: readonly string[], seat: number | null, round: number): string {
  switch (event.type) {
    case 'turns':
      return 'turn-by-turn start';
    case 'round':
      return `round ${round} sheets`;
    case 'turn': {
      const kind = KIND[event.event.type] ?? 'turn';
      if (event.event.type === 'refill' || event.event.type === 'closing' || seat === null) return kind;
      return `${seatName(players, seat)}'s ${kind}`;
    }
  }
}

/** What a player must still add to a sheet pre-filled from the turns (sheetDraft). */
export function draftNote(draft: SheetDraft): string {
  const parts: string[] = [];
  if (draft.handUnknown > 0) {
    parts.push(
      `add the ${draft.handUnknown === 1 ? 'quality of the unseen card' : `qualities of the ${draft.handUnknown} unseen cards`} in hand (leave special cards out)`,
    );
  }
  if (draft.pureUnknown.length > 0) {
    parts.push(`set the magnifiers in the ${listNames(draft.pureUnknown.map((q) => `${q}s`))}, not shown when secured`);
  }
  const known = `${draft.player} holds ${plural(draft.handSize, 'card')}`;
  return parts.length === 0 ? `${known}; the turns tell everything on this sheet.` : `${known}: ${parts.join('; ')}.`;
}
