/**
 * <history-screen>: every session on the device, newest first, filtered by game, player and the
 * dates it was played, each with its result; a link opens it read-only (#/history/<id>, the
 * <history-session> element). The filtered list exports as CSV. The list is a live query.
 */
import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { historyCsv, readStatsInputs, variantLabel, type StatsInputs } from '../../stats/index.js';
import {
  LiveQueryController,
  comparePlayerNames,
  seatPlayerIds,
  playersInStep,
  syncPlayers,
  type LedgerDb,
  type SessionRow,
} from '../../store/index.js';
import { appDb } from '../shared/app-db.js';
import { formatDate, gameName, playerList, standingsText, statusLabel } from '../shared/format.js';
import { screenStyles } from '../shared/styles.js';
import { downloadCsv, isoDay } from '../stats/stats-format.js';

/** Games listed at first and added by each "Show more". */
export const HISTORY_PAGE = 30;

export interface HistoryFilter {
  /** '' for every game, else a game id. */
  game: string;
  /** '' for everyone, else a player id. */
  playerId: string;
  /** yyyy-mm-dd (local days, inclusive), or ''. */
  from: string;
  to: string;
}

/** The link to a session's read-only view. */
export function historyHref(id: string): string {
  return `#/history/${encodeURIComponent(id)}`;
}

/** Start of a local day given as yyyy-mm-dd, in ms; NaN when it is not a date. */
function dayStart(day: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime() : Number.NaN;
}

/** The sessions a filter keeps, newest played first. Pure, for the screen and its tests. */
export function filterSessions(inputs: StatsInputs, filter: HistoryFilter): SessionRow[] {
  const byId = new Map(inputs.players.map((p) => [p.id, p]));
  const idByName = new Map(inputs.players.map((p) => [p.name, p.id]));
  const from = filter.from ? dayStart(filter.from) : Number.NEGATIVE_INFINITY;
  const toDay = filter.to ? dayStart(filter.to) : Number.NaN;
  const to = Number.isNaN(toDay) ? Number.POSITIVE_INFINITY : new Date(toDay).setDate(new Date(toDay).getDate() + 1);
  return inputs.sessions
    .filter(
      (s) =>
        (!filter.game || s.game === filter.game) &&
        (!filter.playerId || seatPlayerIds(s, byId, idByName).includes(filter.playerId)) &&
        (Number.isNaN(from) || s.createdAt >= from) &&
        s.createdAt < to,
    )
    .sort((a, b) => b.createdAt - a.createdAt || b.updatedAt - a.updatedAt);
}

@customElement('history-screen')
export class HistoryScreen extends LitElement {
  static override styles = [
    screenStyles,
    css`
      form {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
        gap: 0.75rem 1rem;
        align-items: end;
        margin-bottom: 0.75rem;
      }
      label {
        display: flex;
        flex-direction: column;
        gap: 0.25rem;
        font-weight: 600;
      }
      select,
      input {
        font: inherit;
        min-height: 44px;
        width: 100%;
        padding: 0.25rem 0.5rem;
        border: 1px solid var(--dl-muted);
        border-radius: 6px;
        background: var(--dl-surface);
        color: var(--dl-text);
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: center;
        margin-bottom: 1rem;
      }
      .count {
        margin: 0;
        flex: 1 1 auto;
      }
      ul.sessions {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 0.75rem;
      }
      a.session {
        display: grid;
        gap: 0.125rem;
        padding: 0.75rem 1rem;
        border: 1px solid var(--dl-border);
        border-radius: 12px;
        background: var(--dl-surface);
        color: var(--dl-text);
        text-decoration: none;
        overflow-wrap: anywhere;
      }
      a.session:hover .game {
        text-decoration: underline;
      }
      .line {
        display: flex;
        flex-wrap: wrap;
        justify-content: space-between;
        gap: 0 0.75rem;
      }
      .game {
        font-weight: 700;
        color: var(--dl-link);
      }
      .more {
        margin-top: 1rem;
      }
    `,
  ];

  @property({ attribute: false }) db: LedgerDb | undefined;

  @state() private filter: HistoryFilter = { game: '', playerId: '', from: '', to: '' };
  @state() private shown = HISTORY_PAGE;

  private readonly inputs = new LiveQueryController<StatsInputs>(this, () => readStatsInputs(this.database));
  private focusAfterMore: number | null = null;
  private syncing = false;

  private get database(): LedgerDb {
    return this.db ?? appDb();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('db') && this.hasUpdated) this.inputs.setQuery(() => readStatsInputs(this.database));
    // Sessions written without player ids get them, so that the player filter finds them all.
    const value = this.inputs.value;
    if (value && !this.syncing && !playersInStep(value.sessions, value.players)) {
      this.syncing = true;
      syncPlayers(this.database)
        .catch(() => undefined)
        .finally(() => (this.syncing = false));
    }
  }

  protected override updated(): void {
    if (this.focusAfterMore !== null) {
      const links = this.renderRoot.querySelectorAll<HTMLAnchorElement>('a.session');
      links[this.focusAfterMore]?.focus();
      this.focusAfterMore = null;
    }
  }

  private set(part: Partial<HistoryFilter>): void {
    this.filter = { ...this.filter, ...part };
    this.shown = HISTORY_PAGE;
  }

  override render(): TemplateResult {
    const { value, error } = this.inputs;
    return html`<h1>History</h1>
      ${error !== undefined
        ? html`<p class="card warning" role="alert">Your games could not be read from this device.</p>`
        : value
          ? this.renderHistory(value)
          : html`<p class="muted" role="status">Loading your games…</p>`}`;
  }

  private renderHistory(inputs: StatsInputs): TemplateResult {
    if (inputs.sessions.length === 0) {
      return html`<div class="card empty">
        <h2>No games yet</h2>
        <p>Every game played on this device will be listed here, with its result.</p>
      </div>`;
    }
    const f = this.filter;
    const games = [...new Set(inputs.sessions.map((s) => s.game))].sort();
    const players = [...inputs.players].sort(comparePlayerNames);
    const rows = filterSessions(inputs, f);
    const filtered = f.game || f.playerId || f.from || f.to;
    return html`
      <form @submit=${(e: Event) => e.preventDefault()} aria-label="Filter the games">
        <label
          >Game
          <select @change=${(e: Event) => this.set({ game: (e.target as HTMLSelectElement).value })}>
            <option value="" ?selected=${!f.game}>All games</option>
            ${games.map((g) => html`<option value=${g} ?selected=${g === f.game}>${gameName(g)}</option>`)}
          </select>
        </label>
        <label
          >Player
          <select @change=${(e: Event) => this.set({ playerId: (e.target as HTMLSelectElement).value })}>
            <option value="" ?selected=${!f.playerId}>Everyone</option>
            ${players.map((p) => html`<option value=${p.id} ?selected=${p.id === f.playerId}>${p.name}</option>`)}
          </select>
        </label>
        <label
          >Played from
          <input type="date" .value=${f.from} max=${f.to || nothing} @change=${(e: Event) => this.set({ from: (e.target as HTMLInputElement).value })} />
        </label>
        <label
          >Played until
          <input type="date" .value=${f.to} min=${f.from || nothing} @change=${(e: Event) => this.set({ to: (e.target as HTMLInputElement).value })} />
        </label>
      </form>
      <div class="actions">
        <p class="count" role="status">
          ${rows.length} ${rows.length === 1 ? 'game' : 'games'}${filtered ? ` of ${inputs.sessions.length}` : ''}
        </p>
        ${filtered
          ? html`<button class="button secondary" @click=${() => this.set({ game: '', playerId: '', from: '', to: '' })}>Clear the filters</button>`
          : nothing}
        <button
          class="button secondary"
          ?disabled=${rows.length === 0}
          @click=${() => downloadCsv(`diamond-ledger-history-${isoDay(Date.now())}.csv`, historyCsv(rows))}
        >
          Download history (CSV)
        </button>
      </div>
      ${rows.length
        ? html`<ul class="sessions">
            ${rows.slice(0, this.shown).map((s) => this.renderItem(s))}
          </ul>`
        : html`<p class="muted">No game matches these filters.</p>`}
      ${rows.length > this.shown
        ? html`<button
            class="button secondary more"
            @click=${() => {
              this.focusAfterMore = this.shown;
              this.shown += HISTORY_PAGE;
            }}
          >
            Show more games
          </button>`
        : nothing}
    `;
  }

  private renderItem(s: SessionRow): TemplateResult {
    const finished = s.status === 'finished';
    return html`<li>
      <a class="session" href=${historyHref(s.id)}>
        <span class="line">
          <span class="game">${gameName(s.game)}, ${variantLabel(s)}</span>
          <span class="status">${statusLabel(s.status)}</span>
        </span>
        <span class="players">${playerList(s.players)}</span>
        ${s.standings.length ? html`<span class="standings">${standingsText(s.standings)}</span>` : nothing}
        ${finished && s.winners.length ? html`<span class="winners">Won by ${s.winners.join(', ')}</span>` : nothing}
        <span class="date muted">
          Played <time datetime=${new Date(s.createdAt).toISOString()}>${formatDate(s.createdAt)}</time>
        </span>
      </a>
    </li>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'history-screen': HistoryScreen;
  }
}
