/** The CSS of <diamonds-check-panel> (./check-panel.ts), listed in its `static styles`. */
import { css } from 'lit';

export const checkPanelStyles = css`
  .block {
    margin: 0 0 1.25rem;
  }
  details > summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
    font-weight: 600;
  }
`;
