/**
 * The quality pads of 5 × 2 big buttons, shared by the turn steps (../turns/turns-styles.ts)
 * and the round sheet (../sheet-editor/sheet-editor.styles.ts). `padButtonLook` is declarations
 * only, to put inside a rule: the market gives the same look to its chips and toggles.
 */
import { css } from 'lit';

export const padButtonLook = css`
  min-height: 44px;
  font: inherit;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  border-radius: 8px;
  border: 2px solid var(--dl-accent);
  background: var(--dl-surface);
  color: var(--dl-accent-text);
  cursor: pointer;
`;

export const padGridStyles = css`
  .pad {
    display: grid;
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: 0.375rem;
    margin: 0.25rem 0 0.5rem;
  }
`;
