/** What the screens need of Diamonds (src/components/shared/game-screens.ts); listed in src/components/shared/games.ts. */
import { msg, str } from '@lit/localize';
import type { GameScreens } from '../shared/game-screens';
import { scoreHeading } from '../shared/labels';
import { variantName } from './view/names';
import { FIRST_DEALER } from './view/first-dealer';
import { randomSeat } from './view/random';

const VARIANTS = ['standard', 'teams', 'perfect'] as const;
type Variant = (typeof VARIANTS)[number];
const known = (variant: string): variant is Variant => (VARIANTS as readonly string[]).includes(variant);

export const diamondsScreens: GameScreens = {
  id: 'diamonds',
  name: () => msg('Diamonds', { id: 'game.diamonds' }),
  hint: () => msg('(tricks and suit actions, recorded card by card)', { id: 'new.which.diamonds' }),
  notThisGame: () => ({
    title: msg('Not a Diamonds game', { id: 'diamonds.not-diamonds.title' }),
    message: msg('This game is not a game of Diamonds, so this screen cannot record it.', { id: 'diamonds.not-diamonds.message' }),
  }),
  // A Diamonds log is counted in events.
  broken: (at, why, rule) =>
    msg(str`This game's log stops replaying at event ${at}: ${why} (${rule}). The game is shown up to there; undo to continue from an earlier point.`, {
      id: 'diamonds.broken',
    }),
  totalsIn: () => 'points',
  resultHeading: scoreHeading,
  groupLabel: (variant) => {
    switch (variant) {
      case null:
        return msg('Diamonds, all variants', { id: 'stats.group.diamonds' });
      case 'standard':
        return msg('Diamonds, standard', { id: 'stats.group.diamonds-standard' });
      case 'teams':
        return msg('Diamonds, teams', { id: 'stats.group.diamonds-teams' });
      case 'perfect':
        return msg('Diamonds, all cards known', { id: 'stats.group.diamonds-perfect' });
      default:
        return variant;
    }
  },
  variantText: (variant) => (known(variant) ? variantName(variant) : undefined),
  // A rematch draws its first dealer at once, so its deal screen asks only for the pass.
  rematchTable: (players) => ({ [FIRST_DEALER]: randomSeat(players) }),
  fixesCards: true,
};
