/**
 * <diams-sheet-editor>: one player's round sheet (diams.md, "What the app records at a real
 * table"): the collections in the safe and the diamonds still in hand. A tap on a quality adds a
 * collection of it (3 diamonds, the least that can be secured, M-SECURE); its size (1–5) and how
 * many carry the magnifier (M-PURITY) are one tap each. Hand diamonds are added by quality, one tap
 * per card. The form cannot express an illegal sheet shape: one collection per quality, 1–5
 * diamonds, magnifiers within the count (M-SECURE, M-QUALITY).
 *
 * The sheet is owned by the screen: every change emits `dl-sheet-change` {seat, sheet}.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { msg, str, localized } from '@lit/localize';
import { MAX_COLLECTION, QUALITIES, valueOf, type Collection, type RulesCard, type Sheet } from '../../../rules/diams/index';
import { emit } from '../../shared/events';
import { MOST_VALUABLE } from '../view/labels';
import { diamsStyles } from '../view/diams-styles';
import { sheetStyles } from './sheet-editor.styles';

export interface SheetChange {
  seat: number;
  sheet: Sheet;
}

const EMPTY: Sheet = { safe: [], hand: [] };
/** A new collection starts at 3 diamonds: securing needs a new collection of at least 3 (M-SECURE). */
const NEW_COLLECTION = 3;

@customElement('diams-sheet-editor')
@localized()
export class DiamsSheetEditor extends LitElement {
  static override styles = [diamsStyles, sheetStyles];

  @property() name = '';
  @property({ type: Number }) seat = 0;
  @property({ attribute: false }) sheet: Sheet = EMPTY;
  /** The game's rules card, to show what each collection is worth as it is entered. */
  @property({ attribute: false }) card: RulesCard | null = null;

  override render(): TemplateResult {
    const { safe, hand } = this.sheet;
    const inSafe = new Set(safe.map((c) => c.quality));
    return html`<section aria-labelledby="who">
      <h3 id="who">${this.name}</h3>
      <h4 id="safe">${msg('Safe', { id: 'diams.safe' })}</h4>
      <p class="muted small" id="safe-help">${msg('Tap the quality of each collection in the safe.', { id: 'diams.sheet.safe.help' })}</p>
      <div class="pad" role="group" aria-labelledby="safe" aria-describedby="safe-help">
        ${QUALITIES.map(
          (q) => html`<button
            type="button"
            data-safe=${q}
            ?disabled=${inSafe.has(q)}
            aria-label=${
              inSafe.has(q)
                ? msg(str`Quality ${q}: in the safe`, { id: 'diams.sheet.in-safe' })
                : msg(str`Add a collection of quality ${q}`, { id: 'diams.sheet.add-collection' })
            }
            @click=${() => this.addCollection(q)}
          >
            ${q}
          </button>`,
        )}
      </div>
      ${
        safe.length === 0
          ? html`<p class="muted">${msg('No collection in the safe.', { id: 'diams.sheet.no-collection' })}</p>`
          : html`<ul>
            ${repeat(
              safe,
              (c) => c.quality,
              (c) => this.renderCollection(c),
            )}
          </ul>`
      }
      <h4 id="hand">${msg('Hand', { id: 'diams.hand' })}</h4>
      <p class="muted small" id="hand-help">
        ${msg('Tap the quality of each diamond still in hand; leave special cards out.', { id: 'diams.sheet.hand.help' })}
      </p>
      <div class="pad" role="group" aria-labelledby="hand" aria-describedby="hand-help">
        ${QUALITIES.map(
          (q) => html`<button
            type="button"
            data-hand=${q}
            aria-label=${msg(str`Add a quality ${q} diamond to the hand`, { id: 'diams.sheet.add-hand' })}
            @click=${() => this.addToHand(q)}
          >
            ${q}
          </button>`,
        )}
      </div>
      ${
        hand.length === 0
          ? nothing
          : html`<div class="hand" role="group" aria-label=${msg('Diamonds in hand (tap to remove)', { id: 'diams.sheet.hand.list' })}>
            ${hand.map(
              (q, i) => html`<button
                type="button"
                data-remove-hand=${i}
                aria-label=${msg(str`Remove a quality ${q} diamond from the hand`, { id: 'diams.sheet.remove-hand' })}
                @click=${() => this.removeFromHand(i)}
              >
                ${q} <span aria-hidden="true">×</span>
              </button>`,
            )}
          </div>`
      }
      <p class="total">${handTotalText(hand)}</p>
    </section>`;
  }

  private renderCollection(c: Collection): TemplateResult {
    const q = c.quality;
    const worth = worthText(this.card, c);
    return html`<li class="collection" data-quality=${q}>
      <div class="head">
        <strong
          >${msg(str`Quality ${q}`, { id: 'diams.quality.n' })}${
            q === MOST_VALUABLE
              ? html` <span class="star" aria-hidden="true">★</span><span class="visually-hidden">
                  ${msg('(most valuable)', { id: 'diams.most-valuable.paren' })}</span
                >`
              : nothing
          }</strong
        >
        <span class="worth ${worth.missing ? 'missing' : ''}">${worth.text}</span>
        <button
          type="button"
          class="remove"
          aria-label=${msg(str`Remove the quality ${q} collection`, { id: 'diams.sheet.remove-collection' })}
          @click=${() => this.removeCollection(q)}
        >
          ${msg('Remove', { id: 'diams.new.remove' })}
        </button>
      </div>
      ${this.renderChoice(q, 'count', msg('Diamonds', { id: 'diams.sheet.count' }), 1, MAX_COLLECTION, c.count)}
      ${this.renderChoice(q, 'pure', msg('With the magnifier', { id: 'diams.sheet.pure' }), 0, c.count, c.pure)}
    </li>`;
  }

  private renderChoice(q: number, field: 'count' | 'pure', legend: string, min: number, max: number, value: number): TemplateResult {
    const options = Array.from({ length: max - min + 1 }, (_, i) => min + i);
    return html`<fieldset>
      <legend>${legend}<span class="visually-hidden"> ${msg(str`(quality ${q})`, { id: 'diams.sheet.quality-paren' })}</span></legend>
      <div class="options">
        ${options.map(
          (n) => html`<label>
            <input type="radio" name="${field}-${q}" value=${n} .checked=${n === value} @change=${() => this.setField(q, field, n)} /><span>${n}</span>
          </label>`,
        )}
      </div>
    </fieldset>`;
  }

  private change(sheet: Sheet): void {
    emit<SheetChange>(this, 'dl-sheet-change', { seat: this.seat, sheet });
  }

  private async addCollection(quality: number): Promise<void> {
    this.change({ ...this.sheet, safe: [...this.sheet.safe, { quality, count: NEW_COLLECTION, pure: 0 }] });
    // Focus follows the new collection, so a keyboard or screen-reader user sets its size next.
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLInputElement>(`input[name="count-${quality}"]:checked`)?.focus();
  }

  private async removeCollection(quality: number): Promise<void> {
    this.change({ ...this.sheet, safe: this.sheet.safe.filter((c) => c.quality !== quality) });
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLButtonElement>(`button[data-safe="${quality}"]`)?.focus();
  }

  private setField(quality: number, field: 'count' | 'pure', n: number): void {
    const safe = this.sheet.safe.map((c) => {
      if (c.quality !== quality) return c;
      // Fewer diamonds than magnifiers cannot be: the magnifiers shrink with the collection.
      return field === 'count' ? { ...c, count: n, pure: Math.min(c.pure, n) } : { ...c, pure: n };
    });
    this.change({ ...this.sheet, safe });
  }

  private addToHand(quality: number): void {
    this.change({ ...this.sheet, hand: [...this.sheet.hand, quality] });
  }

  private async removeFromHand(index: number): Promise<void> {
    const quality = this.sheet.hand[index];
    this.change({ ...this.sheet, hand: this.sheet.hand.filter((_, i) => i !== index) });
    await this.updateComplete;
    const chips = this.renderRoot.querySelectorAll<HTMLButtonElement>('button[data-remove-hand]');
    (chips[Math.min(index, chips.length - 1)] ?? this.renderRoot.querySelector<HTMLButtonElement>(`button[data-hand="${quality}"]`))?.focus();
  }
}

/** What a collection is worth by the card, or that the card lacks the value (M-CARD-VALUES). */
export function worthText(card: RulesCard | null, c: Collection): { text: string; missing: boolean } {
  if (c.count < 3) return { text: msg('2 or fewer score 0', { id: 'diams.worth.few' }), missing: false };
  if (!card) return { text: '', missing: false };
  const value = valueOf(card, c.quality, c.count);
  const points = value.ok ? value.value : 0;
  return value.ok
    ? { text: msg(str`${points} points`, { id: 'diams.points' }), missing: false }
    : { text: msg(str`The rules card has no value yet for ${c.count} diamonds`, { id: 'diams.worth.missing' }), missing: true };
}

/** "Hand: 9 + 1 = 10" (M-HAND adds the qualities still in hand). */
export function handTotalText(hand: readonly number[]): string {
  if (hand.length === 0) return msg('Empty hand: total 0.', { id: 'diams.hand.empty' });
  const total = hand.reduce((a, b) => a + b, 0);
  const sum = hand.length === 1 ? String(total) : `${hand.join(' + ')} = ${total}`;
  return msg(str`Hand total: ${sum}.`, { id: 'diams.hand.total' });
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-sheet-editor': DiamsSheetEditor;
  }
}
