/**
 * M-CARD-VALUES met in a game: the store refused a round because the game's rules card lacks
 * values, and listed every one the round needs (the rejection's `missingValues`). This asks for all
 * of them in one form, starting from what the table's own card knows, saves the numbers the table
 * types (the store's fillGameCard: the game's card and the table's, one transaction, holes only)
 * and records the round again. The Diam's screen renders it in place.
 *
 * The form and what is typed in it are the game's drafts (drafts.ts: fixKey) until saved or
 * cancelled, so a reload brings the form back as it was.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import { plural } from '../../../i18n/format';
import { rejectionText } from '../../../i18n/rule-messages';
import { withValue, type DiamsSessionEvent, type DiamsState, type QualityKey, type RulesCard } from '../../../rules/diams/index';
import type { Rejection } from '../../../rules/game';
import { fillGameCard, loadHouseCard } from '../../../store/house-card';
import type { Outcome, SessionController } from '../../session/session-controller';
import { conflictText, problemOf, writeProblem, type Problem } from '../../session/session-problem';
import '../card-fix/card-fix';
import type { DiamsCardFix, FixValues } from '../card-fix/card-fix';
import { entryName } from '../view/labels';
import { fixKey, loadFix, type FixDraft } from './drafts';

export interface CardFixScreen {
  /** Shows a problem above the game (null clears it). */
  say(problem: Problem | null): void;
  /** Records the round being entered, with the sheets on screen. */
  record(round: number): Promise<Outcome<DiamsState>>;
}

export class CardFixFlow {
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
