/**
 * Diam's turn by turn: the one catalog of every refusal of the turns log (src/rules/diams/turns)
 * and of a round played turn by turn (src/rules/diams/turns/round.ts), by the key the rules give it. It
 * is gathered here from its parts: in this file what a hand holds and cannot do, the order of a
 * turn, the deck and the closing card; the plays in ./turns-play-messages.ts; the sheets checked
 * against the turns in ./turns-sheet-messages.ts; malformed events in ./turns-read-messages.ts. The
 * English is the only copy of each sentence (the rules return keys and values); the locale
 * modules translate it under the id `rule.<key>`. Counts, cards and lists are worded by
 * ./turns-words.ts, so English says "two cards" and "an 8 with the magnifier" where other
 * languages write digits. Messages nested in a parameter (`held`, `where`, `kind`) arrive said.
 */
import { msg, str } from '@lit/localize';
import { list, num, text, type Catalog, type Say } from './catalog';
import { formatList, plural } from './format';
import { TURNS_PLAY_MESSAGES } from './turns-play-messages';
import { TURNS_READ_MESSAGES } from './turns-read-messages';
import { cardCount, turnsParams, otherCardCount, specialCount } from './turns-words';
import { TURNS_SHEET_MESSAGES } from './turns-sheet-messages';

const { word, cards, diamonds, aCardOf, cardList, what } = turnsParams;

/** The deck's messages for one rule of drawing (M-DRAW or M-REFILL), which also names it. */
const pileMessages = <R extends 'M-DRAW' | 'M-REFILL'>(rule: R): Record<`${R}.${'still' | 'short' | 'empty'}`, Say> => {
  const still: Say = (p) => {
    const left = cards(p, 'left');
    const brings = word(p, 'brings');
    const got = word(p, 'got');
    return rule === 'M-REFILL'
      ? msg(str`The deck still holds ${left}: the refill brings ${brings}, not ${got} (M-REFILL).`, { id: 'rule.M-REFILL.still' })
      : msg(str`The deck still holds ${left}: the draw brings ${brings}, not ${got} (M-DRAW).`, { id: 'rule.M-DRAW.still' });
  };
  const short: Say = (p) => {
    const want = word(p, 'want');
    return rule === 'M-REFILL'
      ? msg(str`A refill brings ${want} cards; fewer only when the deck runs out, and it cannot run out while the closing card is still in it (M-REFILL).`, {
          id: 'rule.M-REFILL.short',
        })
      : msg(str`A draw brings ${want} cards; fewer only when the deck runs out, and it cannot run out while the closing card is still in it (M-DRAW).`, {
          id: 'rule.M-DRAW.short',
        });
  };
  const empty: Say = () =>
    rule === 'M-REFILL'
      ? msg('The deck is empty: no card can be drawn any more (M-REFILL).', { id: 'rule.M-REFILL.empty' })
      : msg('The deck is empty: no card can be drawn any more (M-DRAW).', { id: 'rule.M-DRAW.empty' });
  // Keys made of the rule's id: TypeScript reads a computed key as any text, hence the assertion.
  return { [`${rule}.still`]: still, [`${rule}.short`]: short, [`${rule}.empty`]: empty } as Record<`${R}.${'still' | 'short' | 'empty'}`, Say>;
};

/** What a hand holds, the order of a turn, the deck and the closing card. */
const TURN_MESSAGES: Catalog<'turns-messages'> = {
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
      return msg(
        str`With the deterministic option the closing card is the last card of the deck: nothing follows it, so ${w} brings nothing more (M-CLOSING-POS).`,
        {
          id: 'rule.M-CLOSING-POS.deterministic-nothing',
        },
      );
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
};

export const TURNS_MESSAGES: Catalog<'turns-messages' | 'turns-play-messages' | 'turns-sheet-messages' | 'turns-read-messages'> = {
  ...TURN_MESSAGES,
  ...TURNS_PLAY_MESSAGES,
  ...TURNS_SHEET_MESSAGES,
  ...TURNS_READ_MESSAGES,
};
