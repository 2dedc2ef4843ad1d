/** The CSS of crystalRow (./crystal-row.ts), listed in <diamonds-board>'s `static styles`. */
import { css } from 'lit';

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
