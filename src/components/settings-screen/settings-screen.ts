/**
 * <settings-screen>: how safe the games are on this device (persistent storage, space used)
 * and how the app looks. Persistence is asked for on a button press: Firefox shows the user a
 * prompt, which must follow a gesture, and Chromium decides silently either way.
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import {
  requestPersistentStorage,
  storageStatus,
  type StorageLike,
  type StorageStatus,
} from '../../store/index.js';
import { formatBytes } from '../shared/format.js';
import { screenStyles } from '../shared/styles.js';
import { ColorSchemeController } from './color-scheme-controller.js';

@customElement('settings-screen')
export class SettingsScreen extends LitElement {
  static override styles = [
    screenStyles,
    css`
      .card {
        margin-bottom: 1rem;
      }
      .card > :last-child {
        margin-bottom: 0;
      }
      .warning {
        background: var(--dl-warning-bg);
      }
      .ok {
        color: var(--dl-ok);
        font-weight: 600;
      }
    `,
  ];

  /** The Storage API to use; the browser's unless a test gives a stand-in. */
  @property({ attribute: false }) storage: StorageLike | undefined = navigator.storage;

  @state() private status: StorageStatus | null = null;
  /** Set once the user asked: false means the browser refused. */
  @state() private granted: boolean | null = null;
  @state() private asking = false;

  private readonly scheme = new ColorSchemeController(this);

  override connectedCallback(): void {
    super.connectedCallback();
    void this.refresh();
  }

  private async refresh(): Promise<void> {
    this.status = await storageStatus(this.storage);
  }

  private async protect(): Promise<void> {
    this.asking = true;
    try {
      this.granted = await requestPersistentStorage(this.storage);
      await this.refresh();
    } finally {
      this.asking = false;
    }
  }

  override render(): TemplateResult {
    return html`
      <h1>Settings</h1>
      <section aria-labelledby="storage-title">
        <h2 id="storage-title">Storage on this device</h2>
        ${this.renderStorage()}
      </section>
      <section aria-labelledby="look-title">
        <h2 id="look-title">Appearance</h2>
        <p class="card">
          The colours follow your device's light or dark setting (now
          ${this.scheme.dark ? 'dark' : 'light'}). Change it in your device's display settings.
        </p>
      </section>
    `;
  }

  private renderStorage(): TemplateResult {
    const status = this.status;
    if (!status) return html`<p class="muted">Checking storage…</p>`;
    if (!status.supported) {
      return html`<p class="card warning">
        This browser does not say whether it keeps your games. Export them from time to time.
      </p>`;
    }
    return html`
      <div class="card">
        ${status.persisted
          ? html`<p class="ok">Your games are protected: the browser will not delete them.</p>`
          : html`<p>
                Unless you protect them, the browser may delete your games when the device runs
                short of space.
              </p>
              <button class="button" ?disabled=${this.asking} @click=${() => this.protect()}>
                Protect my games
              </button>`}
        ${status.usage !== null && status.quota !== null
          ? html`<p class="muted">
              Using ${formatBytes(status.usage)} of ${formatBytes(status.quota)} available.
            </p>`
          : nothing}
      </div>
      <div role="status">
        ${this.granted === false && !status.persisted
          ? html`<p class="card warning">
              The browser refused to protect your games. Installing the app (Add to Home screen)
              usually helps. Until then, export your games regularly.
            </p>`
          : nothing}
      </div>
      ${status.nearlyFull
        ? html`<p class="card warning" role="alert">
            Storage is nearly full. Export finished games and delete them to make room, or new
            moves may fail to save.
          </p>`
        : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'settings-screen': SettingsScreen;
  }
}
