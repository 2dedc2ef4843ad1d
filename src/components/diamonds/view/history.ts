/**
 * The history panel's content: every event of the log with what it did and why, obtained by
 * replaying the log once (the same `apply` that derives the screen's state).
 */
import { msg, str } from '@lit/localize';
import { apply, isCard, nextSeat, parseCard, type PlayedCard, type DiamondsConfig, type DiamondsEvent, initialState } from '../../../rules/diamonds/index';
import { cardName } from '../../../i18n/cards';
import { keptReason, moveReason } from '../../../i18n/diamonds-text';
import { rejectionText } from '../../../i18n/rule-messages';
import { newKept, newMoves, newTricks } from './changes';
import { playerName, sideLabel } from './names';
import { formatList } from '../../../i18n/format';

export interface HistoryEntry {
  /** 0-based position in the log. */
  index: number;
  /** What the event records, e.g. "Round 2, trick 3: Ann plays 7 of Hearts". */
  title: string;
  /** Why points moved because of it (the engine's reasons), and tricks it completed. */
  reasons: string[];
  /** The rules refused it (a log a rules change made illegal). */
  rejected?: boolean;
}

export function historyOf(config: DiamondsConfig, events: readonly DiamondsEvent[]): HistoryEntry[] {
  let state = initialState(config);
  const out: HistoryEntry[] = [];
  events.forEach((event, index) => {
    const before = state;
    const next = apply(before, event);
    if (!next.ok) {
      const why = rejectionText(next.rejection);
      out.push({ index, title: msg(str`Not applied: ${why}`, { id: 'diamonds.history.rejected' }), reasons: [], rejected: true });
      return;
    }
    state = next.state;
    let title: string;
    if (event.type === 'deal') {
      const round = state.round?.index ?? '';
      const dealer = playerName(state, event.dealer);
      const pass = event.pass;
      title = msg(str`Round ${round}: ${dealer} deals and everyone passes ${pass} (D-DEALER, D-PASS)`, { id: 'diamonds.history.deal' });
    } else if (isCard(event)) {
      const parsed = parseCard(event.card);
      const card = parsed ? cardName(parsed) : event.card;
      const r = before.round;
      const round = r?.index ?? '';
      const trick = r?.trickNo ?? '';
      const play = (r?.plays ?? 0) + 1;
      const player = playerName(state, nextSeat(before) ?? 0);
      title = msg(str`Round ${round}, trick ${trick}, play ${play}: ${player} plays ${card}`, { id: 'diamonds.history.play' });
    } else if (event.type === 'steal') {
      const pending = before.pending;
      const robber = pending ? sideLabel(state, pending.side) : '';
      const victim = sideLabel(state, state.seating.sideOf[event.victim] ?? event.victim);
      title = msg(str`${robber} chose to rob ${victim} (D-A-CLUB)`, { id: 'diamonds.history.steal' });
    } else if (event.type === 'zones') {
      const counts = formatList(
        event.zones.map((z, side) => {
          const who = sideLabel(state, side);
          const { showroom, vault } = z;
          return msg(str`${who} ${showroom} in Showroom, ${vault} in Vault`, { id: 'diamonds.history.zone' });
        }),
        'clauses',
      );
      title = msg(str`Diamonds counted at the table: ${counts}`, { id: 'diamonds.history.zones' });
    } else if (event.type === 'check') {
      const round = state.roundsDone;
      const dealer = playerName(state, event.dealer);
      title = msg(str`Round ${round}: ${dealer} dealt; the round was entered from its end (cards won by suit, tricks won)`, {
        id: 'diamonds.history.check',
      });
    } else {
      title = msg('An entry this version cannot describe', { id: 'diamonds.history.unknown' });
    }
    // D-REVOKE: the table's call comes first, before what the card then did.
    const reasons = newKept(before, state).map((k) => keptReason(state, k));
    for (const t of newTricks(before, state)) {
      const best = winningCard(t.cards);
      const winner = playerName(state, t.winner);
      const trick = t.trick;
      if (!best) {
        reasons.push(msg(str`${winner} wins trick ${trick} (D-WIN)`, { id: 'diamonds.history.trick' }));
        continue;
      }
      const card = cardName(best);
      reasons.push(msg(str`${winner} wins trick ${trick} with ${card} (D-WIN)`, { id: 'diamonds.history.trick-card' }));
    }
    for (const move of newMoves(before, state)) reasons.push(moveReason(state, move));
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
