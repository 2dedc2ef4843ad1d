/**
 * A segmented choice: native radio buttons styled as big tap targets (turnsStyles `.options`),
 * so the keyboard and screen readers get a real radio group with its legend.
 */
import { html, type TemplateResult } from 'lit';

export interface Option<T> {
  value: T;
  label: string;
  disabled?: boolean;
}

export function choice<T extends string | number | boolean>(
  name: string,
  legend: string | TemplateResult,
  options: readonly Option<T>[],
  selected: T | null,
  onChange: (value: T) => void,
): TemplateResult {
  return html`<fieldset>
    <legend>${legend}</legend>
    <div class="options">
      ${options.map(
        (o) => html`<label>
          <input
            type="radio"
            name=${name}
            value=${String(o.value)}
            .checked=${o.value === selected}
            ?disabled=${o.disabled === true}
            @change=${() => onChange(o.value)}
          /><span>${o.label}</span>
        </label>`,
      )}
    </div>
  </fieldset>`;
}

/** 0..max (or min..max) as options, for small counts of cards. */
export function counts(min: number, max: number): Option<number>[] {
  return Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => ({ value: min + i, label: String(min + i) }));
}
