/**
 * Diam's turn by turn: the refusals of a play (src/rules/diams/turns: market-play.ts, securing.ts,
 * specials.ts, hand-limit.ts, copies.ts), part of the catalog of ./turns-messages.ts.
 */
import { msg, str } from '@lit/localize';
import type { SpecialName } from '../rules/diams/index';
import { list, num, text, type Catalog } from './catalog';
import { plural } from './format';
import { countOf, turnsParams, qualitiesText, specialCount, specialTitle } from './turns-words';

const { word, cards, card, aCardOf, cardName, cardList } = turnsParams;
const upperFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const TURNS_PLAY_MESSAGES: Catalog<'turns-play-messages'> = {
  // A card into the market (M-MARKET, M-SAME, M-SUM, M-EMPTY).
  'M-SAME.other': (p) => {
    const q = num(p, 'q');
    const c = card(p, 'card');
    return msg(str`M-SAME takes only diamonds of the quality put down (${q}s); ${c} is not one (M-SAME).`, { id: 'rule.M-SAME.other' });
  },
  'M-SAME.back': (p) => {
    const who = text(p, 'who');
    const c = card(p, 'card');
    const q = num(p, 'q');
    return msg(str`${who} must take back the ${c} just put down: it is the only ${q} in the market (M-SAME).`, { id: 'rule.M-SAME.back' });
  },
  'M-SAME.all': (p) => {
    const who = text(p, 'who');
    const all = countOf(num(p, 'count'), num(p, 'q'));
    const c = cardList(p, 'cards');
    return msg(str`${who} must take all ${all} from the market, the one put down included: ${c} (M-SAME).`, { id: 'rule.M-SAME.all' });
  },
  'M-SUM.nothing': (p) => {
    const q = num(p, 'q');
    return msg(str`M-SUM takes market cards adding up to ${q}; to take nothing, choose M-EMPTY (M-SUM).`, { id: 'rule.M-SUM.nothing' });
  },
  'M-SUM.none-in-market': (p) => {
    const q = num(p, 'q');
    const market = cardList(p, 'market');
    return msg(str`There is no ${q} in the market to take (the card put down stays there): the market holds ${market} (M-SUM).`, {
      id: 'rule.M-SUM.none-in-market',
    });
  },
  'M-SUM.not-enough': (p) => {
    const q = num(p, 'q');
    const market = cardList(p, 'market');
    return num(p, 'pure') === 1
      ? msg(str`The market does not hold that many ${q}s with the magnifier to take: it holds ${market} (M-SUM).`, { id: 'rule.M-SUM.not-enough.pure' })
      : msg(str`The market does not hold that many ${q}s to take: it holds ${market} (M-SUM).`, { id: 'rule.M-SUM.not-enough' });
  },
  'M-SUM.total': (p) => {
    const taken = cardList(p, 'cards');
    const total = num(p, 'total');
    const q = num(p, 'q');
    return plural(list(p, 'cards').length, {
      one: () =>
        msg(str`${taken} adds up to ${total}, not ${q}: the cards taken must add up exactly to the card put down (M-SUM).`, { id: 'rule.M-SUM.total.one' }),
      other: () =>
        msg(str`${taken} add up to ${total}, not ${q}: the cards taken must add up exactly to the card put down (M-SUM).`, { id: 'rule.M-SUM.total' }),
    });
  },
  'M-EMPTY.taken': (p) => {
    const q = num(p, 'q');
    return msg(str`With M-EMPTY nothing is taken and the ${q} stays in the market; to take cards, choose M-SAME or M-SUM (M-EMPTY).`, {
      id: 'rule.M-EMPTY.taken',
    });
  },

  // Securing (M-SECURE) and the Armored convoy.
  'M-SECURE.none': (p) => {
    const who = text(p, 'who');
    return msg(str`Securing moves at least one new collection into the safe: 3 to 5 diamonds of a quality not yet in ${who}'s safe (M-SECURE).`, {
      id: 'rule.M-SECURE.none',
    });
  },
  'M-SECURE.over-max': (p) => {
    const who = text(p, 'who');
    const q = num(p, 'q');
    const total = num(p, 'total');
    const have = num(p, 'have');
    const count = num(p, 'count');
    const max = num(p, 'max');
    return msg(str`${who}'s collection of ${q}s would hold ${total} diamonds (${have} in the safe + ${count}): a collection never exceeds ${max} (M-SECURE).`, {
      id: 'rule.M-SECURE.over-max',
    });
  },
  'M-SPECIALS.convoy-new': (p) => {
    const who = text(p, 'who');
    const q = num(p, 'q');
    return msg(
      str`${who}'s safe has no collection of ${q}s: the Armored convoy only adds diamonds to collections already in the safe, so nothing is stored for the ${q}s — leave them out (M-SPECIALS).`,
      { id: 'rule.M-SPECIALS.convoy-new' },
    );
  },
  'M-SECURE.too-many': (p) => {
    const max = num(p, 'max');
    const count = word(p, 'count');
    const q = num(p, 'q');
    return msg(str`A collection never exceeds ${max} diamonds: ${count} ${q}s cannot be secured (M-SECURE).`, { id: 'rule.M-SECURE.too-many' });
  },
  'M-SECURE.too-few': (p) => {
    const some = upperFirst(countOf(num(p, 'count'), num(p, 'q')));
    const max = num(p, 'max');
    const who = text(p, 'who');
    return msg(str`${some} cannot start a collection: a new collection needs 3 to ${max} diamonds of a quality not yet in ${who}'s safe (M-SECURE).`, {
      id: 'rule.M-SECURE.too-few',
    });
  },
  'M-SECURE.no-new': (p) => {
    const who = text(p, 'who');
    const olds = qualitiesText(list(p, 'olds'));
    return msg(
      str`Securing needs a new collection: at least 3 diamonds of a quality not yet in ${who}'s safe; adding to the ${olds} already there is only possible together with one (M-SECURE).`,
      { id: 'rule.M-SECURE.no-new' },
    );
  },

  // The special cards (M-SPECIALS).
  'M-SPECIALS.played': (p) => {
    const title = specialTitle(text(p, 'special') as SpecialName);
    return msg(str`The ${title} has already been played this round: there is one of each special card (M-SPECIALS).`, { id: 'rule.M-SPECIALS.played' });
  },
  'M-SPECIALS.gone': (p) => {
    const played = word(p, 'played');
    const discarded = word(p, 'discarded');
    return msg(
      str`All three special cards have already left play this round (${played} played, ${discarded} discarded at the hand limit): none is left to play (M-SPECIALS).`,
      { id: 'rule.M-SPECIALS.gone' },
    );
  },
  'M-SPECIALS.sale-own': (p) => {
    const who = text(p, 'who');
    return msg(str`${who} plays the compulsory sale: only the opponents put diamonds in, so ${who}'s own list stays empty (M-SPECIALS).`, {
      id: 'rule.M-SPECIALS.sale-own',
    });
  },
  'M-SPECIALS.sale-quality': (p) => {
    const q = num(p, 'q');
    const opp = text(p, 'opp');
    const c = aCardOf(p, 'card');
    return msg(str`In a compulsory sale of ${q}s, ${opp} puts in only diamonds of quality ${q}, not ${c} (M-SPECIALS).`, {
      id: 'rule.M-SPECIALS.sale-quality',
    });
  },
  'M-SPECIALS.sale-seen': (p) => {
    const opp = text(p, 'opp');
    const seen = cardList(p, 'cards');
    const q = num(p, 'q');
    return plural(list(p, 'cards').length, {
      one: () =>
        msg(str`${opp} was seen taking ${seen} into the hand: every ${q} in ${opp}'s hand goes into the market, so the sale includes it (M-SPECIALS).`, {
          id: 'rule.M-SPECIALS.sale-seen.one',
        }),
      other: () =>
        msg(str`${opp} was seen taking ${seen} into the hand: every ${q} in ${opp}'s hand goes into the market, so the sale includes them (M-SPECIALS).`, {
          id: 'rule.M-SPECIALS.sale-seen',
        }),
    });
  },
  'M-SPECIALS.cracker-own': (p) => {
    const who = text(p, 'who');
    return msg(str`The Safe cracker takes from an opponent's safe, not from ${who}'s own (M-SPECIALS).`, { id: 'rule.M-SPECIALS.cracker-own' });
  },
  'M-SPECIALS.cracker-none': (p) => {
    const victim = text(p, 'victim');
    const q = num(p, 'q');
    return msg(str`${victim}'s safe has no ${q}s, so the Safe cracker finds nothing: record it as not found (M-SPECIALS).`, {
      id: 'rule.M-SPECIALS.cracker-none',
    });
  },
  'M-SPECIALS.cracker-purity': (p) => {
    const victim = text(p, 'victim');
    const q = num(p, 'q');
    return num(p, 'pure') === 1
      ? msg(str`${victim}'s ${q}s are known to hold no diamond with the magnifier, so the Safe cracker finds nothing: record it as not found (M-SPECIALS).`, {
          id: 'rule.M-SPECIALS.cracker-purity.pure',
        })
      : msg(
          str`${victim}'s ${q}s are known to hold no diamond without the magnifier, so the Safe cracker finds nothing: record it as not found (M-SPECIALS).`,
          { id: 'rule.M-SPECIALS.cracker-purity' },
        );
  },
  'M-SPECIALS.cracker-known': (p) => {
    const victim = text(p, 'victim');
    const c = aCardOf(p, 'card');
    return msg(str`${victim}'s safe is known to hold ${c}: the Safe cracker takes it, record it as found (M-SPECIALS).`, {
      id: 'rule.M-SPECIALS.cracker-known',
    });
  },
  'M-SPECIALS.sleight-name': (p) => {
    const market = cardList(p, 'market');
    return msg(str`The Sleight of hand takes one diamond from the market: name it (the market holds ${market}) (M-SPECIALS).`, {
      id: 'rule.M-SPECIALS.sleight-name',
    });
  },
  'M-SPECIALS.sleight-missing': (p) => {
    const c = cardName(p, 'card');
    const market = cardList(p, 'market');
    return msg(str`There is no ${c} in the market to take: it holds ${market} (M-SPECIALS).`, { id: 'rule.M-SPECIALS.sleight-missing' });
  },

  // The hand limit (M-LIMIT).
  'M-LIMIT.count': (p) => {
    const who = text(p, 'who');
    const size = cards(p, 'size');
    const surplus = word(p, 'surplus');
    const given = word(p, 'given');
    return plural(num(p, 'given'), {
      one: () =>
        msg(
          str`${who} holds ${size}: exactly ${surplus} must go (surplus diamonds face up into the market, surplus special cards discarded), but ${given} was given (M-LIMIT).`,
          { id: 'rule.M-LIMIT.count.one' },
        ),
      other: () =>
        msg(
          str`${who} holds ${size}: exactly ${surplus} must go (surplus diamonds face up into the market, surplus special cards discarded), but ${given} were given (M-LIMIT).`,
          { id: 'rule.M-LIMIT.count' },
        ),
    });
  },
  'M-LIMIT.specials': (p) => {
    const left = specialCount(num(p, 'left'));
    const played = word(p, 'played');
    const discarded = word(p, 'discarded');
    const who = text(p, 'who');
    const count = word(p, 'specials');
    return msg(str`Only ${left} can still be in a hand (${played} played, ${discarded} discarded this round): ${who} cannot discard ${count} (M-LIMIT).`, {
      id: 'rule.M-LIMIT.specials',
    });
  },

  // The copies of each quality (M-CARD-DECK).
  'M-CARD-DECK.seen': (p) => {
    const count = num(p, 'cards');
    const q = num(p, 'q');
    const market = num(p, 'market');
    const hands = num(p, 'hands');
    const safes = num(p, 'safes');
    const deck = num(p, 'deck');
    return msg(
      str`That makes ${count} diamonds of quality ${q} seen in play (${market} in the market, ${hands} seen going into hands, ${safes} in safes), but the deck has only ${deck} (M-CARD-DECK).`,
      { id: 'rule.M-CARD-DECK.seen' },
    );
  },
  'M-CARD-DECK.seen-pure': (p) => {
    const pure = num(p, 'pure');
    const q = num(p, 'q');
    const deck = num(p, 'deck');
    return msg(
      str`That makes ${pure} diamonds of quality ${q} with the magnifier seen in play, but the deck has only ${deck} with the magnifier (M-CARD-DECK).`,
      {
        id: 'rule.M-CARD-DECK.seen-pure',
      },
    );
  },
  'M-CARD-DECK.too-small': (p) => {
    const total = num(p, 'total');
    const hand = num(p, 'hand');
    const players = num(p, 'players');
    return msg(
      str`The deck on the rules card has ${total} cards with the special and closing cards, too few to deal ${hand} to each of ${players} players and keep the closing card in the deck (M-START, M-CARD-DECK).`,
      { id: 'rule.M-CARD-DECK.too-small' },
    );
  },
};
