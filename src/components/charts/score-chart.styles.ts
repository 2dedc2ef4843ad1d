/** The CSS of <score-chart> (./score-chart.ts), listed in its `static styles`. */
import { css } from 'lit';

export const scoreChartStyles = css`
  figure {
    margin: 0;
  }
  figcaption {
    font-weight: 600;
    margin-bottom: 0.25rem;
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
    color: var(--dl-text);
    overflow: visible;
  }
  .mark {
    stroke: currentColor;
    stroke-width: 2;
  }
  .mark.filled {
    fill: currentColor;
  }
  .mark.hollow {
    fill: var(--dl-surface);
  }
  .mark.cross {
    fill: none;
    stroke-width: 3;
  }
  .mark.cross.hollow {
    stroke-width: 1.25;
  }
  .line {
    fill: none;
    stroke: currentColor;
    stroke-width: 2.5;
    stroke-linejoin: round;
  }
  .grid {
    stroke: var(--dl-border);
    stroke-width: 1;
  }
  .axis-text {
    fill: var(--dl-muted);
    font-size: 12px;
    font-family: inherit;
  }
  .legend {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    padding: 0;
    margin: 0.5rem 0;
  }
  .legend li {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    overflow-wrap: anywhere;
  }
  .legend svg {
    width: 36px;
    height: 14px;
    flex: none;
  }
  .toggle {
    min-height: 44px;
    padding: 0.25rem 0.75rem;
    font-size: 0.9375rem;
  }
  .table-wrap {
    overflow-x: auto;
    margin-top: 0.5rem;
  }
  table {
    border-collapse: collapse;
    font-size: 0.9375rem;
  }
  th,
  td {
    border-bottom: 1px solid var(--dl-border);
    padding: 0.25rem 0.625rem;
    text-align: right;
    white-space: nowrap;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
  }
  .hint {
    font-size: 0.875rem;
  }
`;
