/**
 * The history panel's content: every event of the log with what it did and why, obtained by
 * replaying the log once (the same `apply` that derives the screen's state).
 */
import {
  apply,
  cardName,
  moveText,
  nextSeat,
  parseCard,
  type PlayedCard,
  type DiamondsConfig,
  type DiamondsEvent,
  initialState,
} from '../../../rules/diamonds/index.js';
import { newMoves, newTricks } from './changes.js';
import { playerName, sideLabel } from './names.js';

export interface HistoryEntry {
  /** 0-based position in the log. */
  index: number;
  /** What the event records, e.g. "Round 2, trick 3: Ann plays 7 of Hearts". */
  title: string;
  /** Why points moved because of it (the engine's reasons), and tricks it completed. */
  reasons: string[];
}

export function historyOf(config: DiamondsConfig, events: readonly DiamondsEvent[]): HistoryEntry[] {
  let state = initialState(config);
  const out: HistoryEntry[] = [];
  events.forEach((event, index) => {
    const before = state;
    const next = apply(before, event);
    if (!next.ok) {
      out.push({ index, title: `Not applied: ${next.rejection.message}`, reasons: [] });
      return;
    }
    state = next.state;
    let title: string;
    if (event.type === 'deal') {
      title = `Round ${state.round?.index ?? ''}: ${playerName(state, event.dealer)} deals and everyone passes ${event.pass} (D-DEALER, D-PASS)`;
    } else if (event.type === 'play') {
      const card = parseCard(event.card);
      const r = before.round;
      const seat = nextSeat(before) ?? 0;
      title = `Round ${r?.index ?? ''}, trick ${r?.trickNo ?? ''}, play ${(r?.plays ?? 0) + 1}: ${playerName(state, seat)} plays ${card ? cardName(card) : event.card}`;
    } else if (event.type === 'steal') {
      const pending = before.pending;
      const robber = pending ? sideLabel(state, pending.side) : '';
      title = `${robber} chose to rob ${sideLabel(state, state.table.sideOf[event.victim] ?? event.victim)} (D-A-CLUB)`;
    } else if (event.type === 'zones') {
      const counts = event.zones.map((z, side) => `${sideLabel(state, side)} ${z.showroom} in Showroom, ${z.vault} in Vault`);
      title = `Diamonds counted at the table: ${counts.join('; ')}`;
    } else if (event.type === 'check') {
      title = `Round ${state.roundsDone}: ${playerName(state, event.dealer)} dealt; the round was entered from its end (cards won by suit, tricks won)`;
    } else {
      title = 'An entry this version cannot describe';
    }
    const reasons = newTricks(before, state).map((t) => {
      const best = winningCard(t.cards);
      return `${playerName(state, t.winner)} wins trick ${t.trick}${best ? ` with ${cardName(best)}` : ''} (D-WIN)`;
    });
    for (const move of newMoves(before, state)) reasons.push(moveText(state, move));
    out.push({ index, title, reasons });
  });
  return out;
}

/** The card that won a trick: the highest of the led suit (D-WIN). */
function winningCard(cards: readonly PlayedCard[]): PlayedCard | undefined {
  const led = cards[0]?.suit;
  let best: PlayedCard | undefined;
  for (const c of cards) if (c.suit === led && (!best || c.rank > best.rank)) best = c;
  return best;
}
