/**
 * M-WIN: the most victory chips wins (or the most total points with option winBy "points").
 * On a tie, the tied player who placed first in round 2 wins, if exactly one tied player did;
 * otherwise (nobody, or several of them, placed first there, or there is no round 2 in a quick
 * game, M-GAME) the tied players share the victory.
 */
import type { WinBy, WinDecision } from './types';

/**
 * Decides the winners from each seat's game total (chips or points, as `winBy` says) and the
 * round-2 places (M-CHIPS places, 1 = first; null when the game has no round 2).
 */
export function decideWinners(
  totals: readonly number[],
  round2Places: readonly number[] | null,
  names: readonly string[],
  winBy: WinBy,
): WinDecision {
  if (totals.length === 0) return { winners: [], tied: [], how: 'shared', by: winBy, top: 0, firstInRound2: null, why: 'Nobody is playing.' };
  const top = Math.max(...totals);
  const tied = totals.flatMap((t, seat) => (t === top ? [seat] : []));
  const firstInRound2 = round2Places ? tied.filter((seat) => round2Places[seat] === 1) : null;
  const how = tied.length === 1 ? 'alone' : firstInRound2?.length === 1 ? 'round-2' : 'shared';
  const winners = how === 'round-2' ? (firstInRound2 as number[]) : tied;
  const data: Omit<WinDecision, 'why'> = { winners, tied, how, by: winBy, top, firstInRound2 };
  return { ...data, why: winWhy(data, names) };
}

/** The decision in words, from its data. */
function winWhy(d: Omit<WinDecision, 'why'>, names: readonly string[]): string {
  const measure = d.by === 'chips' ? 'victory chips' : 'total points';
  const name = (seat: number): string => names[seat] ?? `seat ${seat + 1}`;
  const list = d.tied.map(name).join(', ');
  if (d.how === 'alone') return `${list} has the most ${measure} (${d.top}) and wins (M-WIN).`;
  if (d.how === 'round-2') {
    return `${list} tie on ${d.top} ${measure}; ${name(d.winners[0] as number)} alone among them placed first in round 2 and wins (M-WIN).`;
  }
  const firsts = d.firstInRound2;
  const reason =
    firsts === null
      ? 'there is no round 2 in a one-round game'
      : firsts.length === 0
        ? 'none of them placed first in round 2'
        : `${firsts.map(name).join(', ')} all placed first in round 2`;
  return `${list} tie on ${d.top} ${measure}; ${reason}, so they share the victory (M-WIN).`;
}
