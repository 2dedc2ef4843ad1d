/**
 * A round of the session played turn by turn (diams.md "What the app records at a real table",
 * item 2) inside the session log: a `turns` event starts the round's market log (./market), each
 * `turn` event is one of its events, checked by `applyMarketLog`, and the round still ends with the
 * usual `round` event of sheets — accepted only once the market log is over, and only when the
 * sheets say what the turns made public: the collections secured (M-SECURE; magnifiers where they
 * were shown, M-PURITY), each hand's size and the diamonds seen going into it (M-HAND), and the
 * copies left face up in the market (M-CARD-DECK).
 *
 * The turns are not part of a record (records.md holds round sheets only): a round played turn by
 * turn exports as its sheets, and the session itself as a backup.
 */
import { says, type Applied, type MessageText, type Rejection } from '../game';
import { getOwn, isPlainObject, unknownKey } from './json';
import { cardsText, countOf, diamondCodes, numberWord, plural } from './market/cards';
import { stillToPlay } from './market/awaiting';
import { specialsLeft } from './market/card-counts';
import { checkMarketLogConfig } from './market/read';
import { applyMarketLog } from './market/reducer';
import { initialMarketLog } from './market/state';
import type { MarketLogEvent, MarketLogState } from './market/types';
import { QUALITY_KEYS, type DiamsState, type Sheet, type TurnsRound } from './types';

/** A rejection; `text` says it as a key and parameters for screens in other languages (src/i18n/rule-messages.ts). */
const fault = (rule: string, message: string, text: MessageText): Rejection => ({ rule, message, text });
/** "none", "one", "two": a count as a word, where "no" would not read ("not no"). */
const none = (n: number): string => (n === 0 ? 'none' : numberWord(n));

function names(players: readonly string[], seats: readonly number[]): string {
  const list = seats.map((s) => players[s] ?? `seat ${s + 1}`);
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} and ${list.at(-1) ?? ''}`;
}

/** `{type: "turns", first, closing}`: a new market log for the round about to be played. */
export function startTurns(state: DiamsState, raw: Record<string, unknown>): { ok: true; turns: TurnsRound } | { ok: false; rejection: Rejection } {
  const extra = unknownKey(raw, ['type', 'first', 'closing']);
  if (extra !== undefined) {
    return {
      ok: false,
      rejection: fault(
        'format',
        'a "turns" event has only "type", "first" (the seat who plays first) and "closing" ("standard" or "deterministic").',
        says('format.turns.fields'),
      ),
    };
  }
  if (state.turns) {
    return {
      ok: false,
      rejection: fault(
        'format',
        'this round is already being played turn by turn: it ends with its round sheets once the last turn is over.',
        says('format.turns.already'),
      ),
    };
  }
  const { players, card } = state.config;
  const setup = { players, first: getOwn(raw, 'first'), closing: getOwn(raw, 'closing'), ...(card.deck ? { deck: card.deck } : {}) };
  const config = checkMarketLogConfig(setup);
  if (!config.ok) return config;
  return { ok: true, turns: { config: config.value, events: [], state: initialMarketLog(config.value) } };
}

/** `{type: "turn", event}`: one more event of the round's market log, or its rejection with the rule. */
export function applyTurn(turns: TurnsRound | undefined, raw: Record<string, unknown>): { ok: true; turns: TurnsRound } | { ok: false; rejection: Rejection } {
  if (!turns) {
    return {
      ok: false,
      rejection: fault(
        'format',
        'No round is being played turn by turn: start one ("Play this round turn by turn") before recording turns.',
        says('format.turns.none'),
      ),
    };
  }
  const extra = unknownKey(raw, ['type', 'event']);
  if (extra !== undefined) {
    return { ok: false, rejection: fault('format', 'A "turn" event has only "type" and "event" (one event of the market log).', says('format.turn.fields')) };
  }
  const event = getOwn(raw, 'event') as MarketLogEvent;
  const next = applyMarketLog(turns.state, event);
  if (!next.ok) return { ok: false, rejection: { ...next.rejection, play: turns.events.length + 1 } };
  return { ok: true, turns: { config: turns.config, events: [...turns.events, event], state: next.state } };
}

/** M-CLOSING: round sheets wait until every last turn after the closing card has been played. */
export function turnsNotOver(turns: TurnsRound, players: readonly string[]): Rejection | null {
  const s = turns.state;
  if (s.phase === 'over') return null;
  const still = stillToPlay(s);
  return fault(
    'M-CLOSING',
    still === null
      ? 'this round is being played turn by turn and the closing card has not come up yet: the round sheets come after the last turns that follow it (M-CLOSING).'
      : `this round is being played turn by turn and is not over: still to play after the closing card: ${names(players, still)} (M-CLOSING).`,
      still === null
        ? says('M-CLOSING.sheets-early')
        : says('M-CLOSING.sheets-still', { players: still.map((seat) => players[seat] ?? `seat ${seat + 1}`) }),
  );
}

/**
 * The sheets must say what the turns made public. Checked seat by seat, safe first then hand, so
 * the first disagreement met is the one reported; then the copies across sheets and market.
 */
export function checkAgainstTurns(turns: TurnsRound, sheets: readonly Sheet[], players: readonly string[]): Rejection | null {
  const s = turns.state;
  for (let seat = 0; seat < players.length; seat++) {
    const sheet = sheets[seat];
    if (!sheet) continue;
    const who = players[seat] ?? `seat ${seat + 1}`;
    const safe = safeAgrees(s, seat, sheet, who);
    if (safe) return safe;
    const hand = handAgrees(s, seat, sheet, who);
    if (hand) return hand;
  }
  return specialsAgree(s, sheets, players) ?? marketCopies(s, sheets);
}

function safeAgrees(s: MarketLogState, seat: number, sheet: Sheet, who: string): Rejection | null {
  const logged = s.safes[seat]?.collections ?? [];
  for (const c of logged) {
    const entered = sheet.safe.find((e) => e.quality === c.quality);
    if (!entered) {
      return fault(
        'M-SECURE',
        `${who}'s safe holds a collection of ${countOf(c.count, c.quality)}, secured in front of the table this round: ${who}'s sheet must list it (M-SECURE).`,
        says('M-SECURE.sheet-missing', { who, count: c.count, q: c.quality }),
      );
    }
    if (entered.count !== c.count) {
      return fault(
        'M-SECURE',
        `${who}'s collection of ${c.quality}s holds ${plural(c.count, 'diamond')} by the turns recorded this round, not ${numberWord(entered.count)} (M-SECURE).`,
        says('M-SECURE.sheet-count', { who, q: c.quality, count: c.count, entered: entered.count }),
      );
    }
    if (c.pure !== null && entered.pure !== c.pure) {
      return fault(
        'M-PURITY',
        `${who}'s collection of ${c.quality}s holds ${plural(c.pure, 'diamond')} with the magnifier, as shown when it was secured, not ${none(entered.pure)} (M-PURITY).`,
        says('M-PURITY.sheet', { who, q: c.quality, pure: c.pure, entered: entered.pure }),
      );
    }
  }
  const extra = sheet.safe.find((e) => !logged.some((c) => c.quality === e.quality));
  if (extra) {
    return fault(
      'M-SECURE',
      `${who}'s sheet lists a collection of ${extra.quality}s, but no ${extra.quality} went into ${who}'s safe during the turns recorded this round (M-SECURE).`,
      says('M-SECURE.sheet-extra', { who, q: extra.quality }),
    );
  }
  return null;
}

function handAgrees(s: MarketLogState, seat: number, sheet: Sheet, who: string): Rejection | null {
  const hand = s.hands[seat] ?? { size: 0, known: [] };
  const rest = [...sheet.hand];
  for (const d of hand.known) {
    const i = rest.indexOf(d.quality);
    if (i < 0) {
      return fault(
        'M-HAND',
        `${who} still holds ${cardsText(hand.known)}, seen going into the hand during the turns recorded: ${who}'s hand on the sheet must include ${hand.known.length === 1 ? 'it' : 'them'} (M-HAND).`,
        says('M-HAND.seen', { who, cards: diamondCodes(hand.known) }),
      );
    }
    rest.splice(i, 1);
  }
  if (sheet.hand.length > hand.size) {
    return fault(
      'M-HAND',
      `${who} holds ${plural(hand.size, 'card')} at the end of the round by the turns recorded, but the sheet lists ${plural(sheet.hand.length, 'diamond')} in hand (M-HAND).`,
      says('M-HAND.size', { who, size: hand.size, listed: sheet.hand.length }),
    );
  }
  return null;
}

/** The cards of a hand not listed on its sheet are special cards: only so many are still in play. */
function specialsAgree(s: MarketLogState, sheets: readonly Sheet[], players: readonly string[]): Rejection | null {
  const left = specialsLeft(s);
  let total = 0;
  for (let seat = 0; seat < players.length; seat++) {
    const size = s.hands[seat]?.size ?? 0;
    const missing = size - (sheets[seat]?.hand.length ?? 0);
    total += missing;
    if (missing > left) {
      const who = players[seat] ?? `seat ${seat + 1}`;
      return fault(
        'M-HAND',
        `${who} holds ${plural(size, 'card')} at the end of the round by the turns recorded; the sheet lists ${plural(sheets[seat]?.hand.length ?? 0, 'diamond')}, so ${numberWord(missing)} would be special cards, but at most ${numberWord(left)} can still be in a hand (${none(s.specials.played.length)} played, ${none(s.specials.discarded)} discarded): list every diamond still in hand (M-HAND).`,
        says('M-HAND.specials', {
          who,
          size,
          listed: sheets[seat]?.hand.length ?? 0,
          missing,
          left,
          played: s.specials.played.length,
          discarded: s.specials.discarded,
        }),
      );
    }
  }
  if (total > left) {
    return fault(
      'M-HAND',
      `the sheets leave ${plural(total, 'card')} in hands unlisted, which would all be special cards, but at most ${numberWord(left)} can still be in a hand this round: list every diamond still in hand (M-HAND).`,
      says('M-HAND.unlisted', { total, left }),
    );
  }
  return null;
}

/** M-CARD-DECK: the diamonds left face up in the market count with the sheets' copies. */
function marketCopies(s: MarketLogState, sheets: readonly Sheet[]): Rejection | null {
  const deck = s.config.deck;
  if (!deck) return null;
  for (const key of QUALITY_KEYS) {
    const q = Number(key);
    const inMarket = s.market.filter((d) => d.quality === q);
    if (inMarket.length === 0) continue;
    let cards = inMarket.length;
    let pure = inMarket.filter((d) => d.pure).length;
    for (const sheet of sheets) {
      for (const c of sheet.safe) if (c.quality === q) (cards += c.count), (pure += c.pure);
      cards += sheet.hand.filter((h) => h === q).length;
    }
    if (cards > deck[key].cards) {
      return fault(
        'M-CARD-DECK',
        `the sheets and the ${plural(inMarket.length, 'diamond')} of quality ${q} left in the market make ${cards}, but the deck has only ${deck[key].cards} (M-CARD-DECK).`,
        says('M-CARD-DECK.market', { n: inMarket.length, q, cards, deck: deck[key].cards }),
      );
    }
    if (pure > deck[key].pure) {
      return fault(
        'M-CARD-DECK',
        `the safes and the market hold ${pure} diamonds of quality ${q} with the magnifier, but the deck has only ${deck[key].pure} (M-CARD-DECK).`,
        says('M-CARD-DECK.market-pure', { pure, q, deck: deck[key].pure }),
      );
    }
  }
  return null;
}

/** Whether an event is a plain object of the given type (events come from untrusted backups). */
export function eventOfType(e: unknown, type: string): e is Record<string, unknown> {
  return isPlainObject(e) && e['type'] === type;
}
