/** The CSS of <share-link> (./share-link.ts), listed in its `static styles`. */
import { css } from 'lit';

export const shareLinkStyles = css`
  .panel {
    margin-top: 0.75rem;
    display: grid;
    gap: 0.75rem;
    max-width: 28rem;
  }
  dl-qr-code {
    width: min(100%, 22rem);
  }
  label {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
  }
  input {
    font: inherit;
    min-height: 44px;
    padding: 0.25rem 0.5rem;
    border: 1px solid var(--dl-border);
    border-radius: 6px;
    background: var(--dl-surface);
    color: inherit;
    width: 100%;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
`;
