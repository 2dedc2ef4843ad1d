/**
 * M-WIN: the most victory chips wins (or the most total points with option winBy "points").
 * On a tie, the tied player who placed first in round 2 wins, if exactly one tied player did;
 * otherwise (nobody, or several of them, placed first there, or there is no round 2 in a quick
 * game, M-GAME) the tied players share the victory.
 */
import { says, type MessageText } from '../game';
import type { WinBy, WinDecision } from './types';

/**
 * Decides the winners from each seat's game total (chips or points, as `winBy` says) and the
 * round-2 places (M-CHIPS places, 1 = first; null when the game has no round 2).
 */
export function decideWinners(totals: readonly number[], round2Places: readonly number[] | null, names: readonly string[], winBy: WinBy): WinDecision {
  if (totals.length === 0) return { winners: [], tied: [], how: 'shared', by: winBy, top: 0, firstInRound2: null, why: says('diams.win.nobody') };
  const top = Math.max(...totals);
  const tied = totals.flatMap((t, seat) => (t === top ? [seat] : []));
  const firstInRound2 = round2Places ? tied.filter((seat) => round2Places[seat] === 1) : null;
  const how = tied.length === 1 ? 'alone' : firstInRound2?.length === 1 ? 'round-2' : 'shared';
  const winners = how === 'round-2' ? (firstInRound2 as number[]) : tied;
  const data: Omit<WinDecision, 'why'> = { winners, tied, how, by: winBy, top, firstInRound2 };
  return { ...data, why: winSaid(data, names) };
}

/** The decision as data: src/i18n/diams-text.ts says it. */
export function winSaid(d: Omit<WinDecision, 'why'>, names: readonly string[]): MessageText {
  const name = (seat: number): string => names[seat] ?? `${seat + 1}`;
  const base = { by: d.by, tied: d.tied.map(name), top: d.top };
  if (d.tied.length === 0) return says('diams.win.nobody');
  if (d.how === 'alone') return says('diams.win.alone', base);
  if (d.how === 'round-2') return says('diams.win.round2', { ...base, winner: name(d.winners[0] as number) });
  const firsts = d.firstInRound2;
  const reason =
    firsts === null
      ? says('diams.win.no-round2')
      : firsts.length === 0
        ? says('diams.win.none-first')
        : says('diams.win.all-first', { firsts: firsts.map(name) });
  return says('diams.win.shared', { ...base, reason });
}
