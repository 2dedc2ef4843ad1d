/**
 * <diamonds-count-stepper>: a whole number from 0 with a field to type it in and large − / +
 * buttons for thumbs at the table. The label is read by screen readers with the field; the
 * buttons say what they change. Emits `dl-count` with the new value as soon as the field holds a
 * good one: a count that waited for the field to be left would change what the form shows under
 * the very tap that leaves it (a "won a trick" box ticking itself as the finger lands on it).
 */
import { LitElement, html, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { emit } from '../../shared/events';
import { suitStyles } from '../view/suit-styles';
import { countStepperStyles } from './count-stepper.styles';

export interface CountDetail {
  value: number;
}

@customElement('diamonds-count-stepper')
@localized()
export class DiamondsCountStepper extends LitElement {
  static override styles = [suitStyles, countStepperStyles];

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
        @input=${this.typing}
        @change=${this.typed}
      /><button type="button" aria-label=${msg(str`One more: ${label}`, { id: 'stepper.more' })} ?disabled=${this.value >= this.max} @click=${() => this.set(this.value + 1)}>
        +
      </button>`;
  }

  /** A good number counts as it is typed; anything else waits (the field may be half typed). */
  private typing(event: Event): void {
    const n = this.good(event.target as HTMLInputElement);
    if (n !== null) this.set(n);
  }

  /** Once the field is left, anything but a whole number in range is put back to the last good value. */
  private typed(event: Event): void {
    const input = event.target as HTMLInputElement;
    const n = this.good(input);
    if (n === null) input.value = String(this.value);
    else this.set(n);
  }

  private good(input: HTMLInputElement): number | null {
    const n = Number(input.value);
    return input.value.trim() === '' || !Number.isInteger(n) || n < 0 || n > this.max ? null : n;
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
