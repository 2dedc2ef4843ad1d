/**
 * "Play again" on the games list: one tap starts a game with the players and setup of the latest
 * one (../shared/start-again.ts, loaded on the tap: the list's first load does not need the
 * rules or the store's verbs that create a game).
 */
import { html, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import type { DeviceDb, SessionRow } from '../../store/db';
import { gameName, playerList } from '../shared/format';
import { navigate } from '../shared/router';
import { failureText } from '../shared/storage-message';

/** The button, and beside it why the last tap could not start the game ('' when it did). */
export function playAgainButton(latest: SessionRow, problem: string, start: () => void): TemplateResult {
  const game = gameName(latest.game);
  const players = playerList(latest.players);
  return html`<p class="again">
    <button type="button" class="button secondary" @click=${start}>${msg(str`Play again: ${game} with ${players}`, { id: 'home.again' })}</button>
    <span role="alert">${problem}</span>
  </p>`;
}

/** Starts the game and opens it; resolves with why it could not ('' once it is open). */
export async function playAgain(db: DeviceDb, latest: SessionRow): Promise<string> {
  try {
    const { startAgain } = await import('../shared/start-again');
    navigate({ name: 'session', id: await startAgain(db, latest) });
    return '';
  } catch (error) {
    const why = failureText(error);
    return msg(str`The game could not be saved on this device: ${why}`, { id: 'new.save-failed' });
  }
}
