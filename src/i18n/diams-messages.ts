/**
 * Diam's: the one catalog of the refusals of the rules card, the deck and the game
 * (src/rules/diams: rules-card.ts, sheet.ts, game.ts), by the key the rules give them; records,
 * setups, sheets and events from outside in ./diams-record-messages.ts, turn by turn in
 * ./turns-messages.ts. The English is the only copy of each sentence; the locale modules
 * translate it under the id `rule.<key>`.
 */
import { msg, str } from '@lit/localize';
import { num, text, type Catalog } from './catalog';
import { DIAMS_RECORD_MESSAGES } from './diams-record-messages';

export const DIAMS_MESSAGES: Catalog<'diams-messages' | 'diams-record-messages'> = {
  ...DIAMS_RECORD_MESSAGES,
  'M-QUALITY.none': (p) => {
    const quality = num(p, 'quality');
    return msg(str`There is no diamond quality ${quality}: qualities go from 1 to 10 (M-QUALITY).`, { id: 'rule.M-QUALITY.none' });
  },
  'M-SECURE.too-big': (p) => {
    const count = num(p, 'count');
    const max = num(p, 'max');
    return msg(str`A collection of ${count} diamonds is not possible: a collection holds at most ${max} (M-SECURE).`, { id: 'rule.M-SECURE.too-big' });
  },
  'M-CARD-VALUES.missing': (p) => {
    const count = num(p, 'count');
    const quality = num(p, 'quality');
    return msg(str`The rules card has no value for ${count} diamonds of quality ${quality}: fill it in on the rules card (M-CARD-VALUES).`, {
      id: 'rule.M-CARD-VALUES.missing',
    });
  },
  'M-CARD-VALUES.priced': (p) => {
    const count = num(p, 'count');
    const quality = num(p, 'quality');
    return msg(str`The rules card prices collections of 3, 4 or 5 diamonds of quality 1 to 10, not ${count} of quality ${quality} (M-CARD-VALUES).`, {
      id: 'rule.M-CARD-VALUES.priced',
    });
  },
  'M-CARD-VALUES.value': (p) => {
    const max = num(p, 'max');
    const value = text(p, 'value');
    return msg(str`A collection value must be a whole number from 0 to ${max}, not ${value} (M-CARD-VALUES).`, { id: 'rule.M-CARD-VALUES.value' });
  },
  'M-CARD-DECK.cards': (p) => {
    const cards = num(p, 'cards');
    const quality = num(p, 'quality');
    const have = num(p, 'have');
    return msg(str`The sheets use ${cards} diamonds of quality ${quality} (safes and hands together), but the deck has only ${have} (M-CARD-DECK).`, {
      id: 'rule.M-CARD-DECK.cards',
    });
  },
  'M-CARD-DECK.pure': (p) => {
    const pure = num(p, 'pure');
    const quality = num(p, 'quality');
    const have = num(p, 'have');
    return msg(str`The safes hold ${pure} exceptional-purity diamonds of quality ${quality}, but the deck has only ${have} with the magnifier (M-CARD-DECK).`, {
      id: 'rule.M-CARD-DECK.pure',
    });
  },
  'M-GAME.over': (p) => {
    const rounds = num(p, 'rounds');
    return Number(p['rounds']) === 1
      ? msg(str`the game is over: it has ${rounds} round (M-GAME).`, { id: 'rule.M-GAME.over.one' })
      : msg(str`the game is over: it has ${rounds} rounds (M-GAME).`, { id: 'rule.M-GAME.over' });
  },
  'format.diams-event': () => msg('a Diam\'s event is a round of sheets: {"type": "round", "sheets": [one per player]}.', { id: 'rule.format.diams-event' }),
  'format.card-file.object': (p) => {
    const kind = text(p, 'kind');
    return msg(str`A rules-card file must be a JSON object, but this is ${kind}.`, { id: 'rule.format.card-file.object' });
  },
  'format.card-file.game': (p) => {
    const game = text(p, 'game');
    const kind = text(p, 'kind');
    return msg(str`This is not a Diam's rules-card file: "game" must be "${game}", but it is ${kind}.`, { id: 'rule.format.card-file.game' });
  },
  'format.card-file.field': (p) => {
    const field = text(p, 'field');
    return msg(str`The rules-card file has an unknown field ${field}.`, { id: 'rule.format.card-file.field' });
  },
  'format.card-file.size': () => msg('This file is too big to be a rules card (a card is under a kilobyte).', { id: 'rule.format.card-file.size' }),
  'format.card-file.json': () => msg('This file is not a rules card: it is not valid JSON.', { id: 'rule.format.card-file.json' }),
  // The rules card's values and deck as a record or a file gives them (readValues, readDeck).
  'format.card.values': (p) =>
    msg(str`"values" (the rules card, M-CARD-VALUES) must be an object keyed by quality "1" to "10", but it is ${text(p, 'kind')}.`, {
      id: 'rule.format.card.values',
    }),
  'format.card.values-entry': (p) =>
    msg(str`"values" has an entry ${text(p, 'entry')}: the rules card only has qualities "1" to "10" (M-CARD-VALUES).`, {
      id: 'rule.format.card.values-entry',
    }),
  'format.card.values-missing': (p) =>
    msg(str`"values" has no entry for quality ${num(p, 'quality')}: give [3, 4, 5]-diamond values, using null for unknown ones (M-CARD-VALUES).`, {
      id: 'rule.format.card.values-missing',
    }),
  'format.card.values-row': (p) =>
    msg(
      str`"values" for quality ${num(p, 'quality')} must be a list of 3 entries (the points of 3, 4 and 5 diamonds), but it is ${text(p, 'kind')} (M-CARD-VALUES).`,
      {
        id: 'rule.format.card.values-row',
      },
    ),
  'format.card.values-row-length': (p) =>
    msg(
      str`"values" for quality ${num(p, 'quality')} must be a list of 3 entries (the points of 3, 4 and 5 diamonds), but it is a list of ${num(p, 'length')} (M-CARD-VALUES).`,
      {
        id: 'rule.format.card.values-row-length',
      },
    ),
  'format.card.values-value': (p) => {
    const [count, quality, most, kind] = [num(p, 'count'), num(p, 'quality'), num(p, 'most'), text(p, 'kind')];
    return msg(str`"values" for ${count} diamonds of quality ${quality} must be a whole number from 0 to ${most} or null, but it is ${kind} (M-CARD-VALUES).`, {
      id: 'rule.format.card.values-value',
    });
  },
  'format.card.deck': (p) =>
    msg(str`"deck" (M-CARD-DECK) must be an object keyed by quality "1" to "10", but it is ${text(p, 'kind')}.`, { id: 'rule.format.card.deck' }),
  'format.card.deck-entry': (p) =>
    msg(str`"deck" has an entry ${text(p, 'entry')}: the deck only has qualities "1" to "10" (M-CARD-DECK).`, { id: 'rule.format.card.deck-entry' }),
  'format.card.deck-quality': (p) =>
    msg(str`"deck" for quality ${num(p, 'quality')} must be an object {"cards": n, "pure": n}, but it is ${text(p, 'kind')} (M-CARD-DECK).`, {
      id: 'rule.format.card.deck-quality',
    }),
  'format.card.deck-field': (p) =>
    msg(str`"deck" for quality ${num(p, 'quality')} has an unknown field ${text(p, 'field')}: only "cards" and "pure" (M-CARD-DECK).`, {
      id: 'rule.format.card.deck-field',
    }),
  'format.card.deck-cards': (p) =>
    msg(str`"deck" for quality ${num(p, 'quality')}: "cards" must be a whole number from 0 to ${num(p, 'most')}, but it is ${text(p, 'kind')} (M-CARD-DECK).`, {
      id: 'rule.format.card.deck-cards',
    }),
  'format.card.deck-pure': (p) =>
    msg(
      str`"deck" for quality ${num(p, 'quality')}: "pure" must be a whole number from 0 to "cards" (${num(p, 'cards')}), but it is ${text(p, 'kind')} (M-CARD-DECK).`,
      {
        id: 'rule.format.card.deck-pure',
      },
    ),
};
