/**
 * <ledger-status-line>: where this device's games are kept, as the ledger's sync says it now
 * (src/sync/status.ts, which loads no Yjs, so the line shows before and without the sync code).
 * A polite live region: a screen reader hears the state change without losing its place.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, localized } from '@lit/localize';
import { ledgerStatus, onLedgerStatus, type LedgerStatus } from '../../sync/status';
import { screenStyles } from '../shared/screen-styles';
import { ignoredChangesWords, ledgerStateWords, playersLeftOutWords, unreadableWords } from './ledger-words';
import { ledgerStatusLineStyles } from './ledger-status-line.styles';

@customElement('ledger-status-line')
@localized()
export class LedgerStatusLine extends LitElement {
  static override styles = [screenStyles, ledgerStatusLineStyles];

  @state() private status: LedgerStatus = ledgerStatus();
  private unsubscribe: (() => void) | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    this.status = ledgerStatus();
    this.unsubscribe = onLedgerStatus((status) => (this.status = status));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribe?.();
  }

  override render(): TemplateResult {
    const status = this.status;
    const unreadable = unreadableWords(status.unreadable);
    const leftOut = playersLeftOutWords(status.playersLeftOut);
    const ignored = ignoredChangesWords(status.ignoredChanges);
    return html`<div aria-live="polite" data-state=${status.state}>
      <p class="where">${ledgerStateWords(status)}</p>
      ${
        status.state === 'syncing' && status.total > 0
          ? html`<progress max=${status.total} .value=${Math.min(status.done, status.total)} aria-label=${msg('Ledger read', { id: 'settings.devices.progress' })}></progress>`
          : nothing
      }
      ${unreadable ? html`<p class="problem unreadable">${unreadable}</p>` : nothing}
      ${leftOut ? html`<p class="problem players-left-out">${leftOut}</p>` : nothing}
      ${ignored ? html`<p class="problem ignored-changes">${ignored}</p>` : nothing}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'ledger-status-line': LedgerStatusLine;
  }
}
