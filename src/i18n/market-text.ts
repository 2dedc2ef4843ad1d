/**
 * Diam's turn by turn (src/rules/diams/market) in the current language: the reason given for every
 * event of the market log (explain.ts `describeMarketEvent`, `marketLogHistory`). English is the
 * engine's own text, word for word; other languages are said from the same data.
 */
import { msg, str } from '@lit/localize';
import {
  applyMarketLog,
  describeMarketEvent,
  initialMarketLog,
  marketLogHistory,
  readMarketEvent,
  stillToPlay,
  type Diamond,
  type MarketHistoryLine,
  type MarketLogConfig,
  type MarketLogEvent,
  type MarketLogState,
  type SecureEntry,
} from '../rules/diams/index.js';
import { formatList } from './format.js';
import { getLocale } from './localization.js';
import { cardText, cardsText, pureNote, specialCount as specials, specialTitle } from './market-words.js';

const nameOf = (s: MarketLogState, seat: number): string => s.config.players[seat] ?? String(seat + 1);

function entriesText(before: MarketLogState, seat: number, entries: readonly SecureEntry[]): string {
  const safe = before.safes[seat];
  const said = entries.map((e) => {
    const have = safe?.collections.find((c) => c.quality === e.quality);
    const { count, quality } = e;
    const pure = pureNote(e.pure);
    if (have) {
      const now = have.count + count;
      return msg(str`${count} × ${quality} added to the ${quality}s (now ${now}${pure})`, { id: 'market.said.added' });
    }
    return msg(str`a new collection of ${count} × ${quality}${pure}`, { id: 'market.said.new' });
  });
  return formatList(said, 'plain');
}

/** What an (accepted) event did; `after` adds what followed from it. */
export function marketEventText(before: MarketLogState, raw: MarketLogEvent, after?: MarketLogState): string {
  if (getLocale() === 'en') return describeMarketEvent(before, raw, after);
  const read = readMarketEvent(raw, before.config.players.length);
  const event = read.ok ? read.value : raw;
  const who = nameOf(before, before.seat);
  let text: string;
  switch (event.type) {
    case 'draw': {
      if (event.kind === 'hand') text = msg(str`${who} drew one card into the hand (M-DRAW).`, { id: 'market.said.draw.hand' });
      else if (event.kind === 'market') {
        const cards = cardsText(event.cards as Diamond[]);
        const sp = event.specials ?? 0;
        const extra = sp > 0 ? msg(str`; ${specials(sp)} came up too and went to ${who}'s hand`, { id: 'market.said.draw.specials' }) : '';
        if (event.cards.length === 0) {
          text = msg(str`${who} drew no diamond: ${specials(sp)} came up and went to ${who}'s hand, then the deck ran out (M-DRAW).`, { id: 'market.said.draw.none' });
        } else if (event.cards.length === 2) {
          text = msg(str`${who} drew ${cards} face up into the market${extra} (M-DRAW).`, { id: 'market.said.draw.market' });
        } else {
          text = msg(str`${who} drew ${cards} face up into the market, the last card of the deck${extra} (M-DRAW).`, { id: 'market.said.draw.last' });
        }
      } else text = msg(str`${who} had nothing to draw: the deck is empty (M-DRAW).`, { id: 'market.said.draw.empty' });
      break;
    }
    case 'closing': {
      const n = before.config.players.length;
      const order = before.config.players.map((_, k) => (before.seat + 1 + k) % n).filter((i) => i !== before.seat);
      const rest = formatList(order.map((s) => nameOf(before, s)));
      text = msg(str`The closing card came up and was set aside: ${who} finishes this turn, then ${rest} each have one last turn (M-CLOSING).`, {
        id: 'market.said.closing',
      });
      break;
    }
    case 'market': {
      const card = cardText(event.card as Diamond);
      const q = (event.card as Diamond).quality;
      const taken = cardsText(event.taken as Diamond[]);
      if (event.take === 'same') text = msg(str`${who} put ${card} into the market and took all the ${q}s: ${taken} (M-MARKET, M-SAME).`, { id: 'market.said.same' });
      else if (event.take === 'sum') text = msg(str`${who} put ${card} into the market and took ${taken}, adding up to ${q} (M-MARKET, M-SUM).`, { id: 'market.said.sum' });
      else text = msg(str`${who} put ${card} into the market and took nothing (M-MARKET, M-EMPTY).`, { id: 'market.said.empty' });
      break;
    }
    case 'secure': {
      const total = event.cards.reduce((a, e) => a + e.count, 0);
      const what = entriesText(before, before.seat, event.cards);
      text = msg(str`${who} secured ${total} diamonds: ${what} (M-SECURE).`, { id: 'market.said.secure' });
      break;
    }
    case 'special': {
      const title = specialTitle(event.special);
      if (event.power === 'compulsory-sale') {
        const q = event.put.quality;
        const sold = before.config.players
          .map((_, o) => o)
          .filter((o) => o !== before.seat)
          .map((o) => {
            const cards = (event.sold[o] ?? []) as Diamond[];
            const name = nameOf(before, o);
            return cards.length === 0
              ? msg(str`${name} had no ${q} to put in`, { id: 'market.said.sale.none' })
              : msg(str`${name} put in ${cardsText(cards)}`, { id: 'market.said.sale.some' });
          });
        const sales = formatList(sold, 'clauses');
        const all = cardsText([...before.market, event.put as Diamond, ...event.sold.flat()].filter((d) => d.quality === q) as Diamond[]);
        const put = cardText(event.put as Diamond);
        text = msg(str`${who} played the ${title} for a compulsory sale of ${q}s and put ${put} into the market; ${sales}; ${who} took all the ${q}s: ${all} (M-SPECIALS).`, {
          id: 'market.said.sale',
        });
      } else if (event.power === 'armored-convoy') {
        const total = event.cards.reduce((a, e) => a + e.count, 0);
        text =
          total === 0
            ? msg(str`${who} played the Armored convoy and stored nothing (M-SPECIALS).`, { id: 'market.said.convoy.none' })
            : msg(str`${who} played the Armored convoy: ${entriesText(before, before.seat, event.cards)} (M-SPECIALS).`, { id: 'market.said.convoy' });
      } else if (event.power === 'safe-cracker') {
        const victim = nameOf(before, event.victim);
        const target = cardText({ quality: event.quality, pure: event.pure });
        text = event.found
          ? msg(str`${who} played the Safe cracker against ${victim}, named ${target} and took it from ${victim}'s safe (M-SPECIALS).`, { id: 'market.said.cracker' })
          : msg(str`${who} played the Safe cracker against ${victim}, named ${target} and found none (M-SPECIALS).`, { id: 'market.said.cracker.none' });
      } else {
        text =
          event.take === null
            ? msg(str`${who} played the Sleight of hand on an empty market: nothing to take (M-SPECIALS).`, { id: 'market.said.sleight.none' })
            : msg(str`${who} played the Sleight of hand and took ${cardText(event.take as Diamond)} from the market (M-SPECIALS).`, { id: 'market.said.sleight' });
      }
      break;
    }
    case 'pass':
      text = msg(str`${who} had no card in hand and passed (M-PLAY).`, { id: 'market.said.pass' });
      break;
    case 'limit': {
      const size = before.hands[before.seat]?.size ?? 0;
      const parts: string[] = [];
      if (event.toMarket.length > 0) {
        const cards = cardsText(event.toMarket as Diamond[]);
        parts.push(msg(str`${cards} face up into the market`, { id: 'market.said.limit.market' }));
      }
      if (event.discardedSpecials > 0) {
        const gone = specials(event.discardedSpecials);
        parts.push(msg(str`${gone} discarded`, { id: 'market.said.limit.discarded' }));
      }
      const how = formatList(parts, 'plain');
      text = msg(str`${who} held ${size} cards and came down to five: ${how} (M-LIMIT).`, { id: 'market.said.limit' });
      break;
    }
    case 'refill': {
      const sp = event.specials ?? 0;
      const extra = sp > 0 ? msg(str`; ${specials(sp)} came up too and went to ${who}'s hand`, { id: 'market.said.draw.specials' }) : '';
      const cards = cardsText(event.cards as Diamond[]);
      text =
        event.cards.length === 0
          ? msg(str`The market was empty and the deck too: nothing to refill it with${extra} (M-REFILL).`, { id: 'market.said.refill.none' })
          : msg(str`The market was empty: ${cards} were drawn into it${extra} (M-REFILL).`, { id: 'market.said.refill' });
      break;
    }
  }
  if (after) {
    const notes = consequences(before, after);
    if (notes.length) text += ` ${notes.join(' ')}`;
  }
  return text;
}

function consequences(before: MarketLogState, after: MarketLogState): string[] {
  const notes: string[] = [];
  if (after.refillDue && !before.refillDue) notes.push(msg('The market is empty: three cards are drawn into it (M-REFILL).', { id: 'market.said.refill-due' }));
  if (after.phase === 'limit' && !after.refillDue && before.phase !== 'limit') {
    const size = after.hands[after.seat]?.size ?? 0;
    const who = nameOf(after, after.seat);
    notes.push(msg(str`${who} holds ${size} cards and must come down to five (M-LIMIT).`, { id: 'market.said.limit-due' }));
  }
  if (after.phase === 'over') notes.push(msg('That was the last turn: the round is over; fill in the round sheet (M-CLOSING).', { id: 'market.said.over' }));
  else if (after.closing && after.turn !== before.turn) {
    const still = stillToPlay(after) ?? [];
    const rest = still.length ? formatList(still.map((s) => nameOf(after, s))) : msg('nobody', { id: 'market.said.nobody' });
    notes.push(msg(str`Still to play after the closing card: ${rest} (M-CLOSING).`, { id: 'market.said.still' }));
  }
  return notes;
}

/** The history of a round's turns, one reason per accepted event (marketLogHistory), in the current language. */
export function marketHistory(config: MarketLogConfig, events: readonly MarketLogEvent[]): MarketHistoryLine[] {
  if (getLocale() === 'en') return marketLogHistory(config, events);
  const lines: MarketHistoryLine[] = [];
  let state = initialMarketLog(config);
  for (let i = 0; i < events.length; i++) {
    const event = events[i] as MarketLogEvent;
    const next = applyMarketLog(state, event);
    if (!next.ok) break;
    lines.push({ index: i, turn: state.turn, seat: state.seat, text: marketEventText(state, event, next.state) });
    state = next.state;
  }
  return lines;
}
