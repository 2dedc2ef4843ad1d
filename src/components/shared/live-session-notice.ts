/**
 * What a panel on a LiveSession shows before it has a game to show: the read failed, the game is
 * still loading, or it is not on this device. Null once the session's view is there.
 */
import { html, type TemplateResult } from 'lit';
import { msg } from '@lit/localize';
import type { LiveSession } from './live-session.js';
import { failureText } from './storage-message.js';

export function sessionNotice<E, S>(link: LiveSession<E, S>, loadingClass: 'hint' | 'muted'): TemplateResult | null {
  if (link.error !== undefined) {
    const why = failureText(link.error);
    return html`<p class="problem" role="alert">${msg('This game could not be read from this device.', { id: 'session.read-failed' })} ${why}</p>`;
  }
  if (link.view) return null;
  return link.loading
    ? html`<p class=${loadingClass} role="status">${msg('Loading the game…', { id: 'session.loading' })}</p>`
    : html`<p class="problem" role="alert">${msg('There is no such game on this device. It may have been deleted.', { id: 'session.not-found.message' })}</p>`;
}
