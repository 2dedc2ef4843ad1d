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
  .file,
  .restore {
    /* A file input is as wide as its button and the file's name: the column, not the input, decides. */
    grid-template-columns: minmax(0, 1fr);
  }
  .file {
    display: grid;
    gap: 0.5rem;
    margin-bottom: 1rem;
  }
  input[type='file'] {
    font: inherit;
    min-height: 44px;
    width: 100%;
    max-width: 100%;
  }
  input[type='file']::file-selector-button {
    min-height: 44px;
    font: inherit;
  }
  .restore {
    display: grid;
    gap: 0.5rem;
  }
  .code-input {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    text-transform: uppercase;
  }
  .devices {
    list-style: none;
    padding: 0;
    margin: 0 0 1rem;
    display: grid;
    gap: 0.5rem;
  }
  .devices li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.75rem;
    padding: 0.5rem 0;
    border-bottom: 1px solid var(--dl-border);
    overflow-wrap: anywhere;
  }
  .devices .label {
    font-weight: 600;
  }
  .devices .me {
    border: 1px solid var(--dl-border);
    border-radius: 999px;
    padding: 0 0.5rem;
  }
  .devices button {
    margin-inline-start: auto;
  }
  .devices .confirm {
    flex-basis: 100%;
  }
  .devices .confirm button {
    margin-inline-start: 0;
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
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
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
