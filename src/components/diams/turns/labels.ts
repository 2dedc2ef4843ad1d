/**
 * How the turn-by-turn screens say things, in one place and in the current language. Player names
 * are untrusted: everything here builds plain strings, never markup. Cards read the same way here
 * as in the rules module's messages (a quality, "(magnifier)" for exceptional purity).
 */
import { msg, str } from '@lit/localize';
import type { Awaiting, DiamsSessionEvent, HandState, TurnStep, SafeChange, SheetDraft, SpecialPower } from '../../../rules/diams/index';
import { formatList, plural } from '../../../i18n/format';
import { cardsText, pureNote, qualitiesText, specialTitle } from '../../../i18n/turns-words';
import { cardsCount } from '../view/labels';

/** The powers of the special cards: the shared one first (M-SPECIALS). */
export function powerTitle(power: SpecialPower): string {
  return power === 'compulsory-sale' ? msg('Compulsory sale', { id: 'market.power.sale' }) : specialTitle(power);
}

export function powerHint(power: SpecialPower): string {
  switch (power) {
    case 'compulsory-sale':
      return msg('Put a diamond into the market; every opponent puts in all their diamonds of that quality; take them all.', { id: 'market.power.sale.hint' });
    case 'armored-convoy':
      return msg('Add diamonds to collections already in the safe, no new collection needed.', { id: 'market.power.convoy.hint' });
    case 'safe-cracker':
      return msg("Name a quality and purity; take one such diamond from an opponent's safe, if there is one.", { id: 'market.power.cracker.hint' });
    case 'sleight-of-hand':
      return msg('Take one diamond of any quality from the market.', { id: 'market.power.sleight.hint' });
  }
}

export const seatName = (players: readonly string[], seat: number): string => players[seat] ?? String(seat + 1);

/** "Turn 4". */
export function turnTitle(turn: number): string {
  return msg(str`Turn ${turn}`, { id: 'market.turn' });
}

/** "Seen in Ann's hand": the cards a card pad offers first. */
export function seenInHand(who: string): string {
  return msg(str`Seen in ${who}'s hand`, { id: 'market.seen' });
}

/** The step the app waits for, as a heading: "Ann: draw". */
export function stepTitle(awaiting: Awaiting, players: readonly string[]): string {
  switch (awaiting.what) {
    case 'refill':
      return msg('Refill the market', { id: 'market.step.refill' });
    case 'draw': {
      const who = seatName(players, awaiting.seat);
      return msg(str`${who}: draw`, { id: 'market.step.draw' });
    }
    case 'play': {
      const who = seatName(players, awaiting.seat);
      return msg(str`${who}: play`, { id: 'market.step.play' });
    }
    case 'limit': {
      const who = seatName(players, awaiting.seat);
      return msg(str`${who}: hand limit`, { id: 'market.step.limit' });
    }
    case 'over':
      return msg('The round is over', { id: 'market.step.over' });
  }
}

/** "Still to play: Cy (now), Ann and Bob" — the M-CLOSING countdown; null before the closing card. */
export function countdownText(still: readonly number[] | null, players: readonly string[]): string | null {
  if (still === null) return null;
  if (still.length === 0) return msg('Every last turn has been played (M-CLOSING).', { id: 'market.countdown.done' });
  const [now, ...rest] = still;
  const current = seatName(players, now ?? 0);
  const first = msg(str`${current} (now)`, { id: 'market.countdown.now' });
  const list = formatList([first, ...rest.map((s) => seatName(players, s))]);
  return msg(str`Still to play: ${list} (M-CLOSING).`, { id: 'market.countdown' });
}

/** "5 cards: 4, 4 and 4 (magnifier) seen, 2 unseen". */
export function handText(hand: HandState): string {
  const unseen = hand.size - hand.known.length;
  if (hand.size === 0) return msg('no card', { id: 'market.hand.empty' });
  const size = cardsCount(hand.size);
  if (hand.known.length === 0) return msg(str`${size}, none seen`, { id: 'market.hand.unseen' });
  const seen = cardsText(hand.known);
  return unseen > 0
    ? msg(str`${size}: ${seen} seen, ${unseen} unseen`, { id: 'market.hand.some' })
    : msg(str`${size}: ${seen} seen`, { id: 'market.hand.all' });
}

function howText(how: SafeChange['how']): string {
  switch (how) {
    case 'new':
      return msg('new collection', { id: 'market.safe.new' });
    case 'add':
      return msg('added', { id: 'market.safe.add' });
    case 'convoy':
      return msg('added by the Armored convoy', { id: 'market.safe.convoy' });
    case 'cracked':
      return msg('taken by the Safe cracker', { id: 'market.safe.cracked' });
  }
}

/** One line of a safe's public history: "Turn 4: 3 × 4 new collection (1 with the magnifier)". */
export function safeChangeText(change: SafeChange, players: readonly string[]): string {
  const count = Math.abs(change.count);
  const { turn, quality } = change;
  const how = howText(change.how);
  const by = change.how === 'cracked' && change.by !== undefined ? seatName(players, change.by) : null;
  const what = by === null ? how : msg(str`${how} by ${by}`, { id: 'market.safe.by' });
  const pure = pureNote(change.pure);
  return msg(str`Turn ${turn}: ${count} × ${quality} ${what}${pure}`, { id: 'market.safe.line' });
}

function kindText(type: TurnStep['type']): string {
  switch (type) {
    case 'draw':
      return msg('draw', { id: 'market.kind.draw' });
    case 'closing':
      return msg('closing card', { id: 'market.kind.closing' });
    case 'market':
      return msg('card into the market', { id: 'market.kind.market' });
    case 'secure':
      return msg('securing', { id: 'market.kind.secure' });
    case 'special':
      return msg('special card', { id: 'market.kind.special' });
    case 'pass':
      return msg('pass', { id: 'market.kind.pass' });
    case 'limit':
      return msg('hand limit', { id: 'market.kind.limit' });
    case 'refill':
      return msg('market refill', { id: 'market.kind.refill' });
    default:
      return msg('turn', { id: 'market.kind.turn' });
  }
}

/**
 * What Undo or Redo would change, in a few words: "Ann's draw", "round 2 sheets".
 * `seat` is the player of a `turn` event (from the history), `round` the round of a `round` event.
 */
export function eventLabel(event: DiamsSessionEvent, players: readonly string[], seat: number | null, round: number): string {
  switch (event.type) {
    case 'turns':
      return msg('turn-by-turn start', { id: 'market.event.turns' });
    case 'round':
      return msg(str`round ${round} sheets`, { id: 'market.event.round' });
    case 'turn': {
      const kind = kindText(event.event.type);
      if (event.event.type === 'refill' || event.event.type === 'closing' || seat === null) return kind;
      const who = seatName(players, seat);
      return msg(str`${who}'s ${kind}`, { id: 'market.event.turn' });
    }
  }
}

/** What a player must still add to a sheet pre-filled from the turns (sheetDraft). */
export function draftNote(draft: SheetDraft): string {
  const parts: string[] = [];
  const unknown = draft.handUnknown;
  if (unknown > 0) {
    parts.push(
      plural(unknown, {
        one: () => msg('add the quality of the unseen card in hand (leave special cards out)', { id: 'market.draft.unseen.one' }),
        other: () => msg(str`add the qualities of the ${unknown} unseen cards in hand (leave special cards out)`, { id: 'market.draft.unseen' }),
      }),
    );
  }
  if (draft.pureUnknown.length > 0) {
    const qualities = qualitiesText(draft.pureUnknown);
    parts.push(msg(str`set the magnifiers in the ${qualities}, not shown when secured`, { id: 'market.draft.pure' }));
  }
  const player = draft.player;
  const cards = cardsCount(draft.handSize);
  if (parts.length === 0) return msg(str`${player} holds ${cards}; the turns tell everything on this sheet.`, { id: 'market.draft.complete' });
  const toAdd = formatList(parts, 'clauses');
  return msg(str`${player} holds ${cards}: ${toAdd}.`, { id: 'market.draft' });
}
