/**
 * Styles every screen shares. The colours themselves are CSS custom properties set once in
 * theme.css (light and dark, following `prefers-color-scheme`); shadow roots inherit them.
 */
import { css } from 'lit';

/** Text for screen readers only: off screen, still read. */
export const visuallyHidden = css`
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

/** A block host whose boxes include their borders: the start of screenStyles and of the check forms' styles. */
export const blockHostStyles = css`
  :host {
    display: block;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

export const screenStyles = css`
  ${blockHostStyles}
  h1 {
    font-size: 1.5rem;
    line-height: 1.25;
    margin: 0 0 1rem;
  }
  h2 {
    font-size: 1.125rem;
    margin: 1.5rem 0 0.5rem;
  }
  p {
    margin: 0 0 0.75rem;
    max-width: 65ch;
  }
  a {
    color: var(--dl-link);
    text-underline-offset: 0.15em;
  }
  :focus-visible {
    outline: 3px solid var(--dl-focus);
    outline-offset: 2px;
    border-radius: 2px;
  }
  /* A heading focused by navigation is a reading position, not a control. */
  h1:focus {
    outline: none;
  }
  h1:focus-visible {
    outline: 3px solid var(--dl-focus);
  }
  .muted {
    color: var(--dl-muted);
  }
  .button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: 0.5rem 1.1rem;
    border-radius: 8px;
    border: 2px solid var(--dl-accent);
    background: var(--dl-accent);
    color: var(--dl-on-accent);
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
  }
  .button.secondary {
    background: transparent;
    color: var(--dl-accent-text);
  }
  .button:disabled {
    opacity: 0.6;
    cursor: default;
  }
  .card {
    background: var(--dl-surface);
    border: 1px solid var(--dl-border);
    border-radius: 12px;
    padding: 1rem;
  }
  .card > :last-child {
    margin-bottom: 0;
  }
  .warning {
    border-left: 6px solid var(--dl-warning);
  }
  ${visuallyHidden}
`;
