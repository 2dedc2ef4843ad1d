/**
 * Layout of the card picker: four suit rows. On a phone each row is two lines of eight 44 px keys
 * (ranks 1–8 and 9–15), so a rank is always in the same place; wide screens get one line per suit.
 */
import { css } from 'lit';

export const pickerStyles = css`
  :host {
    display: block;
  }
  .row {
    margin: 0 0 0.75rem;
  }
  .label {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 0.75rem;
    margin: 0 0 0.25rem;
    font-weight: 700;
  }
  .label .sym {
    font-size: 1.25rem;
    line-height: 1;
  }
  .led {
    font-size: 0.8125rem;
    font-weight: 600;
    padding: 0 0.4rem;
    border-radius: 999px;
    border: 1px solid currentColor;
  }
  .out {
    font-size: 0.875rem;
    font-weight: 600;
    color: var(--dl-text);
    background: var(--dl-warning-bg);
    border-left: 4px solid var(--dl-warning);
    padding: 0 0.4rem;
  }
  .cards {
    display: grid;
    grid-template-columns: repeat(8, minmax(0, 1fr));
    gap: 0.3rem;
  }
  @media (min-width: 44rem) {
    .cards {
      grid-template-columns: repeat(15, minmax(0, 1fr));
    }
  }
  button {
    min-height: 44px;
    min-width: 0;
    padding: 0;
    font: inherit;
    font-size: 1.0625rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    border-radius: 8px;
    border: 2px solid var(--dl-border);
    background: var(--dl-surface);
    cursor: pointer;
    touch-action: manipulation;
  }
  button:hover:not(:disabled) {
    border-color: currentColor;
  }
  button:active:not(:disabled) {
    transform: translateY(1px);
  }
  button:focus-visible {
    outline: 3px solid var(--dl-focus);
    outline-offset: 2px;
  }
  button:disabled {
    cursor: default;
    border-style: dashed;
    background: transparent;
    color: var(--dl-muted);
    text-decoration: line-through;
    opacity: 0.75;
  }
  .cards.locked button:not(:disabled) {
    opacity: 0.6;
  }
`;
