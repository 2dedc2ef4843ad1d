import { svg } from 'lit';

/** The app's mark (the diamond of the icons), drawn inline so the header needs no request. */
export const diamondMark = svg`<svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true"
  focusable="false"><path d="M16 2 29 16 16 30 3 16Z" fill="currentColor"/><path
  d="M16 9 22.5 16 16 23 9.5 16Z" fill="var(--dl-header)"/></svg>`;
