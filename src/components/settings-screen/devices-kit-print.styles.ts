/**
 * The CSS of <devices-kit-print> (./devices-kit-print.ts), listed in its `static styles`: nothing on
 * screen; on paper black on white whatever the screen's colour scheme (a dark theme's light text
 * would print on white as nothing), the code large, in monospace groups of four, zero slashed.
 */
import { css } from 'lit';

export const devicesKitPrintStyles = css`
  :host {
    display: none;
  }
  @media print {
    :host {
      display: block;
      color: #000;
      background: #fff;
      font-family: var(--dl-font, sans-serif);
      font-size: 12pt;
      line-height: 1.45;
    }
    article {
      max-width: 17cm;
      margin: 0 auto;
      padding: 1cm 0;
    }
    h1 {
      font-size: 20pt;
      margin: 0 0 0.25rem;
    }
    h2 {
      font-size: 12pt;
      margin: 1.25rem 0 0.5rem;
    }
    p {
      margin: 0 0 0.75rem;
    }
    .made {
      margin-bottom: 0;
    }
    .code {
      display: grid;
      grid-template-columns: repeat(4, max-content);
      gap: 0.35rem 1.5rem;
      margin: 0 0 1rem;
      padding: 0.75rem 1rem;
      border: 2px solid #000;
      border-radius: 6px;
      width: max-content;
      max-width: 100%;
      font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'DejaVu Sans Mono', monospace;
      font-variant-numeric: slashed-zero;
      font-size: 22pt;
      font-weight: 600;
      letter-spacing: 0.12em;
      line-height: 1.3;
      break-inside: avoid;
    }
    .code .group {
      white-space: nowrap;
    }
  }
  /* Printed from a phone, the page is the phone's width: four groups of the large code overran it
     and the right-hand one was clipped; two to a row fit, in the same reading order. */
  @media print and (max-width: 32rem) {
    .code {
      grid-template-columns: repeat(2, max-content);
    }
    .server {
      overflow-wrap: anywhere;
    }
    .warning {
      border-left: 6px solid #000;
      padding-left: 0.75rem;
      font-weight: 600;
      break-inside: avoid;
    }
  }
`;
