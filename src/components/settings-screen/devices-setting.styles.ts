/** The CSS of <devices-setting> (./devices-setting.ts) and its parts, listed in their `static styles`. */
import { css } from 'lit';

export const devicesSettingStyles = css`
  h3 {
    font-size: 1rem;
    margin: 1rem 0 0.5rem;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-bottom: 0.75rem;
  }
  .row > input {
    flex: 1 1 12rem;
    min-width: 0;
  }
  input[type='text'],
  input[type='url'] {
    font: inherit;
    min-height: 44px;
    padding: 0 0.5rem;
    max-width: 100%;
    width: 100%;
  }
  .file {
    margin-bottom: 1rem;
  }
  /* The kit's file is chosen with a button of the app's words (the browser's own picker speaks
     the browser's language, not the app's); the input itself is visually hidden, still focusable. */
  .file input:focus-visible + label {
    outline: 3px solid var(--dl-focus);
    outline-offset: 2px;
  }
  .file input:disabled + label {
    opacity: 0.6;
    cursor: default;
  }
  .restore {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.5rem;
  }
  /* The whole code in view as it is typed, to compare with the paper: 14 groups on three lines. */
  .code-input {
    font: inherit;
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'DejaVu Sans Mono', monospace;
    font-variant-numeric: slashed-zero;
    font-size: 1.1rem;
    letter-spacing: 0.04em;
    line-height: 1.5;
    text-transform: uppercase;
    width: 100%;
    min-height: 44px;
    padding: 0.4rem 0.5rem;
    resize: vertical;
  }
  .devices {
    list-style: none;
    padding: 0;
    margin: 0 0 1rem;
    display: grid;
    gap: 0.5rem;
  }
  /* A device: its name (and "this device") over when it was last seen, Unlink beside both. */
  .devices li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: 0.25rem 0.75rem;
    padding: 0.5rem 0;
    border-bottom: 1px solid var(--dl-border);
    overflow-wrap: anywhere;
  }
  .devices .who {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.5rem;
  }
  .devices .who,
  .devices .seen {
    grid-column: 1;
  }
  .devices .label {
    font-weight: 600;
  }
  .devices .me {
    border: 1px solid var(--dl-border);
    border-radius: 999px;
    padding: 0 0.5rem;
    white-space: nowrap;
  }
  .devices li > button {
    grid-column: 2;
    grid-row: 1 / span 2;
  }
  .devices .confirm {
    grid-column: 1 / -1;
    margin-bottom: 0;
  }
  .panel {
    border-top: 1px solid var(--dl-border);
    padding-top: 0.75rem;
    margin-bottom: 1rem;
  }
  dl-qr-code {
    display: block;
    width: min(100%, 16rem);
    margin-bottom: 0.75rem;
  }
  .code {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'DejaVu Sans Mono', monospace;
    font-variant-numeric: slashed-zero;
    font-size: 1.35rem;
    line-height: 1.6;
    letter-spacing: 0.08em;
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.9rem;
    max-width: 100%;
  }
  .code .group {
    white-space: nowrap;
  }
  .warning-text {
    border-left: 6px solid var(--dl-warning);
    padding-left: 0.75rem;
  }
`;
