/**
 * A count of diamonds with the crystals to hold for it (D-CRYSTALS: red = 5, clear = 1). The
 * shapes are decoration; the text says the same for everyone.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { crystalPieces, crystalsFor } from '../view/crystals.js';

export function crystalRow(count: number): TemplateResult {
  const { red, clear } = crystalsFor(count);
  return html`<span class="count">${count}</span>
    ${count
      ? html`<span class="gems" aria-hidden="true"
            >${Array.from({ length: red }, () => html`<i class="gem red"></i>`)}${Array.from(
              { length: clear },
              () => html`<i class="gem clear"></i>`,
            )}</span
          ><span class="pieces">${crystalPieces(count)}</span>`
      : nothing}`;
}

export const crystalStyles = css`
  .count {
    font-weight: 700;
    font-size: 1.125rem;
    font-variant-numeric: tabular-nums;
    margin-right: 0.25rem;
  }
  .gems {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 2px;
    vertical-align: middle;
    max-width: 100%;
  }
  .gem {
    display: inline-block;
    transform: rotate(45deg);
    border-radius: 2px;
  }
  .gem.red {
    width: 11px;
    height: 11px;
    margin: 2px;
    background: #d3123a;
    border: 1px solid #7a0a20;
  }
  .gem.clear {
    width: 7px;
    height: 7px;
    margin: 1px;
    background: #dff3ff;
    border: 1px solid #5a7d94;
  }
  .pieces {
    display: block;
    font-size: 0.75rem;
    color: var(--dl-muted);
  }
`;
