/**
 * What a game screen shows instead of the game while it has none to show (the session is loading,
 * is not on this device, is another game's, or cannot be read), and, over a game it shows, the
 * banner of a log that stops replaying (a rules fix made an old event illegal). Templates, not an
 * element: the heading is the screen's own, which the shell focuses after a navigation.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import { rejectionText } from '../../i18n/rule-messages';
import { failureText } from '../shared/storage-message';
import { ruleText } from '../shared/rule-tag';
import type { SessionController } from './session-controller';
import type { GameId } from '../../store/index';
import { GAME_SCREENS } from '../shared/games';

/** The texts that differ between the games (../shared/games.ts); read when rendered, in the language of the moment. */
const title = (game: GameId): string => GAME_SCREENS[game].name();

function otherGame(game: GameId): TemplateResult {
  const text = GAME_SCREENS[game].notThisGame();
  return html`<h1>${text.title}</h1>
    <p>${text.message}</p>`;
}

/** The whole screen while the session is not shown; null once it is. */
export function sessionNotice(game: GameId, session: SessionController<unknown, unknown>): TemplateResult | null {
  const back = html`<a class="btn" href="#/">${msg('Back to games', { id: 'shell.back' })}</a>`;
  switch (session.status) {
    case 'ready':
      return session.view ? null : html`<h1>${title(game)}</h1>`;
    case 'loading':
      return html`<h1>${title(game)}</h1><p class="muted" role="status">${msg('Loading the game…', { id: 'session.loading' })}</p>`;
    case 'missing':
      return html`<h1>${msg('Game not found', { id: 'session.not-found.title' })}</h1>
        <p>${msg('There is no such game on this device. It may have been deleted.', { id: 'session.not-found.message' })}</p>
        ${back}`;
    case 'other-game':
      return html`${otherGame(game)} ${back}`;
    case 'error': {
      const error = failureText(session.error);
      return html`<h1>${title(game)}</h1>
        <p class="problem" role="alert">${msg(str`This game could not be read from this device: ${error}`, { id: 'session.read-failed.why' })}</p>
        ${back}`;
    }
  }
}

/** The banner over a game whose stored log stops replaying at some event. */
export function brokenBanner(game: GameId, session: SessionController<unknown, unknown>): TemplateResult | typeof nothing {
  const at = session.view?.broken;
  if (!at) return nothing;
  const rule = at.rejection.rule;
  // A refusal's text may end with its own rule id (and a full stop): the banner says both once.
  const why = rejectionText(at.rejection).replace(new RegExp(String.raw`\s*[(（]${rule}[)）][.。]?$`), '');
  return html`<p class="problem">${ruleText(GAME_SCREENS[game].broken(at.index + 1, why, rule))}</p>`;
}
