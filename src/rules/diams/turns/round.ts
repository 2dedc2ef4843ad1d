/**
 * A round of the session played turn by turn (diams.md "What the app records at a real table",
 * item 2) inside the session log: a `turns` event starts the round's turns log (this folder), each
 * `turn` event is one of its events, checked by `applyTurnStep`, and the round still ends with the
 * usual `round` event of sheets — accepted only once the turns log is over, and only when the
 * sheets say what the turns made public: the collections secured (M-SECURE; magnifiers where they
 * were shown, M-PURITY), each hand's size and the diamonds seen going into it (M-HAND), and the
 * copies left face up in the market (M-CARD-DECK).
 *
 * The turns are not part of a record (records.md holds round sheets only): a round played turn by
 * turn exports as its sheets, and the session itself as a backup.
 */
import { says, type MessageText, type Rejection } from '../../game';
import { getOwn, isPlainObject, unknownKey } from '../json';
import { diamondCodes } from './cards';
import { stillToPlay } from './awaiting';
import { specialsLeft } from './card-counts';
import { checkTurnsConfig } from './read';
import { applyTurnStep } from './reducer';
import { initialTurns } from './state';
import type { TurnStep, TurnsState } from './types';
import { QUALITY_KEYS, type DiamsState, type Sheet, type TurnsRound } from '../types';

/** A rejection as a key and parameters: src/i18n/turns-messages.ts words it. */
const fault = (rule: string, text: MessageText): Rejection => ({ rule, text });
/** A seat's name; a seat past the list (the turns log's reader refuses one) would still get its number. */
const nameOf = (players: readonly string[], seat: number): string => players[seat] ?? String(seat + 1);

/** `{type: "turns", first, closing}`: a new turns log for the round about to be played. */
export function startTurns(state: DiamsState, raw: Record<string, unknown>): { ok: true; turns: TurnsRound } | { ok: false; rejection: Rejection } {
  const extra = unknownKey(raw, ['type', 'first', 'closing']);
  if (extra !== undefined) return { ok: false, rejection: fault('format', says('format.turns.fields')) };
  if (state.turns) return { ok: false, rejection: fault('format', says('format.turns.already')) };
  const { players, card } = state.config;
  const setup = { players, first: getOwn(raw, 'first'), closing: getOwn(raw, 'closing'), ...(card.deck ? { deck: card.deck } : {}) };
  const config = checkTurnsConfig(setup);
  if (!config.ok) return config;
  return { ok: true, turns: { config: config.value, events: [], state: initialTurns(config.value) } };
}

/** `{type: "turn", event}`: one more event of the round's turns log, or its rejection with the rule. */
export function applyTurn(turns: TurnsRound | undefined, raw: Record<string, unknown>): { ok: true; turns: TurnsRound } | { ok: false; rejection: Rejection } {
  if (!turns) return { ok: false, rejection: fault('format', says('format.turns.none')) };
  const extra = unknownKey(raw, ['type', 'event']);
  if (extra !== undefined) return { ok: false, rejection: fault('format', says('format.turn.fields')) };
  const event = getOwn(raw, 'event') as TurnStep;
  const next = applyTurnStep(turns.state, event);
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
    still === null ? says('M-CLOSING.sheets-early') : says('M-CLOSING.sheets-still', { players: still.map((seat) => nameOf(players, seat)) }),
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
    const who = nameOf(players, seat);
    const safe = safeAgrees(s, seat, sheet, who);
    if (safe) return safe;
    const hand = handAgrees(s, seat, sheet, who);
    if (hand) return hand;
  }
  return specialsAgree(s, sheets, players) ?? marketCopies(s, sheets);
}

function safeAgrees(s: TurnsState, seat: number, sheet: Sheet, who: string): Rejection | null {
  const logged = s.safes[seat]?.collections ?? [];
  for (const c of logged) {
    const entered = sheet.safe.find((e) => e.quality === c.quality);
    if (!entered) return fault('M-SECURE', says('M-SECURE.sheet-missing', { who, count: c.count, q: c.quality }));
    if (entered.count !== c.count) {
      return fault('M-SECURE', says('M-SECURE.sheet-count', { who, q: c.quality, count: c.count, entered: entered.count }));
    }
    if (c.pure !== null && entered.pure !== c.pure) {
      return fault('M-PURITY', says('M-PURITY.sheet', { who, q: c.quality, pure: c.pure, entered: entered.pure }));
    }
  }
  const extra = sheet.safe.find((e) => !logged.some((c) => c.quality === e.quality));
  if (extra) return fault('M-SECURE', says('M-SECURE.sheet-extra', { who, q: extra.quality }));
  return null;
}

function handAgrees(s: TurnsState, seat: number, sheet: Sheet, who: string): Rejection | null {
  const hand = s.hands[seat] ?? { size: 0, known: [] };
  const rest = [...sheet.hand];
  for (const d of hand.known) {
    const i = rest.indexOf(d.quality);
    if (i < 0) return fault('M-HAND', says('M-HAND.seen', { who, cards: diamondCodes(hand.known) }));
    rest.splice(i, 1);
  }
  if (sheet.hand.length > hand.size) return fault('M-HAND', says('M-HAND.size', { who, size: hand.size, listed: sheet.hand.length }));
  return null;
}

/** The cards of a hand not listed on its sheet are special cards: only so many are still in play. */
function specialsAgree(s: TurnsState, sheets: readonly Sheet[], players: readonly string[]): Rejection | null {
  const left = specialsLeft(s);
  let total = 0;
  for (let seat = 0; seat < players.length; seat++) {
    const size = s.hands[seat]?.size ?? 0;
    const missing = size - (sheets[seat]?.hand.length ?? 0);
    total += missing;
    if (missing > left) {
      return fault(
        'M-HAND',
        says('M-HAND.specials', {
          who: nameOf(players, seat),
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
    return fault('M-HAND', says('M-HAND.unlisted', { total, left }));
  }
  return null;
}

/** M-CARD-DECK: the diamonds left face up in the market count with the sheets' copies. */
function marketCopies(s: TurnsState, sheets: readonly Sheet[]): Rejection | null {
  const deck = s.config.deck;
  if (!deck) return null;
  for (const key of QUALITY_KEYS) {
    const q = Number(key);
    const inMarket = s.market.filter((d) => d.quality === q);
    if (inMarket.length === 0) continue;
    let cards = inMarket.length;
    let pure = inMarket.filter((d) => d.pure).length;
    for (const sheet of sheets) {
      for (const c of sheet.safe)
        if (c.quality === q) {
          cards += c.count;
          pure += c.pure;
        }
      cards += sheet.hand.filter((h) => h === q).length;
    }
    if (cards > deck[key].cards) {
      return fault('M-CARD-DECK', says('M-CARD-DECK.market', { n: inMarket.length, q, cards, deck: deck[key].cards }));
    }
    if (pure > deck[key].pure) return fault('M-CARD-DECK', says('M-CARD-DECK.market-pure', { pure, q, deck: deck[key].pure }));
  }
  return null;
}

/** Whether an event is a plain object of the given type (events come from untrusted backups). */
export function eventOfType(e: unknown, type: string): e is Record<string, unknown> {
  return isPlainObject(e) && e['type'] === type;
}
