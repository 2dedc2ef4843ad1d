/**
 * <history-screen>: every session on the device, newest first, filtered by game, player and the
 * dates it was played, each with its result; a link opens it read-only (#/history/<id>, the
 * <history-session> element). The filtered list exports as CSV. The list is a live query.
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { plural } from '../../i18n/format';
import { historyCsv, readStatsInputs, variantOf, type StatsInputs } from '../../stats/index';
import {
  LiveQueryController,
  comparePlayerNames,
  recentSessions,
  isSoundPlayer,
  isSoundSession,
  keepPlayersInStep,
  type DeviceDb,
  type PlayerRow,
  type RecentSessions,
  type SessionRow,
} from '../../store/index';
import { appDb } from '../shared/app-db';
import { damagedGameText, guardedRow } from '../shared/damaged-row';
import { keptMarks } from '../shared/kept-marks';
import { readFailed } from '../shared/storage-message';
import { formatDate, gameName, nameList, playerList, standingsText, statusLabel } from '../shared/format';
import { downloadText } from '../shared/download';
import { fieldStyles } from '../shared/control-styles';
import { screenStyles } from '../shared/screen-styles';
import { isoDay, variantText } from '../stats/stats-format';
import { playerHeading } from '../shared/labels';
import { damagedFirst, filterSessions, gamesOf, type HistoryFilter } from './history-filter';
import { historyScreenStyles } from './history-screen.styles';

export { filterSessions, type HistoryFilter } from './history-filter';

/** How long the first page stays alone before every session is read (see updated()). */
const READ_ALL_AFTER_MS = 600;

/** Games listed at first and added by each "Show more". */
export const HISTORY_PAGE = 30;

/** The link to a session's read-only view. */
export function historyHref(id: string): string {
  return `#/history/${encodeURIComponent(id)}`;
}

/**
 * What the list shows: first the most recent page alone (read by index, at once even with thousands
 * of games), then every session and player, which the filters, the CSV and "Show more" need.
 */
type Listing = { recent: RecentSessions } | { all: StatsInputs };

@customElement('history-screen')
@localized()
export class HistoryScreen extends LitElement {
  static override styles = [screenStyles, fieldStyles, historyScreenStyles];

  @property({ attribute: false }) db: DeviceDb | undefined;

  @state() private filter: HistoryFilter = { game: '', playerId: '', from: '', to: '' };
  @state() private shown = HISTORY_PAGE;

  private readonly listing = new LiveQueryController<Listing>(this, () => this.readRecent());
  /** Whether the whole list has been asked for, after the first page was shown. */
  private askedAll = false;
  private allTimer: ReturnType<typeof setTimeout> | undefined;
  private focusAfterMore: number | null = null;

  private readRecent(): Promise<Listing> {
    return recentSessions(this.database, HISTORY_PAGE).then((recent) => ({ recent }));
  }

  private get database(): DeviceDb {
    return this.db ?? appDb();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('db') && this.hasUpdated) {
      this.askedAll = false;
      this.listing.setQuery(() => this.readRecent());
    }
    // Sessions written without player ids get them, so that the player filter finds them all.
    const listed = this.listing.value;
    const value = listed && 'all' in listed ? listed.all : undefined;
    if (value) keepPlayersInStep(this.database, value.sessions, value.players);
  }

  protected override updated(): void {
    // The first page is on screen. Every session is read when a filter or "Show more" needs it,
    // or once the player has stayed a moment: reading 5,000 rows must not slow the screen a
    // player only passes through.
    if (!this.askedAll && this.allTimer === undefined && this.listing.value && 'recent' in this.listing.value) {
      this.allTimer = setTimeout(() => this.readAll(), READ_ALL_AFTER_MS);
    }
    if (this.focusAfterMore !== null) {
      const links = this.renderRoot.querySelectorAll<HTMLAnchorElement>('a.session');
      links[this.focusAfterMore]?.focus();
      this.focusAfterMore = null;
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.allTimer);
    this.allTimer = undefined;
  }

  private readAll(): void {
    clearTimeout(this.allTimer);
    this.allTimer = undefined;
    if (this.askedAll) return;
    this.askedAll = true;
    const db = this.database;
    this.listing.setQuery(() => readStatsInputs(db).then((all) => ({ all })));
  }

  private set(part: Partial<HistoryFilter>): void {
    this.filter = { ...this.filter, ...part };
    this.shown = HISTORY_PAGE;
    this.readAll();
  }

  private showMore(): void {
    this.focusAfterMore = this.shown;
    this.shown += HISTORY_PAGE;
    this.readAll();
  }

  override render(): TemplateResult {
    const { value, error } = this.listing;
    return html`<h1>${msg('History', { id: 'shell.title.history' })}</h1>
      ${
        error !== undefined
          ? readFailed(msg('Your games could not be read from this device.', { id: 'history.read-failed' }), error)
          : value
            ? 'all' in value
              ? this.renderHistory(value.all)
              : this.renderRecent(value.recent)
            : html`<p class="muted" role="status">${msg('Loading your games…', { id: 'home.loading' })}</p>`
      }`;
  }

  /**
   * The first page while every session is read: the same list and filters. A filter or "Show more"
   * asks for every session, and the list waits for it (aria-busy) meanwhile.
   */
  private renderRecent(recent: RecentSessions): TemplateResult {
    if (recent.total === 0) return this.renderEmpty();
    const waiting = this.askedAll;
    const players = recent.players.filter(isSoundPlayer).sort(comparePlayerNames);
    return html`
      ${this.renderFilters(gamesOf(recent.rows), players)}
      <div class="actions">
        <p class="count" role="status">${this.countText(recent.total, null)}</p>
      </div>
      ${
        waiting
          ? html`<p class="muted" role="status">${msg('Loading your games…', { id: 'home.loading' })}</p>`
          : html`<ul class="sessions" aria-busy="true">
            ${damagedFirst(recent.rows).map((s) =>
              guardedRow(
                s,
                isSoundSession,
                (sound) => this.renderItem(sound),
                () => html`<li class="card warning">${damagedGameText()}</li>`,
              ),
            )}
          </ul>`
      }
      ${recent.total > HISTORY_PAGE && !waiting ? this.renderMore() : nothing}
    `;
  }

  private renderEmpty(): TemplateResult {
    return html`<div class="card empty">
      <h2>${msg('No games yet', { id: 'home.empty.title' })}</h2>
      <p>${msg('Every game played on this device will be listed here, with its result.', { id: 'history.empty' })}</p>
    </div>`;
  }

  private renderHistory(inputs: StatsInputs): TemplateResult {
    if (inputs.sessions.length === 0) return this.renderEmpty();
    const f = this.filter;
    const games = gamesOf(inputs.sessions);
    const players = inputs.players.filter(isSoundPlayer).sort(comparePlayerNames);
    const rows = filterSessions(inputs, f);
    const filtered = f.game || f.playerId || f.from || f.to;
    return html`
      ${this.renderFilters(games, players)}
      <div class="actions">
        <p class="count" role="status">
          ${this.countText(rows.length, filtered ? inputs.sessions.length : null)}
        </p>
        ${
          filtered
            ? html`<button class="button secondary" @click=${() => this.set({ game: '', playerId: '', from: '', to: '' })}>
              ${msg('Clear the filters', { id: 'history.clear' })}
            </button>`
            : nothing
        }
        <button
          class="button secondary"
          ?disabled=${rows.length === 0}
          @click=${() => downloadText(historyCsv(rows.filter(isSoundSession)), `diamond-ledger-history-${isoDay(Date.now())}.csv`, document.body, 'text/csv;charset=utf-8')}
        >
          ${msg('Download history (CSV)', { id: 'history.csv' })}
        </button>
      </div>
      ${
        rows.length
          ? html`<ul class="sessions">
            ${rows.slice(0, this.shown).map((s) =>
              guardedRow(
                s,
                isSoundSession,
                (sound) => this.renderItem(sound),
                () => html`<li class="card warning">${damagedGameText()}</li>`,
              ),
            )}
          </ul>`
          : html`<p class="muted">${msg('No game matches these filters.', { id: 'history.no-match' })}</p>`
      }
      ${rows.length > this.shown ? this.renderMore() : nothing}
    `;
  }

  private renderMore(): TemplateResult {
    return html`<button class="button secondary more" @click=${() => this.showMore()}>${msg('Show more games', { id: 'history.more' })}</button>`;
  }

  /** The game, player and date filters. */
  private renderFilters(games: readonly string[], players: PlayerRow[]): TemplateResult {
    const f = this.filter;
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
      </form>`;
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
        ${keptMarks(s)}
        ${s.standings.length ? html`<span class="standings">${standingsText(s.standings)}</span>` : nothing}
        ${finished && s.winners.length ? html`<span class="winners">${msg(str`Won by ${nameList(s.winners)}`, { id: 'home.won-by' })}</span>` : nothing}
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
