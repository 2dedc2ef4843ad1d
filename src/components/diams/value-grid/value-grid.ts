/**
 * <diams-value-grid>: the collection values of a rules card (M-CARD-VALUES) as a grid of
 * qualities 1–10 by collections of 3, 4 and 5 diamonds. An empty cell is a value the table has not
 * filled in yet; quality 7 is marked as the most valuable, as the rules say.
 *
 * It only edits: each valid change emits `dl-value-change` {quality, count, value} (value null
 * clears the entry) and the owner stores it. Cells whose entry in `locked` is known are shown as
 * plain numbers: a game in progress may fill its holes but not rewrite values it has scored with.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { MAX_CARD_VALUE, PRICED_COUNTS, QUALITIES, type CardValues } from '../../../rules/diams/index';
import { emit } from '../../shared/events';
import { MOST_VALUABLE, capital, entryName } from '../view/labels';
import { diamsStyles } from '../view/diams-styles';
import { valueGridStyles } from './value-grid.styles';
import { valueFieldStyles } from './value-field-styles';

export interface ValueChange {
  quality: number;
  count: number;
  value: number | null;
}

const cellId = (quality: number, count: number): string => `v-${quality}-${count}`;

/** What a typed entry means: empty clears it; otherwise a whole number within the card's bound. */
export function parseValue(text: string): { ok: true; value: number | null } | { ok: false; message: string } {
  const t = text.trim();
  if (t === '') return { ok: true, value: null };
  if (!/^\d+$/.test(t) || Number(t) > MAX_CARD_VALUE) {
    const typed = t.slice(0, 12);
    return {
      ok: false,
      message: msg(str`"${typed}" is not a value: type a whole number from 0 to ${MAX_CARD_VALUE}, or leave it empty.`, { id: 'diams.value.bad' }),
    };
  }
  return { ok: true, value: Number(t) };
}

@customElement('diams-value-grid')
@localized()
export class DiamsValueGrid extends LitElement {
  static override styles = [diamsStyles, valueFieldStyles, valueGridStyles];

  @property({ attribute: false }) values: CardValues | null = null;
  /** Entries known here are read-only (a game's own card); null when every entry is editable. */
  @property({ attribute: false }) locked: CardValues | null = null;
  /** The table's caption, read out before the grid (empty: "Points of a collection"). */
  @property() caption = '';

  /** Typed text that is not a value, by cell id: shown until corrected, never stored. */
  @state() private errors = new Map<string, { quality: number; count: number; message: string }>();

  /** Moves focus to one entry's cell (the entry a round needs, M-CARD-VALUES) and scrolls to it. */
  async focusEntry(quality: number, count: number): Promise<boolean> {
    await this.updateComplete;
    const input = this.renderRoot.querySelector<HTMLInputElement>(`#${cellId(quality, count)}`);
    if (!input) return false;
    input.scrollIntoView({ block: 'center' });
    input.focus();
    return true;
  }

  override render(): TemplateResult {
    const errors = [...this.errors.entries()];
    return html`<table>
        <caption>
          ${this.caption || msg('Points of a collection', { id: 'diams.value.caption' })}
        </caption>
        <thead>
          <tr>
            <th scope="col">${msg('Quality', { id: 'diams.quality' })}</th>
            ${PRICED_COUNTS.map((n) => html`<th scope="col">${msg(str`${n} diamonds`, { id: 'diams.count.diamond' })}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${QUALITIES.map(
            (q) => html`<tr>
              <th scope="row">
                ${q}${q === MOST_VALUABLE ? html` <span class="star" aria-hidden="true">★</span><span class="best">${msg('most valuable', { id: 'diams.most-valuable' })}</span>` : nothing}
              </th>
              ${PRICED_COUNTS.map((n) => this.renderCell(q, n))}
            </tr>`,
          )}
        </tbody>
      </table>
      <div class="errors" role="alert">
        ${errors.map(([id, e]) => html`<p id="err-${id}">${capital(entryName(e.quality, e.count))}: ${e.message}</p>`)}
      </div>`;
  }

  private renderCell(quality: number, count: number): TemplateResult {
    const key = String(quality) as keyof CardValues;
    const fixed = this.locked?.[key]?.[count - 3];
    if (fixed !== null && fixed !== undefined) return html`<td class="fixed">${fixed}</td>`;
    const value = this.values?.[key]?.[count - 3] ?? null;
    const id = cellId(quality, count);
    const error = this.errors.has(id);
    return html`<td>
      <input
        id=${id}
        class=${value === null ? 'empty' : ''}
        type="text"
        inputmode="numeric"
        autocomplete="off"
        enterkeyhint="next"
        aria-label=${
          value === null
            ? msg(str`Quality ${quality}, ${count} diamonds, not filled in yet`, { id: 'diams.value.cell.empty' })
            : msg(str`Quality ${quality}, ${count} diamonds`, { id: 'diams.value.cell' })
        }
        aria-invalid=${error ? 'true' : 'false'}
        aria-describedby=${error ? `err-${id}` : nothing}
        .value=${value === null ? '' : String(value)}
        @change=${(e: Event) => this.onChange(quality, count, e.target as HTMLInputElement)}
      />
    </td>`;
  }

  private onChange(quality: number, count: number, input: HTMLInputElement): void {
    const id = cellId(quality, count);
    const parsed = parseValue(input.value);
    const errors = new Map(this.errors);
    if (!parsed.ok) {
      errors.set(id, { quality, count, message: parsed.message });
      this.errors = errors;
      return;
    }
    errors.delete(id);
    this.errors = errors;
    input.value = parsed.value === null ? '' : String(parsed.value);
    emit<ValueChange>(this, 'dl-value-change', { quality, count, value: parsed.value });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-value-grid': DiamsValueGrid;
  }
}
