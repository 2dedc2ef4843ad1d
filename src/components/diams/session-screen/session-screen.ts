/**
 * <diams-session-screen session-id="…">: a game of Diam's at the table. Each round, every player's
 * sheet is entered (sheet-editor) and appended to the log, where the rules check it like a record's
 * (format, M-CARD-DECK, M-CARD-VALUES); the round is shown as recorded only once the store has
 * committed it. Then the round's points line by line, the chips and the running totals, and at the
 * end the winner with the tie-break explained (M-WIN). Undo, redo and the record's export are the
 * store's own verbs.
 *
 * Scoring never guesses (M-CARD-VALUES): when the store refuses a round for values the game's
 * rules card lacks, the refusal lists them all, and the screen asks for them in one form; once
 * filled, the round is scored. Sheets being typed, and that form, are kept as the game's table
 * state (draftKey, fixKey below), so a reload resumes exactly.
 *
 * A round may instead be played turn by turn (../turns): the screen offers it at the start
 * of a round, records its `turns` event, and shows the turn-by-turn panel until the last turn is
 * over; the round's sheets then come pre-filled with what the turns tell (sheetDraft), and must
 * agree with them to be scored. The screen's one problem box, announcer and toolbar go into the
 * panel's slots meanwhile, the toolbar then undoing, redoing and listing turns, and exporting a
 * backup (a record would hold the round sheets only).
 *
 * The screen owns the game's SessionController and hands it to the turn-by-turn panel; what the
 * turn by turn's forms hold is kept through a reload by its FormDrafts (../../session/form-drafts.ts).
 */
import { html, nothing, type PropertyValues, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { plural } from '../../../i18n/format';
import { backupSession } from '../../../store/index';
import { rejectionText } from '../../../i18n/rule-messages';
import {
  MAX_CARD_VALUE,
  draftSheets,
  isComplete,
  turnsHistory,
  playedTurns,
  playedTurnsBefore,
  readSheet,
  sheetDraft,
  withValue,
  type DiamsSessionEvent,
  type DiamsState,
  type PlayedTurns,
  type QualityKey,
  type RulesCard,
  type Sheet,
} from '../../../rules/diams/index';
import type { MissingValue, Rejection } from '../../../rules/game';
import { fillGameCard, loadHouseCard } from '../../../store/house-card';
import type { Drafts } from '../../../store/index';
import { bgStatsUrl } from '../../../stats/bg-stats';
import '../turns/turns-history';
import '../turns/turns-panel';
import { draftNote, eventLabel } from '../turns/labels';
import '../turns/turns-start';
import type { TurnsStart } from '../turns/turns-start';
import { playersFileName, shareOrDownload } from '../../shared/download';
import type { Outcome, SessionController, SessionView } from '../../session/session-controller';
import { brokenBanner } from '../../session/session-notice';
import { conflictText, problemOf, refusal, revealProblem, writeProblem, type Problem } from '../../session/session-problem';
import { SessionScreen, type HistoryStep } from '../../session/session-screen';
import { redoneNews, undoneNews } from '../../session/session-toolbar';
import { screenToolbarStyles } from '../../session/session-styles';
import '../card-fix/card-fix';
import type { DiamsCardFix, FixValues } from '../card-fix/card-fix';
import '../game-result/game-result';
import type { DiamsGameResult } from '../game-result/game-result';
import '../round-summary/round-summary';
import type { DiamsRoundSummary } from '../round-summary/round-summary';
import '../sheet-editor/sheet-editor';
import type { SheetChange } from '../sheet-editor/sheet-editor';
import { entryName, listNames, optionsLine } from '../view/labels';
import { diamsStyles } from '../view/diams-styles';
import { sessionStyles } from './session-screen.styles';
import { gameProgress } from '../../shared/labels';
import { ruleTagStyles } from '../../shared/rule-tag-styles';

// ----- the drafts: round sheets being typed, and the rules-card fix-up -----

/*
 * The round sheets being typed are kept as the game's drafts (src/store/drafts.ts) until the
 * round is recorded, so a reload (or a phone that drops the tab) in the middle of entering four
 * sheets loses nothing. They are not part of the game until the round is appended to the log. So
 * is the rules-card fix-up a round is waiting for (M-CARD-VALUES): the values it asks for and what
 * is typed in them, until they are saved on the card.
 */

/**
 * `tag` sets apart the sheets of a round played turn by turn, by the turns they were pre-filled
 * from (see playedTurns in the rules): '' for a round entered as sheets.
 */
const draftKey = (round: number, tag = ''): string => `sheets:${round}${tag ? `:${tag}` : ''}`;

const tagOf = (played: PlayedTurns): string => (played === null ? '' : played === 'playing' ? 'turns' : `turns-${played}`);

/** The drafts' tag for the round in progress. */
function draftTag(state: DiamsState): string {
  return tagOf(playedTurns(state));
}

/** The tag `draftTag` gives once the last event of `events` (a round's sheets) is undone. */
function tagBeforeLast(events: readonly DiamsSessionEvent[]): string {
  return tagOf(playedTurnsBefore(events));
}

const blankSheets = (seats: number): Sheet[] => Array.from({ length: seats }, () => ({ safe: [], hand: [] }));

/**
 * The stored sheets of a round, each validated as a record's would be; anything unreadable starts
 * from `start` (blank sheets unless given, e.g. the sheets pre-filled from the turns).
 */
function loadDraft(table: Drafts, round: number, seats: number, tag = '', start: Sheet[] = blankSheets(seats)): Sheet[] {
  const raw = table[draftKey(round, tag)];
  if (!Array.isArray(raw) || raw.length !== seats) return start;
  return raw.map((sheet: unknown) => {
    const read = readSheet(sheet, '');
    return read.ok ? read.value : { safe: [], hand: [] };
  });
}

/** The values a round is waiting for, and what the fields hold (null: empty), in the same order. */
interface FixDraft {
  entries: MissingValue[];
  values: (number | null)[];
}

const fixKey = (round: number): string => `card-fix:${round}`;

const intIn = (n: unknown, low: number, high: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= low && n <= high;

/**
 * The stored fix-up of `round`, keeping only the entries the game's card still lacks (another tab
 * may have filled some); null when there is none, or nothing is left to ask.
 */
function loadFix(table: Drafts, state: DiamsState, round: number): FixDraft | null {
  const raw = table[fixKey(round)] as Partial<FixDraft> | undefined;
  if (typeof raw !== 'object' || raw === null || !Array.isArray(raw.entries) || !Array.isArray(raw.values) || raw.entries.length !== raw.values.length)
    return null;
  const seats = state.config.players.length;
  const out: FixDraft = { entries: [], values: [] };
  raw.entries.forEach((e: unknown, i) => {
    const entry = e as Partial<MissingValue> | null;
    const value = raw.values?.[i];
    if (!entry || !intIn(entry.seat, 0, seats - 1) || !intIn(entry.quality, 1, 10) || !intIn(entry.count, 3, 5)) return;
    if (!(value === null || intIn(value, 0, MAX_CARD_VALUE))) return;
    if (state.config.card.values[String(entry.quality) as QualityKey][entry.count - 3] !== null) return;
    out.entries.push({ seat: entry.seat, quality: entry.quality, count: entry.count });
    out.values.push(value);
  });
  return out.entries.length ? out : null;
}

// ----- M-CARD-VALUES met in a game -----

/*
 * The store refused a round because the game's rules card lacks values, and listed every one the
 * round needs (the rejection's `missingValues`). CardFixFlow asks for all of them in one form,
 * starting from what the table's own card knows, saves the numbers the table types (the store's
 * fillGameCard: the game's card and the table's, one transaction, holes only) and records the
 * round again. The screen renders it in place. The form and what is typed in it are the game's
 * drafts (fixKey) until saved or cancelled, so a reload brings the form back as it was.
 */

interface CardFixScreen {
  /** Shows a problem above the game (null clears it). */
  say(problem: Problem | null): void;
  /** Records the round being entered, with the sheets on screen. */
  record(round: number): Promise<Outcome<DiamsState>>;
}

class CardFixFlow {
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly session: SessionController<DiamsSessionEvent, DiamsState>,
    private readonly screen: CardFixScreen,
  ) {}

  /** Drops the fix-up of `round`, if there is one. */
  async close(round: number): Promise<void> {
    if (this.session.drafts.values[fixKey(round)] !== undefined) await this.session.drafts.set(fixKey(round), undefined);
  }

  /** Asks for every value `rejection` lists, each starting from what the table's own card knows. */
  async open(rejection: Rejection, round: number): Promise<void> {
    const entries = rejection.missingValues ?? [];
    if (entries.length === 0 || !this.session.view) return;
    const table = await loadHouseCard(this.session.db);
    const values = entries.map((e) => table.values[String(e.quality) as QualityKey][e.count - 3] ?? null);
    await this.session.drafts.set(fixKey(round), { entries, values } satisfies FixDraft);
    this.screen.say(
      problemOf(
        () => {
          const count = entries.length;
          const first = entries[0];
          const name = first ? entryName(first.quality, first.count) : '';
          return plural(count, {
            one: () => msg(str`Round ${round} is not scored: the rules card has no value for ${name} (M-CARD-VALUES)`, { id: 'diams.problem.no-value' }),
            other: () =>
              msg(str`Round ${round} is not scored: the rules card lacks ${count} values it needs (M-CARD-VALUES)`, { id: 'diams.problem.no-values' }),
          });
        },
        () => {
          const why = rejectionText(rejection);
          return msg(str`${why} Scoring never guesses a value.`, { id: 'diams.problem.no-guess' });
        },
      ),
    );
    await this.focusField();
  }

  render(state: DiamsState, round: number): TemplateResult | typeof nothing {
    const fix = loadFix(this.session.drafts.values, state, round);
    if (!fix) return nothing;
    return html`<diams-card-fix
      class="card block"
      .entries=${fix.entries}
      .players=${state.config.players}
      .round=${round}
      .values=${fix.values}
      ?busy=${this.session.busy}
      @dl-fix-input=${(e: CustomEvent<FixValues>) => void this.session.drafts.set(fixKey(round), { entries: fix.entries, values: e.detail.values })}
      @dl-fix-save=${(e: CustomEvent<FixValues>) => this.save(fix, e.detail.values, round)}
      @dl-fix-cancel=${() => this.cancel(round)}
    ></diams-card-fix>`;
  }

  private async cancel(round: number): Promise<void> {
    await this.close(round);
    this.screen.say(null);
  }

  private async save(fix: FixDraft, typed: (number | null)[], round: number): Promise<void> {
    const state = this.session.view?.state;
    if (!state) return;
    let card: RulesCard = { values: state.config.card.values };
    for (const [i, entry] of fix.entries.entries()) {
      const next = withValue(card, entry.quality, entry.count, typed[i] ?? null);
      if (next.ok) card = next.value;
    }
    const values = card.values;
    const saved = await this.session.reconfigure((db, id, revision) => fillGameCard<DiamsState>(db, id, values, revision));
    if (saved.kind !== 'ok') {
      const problem = notSaved(saved);
      if (problem) this.screen.say(problem);
      return;
    }
    await this.close(round);
    this.screen.say(null);
    const recorded = await this.screen.record(round);
    if (recorded.kind !== 'rejected') return;
    // Still not scored: the rules refuse the sheets for another reason (or the sheets changed meanwhile).
    const rejection = recorded.rejection;
    if (rejection.missingValues) return this.open(rejection, round);
    const rule = rejection.rule;
    this.screen.say(
      problemOf(
        () => msg(str`Round ${round} is not scored yet (${rule})`, { id: 'diams.problem.not-scored' }),
        () => rejectionText(rejection),
      ),
    );
  }

  private async focusField(): Promise<void> {
    await this.host.updateComplete;
    await this.host.shadowRoot?.querySelector<DiamsCardFix>('diams-card-fix')?.focusEntry();
  }
}

/** Why the card was not saved. */
function notSaved(outcome: Exclude<Outcome<DiamsState>, { kind: 'ok' }>): Problem | null {
  const title = (): string => msg('The rules card is not saved', { id: 'diams.problem.card-not-saved' });
  switch (outcome.kind) {
    case 'rejected': {
      const rejection = outcome.rejection;
      return problemOf(title, () => rejectionText(rejection));
    }
    case 'conflict': {
      const { atTable } = outcome;
      return problemOf(title, () =>
        conflictText(atTable, () => msg('The game changed in another tab: it has been reloaded, try again.', { id: 'diams.refill.conflict' })),
      );
    }
    case 'missing':
      return problemOf(title, () => msg('This game is no longer on this device.', { id: 'diams.refill.gone' }));
    default:
      return writeProblem(outcome, () => '');
  }
}

// ----- the screen -----

/** "round 2": what Undo or Redo of a round's sheets would change. */
function roundLabel(round: number): string {
  return msg(str`round ${round}`, { id: 'diams.toolbar.round' });
}

export type DiamsSession = SessionController<DiamsSessionEvent, DiamsState>;

@customElement('diams-session-screen')
@localized()
export class DiamsSessionScreen extends SessionScreen<DiamsSessionEvent, DiamsState> {
  static override styles = [diamsStyles, sessionStyles, screenToolbarStyles, ruleTagStyles];

  @state() private sheets: Sheet[] = [];
  /** The offer to play the round turn by turn is open. */
  @state() private offerTurns = false;
  /** The history of the round's turns is open. */
  @state() private historyOpen = false;

  constructor() {
    super('diams');
  }

  /** Missing rules-card values (M-CARD-VALUES): one form asking for them all. */
  private readonly fix = new CardFixFlow(this, this.session, {
    say: (problem) => (this.problem = problem),
    record: (round) => this.recordRound(round),
  });
  /** Which session and round the sheets on screen belong to. */
  private sheetsFor = '';
  /** Set by an action whose result should take focus once it is on screen. */
  private focusAfter: 'result' | null = null;

  /** The round being entered (1-based). */
  private get round(): number {
    return (this.session.view?.state.rounds.length ?? 0) + 1;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const state = this.session.view?.state;
    if (!state) return;
    const tag = draftTag(state);
    const key = `${this.sessionId}:${this.round}:${tag}`;
    if (key === this.sheetsFor) return;
    this.sheetsFor = key;
    // A round played turn by turn has sheets once its last turn is over: pre-filled from the turns.
    const waiting = isComplete(state) || playedTurns(state) === 'playing';
    const start = state.turns ? draftSheets(state.turns.state) : undefined;
    this.sheets = waiting ? [] : loadDraft(this.session.drafts.values, this.round, state.config.players.length, tag, start);
  }

  protected override updated(changed: PropertyValues): void {
    if (changed.has('problem')) revealProblem(this.renderRoot);
    // Hooks for tests: where the game is (and whether the sheets typed are stored yet: data-drafts).
    this.dataset.status = this.session.status;
    this.dataset.rounds = String(this.session.view?.state.rounds.length ?? 0);
    super.updated(changed);
    if (this.focusAfter && this.session.view && !this.session.busy) {
      this.focusAfter = null;
      void this.focusResult();
    }
  }

  /** Moves focus to `what` once it is on screen (after the render this asks for). */
  private focusOnceShown(what: 'result'): void {
    this.focusAfter = what;
    this.requestUpdate();
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

  protected override renderGame({ state, session, events }: SessionView<DiamsSessionEvent, DiamsState>): TemplateResult {
    const complete = isComplete(state);
    const done = state.rounds.length;
    const current = this.round;
    const rounds = state.config.options.rounds;
    return html`
      <h1>${msg("Diam's", { id: 'game.diams' })}</h1>
      <p class="sub">
        ${listNames(state.config.players)} · ${optionsLine(state.config.options)} ·
        ${gameProgress(current, rounds, complete)}
      </p>
      ${brokenBanner('diams', this.session)}
      ${this.fix.render(state, current)}
      ${
        complete
          ? html`<diams-game-result
            class="card block"
            .state=${state}
            .bgStats=${bgStatsUrl(session, events)}
            @dl-export=${this.onExport}
            @dl-rematch=${this.onRematch}
          ></diams-game-result>`
          : nothing
      }
      ${done > 0 ? html`<diams-round-summary class="card block latest" .state=${state} .index=${done - 1}></diams-round-summary>` : nothing}
      ${complete ? nothing : state.turns ? this.renderTurns(state) : this.renderSheets(state)}
      <!-- Under the sheets' Score button: a refusal (announced at once) and the news, beside the tap (in the panel's slot while it shows). -->
      ${state.turns ? nothing : html`${this.renderProblem()}${this.renderNews()}`}
      ${state.rounds.slice(0, -1).map(
        (_, i) => html`<details class="older">
          <summary>${msg(str`Round ${i + 1} in detail`, { id: 'diams.round-detail' })}</summary>
          <diams-round-summary class="card" .state=${state} .index=${i}></diams-round-summary>
        </details>`,
      )}
      ${state.turns ? nothing : html`${this.renderRoundsToolbar()}${this.renderLiveBar()}`}
      ${this.renderShareLink('block')}
    `;
  }

  /**
   * A round played turn by turn: its panel, with the screen's answers under its step and the
   * toolbar (and the history it opens) below it; then the sheets once it is over.
   */
  private renderTurns(state: DiamsState): TemplateResult {
    const turns = state.turns;
    if (!turns) return html``;
    const over = turns.state.phase === 'over';
    const entries = turns.events.length;
    return html`<diams-turns-panel class="block" .session=${this.session}
        >${this.renderProblem(undefined, 'answers')}${this.renderNews({}, 'answers')}
        ${this.renderToolbar({
          slot: 'record',
          label: msg('Turn record', { id: 'market.toolbar' }),
          history: plural(entries, {
            one: () => msg(str`${entries} entry`, { id: 'check.entries.one' }),
            other: () => msg(str`${entries} entries`, { id: 'check.entries' }),
          }),
          historyOpen: this.historyOpen,
          export: msg('backup', { id: 'market.toolbar.backup' }),
          busy: this.session.busy,
        })}
        ${
          this.historyOpen
            ? html`<section slot="record" id="history" aria-labelledby="history-title">
              <h3 id="history-title">${msg(str`History of round ${this.round}`, { id: 'market.history.title' })}</h3>
              <diams-turns-history .config=${turns.config} .events=${turns.events}></diams-turns-history>
            </section>`
            : nothing
        }</diams-turns-panel
      >
      ${over ? this.renderSheets(state) : nothing}`;
  }

  /** The history opens below the toolbar: it is brought into view, or the tap would seem to do nothing. */
  protected override onHistory(): void {
    this.historyOpen = !this.historyOpen;
    if (!this.historyOpen) return;
    void this.updateComplete.then(() => this.renderRoot.querySelector('#history')?.scrollIntoView({ block: 'start' }));
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
      ${
        this.offerTurns
          ? html`<section id="turns-offer" class="card" aria-label=${msg('Play this round turn by turn', { id: 'diams.turns.offer' })}>
            <diams-turns-start .players=${state.config.players} ?busy=${this.session.busy} @dl-turns-start=${this.onStartTurns}></diams-turns-start>
          </section>`
          : nothing
      }
    </div>`;
  }

  private renderSheets(state: DiamsState): TemplateResult {
    const round = this.round;
    const drafts = state.turns ? sheetDraft(state.turns.state) : null;
    return html`${drafts ? nothing : this.renderOffer(state)}
      <section class="block sheets" aria-labelledby="sheets-title">
        <h2 id="sheets-title">${msg(str`Round ${round} sheets`, { id: 'diams.sheets.title' })}</h2>
        <p>
          ${
            drafts
              ? msg("Pre-filled with what the turns tell: add each player's unseen cards in hand and the magnifiers not shown, then score the round.", {
                  id: 'diams.sheets.prefilled',
                })
              : msg("At the end of the round, enter each player's safe and the diamonds still in hand, then score the round.", { id: 'diams.sheets.how' })
          }
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
        <button type="button" class="btn primary score" ?disabled=${this.session.busy} @click=${this.onScore}>
          ${msg(str`Score round ${round}`, { id: 'diams.sheets.score' })}
        </button>
      </section>`;
  }

  private renderRoundsToolbar(): TemplateResult {
    return this.renderToolbar({
      export: msg('record (.json)', { id: 'diams.toolbar.record' }),
      busy: this.session.busy,
    });
  }

  // ----- the round's sheets -----

  private onSheet(event: CustomEvent<SheetChange>): void {
    const { seat, sheet } = event.detail;
    this.sheets = this.sheets.map((s, i) => (i === seat ? sheet : s));
    const state = this.session.view?.state;
    // Not awaited: the sheet is on screen as typed; the store keeps the writes in their order.
    void this.session.drafts.set(draftKey(this.round, state ? draftTag(state) : ''), this.sheets);
  }

  /** The store checks the sheets as the rules module does; a missing value leads to its cell. */
  private async onScore(): Promise<void> {
    const round = this.round;
    const outcome = await this.recordRound(round);
    if (outcome.kind !== 'rejected') return;
    const rejection = outcome.rejection;
    if (rejection.missingValues) return this.fix.open(rejection, round);
    const rule = rejection.rule;
    this.problem = refusal(rejection, () => msg(str`Round ${round} is not recorded (${rule})`, { id: 'diams.problem.not-recorded' }));
  }

  /** Appends the round; it shows as recorded once appendEvent has resolved (committed). */
  private async recordRound(round: number): Promise<Outcome<DiamsState>> {
    const state = this.session.view?.state;
    const tag = state ? draftTag(state) : '';
    const outcome = await this.session.append({ type: 'round', sheets: this.sheets });
    if (outcome.kind !== 'ok') {
      if (outcome.kind !== 'rejected') this.report(outcome);
      return outcome;
    }
    this.problem = null;
    void this.say(this.recordedNews(outcome.after, round));
    this.focusOnceShown('result');
    // The round is in the log now: its sheets are no longer a draft.
    await this.session.drafts.set(draftKey(round, tag), undefined);
    return outcome;
  }

  private recordedNews(state: DiamsState, round: number): string {
    const r = state.rounds[round - 1];
    const first = state.config.players.filter((_, seat) => r?.places[seat] === 1);
    const names = listNames(first);
    const lead =
      first.length === 1
        ? msg(str`Round ${round} recorded: ${names} places first.`, { id: 'diams.news.recorded.one' })
        : msg(str`Round ${round} recorded: ${names} share first.`, { id: 'diams.news.recorded' });
    return isComplete(state) ? `${lead} ${msg('The game is over.', { id: 'diams.news.over' })}` : lead;
  }

  // ----- undo, redo, export -----

  /**
   * Undo takes back the last round (its sheets come back into the form, for correction) or, in a
   * round played turn by turn, the last turn.
   */
  protected override undoStep({ state, events }: SessionView<DiamsSessionEvent, DiamsState>): HistoryStep<DiamsState> | null {
    const last = events.at(-1);
    if (!last) return null;
    const players = state.config.players;
    if (last.type !== 'round') {
      // The player of the last turn comes from the history (who played it), not from the state after it.
      const seat = last.type === 'turn' && state.turns ? (turnsHistory(state.turns.config, state.turns.events).at(-1)?.seat ?? null) : null;
      const label = eventLabel(last, players, seat, state.rounds.length);
      return { what: label, done: () => undoneNews(label) };
    }
    const round = state.rounds.length;
    return {
      what: roundLabel(round),
      // Saved first, so they are there whenever the screen reads the drafts of that round (played
      // turn by turn: its turns are back too).
      prepare: () => this.session.drafts.set(draftKey(round, tagBeforeLast(events)), last.sheets),
      done: async () => {
        this.sheetsFor = '';
        await this.fix.close(round + 1);
        return msg(str`Round ${round} undone: its sheets are back in the form below for correction. Redo records it again.`, { id: 'diams.news.undone' });
      },
    };
  }

  /** Redo records the round again, or the turn, or the start of the turns. */
  protected override redoStep({ state }: SessionView<DiamsSessionEvent, DiamsState>): HistoryStep<DiamsState> | null {
    const next = this.session.redoEvent;
    if (!next) return null;
    const round = this.round;
    const players = state.config.players;
    if (state.turns) {
      const label = eventLabel(next, players, state.turns.state.seat, round);
      return { what: label, done: () => redoneNews(label) };
    }
    const tag = draftTag(state);
    if (next.type !== 'round') {
      return {
        what: eventLabel(next, players, null, round),
        done: async () => {
          await this.fix.close(round);
          return msg(str`Round ${round} is played turn by turn again.`, { id: 'diams.news.turns-again' });
        },
      };
    }
    return {
      what: roundLabel(round),
      done: async () => {
        await this.fix.close(round);
        this.focusOnceShown('result');
        await this.session.drafts.set(draftKey(round, tag), undefined);
        return msg(str`Round ${round} recorded again.`, { id: 'diams.news.redone' });
      },
    };
  }

  // ----- a round played turn by turn -----

  private async onStartTurns(event: CustomEvent<TurnsStart>): Promise<void> {
    const round = this.round;
    const { first, closing } = event.detail;
    const outcome = await this.session.append({ type: 'turns', first, closing });
    if (outcome.kind !== 'ok') return this.report(outcome);
    this.offerTurns = false;
    this.problem = null;
    const player = outcome.after.config.players[first] ?? '';
    void this.say(msg(str`Round ${round} is played turn by turn: ${player} plays first.`, { id: 'diams.news.turns' }));
  }

  /** The record; in a round played turn by turn, a backup, with every turn as recorded (a record holds the sheets only). */
  protected override async onExport(): Promise<void> {
    const state = this.session.view?.state;
    if (!state) return;
    if (state.turns) return this.exportTurns(state);
    const name = playersFileName('diams', state.config.players);
    const how = await this.handOver(name);
    if (!how) return;
    void this.say(
      how === 'shared'
        ? msg(str`The record is shared as ${name}.`, { id: 'diams.news.shared' })
        : msg(str`The record is exported as ${name}.`, { id: 'diams.news.exported' }),
    );
  }

  private async exportTurns(state: DiamsState): Promise<void> {
    try {
      const text = await backupSession(this.session.db, this.sessionId);
      if (text === undefined) return;
      const name = playersFileName('diams-backup', state.config.players);
      const how = await shareOrDownload(text, name, this.renderRoot);
      void this.say(
        how === 'shared'
          ? msg(str`Shared as ${name}: a backup file of this game, with every turn as recorded.`, { id: 'market.news.shared' })
          : msg(str`Exported as ${name}: a backup file of this game, with every turn as recorded.`, { id: 'market.news.exported' }),
      );
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      this.problem = problemOf(
        () => msg('Not recorded', { id: 'market.not-recorded' }),
        () => msg(str`Not exported: ${why}`, { id: 'check.problem.export' }),
      );
    }
  }

  protected override report(outcome: Exclude<Outcome<DiamsState>, { kind: 'ok' }>): void {
    const problem = writeProblem(outcome, () =>
      msg('Another tab or window changed this game first, so it was reloaded as it is stored now. Check the rounds and try again.', {
        id: 'diams.problem.conflict',
      }),
    );
    if (problem) this.problem = problem;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-session-screen': DiamsSessionScreen;
  }
}
