/**
 * The board: one row per player (or team), phone first; long names wrap instead of widening it.
 * `compact` (set by the screen while a round is played): one short line per side, counts without
 * their crystals, so the board fits under the keys on a phone.
 */
import { css } from 'lit';

export const boardStyles = css`
  :host {
    display: block;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    margin: 0 0 0.5rem;
  }
  h2 {
    font-size: 1.125rem;
    margin: 0;
  }
  .toggle {
    min-height: 44px;
    padding: 0.25rem 0.75rem;
    font: inherit;
    font-size: 0.9375rem;
    font-weight: 600;
    border-radius: 8px;
    border: 2px solid var(--dl-accent);
    background: transparent;
    color: var(--dl-accent-text, var(--dl-accent));
    cursor: pointer;
  }
  .toggle:focus-visible {
    outline: 3px solid var(--dl-focus);
    outline-offset: 2px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    table-layout: fixed;
    background: var(--dl-surface);
    border: 1px solid var(--dl-border);
    border-radius: 12px;
  }
  th,
  td {
    padding: 0.4rem 0.4rem;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid var(--dl-border);
    overflow-wrap: anywhere;
  }
  tr:last-child th,
  tr:last-child td {
    border-bottom: none;
  }
  thead th {
    font-size: 0.75rem;
    color: var(--dl-muted);
    font-weight: 600;
    /* A heading is one word or two: broken between words only ("トリッ/ク" no more), and inside a
       word only when it alone is wider than its column. */
    word-break: keep-all;
    overflow-wrap: anywhere;
  }
  col.who {
    width: 31%;
  }
  col.zone {
    width: 26%;
  }
  col.tricks {
    width: 17%;
  }
  tbody th {
    font-weight: 600;
  }
  .badge {
    display: inline-block;
    font-size: 0.75rem;
    font-weight: 600;
    padding: 0 0.35rem;
    margin: 0.1rem 0.2rem 0 0;
    border-radius: 999px;
    border: 1px solid var(--dl-border);
    color: var(--dl-muted);
  }
  .hidden {
    color: var(--dl-muted);
    font-style: italic;
  }
  .num {
    font-variant-numeric: tabular-nums;
  }

  :host([compact]) .head {
    margin: 0;
  }
  :host([compact]) thead th {
    vertical-align: middle;
  }
  :host([compact]) .toggle {
    min-height: 44px;
    min-width: 44px;
    margin: 0;
    padding: 0 0.3rem;
    font-size: 0.6875rem;
    line-height: 1.1;
    border-width: 1px;
  }
  :host([compact]) th,
  :host([compact]) td {
    padding: 0.0625rem 0.4rem;
    line-height: 1.3;
    vertical-align: middle;
  }
  :host([compact]) tbody th {
    font-size: 0.875rem;
  }
  :host([compact]) tbody th {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  :host([compact]) tbody th > div {
    display: inline;
  }
  :host([compact]) .gems,
  :host([compact]) .pieces {
    display: none;
  }
  :host([compact]) .count {
    font-size: 1rem;
  }
`;
