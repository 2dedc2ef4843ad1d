/**
 * Colours shared by the Diamonds components. They come from the shell's theme (theme.css); each has
 * a fallback so a component still reads well on a page without it (e.g. in isolation).
 * Red suits use the theme's accent text colour, which keeps 4.5:1 contrast in light and dark.
 */
import { css } from 'lit';

export const suitStyles = css`
  :host {
    --dm-red: var(--dl-accent-text, #a8102b);
    --dm-black: var(--dl-text, #1b1b1f);
    --dm-surface: var(--dl-surface, #ffffff);
    --dm-border: var(--dl-border, #cfcac0);
    --dm-muted: var(--dl-muted, #55555f);
    --dm-focus: var(--dl-focus, #1d4fb8);
    --dm-warning: var(--dl-warning, #b45309);
    --dm-warning-bg: var(--dl-warning-bg, #fff4e0);
    --dm-ok: var(--dl-ok, #1e6b3a);
    --dm-accent: var(--dl-accent, #a8102b);
    --dm-on-accent: var(--dl-on-accent, #ffffff);
  }
  .suit-D,
  .suit-H {
    color: var(--dm-red);
  }
  .suit-S,
  .suit-C {
    color: var(--dm-black);
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;
