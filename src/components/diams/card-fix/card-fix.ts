/**
 * <diams-card-fix>: a round needs a collection value the game's rules card lacks (M-CARD-VALUES).
 * It says which entry and whose safe needs it, opens the card with that cell focused, and lets the
 * table fill in the holes; values the game already scored with are shown but locked. "Save" emits
 * `dl-fix-save` {values} with the card as filled in; "Cancel" emits `dl-fix-cancel`.
 */
import { LitElement, html, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { withValue, type CardValues } from '../../../rules/diams/index.js';
import { emit } from '../../shared/events.js';
import type { DiamsValueGrid, ValueChange } from '../value-grid/value-grid.js';
import '../value-grid/value-grid.js';
import { entryName } from '../view/labels.js';
import type { MissingValue } from '../../../rules/game.js';
import { diamsStyles } from '../view/styles.js';

export interface FixSave {
  values: CardValues;
}

@customElement('diams-card-fix')
@localized()
export class DiamsCardFix extends LitElement {
  static override styles = [diamsStyles];

  /** The entry the round needs. */
  @property({ attribute: false }) entry: MissingValue | null = null;
  /** Whose safe holds the collection that needs it. */
  @property() who = '';
  @property({ type: Number }) round = 1;
  /** The game's card: its known values stay as they are. */
  @property({ attribute: false }) locked: CardValues | null = null;
  /** The values to start from (the game's card with holes the table's card already knows). */
  @property({ attribute: false }) values: CardValues | null = null;
  @property({ type: Boolean }) busy = false;

  @state() private draft: CardValues | null = null;


  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('values')) this.draft = this.values;
  }

  /** Focuses the cell of the entry the round needs (after a save that still lacks one, the next). */
  async focusEntry(): Promise<void> {
    await this.updateComplete;
    const grid = this.renderRoot.querySelector<DiamsValueGrid>('diams-value-grid');
    if (grid && this.entry) await grid.focusEntry(this.entry.quality, this.entry.count);
  }

  override render(): TemplateResult {
    const entry = this.entry;
    if (!entry) return html``;
    const { round, who } = this;
    const name = entryName(entry.quality, entry.count);
    return html`<section aria-labelledby="fix-title">
      <h2 id="fix-title">${msg('Fill in the rules card', { id: 'diams.new.card.fill' })}</h2>
      <p>
        ${msg(
          str`Round ${round} needs the value of ${name} (in ${who}'s safe). Read it on your cards and type it in; the numbers this game already uses stay as they are, and your rules card keeps the new ones for the next games.`,
          { id: 'diams.fix.intro' },
        )}
      </p>
      <diams-value-grid
        caption=${msg("This game's rules card", { id: 'diams.fix.caption' })}
        .values=${this.draft}
        .locked=${this.locked}
        @dl-value-change=${this.onValue}
      ></diams-value-grid>
      <div class="row">
        <button type="button" class="btn primary" ?disabled=${this.busy} @click=${this.onSave}>
          ${msg(str`Save and score round ${round}`, { id: 'diams.fix.save' })}
        </button>
        <button type="button" class="btn" @click=${() => emit(this, 'dl-fix-cancel')}>${msg('Cancel', { id: 'common.cancel' })}</button>
      </div>
    </section>`;
  }

  private onValue(event: CustomEvent<ValueChange>): void {
    event.stopPropagation();
    if (!this.draft) return;
    const { quality, count, value } = event.detail;
    const next = withValue({ values: this.draft }, quality, count, value);
    if (next.ok) this.draft = next.value.values;
  }

  private onSave(): void {
    if (this.draft) emit<FixSave>(this, 'dl-fix-save', { values: this.draft });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-card-fix': DiamsCardFix;
  }
}
