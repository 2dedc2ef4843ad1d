/**
 * <diams-market-panel>: a round of Diam's played turn by turn (diams.md, "What the app records at
 * a real table", item 2). It shows what is public at the table (market, hand sizes, safes, the
 * closing countdown) and asks for the step the rules wait for — the refill of an empty market
 * (M-REFILL), the draw (M-DRAW), the play (M-MARKET, M-SECURE, M-SPECIALS), the hand limit
 * (M-LIMIT) — records each as a `turn` event once the store has committed it, and says why the
 * rules refuse one, naming the rule. Undo, redo, the history with reasons and the export in the
 * app's backup format are here too. When the last turn is over it lists what each player must
 * still add to the round sheet the game screen pre-fills (sheetDraft).
 *
 * It sits inside the Diam's session screen, which owns the session and hands its controller in
 * (`.session`); each committed write is announced with `dl-session-changed`.
 */
import { LitElement, type PropertyValues, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { plural } from '../../../i18n/format';
import { rejectionText } from '../../../i18n/rule-messages';
import { marketEventText } from '../../../i18n/market-text';
import { repeat } from 'lit/directives/repeat.js';
import { awaitingMarket, marketLogHistory, sheetDraft, type DiamsSessionEvent, type DiamsState, type TurnsRound } from '../../../rules/diams/index';
import type { Rejection } from '../../../rules/game';
import { backupSession } from '../../../store/index';
import { playersFileName, shareOrDownload } from '../../shared/download';
import { diamsStyles } from '../view/diams-styles';
import { emit } from '../../shared/events';
import type { Outcome, SessionController } from '../../session/session-controller';
import '../../session/session-announcer';
import type { SessionAnnouncer } from '../../session/session-announcer';
import { screenToolbarStyles } from '../../session/session-styles';
import { redoneNews, undoneNews } from '../../session/session-toolbar';
import './deck-step';
import { draftNote, eventLabel, stepTitle, turnTitle } from './labels';
import './limit-step';
import type { MarketEventDetail } from './market-event';
import './market-history';
import './market-table';
import './play-step';
import { marketStyles } from './market-styles';
import { panelConflictText, revealProblem } from '../../session/session-problem';
import { focusQuietly } from '../../shared/focus';
import { ruleText } from '../../shared/rule-tag';
import { ruleTagStyles } from '../../shared/rule-tag-styles';
import { marketPanelStyles } from './market-panel.styles';

export interface SessionChangedDetail {
  state: DiamsState;
}

@customElement('diams-market-panel')
@localized()
export class DiamsMarketPanel extends LitElement {
  static override styles = [ruleTagStyles, diamsStyles, marketStyles, screenToolbarStyles, marketPanelStyles];

  /**
   * The game, owned by the screen around the panel. The controller stays the same object while
   * the session changes, so every render of the screen passes it on again and the panel renders.
   */
  @property({ attribute: false, hasChanged: () => true }) session: SessionController<DiamsSessionEvent, DiamsState> | null = null;

  @state() private problem: Rejection | { rule: null; message: string } | null = null;
  @state() private historyOpen = false;

  @query('session-announcer') private news!: SessionAnnouncer | null;

  protected override updated(changed: PropertyValues): void {
    if (changed.has('problem')) revealProblem(this.renderRoot);
    // Hooks for tests and journeys: what the rules wait for, and how many turns are recorded.
    const turns = this.session?.view?.state.turns;
    this.dataset.awaiting = turns ? awaitingMarket(turns.state).what : this.session?.status === 'loading' ? 'loading' : 'none';
    this.dataset.events = String(turns?.events.length ?? 0);
  }

  override render(): TemplateResult {
    const view = this.session?.view;
    if (!view) return html``;
    const { state, events } = view;
    const round = state.rounds.length + 1;
    return html`<section aria-labelledby="turns-title">
      <h2 id="turns-title">${msg(str`Round ${round}, turn by turn`, { id: 'market.title.round' })}</h2>
      ${
        state.turns
          ? this.renderTurns(state.turns, this.renderRecord(state, events, round))
          : html`${this.renderAnswers()}<p>${msg('No round is being played turn by turn.', { id: 'market.no-turns' })}</p>
            ${this.renderRecord(state, events, round)}`
      }
    </section>`;
  }

  /**
   * The toolbar and the history it opens, in the page's flow right below the step and its answers
   * (above the players): never over a control of the step, and at hand once a turn is recorded.
   */
  private renderRecord(state: DiamsState, events: readonly DiamsSessionEvent[], round: number): TemplateResult {
    return html`${this.renderToolbar(state, events)}
    ${
      this.historyOpen && state.turns
        ? html`<section id="history" aria-labelledby="history-title">
          <h3 id="history-title">${msg(str`History of round ${round}`, { id: 'market.history.title' })}</h3>
          <diams-market-history .config=${state.turns.config} .events=${state.turns.events}></diams-market-history>
        </section>`
        : nothing
    }`;
  }

  /**
   * A refusal (announced at once, role "alert") and the news of what was recorded. They sit under
   * the step's own Record button, so a tap and its answer are on screen together.
   */
  private renderAnswers(): TemplateResult {
    return html`<div class="problem" role="alert">${this.problem ? this.renderProblem(this.problem) : nothing}</div>
      <session-announcer class="news"></session-announcer>`;
  }

  private renderProblem(p: Rejection | { rule: null; message: string }): TemplateResult {
    const rule = p.rule;
    return html`<p>
        <strong>${rule ? ruleText(msg(str`Not recorded (${rule})`, { id: 'problem.not-recorded' })) : msg('Not recorded', { id: 'market.not-recorded' })}</strong>
      </p>
      <p>${ruleText(p.rule !== null ? rejectionText(p) : p.message)}</p>`;
  }

  private renderTurns(turns: TurnsRound, record: TemplateResult): TemplateResult {
    const s = turns.state;
    const awaiting = awaitingMarket(s);
    const players = s.config.players;
    const busy = this.session?.busy ?? false;
    const title = awaiting.what === 'over' ? stepTitle(awaiting, players) : `${turnTitle(s.turn)} · ${stepTitle(awaiting, players)}`;
    let step: TemplateResult;
    switch (awaiting.what) {
      case 'refill':
        step = html`<diams-deck-step mode="refill" .state=${s} .refillCards=${awaiting.cards} ?busy=${busy}></diams-deck-step>`;
        break;
      case 'draw':
        step = html`<diams-deck-step mode="draw" .state=${s} ?busy=${busy}></diams-deck-step>`;
        break;
      case 'play':
        step = html`<diams-play-step .state=${s} ?busy=${busy}></diams-play-step>`;
        break;
      case 'limit':
        step = html`<diams-limit-step .state=${s} ?busy=${busy}></diams-limit-step>`;
        break;
      case 'over':
        step = this.renderOver(turns);
        break;
    }
    // The step sits in the table's slot, right below the market it is about. Keyed by the number of
    // turns recorded (a one-item repeat), so each new step starts with a blank form, while a refused
    // one keeps what was entered for correction.
    return html`<diams-market-table class="block" .state=${s}>
      <section class="card step-card" aria-labelledby="step-title" @dl-market-event=${this.onMarketEvent}>
        <h3 id="step-title" tabindex="-1">${title}</h3>
        ${repeat(
          [turns.events.length],
          (n) => n,
          () => step,
        )} ${this.renderAnswers()}
      </section>
      ${record}
    </diams-market-table>`;
  }

  private renderOver(turns: TurnsRound): TemplateResult {
    return html`<p>
        ${ruleText(
          msg('Every player has had a last turn after the closing card (M-CLOSING). The round sheets are pre-filled with what the turns tell:', {
            id: 'market.over',
          }),
        )}
      </p>
      <ul class="notes">
        ${sheetDraft(turns.state).map((d) => html`<li data-note=${d.seat}>${draftNote(d)}</li>`)}
      </ul>`;
  }

  private renderToolbar(state: DiamsState, events: readonly DiamsSessionEvent[]): TemplateResult {
    const last = events.at(-1);
    const next = this.session?.redoEvent ?? null;
    return html`<session-toolbar
      class="toolbar"
      aria-label=${msg('Turn record', { id: 'market.toolbar' })}
      .undoWhat=${last ? this.undoLabel(state, last) : null}
      .redoWhat=${next ? this.redoLabel(state, next) : null}
      .historyWhat=${state.turns ? this.entriesText(state.turns.events.length) : msg('no turns', { id: 'market.no-turns.short' })}
      ?history-disabled=${!state.turns}
      ?history-open=${this.historyOpen}
      .exportWhat=${msg('backup', { id: 'market.toolbar.backup' })}
      ?busy=${this.session?.busy ?? false}
      ?followed=${this.session?.followed ?? false}
      @dl-undo=${this.onUndo}
      @dl-redo=${this.onRedo}
      @dl-history=${this.onHistory}
      @dl-export=${this.onExport}
    ></session-toolbar>`;
  }

  /** The history opens below the toolbar: it is brought into view, or the tap would seem to do nothing. */
  private async onHistory(): Promise<void> {
    this.historyOpen = !this.historyOpen;
    if (!this.historyOpen) return;
    await this.updateComplete;
    this.renderRoot.querySelector('#history')?.scrollIntoView({ block: 'start' });
  }

  private entriesText(entries: number): string {
    return plural(entries, {
      one: () => msg(str`${entries} entry`, { id: 'check.entries.one' }),
      other: () => msg(str`${entries} entries`, { id: 'check.entries' }),
    });
  }

  /** The player of the last turn comes from the history (who played it), not from the state after it. */
  private undoLabel(state: DiamsState, last: DiamsSessionEvent): string {
    const players = state.config.players;
    if (last.type !== 'turn' || !state.turns) return eventLabel(last, players, null, state.rounds.length);
    const line = marketLogHistory(state.turns.config, state.turns.events).at(-1);
    return eventLabel(last, players, line?.seat ?? null, state.rounds.length);
  }

  private redoLabel(state: DiamsState, next: DiamsSessionEvent): string {
    return eventLabel(next, state.config.players, state.turns?.state.seat ?? null, state.rounds.length + 1);
  }

  // ----- writes -----

  private async onMarketEvent(e: CustomEvent<MarketEventDetail>): Promise<void> {
    e.stopPropagation();
    const turns = this.session?.view?.state.turns;
    if (!this.session || !turns) return;
    const event = e.detail.event;
    const done = await this.record(this.session.append({ type: 'turn', event }));
    if (!done?.turns) return;
    const said = marketEventText(turns.state, event, done.turns.state);
    this.news?.say(msg(str`Recorded: ${said}`, { id: 'market.news.recorded' }));
    await this.focusStep();
  }

  private async onUndo(): Promise<void> {
    const view = this.session?.view;
    const last = view?.events.at(-1);
    if (!this.session || !view || !last) return;
    const label = this.undoLabel(view.state, last);
    if (await this.record(this.session.undo())) this.news?.say(undoneNews(label));
  }

  private async onRedo(): Promise<void> {
    const view = this.session?.view;
    const next = this.session?.redoEvent;
    if (!this.session || !view || !next) return;
    const label = this.redoLabel(view.state, next);
    if (await this.record(this.session.redo())) this.news?.say(redoneNews(label));
  }

  /** Waits for a write; says why when it failed. Resolves with the state after it, or null. */
  private async record(write: Promise<Outcome<DiamsState>>): Promise<DiamsState | null> {
    const outcome = await write;
    switch (outcome.kind) {
      case 'ok':
        this.problem = null;
        emit<SessionChangedDetail>(this, 'dl-session-changed', { state: outcome.after });
        return outcome.after;
      case 'rejected':
        this.news?.clear();
        this.problem = outcome.rejection;
        return null;
      case 'conflict':
        this.problem = {
          rule: null,
          message: panelConflictText(outcome.atTable),
        };
        return null;
      case 'failed':
        this.problem = {
          rule: null,
          message: outcome.atTable
            ? msg(str`The table did not record this: ${outcome.message}.`, { id: 'problem.table-refused' })
            : msg(str`The device could not save this (${outcome.message}). Nothing was recorded; try again.`, { id: 'market.problem.failed' }),
        };
        return null;
      default:
        return null;
    }
  }

  private async focusStep(): Promise<void> {
    await this.updateComplete;
    const title = this.renderRoot.querySelector<HTMLElement>('#step-title');
    if (title) focusQuietly(title);
  }

  /**
   * Shares (where the phone has a share sheet) or downloads the session in the app's backup
   * format: a record would hold the round sheets only.
   */
  private async onExport(): Promise<void> {
    const session = this.session;
    const view = session?.view;
    if (!session || !view) return;
    try {
      const text = await backupSession(session.db, view.session.id);
      if (text === undefined) return;
      const name = playersFileName('diams-backup', view.state.config.players);
      const how = await shareOrDownload(text, name, this.renderRoot);
      this.news?.say(
        how === 'shared'
          ? msg(str`Shared as ${name}: a backup file of this game, with every turn as recorded.`, { id: 'market.news.shared' })
          : msg(str`Exported as ${name}: a backup file of this game, with every turn as recorded.`, { id: 'market.news.exported' }),
      );
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      this.problem = { rule: null, message: msg(str`Not exported: ${why}`, { id: 'check.problem.export' }) };
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-market-panel': DiamsMarketPanel;
  }
}
