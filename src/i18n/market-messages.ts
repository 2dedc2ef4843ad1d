/**
 * Diam's turn by turn: the one catalog of every refusal of the market log (src/rules/diams/market)
 * and of a round played turn by turn (src/rules/diams/turns.ts), by the key the rules give it.
 * The English here is the only copy of each sentence (the rules return keys and values); the
 * locale modules translate it under the id `rule.<key>`. Counts, cards and lists are worded by
 * ./market-words.ts, so English says "two cards" and "an 8 with the magnifier" where other
 * languages write digits. Messages nested in a parameter (`held`, `where`, `kind`) arrive said.
 */
import { msg, str } from '@lit/localize';
import type { SpecialName } from '../rules/diams/index.js';
import { fromDiamondCode } from '../rules/diams/market/cards.js';
import { list, num, text, type Catalog, type SaidParams, type Say } from './catalog.js';
import { formatList, plural } from './format.js';
import {
  aCard,
  cardCount,
  cardName,
  cardsText,
  cardText,
  countOf,
  diamondCount,
  drawText,
  formatCount,
  fromCodes,
  otherCardCount,
  qualitiesText,
  specialCount,
  specialTitle,
} from './market-words.js';

/** Readers of the market's parameters, each worded the current language's way. */
const word = (p: SaidParams, k: string): string => formatCount(num(p, k));
const none = (p: SaidParams, k: string): string => formatCount(num(p, k), 'none');
const cards = (p: SaidParams, k: string): string => cardCount(num(p, k));
const diamonds = (p: SaidParams, k: string): string => diamondCount(num(p, k));
const card = (p: SaidParams, k: string): string => cardText(fromDiamondCode(text(p, k)));
const aCardOf = (p: SaidParams, k: string): string => aCard(fromDiamondCode(text(p, k)));
const cardList = (p: SaidParams, k: string): string => cardsText(fromCodes(list(p, k)));
const what = (p: SaidParams): string => drawText(p['what'] === 'refill' ? 'refill' : 'draw');
const upperFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The deck's messages for one rule of drawing (M-DRAW or M-REFILL), which also names it. */
const pileMessages = (rule: 'M-DRAW' | 'M-REFILL'): Record<string, Say> => ({
  [`${rule}.still`]: (p) => {
    const left = cards(p, 'left');
    const brings = word(p, 'brings');
    const got = word(p, 'got');
    return rule === 'M-REFILL'
      ? msg(str`The deck still holds ${left}: the refill brings ${brings}, not ${got} (M-REFILL).`, { id: 'rule.M-REFILL.still' })
      : msg(str`The deck still holds ${left}: the draw brings ${brings}, not ${got} (M-DRAW).`, { id: 'rule.M-DRAW.still' });
  },
  [`${rule}.short`]: (p) => {
    const want = word(p, 'want');
    return rule === 'M-REFILL'
      ? msg(str`A refill brings ${want} cards; fewer only when the deck runs out, and it cannot run out while the closing card is still in it (M-REFILL).`, {
          id: 'rule.M-REFILL.short',
        })
      : msg(str`A draw brings ${want} cards; fewer only when the deck runs out, and it cannot run out while the closing card is still in it (M-DRAW).`, {
          id: 'rule.M-DRAW.short',
        });
  },
  [`${rule}.empty`]: () =>
    rule === 'M-REFILL'
      ? msg('The deck is empty: no card can be drawn any more (M-REFILL).', { id: 'rule.M-REFILL.empty' })
      : msg('The deck is empty: no card can be drawn any more (M-DRAW).', { id: 'rule.M-DRAW.empty' }),
});

/** A refusal of the market log or of the turns, by key. */
const REFUSALS: Catalog = {
  ...pileMessages('M-DRAW'),
  ...pileMessages('M-REFILL'),

  // What a hand holds and what it cannot do: "Ann holds only two cards, so cannot secure four diamonds (M-SECURE)."
  'hand.short': (p) => {
    const held = text(p, 'held');
    const action = text(p, 'action');
    const rule = text(p, 'rule');
    return msg(str`${held}, so cannot ${action} (${rule}).`, { id: 'rule.hand.short' });
  },
  'hand.none': (p) => {
    const who = text(p, 'who');
    return msg(str`${who} has no card in hand`, { id: 'rule.hand.none' });
  },
  'hand.unseen': (p) => {
    const who = text(p, 'who');
    const size = cards(p, 'size');
    return msg(str`${who} holds only ${size}`, { id: 'rule.hand.unseen' });
  },
  'hand.all-seen': (p) => {
    const who = text(p, 'who');
    const size = cards(p, 'size');
    const known = cardList(p, 'known');
    return msg(str`${who} holds ${size}, all seen by the table (${known})`, { id: 'rule.hand.all-seen' });
  },
  'hand.some-seen': (p) => {
    const who = text(p, 'who');
    const size = cards(p, 'size');
    const seen = word(p, 'seen');
    const known = cardList(p, 'known');
    return msg(str`${who} holds ${size}, ${seen} of them seen by the table (${known})`, { id: 'rule.hand.some-seen' });
  },
  'act.market': (p) => {
    const c = aCardOf(p, 'card');
    return msg(str`put ${c} into the market`, { id: 'rule.act.market' });
  },
  'act.convoy': (p) => {
    const total = diamonds(p, 'total');
    return msg(str`play the Armored convoy and store ${total}`, { id: 'rule.act.convoy' });
  },
  'act.secure': (p) => {
    const total = diamonds(p, 'total');
    return msg(str`secure ${total}`, { id: 'rule.act.secure' });
  },
  'act.sale': (p) => {
    const c = aCardOf(p, 'card');
    return msg(str`play a special card and put ${c} into the market`, { id: 'rule.act.sale' });
  },
  'act.sold': (p) => {
    const count = diamonds(p, 'n');
    return msg(str`put ${count} into the market`, { id: 'rule.act.sold' });
  },
  'act.special': () => msg('play a special card', { id: 'rule.act.special' }),
  'act.limit': (p) => {
    const parts: string[] = [];
    if (list(p, 'cards').length > 0) {
      const put = cardList(p, 'cards');
      parts.push(msg(str`put ${put} into the market`, { id: 'rule.act.limit.market' }));
    }
    if (num(p, 'specials') > 0) {
      const gone = specialCount(num(p, 'specials'));
      parts.push(msg(str`discard ${gone}`, { id: 'rule.act.limit.discard' }));
    }
    return formatList(parts);
  },

  // The order of a turn: refill, draw, play, hand limit.
  'M-CLOSING.over': () =>
    msg('The round is over: every player has had a last turn after the closing card (M-CLOSING). Fill in the round sheet.', { id: 'rule.M-CLOSING.over' }),
  'M-REFILL.closing-first': () =>
    msg('The market is empty and the only card left in the deck is the closing card: record it first (M-CLOSING, M-REFILL).', {
      id: 'rule.M-REFILL.closing-first',
    }),
  'M-REFILL.first': (p) => {
    const count = cards(p, 'n');
    return msg(str`The market is empty: first record the ${count} drawn from the deck into it (M-REFILL).`, { id: 'rule.M-REFILL.first' });
  },
  'M-REFILL.not-empty': (p) => {
    const market = cardList(p, 'market');
    return msg(str`The market is not empty (it holds ${market}): it is refilled only when it becomes empty (M-REFILL).`, { id: 'rule.M-REFILL.not-empty' });
  },
  'M-LIMIT.due': (p) => {
    const who = text(p, 'who');
    const size = cards(p, 'size');
    const surplus = word(p, 'surplus');
    return msg(
      str`${who} holds ${size}: before the turn ends, ${surplus} must go — surplus diamonds face up into the market, surplus special cards discarded (M-LIMIT).`,
      { id: 'rule.M-LIMIT.due' },
    );
  },
  'M-LIMIT.early': (p) => {
    const who = text(p, 'who');
    return msg(str`The hand limit applies at the end of ${who}'s turn, after the draw and the play (M-LIMIT).`, { id: 'rule.M-LIMIT.early' });
  },
  'M-DRAW.first': (p) => {
    const who = text(p, 'who');
    return msg(str`${who} must draw first: one card into the hand, or two cards face up into the market (M-DRAW).`, { id: 'rule.M-DRAW.first' });
  },
  'M-DRAW.done': (p) => {
    const who = text(p, 'who');
    return msg(
      str`${who} has already drawn this turn (or the deck is empty); now ${who} plays: a card into the market, a securing, or a special card (M-DRAW, M-PLAY).`,
      { id: 'rule.M-DRAW.done' },
    );
  },
  'M-PLAY.pass': (p) => {
    const who = text(p, 'who');
    const size = cards(p, 'size');
    return msg(
      str`${who} holds ${size}: a play is always possible (a diamond into the market taking nothing, M-EMPTY; a securing; a special card), so only an empty hand passes (M-PLAY).`,
      { id: 'rule.M-PLAY.pass' },
    );
  },

  // The deck and the closing card.
  'M-CLOSING.only-closing': () =>
    msg('The only card left in the deck is the closing card: record it first (M-CLOSING).', { id: 'rule.M-CLOSING.only-closing' }),
  'M-CLOSING.comes-up': (p) => {
    const left = cards(p, 'left');
    const w = what(p);
    return msg(str`The deck holds only ${left} besides the closing card, so the closing card comes up in ${w}: record it first (M-CLOSING).`, {
      id: 'rule.M-CLOSING.comes-up',
    });
  },
  'M-CARD-DECK.pile': (p) => {
    const left = cards(p, 'left');
    const w = what(p);
    const got = word(p, 'got');
    return msg(str`The deck holds only ${left}, so ${w} cannot bring ${got} (M-CARD-DECK).`, { id: 'rule.M-CARD-DECK.pile' });
  },
  'M-CLOSING-POS.deterministic-follow': (p) => {
    const left = cards(p, 'left');
    return msg(str`With the deterministic option the closing card is the last card of the deck, but ${left} would still follow it (M-CLOSING-POS).`, {
      id: 'rule.M-CLOSING-POS.deterministic-follow',
    });
  },
  'M-CLOSING-POS.window-follow': (p) => {
    const window = num(p, 'window');
    const most = num(p, 'most');
    const would = num(p, 'would');
    return msg(
      str`The closing card is shuffled among the last ${window} cards of the deck, so at most ${most} cards follow it, but ${would} would (M-CLOSING-POS).`,
      { id: 'rule.M-CLOSING-POS.window-follow' },
    );
  },
  'M-CLOSING-POS.deterministic-nothing': (p) => {
    const w = what(p);
    const want = num(p, 'want');
    if (want === 1) {
      return msg(str`With the deterministic option the closing card is the last card of the deck: nothing follows it, so ${w} brings nothing more (M-CLOSING-POS).`, {
        id: 'rule.M-CLOSING-POS.deterministic-nothing',
      });
    }
    const most = cardCount(want - 1);
    return msg(
      str`With the deterministic option the closing card is the last card of the deck: nothing follows it, so ${w} brings at most ${most}, drawn before it (M-CLOSING-POS).`,
      { id: 'rule.M-CLOSING-POS.deterministic-before' },
    );
  },
  'M-CLOSING-POS.window-drawn': (p) => {
    const window = num(p, 'window');
    const most = num(p, 'most');
    const drawn = word(p, 'drawn');
    const w = what(p);
    const got = word(p, 'got');
    return msg(
      str`The closing card was among the last ${window} cards of the deck, so at most ${most} cards follow it; ${drawn} have been drawn since, so ${w} cannot bring ${got} (M-CLOSING-POS).`,
      { id: 'rule.M-CLOSING-POS.window-drawn' },
    );
  },
  'M-CLOSING.twice': (p) => {
    const turn = num(p, 'turn');
    const drawer = text(p, 'drawer');
    return msg(str`The closing card already came up on turn ${turn}, drawn by ${drawer}: there is only one (M-CLOSING).`, { id: 'rule.M-CLOSING.twice' });
  },
  'M-CLOSING.when': () =>
    msg('The closing card comes up from the deck: record it during a draw (phase 1) or a market refill, when it is drawn (M-CLOSING).', {
      id: 'rule.M-CLOSING.when',
    }),
  'M-CLOSING-POS.deterministic-others': (p) => {
    const count = num(p, 'others');
    const others = otherCardCount(count);
    return plural(count, {
      one: () =>
        msg(str`With the deterministic option the closing card is the last card of the deck, but ${others} is still in it (M-CLOSING-POS).`, {
          id: 'rule.M-CLOSING-POS.deterministic-others.one',
        }),
      other: () =>
        msg(str`With the deterministic option the closing card is the last card of the deck, but ${others} are still in it (M-CLOSING-POS).`, {
          id: 'rule.M-CLOSING-POS.deterministic-others',
        }),
    });
  },
  'M-CLOSING-POS.window': (p) => {
    const window = num(p, 'window');
    const players = num(p, 'players');
    const pile = num(p, 'pile');
    return msg(
      str`The closing card is shuffled among the last ${window} cards of the deck with ${players} players, but ${pile} cards are still in it, the closing card included (M-CLOSING-POS).`,
      { id: 'rule.M-CLOSING-POS.window' },
    );
  },
  'format.seat': () => msg('No player sits at this seat.', { id: 'rule.format.seat' }),
  'format.victim': () => msg("No player sits at the victim's seat.", { id: 'rule.format.victim' }),
  'M-DRAW.market-none': () =>
    msg('A draw into the market brings two cards; when the deck is empty, record that there is nothing to draw (M-DRAW).', { id: 'rule.M-DRAW.market-none' }),
  'M-DRAW.market-many': (p) => {
    const count = word(p, 'n');
    return msg(str`A draw into the market brings two cards from the deck, not ${count} (M-DRAW).`, { id: 'rule.M-DRAW.market-many' });
  },
  'M-SPECIALS.up': (p) => {
    const left = specialCount(num(p, 'left'));
    const played = word(p, 'played');
    const discarded = word(p, 'discarded');
    const count = word(p, 'n');
    return msg(str`Only ${left} can still come up (${played} played, ${discarded} discarded this round), not ${count} (M-SPECIALS).`, {
      id: 'rule.M-SPECIALS.up',
    });
  },
  'M-REFILL.many': (p) => {
    const count = word(p, 'n');
    return msg(str`A refill draws three cards from the deck into the market, not ${count} (M-REFILL).`, { id: 'rule.M-REFILL.many' });
  },

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
    return msg(
      str`${who}'s collection of ${q}s would hold ${total} diamonds (${have} in the safe + ${count}): a collection never exceeds ${max} (M-SECURE).`,
      { id: 'rule.M-SECURE.over-max' },
    );
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
    return msg(
      str`${some} cannot start a collection: a new collection needs 3 to ${max} diamonds of a quality not yet in ${who}'s safe (M-SECURE).`,
      { id: 'rule.M-SECURE.too-few' },
    );
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
    return msg(str`In a compulsory sale of ${q}s, ${opp} puts in only diamonds of quality ${q}, not ${c} (M-SPECIALS).`, { id: 'rule.M-SPECIALS.sale-quality' });
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
      ? msg(
          str`${victim}'s ${q}s are known to hold no diamond with the magnifier, so the Safe cracker finds nothing: record it as not found (M-SPECIALS).`,
          { id: 'rule.M-SPECIALS.cracker-purity.pure' },
        )
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
    const c = cardName(fromDiamondCode(text(p, 'card')));
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
    return msg(str`That makes ${pure} diamonds of quality ${q} with the magnifier seen in play, but the deck has only ${deck} with the magnifier (M-CARD-DECK).`, {
      id: 'rule.M-CARD-DECK.seen-pure',
    });
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

  // A round played turn by turn in the session (turns.ts); these read after "Round 2: ".
  'format.turns.fields': () =>
    msg('a "turns" event has only "type", "first" (the seat who plays first) and "closing" ("standard" or "deterministic").', {
      id: 'rule.format.turns.fields',
    }),
  'format.turns.already': () =>
    msg('this round is already being played turn by turn: it ends with its round sheets once the last turn is over.', { id: 'rule.format.turns.already' }),
  'format.turns.none': () =>
    msg('No round is being played turn by turn: start one ("Play this round turn by turn") before recording turns.', { id: 'rule.format.turns.none' }),
  'format.turn.fields': () => msg('A "turn" event has only "type" and "event" (one event of the market log).', { id: 'rule.format.turn.fields' }),
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
    return msg(
      str`${who}'s safe holds a collection of ${collection}, secured in front of the table this round: ${who}'s sheet must list it (M-SECURE).`,
      { id: 'rule.M-SECURE.sheet-missing' },
    );
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
    return msg(
      str`${who}'s sheet lists a collection of ${q}s, but no ${q} went into ${who}'s safe during the turns recorded this round (M-SECURE).`,
      { id: 'rule.M-SECURE.sheet-extra' },
    );
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

/**
 * A malformed event or setup (read.ts: only a corrupt backup or a hand-written file has one).
 * `kind` is what was found ("the text "x"", said by the Diam's catalog), `where` where it is.
 */
const MALFORMED: Catalog = {
  'format.market.setup': (p) => {
    const kind = text(p, 'kind');
    return msg(str`A market log's setup must be an object, but it is ${kind}.`, { id: 'rule.format.market.setup' });
  },
  'format.market.setup-field': (p) => {
    const field = text(p, 'field');
    return msg(str`The market log's setup has an unknown field ${field}: only "players", "first", "closing" and "deck".`, {
      id: 'rule.format.market.setup-field',
    });
  },
  'format.market.first': (p) => {
    const last = num(p, 'last');
    const kind = text(p, 'kind');
    return msg(str`"first" is the seat of the player who starts the round, a whole number from 0 to ${last}, but it is ${kind}.`, {
      id: 'rule.format.market.first',
    });
  },
  'format.market.closing': (p) => {
    const kind = text(p, 'kind');
    return msg(str`"closing" must be "standard" or "deterministic" (M-CLOSING-POS), but it is ${kind}.`, { id: 'rule.format.market.closing' });
  },
  'format.market.event': (p) => {
    const kind = text(p, 'kind');
    return msg(str`A market-log event must be an object with a "type", but it is ${kind}.`, { id: 'rule.format.market.event' });
  },
  'format.market.event-type': (p) => {
    const kind = text(p, 'kind');
    return msg(str`Unknown market-log event ${kind}: expected "draw", "closing", "market", "secure", "special", "pass", "limit" or "refill".`, {
      id: 'rule.format.market.event-type',
    });
  },
  'format.market.event-field': (p) => {
    const what = text(p, 'what');
    const field = text(p, 'field');
    const allowed = formatList(
      list(p, 'allowed').map((k) => `"${k}"`),
      'plain',
    );
    return msg(str`A "${what}" event has an unknown field ${field}: only ${allowed}.`, { id: 'rule.format.market.event-field' });
  },
  'format.market.diamond': (p) => {
    const where = text(p, 'where');
    const kind = text(p, 'kind');
    return msg(str`${where} must be a diamond {"quality": 1–10, "pure": true/false}, but it is ${kind}.`, { id: 'rule.format.market.diamond' });
  },
  'format.market.diamond-field': (p) => {
    const where = text(p, 'where');
    const field = text(p, 'field');
    return msg(str`${where} has an unknown field ${field}: only "quality" and "pure".`, { id: 'rule.format.market.diamond-field' });
  },
  'format.market.diamond-quality': (p) => {
    const where = text(p, 'where');
    const kind = text(p, 'kind');
    return msg(str`${where}: a diamond's quality is a whole number from 1 to 10 (M-QUALITY), but it is ${kind}.`, { id: 'rule.format.market.diamond-quality' });
  },
  'format.market.diamond-pure': (p) => {
    const where = text(p, 'where');
    const kind = text(p, 'kind');
    return msg(str`${where}: "pure" (the magnifier) must be true or false, but it is ${kind}.`, { id: 'rule.format.market.diamond-pure' });
  },
  'format.market.diamonds': (p) => {
    const where = text(p, 'where');
    const kind = text(p, 'kind');
    return msg(str`${where} must be a list of diamonds (it may be empty), but it is ${kind}.`, { id: 'rule.format.market.diamonds' });
  },
  'format.market.entries': (p) => {
    const where = text(p, 'where');
    const kind = text(p, 'kind');
    return msg(str`${where} must be a list of {"quality", "count", "pure"?}, but it is ${kind}.`, { id: 'rule.format.market.entries' });
  },
  'format.market.entry': (p) => {
    const where = text(p, 'where');
    const kind = text(p, 'kind');
    return msg(str`${where} must be an object {"quality", "count", "pure"?}, but it is ${kind}.`, { id: 'rule.format.market.entry' });
  },
  'format.market.entry-field': (p) => {
    const where = text(p, 'where');
    const field = text(p, 'field');
    return msg(str`${where} has an unknown field ${field}: only "quality", "count" and "pure".`, { id: 'rule.format.market.entry-field' });
  },
  'format.market.entry-quality': (p) => {
    const where = text(p, 'where');
    const kind = text(p, 'kind');
    return msg(str`${where}: "quality" must be a whole number from 1 to 10 (M-QUALITY), but it is ${kind}.`, { id: 'rule.format.market.entry-quality' });
  },
  'format.market.entry-count': (p) => {
    const where = text(p, 'where');
    const quality = num(p, 'quality');
    const kind = text(p, 'kind');
    return msg(str`${where} (quality ${quality}): "count" must be a whole number of diamonds, at least 1, but it is ${kind}.`, { id: 'rule.format.market.entry-count' });
  },
  'format.market.entry-pure': (p) => {
    const where = text(p, 'where');
    const quality = num(p, 'quality');
    const count = num(p, 'count');
    const kind = text(p, 'kind');
    return msg(
      str`${where} (quality ${quality}): "pure" counts the diamonds with the magnifier, from 0 to ${count}, or is left out when not shown; it is ${kind}.`,
      { id: 'rule.format.market.entry-pure' },
    );
  },
  'format.market.entry-twice': (p) => {
    const where = text(p, 'where');
    const quality = num(p, 'quality');
    return msg(str`${where}: quality ${quality} is listed twice; give one entry per quality.`, { id: 'rule.format.market.entry-twice' });
  },
  'format.market.specials': (p) => {
    const max = num(p, 'max');
    const kind = text(p, 'kind');
    return msg(str`"specials" counts the special cards that came up face up (they go to the hand), 0 to ${max}, but it is ${kind}.`, {
      id: 'rule.format.market.specials',
    });
  },
  'format.market.discarded': (p) => {
    const max = num(p, 'max');
    const kind = text(p, 'kind');
    return msg(str`"discardedSpecials" is how many special cards were discarded, 0 to ${max}, but it is ${kind}.`, { id: 'rule.format.market.discarded' });
  },
  'format.market.draw-kind': (p) => {
    const kind = text(p, 'kind');
    return msg(
      str`A draw's "kind" is "hand" (one card into the hand), "market" (two cards face up) or "none" (the deck is empty) (M-DRAW), but it is ${kind}.`,
      { id: 'rule.format.market.draw-kind' },
    );
  },
  'format.market.take': (p) => {
    const kind = text(p, 'kind');
    return msg(str`"take" must be "same" (M-SAME), "sum" (M-SUM) or "empty" (M-EMPTY), but it is ${kind}.`, { id: 'rule.format.market.take' });
  },
  'format.market.special': (p) => {
    const kind = text(p, 'kind');
    return msg(str`"special" names the special card played: "armored-convoy", "safe-cracker" or "sleight-of-hand" (M-SPECIALS), but it is ${kind}.`, {
      id: 'rule.format.market.special',
    });
  },
  'M-SPECIALS.power': (p) => {
    const name = text(p, 'special');
    const title = specialTitle(name as SpecialName);
    const kind = text(p, 'kind');
    return msg(str`The ${title} is used either for the compulsory sale ("compulsory-sale") or for its own power ("${name}"), not ${kind} (M-SPECIALS).`, {
      id: 'rule.M-SPECIALS.power',
    });
  },
  'format.market.sold': (p) => {
    const players = num(p, 'players');
    const kind = text(p, 'kind');
    return msg(
      str`"sold" lists, seat by seat, the diamonds each player put into the market (${players} lists, the player of the sale's own empty), but it is ${kind}.`,
      { id: 'rule.format.market.sold' },
    );
  },
  'format.market.sold-lists': (p) => {
    const players = num(p, 'players');
    const lists = num(p, 'lists');
    return msg(
      str`"sold" lists, seat by seat, the diamonds each player put into the market (${players} lists, the player of the sale's own empty), but it is a list of ${lists}.`,
      { id: 'rule.format.market.sold-lists' },
    );
  },
  'format.market.victim': (p) => {
    const last = num(p, 'last');
    const kind = text(p, 'kind');
    return msg(str`"victim" is the seat of the opponent whose safe is cracked, 0 to ${last}, but it is ${kind}.`, { id: 'rule.format.market.victim' });
  },
  'format.market.cracker-quality': (p) => {
    const kind = text(p, 'kind');
    return msg(str`The Safe cracker names a quality from 1 to 10 (M-QUALITY), but it is ${kind}.`, { id: 'rule.format.market.cracker-quality' });
  },
  'format.market.cracker-pure': (p) => {
    const kind = text(p, 'kind');
    return msg(str`The Safe cracker names a purity: "pure" true (magnifier) or false, but it is ${kind}.`, { id: 'rule.format.market.cracker-pure' });
  },
  'format.market.cracker-found': (p) => {
    const kind = text(p, 'kind');
    return msg(str`"found" says whether such a diamond was in the safe (true or false), but it is ${kind}.`, { id: 'rule.format.market.cracker-found' });
  },

  // Where a malformed value sits; these open the sentences above.
  'where.drawn': () => msg('The cards drawn into the market', { id: 'rule.where.drawn' }),
  'where.put': () => msg('The card put into the market', { id: 'rule.where.put' }),
  'where.taken': () => msg('The cards taken', { id: 'rule.where.taken' }),
  'where.secured': () => msg('The diamonds secured', { id: 'rule.where.secured' }),
  'where.surplus': () => msg('The surplus diamonds put into the market', { id: 'rule.where.surplus' }),
  'where.refill': () => msg('The refill cards', { id: 'rule.where.refill' }),
  'where.sale': () => msg('The diamond put into the market for the compulsory sale', { id: 'rule.where.sale' }),
  'where.sold': (p) => {
    const seat = num(p, 'seat');
    return msg(str`The diamonds sold by seat ${seat}`, { id: 'rule.where.sold' });
  },
  'where.convoy': () => msg('The diamonds of the Armored convoy', { id: 'rule.where.convoy' }),
  'where.sleight': () => msg('The diamond taken by the Sleight of hand', { id: 'rule.where.sleight' }),
  'where.card': (p) => {
    const where = text(p, 'where');
    const card = num(p, 'card');
    return msg(str`${where}, card ${card}`, { id: 'rule.where.card' });
  },
  'where.entry': (p) => {
    const where = text(p, 'where');
    const entry = num(p, 'entry');
    return msg(str`${where}, entry ${entry}`, { id: 'rule.where.entry' });
  },
};

export const MARKET_MESSAGES: Catalog = { ...REFUSALS, ...MALFORMED };
