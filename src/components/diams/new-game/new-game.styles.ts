/** The Diam's new-game form's own styles (./new-game.ts); the seats' rows come from ../../new-game/player-seats.ts. */
import { css } from 'lit';
import { actionBarLook, fieldsetStyles, refusedFieldLook, summaryLook, textFieldLook } from '../../shared/field-styles';

export const diamsNewGameStyles = css`
  ${fieldsetStyles}
  .actions {
    ${actionBarLook}
  }
  .name {
    display: flex;
    gap: 0.5rem;
    align-items: flex-end;
    margin: 0 0 0.5rem;
  }
  .name label {
    flex: 1 1 auto;
    display: flex;
    flex-direction: column;
    font-weight: 600;
  }
  input[type='text'] {
    ${textFieldLook}
    padding: 0.4rem 0.6rem;
  }
  input[aria-invalid='true'] {
    ${refusedFieldLook}
  }
  .field-error {
    margin: -0.25rem 0 0.5rem;
    font-weight: 600;
    padding-left: 0.5rem;
    border-left: 4px solid var(--dl-accent);
  }
  .choice {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: 0.5rem;
    align-items: start;
    padding: 0.4rem 0;
  }
  .choice input {
    accent-color: var(--dl-accent);
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.6rem 0 0;
  }
  .choice label {
    font-weight: 600;
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  .choice .hint {
    grid-column: 2;
    margin: 0;
    font-size: 0.875rem;
    color: var(--dl-muted);
  }
  details {
    margin: 0 0 1rem;
    border: 1px solid var(--dl-border);
    border-radius: 12px;
    padding: 0 0.75rem;
  }
  details[open] {
    padding-bottom: 0.75rem;
  }
  summary {
    ${summaryLook}
  }
  .start {
    width: 100%;
    min-height: 52px;
    font-size: 1.125rem;
  }
`;
