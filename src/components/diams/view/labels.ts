/**
 * How Diam's facts read on screen, in one place so every component says them the same way, in
 * the current language. Player names are untrusted text: these build plain strings, never markup.
 */
import { msg, str } from '@lit/localize';
import type { DiamsOptions, HandTie, WinBy } from '../../../rules/diams/index';
import { formatList, formatPlace, plural } from '../../../i18n/format';

/** M-CARD-VALUES: the rules name quality 7 the most valuable, not 10. */
export const MOST_VALUABLE = 7;

/** "3 values" / "3項" / "3件": how many rules-card values. */
export function valuesCount(n: number): string {
  return plural(n, {
    one: () => msg(str`${n} value`, { id: 'diams.count.value.one' }),
    other: () => msg(str`${n} values`, { id: 'diams.count.value' }),
  });
}

/** "2 diamonds" */
export function diamondsCount(n: number): string {
  return plural(n, {
    one: () => msg(str`${n} diamond`, { id: 'diams.count.diamond.one' }),
    other: () => msg(str`${n} diamonds`, { id: 'diams.count.diamond' }),
  });
}

/** "5 cards" */
export { cardsCount } from '../../../i18n/counts';

/** "quality 7, 4 diamonds": one entry of the rules card, as messages and labels name it. */
/** "Quality 5, 4 diamonds" at the start of a line. */
export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export function entryName(quality: number, count: number): string {
  return msg(str`quality ${quality}, ${count} diamonds`, { id: 'diams.entry' });
}

/** "Ann, Bob and Cy" (through Intl). */
export function listNames(names: readonly string[]): string {
  return formatList(names);
}

type OptionText = { readonly label: string; readonly hint: string };

/** One line per option value, as the new-game form and the rules section explain them (getters: current language). */
export const ROUNDS_TEXT: Record<DiamsOptions['rounds'], OptionText> = {
  3: {
    get label() {
      return msg('3 rounds (standard)', { id: 'diams.option.rounds3' });
    },
    get hint() {
      return msg('The usual game: chips from three rounds decide it (M-GAME).', { id: 'diams.option.rounds3.hint' });
    },
  },
  1: {
    get label() {
      return msg('1 round (quick game)', { id: 'diams.option.rounds1' });
    },
    get hint() {
      return msg('A short game decided by one round; there is no round-2 tie-break (M-GAME).', { id: 'diams.option.rounds1.hint' });
    },
  },
};

export const HAND_TIE_TEXT: Record<HandTie, OptionText> = {
  none: {
    get label() {
      return msg('Nobody gains it (default)', { id: 'diams.option.tie-none' });
    },
    get hint() {
      return msg('On a tie for the highest hand, nobody gains the 3 points: the reading of the seed rules (M-HAND).', {
        id: 'diams.option.tie-none.hint',
      });
    },
  },
  all: {
    get label() {
      return msg('Each tied player gains it', { id: 'diams.option.tie-all' });
    },
    get hint() {
      return msg("On a tie for the highest hand, every tied player gains 3: Board Game Arena's English help (M-HAND).", {
        id: 'diams.option.tie-all.hint',
      });
    },
  },
};

export const WIN_BY_TEXT: Record<WinBy, OptionText> = {
  chips: {
    get label() {
      return msg('Victory chips (default)', { id: 'diams.option.chips' });
    },
    get hint() {
      return msg('The most chips over the game wins; round 2 breaks a tie (M-WIN).', { id: 'diams.option.chips.hint' });
    },
  },
  points: {
    get label() {
      return msg('Total points', { id: 'diams.option.points' });
    },
    get hint() {
      return msg("The most points over the game wins: the seed's first reading, later corrected to chips (M-WIN).", {
        id: 'diams.option.points.hint',
      });
    },
  },
};

/** "3 rounds · hand-bonus tie: nobody · win by chips" */
export function optionsLine(options: DiamsOptions): string {
  const rounds = options.rounds === 3 ? msg('3 rounds', { id: 'diams.options.rounds3' }) : msg('1 round (quick game)', { id: 'diams.option.rounds1' });
  const tie =
    options.handTie === 'none'
      ? msg('hand-bonus tie: nobody gains it', { id: 'diams.options.tie-none' })
      : msg('hand-bonus tie: each tied player gains it', { id: 'diams.options.tie-all' });
  const by =
    options.winBy === 'chips' ? msg('won by victory chips', { id: 'diams.options.chips' }) : msg('won by total points', { id: 'diams.options.points' });
  return `${rounds} · ${tie} · ${by}`;
}

/** A place in a ranking: "1st", "2nd" / "第1名" / "1位". */
export function ordinal(place: number): string {
  return formatPlace(place);
}
