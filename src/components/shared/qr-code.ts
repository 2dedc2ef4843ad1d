/**
 * <dl-qr-code .text=${…}>: a QR code of a text, drawn as one SVG path from uqr's module matrix (no
 * markup from a string, so nothing in the text can become markup), dark on light whatever the
 * theme, since cameras read that best. The text itself is the element's accessible name.
 */
import { LitElement, css, html, svg, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { encode } from 'uqr';

@customElement('dl-qr-code')
export class QrCode extends LitElement {
  static override styles = css`
    :host {
      display: inline-block;
      inline-size: min(80vw, 18rem);
      background: #fff;
      padding: 0.5rem;
      border-radius: 0.25rem;
    }
    svg {
      display: block;
      inline-size: 100%;
      block-size: auto;
    }
  `;

  @property() text = '';
  @property() label = '';

  override render(): TemplateResult {
    const { size, data } = encode(this.text, { ecc: 'L', border: 2 });
    let path = '';
    data.forEach((row, y) => row.forEach((dark, x) => (path += dark ? `M${x} ${y}h1v1h-1z` : '')));
    return html`<svg role="img" aria-label=${this.label || this.text} viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">
      ${svg`<path fill="#000" d=${path}></path>`}
    </svg>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'dl-qr-code': QrCode;
  }
}
