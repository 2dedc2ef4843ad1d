/**
 * <diamonds-count-stepper>: a whole number from 0 with a field to type it in and large − / +
 * buttons for thumbs at the table. The label is read by screen readers with the field; the
 * buttons say what they change. Emits `dl-count` with the new value.
 */
import { LitElement, css, html, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { emit } from '../shared/events.js';
import { suitStyles } from '../diamonds/view/suit-styles.js';

export interface CountDetail {
  value: number;
}

@customElement('diamonds-count-stepper')
@localized()
export class DiamondsCountStepper extends LitElement {
  static override styles = [
    suitStyles,
    css`
      :host {
        display: inline-flex;
        align-items: center;
        gap: 0.15rem;
      }
      button {
        width: 44px;
        height: 44px;
        font: inherit;
        font-size: 1.25rem;
        font-weight: 700;
        line-height: 1;
        border-radius: 8px;
        border: 2px solid var(--dl-accent);
        background: var(--dl-surface);
        color: var(--dl-text);
        cursor: pointer;
        flex: none;
      }
      button:disabled {
        opacity: 0.45;
        cursor: default;
      }
      input {
        width: 3.25rem;
        min-height: 44px;
        text-align: center;
        font: inherit;
        font-variant-numeric: tabular-nums;
        border: 1px solid var(--dl-border);
        border-radius: 8px;
        background: var(--dl-surface);
        color: var(--dl-text);
        -moz-appearance: textfield;
      }
      input::-webkit-inner-spin-button,
      input::-webkit-outer-spin-button {
        -webkit-appearance: none;
        margin: 0;
      }
      button:focus-visible,
      input:focus-visible {
        outline: 3px solid var(--dl-focus);
        outline-offset: 2px;
      }
    `,
  ];

  /** What the number counts, e.g. "Diamonds won by Ann": the field's accessible name. */
  @property() label = '';
  @property({ type: Number }) value = 0;
  @property({ type: Number }) max = 99;


  override render(): TemplateResult {
    const label = this.label;
    return html`<button type="button" aria-label=${msg(str`One fewer: ${label}`, { id: 'stepper.fewer' })} ?disabled=${this.value <= 0} @click=${() => this.set(this.value - 1)}>
        −</button
      ><input
        type="number"
        inputmode="numeric"
        min="0"
        max=${this.max}
        step="1"
        aria-label=${this.label}
        .value=${String(this.value)}
        @change=${this.typed}
      /><button type="button" aria-label=${msg(str`One more: ${label}`, { id: 'stepper.more' })} ?disabled=${this.value >= this.max} @click=${() => this.set(this.value + 1)}>
        +
      </button>`;
  }

  private typed(event: Event): void {
    const input = event.target as HTMLInputElement;
    const n = Number(input.value);
    // Anything but a whole number in range is put back to the last good value.
    if (input.value.trim() === '' || !Number.isInteger(n) || n < 0 || n > this.max) {
      input.value = String(this.value);
      return;
    }
    this.set(n);
  }

  private set(value: number): void {
    const v = Math.max(0, Math.min(this.max, value));
    if (v === this.value) return;
    this.value = v;
    emit<CountDetail>(this, 'dl-count', { value: v });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diamonds-count-stepper': DiamondsCountStepper;
  }
}
