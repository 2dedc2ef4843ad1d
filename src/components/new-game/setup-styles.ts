/**
 * The boxed fieldsets, hints and focus rings of the new-game screen's picker and of the Diamonds
 * set-up form shown under it (../diamonds/new-game/new-game.ts), so the two read as one page.
 */
import { css } from 'lit';

export const setupFieldStyles = css`
  fieldset {
    border: 1px solid var(--dl-border, #cfcac0);
    border-radius: 12px;
    margin: 0 0 1rem;
    padding: 0.5rem 0.75rem 0.75rem;
    background: var(--dl-surface, #fff);
    min-width: 0;
  }
  legend {
    font-weight: 700;
    padding: 0 0.25rem;
  }
  .hint {
    font-size: 0.9375rem;
    color: var(--dl-muted, #55555f);
    margin: 0.25rem 0 0.5rem;
  }
  input:focus-visible,
  select:focus-visible,
  button:focus-visible {
    outline: 3px solid var(--dl-focus, #1d4fb8);
    outline-offset: 2px;
  }
`;
