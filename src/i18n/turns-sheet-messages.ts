/**
 * Diam's turn by turn: the refusals of a round played turn by turn in the session, and of its
 * sheets checked against the turns (src/rules/diams/turns/round.ts), part of the catalog of
 * ./turns-messages.ts. They read after "Round 2: ".
 */
import { msg, str } from '@lit/localize';
import { list, num, text, type Catalog } from './catalog';
import { formatList, plural } from './format';
import { countOf, turnsParams } from './turns-words';

const { word, none, cards, diamonds, cardList } = turnsParams;

export const TURNS_SHEET_MESSAGES: Catalog<'turns-sheet-messages'> = {
  'format.turns.fields': () =>
    msg('a "turns" event has only "type", "first" (the seat who plays first) and "closing" ("standard" or "deterministic").', {
      id: 'rule.format.turns.fields',
    }),
  'format.turns.already': () =>
    msg('this round is already being played turn by turn: it ends with its round sheets once the last turn is over.', { id: 'rule.format.turns.already' }),
  'format.turns.none': () =>
    msg('No round is being played turn by turn: start one ("Play this round turn by turn") before recording turns.', { id: 'rule.format.turns.none' }),
  'format.turn.fields': () => msg('A "turn" event has only "type" and "event" (one event of the turns log).', { id: 'rule.format.turn.fields' }),
  'M-CLOSING.sheets-early': () =>
    msg(
      'this round is being played turn by turn and the closing card has not come up yet: the round sheets come after the last turns that follow it (M-CLOSING).',
      { id: 'rule.M-CLOSING.sheets-early' },
    ),
  'M-CLOSING.sheets-still': (p) => {
    const players = formatList(list(p, 'players'));
    return msg(str`this round is being played turn by turn and is not over: still to play after the closing card: ${players} (M-CLOSING).`, {
      id: 'rule.M-CLOSING.sheets-still',
    });
  },
  'M-SECURE.sheet-missing': (p) => {
    const who = text(p, 'who');
    const collection = countOf(num(p, 'count'), num(p, 'q'));
    return msg(str`${who}'s safe holds a collection of ${collection}, secured in front of the table this round: ${who}'s sheet must list it (M-SECURE).`, {
      id: 'rule.M-SECURE.sheet-missing',
    });
  },
  'M-SECURE.sheet-count': (p) => {
    const who = text(p, 'who');
    const q = num(p, 'q');
    const count = diamonds(p, 'count');
    const entered = word(p, 'entered');
    return msg(str`${who}'s collection of ${q}s holds ${count} by the turns recorded this round, not ${entered} (M-SECURE).`, {
      id: 'rule.M-SECURE.sheet-count',
    });
  },
  'M-PURITY.sheet': (p) => {
    const who = text(p, 'who');
    const q = num(p, 'q');
    const pure = diamonds(p, 'pure');
    const entered = none(p, 'entered');
    return msg(str`${who}'s collection of ${q}s holds ${pure} with the magnifier, as shown when it was secured, not ${entered} (M-PURITY).`, {
      id: 'rule.M-PURITY.sheet',
    });
  },
  'M-SECURE.sheet-extra': (p) => {
    const who = text(p, 'who');
    const q = num(p, 'q');
    return msg(str`${who}'s sheet lists a collection of ${q}s, but no ${q} went into ${who}'s safe during the turns recorded this round (M-SECURE).`, {
      id: 'rule.M-SECURE.sheet-extra',
    });
  },
  'M-HAND.seen': (p) => {
    const who = text(p, 'who');
    const seen = cardList(p, 'cards');
    return plural(list(p, 'cards').length, {
      one: () =>
        msg(str`${who} still holds ${seen}, seen going into the hand during the turns recorded: ${who}'s hand on the sheet must include it (M-HAND).`, {
          id: 'rule.M-HAND.seen.one',
        }),
      other: () =>
        msg(str`${who} still holds ${seen}, seen going into the hand during the turns recorded: ${who}'s hand on the sheet must include them (M-HAND).`, {
          id: 'rule.M-HAND.seen',
        }),
    });
  },
  'M-HAND.size': (p) => {
    const who = text(p, 'who');
    const size = cards(p, 'size');
    const listed = diamonds(p, 'listed');
    return msg(str`${who} holds ${size} at the end of the round by the turns recorded, but the sheet lists ${listed} in hand (M-HAND).`, {
      id: 'rule.M-HAND.size',
    });
  },
  'M-HAND.specials': (p) => {
    const who = text(p, 'who');
    const size = cards(p, 'size');
    const listed = diamonds(p, 'listed');
    const missing = word(p, 'missing');
    const left = word(p, 'left');
    const played = none(p, 'played');
    const discarded = none(p, 'discarded');
    return msg(
      str`${who} holds ${size} at the end of the round by the turns recorded; the sheet lists ${listed}, so ${missing} would be special cards, but at most ${left} can still be in a hand (${played} played, ${discarded} discarded): list every diamond still in hand (M-HAND).`,
      { id: 'rule.M-HAND.specials' },
    );
  },
  'M-HAND.unlisted': (p) => {
    const total = cards(p, 'total');
    const left = word(p, 'left');
    return msg(
      str`the sheets leave ${total} in hands unlisted, which would all be special cards, but at most ${left} can still be in a hand this round: list every diamond still in hand (M-HAND).`,
      { id: 'rule.M-HAND.unlisted' },
    );
  },
  'M-CARD-DECK.market': (p) => {
    const inMarket = diamonds(p, 'n');
    const q = num(p, 'q');
    const count = num(p, 'cards');
    const deck = num(p, 'deck');
    return msg(str`the sheets and the ${inMarket} of quality ${q} left in the market make ${count}, but the deck has only ${deck} (M-CARD-DECK).`, {
      id: 'rule.M-CARD-DECK.market',
    });
  },
  'M-CARD-DECK.market-pure': (p) => {
    const pure = num(p, 'pure');
    const q = num(p, 'q');
    const deck = num(p, 'deck');
    return msg(str`the safes and the market hold ${pure} diamonds of quality ${q} with the magnifier, but the deck has only ${deck} (M-CARD-DECK).`, {
      id: 'rule.M-CARD-DECK.market-pure',
    });
  },
};
