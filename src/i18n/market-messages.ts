/**
 * Diam's turn by turn (src/rules/diams/market/reducer.ts, read.ts and turns.ts): every rejection
 * said from its key and parameters (src/rules/game.ts `MessageText`), merged into RULE_MESSAGES.
 * English is the engine's message word for word ("two cards", "an 8 with the magnifier"), which
 * test/cli/i18n-rule-messages.test.ts checks; other languages write counts in digits and cards
 * as the market screens do ("8（虫眼鏡）"). Cards arrive as codes of `diamondCode` ("8", "8+").
 */
import { msg, str } from '@lit/localize';
import type { MessageParam, MessageText } from '../rules/game.js';
import type { SpecialName } from '../rules/diams/index.js';
import {
  aCard as engineACard,
  countOf as engineCountOf,
  fromDiamondCode,
  numberWord,
  plural as enginePlural,
} from '../rules/diams/market/cards.js';
import { formatList, formatNumber, plural } from './format.js';
import { getLocale } from './localization.js';
import { cardText as marketCard, cardsText as marketCards, specialTitle } from './market-text.js';

type Params = Readonly<Record<string, MessageParam>>;
type Say = (p: Params) => string;

const english = (): boolean => getLocale() === 'en';

const text = (p: Params, k: string): string => String(p[k] ?? '');
const n = (p: Params, k: string): number => Number(p[k] ?? 0);
const list = (p: Params, k: string): readonly string[] => {
  const v = p[k];
  return Array.isArray(v) ? (v as readonly string[]) : [];
};

/** A count in words in English ("three"), in digits elsewhere. */
const word = (v: number): string => (english() ? numberWord(v) : formatNumber(v));
/** Like `word`, but "none" for 0 in English. */
const none = (v: number): string => (english() && v === 0 ? 'none' : word(v));

const cards = (v: number): string =>
  english()
    ? enginePlural(v, 'card')
    : plural(v, { one: () => msg(str`${v} card`, { id: 'rule.market.cards.one' }), other: () => msg(str`${v} cards`, { id: 'rule.market.cards' }) });
const diamonds = (v: number): string =>
  english()
    ? enginePlural(v, 'diamond')
    : plural(v, {
        one: () => msg(str`${v} diamond`, { id: 'rule.market.diamonds.one' }),
        other: () => msg(str`${v} diamonds`, { id: 'rule.market.diamonds' }),
      });
const specials = (v: number): string =>
  english()
    ? enginePlural(v, 'special card')
    : plural(v, {
        one: () => msg(str`${v} special card`, { id: 'market.specials.count.one' }),
        other: () => msg(str`${v} special cards`, { id: 'market.specials.count' }),
      });
const otherCards = (v: number): string =>
  english()
    ? enginePlural(v, 'other card')
    : plural(v, {
        one: () => msg(str`${v} other card`, { id: 'rule.market.other-cards.one' }),
        other: () => msg(str`${v} other cards`, { id: 'rule.market.other-cards' }),
      });
/** "three 4s": a number of diamonds of one quality. */
const countOf = (count: number, quality: number): string =>
  english() ? engineCountOf(count, quality) : msg(str`${count} × ${quality}`, { id: 'rule.market.count-of' });

/** One card from its code: "4 (magnifier)". */
const card = (p: Params, k: string): string => marketCard(fromDiamondCode(text(p, k)));
/** Cards from their codes: "4, 4 (magnifier) and 7", "nothing". */
const cardList = (p: Params, k: string): string => marketCards(list(p, k).map(fromDiamondCode));
/** "a 4", "an 8 with the magnifier" in English; the card elsewhere. */
const aCard = (p: Params, k: string): string => {
  const d = fromDiamondCode(text(p, k));
  return english() ? engineACard(d) : marketCard(d);
};
/** "the draw" / "the refill". */
const what = (p: Params): string =>
  p['what'] === 'refill' ? msg('the refill', { id: 'rule.market.what.refill' }) : msg('the draw', { id: 'rule.market.what.draw' });

/** The messages nested in `hand.short` (what the hand holds, what it cannot do). */
const inner = (p: Params, k: string): string => {
  const v = p[k];
  if (!v || typeof v !== 'object' || !('key' in v)) return text(p, k);
  const t = v as MessageText;
  return MARKET_MESSAGES[t.key]?.(t.params) ?? '';
};

/** The deck's messages for one rule of drawing (M-DRAW or M-REFILL), which also names it. */
const pileMessages = (rule: 'M-DRAW' | 'M-REFILL'): Record<string, Say> => ({
  [`${rule}.still`]: (p) => {
    const left = cards(n(p, 'left'));
    const brings = word(n(p, 'brings'));
    const got = word(n(p, 'got'));
    return rule === 'M-REFILL'
      ? msg(str`The deck still holds ${left}: the refill brings ${brings}, not ${got} (M-REFILL).`, { id: 'rule.M-REFILL.still' })
      : msg(str`The deck still holds ${left}: the draw brings ${brings}, not ${got} (M-DRAW).`, { id: 'rule.M-DRAW.still' });
  },
  [`${rule}.short`]: (p) => {
    const want = word(n(p, 'want'));
    return rule === 'M-REFILL'
      ? msg(
          str`A refill brings ${want} cards; fewer only when the deck runs out, and it cannot run out while the closing card is still in it (M-REFILL).`,
          { id: 'rule.M-REFILL.short' },
        )
      : msg(
          str`A draw brings ${want} cards; fewer only when the deck runs out, and it cannot run out while the closing card is still in it (M-DRAW).`,
          { id: 'rule.M-DRAW.short' },
        );
  },
  [`${rule}.empty`]: () =>
    rule === 'M-REFILL'
      ? msg('The deck is empty: no card can be drawn any more (M-REFILL).', { id: 'rule.M-REFILL.empty' })
      : msg('The deck is empty: no card can be drawn any more (M-DRAW).', { id: 'rule.M-DRAW.empty' }),
});

export const MARKET_MESSAGES: Readonly<Record<string, Say>> = {
  ...pileMessages('M-DRAW'),
  ...pileMessages('M-REFILL'),

  // What a hand holds and what it cannot do: "Ann holds only two cards, so cannot secure four diamonds (M-SECURE)."
  'hand.short': (p) => {
    const held = inner(p, 'held');
    const action = inner(p, 'action');
    const rule = text(p, 'rule');
    return msg(str`${held}, so cannot ${action} (${rule}).`, { id: 'rule.hand.short' });
  },
  'hand.none': (p) => {
    const who = text(p, 'who');
    return msg(str`${who} has no card in hand`, { id: 'rule.hand.none' });
  },
  'hand.unseen': (p) => {
    const who = text(p, 'who');
    const size = cards(n(p, 'size'));
    return msg(str`${who} holds only ${size}`, { id: 'rule.hand.unseen' });
  },
  'hand.all-seen': (p) => {
    const who = text(p, 'who');
    const size = cards(n(p, 'size'));
    const known = cardList(p, 'known');
    return msg(str`${who} holds ${size}, all seen by the table (${known})`, { id: 'rule.hand.all-seen' });
  },
  'hand.some-seen': (p) => {
    const who = text(p, 'who');
    const size = cards(n(p, 'size'));
    const seen = word(n(p, 'seen'));
    const known = cardList(p, 'known');
    return msg(str`${who} holds ${size}, ${seen} of them seen by the table (${known})`, { id: 'rule.hand.some-seen' });
  },
  'act.market': (p) => {
    const c = aCard(p, 'card');
    return msg(str`put ${c} into the market`, { id: 'rule.act.market' });
  },
  'act.convoy': (p) => {
    const total = diamonds(n(p, 'total'));
    return msg(str`play the Armored convoy and store ${total}`, { id: 'rule.act.convoy' });
  },
  'act.secure': (p) => {
    const total = diamonds(n(p, 'total'));
    return msg(str`secure ${total}`, { id: 'rule.act.secure' });
  },
  'act.sale': (p) => {
    const c = aCard(p, 'card');
    return msg(str`play a special card and put ${c} into the market`, { id: 'rule.act.sale' });
  },
  'act.sold': (p) => {
    const count = diamonds(n(p, 'n'));
    return msg(str`put ${count} into the market`, { id: 'rule.act.sold' });
  },
  'act.special': () => msg('play a special card', { id: 'rule.act.special' }),
  'act.limit': (p) => {
    const parts: string[] = [];
    if (list(p, 'cards').length > 0) {
      const put = cardList(p, 'cards');
      parts.push(msg(str`put ${put} into the market`, { id: 'rule.act.limit.market' }));
    }
    if (n(p, 'specials') > 0) {
      const gone = specials(n(p, 'specials'));
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
    const count = cards(n(p, 'n'));
    return msg(str`The market is empty: first record the ${count} drawn from the deck into it (M-REFILL).`, { id: 'rule.M-REFILL.first' });
  },
  'M-REFILL.not-empty': (p) => {
    const market = cardList(p, 'market');
    return msg(str`The market is not empty (it holds ${market}): it is refilled only when it becomes empty (M-REFILL).`, { id: 'rule.M-REFILL.not-empty' });
  },
  'M-LIMIT.due': (p) => {
    const who = text(p, 'who');
    const size = cards(n(p, 'size'));
    const surplus = word(n(p, 'surplus'));
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
    const size = cards(n(p, 'size'));
    return msg(
      str`${who} holds ${size}: a play is always possible (a diamond into the market taking nothing, M-EMPTY; a securing; a special card), so only an empty hand passes (M-PLAY).`,
      { id: 'rule.M-PLAY.pass' },
    );
  },

  // The deck and the closing card.
  'M-CLOSING.only-closing': () =>
    msg('The only card left in the deck is the closing card: record it first (M-CLOSING).', { id: 'rule.M-CLOSING.only-closing' }),
  'M-CLOSING.comes-up': (p) => {
    const left = cards(n(p, 'left'));
    const w = what(p);
    return msg(str`The deck holds only ${left} besides the closing card, so the closing card comes up in ${w}: record it first (M-CLOSING).`, {
      id: 'rule.M-CLOSING.comes-up',
    });
  },
  'M-CARD-DECK.pile': (p) => {
    const left = cards(n(p, 'left'));
    const w = what(p);
    const got = word(n(p, 'got'));
    return msg(str`The deck holds only ${left}, so ${w} cannot bring ${got} (M-CARD-DECK).`, { id: 'rule.M-CARD-DECK.pile' });
  },
  'M-CLOSING-POS.deterministic-follow': (p) => {
    const left = cards(n(p, 'left'));
    return msg(str`With the deterministic option the closing card is the last card of the deck, but ${left} would still follow it (M-CLOSING-POS).`, {
      id: 'rule.M-CLOSING-POS.deterministic-follow',
    });
  },
  'M-CLOSING-POS.window-follow': (p) => {
    const window = n(p, 'window');
    const most = n(p, 'most');
    const would = n(p, 'would');
    return msg(
      str`The closing card is shuffled among the last ${window} cards of the deck, so at most ${most} cards follow it, but ${would} would (M-CLOSING-POS).`,
      { id: 'rule.M-CLOSING-POS.window-follow' },
    );
  },
  'M-CLOSING-POS.deterministic-nothing': (p) => {
    const w = what(p);
    const want = n(p, 'want');
    if (want === 1) {
      return msg(str`With the deterministic option the closing card is the last card of the deck: nothing follows it, so ${w} brings nothing more (M-CLOSING-POS).`, {
        id: 'rule.M-CLOSING-POS.deterministic-nothing',
      });
    }
    const most = cards(want - 1);
    return msg(
      str`With the deterministic option the closing card is the last card of the deck: nothing follows it, so ${w} brings at most ${most}, drawn before it (M-CLOSING-POS).`,
      { id: 'rule.M-CLOSING-POS.deterministic-before' },
    );
  },
  'M-CLOSING-POS.window-drawn': (p) => {
    const window = n(p, 'window');
    const most = n(p, 'most');
    const drawn = word(n(p, 'drawn'));
    const w = what(p);
    const got = word(n(p, 'got'));
    return msg(
      str`The closing card was among the last ${window} cards of the deck, so at most ${most} cards follow it; ${drawn} have been drawn since, so ${w} cannot bring ${got} (M-CLOSING-POS).`,
      { id: 'rule.M-CLOSING-POS.window-drawn' },
    );
  },
  'M-CLOSING.twice': (p) => {
    const turn = n(p, 'turn');
    const drawer = text(p, 'drawer');
    return msg(str`The closing card already came up on turn ${turn}, drawn by ${drawer}: there is only one (M-CLOSING).`, { id: 'rule.M-CLOSING.twice' });
  },
  'M-CLOSING.when': () =>
    msg('The closing card comes up from the deck: record it during a draw (phase 1) or a market refill, when it is drawn (M-CLOSING).', {
      id: 'rule.M-CLOSING.when',
    }),
  'M-CLOSING-POS.deterministic-others': (p) => {
    const count = n(p, 'others');
    const others = otherCards(count);
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
    const window = n(p, 'window');
    const players = n(p, 'players');
    const pile = n(p, 'pile');
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
    const count = word(n(p, 'n'));
    return msg(str`A draw into the market brings two cards from the deck, not ${count} (M-DRAW).`, { id: 'rule.M-DRAW.market-many' });
  },
  'M-SPECIALS.up': (p) => {
    const left = specials(n(p, 'left'));
    const played = word(n(p, 'played'));
    const discarded = word(n(p, 'discarded'));
    const count = word(n(p, 'n'));
    return msg(str`Only ${left} can still come up (${played} played, ${discarded} discarded this round), not ${count} (M-SPECIALS).`, {
      id: 'rule.M-SPECIALS.up',
    });
  },
  'M-REFILL.many': (p) => {
    const count = word(n(p, 'n'));
    return msg(str`A refill draws three cards from the deck into the market, not ${count} (M-REFILL).`, { id: 'rule.M-REFILL.many' });
  },

  // A card into the market (M-MARKET, M-SAME, M-SUM, M-EMPTY).
  'M-SAME.other': (p) => {
    const q = n(p, 'q');
    const c = card(p, 'card');
    return msg(str`M-SAME takes only diamonds of the quality put down (${q}s); ${c} is not one (M-SAME).`, { id: 'rule.M-SAME.other' });
  },
  'M-SAME.back': (p) => {
    const who = text(p, 'who');
    const c = card(p, 'card');
    const q = n(p, 'q');
    return msg(str`${who} must take back the ${c} just put down: it is the only ${q} in the market (M-SAME).`, { id: 'rule.M-SAME.back' });
  },
  'M-SAME.all': (p) => {
    const who = text(p, 'who');
    const all = countOf(n(p, 'count'), n(p, 'q'));
    const c = cardList(p, 'cards');
    return msg(str`${who} must take all ${all} from the market, the one put down included: ${c} (M-SAME).`, { id: 'rule.M-SAME.all' });
  },
  'M-SUM.nothing': (p) => {
    const q = n(p, 'q');
    return msg(str`M-SUM takes market cards adding up to ${q}; to take nothing, choose M-EMPTY (M-SUM).`, { id: 'rule.M-SUM.nothing' });
  },
  'M-SUM.none-in-market': (p) => {
    const q = n(p, 'q');
    const market = cardList(p, 'market');
    return msg(str`There is no ${q} in the market to take (the card put down stays there): the market holds ${market} (M-SUM).`, {
      id: 'rule.M-SUM.none-in-market',
    });
  },
  'M-SUM.not-enough': (p) => {
    const q = n(p, 'q');
    const market = cardList(p, 'market');
    return n(p, 'pure') === 1
      ? msg(str`The market does not hold that many ${q}s with the magnifier to take: it holds ${market} (M-SUM).`, { id: 'rule.M-SUM.not-enough.pure' })
      : msg(str`The market does not hold that many ${q}s to take: it holds ${market} (M-SUM).`, { id: 'rule.M-SUM.not-enough' });
  },
  'M-SUM.total': (p) => {
    const taken = cardList(p, 'cards');
    const total = n(p, 'total');
    const q = n(p, 'q');
    return plural(list(p, 'cards').length, {
      one: () =>
        msg(str`${taken} adds up to ${total}, not ${q}: the cards taken must add up exactly to the card put down (M-SUM).`, { id: 'rule.M-SUM.total.one' }),
      other: () =>
        msg(str`${taken} add up to ${total}, not ${q}: the cards taken must add up exactly to the card put down (M-SUM).`, { id: 'rule.M-SUM.total' }),
    });
  },
  'M-EMPTY.taken': (p) => {
    const q = n(p, 'q');
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
    const q = n(p, 'q');
    const total = n(p, 'total');
    const have = n(p, 'have');
    const count = n(p, 'count');
    const max = n(p, 'max');
    return msg(
      str`${who}'s collection of ${q}s would hold ${total} diamonds (${have} in the safe + ${count}): a collection never exceeds ${max} (M-SECURE).`,
      { id: 'rule.M-SECURE.over-max' },
    );
  },
  'M-SPECIALS.convoy-new': (p) => {
    const who = text(p, 'who');
    const q = n(p, 'q');
    return msg(
      str`${who}'s safe has no collection of ${q}s: the Armored convoy only adds diamonds to collections already in the safe, so nothing is stored for the ${q}s — leave them out (M-SPECIALS).`,
      { id: 'rule.M-SPECIALS.convoy-new' },
    );
  },
  'M-SECURE.too-many': (p) => {
    const max = n(p, 'max');
    const count = word(n(p, 'count'));
    const q = n(p, 'q');
    return msg(str`A collection never exceeds ${max} diamonds: ${count} ${q}s cannot be secured (M-SECURE).`, { id: 'rule.M-SECURE.too-many' });
  },
  'M-SECURE.too-few': (p) => {
    const words = countOf(n(p, 'count'), n(p, 'q'));
    const some = english() ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : words;
    const max = n(p, 'max');
    const who = text(p, 'who');
    return msg(
      str`${some} cannot start a collection: a new collection needs 3 to ${max} diamonds of a quality not yet in ${who}'s safe (M-SECURE).`,
      { id: 'rule.M-SECURE.too-few' },
    );
  },
  'M-SECURE.no-new': (p) => {
    const who = text(p, 'who');
    const olds = english() ? list(p, 'olds').map((q) => `${q}s`).join(' and ') : formatList(list(p, 'olds'));
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
    const played = word(n(p, 'played'));
    const discarded = word(n(p, 'discarded'));
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
    const q = n(p, 'q');
    const opp = text(p, 'opp');
    const c = aCard(p, 'card');
    return msg(str`In a compulsory sale of ${q}s, ${opp} puts in only diamonds of quality ${q}, not ${c} (M-SPECIALS).`, { id: 'rule.M-SPECIALS.sale-quality' });
  },
  'M-SPECIALS.sale-seen': (p) => {
    const opp = text(p, 'opp');
    const seen = cardList(p, 'cards');
    const q = n(p, 'q');
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
    const q = n(p, 'q');
    return msg(str`${victim}'s safe has no ${q}s, so the Safe cracker finds nothing: record it as not found (M-SPECIALS).`, {
      id: 'rule.M-SPECIALS.cracker-none',
    });
  },
  'M-SPECIALS.cracker-purity': (p) => {
    const victim = text(p, 'victim');
    const q = n(p, 'q');
    return n(p, 'pure') === 1
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
    const c = aCard(p, 'card');
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
    const c = english() ? aCard(p, 'card').replace(/^an? /, '') : card(p, 'card');
    const market = cardList(p, 'market');
    return msg(str`There is no ${c} in the market to take: it holds ${market} (M-SPECIALS).`, { id: 'rule.M-SPECIALS.sleight-missing' });
  },

  // The hand limit (M-LIMIT).
  'M-LIMIT.count': (p) => {
    const who = text(p, 'who');
    const size = cards(n(p, 'size'));
    const surplus = word(n(p, 'surplus'));
    const count = n(p, 'given');
    const given = word(count);
    return plural(count, {
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
    const left = specials(n(p, 'left'));
    const played = word(n(p, 'played'));
    const discarded = word(n(p, 'discarded'));
    const who = text(p, 'who');
    const count = word(n(p, 'specials'));
    return msg(str`Only ${left} can still be in a hand (${played} played, ${discarded} discarded this round): ${who} cannot discard ${count} (M-LIMIT).`, {
      id: 'rule.M-LIMIT.specials',
    });
  },

  // The copies of each quality (M-CARD-DECK).
  'M-CARD-DECK.seen': (p) => {
    const count = n(p, 'cards');
    const q = n(p, 'q');
    const market = n(p, 'market');
    const hands = n(p, 'hands');
    const safes = n(p, 'safes');
    const deck = n(p, 'deck');
    return msg(
      str`That makes ${count} diamonds of quality ${q} seen in play (${market} in the market, ${hands} seen going into hands, ${safes} in safes), but the deck has only ${deck} (M-CARD-DECK).`,
      { id: 'rule.M-CARD-DECK.seen' },
    );
  },
  'M-CARD-DECK.seen-pure': (p) => {
    const pure = n(p, 'pure');
    const q = n(p, 'q');
    const deck = n(p, 'deck');
    return msg(str`That makes ${pure} diamonds of quality ${q} with the magnifier seen in play, but the deck has only ${deck} with the magnifier (M-CARD-DECK).`, {
      id: 'rule.M-CARD-DECK.seen-pure',
    });
  },
  'M-CARD-DECK.too-small': (p) => {
    const total = n(p, 'total');
    const hand = n(p, 'hand');
    const players = n(p, 'players');
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
    const collection = countOf(n(p, 'count'), n(p, 'q'));
    return msg(
      str`${who}'s safe holds a collection of ${collection}, secured in front of the table this round: ${who}'s sheet must list it (M-SECURE).`,
      { id: 'rule.M-SECURE.sheet-missing' },
    );
  },
  'M-SECURE.sheet-count': (p) => {
    const who = text(p, 'who');
    const q = n(p, 'q');
    const count = diamonds(n(p, 'count'));
    const entered = word(n(p, 'entered'));
    return msg(str`${who}'s collection of ${q}s holds ${count} by the turns recorded this round, not ${entered} (M-SECURE).`, {
      id: 'rule.M-SECURE.sheet-count',
    });
  },
  'M-PURITY.sheet': (p) => {
    const who = text(p, 'who');
    const q = n(p, 'q');
    const pure = diamonds(n(p, 'pure'));
    const entered = none(n(p, 'entered'));
    return msg(str`${who}'s collection of ${q}s holds ${pure} with the magnifier, as shown when it was secured, not ${entered} (M-PURITY).`, {
      id: 'rule.M-PURITY.sheet',
    });
  },
  'M-SECURE.sheet-extra': (p) => {
    const who = text(p, 'who');
    const q = n(p, 'q');
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
    const size = cards(n(p, 'size'));
    const listed = diamonds(n(p, 'listed'));
    return msg(str`${who} holds ${size} at the end of the round by the turns recorded, but the sheet lists ${listed} in hand (M-HAND).`, {
      id: 'rule.M-HAND.size',
    });
  },
  'M-HAND.specials': (p) => {
    const who = text(p, 'who');
    const size = cards(n(p, 'size'));
    const listed = diamonds(n(p, 'listed'));
    const missing = word(n(p, 'missing'));
    const left = word(n(p, 'left'));
    const played = none(n(p, 'played'));
    const discarded = none(n(p, 'discarded'));
    return msg(
      str`${who} holds ${size} at the end of the round by the turns recorded; the sheet lists ${listed}, so ${missing} would be special cards, but at most ${left} can still be in a hand (${played} played, ${discarded} discarded): list every diamond still in hand (M-HAND).`,
      { id: 'rule.M-HAND.specials' },
    );
  },
  'M-HAND.unlisted': (p) => {
    const total = cards(n(p, 'total'));
    const left = word(n(p, 'left'));
    return msg(
      str`the sheets leave ${total} in hands unlisted, which would all be special cards, but at most ${left} can still be in a hand this round: list every diamond still in hand (M-HAND).`,
      { id: 'rule.M-HAND.unlisted' },
    );
  },
  'M-CARD-DECK.market': (p) => {
    const inMarket = diamonds(n(p, 'n'));
    const q = n(p, 'q');
    const count = n(p, 'cards');
    const deck = n(p, 'deck');
    return msg(str`the sheets and the ${inMarket} of quality ${q} left in the market make ${count}, but the deck has only ${deck} (M-CARD-DECK).`, {
      id: 'rule.M-CARD-DECK.market',
    });
  },
  'M-CARD-DECK.market-pure': (p) => {
    const pure = n(p, 'pure');
    const q = n(p, 'q');
    const deck = n(p, 'deck');
    return msg(str`the safes and the market hold ${pure} diamonds of quality ${q} with the magnifier, but the deck has only ${deck} (M-CARD-DECK).`, {
      id: 'rule.M-CARD-DECK.market-pure',
    });
  },
};
