/**
 * A count of diamonds with the crystals to hold for it (D-CRYSTALS: red = 5, clear = 1). The
 * shapes are decoration; the text says the same for everyone.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { crystalPieces, crystalsFor } from '../view/crystals';

export function crystalRow(count: number): TemplateResult {
  const { red, clear } = crystalsFor(count);
  return html`<span class="count">${count}</span>
    ${
      count
        ? html`<span class="gems" aria-hidden="true"
            >${Array.from({ length: red }, () => html`<i class="gem red"></i>`)}${Array.from({ length: clear }, () => html`<i class="gem clear"></i>`)}</span
          ><span class="pieces">${crystalPieces(count)}</span>`
        : nothing
    }`;
}
