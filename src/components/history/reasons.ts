/**
 * A finished (or any) session's full history of reasons, for the read-only view: replayed once
 * with the rules modules, which give every reason in their own words (the Diamonds engine's
 * `moveText`, the Diam's scores' line items).
 */
import { msg, str } from '@lit/localize';
import { apply, initialState, toArray, type DiamondsConfig, type DiamondsEvent, type DiamondsState, type Move, type Suit } from '../../rules/diamonds/index';
import { apply as applyDiams, initial as diamsInitial, type DiamsConfig, type DiamsEvent, type DiamsState } from '../../rules/diams/index';
import { cardName } from '../../i18n/cards';
import { keptReason, moveReason } from '../../i18n/diamonds-text';
import { collectionWhy, handWhy, purityWhy } from '../../i18n/diams-text';

export interface TrickStory {
  trick: number;
  /** "Bob: 5 of Hearts", in playing order. */
  cards: string[];
  /** "Cy wins the trick (D-WIN)", or null for a trick not finished. */
  winner: string | null;
  /** A revoke kept as played in this trick (D-REVOKE), then why diamonds moved (off-suit cards, then the trick's own action). */
  reasons: string[];
}

export interface DiamondsRoundStory {
  round: number;
  /** "Ann deals; each player passes 2 cards (D-DEALER, D-PASS)". */
  deal: string;
  tricks: TrickStory[];
  /** End of round: majorities, then no-trick bonuses. */
  end: string[];
}

/** Every round of a Diamonds log with its tricks and reasons (up to the log's legal end). */
export function diamondsStory(config: DiamondsConfig, events: readonly DiamondsEvent[]): DiamondsRoundStory[] {
  let state: DiamondsState = initialState(config);
  const deals: { dealer: number; pass: number }[] = [];
  for (const event of events) {
    const next = apply(state, event);
    if (!next.ok) break;
    if (event.type === 'deal') deals.push({ dealer: event.dealer, pass: event.pass });
    state = next.state;
  }
  const name = (seat: number) => config.players[seat] ?? String(seat + 1);
  const played = (c: { seat: number; suit: Suit; rank: number }) => `${name(c.seat)}: ${cardName(c)}`;
  const moves = toArray(state.moves);
  const tricks = toArray(state.tricks);
  const reason = (m: Move) => moveReason(state, m);
  const kept = toArray(state.kept);
  // D-REVOKE: the table's call is told in the trick of the card that proved the revoke.
  const keptIn = (round: number, trick: number) => kept.filter((k) => k.round === round && k.provenTrick === trick).map((k) => keptReason(state, k));
  return deals.map(({ dealer, pass }, i) => {
    const round = i + 1;
    const inRound = moves.filter((m) => m.round === round);
    const stories: TrickStory[] = tricks
      .filter((t) => t.round === round)
      .map((t) => ({
        trick: t.trick,
        cards: t.cards.map(played),
        winner: msg(str`${name(t.winner)} wins the trick (D-WIN)`, { id: 'history.trick-winner' }),
        reasons: [
          ...keptIn(round, t.trick),
          ...inRound.filter((m) => m.trick === t.trick && m.cause === 'D-OFFSUIT').map(reason),
          ...inRound.filter((m) => m.trick === t.trick && m.cause === 'D-TAKE').map(reason),
        ],
      }));
    // The trick being played when the log stops (a game in progress).
    const current = state.round?.index === round && !state.round.over ? state.round : null;
    const done = new Set(stories.map((s) => s.trick));
    if (current && !done.has(current.trickNo) && (current.trick.length > 0 || inRound.some((m) => m.trick === current.trickNo))) {
      stories.push({
        trick: current.trickNo,
        cards: current.trick.map(played),
        winner: null,
        reasons: [...keptIn(round, current.trickNo), ...inRound.filter((m) => m.trick === current.trickNo).map(reason)],
      });
    }
    return {
      round,
      deal:
        pass === 1
          ? msg(str`${name(dealer)} deals; each player passes ${pass} card (D-DEALER, D-PASS)`, { id: 'history.deal.one' })
          : msg(str`${name(dealer)} deals; each player passes ${pass} cards (D-DEALER, D-PASS)`, { id: 'history.deal' }),
      tricks: stories,
      end: inRound.filter((m) => m.trick === null).map(reason),
    };
  });
}

export interface DiamsPlayerStory {
  name: string;
  points: number;
  place: number;
  chips: number;
  /** Every line of the round score: collections, purity bonus, hand bonus. */
  lines: string[];
}

export interface DiamsRoundStory {
  round: number;
  players: DiamsPlayerStory[];
}

/** Every round of a Diam's log: each player's points line by line, place and chips. */
export function diamsStory(config: DiamsConfig, events: readonly DiamsEvent[]): DiamsRoundStory[] {
  let state: DiamsState = diamsInitial(config);
  for (const event of events) {
    const next = applyDiams(state, event);
    if (!next.ok) break;
    state = next.state;
  }
  return state.rounds.map((r, i) => ({
    round: i + 1,
    players: config.players.map((name, seat) => {
      const score = r.scores[seat];
      return {
        name,
        points: r.points[seat] ?? 0,
        place: r.places[seat] ?? 0,
        chips: r.chips[seat] ?? 0,
        lines: score
          ? [
              ...(score.collections.length ? score.collections.map(collectionWhy) : [msg('Nothing in the safe: 0 points.', { id: 'history.empty-safe' })]),
              purityWhy(score.purity, seat, config.players),
              handWhy(score.hand, seat, config.players),
            ]
          : [],
      };
    }),
  }));
}
