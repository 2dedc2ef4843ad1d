/** The CSS of <settings-screen> (./settings-screen.ts), listed in its `static styles`. */
import { css } from 'lit';

export const settingsScreenStyles = css`
  .card {
    margin-bottom: 1rem;
  }
  .card > :last-child {
    margin-bottom: 0;
  }
  .warning {
    background: var(--dl-warning-bg);
  }
  .ok {
    color: var(--dl-ok);
    font-weight: 600;
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 0.75rem;
  }
  legend {
    padding: 0;
    margin-bottom: 0.5rem;
  }
  .language {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
    padding: 0.25rem 0.9rem 0.25rem 0.6rem;
    border: 1px solid var(--dl-border);
    border-radius: 8px;
    cursor: pointer;
  }
  .language:has(input:checked) {
    border-color: var(--dl-accent);
    font-weight: 600;
  }
  .suits {
    font-weight: 700;
    letter-spacing: 0.15em;
  }
  .look-choices {
    margin-top: 0.75rem;
  }
  .look-choices + p {
    margin-top: 0.5rem;
  }
  .look-choices .language {
    flex-wrap: wrap;
    max-width: 100%;
    overflow-wrap: anywhere;
  }
  .language input {
    width: 1.1rem;
    height: 1.1rem;
    margin: 0;
    accent-color: var(--dl-accent);
  }
`;
