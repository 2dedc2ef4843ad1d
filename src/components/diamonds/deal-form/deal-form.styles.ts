/** The CSS of <diamonds-deal-form> (./deal-form.ts), listed in its `static styles`. */
import { css } from 'lit';

export const dealFormStyles = css`
  :host {
    display: block;
  }
  h2 {
    font-size: 1.125rem;
    margin: 0 0 0.5rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 0.75rem;
  }
  fieldset {
    border: 1px solid var(--dl-border);
    border-radius: 12px;
    margin: 0 0 1rem;
    padding: 0.5rem 0.75rem 0.75rem;
  }
  legend {
    font-weight: 700;
    padding: 0 0.25rem;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
    overflow-wrap: anywhere;
  }
  input[type='radio'] {
    width: 1.25rem;
    height: 1.25rem;
    flex: none;
  }
  .passes {
    display: grid;
    grid-template-columns: repeat(3, 1fr);
    gap: 0.5rem;
  }
  button {
    min-height: 52px;
    font: inherit;
    font-weight: 700;
    border-radius: 8px;
    border: 2px solid var(--dl-accent);
    cursor: pointer;
  }
  .pass {
    background: var(--dl-accent);
    color: var(--dl-on-accent);
    font-size: 1.125rem;
  }
  .random {
    background: transparent;
    color: var(--dl-accent-text, var(--dl-accent));
    min-height: 44px;
    padding: 0 1rem;
    margin-top: 0.25rem;
  }
  button:focus-visible,
  input:focus-visible {
    outline: 3px solid var(--dl-focus);
    outline-offset: 2px;
  }
`;
