/** The CSS of <diamonds-fix-card> (./fix-card.ts), listed in its `static styles`. */
import { css } from 'lit';

export const fixCardStyles = css`
  :host {
    display: block;
  }
  h2 {
    font-size: 1rem;
    margin: 0 0 0.25rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 0.25rem;
    font-size: 0.875rem;
    overflow-wrap: anywhere;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-top: 0.25rem;
  }
  diamonds-card-picker {
    margin-inline: -0.375rem;
  }
`;
