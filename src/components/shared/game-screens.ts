/**
 * What the screens need of one game, in one place: each game states it in its own folder
 * (src/components/<game>/screens.ts), and src/components/shared/games.ts lists them by the id of
 * the store's registry, so a screen that shows any game asks the list rather than branching on
 * the id. The statistics' counterpart is src/stats/games/. Home lists games with these names,
 * so an entry stays light, and a game's own screens are not here: they are behind their doors
 * in ./game-doors.ts, since the screens themselves read this list (a door here would make a cycle).
 */
import type { Drafts, GameId } from '../../store/index';

export interface GameScreens {
  id: GameId;
  /** The game's name: "Diamonds". */
  name(): string;
  /** What playing it here is like, beside its name where a new game is chosen. */
  hint(): string;
  /** The heading and message of its screen when the session opened is another game's. */
  notThisGame(): { title: string; message: string };
  /** The banner of a log that stops replaying at `at` (its log counted as the game counts it: events, rounds), `why` (`rule`). */
  broken(at: number, why: string, rule: string): string;
  /** What a stored game's totals count (M-WIN: a Diam's table may play for chips). */
  totalsIn(config: unknown): 'points' | 'chips';
  /** The axis of its results over time: "Score", "Points". */
  resultHeading(): string;
  /** A statistics group of its games in words: all variants (`null`), or one: "Diamonds, teams". */
  groupLabel(variant: string | null): string;
  /** One of its variants in words ("teams", "quick game"); undefined for one this version does not know. */
  variantText(variant: string): string | undefined;
  /** The drafts a rematch starts with besides the setup (src/components/shared/start-again.ts), for a table of `players`. */
  rematchTable(players: number): Drafts;
  /** Whether a recorded card can be fixed from its history (src/rules/diamonds/correct.ts). */
  fixesCards: boolean;
}
