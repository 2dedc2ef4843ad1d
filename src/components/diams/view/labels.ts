/**
 * How Diam's facts read on screen, in one place so every component says them the same way.
 * Player names are untrusted text: these build plain strings, never markup.
 */
import type { DiamsOptions, HandTie, WinBy } from '../../../rules/diams/index.js';

/** M-CARD-VALUES: the rules name quality 7 the most valuable, not 10. */
export const MOST_VALUABLE = 7;

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "quality 7, 4 diamonds": one entry of the rules card, as messages and labels name it. */
export function entryName(quality: number, count: number): string {
  return `quality ${quality}, ${count} diamonds`;
}

/** "Ann, Bob and Cy" */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/** One line per option value, as the new-game form and the rules section explain them. */
export const ROUNDS_TEXT: Record<DiamsOptions['rounds'], { label: string; hint: string }> = {
  3: { label: '3 rounds (standard)', hint: 'The usual game: chips from three rounds decide it (M-GAME).' },
  1: { label: '1 round (quick game)', hint: 'A short game decided by one round; there is no round-2 tie-break (M-GAME).' },
};

export const HAND_TIE_TEXT: Record<HandTie, { label: string; hint: string }> = {
  none: {
    label: 'Nobody gains it (default)',
    hint: 'On a tie for the highest hand, nobody gains the 3 points: the reading of the seed rules (M-HAND).',
  },
  all: {
    label: 'Each tied player gains it',
    hint: 'On a tie for the highest hand, every tied player gains 3: Board Game Arena\'s English help (M-HAND).',
  },
};

export const WIN_BY_TEXT: Record<WinBy, { label: string; hint: string }> = {
  chips: {
    label: 'Victory chips (default)',
    hint: 'The most chips over the game wins; round 2 breaks a tie (M-WIN).',
  },
  points: {
    label: 'Total points',
    hint: 'The most points over the game wins: the seed\'s first reading, later corrected to chips (M-WIN).',
  },
};

/** "3 rounds · hand-bonus tie: nobody · win by chips" */
export function optionsLine(options: DiamsOptions): string {
  const rounds = options.rounds === 3 ? '3 rounds' : '1 round (quick game)';
  const tie = options.handTie === 'none' ? 'hand-bonus tie: nobody gains it' : 'hand-bonus tie: each tied player gains it';
  const by = options.winBy === 'chips' ? 'won by victory chips' : 'won by total points';
  return `${rounds} · ${tie} · ${by}`;
}

/** "1st", "2nd", "3rd", "4th", "5th" */
export function ordinal(place: number): string {
  const suffix = place === 1 ? 'st' : place === 2 ? 'nd' : place === 3 ? 'rd' : 'th';
  return `${place}${suffix}`;
}
