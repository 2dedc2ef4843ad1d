/**
 * M-CARD-VALUES met in a game: the store refused a round because the game's rules card lacks a
 * value, and named it (the rejection's `missingValue`). This opens the card at that cell, saves the
 * numbers the table types (the store's fillGameCard: the game's card and the table's, one
 * transaction, holes only) and records the round again; if the round needs yet another value, the
 * card moves on to it. The Diam's screen renders it in place.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import { rejectionText } from '../../../i18n/rule-messages.js';
import { fillHoles, type CardValues, type DiamsSessionEvent, type DiamsState } from '../../../rules/diams/index.js';
import type { MissingValue, Rejection } from '../../../rules/game.js';
import { fillGameCard, loadTableCard } from '../../../store/table-card.js';
import type { Outcome, SessionController } from '../../session/session-controller.js';
import { problemOf, writeProblem, type Problem } from '../../session/session-problem.js';
import '../card-fix/card-fix.js';
import type { DiamsCardFix, FixSave } from '../card-fix/card-fix.js';
import { entryName } from '../view/labels.js';

interface Fix {
  entry: MissingValue;
  /** The values to start from, or as typed so far. */
  values: CardValues;
}

export interface CardFixScreen {
  /** Shows a problem above the game (null clears it). */
  say(problem: Problem | null): void;
  /** Records the round being entered, with the sheets on screen. */
  record(round: number): Promise<Outcome<DiamsState>>;
}

export class CardFixFlow {
  private fix: Fix | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly session: SessionController<DiamsSessionEvent, DiamsState>,
    private readonly screen: CardFixScreen,
  ) {}

  close(): void {
    this.fix = null;
    this.host.requestUpdate();
  }

  /** Opens the card at the entry `rejection` names, with what the table's own card already knows. */
  async open(rejection: Rejection, round: number): Promise<void> {
    const entry = rejection.missingValue;
    const state = this.session.view?.state;
    if (!entry || !state) return;
    const table = await loadTableCard(this.session.db);
    this.fix = { entry, values: fillHoles(state.config.card.values, table.values) };
    this.screen.say(
      problemOf(
        () => {
          const name = entryName(entry.quality, entry.count);
          return msg(str`Round ${round} is not scored: the rules card has no value for ${name} (M-CARD-VALUES)`, { id: 'diams.problem.no-value' });
        },
        () => {
          const why = rejectionText(rejection);
          return msg(str`${why} Scoring never guesses a value.`, { id: 'diams.problem.no-guess' });
        },
      ),
    );
    this.host.requestUpdate();
    await this.focusCell();
  }

  render(state: DiamsState, round: number): TemplateResult | typeof nothing {
    const fix = this.fix;
    if (!fix) return nothing;
    return html`<diams-card-fix
      class="card block"
      .entry=${fix.entry}
      .who=${state.config.players[fix.entry.seat] ?? ''}
      .round=${round}
      .locked=${state.config.card.values}
      .values=${fix.values}
      ?busy=${this.session.busy}
      @dl-fix-save=${(e: CustomEvent<FixSave>) => this.save(e.detail.values, round)}
      @dl-fix-cancel=${() => this.cancel()}
    ></diams-card-fix>`;
  }

  private cancel(): void {
    this.close();
    this.screen.say(null);
  }

  private async save(values: CardValues, round: number): Promise<void> {
    if (!this.fix) return;
    const saved = await this.session.reconfigure((db, id, revision) => fillGameCard<DiamsState>(db, id, values, revision));
    if (saved.kind !== 'ok') {
      const problem = notSaved(saved);
      if (problem) this.screen.say(problem);
      return;
    }
    this.close();
    this.screen.say(null);
    const recorded = await this.screen.record(round);
    if (recorded.kind !== 'rejected') return;
    // Still not scored: another value is missing, or the rules refuse the sheets for another reason.
    const rejection = recorded.rejection;
    const rule = rejection.rule;
    this.screen.say(
      problemOf(
        () => msg(str`Round ${round} is not scored yet (${rule})`, { id: 'diams.problem.not-scored' }),
        () => rejectionText(rejection),
      ),
    );
    if (!rejection.missingValue) return;
    this.fix = { entry: rejection.missingValue, values };
    this.host.requestUpdate();
    await this.focusCell();
  }

  private async focusCell(): Promise<void> {
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
    case 'conflict':
      return problemOf(title, () => msg('The game changed in another tab: it has been reloaded, try again.', { id: 'diams.refill.conflict' }));
    case 'missing':
      return problemOf(title, () => msg('This game is no longer on this device.', { id: 'diams.refill.gone' }));
    default:
      return writeProblem(outcome, () => '');
  }
}
