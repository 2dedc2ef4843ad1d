/**
 * <devices-kit-print .kit=${kit}>: the recovery kit as it prints (docs/sync.md): its title and date,
 * the code in large monospace groups, the sync server it is for, how to use it and what losing it
 * means. Settings' Devices card (./devices-setting.ts) puts one at the end of the page's body while
 * the kit's code is on screen: outside the app's shadow roots, so that the page-level rule of
 * theme.css can leave it alone on paper. While connected it marks the page's root
 * `data-printing="recovery-kit"`, which that rule reads; on screen it shows nothing.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { formatDate } from '../shared/format';
import { devicesKitPrintStyles } from './devices-kit-print.styles';

export interface PrintedKit {
  /** The recovery code, in groups joined by dashes. */
  code: string;
  relay: string;
  createdAt: number;
}

const MARK = 'recovery-kit';

@customElement('devices-kit-print')
@localized()
export class DevicesKitPrint extends LitElement {
  static override styles = devicesKitPrintStyles;

  @property({ attribute: false }) kit: PrintedKit | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    document.documentElement.dataset.printing = MARK;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (document.documentElement.dataset.printing === MARK) delete document.documentElement.dataset.printing;
  }

  override render(): TemplateResult | typeof nothing {
    const kit = this.kit;
    if (!kit) return nothing;
    const made = formatDate(kit.createdAt);
    const relay = kit.relay;
    return html`<article>
      <h1>${msg('Diamond Ledger recovery kit', { id: 'settings.devices.kit.print.title' })}</h1>
      <p class="made">${msg(str`Made on ${made}.`, { id: 'settings.devices.kit.print.made' })}</p>
      <h2>${msg('Recovery code', { id: 'settings.devices.kit.print.code' })}</h2>
      <p class="code" translate="no">${kit.code.split('-').map((group) => html`<span class="group">${group}</span> `)}</p>
      <p class="server">${msg(str`Sync server: ${relay}`, { id: 'settings.devices.kit.print.server' })}</p>
      <p class="warning">
        ${msg(
          'Anyone with this kit can read and change every game in your ledger. Keep it somewhere safe. Without it and without another linked device, a lost phone’s games cannot be brought back.',
          { id: 'settings.devices.kit.warning' },
        )}
      </p>
      <p>
        ${msg(
          'To bring the games back on a new phone or browser: in Diamond Ledger, Settings → Devices → Restore from a recovery kit; type this code and the sync server’s address.',
          {
            id: 'settings.devices.kit.print.how',
          },
        )}
      </p>
    </article>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'devices-kit-print': DevicesKitPrint;
  }
}
