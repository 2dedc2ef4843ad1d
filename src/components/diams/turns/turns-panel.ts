/**
 * <diams-turns-panel>: a round of Diam's played turn by turn (diams.md, "What the app records at
 * a real table", item 2). It shows what is public at the table (market, hand sizes, safes, the
 * closing countdown) and asks for the step the rules wait for — the refill of an empty market
 * (M-REFILL), the draw (M-DRAW), the play (M-MARKET, M-SECURE, M-SPECIALS), the hand limit
 * (M-LIMIT) — records each as a `turn` event once the store has committed it, and says why the
 * rules refuse one, naming the rule. When the last turn is over it lists what each player must
 * still add to the round sheet the game screen pre-fills (sheetDraft).
 *
 * It sits inside the Diam's session screen, which owns the session and hands its controller in
 * (`.session`); each committed write is announced with `dl-session-changed`. The screen owns the
 * problem box, the announcer, the toolbar (Undo, Redo, the history with reasons, the export in the
 * app's backup format) and the history: the panel asks the screen to say what it recorded or why
 * not (askToSay, askToShow) and gives them slots in its flow ("answers" under the step, "record"
 * below it).
 */
import { LitElement, html, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { turnStepText } from '../../../i18n/turns-text';
import { repeat } from 'lit/directives/repeat.js';
import { awaitingTurn, sheetDraft, type DiamsSessionEvent, type DiamsState, type TurnsRound } from '../../../rules/diams/index';
import { diamsStyles } from '../view/diams-styles';
import { emit } from '../../shared/events';
import type { Outcome, SessionController } from '../../session/session-controller';
import { askToSay } from '../../session/session-announcer';
import './deck-step';
import { draftNote, stepTitle, turnTitle } from './labels';
import './limit-step';
import type { TurnStepDetail } from './turn-step';
import './market-table';
import './play-step';
import { turnsStyles } from './turns-styles';
import { askToShow, panelConflictText, problemOf, refusal } from '../../session/session-problem';
import { focusQuietly } from '../../shared/focus';
import { ruleText } from '../../shared/rule-tag';
import { ruleTagStyles } from '../../shared/rule-tag-styles';
import { turnsPanelStyles } from './turns-panel.styles';

export interface SessionChangedDetail {
  state: DiamsState;
}

@customElement('diams-turns-panel')
@localized()
export class DiamsTurnsPanel extends LitElement {
  static override styles = [ruleTagStyles, diamsStyles, turnsStyles, turnsPanelStyles];

  /**
   * The game, owned by the screen around the panel. The controller stays the same object while
   * the session changes, so every render of the screen passes it on again and the panel renders.
   */
  @property({ attribute: false, hasChanged: () => true }) session: SessionController<DiamsSessionEvent, DiamsState> | null = null;

  protected override updated(): void {
    // Hooks for tests and journeys: what the rules wait for, and how many turns are recorded.
    const turns = this.session?.view?.state.turns;
    this.dataset.awaiting = turns ? awaitingTurn(turns.state).what : this.session?.status === 'loading' ? 'loading' : 'none';
    this.dataset.events = String(turns?.events.length ?? 0);
  }

  override render(): TemplateResult {
    const view = this.session?.view;
    if (!view) return html``;
    const { state } = view;
    const round = state.rounds.length + 1;
    return html`<section aria-labelledby="turns-title">
      <h2 id="turns-title">${msg(str`Round ${round}, turn by turn`, { id: 'market.title.round' })}</h2>
      ${
        state.turns
          ? this.renderTurns(state.turns)
          : html`<slot name="answers"></slot><p>${msg('No round is being played turn by turn.', { id: 'market.no-turns' })}</p>
            <slot name="record"></slot>`
      }
    </section>`;
  }

  private renderTurns(turns: TurnsRound): TemplateResult {
    const s = turns.state;
    const awaiting = awaitingTurn(s);
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
    // one keeps what was entered for correction. Under it, the screen's answers (a refusal, the news
    // of what was recorded: the tap and its answer on screen together); then its toolbar and the
    // history it opens, in the page's flow right below the step (above the players): never over a
    // control of the step, and at hand once a turn is recorded.
    return html`<diams-market-table class="block" .state=${s}>
      <section class="card step-card" aria-labelledby="step-title" @dl-turn-step=${this.onTurnStep}>
        <h3 id="step-title" tabindex="-1">${title}</h3>
        ${repeat(
          [turns.events.length],
          (n) => n,
          () => step,
        )}
        <slot name="answers"></slot>
      </section>
      <slot name="record"></slot>
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

  // ----- writes -----

  private async onTurnStep(e: CustomEvent<TurnStepDetail>): Promise<void> {
    e.stopPropagation();
    const turns = this.session?.view?.state.turns;
    if (!this.session || !turns) return;
    const event = e.detail.event;
    const done = await this.record(this.session.append({ type: 'turn', event }));
    if (!done?.turns) return;
    const said = turnStepText(turns.state, event, done.turns.state);
    askToSay(this, msg(str`Recorded: ${said}`, { id: 'market.news.recorded' }));
    await this.focusStep();
  }

  /** Waits for a write; says why when it failed. Resolves with the state after it, or null. */
  private async record(write: Promise<Outcome<DiamsState>>): Promise<DiamsState | null> {
    const outcome = await write;
    const notRecorded = (): string => msg('Not recorded', { id: 'market.not-recorded' });
    switch (outcome.kind) {
      case 'ok':
        askToShow(this, null);
        emit<SessionChangedDetail>(this, 'dl-session-changed', { state: outcome.after });
        return outcome.after;
      case 'rejected':
        // The news of the last turn recorded would read as this one's.
        askToSay(this, '');
        askToShow(this, refusal(outcome.rejection));
        return null;
      case 'conflict': {
        const { atTable } = outcome;
        askToShow(
          this,
          problemOf(notRecorded, () => panelConflictText(atTable)),
        );
        return null;
      }
      case 'failed': {
        const { atTable, message } = outcome;
        askToShow(
          this,
          problemOf(notRecorded, () =>
            atTable
              ? msg(str`The table did not record this: ${message}.`, { id: 'problem.table-refused' })
              : msg(str`The device could not save this (${message}). Nothing was recorded; try again.`, { id: 'market.problem.failed' }),
          ),
        );
        return null;
      }
      default:
        return null;
    }
  }

  private async focusStep(): Promise<void> {
    await this.updateComplete;
    const title = this.renderRoot.querySelector<HTMLElement>('#step-title');
    if (title) focusQuietly(title);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-turns-panel': DiamsTurnsPanel;
  }
}
