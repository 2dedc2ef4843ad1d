/**
 * Styles the Diam's components share. Colours are the shell's theme (shared/theme.css, light and
 * dark); each has a fallback so a component still reads well on a page without the theme.
 * Touch targets are at least 44 px: the phone lies on the table and is tapped between turns.
 */
import { css } from 'lit';

export const diamsStyles = css`
  :host {
    display: block;
    --mx-surface: var(--dl-surface, #ffffff);
    --mx-bg: var(--dl-bg, #f6f4ef);
    --mx-text: var(--dl-text, #1b1b1f);
    --mx-border: var(--dl-border, #cfcac0);
    --mx-muted: var(--dl-muted, #55555f);
    --mx-focus: var(--dl-focus, #1d4fb8);
    --mx-warning: var(--dl-warning, #b45309);
    --mx-warning-bg: var(--dl-warning-bg, #fff4e0);
    --mx-ok: var(--dl-ok, #1e6b3a);
    --mx-accent: var(--dl-accent, #a8102b);
    --mx-accent-text: var(--dl-accent-text, #a8102b);
    --mx-on-accent: var(--dl-on-accent, #ffffff);
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
    outline: 3px solid var(--mx-focus);
    outline-offset: 2px;
  }
  [tabindex='-1']:focus {
    outline: none;
  }
  .muted {
    color: var(--mx-muted);
  }
  .small {
    font-size: 0.875rem;
  }
  .btn {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: 0.4rem 0.9rem;
    font: inherit;
    font-weight: 600;
    border-radius: 8px;
    border: 2px solid var(--mx-accent);
    background: var(--mx-surface);
    color: var(--mx-accent-text);
    cursor: pointer;
    text-decoration: none;
  }
  .btn.primary {
    background: var(--mx-accent);
    color: var(--mx-on-accent);
  }
  .btn:disabled,
  .btn[aria-disabled='true'] {
    opacity: 0.55;
    cursor: default;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  .card {
    background: var(--mx-surface);
    border: 1px solid var(--mx-border);
    border-radius: 12px;
    padding: 0.75rem;
  }
  .problem:empty,
  .news:empty {
    display: none;
  }
  .problem {
    margin: 0 0 0.75rem;
    padding: 0.75rem 1rem;
    border-radius: 12px;
    border: 2px solid var(--mx-warning);
    border-left-width: 8px;
    background: var(--mx-warning-bg);
  }
  .problem p:last-child {
    margin-bottom: 0;
  }
  .news {
    margin: 0 0 0.75rem;
    padding: 0.5rem 0.75rem;
    border-radius: 12px;
    border-left: 6px solid var(--mx-ok);
    background: var(--mx-surface);
  }
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
    border-bottom: 1px solid var(--mx-border);
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
    color: var(--mx-accent-text);
    font-weight: 700;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;
