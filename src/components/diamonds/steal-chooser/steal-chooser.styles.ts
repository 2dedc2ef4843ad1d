/** The CSS of <diamonds-steal-chooser> (./steal-chooser.ts), listed in its `static styles`. */
import { css } from 'lit';

export const stealChooserStyles = css`
  :host {
    display: block;
  }
  /* Compact, so that the keys stay on screen under it: the choices side by side when they fit. */
  .box {
    border: 2px solid var(--dl-focus);
    border-radius: 12px;
    padding: 0.375rem 0.625rem 0.5rem;
    margin: 0 0 0.25rem;
    background: var(--dl-surface);
  }
  h2 {
    font-size: 1rem;
    margin: 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 0.375rem;
    font-size: 0.8125rem;
    line-height: 1.3;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(6.5rem, 1fr));
    gap: 0.375rem;
  }
  button {
    width: 100%;
    min-height: 44px;
    height: 100%;
    display: flex;
    flex-direction: column;
    justify-content: center;
    align-items: flex-start;
    padding: 0.125rem 0.5rem;
    font: inherit;
    font-weight: 600;
    line-height: 1.25;
    text-align: left;
    border-radius: 8px;
    border: 2px solid var(--dl-accent);
    background: var(--dl-surface);
    color: var(--dl-text);
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  button:focus-visible {
    outline: 3px solid var(--dl-focus);
    outline-offset: 2px;
  }
  .count {
    font-weight: 400;
    font-size: 0.8125rem;
    max-width: 100%;
  }
  button > span {
    max-width: 100%;
  }
`;
