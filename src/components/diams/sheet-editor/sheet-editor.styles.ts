/** The round sheet, phone first: quality pads of 5 × 2 big buttons, segmented choices for counts. */
import { css } from 'lit';
import { choiceStyles } from '../../shared/control-styles';
import { padButtonLook, padGridStyles } from '../view/pad-styles';

export const sheetStyles = css`
  :host {
    display: block;
  }
  h3 {
    margin: 0 0 0.25rem;
  }
  h4 {
    margin: 0.75rem 0 0.25rem;
  }
  ${padGridStyles}
  .pad button {
    ${padButtonLook}
  }
  .pad button:disabled {
    border-style: dashed;
    border-color: var(--dl-border);
    color: var(--dl-muted);
    cursor: default;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .collection {
    border: 1px solid var(--dl-border);
    border-radius: 10px;
    padding: 0.5rem;
    margin: 0 0 0.5rem;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.75rem;
  }
  .head strong {
    font-size: 1.0625rem;
  }
  .worth {
    flex: 1 1 auto;
    font-variant-numeric: tabular-nums;
  }
  .worth.missing {
    font-weight: 600;
    color: var(--dl-text);
    border-left: 4px solid var(--dl-warning);
    padding-left: 0.4rem;
  }
  .remove {
    min-height: 44px;
    min-width: 44px;
    padding: 0 0.6rem;
    font: inherit;
    border-radius: 8px;
    border: 1px solid var(--dl-muted);
    background: transparent;
    color: var(--dl-text);
    cursor: pointer;
  }
  fieldset {
    border: 0;
    margin: 0.25rem 0 0;
    padding: 0;
    min-width: 0;
  }
  legend {
    padding: 0;
    font-size: 0.875rem;
    font-weight: 600;
  }
  ${choiceStyles}
  .hand {
    display: flex;
    flex-wrap: wrap;
    gap: 0.375rem;
    margin: 0 0 0.5rem;
  }
  .hand button {
    min-height: 44px;
    min-width: 44px;
    padding: 0 0.6rem;
    font: inherit;
    font-weight: 700;
    border-radius: 999px;
    border: 2px solid var(--dl-muted);
    background: var(--dl-surface);
    color: var(--dl-text);
    cursor: pointer;
  }
  .total {
    font-variant-numeric: tabular-nums;
    margin: 0;
  }
`;
