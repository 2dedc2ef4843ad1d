/**
 * Styles the Diam's components share. Colours are the shell's theme tokens (`--dl-*` of
 * shared/theme.css, light and dark), used directly.
 * Touch targets are at least 44 px: the phone lies on the table and is tapped between turns.
 */
import { css } from 'lit';
import { visuallyHidden } from '../../shared/screen-styles';
import { ruleTagStyles } from '../../shared/rule-tag-styles';
import { buttonStyles } from '../../shared/control-styles';
import { messageStyles } from '../../session/session-styles';

export const diamsStyles = css`
  :host {
    display: block;
    overflow-wrap: anywhere;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  h2 {
    font-size: 1.25rem;
    line-height: 1.3;
    margin: 0 0 0.5rem;
  }
  h3 {
    font-size: 1.0625rem;
    margin: 1rem 0 0.5rem;
  }
  h4 {
    font-size: 1rem;
    margin: 0.75rem 0 0.25rem;
  }
  p {
    margin: 0 0 0.75rem;
  }
  :focus-visible {
    outline: 3px solid var(--dl-focus);
    outline-offset: 2px;
  }
  [tabindex='-1']:focus {
    outline: none;
  }
  .muted {
    color: var(--dl-muted);
  }
  .small {
    font-size: 0.875rem;
  }
  ${buttonStyles}
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  .card {
    background: var(--dl-surface);
    border: 1px solid var(--dl-border);
    border-radius: 12px;
    padding: 0.75rem;
  }
  ${messageStyles}
  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 0.35rem 0.4rem;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid var(--dl-border);
  }
  .n {
    text-align: right;
    white-space: nowrap;
  }
  /* A column heading may be a long word in another language: it wraps, the numbers under it do not. */
  th.n[scope='col'] {
    white-space: normal;
    overflow-wrap: anywhere;
    hyphens: auto;
  }
  caption {
    text-align: left;
    font-weight: 700;
    padding: 0 0 0.25rem;
  }
  .star {
    color: var(--dl-accent-text);
    font-weight: 700;
  }
  ${visuallyHidden}
  ${ruleTagStyles}
`;
