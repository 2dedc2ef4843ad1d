/**
 * The frame both game screens share (<diamonds-session-screen>, <diams-session-screen>): the
 * `session-id` and `db` properties, the game's SessionController and the FormDrafts of its step,
 * the announcer, the problem box (role "alert"), the toolbar, the live bar and the share link, the
 * notice shown while there is no game to show, a reset when the session or the store changes, the
 * test hooks (`data-drafts`), the export's hand-over and the rematch. Each game extends it and
 * gives only its panels (`renderGame`) and its own handlers (undo, redo, export).
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { backupSession, exportRecord, type DeviceDb } from '../../store/index';
import { appDb } from '../shared/app-db';
import { shareOrDownload, type Handed } from '../shared/download';
import { gameRecordLabel } from '../shared/labels';
import { navigate } from '../shared/router';
import { ruleText } from '../shared/rule-tag';
import { startAgain } from '../shared/start-again';
import '../live/live-bar';
import '../share-link/share-link';
import { FormDrafts } from './form-drafts';
import './session-announcer';
import type { SessionAnnouncer } from './session-announcer';
import { SessionController, type SessionView } from './session-controller';
import { sessionNotice } from './session-notice';
import type { Problem } from './session-problem';
import './session-toolbar';

/** What the toolbar's buttons say they would change; a missing History or Export: no such button. */
export interface ToolbarWhat {
  undo: string | null;
  redo: string | null;
  history?: string;
  historyOpen?: boolean;
  export?: string;
  /** Undo and Redo wait for a write in flight. */
  busy?: boolean;
}

export abstract class SessionScreen<E, S, P extends Problem = Problem> extends LitElement {
  @property({ attribute: 'session-id' }) sessionId = '';
  /** The store to use; the app's own database unless a test gives another. */
  @property({ attribute: false }) db: DeviceDb | undefined;

  /** What went wrong with the last action, shown in the problem box until the next one goes through. */
  @state() protected problem: P | null = null;

  @query('session-announcer') protected news!: SessionAnnouncer | null;

  protected readonly session: SessionController<E, S>;
  /** What the step's forms hold, kept through a reload. */
  protected readonly forms: FormDrafts;

  constructor(protected readonly game: 'diamonds' | 'diams') {
    super();
    this.session = new SessionController(this, { db: () => this.database, id: () => this.sessionId, game });
    this.forms = new FormDrafts(this, this.session);
  }

  protected get database(): DeviceDb {
    return this.db ?? appDb();
  }

  /** The game as stored, once shown: its panels. */
  protected abstract renderGame(view: SessionView<E, S>): TemplateResult;
  protected abstract onUndo(): Promise<void>;
  protected abstract onRedo(): Promise<void>;
  protected abstract onExport(): Promise<void>;
  /** The toolbar's History button (a game without one never hears it). */
  protected onHistory(): void {}
  /** What the screen itself holds for the session shown, dropped when it shows another. */
  protected reset(_changed: PropertyValues<this>): void {}

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.hasUpdated && (changed.has('sessionId') || changed.has('db'))) {
      this.news?.clear();
      this.problem = null;
      this.reset(changed);
      this.session.reload();
    }
  }

  protected override updated(_changed: PropertyValues): void {
    // A hook for tests: whether the forms typed are stored yet.
    this.dataset.drafts = this.session.drafts.saving ? 'saving' : 'saved';
    this.forms.tidy();
  }

  override render(): TemplateResult {
    const notice = sessionNotice(this.game, this.session);
    const view = this.session.view;
    if (notice || !view) return notice ?? html``;
    return this.renderGame(view);
  }

  /** The problem box, under the control that was tapped: its title, its words and `actions`. */
  protected renderProblem(content: TemplateResult | typeof nothing = this.problemText(this.problem)): TemplateResult {
    return html`<div class="problem" role="alert">${content}</div>`;
  }

  protected problemText(p: P | null): TemplateResult | typeof nothing {
    return p ? html`<p><strong>${ruleText(p.title)}</strong></p><p>${ruleText(p.message)}</p>` : nothing;
  }

  protected renderToolbar(what: ToolbarWhat): TemplateResult {
    return html`<session-toolbar
      class="toolbar"
      aria-label=${gameRecordLabel()}
      .undoWhat=${what.undo}
      .redoWhat=${what.redo}
      .historyWhat=${what.history ?? null}
      .exportWhat=${what.export ?? null}
      ?history-open=${what.historyOpen ?? false}
      ?busy=${what.busy ?? false}
      ?followed=${this.session.followed}
      @dl-undo=${this.onUndo}
      @dl-redo=${this.onRedo}
      @dl-history=${this.onHistory}
      @dl-export=${this.onExport}
    ></session-toolbar>`;
  }

  /** The live table's bar: a problem of the table's (offline, host gone) is stale once it is live again. */
  protected renderLiveBar(): TemplateResult {
    return html`<live-bar class="card" .session=${this.session} @table-live=${() => this.problem?.atTable && (this.problem = null)}></live-bar>`;
  }

  protected renderShareLink(className: string): TemplateResult {
    return html`<share-link class=${className} .db=${this.db} .session=${this.session.view?.session}></share-link>`;
  }

  /** Shares or downloads the game's record (`backup`: its backup) as `name`; null when there is no such game. */
  protected async handOver(name: string, backup = false): Promise<Handed | null> {
    const text = await (backup ? backupSession : exportRecord)(this.database, this.sessionId);
    return text === undefined ? null : shareOrDownload(text, name, this.renderRoot);
  }

  /** The same players again: a new game of the same kind, opened at once. */
  protected async onRematch(): Promise<void> {
    const view = this.session.view;
    if (view) navigate({ name: 'session', id: await startAgain(this.database, view.session) });
  }
}
