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

/**
 * The face of one short value in a box of its own, bold tabular figures centred on the surface: a
 * choice key's (below), a card's shown as text (the market's). Declarations only, to put inside a
 * rule; each says its own size and border, a tap key's 44 px being no card's.
 */
export const valueFaceLook = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: var(--dl-surface);
  font-weight: 700;
  font-variant-numeric: tabular-nums;
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
    ${valueFaceLook}
    min-width: 44px;
    min-height: 44px;
    padding: 0 0.6rem;
    border-radius: 8px;
    border: 2px solid var(--dl-muted);
    color: var(--dl-text);
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
