/** The CSS of <diamonds-count-stepper> (./count-stepper.ts), listed in its `static styles`. */
import { css } from 'lit';

export const countStepperStyles = css`
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
`;
