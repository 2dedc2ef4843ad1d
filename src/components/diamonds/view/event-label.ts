/** Short names of log events for the Undo and Redo buttons ("Undo: Ann's 7 of Hearts"). */
import { cardName, parseCard, type DiamondsEvent, type DiamondsState } from '../../../rules/diamonds/index.js';
import { playerName } from './names.js';

export function eventLabel(state: DiamondsState, event: DiamondsEvent): string {
  switch (event.type) {
    case 'deal':
      return `${playerName(state, event.dealer)}'s deal (pass ${event.pass})`;
    case 'play': {
      const card = parseCard(event.card);
      return card ? cardName(card) : event.card;
    }
    case 'steal':
      return `the steal from ${playerName(state, event.victim)}`;
    case 'zones':
      return 'the counted diamonds';
    case 'check':
      return `the round-end count (${playerName(state, event.dealer)} dealt)`;
    default:
      return 'the last entry';
  }
}
