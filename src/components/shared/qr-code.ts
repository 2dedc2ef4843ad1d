/**
 * <dl-qr-code .text=${url} label="…">: a QR code of a text, drawn as one SVG path from uqr's module
 * matrix (no markup from a string, so nothing in the text can become markup, and nothing the strict
 * CSP refuses: no image, no inline script or style). Dark on light whatever the theme, since
 * cameras read that best, with the 4-module quiet zone a camera needs. Error correction L: the most
 * data a code holds. `label` is the accessible name (the text itself when there is none). A text
 * too long for any QR code renders nothing; `qrVersion` says beforehand which version a text needs.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { encode, type QrCodeGenerateResult } from 'uqr';
import { qrCodeStyles } from './qr-code.styles';

const QUIET_ZONE = 4;

function matrix(text: string): QrCodeGenerateResult | null {
  try {
    return encode(text, { ecc: 'L', border: QUIET_ZONE });
  } catch {
    return null; // longer than a version-40 code holds
  }
}

/** The QR version (1–40) a text needs at level L, or null when no QR code holds it. */
export function qrVersion(text: string): number | null {
  return matrix(text)?.version ?? null;
}

@customElement('dl-qr-code')
export class QrCode extends LitElement {
  static override styles = qrCodeStyles;

  @property() text = '';
  @property() label = '';

  override render(): TemplateResult | typeof nothing {
    const code = this.text ? matrix(this.text) : null;
    if (!code) return nothing;
    let d = '';
    code.data.forEach((row, y) => row.forEach((dark, x) => (d += dark ? `M${x} ${y}h1v1h-1z` : '')));
    return html`<svg viewBox="0 0 ${code.size} ${code.size}" role="img" aria-label=${this.label || this.text} shape-rendering="crispEdges">
      <rect class="light" width=${code.size} height=${code.size}></rect>
      <path class="dark" d=${d}></path>
    </svg>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'dl-qr-code': QrCode;
  }
}
