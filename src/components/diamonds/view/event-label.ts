/** Short names of log events for the Undo and Redo buttons ("Undo: Ann's 7 of Hearts"). */
import { msg, str } from '@lit/localize';
import { parseCard, type DiamondsEvent, type DiamondsState } from '../../../rules/diamonds/index';
import { cardName, cardText } from '../../../i18n/cards';
import { playerName } from './names';

export function eventLabel(state: DiamondsState, event: DiamondsEvent): string {
  switch (event.type) {
    case 'deal': {
      const dealer = playerName(state, event.dealer);
      const pass = event.pass;
      return msg(str`${dealer}'s deal (pass ${pass})`, { id: 'diamonds.event.deal' });
    }
    case 'play': {
      const card = parseCard(event.card);
      return card ? cardName(card) : event.card;
    }
    case 'keep': {
      const card = cardText(event.card);
      return msg(str`the ${card}, revoke kept as played`, { id: 'diamonds.event.keep' });
    }
    case 'steal': {
      const victim = playerName(state, event.victim);
      return msg(str`the steal from ${victim}`, { id: 'diamonds.event.steal' });
    }
    case 'zones':
      return msg('the counted diamonds', { id: 'diamonds.event.zones' });
    case 'check': {
      const dealer = playerName(state, event.dealer);
      return msg(str`the round-end count (${dealer} dealt)`, { id: 'diamonds.event.check' });
    }
    default:
      return msg('the last entry', { id: 'diamonds.event.other' });
  }
}

/**
 * The same, short enough for the second line of an Undo or Redo button on a phone (about 16
 * characters, 8 in Chinese or Japanese): "Ann's deal" rather than "Ann's deal (pass 3)". The
 * announcer says the whole label once the button is used.
 */
export function eventShortLabel(state: DiamondsState, event: DiamondsEvent): string {
  switch (event.type) {
    case 'deal': {
      const dealer = playerName(state, event.dealer);
      return msg(str`${dealer}'s deal`, { id: 'diamonds.event.deal.short' });
    }
    case 'steal': {
      const victim = playerName(state, event.victim);
      return msg(str`steal from ${victim}`, { id: 'diamonds.event.steal.short' });
    }
    case 'keep': {
      const card = cardText(event.card);
      return msg(str`${card}, kept`, { id: 'diamonds.event.keep.short' });
    }
    case 'zones':
      return msg('the count', { id: 'diamonds.event.zones.short' });
    case 'check':
      return msg('round-end count', { id: 'diamonds.event.check.short' });
    default:
      return eventLabel(state, event);
  }
}
