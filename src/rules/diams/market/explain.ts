/**
 * Plain-words reasons for the history screen: one text per event of the market log, the way a
 * table reads them when settling a dispute ("Ann put a 4 into the market and took all the 4s:
 * 4, 4 and 4 (magnifier) (M-MARKET, M-SAME)."), plus what followed from it (a refill due, the
 * last turns, the end of the round).
 */
import { stillToPlay } from './awaiting';
import { aCard, cardsText, countOf, numberWord, plural, SPECIAL_TITLES } from './cards';
import { readMarketEvent } from './read';
import { applyMarketLog } from './reducer';
import { initialMarketLog, playerName } from './state';
import type { Diamond, MarketHistoryLine, MarketLogConfig, MarketLogEvent, MarketLogState, SecureEntry } from './types';

function names(state: MarketLogState, seats: readonly number[]): string {
  const list = seats.map((s) => playerName(state, s));
  if (list.length === 0) return 'nobody';
  if (list.length === 1) return list[0] ?? '';
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1] ?? ''}`;
}

function entriesText(before: MarketLogState, seat: number, entries: readonly SecureEntry[]): string {
  const safe = before.safes[seat];
  return entries
    .map((e) => {
      const have = safe?.collections.find((c) => c.quality === e.quality);
      const pure = e.pure === undefined ? '' : e.pure === 0 ? ', no magnifier' : `, ${e.pure} with the magnifier`;
      return have
        ? `${countOf(e.count, e.quality)} added to the ${e.quality}s (now ${have.count + e.count}${pure})`
        : `a new collection of ${countOf(e.count, e.quality)}${pure}`;
    })
    .join(', ');
}

/** What an (accepted) event did, in plain words; `after` adds what followed from it. */
export function describeMarketEvent(before: MarketLogState, raw: MarketLogEvent, after?: MarketLogState): string {
  const read = readMarketEvent(raw, before.config.players.length);
  const event = read.ok ? read.value : raw;
  const who = playerName(before, before.seat);
  let text: string;
  switch (event.type) {
    case 'draw':
      if (event.kind === 'hand') text = `${who} drew one card into the hand (M-DRAW).`;
      else if (event.kind === 'market') {
        const cards = event.cards as Diamond[];
        const sp = event.specials ?? 0;
        const extra = sp > 0 ? `; ${plural(sp, 'special card')} came up too and went to ${who}'s hand` : '';
        if (cards.length === 0) text = `${who} drew no diamond: ${plural(sp, 'special card')} came up and went to ${who}'s hand, then the deck ran out (M-DRAW).`;
        else if (cards.length === 2) text = `${who} drew ${cardsText(cards)} face up into the market${extra} (M-DRAW).`;
        else text = `${who} drew ${cardsText(cards)} face up into the market, the last card of the deck${extra} (M-DRAW).`;
      } else text = `${who} had nothing to draw: the deck is empty (M-DRAW).`;
      break;
    case 'closing': {
      const others = before.config.players.map((_, i) => i).filter((i) => i !== before.seat);
      const order = others.map((_, k) => (before.seat + 1 + k) % before.config.players.length);
      text = `The closing card came up and was set aside: ${who} finishes this turn, then ${names(before, order)} ${order.length === 1 ? 'has' : 'each have'} one last turn (M-CLOSING).`;
      break;
    }
    case 'market': {
      const card = event.card as Diamond;
      const taken = event.taken as Diamond[];
      const put = `${who} put ${aCard(card)} into the market`;
      if (event.take === 'same') text = `${put} and took all the ${card.quality}s: ${cardsText(taken)} (M-MARKET, M-SAME).`;
      else if (event.take === 'sum') text = `${put} and took ${cardsText(taken)}, adding up to ${card.quality} (M-MARKET, M-SUM).`;
      else text = `${put} and took nothing (M-MARKET, M-EMPTY).`;
      break;
    }
    case 'secure': {
      const total = event.cards.reduce((a, e) => a + e.count, 0);
      text = `${who} secured ${plural(total, 'diamond')}: ${entriesText(before, before.seat, event.cards)} (M-SECURE).`;
      break;
    }
    case 'special': {
      const title = SPECIAL_TITLES[event.special];
      if (event.power === 'compulsory-sale') {
        const q = event.put.quality;
        const sales = before.config.players
          .map((_, o) => o)
          .filter((o) => o !== before.seat)
          .map((o) => {
            const cards = (event.sold[o] ?? []) as Diamond[];
            return `${playerName(before, o)} ${cards.length === 0 ? `had no ${q} to put in` : `put in ${cardsText(cards)}`}`;
          })
          .join('; ');
        const all = [...before.market, event.put as Diamond, ...event.sold.flat()].filter((d) => d.quality === q) as Diamond[];
        text = `${who} played the ${title} for a compulsory sale of ${q}s and put ${aCard(event.put as Diamond)} into the market; ${sales}; ${who} took all the ${q}s: ${cardsText(all)} (M-SPECIALS).`;
      } else if (event.power === 'armored-convoy') {
        const total = event.cards.reduce((a, e) => a + e.count, 0);
        text =
          total === 0
            ? `${who} played the Armored convoy and stored nothing (M-SPECIALS).`
            : `${who} played the Armored convoy: ${entriesText(before, before.seat, event.cards)} (M-SPECIALS).`;
      } else if (event.power === 'safe-cracker') {
        const victim = playerName(before, event.victim);
        const target = aCard({ quality: event.quality, pure: event.pure });
        text = event.found
          ? `${who} played the Safe cracker against ${victim}, named ${target} and took it from ${victim}'s safe (M-SPECIALS).`
          : `${who} played the Safe cracker against ${victim}, named ${target} and found none (M-SPECIALS).`;
      } else {
        text =
          event.take === null
            ? `${who} played the Sleight of hand on an empty market: nothing to take (M-SPECIALS).`
            : `${who} played the Sleight of hand and took ${aCard(event.take as Diamond)} from the market (M-SPECIALS).`;
      }
      break;
    }
    case 'pass':
      text = `${who} had no card in hand and passed (M-PLAY).`;
      break;
    case 'limit': {
      const size = before.hands[before.seat]?.size ?? 0;
      const parts: string[] = [];
      if (event.toMarket.length > 0) parts.push(`${cardsText(event.toMarket as Diamond[])} face up into the market`);
      if (event.discardedSpecials > 0) parts.push(`${plural(event.discardedSpecials, 'special card')} discarded`);
      text = `${who} held ${numberWord(size)} cards and came down to five: ${parts.join(', ')} (M-LIMIT).`;
      break;
    }
    case 'refill': {
      const sp = event.specials ?? 0;
      const extra = sp > 0 ? `; ${plural(sp, 'special card')} came up too and went to ${who}'s hand` : '';
      text =
        event.cards.length === 0
          ? `The market was empty and the deck too: nothing to refill it with${extra} (M-REFILL).`
          : `The market was empty: ${cardsText(event.cards as Diamond[])} ${event.cards.length === 1 ? 'was' : 'were'} drawn into it${extra} (M-REFILL).`;
      break;
    }
  }
  if (after) text += consequences(before, after);
  return text;
}

function consequences(before: MarketLogState, after: MarketLogState): string {
  const notes: string[] = [];
  if (after.refillDue && !before.refillDue) notes.push('The market is empty: three cards are drawn into it (M-REFILL).');
  if (after.phase === 'limit' && !after.refillDue && before.phase !== 'limit') {
    const size = after.hands[after.seat]?.size ?? 0;
    notes.push(`${playerName(after, after.seat)} holds ${numberWord(size)} cards and must come down to five (M-LIMIT).`);
  }
  if (after.phase === 'over') notes.push('That was the last turn: the round is over; fill in the round sheet (M-CLOSING).');
  else if (after.closing && after.turn !== before.turn) {
    const still = stillToPlay(after) ?? [];
    notes.push(`Still to play after the closing card: ${names(after, still)} (M-CLOSING).`);
  }
  return notes.length === 0 ? '' : ` ${notes.join(' ')}`;
}

/** The history screen: the log replayed with one text per accepted event; stops at the first refused one. */
export function marketLogHistory(config: MarketLogConfig, events: readonly MarketLogEvent[]): MarketHistoryLine[] {
  const lines: MarketHistoryLine[] = [];
  let state = initialMarketLog(config);
  for (let i = 0; i < events.length; i++) {
    const event = events[i] as MarketLogEvent;
    const next = applyMarketLog(state, event);
    if (!next.ok) break;
    lines.push({ index: i, turn: state.turn, seat: state.seat, text: describeMarketEvent(state, event, next.state) });
    state = next.state;
  }
  return lines;
}
