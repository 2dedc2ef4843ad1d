/** The CSS of <shared-screen> (./shared-screen.ts), listed in its `static styles`. */
import { css } from 'lit';

export const sharedScreenStyles = css`
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
  }
  /* Slotted into the history page's row of links, under its heading: a line of its own. */
  .notice {
    flex-basis: 100%;
    margin: 0;
  }
`;
