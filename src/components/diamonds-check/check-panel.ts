/**
 * <diamonds-check-panel session-id="…">: a Diamonds session kept with round-end checks, for tables
 * that do not record every card. At each round boundary it asks for the round's counts, records
 * them as a `check` event once the store has committed it, lists the end-of-round actions with
 * their reasons and the diamonds they leave, asks whom a Clubs majority robs, and keeps the tally
 * (D-SCORE, D-TIE) in view; at the end the final tally can take the table's own count.
 *
 * It works on its own (with `own-toolbar`: undo, redo, history, export) or inside the card-by-card
 * session screen, which then keeps its own toolbar; it follows the stored session live either way
 * and announces each committed write with `dl-session-changed`.
 */
import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { plural } from '../../i18n/format.js';
import { rejectionText } from '../../i18n/rule-messages.js';
import type { DiamondsEvent, DiamondsState, ZoneCount } from '../../rules/diamonds/index.js';
import type { LedgerDb } from '../../store/index.js';
import '../diamonds/history-panel/history-panel.js';
import '../diamonds/steal-chooser/steal-chooser.js';
import type { DiamondsStealChooser, StealDetail } from '../diamonds/steal-chooser/steal-chooser.js';
import { eventLabel } from '../diamonds/view/event-label.js';
import { suitStyles } from '../diamonds/view/suit-styles.js';
import { appDb } from '../shared/app-db.js';
import { emit } from '../shared/events.js';
import './check-form.js';
import type { CheckDetail } from './check-form.js';
import { checkStyles } from './check-styles.js';
import './end-list.js';
import { PanelSession, type Written } from './panel-session.js';
import { sessionNotice } from '../shared/live-session-notice.js';
import { backupFileName, sessionBackup } from './session-backup.js';
import { downloadText } from '../shared/download.js';
import './tally-form.js';
import type { ZonesDetail } from './zones-fields.js';

export interface SessionChangedDetail {
  state: DiamondsState;
}

@localized()
@customElement('diamonds-check-panel')
export class DiamondsCheckPanel extends LitElement {
  static override styles = [
    suitStyles,
    checkStyles,
    css`
      .block {
        margin: 0 0 1.25rem;
      }
      .toolbar {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        margin: 1rem 0;
      }
      .what {
        display: block;
        font-weight: 400;
        font-size: 0.8125rem;
      }
      .news:empty {
        display: none;
      }
      details > summary {
        min-height: 44px;
        display: flex;
        align-items: center;
        cursor: pointer;
        font-weight: 600;
      }
    `,
  ];

  @property({ attribute: 'session-id' }) sessionId = '';
  /** The store to use; the app's own database unless a test or a host gives another. */
  @property({ attribute: false }) db: LedgerDb | undefined;
  /** Show undo, redo, history and export here (off inside a screen that has its own). */
  @property({ type: Boolean, attribute: 'own-toolbar' }) ownToolbar = false;
  /** Round 1 only: the first dealer picked on the new-game screen, if any. */
  @property({ attribute: false }) firstDealer: number | null = null;

  @state() private problem = '';
  @state() private news = '';

  @state() private historyOpen = false;

  private readonly session = new PanelSession(
    this,
    () => this.database,
    () => this.sessionId,
  );

  private get database(): LedgerDb {
    return this.db ?? appDb();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.hasUpdated && (changed.has('sessionId') || changed.has('db'))) {
      this.problem = '';
      this.news = '';
      this.session.reload();
    }
  }

  protected override updated(): void {
    const view = this.session.view;
    // Hooks for tests and journeys: where the game is and how long its log is.
    this.dataset.phase = view?.state.phase ?? (this.session.loading ? 'loading' : 'none');
    this.dataset.events = String(view?.events.length ?? 0);
  }

  override render(): TemplateResult {
    const notice = sessionNotice(this.session, 'hint');
    const view = this.session.view;
    if (notice || !view) return notice ?? html``;
    if (view.session.game !== 'diamonds') {
      return html`<p class="problem" role="alert">${msg('This game is not a game of Diamonds.', { id: 'check.not-diamonds' })}</p>`;
    }
    const state = view.state;
    const broken = view.broken;
    return html`
      ${broken
        ? html`<p class="problem">
            ${msg(str`This game's log stops replaying at event ${broken.index + 1}: ${rejectionText(broken.rejection)} (${broken.rejection.rule}). Undo to continue from an earlier point.`, {
              id: 'check.broken',
            })}
          </p>`
        : nothing}
      <div class="problem" role="alert">${this.problem}</div>
      <p class="news" role="status">${this.news}</p>
      ${this.renderPhase(state)} ${this.ownToolbar ? this.renderToolbar(state, view.events, view.session.redo) : nothing}
    `;
  }

  private renderPhase(state: DiamondsState): TemplateResult {
    const busy = this.session.busy;
    switch (state.phase) {
      case 'deal':
        return html`${state.round?.end ? html`<diamonds-end-list class="block" .state=${state}></diamonds-end-list>` : nothing}
          <diamonds-check-form class="block" .state=${state} .firstDealer=${this.firstDealer} ?busy=${busy} @dl-check=${this.onCheck}></diamonds-check-form>
          <details>
            <summary>${msg('Standings now (D-SCORE)', { id: 'check.standings' })}</summary>
            <diamonds-tally-form .state=${state} ?busy=${busy} @dl-zones=${this.onZones}></diamonds-tally-form>
          </details>`;
      case 'steal':
        if (state.pending?.cause === 'D-MAJORITY') {
          return html`<diamonds-end-list class="block" .state=${state}></diamonds-end-list>
            <diamonds-steal-chooser class="block" .state=${state} @dl-steal=${this.onSteal}></diamonds-steal-chooser>`;
        }
        return this.renderMidRound(state);
      case 'play':
        return this.renderMidRound(state);
      case 'over':
        return html`${state.round?.end ? html`<diamonds-end-list class="block" .state=${state}></diamonds-end-list>` : nothing}
          <diamonds-tally-form class="block" .state=${state} ?busy=${busy} @dl-zones=${this.onZones}></diamonds-tally-form>`;
    }
  }

  private renderMidRound(state: DiamondsState): TemplateResult {
    const round = state.round;
    const left = round ? state.table.playsPerRound - round.plays : 0;
    const index = round?.index ?? state.roundsDone + 1;
    return html`<p class="hint">
      ${msg(
        str`Round ${index} is being recorded card by card (${left} cards still to be played). A round-end check starts at a round boundary: finish this round, or undo back to before its deal.`,
        { id: 'check.mid-round' },
      )}
    </p>`;
  }

  private renderToolbar(state: DiamondsState, events: readonly DiamondsEvent[], redoStack: readonly unknown[]): TemplateResult {
    const last = events.at(-1);
    const next = redoStack.at(-1) as DiamondsEvent | undefined;
    const busy = this.session.busy;
    const entries = events.length;
    return html`<div class="toolbar" role="toolbar" aria-label=${msg('Game record', { id: 'diamonds.toolbar' })}>
        <button type="button" class="btn" ?disabled=${!last || busy} @click=${this.onUndo}>
          ${msg('Undo', { id: 'common.undo' })}<span class="what">${last ? eventLabel(state, last) : msg('nothing yet', { id: 'diamonds.undo.none' })}</span>
        </button>
        <button type="button" class="btn" ?disabled=${!next || busy} @click=${this.onRedo}>
          ${msg('Redo', { id: 'common.redo' })}<span class="what"
            >${next ? eventLabel(state, next) : msg('nothing undone', { id: 'diamonds.redo.none' })}</span
          >
        </button>
        <button type="button" class="btn" aria-expanded=${this.historyOpen ? 'true' : 'false'} aria-controls="history" @click=${() => (this.historyOpen = !this.historyOpen)}>
          ${msg('History', { id: 'shell.title.history' })}<span class="what"
            >${plural(entries, {
              one: () => msg(str`${entries} entry`, { id: 'check.entries.one' }),
              other: () => msg(str`${entries} entries`, { id: 'check.entries' }),
            })}</span
          >
        </button>
        <button type="button" class="btn" @click=${this.onExport}>
          ${msg('Export', { id: 'diams.toolbar.export' })}<span class="what">${msg('backup file (.json)', { id: 'check.backup-file' })}</span>
        </button>
      </div>
      ${this.historyOpen
        ? html`<section id="history" aria-labelledby="history-title">
            <h2 id="history-title">${msg('History', { id: 'shell.title.history' })}</h2>
            <diamonds-history-panel .config=${state.config} .events=${events}></diamonds-history-panel>
          </section>`
        : nothing}`;
  }

  // ----- writes -----

  private async onCheck(e: CustomEvent<CheckDetail>): Promise<void> {
    const round = (this.session.view?.state.roundsDone ?? 0) + 1;
    const done = await this.record(this.session.append(e.detail.event));
    if (!done) return;
    if (done.phase === 'steal') {
      this.news = msg(str`Round ${round}: the Clubs majority robs a Showroom: choose whose.`, { id: 'check.news.choose' });
      await this.updateComplete;
      this.renderRoot.querySelector<DiamondsStealChooser>('diamonds-steal-chooser')?.focusFirst();
      return;
    }
    this.news =
      done.phase === 'over'
        ? msg(str`Round ${round} settled: the game is over, see the final tally.`, { id: 'check.news.over' })
        : msg(str`Round ${round} settled: see its end-of-round actions.`, { id: 'check.news.settled' });
    await this.focusEnd();
  }

  private async onSteal(e: CustomEvent<StealDetail>): Promise<void> {
    const done = await this.record(this.session.append({ type: 'steal', victim: e.detail.victim }));
    if (!done) return;
    const round = done.roundsDone;
    this.news = msg(str`Round ${round} settled: see its end-of-round actions.`, { id: 'check.news.settled' });
    await this.focusEnd();
  }

  private async onZones(e: CustomEvent<ZonesDetail>): Promise<void> {
    const zones: ZoneCount[] = e.detail.zones;
    const done = await this.record(this.session.append({ type: 'zones', zones }));
    if (done) this.news = msg('Counts recorded: the app keeps them from now on.', { id: 'check.news.counts' });
  }

  private async onUndo(): Promise<void> {
    const view = this.session.view;
    const last = view?.events.at(-1);
    if (!view || !last) return;
    const label = eventLabel(view.state, last);
    if (await this.record(this.session.undo())) this.news = msg(str`Undone: ${label}. Redo puts it back.`, { id: 'diamonds.news.undone' });
  }

  private async onRedo(): Promise<void> {
    const view = this.session.view;
    const next = view?.session.redo.at(-1) as DiamondsEvent | undefined;
    if (!view || !next) return;
    const label = eventLabel(view.state, next);
    if (await this.record(this.session.redo())) this.news = msg(str`Redone: ${label}.`, { id: 'diamonds.news.redone' });
  }

  /** Waits for a write; shows why when it failed. Resolves with the state after it, or null. */
  private async record(write: Promise<Written>): Promise<DiamondsState | null> {
    const outcome = await write;
    switch (outcome.kind) {
      case 'ok':
        this.problem = '';
        emit<SessionChangedDetail>(this, 'dl-session-changed', { state: outcome.after });
        return outcome.after;
      case 'rejected':
        this.problem = msg(str`Not recorded: ${rejectionText(outcome.rejection)} (${outcome.rejection.rule})`, { id: 'check.problem.rejected' });
        return null;
      case 'conflict':
        this.problem = msg('This game changed elsewhere (another tab or screen recorded first). It now shows what is stored: check it and try again.', {
          id: 'check.problem.conflict',
        });
        return null;
      case 'failed':
        this.problem = msg(str`Not saved: the device could not save this (${outcome.message}). Nothing was recorded; try again.`, { id: 'check.problem.failed' });
        return null;
      default:
        return null;
    }
  }

  private async focusEnd(): Promise<void> {
    await this.updateComplete;
    const list = this.renderRoot.querySelector('diamonds-end-list');
    await list?.updateComplete;
    list?.shadowRoot?.querySelector<HTMLElement>('h2')?.focus();
  }

  /** Downloads the session in the backup format (a record would need every card). */
  private async onExport(): Promise<void> {
    const view = this.session.view;
    if (!view) return;
    try {
      const text = await sessionBackup(this.database, this.sessionId);
      if (text === undefined) return;
      const name = downloadText(text, backupFileName(view.state.config.players), this.renderRoot);
      this.news = msg(str`Exported as ${name}: a backup file of this game, with every entry as recorded.`, { id: 'check.news.exported' });
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      this.problem = msg(str`Not exported: ${why}`, { id: 'check.problem.export' });
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diamonds-check-panel': DiamondsCheckPanel;
  }
}
