/** The end of a trick: its winner (D-WIN), the cards taken and the led suit's action (D-TAKE). */
import { act, clubTargets } from './actions';
import { SUIT_INDEX } from './cards';
import { awaiting, copyRound, copyState, push, withAction, type ClubSource, type DiamondsState, type PlayedCard, type RoundState } from './state';

/** The card that wins a trick: the highest of the led suit (D-WIN); other suits never win. */
export function winningCard(cards: readonly PlayedCard[]): PlayedCard {
  const lead = cards[0] as PlayedCard;
  let best = lead;
  for (const c of cards) if (c.suit === lead.suit && c.rank > best.rank) best = c;
  return best;
}

/** Resolves a full trick. May leave a Clubs choice pending for the winner. */
export function resolveTrick(state: DiamondsState): DiamondsState {
  const round = state.round as RoundState;
  const cards = round.trick;
  const best = winningCard(cards);
  const winner = best.seat;
  const won = round.won.slice();
  for (const c of cards) {
    const slot = winner * 4 + SUIT_INDEX[c.suit];
    won[slot] = (won[slot] as number) + 1;
  }
  const tricksWon = round.tricksWon.slice();
  tricksWon[winner] = (tricksWon[winner] as number) + 1;
  const over = round.plays === state.table.playsPerRound;
  const nextRound = copyRound(round);
  nextRound.trick = [];
  nextRound.leader = winner; // D-LEAD: the winner leads the next trick
  nextRound.trickNo = over ? round.trickNo : round.trickNo + 1;
  nextRound.won = won;
  nextRound.tricksWon = tricksWon;
  const tricks = push(state.tricks, {
    round: round.index,
    trick: round.trickNo,
    leader: round.leader,
    cards,
    winner,
  });
  const base = copyState(state);
  base.round = nextRound;
  base.tricks = tricks;
  const suit = (cards[0] as PlayedCard).suit;
  const side = state.table.sideOf[winner] as number;
  const src: ClubSource = { round: round.index, trick: round.trickNo, play: best.play, cause: 'D-TAKE', actor: winner, side };
  if (suit === 'C') {
    const targets = clubTargets(base, side);
    if (targets.kind === 'choice') return awaiting(base, src, targets.victims);
  }
  const done = act(base, suit, src);
  return withAction(base, done);
}
