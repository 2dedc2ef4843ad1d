/** The data panel's own styles (./data-panel.ts). */
import { css } from 'lit';

export const dataPanelStyles = css`
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  /* The label and the picker are each a 44 px tap target. */
  .row label {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  input[type='file'] {
    max-width: 100%;
    min-height: 44px;
    font: inherit;
  }
  input[type='file']::file-selector-button {
    margin-right: 0.5rem;
  }
  .result {
    margin-top: 0.75rem;
    overflow-wrap: anywhere;
  }
  .bad {
    color: var(--dl-danger);
  }
  .progress {
    display: grid;
    gap: 0.375rem;
    margin-top: 0.75rem;
  }
  progress {
    width: 100%;
    height: 1rem;
    accent-color: var(--dl-link);
  }
`;
