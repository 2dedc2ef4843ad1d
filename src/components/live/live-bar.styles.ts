/** The CSS of <live-bar> (./live-bar.ts), listed in its `static styles`. */
import { css } from 'lit';

export const liveBarStyles = css`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  .muted {
    color: var(--dl-muted);
    font-size: 0.9rem;
  }
  .share {
    display: grid;
    gap: 0.5rem;
    justify-items: start;
    margin-block: 0.5rem;
  }
  /* The grid's gap spaces the panel: with the paragraphs' own margins too, the QR code, the
     link and the words no longer fit one 390×844 screen together. */
  .share p {
    margin: 0;
  }
  .link {
    overflow-wrap: anywhere;
  }
  /* The box stays beside its words, which wrap next to it rather than below it. */
  .check {
    display: flex;
    gap: 0.5rem;
    align-items: flex-start;
  }
  .check input {
    flex: none;
    inline-size: 1.25rem;
    block-size: 1.25rem;
    margin: 0.1rem 0 0;
  }
  [data-status='live'] {
    color: var(--dl-ok, inherit);
  }
  [data-host-away] {
    color: var(--dl-danger);
  }
  /* What asks for this phone's player now (a count to confirm, the host gone, a take-over):
     over the foot of the screen, wherever the game's screen is scrolled, not below the board. */
  .alerts {
    position: fixed;
    inset-inline: 0;
    bottom: 0;
    z-index: 20;
    display: grid;
    gap: 0.25rem;
    padding: 0.5rem max(0.5rem, env(safe-area-inset-right)) max(0.5rem, env(safe-area-inset-bottom)) max(0.5rem, env(safe-area-inset-left));
    background: var(--dl-warning-bg);
    color: var(--dl-text);
    border-top: 2px solid var(--dl-warning);
  }
  /* The display above would show a hidden region as an empty strip over the screen's foot. */
  .alerts[hidden] {
    display: none;
  }
  .alerts p {
    margin: 0;
  }
  .confirm {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    padding: 0.5rem;
    border: 2px solid var(--dl-accent, currentColor);
    border-radius: 8px;
    margin-block: 0.5rem;
  }
  select {
    font: inherit;
    min-height: 44px;
  }
`;
