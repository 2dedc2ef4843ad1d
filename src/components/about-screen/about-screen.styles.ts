/** The CSS of <about-screen> (./about-screen.ts), listed in its `static styles`. */
import { css } from 'lit';

export const aboutScreenStyles = css`
  dl {
    display: grid;
    /* Labels take what they need up to half the width; longer ones wrap (long words too). */
    grid-template-columns: fit-content(50%) minmax(0, 1fr);
    overflow-wrap: anywhere;
    gap: 0.5rem 1rem;
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;
