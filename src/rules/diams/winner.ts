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
  const measure = winBy === 'chips' ? 'victory chips' : 'total points';
  const name = (seat: number): string => names[seat] ?? `seat ${seat + 1}`;
  if (totals.length === 0) return { winners: [], tied: [], how: 'shared', why: 'Nobody is playing.' };
  const top = Math.max(...totals);
  const tied = totals.flatMap((t, seat) => (t === top ? [seat] : []));
  const list = tied.map(name).join(', ');
  if (tied.length === 1) {
    return { winners: tied, tied, how: 'alone', why: `${list} has the most ${measure} (${top}) and wins (M-WIN).` };
  }
  const firstInRound2 = round2Places ? tied.filter((seat) => round2Places[seat] === 1) : [];
  if (firstInRound2.length === 1) {
    const winner = firstInRound2[0] as number;
    return {
      winners: [winner],
      tied,
      how: 'round-2',
      why: `${list} tie on ${top} ${measure}; ${name(winner)} alone among them placed first in round 2 and wins (M-WIN).`,
    };
  }
  const reason =
    round2Places === null
      ? 'there is no round 2 in a one-round game'
      : firstInRound2.length === 0
        ? 'none of them placed first in round 2'
        : `${firstInRound2.map(name).join(', ')} all placed first in round 2`;
  return { winners: tied, tied, how: 'shared', why: `${list} tie on ${top} ${measure}; ${reason}, so they share the victory (M-WIN).` };
}
