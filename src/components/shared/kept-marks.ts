/** The marks of a game in a list of games (Home, History): which copy of it this is, or who followed it. */
import { html, nothing, type TemplateResult } from 'lit';
import { msg } from '@lit/localize';
import type { SessionRow } from '../../store/index';

/**
 * What a game is beside the others of its name: one of two copies kept when two devices changed it
 * apart, a phone's own log of a live table's game, or a game followed on another device. Home and
 * History mark a game the same way.
 */
export function keptMarks(session: SessionRow): TemplateResult {
  return html`${
    session.forkOf
      ? html`<span class="kept muted" data-kept-apart>${
          session.forkFrom === 'devices'
            ? msg('Kept as two: this game changed on two of your devices while they were apart; this is one of them', { id: 'home.kept-apart.devices' })
            : msg("Kept apart: this phone's own log of a live table's game", { id: 'home.kept-apart' })
        }</span>`
      : nothing
  }${
    session.followed
      ? html`<span class="kept muted" data-followed>${msg('Followed at a live table on another of your devices', { id: 'home.followed' })}</span>`
      : nothing
  }`;
}
