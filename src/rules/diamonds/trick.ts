/** The end of a trick: its winner (D-WIN), the cards taken and the led suit's action (D-TAKE). */
import { act, clubTargets } from './actions';
import { suitIndex } from './cards';
import { awaiting, copyRound, perform, push, type ClubSource, type DiamondsState, type Mutable, type PlayedCard, type RoundState } from './state';

/** The card that wins a trick: the highest of the led suit (D-WIN); other suits never win. */
export function winningCard(cards: readonly PlayedCard[]): PlayedCard {
  const lead = cards[0] as PlayedCard;
  let best = lead;
  for (const c of cards) if (c.suit === lead.suit && c.rank > best.rank) best = c;
  return best;
}

/**
 * Resolves the full trick of a fresh copy (./state.ts), made for its last card or for the choice
 * that card asked for. May leave a Clubs choice pending for the winner.
 */
export function resolveTrick(fresh: Mutable<DiamondsState>): DiamondsState {
  const round = fresh.round as RoundState;
  const cards = round.trick;
  const best = winningCard(cards);
  const winner = best.seat;
  const won = round.won.slice();
  for (const c of cards) {
    const slot = winner * 4 + suitIndex(c.suit);
    won[slot] = (won[slot] as number) + 1;
  }
  const tricksWon = round.tricksWon.slice();
  tricksWon[winner] = (tricksWon[winner] as number) + 1;
  const over = round.plays === fresh.seating.playsPerRound;
  const nextRound = copyRound(round);
  nextRound.trick = [];
  nextRound.leader = winner; // D-LEAD: the winner leads the next trick
  nextRound.trickNo = over ? round.trickNo : round.trickNo + 1;
  nextRound.won = won;
  nextRound.tricksWon = tricksWon;
  const tricks = push(fresh.tricks, {
    round: round.index,
    trick: round.trickNo,
    leader: round.leader,
    cards,
    winner,
  });
  fresh.round = nextRound;
  fresh.tricks = tricks;
  const suit = (cards[0] as PlayedCard).suit;
  const side = fresh.seating.sideOf[winner] as number;
  const src: ClubSource = { round: round.index, trick: round.trickNo, play: best.play, cause: 'D-TAKE', actor: winner, side };
  const targets = suit === 'C' ? clubTargets(fresh, side) : undefined;
  if (targets?.kind === 'choice') return awaiting(fresh, src, targets.victims);
  perform(fresh, act(fresh, suit, src, null, targets));
  return fresh;
}
