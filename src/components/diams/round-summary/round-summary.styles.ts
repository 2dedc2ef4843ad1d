/** The CSS of <diams-round-summary> (./round-summary.ts), listed in its `static styles`. */
import { css } from 'lit';

export const roundSummaryStyles = css`
  h2 {
    margin-bottom: 0.5rem;
  }
  .facts {
    margin: 0 0 0.75rem;
    padding-left: 1.1rem;
  }
  .player {
    margin: 0 0 1rem;
  }
  .player caption {
    font-size: 1.0625rem;
  }
  .player th {
    font-weight: 400;
  }
  .detail {
    display: block;
    font-size: 0.8125rem;
    color: var(--dl-muted);
  }
  .sum th,
  .sum td {
    font-weight: 700;
    border-bottom: 0;
  }
  .totals th[scope='col'] {
    font-size: 0.8125rem;
    line-height: 1.2;
    white-space: normal;
    /* Headings break between words (in Japanese, at the zero-width spaces of its messages) and
       inside one only when it alone is wider than its column. */
    word-break: keep-all;
    overflow-wrap: anywhere;
  }
  /* Names may break anywhere, but the name column never shrinks to a letter a line. */
  .totals th[scope='row'] {
    min-width: 5.5rem;
    overflow-wrap: anywhere;
  }
  .totals td {
    padding-left: 0.25rem;
  }
`;
