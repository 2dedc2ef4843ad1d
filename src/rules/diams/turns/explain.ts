/**
 * Reasons for the history screen, as data: for every event of the turns log, what it did, the
 * way a table reads it when settling a dispute ("Ann put a 4 into the market and took all the
 * 4s: 4, 4 and 4 (magnifier) (M-MARKET, M-SAME)."), then what followed from it (a refill due, the
 * last turns, the end of the round). Each is a key and values (src/rules/game.ts `MessageText`);
 * src/i18n/turns-text.ts words them.
 */
import { says, type MessageParam, type MessageText } from '../../game';
import { stillToPlay } from './awaiting';
import { diamondCode, diamondCodes } from './cards';
import { readTurnStep } from './read';
import { applyTurnStep } from './reducer';
import { initialTurns, playerName } from './state';
import type { Diamond, TurnsHistoryLine, TurnsConfig, TurnStep, TurnsState, SecureEntry, SpecialEvent } from './types';

/** What each entry of a securing or an Armored convoy did to the safe, with its magnifiers when shown. */
function entries(before: TurnsState, seat: number, list: readonly SecureEntry[]): MessageText[] {
  const safe = before.safes[seat];
  return list.map((e) => {
    const have = safe?.collections.find((c) => c.quality === e.quality);
    const pure: Record<string, MessageParam> = e.pure === undefined ? {} : { pure: e.pure };
    return have
      ? says('said.added', { count: e.count, q: e.quality, now: have.count + e.count, ...pure })
      : says('said.new', { count: e.count, q: e.quality, ...pure });
  });
}

/** What an (accepted) event did: its reason, then, given `after`, what followed from it. */
export function describeTurnStep(before: TurnsState, raw: TurnStep, after?: TurnsState): MessageText[] {
  const read = readTurnStep(raw, before.config.players.length);
  const said = [eventReason(before, read.ok ? read.value : raw)];
  if (after) said.push(...consequences(before, after));
  return said;
}

function eventReason(before: TurnsState, event: TurnStep): MessageText {
  const who = playerName(before, before.seat);
  switch (event.type) {
    case 'draw': {
      if (event.kind === 'hand') return says('said.draw.hand', { who });
      if (event.kind === 'none') return says('said.draw.empty', { who });
      const cards = event.cards as Diamond[];
      const specials = event.specials ?? 0;
      if (cards.length === 0) return says('said.draw.none', { who, specials });
      return says(cards.length === 2 ? 'said.draw.market' : 'said.draw.last', { who, cards: diamondCodes(cards), specials });
    }
    case 'closing': {
      const n = before.config.players.length;
      const order = before.config.players.map((_, k) => (before.seat + 1 + k) % n).filter((i) => i !== before.seat);
      return says('said.closing', { who, others: order.map((s) => playerName(before, s)) });
    }
    case 'market': {
      const card = event.card as Diamond;
      const put = { who, card: diamondCode(card), q: card.quality, taken: diamondCodes(event.taken as Diamond[]) };
      return says(event.take === 'same' ? 'said.same' : event.take === 'sum' ? 'said.sum' : 'said.empty', put);
    }
    case 'secure': {
      const total = event.cards.reduce((a, e) => a + e.count, 0);
      return says('said.secure', { who, total, entries: entries(before, before.seat, event.cards) });
    }
    case 'special':
      return specialReason(before, event, who);
    case 'pass':
      return says('said.pass', { who });
    case 'limit': {
      const size = before.hands[before.seat]?.size ?? 0;
      return says('said.limit', { who, size, cards: diamondCodes(event.toMarket as Diamond[]), specials: event.discardedSpecials });
    }
    case 'refill': {
      const cards = diamondCodes(event.cards as Diamond[]);
      const specials = event.specials ?? 0;
      return says(cards.length === 0 ? 'said.refill.none' : 'said.refill', { who, cards, specials });
    }
  }
}

/** The special card's power, for the compulsory sale or its own. */
function specialReason(before: TurnsState, event: SpecialEvent, who: string): MessageText {
  switch (event.power) {
    case 'compulsory-sale': {
      const q = event.put.quality;
      const sales = before.config.players
        .map((_, o) => o)
        .filter((o) => o !== before.seat)
        .map((o) => {
          const cards = (event.sold[o] ?? []) as Diamond[];
          const name = playerName(before, o);
          return cards.length === 0 ? says('said.sale.none', { name, q }) : says('said.sale.some', { name, cards: diamondCodes(cards) });
        });
      const all = [...before.market, event.put as Diamond, ...event.sold.flat()].filter((d) => d.quality === q) as Diamond[];
      return says('said.sale', { who, special: event.special, q, put: diamondCode(event.put as Diamond), sales, all: diamondCodes(all) });
    }
    case 'armored-convoy': {
      const total = event.cards.reduce((a, e) => a + e.count, 0);
      return total === 0 ? says('said.convoy.none', { who }) : says('said.convoy', { who, entries: entries(before, before.seat, event.cards) });
    }
    case 'safe-cracker': {
      const named = { who, victim: playerName(before, event.victim), card: diamondCode({ quality: event.quality, pure: event.pure }) };
      return says(event.found ? 'said.cracker' : 'said.cracker.none', named);
    }
    case 'sleight-of-hand':
      return event.take === null ? says('said.sleight.none', { who }) : says('said.sleight', { who, card: diamondCode(event.take as Diamond) });
  }
}

function consequences(before: TurnsState, after: TurnsState): MessageText[] {
  const notes: MessageText[] = [];
  if (after.refillDue && !before.refillDue) notes.push(says('said.refill-due'));
  if (after.phase === 'limit' && !after.refillDue && before.phase !== 'limit') {
    notes.push(says('said.limit-due', { who: playerName(after, after.seat), size: after.hands[after.seat]?.size ?? 0 }));
  }
  if (after.phase === 'over') notes.push(says('said.over'));
  else if (after.closing && after.turn !== before.turn) {
    notes.push(says('said.still', { players: (stillToPlay(after) ?? []).map((s) => playerName(after, s)) }));
  }
  return notes;
}

/** The history screen: the log replayed with the reasons of every accepted event; stops at the first refused one. */
export function turnsHistory(config: TurnsConfig, events: readonly TurnStep[]): TurnsHistoryLine[] {
  const lines: TurnsHistoryLine[] = [];
  let state = initialTurns(config);
  for (let i = 0; i < events.length; i++) {
    const event = events[i] as TurnStep;
    const next = applyTurnStep(state, event);
    if (!next.ok) break;
    lines.push({ index: i, turn: state.turn, seat: state.seat, said: describeTurnStep(state, event, next.state) });
    state = next.state;
  }
  return lines;
}
