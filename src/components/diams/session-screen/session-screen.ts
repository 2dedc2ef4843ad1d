/**
 * <diams-session-screen session-id="…">: a game of Diam's at the table. Each round, every player's
 * sheet is entered (sheet-editor), checked like a record's (format, M-CARD-DECK, M-CARD-VALUES) and
 * appended to the log; the round is shown as recorded only once the store has committed it. Then
 * the round's points line by line, the chips and the running totals, and at the end the winner with
 * the tie-break explained (M-WIN). Undo, redo and the record's export are the store's own verbs.
 *
 * Scoring never guesses (M-CARD-VALUES): a collection whose value the game's rules card lacks stops
 * the round, names the entry and opens the card at that cell; once filled, the round is scored.
 * Sheets being typed are kept in localStorage (drafts.ts), so a reload resumes exactly.
 *
 * A round may instead be played turn by turn (../../diams-market): the screen offers it at the start
 * of a round, records its `turns` event, and shows the turn-by-turn panel (with its own undo, redo,
 * history and export) until the last turn is over; the round's sheets then come pre-filled with
 * what the turns tell (sheetDraft), and must agree with them to be scored (checkRound).
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { rejectionText } from '../../../i18n/rule-messages.js';
import type { Rejection } from '../../../rules/game.js';
import {
  checkRound,
  draftSheets,
  fillHoles,
  isComplete,
  scoreSheets,
  sheetDraft,
  type CardValues,
  type DiamsState,
  type Sheet,
} from '../../../rules/diams/index.js';
import { exportRecord, loadTableCard, type LedgerDb } from '../../../store/index.js';
import '../../diams-market/market-panel.js';
import { draftNote, eventLabel } from '../../diams-market/labels.js';
import '../../diams-market/turns-start.js';
import type { TurnsStart } from '../../diams-market/turns-start.js';
import { appDb } from '../../shared/app-db.js';
import { href } from '../../shared/router.js';
import '../card-fix/card-fix.js';
import type { DiamsCardFix, FixSave } from '../card-fix/card-fix.js';
import '../game-result/game-result.js';
import type { DiamsGameResult } from '../game-result/game-result.js';
import '../round-summary/round-summary.js';
import type { DiamsRoundSummary } from '../round-summary/round-summary.js';
import '../sheet-editor/sheet-editor.js';
import type { SheetChange } from '../sheet-editor/sheet-editor.js';
import { downloadText, playersFileName } from '../../shared/download.js';
import { entryName, listNames, optionsLine } from '../view/labels.js';
import { firstMissingValue, type MissingEntry } from '../view/missing.js';
import { diamsStyles } from '../view/styles.js';
import { DiamsLog, type Outcome } from './diams-log.js';
import { clearDraft, draftTag, loadDraft, saveDraft, tagBeforeLast } from './drafts.js';
import { refillGameCard } from './refill-card.js';
import { sessionStyles } from './session-screen.styles.js';

interface Problem {
  readonly title: string;
  readonly message: string;
}

/** A problem whose texts are read at each render, so it follows a change of language. */
function problemOf(title: () => string, message: () => string): Problem {
  return {
    get title() {
      return title();
    },
    get message() {
      return message();
    },
  };
}

/** The rules card opened at the entry a round needs (M-CARD-VALUES), with the values typed so far. */
interface Fix {
  entry: MissingEntry;
  values: CardValues;
}

@localized()
@customElement('diams-session-screen')
export class DiamsSessionScreen extends LitElement {
  static override styles = [diamsStyles, sessionStyles];

  @property({ attribute: 'session-id' }) sessionId = '';
  /** The store to use; the app's own database unless a test gives another. */
  @property({ attribute: false }) db: LedgerDb | undefined;

  @state() private sheets: Sheet[] = [];
  @state() private problem: Problem | null = null;
  @state() private fix: Fix | null = null;
  @state() private news = '';
  /** The offer to play the round turn by turn is open. */
  @state() private offerTurns = false;

  private readonly log = new DiamsLog(
    this,
    () => this.database,
    () => this.sessionId,
  );
  /** Which session and round the sheets on screen belong to. */
  private sheetsFor = '';
  /** Set by an action whose result should take focus once it is on screen. */
  private focusAfter: 'result' | null = null;

  private get database(): LedgerDb {
    return this.db ?? appDb();
  }


  /** The round being entered (1-based). */
  private get round(): number {
    return (this.log.state?.rounds.length ?? 0) + 1;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.hasUpdated && (changed.has('sessionId') || changed.has('db'))) {
      this.problem = null;
      this.fix = null;
      void this.log.load();
    }
    const state = this.log.state;
    if (this.log.status === 'ready' && state) {
      const tag = draftTag(state);
      const key = `${this.sessionId}:${this.round}:${tag}`;
      if (key !== this.sheetsFor) {
        this.sheetsFor = key;
        // A round played turn by turn has sheets once its last turn is over: pre-filled from the turns.
        const turns = state.turns;
        const waiting = isComplete(state) || (turns !== undefined && turns.state.phase !== 'over');
        const start = turns ? draftSheets(turns.state) : undefined;
        this.sheets = waiting ? [] : loadDraft(this.sessionId, this.round, state.config.players.length, tag, start);
      }
    }
  }

  protected override updated(): void {
    // Hooks for tests: where the game is.
    this.dataset.status = this.log.status;
    this.dataset.rounds = String(this.log.state?.rounds.length ?? 0);
    if (this.focusAfter && this.log.status === 'ready' && !this.log.busy) {
      this.focusAfter = null;
      void this.focusResult();
    }
  }

  private async focusResult(): Promise<void> {
    await this.updateComplete;
    const result = this.renderRoot.querySelector<DiamsGameResult>('diams-game-result');
    const summary = this.renderRoot.querySelector<DiamsRoundSummary>('diams-round-summary.latest');
    const target = result ?? summary;
    if (!target) return;
    await target.updateComplete;
    target.focusHeading();
  }

  override render(): TemplateResult {
    const { status, state } = this.log;
    const title = msg("Diam's", { id: 'game.diams' });
    const back = html`<a class="btn" href="#/">${msg('Back to games', { id: 'shell.back' })}</a>`;
    if (status === 'loading' && !state) {
      return html`<h1>${title}</h1><p class="muted" role="status">${msg('Loading the game…', { id: 'session.loading' })}</p>`;
    }
    if (status === 'missing') {
      return html`<h1>${msg('Game not found', { id: 'session.not-found.title' })}</h1>
        <p>${msg('There is no such game on this device. It may have been deleted.', { id: 'session.not-found.message' })}</p>
        ${back}`;
    }
    if (status === 'other-game') {
      return html`<h1>${msg("Not a game of Diam's", { id: 'diams.not-diams.title' })}</h1>
        <p>${msg("This game is not a game of Diam's, so this screen cannot record it.", { id: 'diams.not-diams.message' })}</p>
        ${back}`;
    }
    if (status === 'error' || !state) {
      const error = this.log.error;
      return html`<h1>${title}</h1>
        <p class="problem" role="alert">${msg(str`This game could not be read from this device: ${error}`, { id: 'session.read-failed.why' })}</p>
        ${back}`;
    }
    const complete = isComplete(state);
    const done = state.rounds.length;
    const current = this.round;
    const rounds = state.config.options.rounds;
    return html`
      <h1>${title}</h1>
      <p class="sub">
        ${listNames(state.config.players)} · ${optionsLine(state.config.options)} ·
        ${complete ? msg('game over', { id: 'diamonds.game-over' }) : msg(str`round ${current} of ${rounds}`, { id: 'diamonds.round-of' })}
      </p>
      ${this.renderBroken()}
      <div class="problem" role="alert">${this.problem ? html`<p><strong>${this.problem.title}</strong></p><p>${this.problem.message}</p>` : nothing}</div>
      <div class="news" role="status">${this.news}</div>
      ${this.fix ? this.renderFix(state, this.fix) : nothing}
      ${complete ? html`<diams-game-result class="card block" .state=${state} @dl-export=${this.onExport}></diams-game-result>` : nothing}
      ${done > 0 ? html`<diams-round-summary class="card block latest" .state=${state} .index=${done - 1}></diams-round-summary>` : nothing}
      ${complete ? nothing : state.turns ? this.renderTurns(state) : this.renderSheets(state)}
      ${state.rounds.slice(0, -1).map(
        (_, i) => html`<details class="older">
          <summary>${msg(str`Round ${i + 1} in detail`, { id: 'diams.round-detail' })}</summary>
          <diams-round-summary class="card" .state=${state} .index=${i}></diams-round-summary>
        </details>`,
      )}
      ${state.turns ? nothing : this.renderToolbar(state)}
    `;
  }

  private renderBroken(): TemplateResult | typeof nothing {
    const broken = this.log.broken;
    if (!broken) return nothing;
    const round = broken.index + 1;
    const why = rejectionText(broken.rejection);
    const rule = broken.rejection.rule;
    return html`<p class="problem">
      ${msg(str`This game's log stops replaying at round ${round}: ${why} (${rule}). The game is shown up to there; undo to continue from an earlier point.`, {
        id: 'diams.broken',
      })}
    </p>`;
  }

  /** A round played turn by turn: its panel (with its own toolbar), then the sheets once it is over. */
  private renderTurns(state: DiamsState): TemplateResult {
    const over = state.turns?.state.phase === 'over';
    return html`<diams-market-panel class="block" .db=${this.db} session-id=${this.sessionId} @dl-session-changed=${this.onTurnsChanged}></diams-market-panel>
      ${over ? this.renderSheets(state) : nothing}`;
  }

  private renderOffer(state: DiamsState): TemplateResult {
    return html`<div class="block">
      <button
        type="button"
        class="btn"
        aria-expanded=${this.offerTurns ? 'true' : 'false'}
        aria-controls="turns-offer"
        @click=${() => (this.offerTurns = !this.offerTurns)}
      >
        ${msg('Play this round turn by turn', { id: 'diams.turns.offer' })}
      </button>
      ${this.offerTurns
        ? html`<section id="turns-offer" class="card" aria-label=${msg('Play this round turn by turn', { id: 'diams.turns.offer' })}>
            <diams-turns-start .players=${state.config.players} ?busy=${this.log.busy} @dl-turns-start=${this.onStartTurns}></diams-turns-start>
          </section>`
        : nothing}
    </div>`;
  }

  private renderSheets(state: DiamsState): TemplateResult {
    const round = this.round;
    const drafts = state.turns ? sheetDraft(state.turns.state) : null;
    return html`${drafts ? nothing : this.renderOffer(state)}
      <section class="block sheets" aria-labelledby="sheets-title">
      <h2 id="sheets-title">${msg(str`Round ${round} sheets`, { id: 'diams.sheets.title' })}</h2>
      <p>
        ${drafts
          ? msg("Pre-filled with what the turns tell: add each player's unseen cards in hand and the magnifiers not shown, then score the round.", {
              id: 'diams.sheets.prefilled',
            })
          : msg("At the end of the round, enter each player's safe and the diamonds still in hand, then score the round.", { id: 'diams.sheets.how' })}
      </p>
      ${state.config.players.map(
        (name, seat) => html`${drafts?.[seat] ? html`<p class="draft-note" data-note=${seat}>${draftNote(drafts[seat])}</p>` : nothing}<diams-sheet-editor
          class="card"
          .name=${name}
          .seat=${seat}
          .sheet=${this.sheets[seat] ?? { safe: [], hand: [] }}
          .card=${state.config.card}
          @dl-sheet-change=${this.onSheet}
        ></diams-sheet-editor>`,
      )}
      <button type="button" class="btn primary score" ?disabled=${this.log.busy} @click=${this.onScore}>
        ${msg(str`Score round ${round}`, { id: 'diams.sheets.score' })}
      </button>
    </section>`;
  }

  private renderFix(state: DiamsState, fix: Fix): TemplateResult {
    return html`<diams-card-fix
      class="card block"
      .entry=${fix.entry}
      .who=${state.config.players[fix.entry.seat] ?? ''}
      .round=${this.round}
      .locked=${state.config.card.values}
      .values=${fix.values}
      ?busy=${this.log.busy}
      @dl-fix-save=${this.onSaveFix}
      @dl-fix-cancel=${this.onCancelFix}
    ></diams-card-fix>`;
  }

  private renderToolbar(state: DiamsState): TemplateResult {
    const last = state.rounds.length;
    const next = this.log.redoEvent;
    const redo = next !== null;
    const roundLabel = (round: number): string => msg(str`round ${round}`, { id: 'diams.toolbar.round' });
    return html`<div class="toolbar" role="toolbar" aria-label=${msg('Game record', { id: 'diamonds.toolbar' })}>
      <button type="button" class="btn" ?disabled=${last === 0 || this.log.busy} @click=${this.onUndo}>
        ${msg('Undo', { id: 'common.undo' })}<span class="what">${last ? roundLabel(last) : msg('nothing yet', { id: 'diamonds.undo.none' })}</span>
      </button>
      <button type="button" class="btn" ?disabled=${!redo || this.log.busy} @click=${this.onRedo}>
        ${msg('Redo', { id: 'common.redo' })}<span class="what"
          >${next
            ? next.type === 'round'
              ? roundLabel(last + 1)
              : eventLabel(next, state.config.players, null, last + 1)
            : msg('nothing undone', { id: 'diamonds.redo.none' })}</span
        >
      </button>
      <button type="button" class="btn" @click=${this.onExport}>
        ${msg('Export', { id: 'diams.toolbar.export' })}<span class="what">${msg('record (.json)', { id: 'diams.toolbar.record' })}</span>
      </button>
    </div>`;
  }

  // ----- the round's sheets -----

  private onSheet(event: CustomEvent<SheetChange>): void {
    const { seat, sheet } = event.detail;
    this.sheets = this.sheets.map((s, i) => (i === seat ? sheet : s));
    saveDraft(this.sessionId, this.round, this.sheets, this.log.state ? draftTag(this.log.state) : '');
  }

  private async onScore(): Promise<void> {
    const state = this.log.state;
    if (!state) return;
    const round = this.round;
    // The rules module's own check, before the store's: it finds the entry to take the table to.
    // checkRound also checks a turn-by-turn round's sheets against its turns (M-SECURE, M-HAND…).
    const scored = checkRound(state, this.sheets);
    if (!scored.ok) {
      const rejection = scored.rejection;
      if (rejection.rule === 'M-CARD-VALUES') await this.openFix(state, rejection);
      else {
        const rule = rejection.rule;
        this.problem = problemOf(
          () => msg(str`Round ${round} is not recorded (${rule})`, { id: 'diams.problem.not-recorded' }),
          () => rejectionText(rejection),
        );
      }
      return;
    }
    await this.recordRound(round);
  }

  /** Appends the round; it shows as recorded once appendEvent has resolved (committed). */
  private async recordRound(round: number): Promise<void> {
    const tag = this.log.state ? draftTag(this.log.state) : '';
    const outcome = await this.log.append({ type: 'round', sheets: this.sheets });
    if (outcome.kind !== 'ok') return this.report(outcome);
    clearDraft(this.sessionId, round, tag);
    this.problem = null;
    this.news = this.recordedNews(round);
    this.focusAfter = 'result';
  }

  private recordedNews(round: number): string {
    const state = this.log.state;
    if (!state) return '';
    const r = state.rounds[round - 1];
    const first = state.config.players.filter((_, seat) => r?.places[seat] === 1);
    const names = listNames(first);
    const lead =
      first.length === 1
        ? msg(str`Round ${round} recorded: ${names} places first.`, { id: 'diams.news.recorded.one' })
        : msg(str`Round ${round} recorded: ${names} share first.`, { id: 'diams.news.recorded' });
    return isComplete(state) ? `${lead} ${msg('The game is over.', { id: 'diams.news.over' })}` : lead;
  }

  // ----- a missing value (M-CARD-VALUES) -----

  private async openFix(state: DiamsState, rejection: Rejection): Promise<void> {
    const entry = firstMissingValue(state.config.card, this.sheets);
    if (!entry) return;
    // The table's card may know the number already (filled in since this game started).
    const table = await loadTableCard(this.database);
    this.fix = { entry, values: fillHoles(state.config.card.values, table.values) };
    const round = this.round;
    this.problem = problemOf(
      () => {
        const name = entryName(entry.quality, entry.count);
        return msg(str`Round ${round} is not scored: the rules card has no value for ${name} (M-CARD-VALUES)`, { id: 'diams.problem.no-value' });
      },
      () => {
        const why = rejectionText(rejection);
        return msg(str`${why} Scoring never guesses a value.`, { id: 'diams.problem.no-guess' });
      },
    );
    await this.focusFixCell();
  }

  private async focusFixCell(): Promise<void> {
    await this.updateComplete;
    await this.renderRoot.querySelector<DiamsCardFix>('diams-card-fix')?.focusEntry();
  }

  private onCancelFix(): void {
    this.fix = null;
    this.problem = null;
  }

  private async onSaveFix(event: CustomEvent<FixSave>): Promise<void> {
    const state = this.log.state;
    if (!state || !this.fix) return;
    const round = this.round;
    const { values } = event.detail;
    const config = { ...state.config, card: { ...state.config.card, values } };
    const scored = scoreSheets(config, this.sheets, round);
    if (!scored.ok) {
      const entry = scored.rejection.rule === 'M-CARD-VALUES' ? firstMissingValue(config.card, this.sheets) : null;
      const rejection = scored.rejection;
      const rule = rejection.rule;
      this.problem = problemOf(
        () => msg(str`Round ${round} is not scored yet (${rule})`, { id: 'diams.problem.not-scored' }),
        () => rejectionText(rejection),
      );
      if (entry) {
        this.fix = { entry, values };
        await this.focusFixCell();
      }
      return;
    }
    const refilled = await refillGameCard(this.database, this.sessionId, values);
    if (!refilled.ok) {
      const why = refilled.message;
      this.problem = problemOf(() => msg('The rules card is not saved', { id: 'diams.problem.card-not-saved' }), why);
      return;
    }
    this.fix = null;
    this.problem = null;
    // The card's change is a change of the log (a new revision): the round is appended on it.
    await this.log.load();
    await this.recordRound(round);
  }

  // ----- undo, redo, export -----

  private async onUndo(): Promise<void> {
    const last = this.log.events.at(-1);
    const round = this.log.state?.rounds.length ?? 0;
    if (!last || last.type !== 'round') return;
    // The undone round's sheets come back into the form, for correction; saved first, so they are
    // there whenever the screen reads the drafts of that round (played turn by turn: its turns are back too).
    saveDraft(this.sessionId, round, last.sheets, tagBeforeLast(this.log.events));
    const outcome = await this.log.undo();
    if (outcome.kind !== 'ok') return this.report(outcome);
    this.sheetsFor = '';
    this.fix = null;
    this.problem = null;
    this.news = msg(str`Round ${round} undone: its sheets are back in the form below for correction. Redo records it again.`, { id: 'diams.news.undone' });
  }

  private async onRedo(): Promise<void> {
    const round = this.round;
    const next = this.log.redoEvent;
    const tag = this.log.state ? draftTag(this.log.state) : '';
    const outcome = await this.log.redo();
    if (outcome.kind !== 'ok') return this.report(outcome);
    this.fix = null;
    this.problem = null;
    if (next?.type !== 'round') {
      this.news = msg(str`Round ${round} is played turn by turn again.`, { id: 'diams.news.turns-again' });
      return;
    }
    clearDraft(this.sessionId, round, tag);
    this.news = msg(str`Round ${round} recorded again.`, { id: 'diams.news.redone' });
    this.focusAfter = 'result';
  }

  // ----- a round played turn by turn -----

  private async onStartTurns(event: CustomEvent<TurnsStart>): Promise<void> {
    const round = this.round;
    const { first, closing } = event.detail;
    const outcome = await this.log.append({ type: 'turns', first, closing });
    if (outcome.kind !== 'ok') return this.report(outcome);
    this.offerTurns = false;
    this.problem = null;
    const player = this.log.state?.config.players[first] ?? '';
    this.news = msg(str`Round ${round} is played turn by turn: ${player} plays first.`, { id: 'diams.news.turns' });
  }

  /** The panel recorded a turn (or undid one): read the stored log again, as the panel did. */
  private onTurnsChanged(): void {
    // The panel announces its own changes; an older message here would only compete with them.
    this.news = '';
    void this.log.load();
  }

  private async onExport(): Promise<void> {
    const state = this.log.state;
    const text = await exportRecord(this.database, this.sessionId);
    if (text === undefined || !state) return;
    const name = downloadText(text, playersFileName('diams', state.config.players), this.renderRoot);
    this.news = msg(str`The record is exported as ${name}.`, { id: 'diams.news.exported' });
  }

  private report(outcome: Exclude<Outcome, { kind: 'ok' }>): void {
    switch (outcome.kind) {
      case 'rejected': {
        const rejection = outcome.rejection;
        const rule = rejection.rule;
        this.problem = problemOf(
          () => msg(str`Not recorded (${rule})`, { id: 'problem.not-recorded' }),
          () => rejectionText(rejection),
        );
        break;
      }
      case 'conflict':
        this.problem = problemOf(
          () => msg('This game changed elsewhere', { id: 'problem.conflict.title' }),
          () =>
            msg('Another tab or window changed this game first, so it was reloaded as it is stored now. Check the rounds and try again.', {
              id: 'diams.problem.conflict',
            }),
        );
        break;
      case 'failed': {
        const why = outcome.message;
        this.problem = problemOf(
          () => msg('Not saved', { id: 'problem.not-saved' }),
          () => msg(str`The device could not save this: ${why}. Nothing was recorded; try again.`, { id: 'problem.save-failed' }),
        );
        break;
      }
      case 'missing':
      case 'empty':
      case 'busy':
        break;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-session-screen': DiamsSessionScreen;
  }
}
