/**
 * Layout of the card picker: four suit rows, each one grid. On a phone a suit is two lines of
 * eight keys (ranks 1–8 and 9–15) with its label in the free cell after rank 15, so a rank is
 * always in the same place and all 60 keys fit a 360 px wide screen at 45×44 px. A picker 44rem
 * wide or more (a tablet, a phone on its side) gets one line per suit, the label first. The label
 * shows the suit's symbol in every layout (its name is read out): a key's cell is never wide
 * enough for "Diamonds".
 *
 * A key's box fills its cell, so every tap lands on a key; the gap between keys is drawn inside
 * the box (a transparent border, the key's outline an inset shadow).
 */
import { css } from 'lit';

export const pickerStyles = css`
  /* The layout follows the picker's own width (a column of a wide screen, or the whole phone). */
  :host {
    display: block;
    container-type: inline-size;
  }
  /* Only listens for the keyboard (arrow keys, Home, End): the rows are laid out as if it were not there. */
  .keys {
    display: contents;
  }
  .row {
    display: grid;
    grid-template-columns: repeat(8, minmax(0, 1fr));
    margin: 0 0 0.125rem;
  }
  .label {
    position: relative;
    grid-column: 8;
    grid-row: 2;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    min-width: 0;
    margin: 0;
    font-size: 0.6875rem;
    font-weight: 700;
    line-height: 1.1;
    text-align: center;
    overflow: hidden;
  }
  .label > span:first-child {
    display: flex;
    flex-direction: column;
    align-items: center;
    max-width: 100%;
  }
  .label .sym {
    font-size: 1.25rem;
    line-height: 1;
  }
  .label .name {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* The led suit: its label inverted, and "led" in place of the suit's name. */
  .label.is-led {
    border-radius: 8px;
    background: currentColor;
  }
  .label.is-led .sym,
  .label.is-led .led {
    color: var(--dl-bg);
  }
  /* A label cell has room for the symbol only; the suit's name is still read out. */
  .label .name,
  .label.is-led .name {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .led {
    font-weight: 700;
  }
  .outs {
    display: flex;
    flex-wrap: wrap;
    gap: 0.125rem 0.5rem;
    margin: 0;
    line-height: 1.3;
  }
  .out {
    font-size: 0.8125rem;
    font-weight: 600;
    color: var(--dl-text);
    background: var(--dl-warning-bg);
    border-left: 4px solid var(--dl-warning);
    padding: 0 0.4rem;
    overflow-wrap: anywhere;
  }
  .out .sym {
    font-weight: 700;
  }
  @container (min-width: 44rem) {
    .row {
      grid-template-columns: repeat(16, minmax(0, 1fr));
    }
    .label {
      grid-column: 1;
      grid-row: 1;
    }
  }
  button {
    min-height: 44px;
    min-width: 0;
    padding: 0;
    font: inherit;
    font-size: 1.0625rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    border-radius: 10px;
    border: 2px solid transparent;
    background: var(--dl-surface) padding-box;
    box-shadow: inset 0 0 0 2px var(--dl-border);
    cursor: pointer;
    touch-action: manipulation;
  }
  /* No hover or press effect: a tap's answer is the key shown as played, in the frame after its
     write commits. Chromium holds a database's answers after a tap until the next frame is drawn;
     a key that changed its look made that frame repaint the page, and the write waited for it. */
  button:focus-visible {
    outline: 3px solid var(--dl-focus);
    outline-offset: -1px;
  }
  button:disabled {
    cursor: default;
    box-shadow: none;
    outline: 2px dashed var(--dl-border);
    outline-offset: -4px;
    background: transparent;
    color: var(--dl-muted);
    text-decoration: line-through;
    opacity: 0.75;
  }
  /* Keys that are not this phone's to press now: a Clubs choice first, or another seat's turn. */
  .row.locked button:not(:disabled),
  .row.waiting button:not(:disabled) {
    opacity: 0.6;
  }
`;
