/**
 * Diam's turn by turn: the one catalog of the reasons given for every event of the turns log,
 * by the key explain.ts gives it (`describeTurnStep`, `turnsHistory`), in the current
 * language. The English here is the only copy of each sentence; cards and counts are worded by
 * ./turns-words.ts ("Bob held six cards", "a 4 with the magnifier").
 */
import { msg, str } from '@lit/localize';
import {
  describeTurnStep,
  turnsHistory,
  type TurnsHistoryLine,
  type TurnsConfig,
  type TurnStep,
  type TurnsState,
  type SpecialName,
} from '../rules/diams/index';
import type { MessageText } from '../rules/game';
import { list, num, sayFrom, text, type Catalog, type SaidParams } from './catalog';
import { formatList, plural } from './format';
import { formatCount, turnsParams, pureNote, specialCount, specialTitle } from './turns-words';

const { aCardOf, cardList } = turnsParams;
const pure = (p: SaidParams): string => (p['pure'] === undefined ? '' : pureNote(num(p, 'pure')));

/** "; one special card came up too and went to Ann's hand", when special cards came up with the cards. */
function specialsToo(p: SaidParams): string {
  if (num(p, 'specials') === 0) return '';
  const specials = specialCount(num(p, 'specials'));
  const who = text(p, 'who');
  return msg(str`; ${specials} came up too and went to ${who}'s hand`, { id: 'market.said.draw.specials' });
}

export const TURNS_REASONS: Catalog<'turns-text'> = {
  // What a securing or an Armored convoy did to each collection.
  'said.added': (p) => {
    const n = formatCount(num(p, 'count'));
    const q = num(p, 'q');
    const now = num(p, 'now');
    const magnifiers = pure(p);
    return plural(num(p, 'count'), {
      one: () => msg(str`${n} ${q} added to the ${q}s (now ${now}${magnifiers})`, { id: 'market.said.added.one' }),
      other: () => msg(str`${n} ${q}s added to the ${q}s (now ${now}${magnifiers})`, { id: 'market.said.added' }),
    });
  },
  'said.new': (p) => {
    const n = formatCount(num(p, 'count'));
    const q = num(p, 'q');
    const magnifiers = pure(p);
    return plural(num(p, 'count'), {
      one: () => msg(str`a new collection of ${n} ${q}${magnifiers}`, { id: 'market.said.new.one' }),
      other: () => msg(str`a new collection of ${n} ${q}s${magnifiers}`, { id: 'market.said.new' }),
    });
  },

  'said.draw.hand': (p) => {
    const who = text(p, 'who');
    return msg(str`${who} drew one card into the hand (M-DRAW).`, { id: 'market.said.draw.hand' });
  },
  'said.draw.none': (p) => {
    const who = text(p, 'who');
    const specials = specialCount(num(p, 'specials'));
    return msg(str`${who} drew no diamond: ${specials} came up and went to ${who}'s hand, then the deck ran out (M-DRAW).`, { id: 'market.said.draw.none' });
  },
  'said.draw.market': (p) => {
    const who = text(p, 'who');
    const cards = cardList(p, 'cards');
    const extra = specialsToo(p);
    return msg(str`${who} drew ${cards} face up into the market${extra} (M-DRAW).`, { id: 'market.said.draw.market' });
  },
  'said.draw.last': (p) => {
    const who = text(p, 'who');
    const cards = cardList(p, 'cards');
    const extra = specialsToo(p);
    return msg(str`${who} drew ${cards} face up into the market, the last card of the deck${extra} (M-DRAW).`, { id: 'market.said.draw.last' });
  },
  'said.draw.empty': (p) => {
    const who = text(p, 'who');
    return msg(str`${who} had nothing to draw: the deck is empty (M-DRAW).`, { id: 'market.said.draw.empty' });
  },
  'said.closing': (p) => {
    const who = text(p, 'who');
    const rest = formatList(list(p, 'others'));
    return plural(list(p, 'others').length, {
      one: () =>
        msg(str`The closing card came up and was set aside: ${who} finishes this turn, then ${rest} has one last turn (M-CLOSING).`, {
          id: 'market.said.closing.one',
        }),
      other: () =>
        msg(str`The closing card came up and was set aside: ${who} finishes this turn, then ${rest} each have one last turn (M-CLOSING).`, {
          id: 'market.said.closing',
        }),
    });
  },
  'said.same': (p) => {
    const who = text(p, 'who');
    const card = aCardOf(p, 'card');
    const q = num(p, 'q');
    const taken = cardList(p, 'taken');
    return msg(str`${who} put ${card} into the market and took all the ${q}s: ${taken} (M-MARKET, M-SAME).`, { id: 'market.said.same' });
  },
  'said.sum': (p) => {
    const who = text(p, 'who');
    const card = aCardOf(p, 'card');
    const taken = cardList(p, 'taken');
    const q = num(p, 'q');
    return msg(str`${who} put ${card} into the market and took ${taken}, adding up to ${q} (M-MARKET, M-SUM).`, { id: 'market.said.sum' });
  },
  'said.empty': (p) => {
    const who = text(p, 'who');
    const card = aCardOf(p, 'card');
    return msg(str`${who} put ${card} into the market and took nothing (M-MARKET, M-EMPTY).`, { id: 'market.said.empty' });
  },
  'said.secure': (p) => {
    const who = text(p, 'who');
    const n = formatCount(num(p, 'total'));
    const what = formatList(list(p, 'entries'), 'plain');
    return plural(num(p, 'total'), {
      one: () => msg(str`${who} secured ${n} diamond: ${what} (M-SECURE).`, { id: 'market.said.secure.one' }),
      other: () => msg(str`${who} secured ${n} diamonds: ${what} (M-SECURE).`, { id: 'market.said.secure' }),
    });
  },
  'said.sale.none': (p) => {
    const name = text(p, 'name');
    const q = num(p, 'q');
    return msg(str`${name} had no ${q} to put in`, { id: 'market.said.sale.none' });
  },
  'said.sale.some': (p) => {
    const name = text(p, 'name');
    const cards = cardList(p, 'cards');
    return msg(str`${name} put in ${cards}`, { id: 'market.said.sale.some' });
  },
  'said.sale': (p) => {
    const who = text(p, 'who');
    const title = specialTitle(text(p, 'special') as SpecialName);
    const q = num(p, 'q');
    const put = aCardOf(p, 'put');
    const sales = formatList(list(p, 'sales'), 'clauses');
    const all = cardList(p, 'all');
    return msg(
      str`${who} played the ${title} for a compulsory sale of ${q}s and put ${put} into the market; ${sales}; ${who} took all the ${q}s: ${all} (M-SPECIALS).`,
      { id: 'market.said.sale' },
    );
  },
  'said.convoy.none': (p) => {
    const who = text(p, 'who');
    return msg(str`${who} played the Armored convoy and stored nothing (M-SPECIALS).`, { id: 'market.said.convoy.none' });
  },
  'said.convoy': (p) => {
    const who = text(p, 'who');
    const what = formatList(list(p, 'entries'), 'plain');
    return msg(str`${who} played the Armored convoy: ${what} (M-SPECIALS).`, { id: 'market.said.convoy' });
  },
  'said.cracker': (p) => {
    const who = text(p, 'who');
    const victim = text(p, 'victim');
    const target = aCardOf(p, 'card');
    return msg(str`${who} played the Safe cracker against ${victim}, named ${target} and took it from ${victim}'s safe (M-SPECIALS).`, {
      id: 'market.said.cracker',
    });
  },
  'said.cracker.none': (p) => {
    const who = text(p, 'who');
    const victim = text(p, 'victim');
    const target = aCardOf(p, 'card');
    return msg(str`${who} played the Safe cracker against ${victim}, named ${target} and found none (M-SPECIALS).`, { id: 'market.said.cracker.none' });
  },
  'said.sleight.none': (p) => {
    const who = text(p, 'who');
    return msg(str`${who} played the Sleight of hand on an empty market: nothing to take (M-SPECIALS).`, { id: 'market.said.sleight.none' });
  },
  'said.sleight': (p) => {
    const who = text(p, 'who');
    const card = aCardOf(p, 'card');
    return msg(str`${who} played the Sleight of hand and took ${card} from the market (M-SPECIALS).`, { id: 'market.said.sleight' });
  },
  'said.pass': (p) => {
    const who = text(p, 'who');
    return msg(str`${who} had no card in hand and passed (M-PLAY).`, { id: 'market.said.pass' });
  },
  'said.limit': (p) => {
    const who = text(p, 'who');
    const size = formatCount(num(p, 'size'));
    const parts: string[] = [];
    if (list(p, 'cards').length > 0) {
      const cards = cardList(p, 'cards');
      parts.push(msg(str`${cards} face up into the market`, { id: 'market.said.limit.market' }));
    }
    if (num(p, 'specials') > 0) {
      const gone = specialCount(num(p, 'specials'));
      parts.push(msg(str`${gone} discarded`, { id: 'market.said.limit.discarded' }));
    }
    const how = formatList(parts, 'plain');
    return msg(str`${who} held ${size} cards and came down to five: ${how} (M-LIMIT).`, { id: 'market.said.limit' });
  },
  'said.refill.none': (p) => {
    const extra = specialsToo(p);
    return msg(str`The market was empty and the deck too: nothing to refill it with${extra} (M-REFILL).`, { id: 'market.said.refill.none' });
  },
  'said.refill': (p) => {
    const cards = cardList(p, 'cards');
    const extra = specialsToo(p);
    return plural(list(p, 'cards').length, {
      one: () => msg(str`The market was empty: ${cards} was drawn into it${extra} (M-REFILL).`, { id: 'market.said.refill.one' }),
      other: () => msg(str`The market was empty: ${cards} were drawn into it${extra} (M-REFILL).`, { id: 'market.said.refill' }),
    });
  },

  // What followed from an event.
  'said.refill-due': () => msg('The market is empty: three cards are drawn into it (M-REFILL).', { id: 'market.said.refill-due' }),
  'said.limit-due': (p) => {
    const who = text(p, 'who');
    const size = formatCount(num(p, 'size'));
    return msg(str`${who} holds ${size} cards and must come down to five (M-LIMIT).`, { id: 'market.said.limit-due' });
  },
  'said.over': () => msg('That was the last turn: the round is over; fill in the round sheet (M-CLOSING).', { id: 'market.said.over' }),
  'said.still': (p) => {
    const players = list(p, 'players');
    const rest = players.length ? formatList(players) : msg('nobody', { id: 'market.said.nobody' });
    return msg(str`Still to play after the closing card: ${rest} (M-CLOSING).`, { id: 'market.said.still' });
  },
};

/** Reasons given as keys and parameters (explain.ts), as one paragraph in the current language. */
export function reasonsText(said: readonly MessageText[]): string {
  return said.map((t) => sayFrom(TURNS_REASONS, t) ?? t.key).join(' ');
}

/** What an (accepted) event did; `after` adds what followed from it. */
export function turnStepText(before: TurnsState, raw: TurnStep, after?: TurnsState): string {
  return reasonsText(describeTurnStep(before, raw, after));
}

/** A line of the history with its reasons said. */
export type SaidHistoryLine = Omit<TurnsHistoryLine, 'said'> & { text: string };

/** The history of a round's turns, one paragraph of reasons per accepted event, in the current language. */
export function turnsHistoryText(config: TurnsConfig, events: readonly TurnStep[]): SaidHistoryLine[] {
  return turnsHistory(config, events).map(({ said, ...line }) => ({ ...line, text: reasonsText(said) }));
}
