/**
 * The round-end check: a round recorded from its end only, for tables that do not record every
 * card. The table gives the dealer, the cards of each suit each side won, who won a trick, and the
 * zones after the last trick; the app refuses counts no round can produce, then performs the end
 * of the round exactly as after a card-by-card round (./round-end.ts): same majorities, same
 * no-trick bonuses, same Clubs choice (answered by a `steal` event), same reasons in the history.
 * A checked round counts for D-ROUNDS and D-DEALER like a dealt one, so a session can switch from
 * card-by-card recording to checks at any round boundary.
 */
import { says, type Applied, type MessageText, type Rejection } from '../game';
import { SUITS, deckRanks } from './cards';
import { readThief, readTricks, readWon, readZones } from './check-input';
import { seatName, sideName } from './names';
import { chooseVictimFirst, reject } from './reject';
import { endRound } from './round-end';
import { copyRound, copyState, type DiamondsState, type RoundState } from './state';
import type { CheckEvent, Suit } from './types';

/** The reducer's own `deal`, so a check validates its dealer and pass exactly as a deal does. */
export type Deal = (state: DiamondsState, dealer: number, pass: number) => Applied<DiamondsState>;

export function applyCheck(state: DiamondsState, event: CheckEvent, deal: Deal): Applied<DiamondsState> {
  const index = state.roundsDone + 1;
  if (state.phase === 'steal' && state.pending) {
    return chooseVictimFirst(state, state.pending);
  }
  // No pass noted: any legal count stands in for it while the deal is validated (D-PASS never
  // changes the round end), and the round keeps 0, "not recorded".
  const dealt = deal(state, event.dealer, event.pass === undefined ? 1 : event.pass);
  if (!dealt.ok) {
    const r = dealt.rejection;
    if (r.rule !== 'D-ROUND-END') return dealt;
    return reject(r.rule, says('D-ROUND-END.check', r.text.params), { round: r.round, play: r.play });
  }
  const at = { round: index, play: null };
  const won = readWon(state, event.won, at);
  if (!won.ok) return won;
  const tricks = readTricks(state, event.tricks, at);
  if (!tricks.ok) return tricks;
  const problem = countsProblem(state, won.value, tricks.value, index);
  if (problem) return { ok: false, rejection: problem };
  const zones = event.zones === undefined ? null : readZones(state, event.zones, at);
  if (zones && !zones.ok) return zones;
  const thief = event.thief === undefined ? null : readThief(state, event.thief, at);
  if (thief && !thief.ok) return thief;

  const start = copyState(dealt.state);
  start.round = counted(dealt.state, won.value, tricks.value, event.pass === undefined ? 0 : event.pass);
  if (zones) start.zones = zones.value;
  if (thief) start.thief = thief.value;
  return { ok: true, state: endRound(start, 'check') };
}

/**
 * The first rule the counts break, or null when some round can produce them: the deck's suits
 * (D-DECK, DP deals every card), every card in hand played (D-ROUND-END), cards taken a whole
 * trick at a time (D-TAKE), and cards won only by players who won a trick (D-NOTRICK).
 */
export function countsProblem(state: DiamondsState, won: readonly (readonly number[])[], tricks: readonly boolean[], round: number): Rejection | null {
  const { seating: seating, config } = state;
  const at = { round, play: null };
  const fail = (rule: string, text: MessageText): Rejection => ({ rule, ...at, text: says(text.key, { round, ...text.params }) });
  const { low, high } = deckRanks(config.variant, seating.players);
  const suitSize = high - low + 1;
  for (let i = 0; i < 4; i++) {
    const suit = SUITS[i] as Suit;
    const total = won.reduce((sum, row) => sum + (row[i] as number), 0);
    if (total > Math.min(suitSize, seating.playsPerRound)) {
      return fail('D-DECK', says('D-DECK.suit-count', { suit, total, size: suitSize, low, high }));
    }
    if (config.variant === 'perfect' && total !== suitSize) {
      return fail('D-DECK', says('D-DECK.perfect-count', { suit, size: suitSize, total }));
    }
  }
  const all = won.reduce((sum, row) => sum + row.reduce((a, b) => a + b, 0), 0);
  if (all !== seating.playsPerRound) {
    return fail('D-ROUND-END', says('D-ROUND-END.count', { all, plays: seating.playsPerRound, hand: seating.hand }));
  }
  for (let side = 0; side < seating.members.length; side++) {
    const members = seating.members[side] as readonly number[];
    const total = (won[side] as readonly number[]).reduce((a, b) => a + b, 0);
    const name = sideName(state, side);
    if (total % seating.trickSize !== 0) {
      return fail('D-TAKE', says(seating.players === 2 ? 'D-TAKE.two' : 'D-TAKE', { side: name, total, size: seating.trickSize }));
    }
    const winners = members.filter((seat) => tricks[seat]);
    if (total > 0 && winners.length === 0) {
      const text =
        members.length === 1
          ? says('D-NOTRICK.no-winner', { side: name, total })
          : says('D-NOTRICK.no-winner-team', { players: members.map((s) => seatName(state, s)), total });
      return fail('D-NOTRICK', text);
    }
    if (winners.length * seating.trickSize > total) {
      const names = winners.map((s) => seatName(state, s));
      // One trick's worth is short only for both partners; a lone winner's side won no card.
      const key =
        members.length === 1
          ? 'D-NOTRICK.marked'
          : winners.length === 1
            ? 'D-NOTRICK.marked-team'
            : total === 0
              ? 'D-NOTRICK.marked-both'
              : 'D-NOTRICK.marked-both-one-trick';
      return fail('D-NOTRICK', says(key, { players: names, total, size: seating.trickSize }));
    }
  }
  return null;
}

/**
 * The dealt round turned into a finished one with the entered counts. The rules only read counts
 * per side (DT-MAJORITY) and whether each seat won a trick (D-NOTRICK), so a side's cards are
 * kept on its first member who won a trick and its tricks are shared among its winners (one each,
 * the rest to the first): per-side totals stay exact for every screen that sums them. Which cards
 * were played stays unknown (`played` is empty).
 */
function counted(dealt: DiamondsState, won: readonly (readonly number[])[], tricks: readonly boolean[], pass: number): RoundState {
  const { seating: seating } = dealt;
  const round = copyRound(dealt.round as RoundState);
  const perSeat = new Array<number>(seating.players * 4).fill(0);
  const tricksWon = new Array<number>(seating.players).fill(0);
  seating.members.forEach((members, side) => {
    const row = won[side] as readonly number[];
    const winners = members.filter((seat) => tricks[seat]);
    const first = winners[0];
    if (first === undefined) return;
    for (let i = 0; i < 4; i++) perSeat[first * 4 + i] = row[i] as number;
    const count = row.reduce((a, b) => a + b, 0) / seating.trickSize;
    for (const seat of winners) tricksWon[seat] = 1;
    tricksWon[first] = count - winners.length + 1;
  });
  round.pass = pass;
  round.plays = seating.playsPerRound;
  round.trickNo = seating.playsPerRound / seating.trickSize;
  round.won = perSeat;
  round.tricksWon = tricksWon;
  return round;
}
