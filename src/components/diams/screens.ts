/** What the screens need of Diam's (src/components/shared/game-screens.ts); listed in src/components/shared/games.ts. */
import { msg, str } from '@lit/localize';
import type { GameScreens } from '../shared/game-screens';

export const diamsScreens: GameScreens = {
  id: 'diams',
  name: () => msg("Diam's", { id: 'game.diams' }),
  hint: () => msg('(collections, scored from round sheets)', { id: 'new.which.diams' }),
  notThisGame: () => ({
    title: msg("Not a game of Diam's", { id: 'diams.not-diams.title' }),
    message: msg("This game is not a game of Diam's, so this screen cannot record it.", { id: 'diams.not-diams.message' }),
  }),
  // A Diam's log is read as its rounds.
  broken: (at, why, rule) =>
    msg(str`This game's log stops replaying at round ${at}: ${why} (${rule}). The game is shown up to there; undo to continue from an earlier point.`, {
      id: 'diams.broken',
    }),
  totalsIn: (config) => ((config as { options?: { winBy?: unknown } } | null)?.options?.winBy === 'points' ? 'points' : 'chips'),
  resultHeading: () => msg('Points', { id: 'diams.result.points' }),
  groupLabel: (variant) => {
    switch (variant) {
      case null:
        return msg("Diam's, all", { id: 'stats.group.diams' });
      case 'standard':
        return msg("Diam's, 3 rounds", { id: 'stats.group.diams-standard' });
      case 'quick':
        return msg("Diam's, quick game", { id: 'stats.group.diams-quick' });
      default:
        return variant;
    }
  },
  variantText: (variant) => {
    switch (variant) {
      case 'standard':
        return msg('3 rounds', { id: 'diams.options.rounds3' });
      case 'quick':
        return msg('quick game', { id: 'stats.variant.quick' });
      default:
        return undefined;
    }
  },
  rematchTable: () => ({}),
  fixesCards: false,
};
