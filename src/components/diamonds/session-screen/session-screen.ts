/**
 * <diamonds-session-screen session-id="…">: the table's one screen for a Diamonds game. It asks
 * for each round's pass count, records every card with one tap, asks whom to rob when a Clubs
 * action needs a choice, flags a revoke the moment it is proven (with a fix of the card that
 * failed to follow, and a rewind to its trick; any card can be fixed from the History too),
 * explains every diamond moved, and ends with the standings, an export and a rematch. A round may
 * instead be counted at its end (../check).
 *
 * The screen owns the game's SessionController and routes its phases to the panels, handing them
 * the controller: everything shown is the replay of the stored log, a card appears as recorded only
 * after its IndexedDB commit, and a reload at any moment resumes exactly where the table was.
 */
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { plural } from '../../../i18n/format';
import { cardText } from '../../../i18n/cards';
import {
  correct,
  indexOfPlay,
  isRecordable,
  nextSeat,
  undoCountForTrick,
  type DiamondsConfig,
  type DiamondsEvent,
  type DiamondsState,
} from '../../../rules/diamonds/index';
import type { Rejection } from '../../../rules/game';
import { bgStatsUrl } from '../../../stats/bg-stats';
import { LiveQueryController, getSetting, setSetting, undoesFix, type SessionRow } from '../../../store/index';
import type { LiveLink } from '../../../store/db';
import { playersFileName, type Handed } from '../../shared/download';
import { gameProgress } from '../../shared/labels';
import { ruleText } from '../../shared/rule-tag';
import { screenStyles } from '../../shared/screen-styles';
import { afterPaint } from '../../shared/after-paint';
import { focusIsFree } from '../../shared/focus';
import type { Outcome, SessionController, SessionView } from '../../session/session-controller';
import { brokenBanner } from '../../session/session-notice';
import { refusal, writeProblem, type Problem } from '../../session/session-problem';
import { SessionScreen, type HistoryStep } from '../../session/session-screen';
import { screenToolbarStyles } from '../../session/session-styles';
import { redoneNews, undoneNews } from '../../session/session-toolbar';
import '../check/check-panel';
import '../board/board';
import '../card-picker/card-picker';
import type { CardDetail, DiamondsCardPicker } from '../card-picker/card-picker';
import '../deal-form/deal-form';
import '../fix-card/fix-card';
import type { DiamondsFixCard, FixDetail } from '../fix-card/fix-card';
import { fixDone, fixLabel, fixOffer, fixOfferShort, fixTarget, type FixTarget } from '../fix-card/fix-words';
import type { DealDetail } from '../deal-form/deal-form';
import '../game-summary/game-summary';
import '../history-panel/history-panel';
import '../round-summary/round-summary';
import '../steal-chooser/steal-chooser';
import type { DiamondsStealChooser, StealDetail } from '../steal-chooser/steal-chooser';
import '../trick-view/trick-view';
import { changeLines } from '../view/changes';
import { eventLabel, eventShortLabel } from '../view/event-label';
import { FIRST_DEALER, firstDealerOf } from '../view/first-dealer';
import { sideLabel, variantName } from '../view/names';
import { ROUND_MODE, roundModeOf, type RoundMode } from '../view/round-mode';
import { suitStyles } from '../view/suit-styles';
import { sessionStyles } from './session-screen.styles';
import { ruleTagStyles } from '../../shared/rule-tag-styles';

/** Announcements stay on screen this long; screen readers hear them once through aria-live. */
const NEWS_MS = 8000;

export type DiamondsSession = SessionController<DiamondsEvent, DiamondsState>;

@customElement('diamonds-session-screen')
@localized()
export class DiamondsSessionScreen extends SessionScreen<DiamondsEvent, DiamondsState, DiamondsProblem> {
  static override styles = [screenStyles, suitStyles, sessionStyles, screenToolbarStyles, ruleTagStyles];

  /** The card being fixed (its log position and the state before it), while the fix panel is open. */
  @state() private fixing: FixTarget | null = null;
  /** The news is longer than the two lines kept for it (a rewind, a fix): it may push the keys down. */
  @state() private longNews = false;
  @state() private historyOpen = false;
  @state() private working = '';
  /**
   * How the next round is recorded: card by card, or counted at its end (issue "round-end
   * check"). Unchosen, a game goes on the way its last round was recorded.
   */
  @state() private mode: RoundMode | null = null;

  private readonly showVaults = new LiveQueryController<boolean>(this, () => getSetting(this.database, 'showVaults', false));

  private lastPhase: DiamondsState['phase'] | null = null;

  constructor() {
    super('diamonds');
  }

  protected override reset(changed: PropertyValues<this>): void {
    this.fixing = null;
    this.historyOpen = false;
    this.mode = null;
    if (changed.has('db')) this.showVaults.setQuery(() => getSetting(this.database, 'showVaults', false));
  }

  protected override updated(changed: PropertyValues): void {
    const view = this.session.view;
    const phase = view?.state.phase ?? null;
    // Hooks for tests and the benchmark: where the game is, and how long its log is.
    this.dataset.phase = phase ?? this.session.status;
    this.dataset.events = String(view?.events.length ?? 0);
    super.updated(changed);
    if (phase !== this.lastPhase) {
      const previous = this.lastPhase;
      this.lastPhase = phase;
      // A Clubs choice blocks the game: its first option gets focus so it is answered first, once
      // the frame that shows the card is painted (focus forces a layout of the page mid-update).
      if (phase === 'steal' && previous !== null) {
        afterPaint(() => this.renderRoot.querySelector<DiamondsStealChooser>('diamonds-steal-chooser')?.focusFirst());
      }
      // The game just opened (after "Start the game" the focus is on the page itself), or the deal's
      // Pass went with its form: focus goes to the next thing to do, the deal or the keys, rather
      // than back to the top of the page. It is never taken from where the player put it.
      if ((phase === 'deal' || phase === 'play') && focusIsFree()) {
        afterPaint(() => {
          // The screen may have gone meanwhile (another game opened): nothing of it takes the focus.
          if (!this.isConnected || !focusIsFree()) return;
          if (phase === 'deal') this.renderRoot.querySelector('diamonds-deal-form')?.focusFirst();
          else this.renderRoot.querySelector<DiamondsCardPicker>('diamonds-card-picker')?.focusFirst({ preventScroll: true });
        });
      }
    }
  }

  protected override renderGame(view: SessionView<DiamondsEvent, DiamondsState>): TemplateResult {
    const state = view.state;
    const playing = state.phase === 'play' || state.phase === 'steal';
    // In play, what the table needs is one phone screen, top down: the turn and the trick, what
    // the last tap did (or why it was refused), a Clubs choice, the keys, Undo and Redo, the board.
    return html`
      <div class="top">
        <h1>${msg('Diamonds', { id: 'game.diamonds' })}</h1>
        <p class="sub">${subtitle(state)}</p>
      </div>
      ${brokenBanner('diamonds', this.session)}
      ${playing && state.pending?.cause !== 'D-MAJORITY' ? html`<diamonds-trick-view .state=${state}></diamonds-trick-view>` : nothing}
      ${this.fixing || !this.checkShown(state, view.events) ? this.renderAnswers() : nothing}
      <div class="panel">${this.fixing ? this.renderFix(this.fixing) : this.renderPhase(state)}</div>
      ${this.renderEventsToolbar(state, view.events)}
      <diamonds-board
        .state=${state}
        ?compact=${playing}
        ?show-vaults=${this.showVaults.value === true}
        .ownSeat=${view.session.live?.role === 'follower' ? view.session.live.seat : null}
        @dl-toggle-vaults=${this.onToggleVaults}
      ></diamonds-board>
      ${this.historyOpen ? historySection(state.config, view.events, !this.session.followed, (e) => this.onFixRequest(e)) : nothing}
      ${this.renderLiveBar()}
      ${this.renderShareLink('more')}
      ${state.phase === 'over' ? nothing : exportLine(isRecordable(view.events), this.working, () => void this.onExport())}
    `;
  }

  /**
   * The screen's problem box and news; in the check panel's slot when it shows (under the form
   * whose button was tapped), else above the keys.
   */
  private renderAnswers(slot?: string): TemplateResult {
    const problem = this.shownProblem();
    return html`${this.renderProblem(this.fixing ? nothing : this.problemText(problem), slot)}
    ${this.renderNews({ fade: NEWS_MS, long: this.longNews || this.fixing !== null, hidden: problem !== null && !this.fixing }, slot)}`;
  }

  /** Whether the round-end check panel shows in place of the keys (renderPhase). */
  private checkShown(state: DiamondsState, events: readonly DiamondsEvent[]): boolean {
    switch (state.phase) {
      case 'deal':
        return this.checking(state);
      case 'play':
      case 'steal':
        return this.countedMajority(state);
      case 'over':
        return !isRecordable(events);
    }
  }

  /** A Clubs majority of a counted round: the check panel that showed it answers it. */
  private countedMajority(state: DiamondsState): boolean {
    return state.phase === 'steal' && state.pending?.cause === 'D-MAJORITY' && state.round?.end?.source === 'check';
  }

  private renderPhase(state: DiamondsState): TemplateResult {
    const events = this.session.view?.events ?? [];
    switch (state.phase) {
      case 'deal':
        if (this.checking(state)) {
          return html`${this.checkPanel(state)}
            ${modeLine('cards', (m) => void this.chooseMode(m))}`;
        }
        return html`${state.roundsDone > 0 ? html`<diamonds-round-summary class="card panel" .state=${state}></diamonds-round-summary>` : nothing}
          <diamonds-deal-form
            .state=${state}
            .firstDealer=${state.roundsDone === 0 ? firstDealerOf(this.session.drafts.values) : null}
            @dl-deal=${this.onDeal}
          ></diamonds-deal-form>
          ${modeLine('check', (m) => void this.chooseMode(m))}`;
      case 'play':
      case 'steal': {
        if (this.countedMajority(state)) return this.checkPanel(state);
        const steal = state.phase === 'steal';
        return html`${steal ? html`<diamonds-steal-chooser class="panel" .state=${state} @dl-steal=${this.onSteal}></diamonds-steal-chooser>` : nothing}
          <diamonds-card-picker .state=${state} ?locked=${steal} ?waiting=${othersTurn(state, this.session.view?.session.live)} @dl-card=${this.onCard}></diamonds-card-picker>`;
      }
      case 'over':
        return html`<diamonds-game-summary
            class="card panel"
            .state=${state}
            .recordable=${isRecordable(events)}
            .bgStats=${this.session.view ? bgStatsUrl(this.session.view.session, events) : null}
            @dl-export=${this.onExport}
            @dl-rematch=${this.onRematch}
          ></diamonds-game-summary>
          <diamonds-round-summary class="card" .state=${state}></diamonds-round-summary>
          ${isRecordable(events) ? nothing : this.checkPanel(state)}`;
    }
  }

  /** Shown once stored, so a reload keeps it; a device that cannot store it keeps it for this page. */
  private async chooseMode(mode: RoundMode): Promise<void> {
    try {
      await this.session.drafts.set(ROUND_MODE, mode);
    } catch {
      // A table that cannot keep the mode leaves it this phone's choice: the round is recorded all the same.
    } finally {
      this.mode = mode;
    }
  }

  /** Whether rounds are being counted at their end rather than recorded card by card. */
  private checking(state: DiamondsState): boolean {
    const mode = this.mode ?? roundModeOf(this.session.drafts.values);
    return mode === 'check' || (mode === null && state.round?.end?.source === 'check');
  }

  private checkPanel(state: DiamondsState): TemplateResult {
    return html`<diamonds-check-panel
      .session=${this.session}
      .firstDealer=${state.roundsDone === 0 ? firstDealerOf(this.session.drafts.values) : null}
      @dl-session-changed=${this.onPanelChanged}
      >${this.renderAnswers('answers')}</diamonds-check-panel
    >`;
  }

  /** The panel recorded a round: the dealer picked on the new-game screen has done its job. */
  private async onPanelChanged(): Promise<void> {
    if ((this.session.view?.state.roundsDone ?? 0) > 0) await this.session.drafts.set(FIRST_DEALER, undefined);
  }

  /**
   * The problem on screen: the last refusal, or after a reload a revoke shown for the log as it is
   * (REVOKE), so the table can still fix it, rewind or keep it.
   */
  private shownProblem(): DiamondsProblem | null {
    return this.problem ?? shownRevoke(this.session);
  }

  /** The problem is dealt with (dismissed, or the log moved on): a revoke shown is dropped too. */
  protected override clearProblem(): void {
    this.problem = null;
    if (this.session.drafts.values[REVOKE] !== undefined) void this.session.drafts.set(REVOKE, undefined);
  }

  protected override problemText(p: DiamondsProblem | null): TemplateResult | typeof nothing {
    // A panel's one-line account (the round-end check's) offers no fix, rewind or keep.
    if (!p?.title) return super.problemText(p);
    const fix = p.fixIndex == null ? null : this.targetAt(p.fixIndex);
    return problemBox(p, fix, {
      fix: (t) => void this.openFix(t),
      rewind: (trick) => void this.rewind(trick),
      keep: (card) => void this.keep(card),
      dismiss: () => this.clearProblem(),
    });
  }

  private renderEventsToolbar(state: DiamondsState, events: readonly DiamondsEvent[]): TemplateResult {
    const count = events.length;
    return this.renderToolbar({
      history: plural(count, {
        one: () => msg(str`${count} event`, { id: 'diamonds.events.one' }),
        other: () => msg(str`${count} events`, { id: 'diamonds.events' }),
      }),
      historyOpen: this.historyOpen,
    });
  }

  private renderFix(target: FixTarget): TemplateResult {
    return html`<diamonds-fix-card class="card" .target=${target} @dl-fix=${this.onFix} @dl-fix-cancel=${this.closeFix}></diamonds-fix-card>`;
  }

  private targetAt(index: number): FixTarget | null {
    const view = this.session.view;
    return view ? fixTarget(view.state.config, view.events, index) : null;
  }

  private async openFix(target: FixTarget): Promise<void> {
    this.fixing = target;
    await this.updateComplete;
    const panel = this.renderRoot.querySelector<DiamondsFixCard>('diamonds-fix-card');
    panel?.scrollIntoView({ block: 'nearest' });
    await panel?.focusFirst();
  }

  private readonly closeFix = (): void => {
    this.fixing = null;
  };

  /** The History panel's "Fix" on a card: the same fix, opened where the keys are. */
  private onFixRequest(event: CustomEvent<{ index: number }>): void {
    const target = this.targetAt(event.detail.index);
    if (!target) return;
    this.historyOpen = false;
    void this.openFix(target);
  }

  /** The card really played: the store fixes the log; the news says what changed and what was taken out. */
  private async onFix(event: CustomEvent<FixDetail>): Promise<void> {
    const view = this.session.view;
    const target = this.fixing;
    if (!view || !target) return;
    const { index, card } = event.detail;
    // What the store will do, worked out here on the same log (the write names its revision).
    const preview = correct(view.state.config, view.events, index, card);
    const outcome = await this.session.correct(index, { type: 'play', card });
    if (outcome.kind !== 'ok') {
      this.fixing = null;
      return void this.report(outcome);
    }
    this.fixing = null;
    this.clearProblem();
    this.longNews = true;
    this.news?.say([fixDone(target, card, preview.ok ? preview.dropped : [])]);
    await this.updateComplete;
    this.renderRoot.querySelector<DiamondsCardPicker>('diamonds-card-picker')?.focusFirst();
  }

  /** The history opens below the table: it is brought into view, or the tap would seem to do nothing. */
  protected override onHistory(): void {
    this.historyOpen = !this.historyOpen;
    if (!this.historyOpen) return;
    void this.updateComplete.then(() => this.renderRoot.querySelector('#history')?.scrollIntoView({ block: 'start' }));
  }

  // ----- actions -----

  private onCard(event: CustomEvent<CardDetail>): void {
    void this.record({ type: 'play', card: event.detail.card });
  }

  private onSteal(event: CustomEvent<StealDetail>): void {
    void this.record({ type: 'steal', victim: event.detail.victim });
  }

  private async onDeal(event: CustomEvent<DealDetail>): Promise<void> {
    const first = this.session.view?.state.roundsDone === 0;
    const done = await this.record({ type: 'deal', dealer: event.detail.dealer, pass: event.detail.pass });
    if (done && first) await this.session.drafts.set(FIRST_DEALER, undefined);
  }

  /** Sends one event to the store and shows what it did once it is committed. */
  private async record(event: DiamondsEvent): Promise<boolean> {
    const outcome = await this.session.append(event);
    if (outcome.kind !== 'ok') return this.report(outcome, event.type === 'play' ? event.card : null);
    this.clearProblem();
    this.longNews = false;
    this.news?.say(changeLines(outcome.before, outcome.after));
    return true;
  }

  /** `card`: the card whose play was refused, if the event was one (a revoke offers to keep it). */
  protected override report(outcome: Exclude<Outcome<DiamondsState>, { kind: 'ok' }>, card: string | null = null): false {
    const view = this.session.view;
    const problem = problemFor(outcome, view?.state ?? null, this.session.followed, view?.events ?? [], card);
    if (problem) this.problem = problem;
    // A revoke is stored for this log, so a reload shows it again (the refused card is not in the log).
    if (view && outcome.kind === 'rejected' && (problem?.fixIndex != null || problem?.rewindTrick != null)) {
      const shown: ShownRevoke = { revision: view.revision, rejection: outcome.rejection };
      if (card !== null) shown.card = card;
      void this.session.drafts.set(REVOKE, shown);
    }
    return false;
  }

  /** D-REVOKE: the table keeps the revoke as played: the card that proved it is recorded with that call. */
  private async keep(card: string): Promise<void> {
    if (!(await this.record({ type: 'keep', card }))) return;
    // The call comes before what the card did: more than the two lines kept for the news.
    this.longNews = true;
    await this.updateComplete;
    // A Clubs choice the card asks for takes the focus itself (updated).
    if (this.session.view?.state.phase === 'play') this.renderRoot.querySelector<DiamondsCardPicker>('diamonds-card-picker')?.focusFirst();
  }

  protected override undoStep(view: SessionView<DiamondsEvent, DiamondsState>): HistoryStep<DiamondsState> | null {
    const label = undoWhat(view.session, view.state, view.events);
    if (label === null) return null;
    // Undoing a fix puts back every card as it was recorded: more than the two lines kept for the news.
    const fix = undoesFix(view.session.fixes?.at(-1), view.events);
    return {
      what: label,
      done: () => {
        this.longNews = fix;
        return [fix ? msg(str`Undone: ${label}. Every card is back as it was recorded.`, { id: 'diamonds.fix.undone' }) : undoneNews(label)];
      },
    };
  }

  protected override redoStep(view: SessionView<DiamondsEvent, DiamondsState>): HistoryStep<DiamondsState> | null {
    const next = this.session.redoEvent;
    if (!next) return null;
    return {
      what: eventShortLabel(view.state, next),
      done: ({ before, after }) => {
        // A kept revoke's call adds its line to what the card did (see keep).
        this.longNews = next.type === 'keep';
        return [redoneNews(eventLabel(view.state, next)), ...changeLines(before, after)];
      },
    };
  }

  /** D-FOLLOW: undo every event from the first card of the revoked trick on (redo keeps them). */
  private async rewind(trick: number): Promise<void> {
    const view = this.session.view;
    if (!view) return;
    const count = undoCountForTrick(view.state, view.events, trick);
    if (count === 0) return;
    const outcome = await this.session.undo(count);
    if (outcome.kind !== 'ok') return void this.report(outcome);
    this.clearProblem();
    this.longNews = true;
    this.news?.say([rewoundNews(outcome.after, trick, count)]);
    await this.updateComplete;
    this.renderRoot.querySelector<DiamondsCardPicker>('diamonds-card-picker')?.focusFirst();
  }

  private async onToggleVaults(event: CustomEvent<{ showVaults: boolean }>): Promise<void> {
    await setSetting(this.database, 'showVaults', event.detail.showVaults);
  }

  protected override async onExport(): Promise<void> {
    const view = this.session.view;
    if (!view) return;
    // A record lists every card: a game with counted rounds is exported in the backup format.
    const players = view.state.config.players;
    const recordable = isRecordable(view.events);
    const name = recordable ? playersFileName('diamonds', players) : backupFileName(players);
    const how = await this.handOver(name, !recordable);
    if (how) this.working = exportedNews(recordable, how, name);
  }
}

/**
 * Whether it is another seat's turn for this phone, a follower at a live table that records for its
 * own seat (or for none: it watches); a phone that records for the whole table always may.
 */
function othersTurn(state: DiamondsState, live: LiveLink | undefined): boolean {
  if (live?.role !== 'follower' || live.whole === true) return false;
  const seat = nextSeat(state);
  return seat !== null && seat !== live.seat;
}

// ----- the line under the title -----

/** "Ann & Cy vs Bob & Dee · teams · round 2 of 6". */
function subtitle(state: DiamondsState): string {
  const { config, seating: seating } = state;
  const count = config.players.length;
  const who =
    config.variant === 'teams'
      ? seating.members.map((_, side) => sideLabel(state, side)).join(msg(' vs ', { id: 'diamonds.versus' }))
      : msg(str`${count} players`, { id: 'diamonds.players-count' });
  const current = state.round && !state.round.over ? state.round.index : state.roundsDone + 1;
  const rounds = seating.rounds;
  const round = gameProgress(current, rounds, state.phase === 'over');
  const thief = config.thief === null ? '' : ` · ${msg('thief token', { id: 'diamonds.board.thief' })}`;
  return `${who} · ${variantName(config.variant)}${thief} · ${round}`;
}

// ----- what the screen says when an action is not recorded -----

export interface DiamondsProblem extends Problem {
  /** A revoke (D-FOLLOW): the trick of the current round to rewind to. */
  readonly rewindTrick?: number | null;
  /** A revoke (D-FOLLOW): the log position of the card that failed to follow, to fix it. */
  readonly fixIndex?: number | null;
  /** A revoke (D-FOLLOW): the refused card that proved it, to record it with the revoke kept as played (D-REVOKE). */
  readonly keepCard?: string | null;
}

/**
 * The problem to show for a failed action, or null when there is nothing to say. A followed game
 * offers no rewind, fix or keep: undoing stays with the host's phone, and so does the table's call.
 * `card`: the card whose play was refused, if the action was one.
 */
export function problemFor(
  outcome: Exclude<Outcome<DiamondsState>, { kind: 'ok' }>,
  state: DiamondsState | null,
  followed = false,
  events: readonly DiamondsEvent[] = [],
  card: string | null = null,
): DiamondsProblem | null {
  if (outcome.kind === 'rejected') {
    const { rule, trick, round, play } = outcome.rejection;
    const current = state?.round?.index;
    if (rule === 'D-FOLLOW' && trick != null && current !== undefined && current === round) {
      const problem = refusal(outcome.rejection, () => msg(str`Revoke in trick ${trick} (${rule})`, { id: 'diamonds.problem.revoke' }));
      // The rejection names the play that failed to follow (its round and 1-based play).
      const fixIndex = followed || play == null ? null : indexOfPlay(events, current, play);
      return Object.assign(problem, { rewindTrick: followed ? null : trick, fixIndex, keepCard: followed ? null : card });
    }
  }
  const problem = writeProblem(outcome, () =>
    msg('Another tab or window recorded something first, so the game was reloaded as it is stored now. Check the last card and tap again if it is missing.', {
      id: 'diamonds.problem.conflict',
    }),
  );
  return problem && Object.assign(problem, { rewindTrick: null, fixIndex: null, keepCard: null });
}

/**
 * The key, in the game's drafts, of a revoke shown and not yet dealt with: the rejected card
 * is not in the log, so the notice is kept there, for the log's revision, to survive a reload.
 */
const REVOKE = 'revoke';

interface ShownRevoke {
  revision: number;
  rejection: Rejection;
  /** The refused card that proved it (absent in what an older version stored). */
  card?: string;
}

/** After a reload, the revoke shown for the log as it is (REVOKE), so the table can still fix it, rewind or keep it. */
function shownRevoke(session: SessionController<DiamondsEvent, DiamondsState>): DiamondsProblem | null {
  const view = session.view;
  const shown = session.drafts.values[REVOKE] as ShownRevoke | undefined;
  if (!view || !shown || shown.revision !== view.revision || typeof shown.rejection?.rule !== 'string') return null;
  const card = typeof shown.card === 'string' ? shown.card : null;
  return problemFor({ kind: 'rejected', rejection: shown.rejection }, view.state, session.followed, view.events, card);
}

/** What the news says once the table rewound to `trick`, `count` events undone (`now`: the state after). */
function rewoundNews(now: DiamondsState, trick: number, count: number): string {
  const who = nextSeat(now);
  const leader = who === null ? null : (now.config.players[who] ?? '');
  const undone = plural(count, {
    one: () => msg(str`Rewound to trick ${trick}: ${count} event undone.`, { id: 'diamonds.news.rewound.one' }),
    other: () => msg(str`Rewound to trick ${trick}: ${count} events undone.`, { id: 'diamonds.news.rewound' }),
  });
  const again = leader === null ? '' : ` ${msg(str`${leader} leads trick ${trick} again.`, { id: 'diamonds.news.leads-again' })}`;
  return `${undone}${again} ${msg('Redo brings the undone cards back one by one.', { id: 'diamonds.news.redo-hint' })}`;
}

// ----- the problem box, and what Undo takes back -----

interface ProblemActions {
  fix: (target: FixTarget) => void;
  rewind: (trick: number) => void;
  keep: (card: string) => void;
  dismiss: () => void;
}

/** `fix`: the card the problem offers to fix, if any. */
function problemBox(p: DiamondsProblem, fix: FixTarget | null, on: ProblemActions): TemplateResult {
  const trick = p.rewindTrick ?? null;
  const keep = p.keepCard ?? null;
  return html`<strong>${ruleText(p.title)}</strong>
    <p>${ruleText(p.message)}</p>
    <div class="row">
      ${
        fix
          ? html`<button type="button" class="btn primary" data-action="fix" aria-label=${fixOffer(fix.before, fix.seat, fix.trick)} @click=${() => on.fix(fix)}>
            ${fixOfferShort(fix.before, fix.seat)}
          </button>`
          : nothing
      }
      ${
        trick !== null
          ? html`<button
            type="button"
            class="btn ${fix ? '' : 'primary'}"
            data-action="rewind"
            aria-label=${msg(str`Rewind to trick ${trick}`, { id: 'diamonds.rewind' })}
            @click=${() => on.rewind(trick)}
          >
            ${msg('Rewind', { id: 'diamonds.rewind.short' })}
          </button>`
          : nothing
      }
      ${
        keep !== null
          ? html`<button type="button" class="btn" data-action="keep" aria-label=${keepOffer(keep)} @click=${() => on.keep(keep)}>
            ${msg('Keep', { id: 'diamonds.keep.short' })}
          </button>`
          : nothing
      }
      <button type="button" class="btn dismiss" data-action="dismiss" aria-label=${msg('Dismiss', { id: 'toast.dismiss' })} @click=${() => on.dismiss()}>
        <span aria-hidden="true">✕</span>
      </button>
    </div>`;
}

/**
 * The keep button's whole name, its visible word first: what it records, with the rule. The
 * visible word is short so that Fix, Rewind, Keep and ✕ share one line of a phone: a second line
 * pushes the board off the screen.
 */
function keepOffer(card: string): string {
  const name = cardText(card);
  return msg(str`Keep as played: the revoke stands, and the ${name} is recorded (D-REVOKE)`, { id: 'diamonds.keep' });
}

/** What Undo takes back: the last event, or the last fix when the log is still the one it wrote. */
function undoWhat(session: SessionRow | undefined, state: DiamondsState, events: readonly DiamondsEvent[]): string | null {
  const fix = session?.fixes?.at(-1);
  if (session && undoesFix(fix, events)) {
    const target = fixTarget(state.config, events, fix.at);
    if (target) return fixLabel(target.before, target.seat, target.trick);
  }
  const last = events.at(-1);
  return last ? eventShortLabel(state, last) : null;
}

// ----- the mode line, the History section, the export of a game not over -----

/** The button that records the next rounds the other way (`mode`). */
function modeLine(mode: RoundMode, choose: (mode: RoundMode) => void): TemplateResult {
  return html`<p class="more">
    <button type="button" class="btn" @click=${() => choose(mode)}>
      ${
        mode === 'cards'
          ? msg('Record the next round card by card', { id: 'diamonds.mode.cards' })
          : msg("Switch to round-end checks (count each round's cards at its end)", { id: 'diamonds.mode.check' })
      }
    </button>
  </p>`;
}

/** The History, below the table (its button's aria-controls names it). */
function historySection(
  config: DiamondsConfig,
  events: readonly DiamondsEvent[],
  fixable: boolean,
  onFix: (e: CustomEvent<{ index: number }>) => void,
): TemplateResult {
  return html`<section class="history" id="history" aria-labelledby="history-title">
    <h2 id="history-title">${msg('History', { id: 'shell.title.history' })}</h2>
    <diamonds-history-panel .config=${config} .events=${events} ?fixable=${fixable} @dl-fix-request=${onFix}></diamonds-history-panel>
  </section>`;
}

/** The export of a game not over yet, and what became of the last one (`working`). */
function exportLine(recordable: boolean, working: string, onExport: () => void): TemplateResult | typeof nothing {
  return html`<p class="more">
    <button type="button" class="btn" @click=${onExport}>
      ${
        recordable
          ? msg('Export the record so far (.json)', { id: 'diamonds.export.so-far' })
          : msg('Export a backup so far (.json)', { id: 'diamonds.export.so-far-backup' })
      }
    </button>
    <span class="muted" role="status">${working}</span>
  </p>`;
}

/*
 * The export: a Diamonds session is handed over as a .json file, its record (docs/records.md) or,
 * when it cannot be one, a backup. A record lists every card, so a session with round-end checks
 * cannot be one (diamondsRecord refuses it); the backup format keeps its log as it is, and
 * restoreBackup reads it back.
 */

/** "diamonds-backup-2025-11-29-Ann-Bob.json". */
export function backupFileName(players: readonly string[], now = new Date()): string {
  return playersFileName('diamonds-backup', players, now);
}

/** What the screen says once the file is handed over. */
function exportedNews(recordable: boolean, how: Handed, name: string): string {
  if (how === 'shared') {
    return recordable
      ? msg(str`Record shared as ${name}.`, { id: 'diamonds.shared.record' })
      : msg(str`Backup shared as ${name}.`, { id: 'diamonds.shared.backup' });
  }
  return recordable
    ? msg(str`Record exported as ${name}.`, { id: 'diamonds.exported.record' })
    : msg(str`Backup exported as ${name}.`, { id: 'diamonds.exported.backup' });
}

declare global {
  interface HTMLElementTagNameMap {
    'diamonds-session-screen': DiamondsSessionScreen;
  }
}
