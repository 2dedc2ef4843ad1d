/**
 * What a game screen shows instead of the game while it has none to show (the session is loading,
 * is not on this device, is another game's, or cannot be read), and, over a game it shows, the
 * banner of a log that stops replaying (a rules fix made an old event illegal). Templates, not an
 * element: the heading is the screen's own, which the shell focuses after a navigation.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import { rejectionText } from '../../i18n/rule-messages.js';
import { failureText } from '../shared/storage-message.js';
import type { SessionController } from './session-controller.js';

type Game = 'diamonds' | 'diams';

/** The texts that differ between the games; read when rendered, in the language of the moment. */
const TEXTS: Record<Game, { title: () => string; otherTitle: () => string; otherMessage: () => string; broken: (at: number, why: string, rule: string) => string }> = {
  diamonds: {
    title: () => msg('Diamonds', { id: 'game.diamonds' }),
    otherTitle: () => msg('Not a Diamonds game', { id: 'diamonds.not-diamonds.title' }),
    otherMessage: () => msg('This game is not a game of Diamonds, so this screen cannot record it.', { id: 'diamonds.not-diamonds.message' }),
    broken: (event, why, rule) =>
      msg(str`This game's log stops replaying at event ${event}: ${why} (${rule}). The game is shown up to there; undo to continue from an earlier point.`, {
        id: 'diamonds.broken',
      }),
  },
  diams: {
    title: () => msg("Diam's", { id: 'game.diams' }),
    otherTitle: () => msg("Not a game of Diam's", { id: 'diams.not-diams.title' }),
    otherMessage: () => msg("This game is not a game of Diam's, so this screen cannot record it.", { id: 'diams.not-diams.message' }),
    broken: (round, why, rule) =>
      msg(str`This game's log stops replaying at round ${round}: ${why} (${rule}). The game is shown up to there; undo to continue from an earlier point.`, {
        id: 'diams.broken',
      }),
  },
};

/** The whole screen while the session is not shown; null once it is. */
export function sessionNotice(game: Game, session: SessionController<unknown, unknown>): TemplateResult | null {
  const texts = TEXTS[game];
  const back = html`<a class="btn" href="#/">${msg('Back to games', { id: 'shell.back' })}</a>`;
  switch (session.status) {
    case 'ready':
      return session.view ? null : html`<h1>${texts.title()}</h1>`;
    case 'loading':
      return html`<h1>${texts.title()}</h1><p class="muted" role="status">${msg('Loading the game…', { id: 'session.loading' })}</p>`;
    case 'missing':
      return html`<h1>${msg('Game not found', { id: 'session.not-found.title' })}</h1>
        <p>${msg('There is no such game on this device. It may have been deleted.', { id: 'session.not-found.message' })}</p>
        ${back}`;
    case 'other-game':
      return html`<h1>${texts.otherTitle()}</h1>
        <p>${texts.otherMessage()}</p>
        ${back}`;
    case 'error': {
      const error = failureText(session.error);
      return html`<h1>${texts.title()}</h1>
        <p class="problem" role="alert">${msg(str`This game could not be read from this device: ${error}`, { id: 'session.read-failed.why' })}</p>
        ${back}`;
    }
  }
}

/** The banner over a game whose stored log stops replaying at some event. */
export function brokenBanner(game: Game, session: SessionController<unknown, unknown>): TemplateResult | typeof nothing {
  const broken = session.view?.broken;
  if (!broken) return nothing;
  return html`<p class="problem">${TEXTS[game].broken(broken.index + 1, rejectionText(broken.rejection), broken.rejection.rule)}</p>`;
}
