/**
 * <shell-session>: one game's summary (players, standings, moves recorded), kept live.
 * The game screen proper takes this route over; until then this shows what the store knows.
 */
import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
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
  playerList,
  standingsText,
  statusLabel,
} from '../../shared/format.js';
import { screenStyles } from '../../shared/styles.js';

@customElement('shell-session')
export class ShellSession extends LitElement {
  static override styles = [
    screenStyles,
    css`
      dl {
        display: grid;
        grid-template-columns: max-content 1fr;
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

  protected override willUpdate(changed: PropertyValues<this>): void {
    if ((changed.has('sessionId') || changed.has('db')) && this.hasUpdated) {
      this.session.setQuery(() => loadSession(this.db ?? appDb(), this.sessionId));
    }
  }

  override render(): TemplateResult {
    // One <h1> element whatever the state, so focus given to it on navigation stays on it.
    const { value, loading, error } = this.session;
    const row = value?.session;
    const title = row ? gameName(row.game) : error !== undefined || loading ? 'Game' : 'Game not found';
    return html`<h1>${title}</h1>
      ${this.renderBody(row, loading, error)} ${back}`;
  }

  private renderBody(row: SessionRow | undefined, loading: boolean, error: unknown): TemplateResult {
    if (error !== undefined) {
      return html`<p class="card warning" role="alert">This game could not be read from this device.</p>`;
    }
    if (!row) {
      return loading
        ? html`<p class="muted" role="status">Loading…</p>`
        : html`<p>There is no such game on this device. It may have been deleted.</p>`;
    }
    return html`
      <dl class="card">
        <dt>Status</dt>
        <dd>${statusLabel(row.status)}</dd>
        <dt>Players</dt>
        <dd>${playerList(row.players)}</dd>
        <dt>Standings</dt>
        <dd>${standingsText(row.standings) || 'No score yet'}</dd>
        ${row.winners.length ? html`<dt>Won by</dt><dd>${row.winners.join(', ')}</dd>` : nothing}
        <dt>Moves recorded</dt>
        <dd>${row.length}</dd>
        <dt>Started</dt>
        <dd>${formatDate(row.createdAt)}</dd>
        <dt>Last change</dt>
        <dd>${formatDate(row.updatedAt)}</dd>
      </dl>
    `;
  }
}

const back = html`<a class="button secondary" href="#/">Back to games</a>`;

declare global {
  interface HTMLElementTagNameMap {
    'shell-session': ShellSession;
  }
}
