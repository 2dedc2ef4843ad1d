/**
 * <diamonds-check-panel>: a Diamonds game kept with round-end checks, for tables that do not
 * record every card. At each round boundary it asks for the round's counts, records them as a
 * `check` event once the store has committed it, lists the end-of-round actions with their reasons
 * and the diamonds they leave, asks whom a Clubs majority robs, and keeps the tally (D-SCORE,
 * D-TIE) in view; at the end the final tally can take the table's own count.
 *
 * It sits inside the Diamonds session screen, which owns the session and hands its controller in
 * (`.session`); undo, redo, history and export are the screen's, and so are the problem box and
 * the announcer: the panel asks the screen to show them (askToShow, askToSay) and gives them a
 * slot ("answers") under its forms. Each committed write is announced with `dl-session-changed`.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { msg, str, localized } from '@lit/localize';
import { rejectionText } from '../../../i18n/rule-messages';
import type { DiamondsEvent, DiamondsState, ZoneCount } from '../../../rules/diamonds/index';
import '../steal-chooser/steal-chooser';
import type { DiamondsStealChooser, StealDetail } from '../steal-chooser/steal-chooser';
import { suitStyles } from '../view/suit-styles';
import { emit } from '../../shared/events';
import type { Outcome, SessionController } from '../../session/session-controller';
import { askToSay } from '../../session/session-announcer';
import './check-form';
import type { CheckDetail } from './check-form';
import { checkStyles } from './check-styles';
import './end-list';
import './tally-form';
import type { ZonesDetail } from './zones-fields';
import { askToShow, panelConflictText, problemOf } from '../../session/session-problem';
import { focusQuietly } from '../../shared/focus';
import { checkPanelStyles } from './check-panel.styles';

export interface SessionChangedDetail {
  state: DiamondsState;
}

@customElement('diamonds-check-panel')
@localized()
export class DiamondsCheckPanel extends LitElement {
  static override styles = [suitStyles, checkStyles, checkPanelStyles];

  /**
   * The game, owned by the screen around the panel. The controller stays the same object while
   * the session changes, so every render of the screen passes it on again and the panel renders.
   */
  @property({ attribute: false, hasChanged: () => true }) session: SessionController<DiamondsEvent, DiamondsState> | null = null;
  /** Round 1 only: the first dealer picked on the new-game screen, if any. */
  @property({ attribute: false }) firstDealer: number | null = null;

  protected override updated(): void {
    const view = this.session?.view;
    // Hooks for tests and journeys: where the game is and how long its log is.
    this.dataset.phase = view?.state.phase ?? (this.session?.status === 'loading' ? 'loading' : 'none');
    this.dataset.events = String(view?.events.length ?? 0);
  }

  override render(): TemplateResult {
    const state = this.session?.view?.state;
    if (!state) return html``;
    // The screen's refusal (announced at once, role "alert") and news of what was recorded come
    // under the form whose button was tapped, so that the tap and its answer are on screen together.
    return html`
      ${this.renderPhase(state)}
      <slot name="answers"></slot>
    `;
  }

  private renderPhase(state: DiamondsState): TemplateResult {
    const busy = this.session?.busy ?? false;
    switch (state.phase) {
      case 'deal':
        return html`${state.round?.end ? html`<diamonds-end-list class="block" .state=${state}></diamonds-end-list>` : nothing}
          ${repeat(
            // One form per round (a one-item repeat): each starts from its round, or from what was kept for it.
            [state.roundsDone],
            (n) => n,
            () =>
              html`<diamonds-check-form class="block" .state=${state} .firstDealer=${this.firstDealer} ?busy=${busy} @dl-check=${this.onCheck}></diamonds-check-form>`,
          )}
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
    const left = round ? state.seating.playsPerRound - round.plays : 0;
    const index = round?.index ?? state.roundsDone + 1;
    return html`<p class="hint">
      ${msg(
        str`Round ${index} is being recorded card by card (${left} cards still to be played). A round-end check starts at a round boundary: finish this round, or undo back to before its deal.`,
        { id: 'check.mid-round' },
      )}
    </p>`;
  }

  // ----- writes -----

  private async onCheck(e: CustomEvent<CheckDetail>): Promise<void> {
    const round = (this.session?.view?.state.roundsDone ?? 0) + 1;
    const done = await this.record(e.detail.event);
    if (!done) return;
    if (done.phase === 'steal') {
      this.say(msg(str`Round ${round}: the Clubs majority robs a Showroom: choose whose.`, { id: 'check.news.choose' }));
      await this.updateComplete;
      this.renderRoot.querySelector<DiamondsStealChooser>('diamonds-steal-chooser')?.focusFirst();
      return;
    }
    this.say(
      done.phase === 'over'
        ? msg(str`Round ${round} settled: the game is over, see the final tally.`, { id: 'check.news.over' })
        : msg(str`Round ${round} settled: see its end-of-round actions.`, { id: 'check.news.settled' }),
    );
    await this.focusEnd();
  }

  private async onSteal(e: CustomEvent<StealDetail>): Promise<void> {
    const done = await this.record({ type: 'steal', victim: e.detail.victim });
    if (!done) return;
    const round = done.roundsDone;
    this.say(msg(str`Round ${round} settled: see its end-of-round actions.`, { id: 'check.news.settled' }));
    await this.focusEnd();
  }

  private async onZones(e: CustomEvent<ZonesDetail>): Promise<void> {
    const zones: ZoneCount[] = e.detail.zones;
    const done = await this.record({ type: 'zones', zones });
    if (done) this.say(msg('Counts recorded: the app keeps them from now on.', { id: 'check.news.counts' }));
  }

  /** Appends one event; shows why when it failed. Resolves with the state after it, or null. */
  private async record(event: DiamondsEvent): Promise<DiamondsState | null> {
    if (!this.session) return null;
    const outcome = await this.session.append(event);
    if (outcome.kind === 'ok') {
      askToShow(this, null);
      emit<SessionChangedDetail>(this, 'dl-session-changed', { state: outcome.after });
      return outcome.after;
    }
    const text = problemText(outcome);
    askToShow(
      this,
      text
        ? problemOf(
            () => '',
            () => problemText(outcome),
          )
        : null,
    );
    return null;
  }

  private say(lines: string): void {
    askToSay(this, lines);
  }

  private async focusEnd(): Promise<void> {
    await this.updateComplete;
    const list = this.renderRoot.querySelector('diamonds-end-list');
    await list?.updateComplete;
    const heading = list?.shadowRoot?.querySelector<HTMLElement>('h2');
    if (heading) focusQuietly(heading);
  }
}

/** The panel's one-line account of a write that did not go through ('' when there is nothing to say). */
function problemText(outcome: Exclude<Outcome<DiamondsState>, { kind: 'ok' }>): string {
  switch (outcome.kind) {
    case 'rejected':
      return msg(str`Not recorded: ${rejectionText(outcome.rejection)} (${outcome.rejection.rule})`, { id: 'check.problem.rejected' });
    case 'conflict':
      return panelConflictText(outcome.atTable);
    case 'failed':
      if (outcome.atTable) return msg(str`The table did not record this: ${outcome.message}.`, { id: 'problem.table-refused' });
      return msg(str`Not saved: the device could not save this (${outcome.message}). Nothing was recorded; try again.`, { id: 'check.problem.failed' });
    default:
      return '';
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diamonds-check-panel': DiamondsCheckPanel;
  }
}
