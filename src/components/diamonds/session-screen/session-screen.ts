/**
 * <diamonds-session-screen session-id="…">: the table's one screen for a Diamonds game. It asks
 * for each round's pass count, records every card with one tap, asks whom to rob when a Clubs
 * action needs a choice, flags a revoke the moment it is proven (with a rewind to its trick),
 * explains every diamond moved, and ends with the standings, an export and a rematch.
 *
 * Everything shown is the replay of the stored log (see SessionLog): a card appears as recorded
 * only after its IndexedDB commit, so a reload at any moment resumes exactly where the table was.
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { rejectionText } from '../../../i18n/rule-messages.js';
import { plural } from '../../../i18n/format.js';
import {
  isRecordable,
  undoCountForTrick,
  nextSeat,
  type DiamondsEvent,
  type DiamondsState,
} from '../../../rules/diamonds/index.js';
import {
  LiveQueryController,
  createSession,
  getSetting,
  setSetting,
  type LedgerDb,
} from '../../../store/index.js';
import { appDb } from '../../shared/app-db.js';
import { navigate } from '../../shared/router.js';
import { screenStyles } from '../../shared/styles.js';
import '../../diamonds-check/check-panel.js';
import '../board/board.js';
import '../card-picker/card-picker.js';
import type { CardDetail, DiamondsCardPicker } from '../card-picker/card-picker.js';
import '../deal-form/deal-form.js';
import type { DealDetail } from '../deal-form/deal-form.js';
import '../game-summary/game-summary.js';
import '../history-panel/history-panel.js';
import '../round-summary/round-summary.js';
import '../steal-chooser/steal-chooser.js';
import type { DiamondsStealChooser, StealDetail } from '../steal-chooser/steal-chooser.js';
import '../trick-view/trick-view.js';
import { changeLines } from '../view/changes.js';
import { eventLabel } from '../view/event-label.js';
import { firstDealerHint, forgetFirstDealer, rememberFirstDealer } from '../view/first-dealer.js';
import { sideLabel } from '../view/names.js';
import { randomSeat } from '../view/random.js';
import { rememberRoundMode, roundModeHint, type RoundMode } from '../view/round-mode.js';

import { suitStyles } from '../view/suit-styles.js';
import { downloadBackup, downloadRecord } from './export.js';
import { problemFor, type Problem } from './problem.js';
import { SessionLog, type Outcome } from './session-log.js';
import { sessionStyles } from './session-screen.styles.js';

/** Announcements stay on screen this long; screen readers hear them once through aria-live. */
const NEWS_MS = 8000;

function variantName(variant: DiamondsState['config']['variant']): string {
  switch (variant) {
    case 'standard':
      return msg('standard', { id: 'diamonds.variant.standard' });
    case 'teams':
      return msg('teams', { id: 'diamonds.variant.teams' });
    case 'perfect':
      return msg('all cards known', { id: 'diamonds.variant.perfect' });
  }
}

@localized()
@customElement('diamonds-session-screen')
export class DiamondsSessionScreen extends LitElement {
  static override styles = [screenStyles, suitStyles, sessionStyles];

  @property({ attribute: 'session-id' }) sessionId = '';
  /** The store to use; the app's own database unless a test gives another. */
  @property({ attribute: false }) db: LedgerDb | undefined;

  @state() private news: string[] = [];
  @state() private problem: Problem | null = null;
  @state() private historyOpen = false;
  @state() private working = '';
  /**
   * How the next round is recorded: card by card, or counted at its end (issue "round-end
   * check"). Unchosen, a game goes on the way its last round was recorded.
   */
  @state() private mode: RoundMode | null = null;

  private readonly log = new SessionLog(
    this,
    () => this.database,
    () => this.sessionId,
  );

  private readonly showVaults = new LiveQueryController<boolean>(this, () =>
    getSetting(this.database, 'showVaults', false),
  );

  private newsTimer: ReturnType<typeof setTimeout> | undefined;
  private lastPhase: DiamondsState['phase'] | null = null;

  private get database(): LedgerDb {
    return this.db ?? appDb();
  }


  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.newsTimer);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.hasUpdated && (changed.has('sessionId') || changed.has('db'))) {
      this.news = [];
      this.problem = null;
      this.historyOpen = false;
      this.mode = null;
      void this.log.load();
      if (changed.has('db')) this.showVaults.setQuery(() => getSetting(this.database, 'showVaults', false));
    }
  }

  protected override updated(): void {
    const phase = this.log.state?.phase ?? null;
    // Hooks for tests and the benchmark: where the game is, and how long its log is.
    this.dataset.phase = phase ?? this.log.status;
    this.dataset.events = String(this.log.events.length);
    if (phase !== this.lastPhase) {
      const previous = this.lastPhase;
      this.lastPhase = phase;
      // A Clubs choice blocks the game: its first option gets focus so it is answered first.
      if (phase === 'steal' && previous !== null) {
        void this.updateComplete.then(() =>
          this.renderRoot.querySelector<DiamondsStealChooser>('diamonds-steal-chooser')?.focusFirst(),
        );
      }
    }
  }

  override render(): TemplateResult {
    const { status } = this.log;
    const title = msg('Diamonds', { id: 'game.diamonds' });
    const back = html`<a class="button" href="#/">${msg('Back to games', { id: 'shell.back' })}</a>`;
    if (status === 'loading') {
      return html`<h1>${title}</h1><p class="muted" role="status">${msg('Loading the game…', { id: 'session.loading' })}</p>`;
    }
    if (status === 'missing') {
      return html`<h1>${msg('Game not found', { id: 'session.not-found.title' })}</h1>
        <p>${msg('There is no such game on this device. It may have been deleted.', { id: 'session.not-found.message' })}</p>
        ${back}`;
    }
    if (status === 'not-diamonds') {
      return html`<h1>${msg('Not a Diamonds game', { id: 'diamonds.not-diamonds.title' })}</h1>
        <p>${msg('This game is not a game of Diamonds, so this screen cannot record it.', { id: 'diamonds.not-diamonds.message' })}</p>
        ${back}`;
    }
    if (status === 'error' || !this.log.state) {
      const error = this.log.error;
      return html`<h1>${title}</h1>
        <p class="problem" role="alert">${msg(str`This game could not be read from this device: ${error}`, { id: 'session.read-failed.why' })}</p>
        ${back}`;
    }
    const state = this.log.state;
    return html`
      <div class="top">
        <h1>${title}</h1>
        <p class="sub">${this.subtitle(state)}</p>
      </div>
      ${this.renderBroken()}
      <div class="problem" role="alert">${this.renderProblem()}</div>
      <div class="news" role="status" aria-live="polite">${this.news.length
          ? html`<ul>${this.news.map((line) => html`<li>${line}</li>`)}</ul>`
          : nothing}</div>
      <div class="panel">${this.renderPhase(state)}</div>
      <diamonds-board
        .state=${state}
        ?show-vaults=${this.showVaults.value === true}
        @dl-toggle-vaults=${this.onToggleVaults}
      ></diamonds-board>
      ${this.historyOpen
        ? html`<section class="history" id="history" aria-labelledby="history-title">
            <h2 id="history-title">${msg('History', { id: 'shell.title.history' })}</h2>
            <diamonds-history-panel .config=${state.config} .events=${this.log.events}></diamonds-history-panel>
          </section>`
        : nothing}
      ${this.renderToolbar(state)}
    `;
  }

  private subtitle(state: DiamondsState): string {
    const { config, table } = state;
    const count = config.players.length;
    const who =
      config.variant === 'teams'
        ? table.members.map((_, side) => sideLabel(state, side)).join(msg(' vs ', { id: 'diamonds.versus' }))
        : msg(str`${count} players`, { id: 'diamonds.players-count' });
    const current = state.round && !state.round.over ? state.round.index : state.roundsDone + 1;
    const rounds = table.rounds;
    const round =
      state.phase === 'over'
        ? msg('game over', { id: 'diamonds.game-over' })
        : msg(str`round ${current} of ${rounds}`, { id: 'diamonds.round-of' });
    const thief = config.thief === null ? '' : ` · ${msg('thief token', { id: 'diamonds.board.thief' })}`;
    return `${who} · ${variantName(config.variant)}${thief} · ${round}`;
  }

  private renderPhase(state: DiamondsState): TemplateResult {
    switch (state.phase) {
      case 'deal':
        if (this.checking(state)) {
          return html`${this.checkPanel(state)}
            <p class="more">
              <button type="button" class="btn" @click=${() => this.chooseMode('cards')}>
                ${msg('Record the next round card by card', { id: 'diamonds.mode.cards' })}
              </button>
            </p>`;
        }
        return html`${state.roundsDone > 0
            ? html`<diamonds-round-summary class="card panel" .state=${state}></diamonds-round-summary>`
            : nothing}
          <diamonds-deal-form
            .state=${state}
            .firstDealer=${state.roundsDone === 0 ? firstDealerHint(this.sessionId) : null}
            @dl-deal=${this.onDeal}
          ></diamonds-deal-form>
          <p class="more">
            <button type="button" class="btn" @click=${() => this.chooseMode('check')}>
              ${msg("Switch to round-end checks (count each round's cards at its end)", { id: 'diamonds.mode.check' })}
            </button>
          </p>`;
      case 'play':
      case 'steal': {
        const steal = state.phase === 'steal';
        // A Clubs majority of a counted round is answered in the check panel that showed it.
        if (steal && state.pending?.cause === 'D-MAJORITY' && state.round?.end?.source === 'check') {
          return this.checkPanel(state);
        }
        return html`${steal && state.pending?.cause === 'D-MAJORITY'
            ? nothing
            : html`<diamonds-trick-view .state=${state}></diamonds-trick-view>`}
          ${steal
            ? html`<diamonds-steal-chooser class="panel" .state=${state} @dl-steal=${this.onSteal}></diamonds-steal-chooser>`
            : nothing}
          <diamonds-card-picker .state=${state} ?locked=${steal} @dl-card=${this.onCard}></diamonds-card-picker>`;
      }
      case 'over':
        return html`<diamonds-game-summary
            class="card panel"
            .state=${state}
            .recordable=${isRecordable(this.log.events)}
            @dl-export=${this.onExport}
            @dl-rematch=${this.onRematch}
          ></diamonds-game-summary>
          <diamonds-round-summary class="card" .state=${state}></diamonds-round-summary>
          ${isRecordable(this.log.events) ? nothing : this.checkPanel(state)}`;
    }
  }

  private chooseMode(mode: RoundMode): void {
    this.mode = mode;
    rememberRoundMode(this.sessionId, mode);
  }

  /** Whether rounds are being counted at their end rather than recorded card by card. */
  private checking(state: DiamondsState): boolean {
    const mode = this.mode ?? roundModeHint(this.sessionId);
    return mode === 'check' || (mode === null && state.round?.end?.source === 'check');
  }

  private checkPanel(state: DiamondsState): TemplateResult {
    return html`<diamonds-check-panel
      .db=${this.database}
      session-id=${this.sessionId}
      .firstDealer=${state.roundsDone === 0 ? firstDealerHint(this.sessionId) : null}
      @dl-session-changed=${this.onPanelChanged}
    ></diamonds-check-panel>`;
  }

  /** The panel wrote to the log: this screen replays it too (board, toolbar, history). */
  private async onPanelChanged(): Promise<void> {
    await this.log.load();
    if ((this.log.state?.roundsDone ?? 0) > 0) forgetFirstDealer(this.sessionId);
  }

  private renderProblem(): TemplateResult | typeof nothing {
    const p = this.problem;
    if (!p) return nothing;
    return html`<strong>${p.title}</strong>
      <p>${p.message}</p>
      <div class="row">
        ${p.rewindTrick !== null
          ? html`<button type="button" class="btn primary" @click=${() => this.rewind(p.rewindTrick ?? 0)}>
              ${msg(str`Rewind to trick ${p.rewindTrick}`, { id: 'diamonds.rewind' })}
            </button>`
          : nothing}
        <button type="button" class="btn" @click=${() => (this.problem = null)}>${msg('Dismiss', { id: 'toast.dismiss' })}</button>
      </div>`;
  }

  private renderBroken(): TemplateResult | typeof nothing {
    const broken = this.log.broken;
    if (!broken) return nothing;
    const event = broken.index + 1;
    const why = rejectionText(broken.rejection);
    const rule = broken.rejection.rule;
    return html`<p class="problem">
      ${msg(str`This game's log stops replaying at event ${event}: ${why} (${rule}). The game is shown up to there; undo to continue from an earlier point.`, {
        id: 'diamonds.broken',
      })}
    </p>`;
  }

  private renderToolbar(state: DiamondsState): TemplateResult {
    const last = this.log.events.at(-1);
    const next = this.log.redoEvent;
    const events = this.log.events.length;
    return html`<div class="toolbar" role="toolbar" aria-label=${msg('Game record', { id: 'diamonds.toolbar' })}>
      <button type="button" class="btn" ?disabled=${!last} @click=${this.onUndo}>
        ${msg('Undo', { id: 'common.undo' })}<span class="what"
          >${last ? eventLabel(state, last) : msg('nothing yet', { id: 'diamonds.undo.none' })}</span
        >
      </button>
      <button type="button" class="btn" ?disabled=${!next} @click=${this.onRedo}>
        ${msg('Redo', { id: 'common.redo' })}<span class="what"
          >${next ? eventLabel(state, next) : msg('nothing undone', { id: 'diamonds.redo.none' })}</span
        >
      </button>
      <button
        type="button"
        class="btn"
        aria-expanded=${this.historyOpen ? 'true' : 'false'}
        aria-controls="history"
        @click=${this.toggleHistory}
      >
        ${msg('History', { id: 'shell.title.history' })}<span class="what"
          >${plural(events, {
            one: () => msg(str`${events} event`, { id: 'diamonds.events.one' }),
            other: () => msg(str`${events} events`, { id: 'diamonds.events' }),
          })}</span
        >
      </button>
    </div>
    ${state.phase === 'over'
      ? nothing
      : html`<p class="more">
          <button type="button" class="btn" @click=${this.onExport}>
            ${isRecordable(this.log.events)
              ? msg('Export the record so far (.json)', { id: 'diamonds.export.so-far' })
              : msg('Export a backup so far (.json)', { id: 'diamonds.export.so-far-backup' })}
          </button>
          <span class="muted" role="status">${this.working}</span>
        </p>`}`;
  }

  // ----- actions -----

  private onCard(event: CustomEvent<CardDetail>): void {
    void this.record({ type: 'play', card: event.detail.card });
  }

  private onSteal(event: CustomEvent<StealDetail>): void {
    void this.record({ type: 'steal', victim: event.detail.victim });
  }

  private async onDeal(event: CustomEvent<DealDetail>): Promise<void> {
    const first = this.log.state?.roundsDone === 0;
    const done = await this.record({ type: 'deal', dealer: event.detail.dealer, pass: event.detail.pass });
    if (done && first) forgetFirstDealer(this.sessionId);
  }

  /** Sends one event to the store and shows what it did once it is committed. */
  private async record(event: DiamondsEvent): Promise<boolean> {
    const outcome = await this.log.append(event);
    if (outcome.kind === 'ok') {
      this.problem = null;
      this.announce(changeLines(outcome.before, outcome.after));
      return true;
    }
    this.report(outcome);
    return false;
  }

  private report(outcome: Exclude<Outcome, { kind: 'ok' }>): void {
    const problem = problemFor(outcome, this.log.state);
    if (problem) this.problem = problem;
  }

  /** Shows what the last event did; an event that did nothing leaves the last news up a while. */
  private announce(lines: string[]): void {
    if (!lines.length) return;
    this.news = lines;
    clearTimeout(this.newsTimer);
    this.newsTimer = setTimeout(() => (this.news = []), NEWS_MS);
  }

  private async onUndo(): Promise<void> {
    const state = this.log.state;
    const last = this.log.events.at(-1);
    if (!state || !last) return;
    const label = eventLabel(state, last);
    const outcome = await this.log.undo();
    if (outcome.kind === 'ok') {
      this.problem = null;
      this.announce([msg(str`Undone: ${label}. Redo puts it back.`, { id: 'diamonds.news.undone' })]);
    } else this.report(outcome);
  }

  private async onRedo(): Promise<void> {
    const state = this.log.state;
    const next = this.log.redoEvent;
    if (!state || !next) return;
    const outcome = await this.log.redo();
    if (outcome.kind === 'ok') {
      this.problem = null;
      const label = eventLabel(state, next);
      this.announce([msg(str`Redone: ${label}.`, { id: 'diamonds.news.redone' }), ...changeLines(outcome.before, outcome.after)]);
    } else this.report(outcome);
  }

  /** D-FOLLOW: undo every event from the first card of the revoked trick on (redo keeps them). */
  private async rewind(trick: number): Promise<void> {
    const state = this.log.state;
    if (!state) return;
    const count = undoCountForTrick(state, this.log.events, trick);
    if (count === 0) return;
    const outcome = await this.log.undoMany(count);
    if (outcome.kind !== 'ok') {
      this.report(outcome);
      return;
    }
    this.problem = null;
    const now = this.log.state;
    const who = now ? nextSeat(now) : null;
    const leader = who !== null && now ? (now.config.players[who] ?? '') : null;
    const undone = plural(count, {
      one: () => msg(str`Rewound to trick ${trick}: ${count} event undone.`, { id: 'diamonds.news.rewound.one' }),
      other: () => msg(str`Rewound to trick ${trick}: ${count} events undone.`, { id: 'diamonds.news.rewound' }),
    });
    const again = leader === null ? '' : ` ${msg(str`${leader} leads trick ${trick} again.`, { id: 'diamonds.news.leads-again' })}`;
    this.announce([`${undone}${again} ${msg('Redo brings the undone cards back one by one.', { id: 'diamonds.news.redo-hint' })}`]);
    await this.updateComplete;
    this.renderRoot.querySelector<DiamondsCardPicker>('diamonds-card-picker')?.focusFirst();
  }

  private toggleHistory(): void {
    this.historyOpen = !this.historyOpen;
  }

  private async onToggleVaults(event: CustomEvent<{ showVaults: boolean }>): Promise<void> {
    await setSetting(this.database, 'showVaults', event.detail.showVaults);
  }

  private async onExport(): Promise<void> {
    const state = this.log.state;
    if (!state) return;
    // A record lists every card: a game with counted rounds is exported in the backup format.
    const name = isRecordable(this.log.events)
      ? await downloadRecord(this.database, this.sessionId, state.config.players, this.renderRoot)
      : await downloadBackup(this.database, this.sessionId, state.config.players, this.renderRoot);
    if (name) {
      this.working = isRecordable(this.log.events)
        ? msg(str`Record exported as ${name}.`, { id: 'diamonds.exported.record' })
        : msg(str`Backup exported as ${name}.`, { id: 'diamonds.exported.backup' });
    }
  }

  private async onRematch(): Promise<void> {
    const state = this.log.state;
    if (!state) return;
    const { players, variant, thief } = state.config;
    const id = await createSession(this.database, 'diamonds', { players: [...players], variant, thief });
    rememberFirstDealer(id, randomSeat(players.length));
    navigate({ name: 'session', id });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diamonds-session-screen': DiamondsSessionScreen;
  }
}
