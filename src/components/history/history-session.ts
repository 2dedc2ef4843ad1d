/**
 * <history-session>: one stored session, read-only: its facts, its scores round by round as a
 * chart (and table), and its full history of reasons — for Diamonds every trick and why each
 * diamond moved, for Diam's every round's points line by line. One thing here changes the game:
 * a Diamonds card recorded wrong can be fixed ("Fix a recorded card", src/rules/diamonds/correct.ts),
 * and that fix undone, as on the game's own screen.
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { rejectionText } from '../../i18n/rule-messages';
import { plural } from '../../i18n/format';
import { correct, type DiamondsConfig, type DiamondsEvent } from '../../rules/diamonds/index';
import type { DiamsConfig, DiamsEvent } from '../../rules/diams/index';
import { sessionStats, variantOf } from '../../stats/index';
import {
  LiveQueryController,
  byGameId,
  correctEvent,
  listPlayers,
  loadSession,
  undo,
  type DeviceDb,
  type GameId,
  type LoadedSession,
  type PlayerRow,
  type SessionRow,
} from '../../store/index';
import '../diamonds/fix-card/fix-card';
import type { FixDetail } from '../diamonds/fix-card/fix-card';
import { fixDone, fixTarget, type FixTarget } from '../diamonds/fix-card/fix-words';
import '../diamonds/history-panel/history-panel';
import { buttonStyles } from '../shared/control-styles';
import '../charts/score-chart';
import '../share-link/share-link';
import { appDb } from '../shared/app-db';
import { readFailed } from '../shared/storage-message';
import { formatDate, gameName, nameList, playerList, rankedStandings, statusLabel } from '../shared/format';
import { screensOf } from '../shared/games';
import { href } from '../shared/router';
import { screenStyles } from '../shared/screen-styles';
import { ruleText } from '../shared/rule-tag';
import { ruleTagStyles } from '../shared/rule-tag-styles';
import { roundChart } from '../stats/series';
import { variantText } from '../stats/stats-format';
import { diamondsStory, diamsStory, type DiamondsRoundStory, type DiamsRoundStory } from './reasons';
import { finalStandings } from '../shared/labels';
import { historySessionStyles } from './history-session.styles';

interface Loaded {
  session: LoadedSession | undefined;
  players: PlayerRow[];
}

@customElement('history-session')
@localized()
export class HistorySession extends LitElement {
  static override styles = [screenStyles, buttonStyles, ruleTagStyles, historySessionStyles];

  @property({ attribute: false }) db: DeviceDb | undefined;
  @property({ attribute: 'session-id' }) sessionId = '';
  /**
   * A game that is not on this device (a shared link's, src/share-link/): shown from memory, and the
   * database is not read. Its screen puts its own buttons in the `actions` slot. A record has no
   * dates (`dated` false), so none is shown.
   */
  @property({ attribute: false }) given: (Loaded & { dated: boolean }) | undefined;

  /** "Open every round" pressed: every round's details are open. */
  @state() private allOpen = false;
  /** Fixing a card: the cards listed to choose from, then the card being fixed. */
  @state() private fixList = false;
  @state() private fixing: FixTarget | null = null;
  /** What the last fix did (or why not), and the revision it left, which its Undo names. */
  @state() private fixNews: { text: string; undo: number | null } | null = null;

  private readonly data = new LiveQueryController<Loaded>(this, () => this.load());

  /** Each game's story of its log, as this screen tells it: by game id, so that the compiler asks for a new game's. */
  private readonly stories: Record<GameId, (loaded: LoadedSession) => TemplateResult> = {
    diamonds: (loaded) => this.renderDiamonds(diamondsStory(loaded.session.config as DiamondsConfig, loaded.events as DiamondsEvent[])),
    diams: (loaded) => this.renderDiams(diamsStory(loaded.session.config as DiamsConfig, loaded.events as DiamsEvent[])),
  };

  private readonly toggleAll = (): void => {
    this.allOpen = !this.allOpen;
    for (const d of this.renderRoot.querySelectorAll('details.round')) (d as HTMLDetailsElement).open = this.allOpen;
  };

  private load(): Promise<Loaded> {
    if (this.given) return Promise.resolve(this.given);
    const db = this.db ?? appDb();
    return Promise.all([loadSession(db, this.sessionId), listPlayers(db)]).then(([session, players]) => ({ session, players }));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if ((changed.has('sessionId') || changed.has('db') || changed.has('given')) && this.hasUpdated) this.data.setQuery(() => this.load());
  }

  override render(): TemplateResult {
    const { value, loading, error } = this.data;
    const row = value?.session?.session;
    const title = row
      ? this.given?.dated === false
        ? gameName(row.game)
        : `${gameName(row.game)}, ${formatDate(row.createdAt)}`
      : error !== undefined || loading
        ? msg('Game', { id: 'shell.title.session' })
        : msg('Game not found', { id: 'session.not-found.title' });
    return html`<h1>${title}</h1>
      <div class="links">
        ${
          this.given
            ? html`<slot name="actions"></slot>`
            : html`<a class="button secondary" href="#/history">${msg('Back to the history', { id: 'history.back' })}</a>`
        }
        ${
          row && row.status !== 'finished' && !this.given
            ? html`<a class="button secondary" href=${href({ name: 'session', id: row.id })}>${msg('Continue this game', { id: 'history.continue' })}</a>`
            : nothing
        }
        ${row && !this.given ? html`<share-link .db=${this.db} .session=${row}></share-link>` : nothing}
      </div>
      ${
        error !== undefined
          ? readFailed(msg('This game could not be read from this device.', { id: 'session.read-failed' }), error)
          : !value?.session
            ? loading
              ? html`<p class="muted" role="status">${msg('Loading…', { id: 'common.loading' })}</p>`
              : html`<p>${msg('There is no such game on this device. It may have been deleted.', { id: 'session.not-found.message' })}</p>`
            : this.renderSession(value.session, value.players)
      }`;
  }

  private renderSession(loaded: LoadedSession, players: PlayerRow[]): TemplateResult {
    const row = loaded.session;
    const stats = sessionStats(row.game, row.config, loaded.events);
    const colours = new Map(players.map((p) => [p.id, p.colour]));
    const chart = stats && stats.rounds > 0 ? roundChart(row, stats, (seat) => colours.get(row.playerIds?.[seat] ?? '') ?? 'slate') : null;
    return html`
      ${this.renderFacts(row)}
      ${
        loaded.broken
          ? html`<p class="card warning">
            ${ruleText(
              msg(
                str`This game's record stops being legal at event ${loaded.broken.index + 1} (${loaded.broken.rejection.rule}: ${rejectionText(loaded.broken.rejection)}); it is shown up to there.`,
                { id: 'history.broken' },
              ),
            )}
          </p>`
          : nothing
      }
      ${
        chart
          ? html`<section aria-labelledby="chart-title">
            <h2 id="chart-title">${msg('Scores round by round', { id: 'stats.chart.rounds' })}</h2>
            <score-chart
              caption-hidden
              label=${chart.label}
              x-title=${chart.xTitle}
              y-title=${chart.yTitle}
              .xLabels=${chart.xLabels}
              .axisLabels=${chart.axisLabels ?? null}
              .series=${chart.series}
            ></score-chart>
          </section>`
          : nothing
      }
      <section aria-labelledby="story-title">
        <h2 id="story-title">${msg('What happened, and why', { id: 'history.story' })}</h2>
        <button class="button secondary expand" aria-pressed=${this.allOpen ? 'true' : 'false'} @click=${this.toggleAll}>
          ${msg('Open every round', { id: 'history.open-all' })}
        </button>
        ${
          byGameId(this.stories, row.game)?.(loaded) ??
          html`<p>${msg("This version of the app cannot show this game's history.", { id: 'history.unknown-game' })}</p>`
        }
      </section>
      ${screensOf(row.game)?.fixesCards && !this.given && row.live?.role !== 'follower' ? this.renderFix(loaded) : nothing}
    `;
  }

  /** "Fix a recorded card": the log's cards, each with Fix; then the picker; then what the fix did, with its Undo. */
  private renderFix(loaded: LoadedSession): TemplateResult {
    const config = loaded.session.config as DiamondsConfig;
    const events = loaded.events as DiamondsEvent[];
    if (!events.some((e) => e.type === 'play')) return html``;
    const news = this.fixNews;
    return html`<section aria-labelledby="fix-heading">
      <h2 id="fix-heading">${msg('Fix a recorded card', { id: 'history.fix.title' })}</h2>
      ${
        news
          ? html`<div class="fix-news card" role="status">
            <p>${ruleText(news.text)}</p>
            ${
              news.undo !== null
                ? html`<button type="button" class="btn" data-action="undo-fix" @click=${() => this.undoFix(news.undo as number)}>
                  ${msg('Undo the fix', { id: 'history.fix.undo' })}
                </button>`
                : nothing
            }
          </div>`
          : nothing
      }
      ${
        this.fixing
          ? html`<diamonds-fix-card
            class="card"
            .target=${this.fixing}
            @dl-fix=${(e: CustomEvent<FixDetail>) => this.onFix(loaded, e.detail)}
            @dl-fix-cancel=${() => (this.fixing = null)}
          ></diamonds-fix-card>`
          : this.fixList
            ? html`<diamonds-history-panel
              fixable
              .config=${config}
              .events=${events}
              @dl-fix-request=${(e: CustomEvent<{ index: number }>) => (this.fixing = fixTarget(config, events, e.detail.index))}
            ></diamonds-history-panel>`
            : html`<p class="muted">${msg('A card tapped wrong can be replaced by the card really played; the later cards stay while they still fit.', { id: 'history.fix.hint' })}</p>
              <button type="button" class="button secondary" data-action="fix-list" @click=${() => (this.fixList = true)}>
                ${msg('Choose the card to fix', { id: 'history.fix.choose' })}
              </button>`
      }
    </section>`;
  }

  private async onFix(loaded: LoadedSession, { index, card }: FixDetail): Promise<void> {
    const target = this.fixing;
    if (!target) return;
    const db = this.db ?? appDb();
    const preview = correct(loaded.session.config as DiamondsConfig, loaded.events as DiamondsEvent[], index, card);
    const result = await correctEvent(db, loaded.session.id, index, { type: 'play', card }, loaded.revision);
    this.fixing = null;
    if (result.ok) {
      this.fixList = false;
      this.fixNews = { text: fixDone(target, card, preview.ok ? preview.dropped : []), undo: result.revision };
    } else if ('rejection' in result) {
      this.fixNews = { text: rejectionText(result.rejection), undo: null };
    } else {
      this.fixNews = {
        text: msg('The game changed on this device meanwhile: look again and choose the card once more.', { id: 'history.fix.conflict' }),
        undo: null,
      };
    }
  }

  private async undoFix(revision: number): Promise<void> {
    const result = await undo(this.db ?? appDb(), this.sessionId, revision);
    this.fixNews = result.ok
      ? { text: msg('The fix was undone: every card is back as it was recorded.', { id: 'history.fix.undone' }), undo: null }
      : { text: msg('The game changed on this device meanwhile: look again and choose the card once more.', { id: 'history.fix.conflict' }), undo: null };
  }

  private renderFacts(row: SessionRow): TemplateResult {
    return html`<dl class="card">
      <dt>${msg('Status', { id: 'session.status' })}</dt>
      <dd>${statusLabel(row.status)}</dd>
      <dt>${msg('Variant', { id: 'new.variant' })}</dt>
      <dd>${variantText(row.game, variantOf(row))}</dd>
      <dt>${msg('Players', { id: 'shell.title.players' })}</dt>
      <dd>${playerList(row.players)}</dd>
      <dt>${row.status === 'finished' ? finalStandings() : msg('Standings', { id: 'session.standings' })}</dt>
      <dd>
        ${
          row.standings.length
            ? html`<ol class="ranked">
              ${rankedStandings(row.standings).map((s) => html`<li value=${s.rank}>${s.name} ${s.score}</li>`)}
            </ol>`
            : msg('No score yet', { id: 'session.no-score' })
        }
      </dd>
      ${
        row.winners.length
          ? html`<dt>${msg('Won by', { id: 'session.won-by' })}</dt>
            <dd>${nameList(row.winners)}</dd>`
          : nothing
      }
      ${
        this.given?.dated === false
          ? nothing
          : html`<dt>${msg('Played', { id: 'history.played' })}</dt>
            <dd>${formatDate(row.createdAt)}</dd>
            <dt>${msg('Last change', { id: 'session.updated' })}</dt>
            <dd>${formatDate(row.updatedAt)}</dd>`
      }
    </dl>`;
  }

  private renderDiamonds(rounds: DiamondsRoundStory[]): TemplateResult {
    if (!rounds.length) return html`<p class="muted">${msg('No round has been dealt.', { id: 'history.no-deal' })}</p>`;
    return html`${rounds.map(
      (r) => html`<details class="round" ?open=${this.allOpen || rounds.length === 1}>
        <summary><h3>${msg(str`Round ${r.round}`, { id: 'history.round' })}</h3></summary>
        <p>${ruleText(r.deal)}</p>
        <ol>
          ${r.tricks.map(
            (t) => html`<li value=${t.trick}>
              ${ruleText(
                t.winner
                  ? msg(str`Trick ${t.trick}: ${nameList(t.cards)}. ${t.winner}.`, { id: 'history.trick' })
                  : msg(str`Trick ${t.trick} (not finished): ${nameList(t.cards)}.`, { id: 'history.trick.open' }),
              )}
              ${t.reasons.length ? html`<ul class="reasons">${t.reasons.map((x) => html`<li>${ruleText(x)}</li>`)}</ul>` : nothing}
            </li>`,
          )}
        </ol>
        ${
          r.end.length
            ? html`<p>${msg(str`End of round ${r.round}:`, { id: 'history.round-end' })}</p>
              <ul class="reasons">
                ${r.end.map((x) => html`<li>${ruleText(x)}</li>`)}
              </ul>`
            : nothing
        }
      </details>`,
    )}`;
  }

  private renderDiams(rounds: DiamsRoundStory[]): TemplateResult {
    if (!rounds.length) return html`<p class="muted">${msg('No round has been scored.', { id: 'history.no-round' })}</p>`;
    return html`${rounds.map(
      (r) => html`<details class="round" ?open=${this.allOpen || rounds.length === 1}>
        <summary><h3>${msg(str`Round ${r.round}`, { id: 'history.round' })}</h3></summary>
        ${r.players.map(
          (p) => html`<div class="player">
            <p>
              <strong>${p.name}</strong>${plural(p.points, {
                one: () => msg(str`: ${p.points} point, place ${p.place}, ${p.chips} chips.`, { id: 'history.diams.line.one' }),
                other: () => msg(str`: ${p.points} points, place ${p.place}, ${p.chips} chips.`, { id: 'history.diams.line' }),
              })}
            </p>
            <ul class="reasons">
              ${p.lines.map((x) => html`<li>${ruleText(x)}</li>`)}
            </ul>
          </div>`,
        )}
      </details>`,
    )}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'history-session': HistorySession;
  }
}
