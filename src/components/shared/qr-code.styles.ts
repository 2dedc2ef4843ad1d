/** The CSS of <dl-qr-code> (./qr-code.ts), listed in its `static styles`. */
import { css } from 'lit';

export const qrCodeStyles = css`
  :host {
    display: inline-block;
    inline-size: min(80vw, 22rem);
    max-inline-size: 100%;
    background: #fff;
    border-radius: 0.25rem;
  }
  svg {
    display: block;
    inline-size: 100%;
    block-size: auto;
  }
  .light {
    fill: #fff;
  }
  .dark {
    fill: #000;
  }
`;
