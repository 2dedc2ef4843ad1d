/**
 * <dl-qr-code .text=${url} label="…">: a QR code of a text, drawn as SVG elements (one path for
 * the dark modules on a light square), so it needs no image, no inline script and no inline
 * style under the app's CSP. Dark on light whatever the theme, with the 4-module quiet zone a
 * camera needs. Error correction L: the most data a code holds. A text too long for any QR code
 * renders nothing; `qrVersion` says beforehand which version a text needs.
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { encode, type QrCodeGenerateResult } from 'uqr';

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
  static override styles = css`
    :host {
      display: block;
      max-width: 100%;
    }
    svg {
      display: block;
      width: 100%;
      height: auto;
    }
    .light {
      fill: #fff;
    }
    .dark {
      fill: #000;
    }
  `;

  @property() text = '';
  /** The accessible name (what the code holds, for someone who cannot see it). */
  @property() label = '';

  override render(): TemplateResult | typeof nothing {
    const code = this.text ? matrix(this.text) : null;
    if (!code) return nothing;
    let d = '';
    code.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return html`<svg viewBox="0 0 ${code.size} ${code.size}" role="img" aria-label=${this.label} shape-rendering="crispEdges">
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
