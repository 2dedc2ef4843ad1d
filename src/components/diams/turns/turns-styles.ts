/**
 * Styles of the turn-by-turn components, on top of the Diam's ones (../view/diams-styles.ts:
 * theme colours with fallbacks, buttons, cards). Phone first: pads of 5 × 2 big buttons, chips
 * for cards, segmented choices for small counts; every target at least 44 px.
 */
import { css } from 'lit';
import { choiceStyles, valueFaceLook } from '../../shared/control-styles';
import { padButtonLook, padGridStyles } from '../view/pad-styles';

export const turnsStyles = css`
  fieldset {
    border: 0;
    margin: 0 0 0.75rem;
    padding: 0;
    min-width: 0;
  }
  legend {
    padding: 0;
    font-weight: 700;
    margin: 0 0 0.25rem;
  }
  ${padGridStyles}
  .pad button,
  .chip,
  .toggle {
    ${padButtonLook}
    min-width: 44px;
  }
  .pad button:disabled,
  .chip:disabled {
    border-style: dashed;
    border-color: var(--dl-border);
    color: var(--dl-muted);
    cursor: default;
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 0.375rem;
    margin: 0.25rem 0 0.5rem;
    padding: 0;
    list-style: none;
  }
  .chip {
    padding: 0 0.6rem;
    border-radius: 999px;
    border-color: var(--dl-muted);
    color: var(--dl-text);
  }
  .chip[aria-pressed='true'],
  .toggle[aria-pressed='true'] {
    background: var(--dl-accent);
    border-color: var(--dl-accent);
    color: var(--dl-on-accent);
  }
  .toggle {
    padding: 0 0.75rem;
  }
  /* A card shown as text, not a control: the market, a hand's seen cards. */
  .card-face {
    ${valueFaceLook}
    min-width: 2.25rem;
    min-height: 2.25rem;
    padding: 0 0.4rem;
    border-radius: 6px;
    border: 2px solid var(--dl-border);
  }
  .card-face.pure,
  .chip.pure {
    border-style: double;
    border-width: 4px;
  }
  ${choiceStyles}
  .step {
    border-top: 1px solid var(--dl-border);
    padding-top: 0.75rem;
    margin-top: 0.75rem;
  }
  .submit {
    width: 100%;
    min-height: 52px;
    font-size: 1.0625rem;
  }
  .hint {
    color: var(--dl-muted);
    font-size: 0.9375rem;
  }
  .entries {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .entry {
    margin: 0 0 0.5rem;
    padding: 0.5rem;
  }
  .entry .row {
    justify-content: space-between;
    margin: 0 0 0.25rem;
  }
`;
