/** The statistics screen: its choosers, tables (each scrolls sideways on a phone), lists and charts. */
import { css } from 'lit';

export const statsStyles = css`
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem 1rem;
    align-items: end;
    margin-bottom: 1rem;
  }
  label {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    font-weight: 600;
    min-width: 0;
    max-width: 100%;
  }
  select {
    font: inherit;
    min-height: 44px;
    max-width: 100%;
    padding: 0.25rem 0.5rem;
    border: 1px solid var(--dl-muted);
    border-radius: 6px;
    background: var(--dl-surface);
    color: var(--dl-text);
  }
  section {
    margin-top: 1.5rem;
  }
  .game-shown {
    flex-basis: 100%;
    margin: 0;
    overflow-wrap: anywhere;
  }
  /* A table wider than the screen shows that it scrolls: a shade on each side with more to see
     (the covers scroll with the table and hide the shade at its ends). */
  .table-wrap {
    overflow-x: auto;
    border: 1px solid var(--dl-border);
    border-radius: 8px;
    background:
      linear-gradient(to right, var(--dl-surface) 40%, transparent) left / 2.5rem 100% no-repeat local,
      linear-gradient(to left, var(--dl-surface) 40%, transparent) right / 2.5rem 100% no-repeat local,
      radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 35%), transparent) left / 1rem 100% no-repeat scroll,
      radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 35%), transparent) right / 1rem 100% no-repeat scroll,
      var(--dl-surface);
  }
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: 0.9375rem;
  }
  caption {
    text-align: left;
  }
  th,
  td {
    padding: 0.4rem 0.6rem;
    border-bottom: 1px solid var(--dl-border);
    text-align: right;
    white-space: nowrap;
  }
  tbody tr:last-child > * {
    border-bottom: none;
  }
  /* A header breaks between words only. 日本語 and 繁體中文 put no spaces between words, and a header
     broke inside one (「プレイヤ/ー」, 「缺門行/動」): keep-all keeps a run of their characters whole;
     in 日本語, Chromium breaks it between phrases (auto-phrase) instead. */
  thead th {
    font-size: 0.875rem;
    vertical-align: bottom;
    white-space: normal;
    word-break: keep-all;
    min-width: 4.5rem;
  }
  thead th:lang(ja) {
    word-break: auto-phrase;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
  }
  th[scope='row'] {
    font-weight: 600;
    white-space: normal;
    overflow-wrap: anywhere;
    min-width: 6rem;
  }
  /* The names stay in view while the numbers scroll under them. */
  th[scope='row'],
  thead th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    background: var(--dl-surface);
    box-shadow: inset -1px 0 0 var(--dl-border);
  }
  .scroll-hint {
    display: none;
    margin: 0 0 0.25rem;
    font-size: 0.875rem;
  }
  @media (max-width: 40rem) {
    .scroll-hint {
      display: block;
    }
    .table-wrap.wide th[scope='row'] {
      min-width: 5.5rem;
      max-width: 7.5rem;
    }
  }
  .swatch {
    display: inline-block;
    width: 0.75rem;
    height: 0.75rem;
    border-radius: 50%;
    background: currentColor;
    margin-right: 0.375rem;
    vertical-align: baseline;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.25rem 1rem;
    margin: 0;
    overflow-wrap: anywhere;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  .chart {
    margin-top: 0.75rem;
  }
  /* Ratings and head-to-head: headings break between words only (in Japanese and Chinese too). */
  #ratings thead th,
  #head-to-head thead th {
    word-break: keep-all;
  }
  h3 {
    margin: 1rem 0 0.5rem;
  }
`;
