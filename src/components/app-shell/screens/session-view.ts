/**
 * <shell-session>: one game's summary (players, standings, moves recorded), kept live.
 * The game screen proper takes this route over; until then this shows what the store knows.
 */
import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, updateWhenLocaleChanges } from '@lit/localize';
import {
  LiveQueryController,
  loadSession,
  type LedgerDb,
  type LoadedSession,
  type SessionRow,
} from '../../../store/index.js';
import { appDb } from '../../shared/app-db.js';
import {
  formatDate,
  gameName,
  nameList,
  playerList,
  standingsText,
  statusLabel,
} from '../../shared/format.js';
import { screenStyles } from '../../shared/styles.js';
import { formatNumber } from '../../../i18n/format.js';

@customElement('shell-session')
export class ShellSession extends LitElement {
  static override styles = [
    screenStyles,
    css`
      dl {
        display: grid;
        /* Labels take what they need up to half the width; longer ones wrap (long words too). */
        grid-template-columns: fit-content(50%) minmax(0, 1fr);
        overflow-wrap: anywhere;
        gap: 0.5rem 1rem;
        margin: 0 0 1.5rem;
        overflow-wrap: anywhere;
      }
      dt {
        font-weight: 600;
      }
      dd {
        margin: 0;
      }
    `,
  ];

  @property({ attribute: false }) sessionId = '';
  @property({ attribute: false }) db: LedgerDb | undefined;

  private readonly session = new LiveQueryController<LoadedSession | undefined>(this, () =>
    loadSession(this.db ?? appDb(), this.sessionId),
  );

  constructor() {
    super();
    updateWhenLocaleChanges(this);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if ((changed.has('sessionId') || changed.has('db')) && this.hasUpdated) {
      this.session.setQuery(() => loadSession(this.db ?? appDb(), this.sessionId));
    }
  }

  override render(): TemplateResult {
    // One <h1> element whatever the state, so focus given to it on navigation stays on it.
    const { value, loading, error } = this.session;
    const row = value?.session;
    const title = row
      ? gameName(row.game)
      : error !== undefined || loading
        ? msg('Game', { id: 'shell.title.session' })
        : msg('Game not found', { id: 'session.not-found.title' });
    return html`<h1>${title}</h1>
      ${this.renderBody(row, loading, error)}
      <a class="button secondary" href="#/">${msg('Back to games', { id: 'shell.back' })}</a>`;
  }

  private renderBody(row: SessionRow | undefined, loading: boolean, error: unknown): TemplateResult {
    if (error !== undefined) {
      return html`<p class="card warning" role="alert">
        ${msg('This game could not be read from this device.', { id: 'session.read-failed' })}
      </p>`;
    }
    if (!row) {
      return loading
        ? html`<p class="muted" role="status">${msg('Loading…', { id: 'common.loading' })}</p>`
        : html`<p>${msg('There is no such game on this device. It may have been deleted.', { id: 'session.not-found.message' })}</p>`;
    }
    return html`
      <dl class="card">
        <dt>${msg('Status', { id: 'session.status' })}</dt>
        <dd>${statusLabel(row.status)}</dd>
        <dt>${msg('Players', { id: 'shell.title.players' })}</dt>
        <dd>${playerList(row.players)}</dd>
        <dt>${msg('Standings', { id: 'session.standings' })}</dt>
        <dd>${standingsText(row.standings) || msg('No score yet', { id: 'session.no-score' })}</dd>
        ${row.winners.length
          ? html`<dt>${msg('Won by', { id: 'session.won-by' })}</dt>
              <dd>${nameList(row.winners)}</dd>`
          : nothing}
        <dt>${msg('Moves recorded', { id: 'session.moves' })}</dt>
        <dd>${formatNumber(row.length)}</dd>
        <dt>${msg('Started', { id: 'session.started' })}</dt>
        <dd>${formatDate(row.createdAt)}</dd>
        <dt>${msg('Last change', { id: 'session.updated' })}</dt>
        <dd>${formatDate(row.updatedAt)}</dd>
      </dl>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shell-session': ShellSession;
  }
}
