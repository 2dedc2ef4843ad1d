/**
 * Styles shared by the round-end check components. Colours are the theme's custom properties
 * (theme.css), with the Diamonds components' fallbacks (suitStyles) for use in isolation.
 */
import { css } from 'lit';
import { buttonStyles } from '../../shared/control-styles';
import { blockHostStyles } from '../../shared/screen-styles';
import { ruleTagStyles } from '../../shared/rule-tag-styles';
import { tableStyles } from '../view/table-styles';

export const checkStyles = css`
  ${blockHostStyles}
  h2 {
    font-size: 1.125rem;
    margin: 0 0 0.5rem;
    overflow-wrap: anywhere;
  }
  h3 {
    font-size: 1rem;
    margin: 1rem 0 0.35rem;
  }
  p {
    margin: 0 0 0.75rem;
    max-width: 65ch;
  }
  .hint {
    color: var(--dl-muted);
    font-size: 0.9375rem;
  }
  ${tableStyles}
  th,
  td {
    padding: 0.3rem 0.35rem;
    vertical-align: middle;
  }
  th[scope='row'],
  th:first-child {
    text-align: left;
  }
  /* A name breaks between words (or, in a word longer than the cell, anywhere), never letter by
     letter because the counts beside it take the room: 'anywhere' would let the column shrink to one letter.
     The column's heading ("Player") likewise. */
  th[scope='row'],
  thead th:first-child {
    overflow-wrap: break-word;
    min-width: 4.5em;
  }
  ${buttonStyles}
  button:focus-visible,
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid var(--dl-focus);
    outline-offset: 2px;
  }
  .problem {
    border-left: 6px solid var(--dl-warning);
    background: var(--dl-warning-bg);
    color: var(--dl-text);
    padding: 0.5rem 0.75rem;
    border-radius: 4px;
    margin: 0 0 0.75rem;
  }
  .problem:empty {
    display: none;
  }
  .ok {
    color: var(--dl-ok);
    font-weight: 600;
  }
  label.check {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
    overflow-wrap: anywhere;
  }
  input[type='checkbox'],
  input[type='radio'] {
    width: 1.25rem;
    height: 1.25rem;
    flex: none;
  }
  select {
    min-height: 44px;
    font: inherit;
    border-radius: 8px;
    border: 1px solid var(--dl-border);
    background: var(--dl-surface);
    color: var(--dl-text);
    padding: 0 0.5rem;
  }
  ${ruleTagStyles}
`;
