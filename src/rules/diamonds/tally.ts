/**
 * The tally: scores, ranking and the result (D-SCORE, D-TIE, DT-SCORE) for the zones the app holds
 * or for counts a table is still typing in. Before the last round it is the ranking "if the game
 * ended now". It is data: src/i18n/diamonds-text.ts words the sums, the verdict (a lead before the
 * last round, a win after it) and the ties.
 */
import { result, standings, type Result, type Standing } from './scoring';
import { copyState, type DiamondsState, type Zones } from './state';

export interface Placed extends Standing {
  /** 1-based; equal for sides neither the score nor the Vault separates. */
  place: number;
  winner: boolean;
}

export interface Tally {
  /** The game is over (D-ROUNDS): the verdict is the result, not a lead. */
  final: boolean;
  ranking: Placed[];
  result: Result;
}

export function tally(state: DiamondsState, zones: readonly Zones[] = state.zones): Tally {
  let s = state;
  if (zones !== state.zones) {
    const copy = copyState(state);
    copy.zones = zones;
    s = copy;
  }
  const final = s.phase === 'over';
  const res = result(s);
  const sorted = standings(s).sort((a, b) => b.score - a.score || b.vault - a.vault || a.side - b.side);
  let place = 0;
  const ranking = sorted.map((x, i): Placed => {
    const prev = sorted[i - 1];
    if (!prev || prev.score !== x.score || prev.vault !== x.vault) place = i + 1;
    return { ...x, place, winner: res.sides.includes(x.side) };
  });
  return { final, ranking, result: res };
}
