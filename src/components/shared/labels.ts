/**
 * Words several screens of both games say the same way, each worded once here in the current
 * language: the headings of a standings table, the winner's mark, the session toolbar's name and
 * where the game stands. Player names never pass through these.
 */
import { msg, str } from '@lit/localize';

/** The heading of a column of player names. */
export const playerHeading = (): string => msg('Player', { id: 'common.player' });

/** The heading of a column of scores. */
export const scoreHeading = (): string => msg('Score', { id: 'common.score' });

/** The mark beside a winner's name. */
export const winnerMark = (): string => msg('winner', { id: 'common.winner' });

/** The title of the final standings. */
export const finalStandings = (): string => msg('Final standings', { id: 'common.final-standings' });

/** The name of the toolbar that undoes, redoes and exports a game. */
export const gameRecordLabel = (): string => msg('Game record', { id: 'common.game-record' });

/** Where the game stands: "round 2 of 3", or "game over". */
export function gameProgress(current: number, rounds: number, over: boolean): string {
  return over ? msg('game over', { id: 'common.game-over' }) : msg(str`round ${current} of ${rounds}`, { id: 'common.round-of' });
}
