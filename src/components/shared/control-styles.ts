/**
 * Styles of the controls inside a game (buttons, choice keys). They live apart from screen-styles.ts,
 * which the first screen loads, so that they load with the game screens that use them.
 */
import { css } from 'lit';

/** The app's buttons: 44 px tall at least, outlined, `.primary` filled; a file picker's button too. */
export const buttonStyles = css`
  .btn,
  ::file-selector-button {
    /* A link drawn as a button measures as one: else its 44 px is inside its padding and border. */
    box-sizing: border-box;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: 0.4rem 0.9rem;
    font: inherit;
    font-weight: 600;
    border-radius: 8px;
    border: 2px solid var(--dl-accent);
    background: var(--dl-surface);
    color: var(--dl-accent-text);
    cursor: pointer;
    text-decoration: none;
  }
  .btn.primary {
    background: var(--dl-accent);
    color: var(--dl-on-accent);
  }
  .btn:disabled,
  .btn[aria-disabled='true'] {
    opacity: 0.55;
    cursor: default;
  }
  .btn:focus-visible {
    outline: 3px solid var(--dl-focus);
    outline-offset: 2px;
  }
`;

/** A row of radio or checkbox choices drawn as 44 px tap keys (`.options > label > input + span`). */
export const choiceStyles = css`
  .options {
    display: flex;
    flex-wrap: wrap;
    gap: 0.375rem;
  }
  .options label {
    position: relative;
  }
  .options input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
  }
  .options span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 0.6rem;
    border-radius: 8px;
    border: 2px solid var(--dl-muted);
    background: var(--dl-surface);
    color: var(--dl-text);
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    cursor: pointer;
  }
  .options input:checked + span {
    border-color: var(--dl-accent);
    background: var(--dl-accent);
    color: var(--dl-on-accent);
  }
  .options input:focus-visible + span {
    outline: 3px solid var(--dl-focus);
    outline-offset: 2px;
  }
  .options input:disabled + span {
    border-style: dashed;
    color: var(--dl-muted);
    cursor: default;
  }
`;

/** Text, date and search fields and selects: full width, 44 px tall, on the surface colour. */
export const fieldStyles = css`
  select,
  input[type='text'],
  input[type='date'],
  input[type='search'] {
    font: inherit;
    min-height: 44px;
    width: 100%;
    padding: 0.25rem 0.5rem;
    border: 1px solid var(--dl-muted);
    border-radius: 6px;
    background: var(--dl-surface);
    color: var(--dl-text);
  }
`;
