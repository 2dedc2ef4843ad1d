/**
 * The looks every form shares: card-like fieldsets, and as declarations to put inside a component's
 * own rule (which keeps its own size beside them) a text field with its refused state, a
 * disclosure's summary line big enough to tap, and a long form's action bar.
 */
import { css } from 'lit';

/** A form's fieldsets as cards, their legends bold (a form may set other margins after it). */
export const fieldsetStyles = css`
  fieldset {
    border: 1px solid var(--dl-border);
    border-radius: 12px;
    margin: 0 0 1rem;
    padding: 0.5rem 0.75rem 0.75rem;
    min-width: 0;
  }
  legend {
    font-weight: 700;
    padding: 0 0.25rem;
  }
`;

export const textFieldLook = css`
  min-height: 44px;
  font: inherit;
  color: var(--dl-text);
  background: var(--dl-surface);
  border: 2px solid var(--dl-muted);
  border-radius: 8px;
`;

/** The field's border when its value is refused (aria-invalid). */
export const refusedFieldLook = css`
  border-color: var(--dl-accent);
`;

export const summaryLook = css`
  min-height: 44px;
  display: flex;
  align-items: center;
  font-weight: 600;
  cursor: pointer;
`;

/**
 * A long form's action bar (its submit button): it stays at the foot of the screen while the form
 * is on it, so "Start the game" is a tap away without scrolling past every fieldset first (it sat
 * at y 1495 of an 844 px phone).
 */
export const actionBarLook = css`
  position: sticky;
  bottom: 0;
  z-index: 1;
  margin-inline: -0.5rem;
  padding: 0.5rem 0.5rem max(0.5rem, env(safe-area-inset-bottom));
  background: var(--dl-bg);
  border-top: 1px solid var(--dl-border);
`;
