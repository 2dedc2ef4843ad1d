/**
 * <diams-market-panel session-id="…">: a round of Diam's played turn by turn (diams.md, "What the
 * app records at a real table", item 2). It shows what is public at the table (market, hand sizes,
 * safes, the closing countdown) and asks for the step the rules wait for — the refill of an empty
 * market (M-REFILL), the draw (M-DRAW), the play (M-MARKET, M-SECURE, M-SPECIALS), the hand limit
 * (M-LIMIT) — records each as a `turn` event once the store has committed it, and says why the rules
 * refuse one, naming the rule. Undo, redo, the history with reasons and the export in the app's
 * backup format are here too. When the last turn is over it lists what each player must still add
 * to the round sheet the game screen pre-fills (sheetDraft).
 *
 * It follows the stored session live and announces each committed write with `dl-session-changed`,
 * so the game screen around it stays in step.
 */
import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { plural } from '../../i18n/format.js';
import { rejectionText } from '../../i18n/rule-messages.js';
import { marketEventText } from '../../i18n/market-text.js';
import { repeat } from 'lit/directives/repeat.js';
import {
  awaitingMarket,
  marketLogHistory,
  sheetDraft,
  type DiamsSessionEvent,
  type DiamsState,
  type TurnsRound,
} from '../../rules/diams/index.js';
import type { Rejection } from '../../rules/game.js';
import { backupSession, type LedgerDb } from '../../store/index.js';
import { downloadText, playersFileName } from '../shared/download.js';
import { diamsStyles } from '../diams/view/styles.js';
import { appDb } from '../shared/app-db.js';
import { emit } from '../shared/events.js';
import './deck-step.js';
import { draftNote, eventLabel, stepTitle, turnTitle } from './labels.js';
import './limit-step.js';
import type { MarketEventDetail } from './market-event.js';
import './market-history.js';
import { MarketLink, type Written } from './market-link.js';
import { sessionNotice } from '../shared/live-session-notice.js';
import './market-table.js';
import './play-step.js';
import { marketStyles } from './styles.js';

export interface SessionChangedDetail {
  state: DiamsState;
}

@localized()
@customElement('diams-market-panel')
export class DiamsMarketPanel extends LitElement {
  static override styles = [
    diamsStyles,
    marketStyles,
    css`
      .toolbar {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(7rem, 1fr));
        gap: 0.4rem;
        margin: 1rem 0;
      }
      .toolbar .btn {
        flex-direction: column;
        padding: 0.25rem 0.4rem;
      }
      .what {
        display: block;
        font-size: 0.75rem;
        font-weight: 400;
      }
      .step-card {
        margin: 0 0 1rem;
      }
      .step-card h3 {
        margin-top: 0;
      }
      .notes {
        padding-left: 1.25rem;
      }
    `,
  ];

  @property({ attribute: 'session-id' }) sessionId = '';
  /** The store to use; the app's own database unless a test or a host gives another. */
  @property({ attribute: false }) db: LedgerDb | undefined;

  @state() private problem: Rejection | { rule: null; message: string } | null = null;
  @state() private news = '';
  @state() private historyOpen = false;


  private readonly link = new MarketLink(
    this,
    () => this.database,
    () => this.sessionId,
  );

  private get database(): LedgerDb {
    return this.db ?? appDb();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.hasUpdated && (changed.has('sessionId') || changed.has('db'))) {
      this.problem = null;
      this.news = '';
      this.link.reload();
    }
  }

  protected override updated(): void {
    // Hooks for tests and journeys: what the rules wait for, and how many turns are recorded.
    const turns = this.link.view?.state.turns;
    this.dataset.awaiting = turns ? awaitingMarket(turns.state).what : this.link.loading ? 'loading' : 'none';
    this.dataset.events = String(turns?.events.length ?? 0);
  }

  override render(): TemplateResult {
    const notice = sessionNotice(this.link, 'muted');
    const view = this.link.view;
    if (notice || !view) return notice ?? html``;
    if (view.session.game !== 'diams') {
      return html`<p class="problem" role="alert">${msg("This game is not a game of Diam's, so this screen cannot record it.", { id: 'diams.not-diams.message' })}</p>`;
    }
    const { state, events } = view;
    const round = state.rounds.length + 1;
    const broken = view.broken;
    return html`<section aria-labelledby="turns-title">
      <h2 id="turns-title">${msg(str`Round ${round}, turn by turn`, { id: 'market.title.round' })}</h2>
      ${broken
        ? html`<p class="problem">
            ${msg(str`This game's log stops replaying at event ${broken.index + 1}: ${rejectionText(broken.rejection)} (${broken.rejection.rule}). Undo to continue from an earlier point.`, {
              id: 'check.broken',
            })}
          </p>`
        : nothing}
      <div class="problem" role="alert">${this.problem ? this.renderProblem(this.problem) : nothing}</div>
      <p class="news" role="status">${this.news}</p>
      ${state.turns ? this.renderTurns(state.turns) : html`<p>${msg('No round is being played turn by turn.', { id: 'market.no-turns' })}</p>`}
      ${this.renderToolbar(state, events)}
      ${this.historyOpen && state.turns
        ? html`<section id="history" aria-labelledby="history-title">
            <h3 id="history-title">${msg(str`History of round ${round}`, { id: 'market.history.title' })}</h3>
            <diams-market-history .config=${state.turns.config} .events=${state.turns.events}></diams-market-history>
          </section>`
        : nothing}
    </section>`;
  }

  private renderProblem(p: Rejection | { rule: null; message: string }): TemplateResult {
    const rule = p.rule;
    return html`<p>
        <strong>${rule ? msg(str`Not recorded (${rule})`, { id: 'problem.not-recorded' }) : msg('Not recorded', { id: 'market.not-recorded' })}</strong>
      </p>
      <p>${p.rule !== null ? rejectionText(p) : p.message}</p>`;
  }

  private renderTurns(turns: TurnsRound): TemplateResult {
    const s = turns.state;
    const awaiting = awaitingMarket(s);
    const players = s.config.players;
    const busy = this.link.busy;
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
        ${repeat([turns.events.length], (n) => n, () => step)}
      </section>
    </diams-market-table>`;
  }

  private renderOver(turns: TurnsRound): TemplateResult {
    return html`<p>
        ${msg('Every player has had a last turn after the closing card (M-CLOSING). The round sheets are pre-filled with what the turns tell:', {
          id: 'market.over',
        })}
      </p>
      <ul class="notes">
        ${sheetDraft(turns.state).map((d) => html`<li data-note=${d.seat}>${draftNote(d)}</li>`)}
      </ul>`;
  }

  private renderToolbar(state: DiamsState, events: readonly DiamsSessionEvent[]): TemplateResult {
    const busy = this.link.busy;
    const last = events.at(-1);
    const next = this.link.view?.session.redo.at(-1) as DiamsSessionEvent | undefined;
    return html`<div class="toolbar" role="toolbar" aria-label=${msg('Turn record', { id: 'market.toolbar' })}>
      <button type="button" class="btn" data-action="undo" ?disabled=${!last || busy} @click=${this.onUndo}>
        ${msg('Undo', { id: 'common.undo' })}<span class="what">${last ? this.undoLabel(state, last) : msg('nothing yet', { id: 'diamonds.undo.none' })}</span>
      </button>
      <button type="button" class="btn" data-action="redo" ?disabled=${!next || busy} @click=${this.onRedo}>
        ${msg('Redo', { id: 'common.redo' })}<span class="what"
          >${next ? this.redoLabel(state, next) : msg('nothing undone', { id: 'diamonds.redo.none' })}</span
        >
      </button>
      <button
        type="button"
        class="btn"
        aria-expanded=${this.historyOpen ? 'true' : 'false'}
        aria-controls="history"
        ?disabled=${!state.turns}
        @click=${() => (this.historyOpen = !this.historyOpen)}
      >
        ${msg('History', { id: 'shell.title.history' })}<span class="what"
          >${state.turns ? this.entriesText(state.turns.events.length) : msg('no turns', { id: 'market.no-turns.short' })}</span
        >
      </button>
      <button type="button" class="btn" data-action="export" @click=${this.onExport}>
        ${msg('Export', { id: 'diams.toolbar.export' })}<span class="what">${msg('backup file (.json)', { id: 'check.backup-file' })}</span>
      </button>
    </div>`;
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
    const turns = this.link.view?.state.turns;
    if (!turns) return;
    const event = e.detail.event;
    const done = await this.record(this.link.append({ type: 'turn', event }));
    if (!done?.turns) return;
    const said = marketEventText(turns.state, event, done.turns.state);
    this.news = msg(str`Recorded: ${said}`, { id: 'market.news.recorded' });
    await this.focusStep();
  }

  private async onUndo(): Promise<void> {
    const state = this.link.view?.state;
    const last = this.link.view?.events.at(-1);
    if (!state || !last) return;
    const label = this.undoLabel(state, last);
    if (await this.record(this.link.undo())) this.news = msg(str`Undone: ${label}. Redo puts it back.`, { id: 'diamonds.news.undone' });
  }

  private async onRedo(): Promise<void> {
    const state = this.link.view?.state;
    const next = this.link.view?.session.redo.at(-1) as DiamsSessionEvent | undefined;
    if (!state || !next) return;
    const label = this.redoLabel(state, next);
    if (await this.record(this.link.redo())) this.news = msg(str`Redone: ${label}.`, { id: 'diamonds.news.redone' });
  }

  /** Waits for a write; says why when it failed. Resolves with the state after it, or null. */
  private async record(write: Promise<Written>): Promise<DiamsState | null> {
    const outcome = await write;
    switch (outcome.kind) {
      case 'ok':
        this.problem = null;
        emit<SessionChangedDetail>(this, 'dl-session-changed', { state: outcome.after });
        return outcome.after;
      case 'rejected':
        this.news = '';
        this.problem = outcome.rejection;
        return null;
      case 'conflict':
        this.problem = {
          rule: null,
          message: msg('This game changed elsewhere (another tab or screen recorded first). It now shows what is stored: check it and try again.', {
            id: 'check.problem.conflict',
          }),
        };
        return null;
      case 'failed':
        this.problem = {
          rule: null,
          message: msg(str`The device could not save this (${outcome.message}). Nothing was recorded; try again.`, { id: 'market.problem.failed' }),
        };
        return null;
      default:
        return null;
    }
  }

  private async focusStep(): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('#step-title')?.focus();
  }

  /** Downloads the session in the app's backup format: a record would hold the round sheets only. */
  private async onExport(): Promise<void> {
    const view = this.link.view;
    if (!view) return;
    try {
      const text = await backupSession(this.database, this.sessionId);
      if (text === undefined) return;
      const name = downloadText(text, playersFileName('diams-backup', view.state.config.players), this.renderRoot);
      this.news = msg(str`Exported as ${name}: a backup file of this game, with every turn as recorded.`, { id: 'market.news.exported' });
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
