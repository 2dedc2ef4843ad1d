/**
 * The frame both game screens share (<diamonds-session-screen>, <diams-session-screen>): the
 * `session-id` and `db` properties, the game's SessionController and the FormDrafts of its step,
 * the announcer, the problem box (role "alert"), the toolbar, the live bar and the share link, the
 * notice shown while there is no game to show, a reset when the session or the store changes, the
 * test hooks (`data-drafts`), the export's hand-over and the rematch. Each game extends it and
 * gives only its panels (`renderGame`), what Undo and Redo would change (`undoStep`, `redoStep`)
 * and its export.
 *
 * A screen has one problem box, one announcer, one toolbar and one Undo and Redo, all here: a
 * panel inside it (the round-end check, a round played turn by turn) renders none of its own. It
 * asks the screen to say what it recorded (`dl-say`, askToSay) or why not (`dl-problem`,
 * askToShow), and gives the screen a slot where the answers and the toolbar go, under its own
 * buttons, so that a tap and its answer are on screen together.
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { backupSession, exportRecord, type DeviceDb, type GameId } from '../../store/index';
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
import { SessionController, type Outcome, type SessionView } from './session-controller';
import { sessionNotice } from './session-notice';
import { revealProblem, type Problem, type ProblemDetail } from './session-problem';
import type { SayDetail } from './session-announcer';
import './session-toolbar';

/** What the toolbar's other buttons say they would change; a missing History or Export: no such button. */
export interface ToolbarWhat {
  /** The toolbar's name (the game's record unless given). */
  label?: string;
  history?: string;
  historyOpen?: boolean;
  export?: string;
  /** Undo and Redo wait for a write in flight. */
  busy?: boolean;
  /** The panel slot it goes in, if any. */
  slot?: string;
}

/** What Undo (or Redo) would change, and what the screen says once that is stored. */
export interface HistoryStep<S> {
  /** Its words on the button's second line. */
  what: string;
  /** Runs before the write (the Diam's screen keeps an undone round's sheets first). */
  prepare?: () => Promise<void>;
  /** What the announcer says once the write is stored; anything else the game does then is done here too. */
  done: (outcome: { before: S; after: S }) => string | readonly string[] | Promise<string | readonly string[]>;
}

/** How the announcer shows its news: `fade` (ms; 0 keeps it), `long` (more than two lines), `hidden`. */
export interface NewsLook {
  fade?: number;
  long?: boolean;
  hidden?: boolean;
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

  constructor(protected readonly game: GameId) {
    super();
    this.session = new SessionController(this, { db: () => this.database, id: () => this.sessionId, game });
    this.forms = new FormDrafts(this, this.session);
    // A panel's requests: the screen's announcer and problem box say what it recorded, or why not.
    this.addEventListener('dl-say', (e) => {
      e.stopPropagation();
      void this.say((e as CustomEvent<SayDetail>).detail.lines);
    });
    this.addEventListener('dl-problem', (e) => {
      e.stopPropagation();
      this.problem = (e as CustomEvent<ProblemDetail>).detail.problem as P | null;
      if (this.problem) void this.updateComplete.then(() => revealProblem(this.renderRoot));
    });
  }

  protected get database(): DeviceDb {
    return this.db ?? appDb();
  }

  /** The game as stored, once shown: its panels. */
  protected abstract renderGame(view: SessionView<E, S>): TemplateResult;
  /** What Undo would take back; null: nothing. */
  protected abstract undoStep(view: SessionView<E, S>): HistoryStep<S> | null;
  /** What Redo would put back; null: nothing. */
  protected abstract redoStep(view: SessionView<E, S>): HistoryStep<S> | null;
  /** Shows why a write did not go through (nothing when there is nothing to say). */
  protected abstract report(outcome: Exclude<Outcome<S>, { kind: 'ok' }>): void;
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

  /**
   * The problem box, under the control that was tapped: its title, its words and `actions`. The
   * screen renders it once, in its own flow or in a panel's `slot`.
   */
  protected renderProblem(content: TemplateResult | typeof nothing = this.problemText(this.problem), slot?: string): TemplateResult {
    return html`<div class="problem" role="alert" slot=${ifDefined(slot)}>${content}</div>`;
  }

  /** A problem without a title (a panel's one-line account) is its words alone. */
  protected problemText(p: P | null): TemplateResult | typeof nothing {
    if (!p) return nothing;
    return html`${p.title ? html`<p><strong>${ruleText(p.title)}</strong></p>` : nothing}<p>${ruleText(p.message)}</p>`;
  }

  /** The announcer, once per screen: in its own flow, or in a panel's `slot`. */
  protected renderNews(look: NewsLook = {}, slot?: string): TemplateResult {
    return html`<session-announcer
      class="news"
      slot=${ifDefined(slot)}
      fade=${look.fade ?? 0}
      ?data-long=${look.long ?? false}
      ?hidden=${look.hidden ?? false}
    ></session-announcer>`;
  }

  /** The toolbar: Undo and Redo say what their steps would change; History and Export as `what` says. */
  protected renderToolbar(what: ToolbarWhat): TemplateResult {
    const view = this.session.view;
    return html`<session-toolbar
      class="toolbar"
      slot=${ifDefined(what.slot)}
      aria-label=${what.label ?? gameRecordLabel()}
      .undoWhat=${(view && this.undoStep(view)?.what) ?? null}
      .redoWhat=${(view && this.redoStep(view)?.what) ?? null}
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

  /** The screen's one Undo: the game says what it takes back and what to say once it is stored. */
  private async onUndo(): Promise<void> {
    const view = this.session.view;
    await this.takeStep(view && this.undoStep(view), () => this.session.undo());
  }

  /** The screen's one Redo. */
  private async onRedo(): Promise<void> {
    const view = this.session.view;
    await this.takeStep(view && this.redoStep(view), () => this.session.redo());
  }

  private async takeStep(step: HistoryStep<S> | null, write: () => Promise<Outcome<S>>): Promise<void> {
    if (!step) return;
    await step.prepare?.();
    const outcome = await write();
    if (outcome.kind !== 'ok') return this.report(outcome);
    this.clearProblem();
    await this.say(await step.done(outcome));
  }

  /**
   * Says `lines` once the screen shows what the write did: the announcer moves into a panel's slot
   * and out of it as the panel comes and goes (a round played turn by turn), and what is said to
   * the one about to go would never be heard.
   */
  protected async say(lines: string | readonly string[]): Promise<void> {
    await this.updateComplete;
    this.news?.say(lines);
  }

  /** The problem is dealt with: the next write went through. */
  protected clearProblem(): void {
    this.problem = null;
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
