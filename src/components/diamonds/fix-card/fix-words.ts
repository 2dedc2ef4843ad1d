/**
 * The words of a card's fix (src/rules/diamonds/correct.ts), shared by the session screen and the
 * History screen: what is being fixed, what the fix did, and the later events it took out.
 */
import { msg, str } from '@lit/localize';
import { plural } from '../../../i18n/format';
import { cardText } from '../../../i18n/cards';
import { apply, initialState, nextSeat, type DiamondsConfig, type DiamondsEvent, type DiamondsState, type DroppedEvent } from '../../../rules/diamonds/index';
import { eventLabel } from '../view/event-label';
import { listNames, playerName } from '../view/names';

/** Whose card is at `index` of the log, and in which round and trick (null when it is no card, or the log before it does not replay). */
export interface FixTarget {
  index: number;
  seat: number;
  round: number;
  trick: number;
  card: string;
  /** The state just before the card: the picker shows the cards played before it. */
  before: DiamondsState;
}

export function fixTarget(config: DiamondsConfig, events: readonly DiamondsEvent[], index: number): FixTarget | null {
  const event = events[index];
  if (event?.type !== 'play') return null;
  let state = initialState(config);
  for (let i = 0; i < index; i++) {
    const next = apply(state, events[i] as DiamondsEvent);
    if (!next.ok) return null;
    state = next.state;
  }
  const seat = nextSeat(state);
  const round = state.round;
  if (seat === null || !round) return null;
  return { index, seat, round: round.index, trick: round.trickNo, card: event.card, before: state };
}

/** "Fix Cy's card in trick 3". */
export function fixOffer(state: DiamondsState, seat: number, trick: number): string {
  const player = playerName(state, seat);
  return msg(str`Fix ${player}'s card in trick ${trick}`, { id: 'diamonds.fix.offer' });
}

/** "Fix Cy's card": the offer on a revoke's notice, whose title names the trick already. */
export function fixOfferShort(state: DiamondsState, seat: number): string {
  const player = playerName(state, seat);
  return msg(str`Fix ${player}'s card`, { id: 'diamonds.fix.offer.short' });
}

/** "the fix of Cy's card in trick 3" (what Undo takes back). */
export function fixLabel(state: DiamondsState, seat: number, trick: number): string {
  const player = playerName(state, seat);
  return msg(str`the fix of ${player}'s card in trick ${trick}`, { id: 'diamonds.fix.label' });
}

/** What the fix did: "Fixed: Cy's card in trick 3 is now 6 of Hearts. 2 later events no longer fit and were taken out: Ann: 2 of Diamonds, Bob: 3 of Diamonds." */
export function fixDone(target: FixTarget, card: string, dropped: readonly DroppedEvent[]): string {
  const state = target.before;
  const player = playerName(state, target.seat);
  const trick = target.trick;
  const now = cardText(card);
  const done = msg(str`Fixed: ${player}'s card in trick ${trick} is now ${now}.`, { id: 'diamonds.fix.done' });
  if (dropped.length === 0) return `${done} ${msg('Every later event still fits.', { id: 'diamonds.fix.all-kept' })}`;
  const count = dropped.length;
  const list = listNames(dropped.map((d) => droppedLabel(state, d)));
  const out = plural(count, {
    one: () => msg(str`${count} later event no longer fits and was taken out: ${list}.`, { id: 'diamonds.fix.dropped.one' }),
    other: () => msg(str`${count} later events no longer fit and were taken out: ${list}.`, { id: 'diamonds.fix.dropped' }),
  });
  return `${done} ${out}`;
}

/** "Ann: 8 of Hearts", "Bob: the steal from Cy", or the event alone when it is the whole table's. */
export function droppedLabel(state: DiamondsState, dropped: DroppedEvent): string {
  const what = dropped.event.type === 'play' ? cardText(dropped.event.card) : eventLabel(state, dropped.event);
  if (dropped.seat === null) return what;
  const player = playerName(state, dropped.seat);
  return msg(str`${player}: ${what}`, { id: 'diamonds.fix.item' });
}
