/**
 * <diams-card-fix>: a round needs collection values the game's rules card lacks (M-CARD-VALUES).
 * It asks for all of them in one form, one field each, saying whose safe needs it; the first field
 * takes focus. Each change emits `dl-fix-input` {values} (what the fields hold, in the order of
 * `entries`) for the screen to keep; "Save" emits `dl-fix-save` {values} once every field holds a
 * value; "Cancel" emits `dl-fix-cancel`.
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import type { MissingValue } from '../../../rules/game';
import { emit } from '../../shared/events';
import { parseValue } from '../value-grid/value-grid';
import { valueFieldStyles } from '../value-grid/value-field-styles';
import { capital, entryName } from '../view/labels';
import { diamsStyles } from '../view/diams-styles';
import { cardFixStyles } from './card-fix.styles';

export interface FixValues {
  /** One per entry, in the order of `entries`; null while a field is empty. */
  values: (number | null)[];
}

const fieldId = (entry: MissingValue): string => `v-${entry.quality}-${entry.count}`;

@customElement('diams-card-fix')
@localized()
export class DiamsCardFix extends LitElement {
  static override styles = [diamsStyles, valueFieldStyles, cardFixStyles];

  /** The entries the round needs, each with the first safe that needs it. */
  @property({ attribute: false }) entries: readonly MissingValue[] = [];
  /** The players' names, by seat. */
  @property({ attribute: false }) players: readonly string[] = [];
  @property({ type: Number }) round = 1;
  /** What the fields start from (as typed before, or what the table's own card knows). */
  @property({ attribute: false }) values: readonly (number | null)[] = [];
  @property({ type: Boolean }) busy = false;

  @state() private draft: (number | null)[] = [];
  /** A field whose text is not a value, or "fill every field": said beside the fields. */
  @state() private problem = '';

  /** The entries the fields were filled for: `values` is read again only for other entries. */
  private filledFor = '';

  protected override willUpdate(changed: PropertyValues<this>): void {
    const key = `${this.round}|${this.entries.map((e) => `${e.seat}-${e.quality}-${e.count}`).join()}`;
    // The values come back as they were kept, behind what is typed now: they fill a new form only.
    if ((changed.has('entries') || changed.has('values') || changed.has('round')) && key !== this.filledFor) {
      this.filledFor = key;
      this.problem = '';
      this.draft = this.entries.map((_, i) => this.values[i] ?? null);
    }
  }

  /** Focuses the first field still empty (the first field when all are filled). */
  async focusEntry(): Promise<void> {
    await this.updateComplete;
    const at = Math.max(
      0,
      this.draft.findIndex((v) => v === null),
    );
    const entry = this.entries[at];
    const input = entry ? this.renderRoot.querySelector<HTMLInputElement>(`#${fieldId(entry)}`) : null;
    input?.scrollIntoView({ block: 'center' });
    input?.focus();
  }

  override render(): TemplateResult {
    const round = this.round;
    if (this.entries.length === 0) return html``;
    return html`<section aria-labelledby="fix-title">
      <h2 id="fix-title">${msg('Fill in the rules card', { id: 'diams.new.card.fill' })}</h2>
      <p>
        ${msg(
          str`Round ${round} needs these values, which the rules card does not have yet. Read them on your cards and type them in; the numbers this game already uses stay as they are, and your rules card keeps the new ones for the next games.`,
          { id: 'diams.fix.intro.all' },
        )}
      </p>
      <ul>
        ${this.entries.map((entry, i) => {
          const name = capital(entryName(entry.quality, entry.count));
          const who = this.players[entry.seat] ?? '';
          const value = this.draft[i] ?? null;
          return html`<li>
            <label
              >${msg(str`${name}, in ${who}'s safe`, { id: 'diams.fix.field' })}
              <input
                id=${fieldId(entry)}
                class=${value === null ? 'empty' : ''}
                type="text"
                inputmode="numeric"
                autocomplete="off"
                enterkeyhint="next"
                .value=${value === null ? '' : String(value)}
                @input=${(e: Event) => this.onInput(i, e.target as HTMLInputElement)}
            /></label>
          </li>`;
        })}
      </ul>
      <p class="error" role="alert">${this.problem || nothing}</p>
      <div class="row">
        <button type="button" class="btn primary" ?disabled=${this.busy} @click=${this.onSave}>
          ${msg(str`Save and score round ${round}`, { id: 'diams.fix.save' })}
        </button>
        <button type="button" class="btn" @click=${() => emit(this, 'dl-fix-cancel')}>${msg('Cancel', { id: 'common.cancel' })}</button>
      </div>
    </section>`;
  }

  private onInput(index: number, input: HTMLInputElement): void {
    const parsed = parseValue(input.value);
    if (!parsed.ok) {
      this.problem = parsed.message;
      return;
    }
    this.problem = '';
    this.draft = this.draft.map((v, i) => (i === index ? parsed.value : v));
    emit<FixValues>(this, 'dl-fix-input', { values: this.draft });
  }

  private onSave(): void {
    if (this.draft.some((v) => v === null)) {
      this.problem = msg('Type every value above to score the round.', { id: 'diams.fix.fill-all' });
      void this.focusEntry();
      return;
    }
    emit<FixValues>(this, 'dl-fix-save', { values: this.draft });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-card-fix': DiamsCardFix;
  }
}
