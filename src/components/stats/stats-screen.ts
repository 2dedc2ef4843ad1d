/**
 * <stats-screen>: statistics of the finished games on the device, per player and per game (and
 * variant): games, wins, win rate, average and best score; for Diamonds where the points came from;
 * for Diam's points per round, chips and bonuses; each player's rating per game and head-to-head
 * records (./ratings-section.ts); charts of one game round by round and of a player's results over
 * time; and a CSV export.
 *
 * Per-session statistics come from the cache (../../stats/cache.ts): the screen shows the cached
 * library at once, then the one checked against the sessions, a live query (../../stats/library.ts).
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import {
  GROUPS,
  groupSummary,
  groupsPresent,
  cachedLibrary,
  inGroup,
  libraryOf,
  playerSummaries,
  playerSummary,
  readStatsInputs,
  resultsOverTime,
  statsCsv,
  type Group,
  type Library,
  type StatsInputs,
  type StatsEntry,
  type StatsProgress,
} from '../../stats/index';
import { LiveQueryController, comparePlayerNames, isSoundPlayer, isSoundSession, keepPlayersInStep, type DeviceDb, type PlayerRow } from '../../store/index';
import { appDb } from '../shared/app-db';
import { readFailed } from '../shared/storage-message';
import { gameName } from '../shared/format';
import { screensOf } from '../shared/games';
import { downloadText } from '../shared/download';
import { screenStyles } from '../shared/screen-styles';
import '../charts/score-chart';
import { colourClass } from '../players/colours';
import { playerColourStyles } from '../players/colour-styles';
import { resultsChart, roundChart, type ChartData } from './series';
import { formatDay, formatNumber, formatRate, groupLabel, isoDay } from './stats-format';
import { statsStyles } from './stats-screen.styles';
import { T, damagedText, diamsSection, nameCell, sourcesSection, statsTable, summaryLine } from './stats-tables';
import { nameList } from '../shared/format';
import { playerHeading, scoreHeading } from '../shared/labels';
import { afterPaint } from '../shared/after-paint';
import { headToHeadSection, ratingsSection } from './ratings-section';

/** Games offered for the round-by-round chart (newest first). */
const CHART_CHOICES = 100;

@customElement('stats-screen')
@localized()
export class StatsScreen extends LitElement {
  static override styles = [screenStyles, playerColourStyles, statsStyles];

  /** The store to read; the app's own database unless a test gives another. */
  @property({ attribute: false }) db: DeviceDb | undefined;
  /** The group of GROUPS shown first (its key), e.g. "diamonds/teams". */
  @property() group = 'all';
  /** The player shown, by id; empty for everyone. */
  @property({ attribute: 'player-id' }) playerId = '';

  @state() private library: Library | undefined;
  @state() private failed: unknown;
  @state() private chartSession = '';
  /** Progress of a long first count (every session computed from its log). */
  @state() private progress: StatsProgress | undefined;
  /** Stored games left out because their rows are damaged (../../store/rows.ts). */
  @state() private damaged = 0;
  /** The head-to-head records shown: whose (by id; the first player when empty), against whom (empty: everyone). */
  @state() private rivalOf = '';
  @state() private rival = '';

  /** The sessions and players, live: started once the cached library is shown (showCached). */
  private inputs: LiveQueryController<StatsInputs> | undefined;
  private seen: StatsInputs | undefined;
  private next: StatsInputs | undefined;
  private counting = false;

  private get database(): DeviceDb {
    return this.db ?? appDb();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('db') && this.hasUpdated) {
      this.library = undefined;
      this.inputs?.setQuery(() => readStatsInputs(this.database));
    }
    const value = this.inputs?.value;
    if (value && value !== this.seen) {
      this.seen = value;
      keepPlayersInStep(this.database, value.sessions, value.players);
      this.count(value);
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.inputs) this.showCached();
  }

  /**
   * Shows the library as cached (a few rows read: with 5,000 games the sessions alone take far
   * longer), then follows the sessions live: the library checked against them replaces it, the
   * same unless a game changed unseen by the cache's keeper. The live query starts after, so
   * that its long read does not hold up the short one.
   */
  private showCached(): void {
    const db = this.database;
    void cachedLibrary(db)
      .then((library) => {
        if (library && !this.library && db === this.database) this.library = library;
      })
      .catch(() => undefined) // the live query reads the same store and says what is wrong
      .then(() => this.updateComplete)
      .finally(() => {
        // After the frame that shows it, so that reading 5,000 sessions holds up nothing on screen.
        afterPaint(() => {
          this.inputs ??= new LiveQueryController<StatsInputs>(this, () => readStatsInputs(this.database));
        });
      });
  }

  /**
   * Computes the library of the latest inputs, one computation at a time: a change that arrives
   * meanwhile (the player sync, another tab) waits, and then finds the cache the first one filled.
   */
  private count(inputs: StatsInputs): void {
    this.next = inputs;
    if (this.counting) return;
    this.counting = true;
    void (async () => {
      while (this.next) {
        const current = this.next;
        this.next = undefined;
        try {
          // A damaged row is left out and counted, so that the others are counted as usual.
          const sound = { sessions: current.sessions.filter(isSoundSession), players: current.players.filter(isSoundPlayer) };
          const library = await libraryOf(this.database, sound, (p) => (this.progress = p));
          if (!this.next) {
            this.library = library;
            this.damaged = current.sessions.length - sound.sessions.length;
            this.failed = undefined;
          }
        } catch (error) {
          this.failed = error;
        }
      }
      this.counting = false;
      this.progress = undefined;
    })();
  }

  override render(): TemplateResult {
    const error = this.inputs?.error ?? this.failed;
    const progress = this.progress;
    return html`<h1>${msg('Statistics', { id: 'shell.title.stats' })}</h1>
      ${
        error !== undefined
          ? readFailed(msg('The statistics could not be read from this device.', { id: 'stats.read-failed' }), error)
          : this.library
            ? this.renderLibrary(this.library)
            : html`<p class="muted" role="status">
              ${
                progress
                  ? msg(str`Counting your games… ${progress.done} of ${progress.total} worked out.`, { id: 'stats.counting.progress' })
                  : msg('Counting your games…', { id: 'stats.counting' })
              }
            </p>`
      }`;
  }

  private renderLibrary(lib: Library): TemplateResult {
    return html`${this.damaged ? html`<p class="card warning">${damagedText(this.damaged)}</p>` : nothing}${this.renderCounted(lib)}`;
  }

  private renderCounted(lib: Library): TemplateResult {
    const finished = lib.entries.filter((e) => e.stats.finished).length;
    if (finished === 0) {
      return html`<div class="card empty">
        <h2>${msg('No finished game yet', { id: 'stats.empty.title' })}</h2>
        <p>${msg('Statistics count finished games. Finish a game and it will be counted here.', { id: 'stats.empty' })}</p>
      </div>`;
    }
    const groups = groupsPresent(lib.entries);
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- GROUPS[0] reads as `Group | undefined` (noUncheckedIndexedAccess); the rule misses that `group` takes its type from here
    const group = groups.find((g) => g.key === this.group) ?? (GROUPS[0] as Group);
    const players = this.playersWithGames(lib);
    const player = players.find((p) => p.id === this.playerId);
    const open = lib.entries.length - finished;
    return html`
      <p class="muted summary">${summaryLine(finished, open)}</p>
      <div class="controls">
        <label
          >${msg('Game', { id: 'shell.title.session' })}
          <select @change=${(e: Event) => (this.group = (e.target as HTMLSelectElement).value)}>
            ${groups.map((g) => html`<option value=${g.key} ?selected=${g.key === group.key}>${groupLabel(g)}</option>`)}
          </select>
        </label>
        <label
          >${playerHeading()}
          <select @change=${(e: Event) => (this.playerId = (e.target as HTMLSelectElement).value)}>
            <option value="" ?selected=${!player}>${msg('Everyone', { id: 'history.everyone' })}</option>
            ${players.map((p) => html`<option value=${p.id} ?selected=${p.id === player?.id}>${p.name}</option>`)}
          </select>
        </label>
        <button class="button secondary" @click=${() => this.export(lib, players)}>${msg('Download statistics (CSV)', { id: 'stats.csv' })}</button>
      </div>
      ${player ? this.renderPlayer(lib, player, group, groups) : this.renderEveryone(lib, group)}
      ${this.renderHeadToHead(lib, group, players, player)}
    `;
  }

  private renderHeadToHead(lib: Library, group: Group, players: PlayerRow[], chosen: PlayerRow | undefined): TemplateResult | typeof nothing {
    const whose = chosen ?? players.find((p) => p.id === this.rivalOf) ?? players[0];
    if (!whose || players.length < 2) return nothing;
    return headToHeadSection(lib.entries, group, players, whose, this.rival === whose.id ? '' : this.rival, {
      ...(chosen ? {} : { player: (id: string) => (this.rivalOf = id) }),
      opponent: (id) => (this.rival = id),
    });
  }

  /** Players with at least one finished game, by name. */
  private playersWithGames(lib: Library): PlayerRow[] {
    const ids = new Set<string>();
    for (const e of lib.entries) if (e.stats.finished) e.playerIds.forEach((id) => ids.add(id));
    return lib.players.filter((p) => ids.has(p.id)).sort(comparePlayerNames);
  }

  private export(lib: Library, players: PlayerRow[]): void {
    downloadText(statsCsv(lib.entries, players), `diamond-ledger-statistics-${isoDay(Date.now())}.csv`, document.body, 'text/csv;charset=utf-8');
  }

  private renderEveryone(lib: Library, group: Group): TemplateResult {
    const byId = new Map(lib.players.map((p) => [p.id, p]));
    const rows = playerSummaries(lib.entries, group, new Map(lib.players.map((p) => [p.id, p.name])));
    const summary = groupSummary(lib.entries, group);
    const scored = group.game !== null;
    const label = groupLabel(group);
    return html`
      <section id="players">
        <h2 id="players-title">${msg(str`Players, ${label}`, { id: 'stats.players' })}</h2>
        ${statsTable(
          'players-title',
          [T.player(), T.games(), T.wins(), T.rate(), ...(scored ? [T.average(), T.best()] : [])],
          rows.map((r) => [
            nameCell(byId.get(r.playerId)),
            r.games,
            r.wins,
            formatRate(r.winRate),
            ...(scored ? [formatNumber(r.averageScore), formatNumber(r.bestScore)] : []),
          ]),
        )}
      </section>
      ${ratingsSection(lib.entries, group, byId)} ${sourcesSection(rows, byId)} ${diamsSection(rows, byId)}
      <section id="game">
        <h2 id="game-title">${msg(str`${label}: the games`, { id: 'stats.games-title' })}</h2>
        <dl class="card">
          <dt>${msg('Finished games', { id: 'stats.finished' })}</dt>
          <dd>${summary.games}</dd>
          ${summary.inProgress ? html`<dt>${msg('In progress', { id: 'status.in-progress' })}</dt><dd>${summary.inProgress}</dd>` : nothing}
          <dt>${msg('Players', { id: 'shell.title.players' })}</dt>
          <dd>${summary.players}</dd>
          <dt>${msg('Rounds played', { id: 'stats.rounds' })}</dt>
          <dd>${summary.rounds}</dd>
          ${
            scored
              ? html`<dt>${T.average()}</dt>
                <dd>${formatNumber(summary.averageScore)}</dd>
                <dt>${msg('Average winning score', { id: 'stats.average-winning' })}</dt>
                <dd>${formatNumber(summary.averageWinningScore)}</dd>
                <dt>${T.best()}</dt>
                <dd>
                  ${summary.bestScore ? `${summary.bestScore.score}, ${summary.bestScore.playerIds.map((id) => byId.get(id)?.name ?? '?').join(' & ')}` : '—'}
                </dd>`
              : nothing
          }
          <dt>${msg('Shared victories', { id: 'stats.shared' })}</dt>
          <dd>${summary.sharedVictories}</dd>
        </dl>
      </section>
      ${this.renderRoundChart(lib, group)}
    `;
  }

  private renderPlayer(lib: Library, player: PlayerRow, group: Group, groups: Group[]): TemplateResult {
    const rows = groups.map((g) => ({ g, s: playerSummary(lib.entries, player.id, g) })).filter((r) => r.s.games > 0);
    const mine = playerSummary(lib.entries, player.id, group);
    const byId = new Map(lib.players.map((p) => [p.id, p]));
    return html`
      <section id="player">
        <h2 id="player-title"><span class="swatch ${colourClass(player.colour)}" aria-hidden="true"></span>${player.name}</h2>
        ${statsTable(
          'player-title',
          [msg('Game', { id: 'shell.title.session' }), T.games(), T.wins(), T.rate(), T.average(), T.best()],
          rows.map(({ g, s }) => [groupLabel(g), s.games, s.wins, formatRate(s.winRate), formatNumber(s.averageScore), formatNumber(s.bestScore)]),
        )}
      </section>
      ${ratingsSection(lib.entries, group, byId, player.id)} ${sourcesSection([mine], byId)} ${diamsSection([mine], byId)}
      ${this.renderResults(lib, player, group)}
    `;
  }

  private renderResults(lib: Library, player: PlayerRow, group: Group): TemplateResult {
    // Scores of two games do not share a scale: "All games" draws one chart per game.
    const kinds = group.game === null ? GROUPS.filter((g) => g.game !== null && g.variant === null) : [group];
    const charts = kinds
      .map((g) => ({ g, points: resultsOverTime(lib.entries, player.id, g) }))
      .filter((c) => c.points.length > 0)
      .map(({ g, points }) => resultsChart(player, points, groupLabel(g), screensOf(g.game)?.resultHeading() ?? scoreHeading()));
    return html`<section id="results">
      <h2 id="results-title">${msg('Results over time', { id: 'stats.results' })}</h2>
      ${charts.map((c) => this.chart(c, msg('Filled marks are games won; hollow ones, games lost.', { id: 'stats.results.hint' })))}
    </section>`;
  }

  private renderRoundChart(lib: Library, group: Group): TemplateResult | typeof nothing {
    // The entries are oldest first: the newest finished games of the group are the last ones.
    const choices: StatsEntry[] = [];
    for (let i = lib.entries.length - 1; i >= 0 && choices.length < CHART_CHOICES; i--) {
      const e = lib.entries[i] as StatsEntry;
      if (e.stats.finished && inGroup(e.stats, group)) choices.push(e);
    }
    if (!choices.length) return nothing;
    const entry = choices.find((e) => e.sessionId === this.chartSession) ?? choices[0]!;
    const byId = new Map(lib.players.map((p) => [p.id, p]));
    const data = roundChart(entry, entry.stats, (seat) => byId.get(entry.playerIds[seat] ?? '')?.colour ?? 'slate');
    return html`<section id="rounds">
      <h2 id="rounds-title">${msg('One game, round by round', { id: 'stats.one-game' })}</h2>
      <div class="controls">
        <label
          >${msg('Game shown', { id: 'stats.game-shown' })}
          <select @change=${(e: Event) => (this.chartSession = (e.target as HTMLSelectElement).value)}>
            ${choices.map((e) => html`<option value=${e.sessionId} ?selected=${e === entry}>${shownGame(e)}</option>`)}
          </select>
        </label>
        <!-- A phone's select cuts a long line (the names of five players) at its edge: the game shown
             is said in full below it, wrapped. The select itself already says it to a screen reader. -->
        <p class="game-shown" aria-hidden="true">${shownGame(entry)}</p>
      </div>
      ${this.chart(data)}
    </section>`;
  }

  private chart(data: ChartData, fillHint = ''): TemplateResult {
    return html`<score-chart
      class="chart"
      label=${data.label}
      x-title=${data.xTitle}
      y-title=${data.yTitle}
      fill-hint=${fillHint}
      .xLabels=${data.xLabels}
      .axisLabels=${data.axisLabels ?? null}
      .series=${data.series}
    ></score-chart>`;
  }
}

/** A finished game as the round chart's chooser names it: its day, its game and its players. */
function shownGame(entry: StatsEntry): string {
  return `${formatDay(entry.at)}: ${gameName(entry.stats.game)}, ${nameList(entry.players)}`;
}

declare global {
  interface HTMLElementTagNameMap {
    'stats-screen': StatsScreen;
  }
}
