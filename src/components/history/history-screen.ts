/**
 * <history-screen>: every session on the device, newest first, filtered by game, player and the
 * dates it was played, each with its result; a link opens it read-only (#/history/<id>, the
 * <history-session> element). The filtered list exports as CSV. The list is a live query.
 */
import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { plural } from '../../i18n/format.js';
import { historyCsv, readStatsInputs, variantOf, type StatsInputs } from '../../stats/index.js';
import {
  LiveQueryController,
  comparePlayerNames,
  isSoundPlayer,
  isSoundSession,
  seatPlayerIds,
  playersInStep,
  syncPlayers,
  type LedgerDb,
  type SessionRow,
} from '../../store/index.js';
import { appDb } from '../shared/app-db.js';
import { damagedGameText, guardedRow } from '../shared/damaged-row.js';
import { readFailed } from '../shared/storage-message.js';
import { formatDate, gameName, nameList, playerList, standingsText, statusLabel } from '../shared/format.js';
import { downloadText } from '../shared/download.js';
import { screenStyles } from '../shared/styles.js';
import { isoDay, variantText } from '../stats/stats-format.js';
import { playerHeading } from '../shared/labels.js';

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

/**
 * The sessions a filter keeps, newest played first. Pure, for the screen and its tests. A damaged
 * row (../../store/rows.ts) has no date or players to filter on: it is kept only when nothing is
 * filtered, first, so that it says it is damaged.
 */
export function filterSessions(inputs: StatsInputs, filter: HistoryFilter): SessionRow[] {
  const damaged = inputs.sessions.filter((s) => !isSoundSession(s));
  const kept = filterSound(inputs.sessions.filter(isSoundSession), inputs, filter);
  return filter.game || filter.playerId || filter.from || filter.to ? kept : [...damaged, ...kept];
}

function filterSound(sessions: SessionRow[], inputs: StatsInputs, filter: HistoryFilter): SessionRow[] {
  const byId = new Map(inputs.players.map((p) => [p.id, p]));
  const idByName = new Map(inputs.players.map((p) => [p.name, p.id]));
  const from = filter.from ? dayStart(filter.from) : Number.NEGATIVE_INFINITY;
  const toDay = filter.to ? dayStart(filter.to) : Number.NaN;
  const to = Number.isNaN(toDay) ? Number.POSITIVE_INFINITY : new Date(toDay).setDate(new Date(toDay).getDate() + 1);
  return sessions
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
@localized()
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
    return html`<h1>${msg('History', { id: 'shell.title.history' })}</h1>
      ${error !== undefined
        ? readFailed(msg('Your games could not be read from this device.', { id: 'history.read-failed' }), error)
        : value
          ? this.renderHistory(value)
          : html`<p class="muted" role="status">${msg('Loading your games…', { id: 'home.loading' })}</p>`}`;
  }

  private renderHistory(inputs: StatsInputs): TemplateResult {
    if (inputs.sessions.length === 0) {
      return html`<div class="card empty">
        <h2>${msg('No games yet', { id: 'home.empty.title' })}</h2>
        <p>${msg('Every game played on this device will be listed here, with its result.', { id: 'history.empty' })}</p>
      </div>`;
    }
    const f = this.filter;
    const games = [...new Set(inputs.sessions.filter(isSoundSession).map((s) => s.game))].sort();
    const players = inputs.players.filter(isSoundPlayer).sort(comparePlayerNames);
    const rows = filterSessions(inputs, f);
    const filtered = f.game || f.playerId || f.from || f.to;
    return html`
      <form @submit=${(e: Event) => e.preventDefault()} aria-label=${msg('Filter the games', { id: 'history.filter' })}>
        <label
          >${msg('Game', { id: 'shell.title.session' })}
          <select @change=${(e: Event) => this.set({ game: (e.target as HTMLSelectElement).value })}>
            <option value="" ?selected=${!f.game}>${msg('All games', { id: 'stats.group.all' })}</option>
            ${games.map((g) => html`<option value=${g} ?selected=${g === f.game}>${gameName(g)}</option>`)}
          </select>
        </label>
        <label
          >${playerHeading()}
          <select @change=${(e: Event) => this.set({ playerId: (e.target as HTMLSelectElement).value })}>
            <option value="" ?selected=${!f.playerId}>${msg('Everyone', { id: 'history.everyone' })}</option>
            ${players.map((p) => html`<option value=${p.id} ?selected=${p.id === f.playerId}>${p.name}</option>`)}
          </select>
        </label>
        <label
          >${msg('Played from', { id: 'history.from' })}
          <input type="date" .value=${f.from} max=${f.to || nothing} @change=${(e: Event) => this.set({ from: (e.target as HTMLInputElement).value })} />
        </label>
        <label
          >${msg('Played until', { id: 'history.to' })}
          <input type="date" .value=${f.to} min=${f.from || nothing} @change=${(e: Event) => this.set({ to: (e.target as HTMLInputElement).value })} />
        </label>
      </form>
      <div class="actions">
        <p class="count" role="status">
          ${this.countText(rows.length, filtered ? inputs.sessions.length : null)}
        </p>
        ${filtered
          ? html`<button class="button secondary" @click=${() => this.set({ game: '', playerId: '', from: '', to: '' })}>
              ${msg('Clear the filters', { id: 'history.clear' })}
            </button>`
          : nothing}
        <button
          class="button secondary"
          ?disabled=${rows.length === 0}
          @click=${() => downloadText(historyCsv(rows.filter(isSoundSession)), `diamond-ledger-history-${isoDay(Date.now())}.csv`, document.body, 'text/csv;charset=utf-8')}
        >
          ${msg('Download history (CSV)', { id: 'history.csv' })}
        </button>
      </div>
      ${rows.length
        ? html`<ul class="sessions">
            ${rows
              .slice(0, this.shown)
              .map((s) => guardedRow(s, isSoundSession, (sound) => this.renderItem(sound), () => html`<li class="card warning">${damagedGameText()}</li>`))}
          </ul>`
        : html`<p class="muted">${msg('No game matches these filters.', { id: 'history.no-match' })}</p>`}
      ${rows.length > this.shown
        ? html`<button
            class="button secondary more"
            @click=${() => {
              this.focusAfterMore = this.shown;
              this.shown += HISTORY_PAGE;
            }}
          >
            ${msg('Show more games', { id: 'history.more' })}
          </button>`
        : nothing}
    `;
  }

  /** "3 games" / "3 games of 12". */
  private countText(n: number, of: number | null): string {
    if (of === null) {
      return plural(n, { one: () => msg(str`${n} game`, { id: 'history.count.one' }), other: () => msg(str`${n} games`, { id: 'history.count' }) });
    }
    return plural(n, {
      one: () => msg(str`${n} game of ${of}`, { id: 'history.count-of.one' }),
      other: () => msg(str`${n} games of ${of}`, { id: 'history.count-of' }),
    });
  }

  private renderItem(s: SessionRow): TemplateResult {
    const finished = s.status === 'finished';
    return html`<li>
      <a class="session" href=${historyHref(s.id)}>
        <span class="line">
          <span class="game">${gameName(s.game)}, ${variantText(s.game, variantOf(s))}</span>
          <span class="status">${statusLabel(s.status)}</span>
        </span>
        <span class="players">${playerList(s.players)}</span>
        ${s.standings.length ? html`<span class="standings">${standingsText(s.standings)}</span>` : nothing}
        ${finished && s.winners.length
          ? html`<span class="winners">${msg(str`Won by ${nameList(s.winners)}`, { id: 'home.won-by' })}</span>`
          : nothing}
        <span class="date muted">
          ${msg('Played', { id: 'history.played' })}
          <time datetime=${new Date(s.createdAt).toISOString()}>${formatDate(s.createdAt)}</time>
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
