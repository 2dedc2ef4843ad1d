/** The CSS of <diams-turns-panel> (./turns-panel.ts), listed in its `static styles`. */
import { css } from 'lit';

export const turnsPanelStyles = css`
  .step-card {
    margin: 0 0 1rem;
  }
  .step-card h3 {
    margin-top: 0;
  }
  .notes {
    padding-left: 1.25rem;
  }
`;
