/** Layout shared by the shell's small screens. */
import { css } from 'lit';

export const basicScreenStyles = css`
  .games {
    list-style: none;
    padding: 0;
    margin: 0 0 1.5rem;
    display: grid;
    gap: 1rem;
  }
  .games h2 {
    margin-top: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
`;
