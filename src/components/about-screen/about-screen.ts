/** <about-screen>: what the app is, its version, and whether it works offline right now. */
import { LitElement, css, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { ConnectionController } from '../../pwa/connection-controller.js';
import { APP_VERSION } from '../../pwa/version.js';
import { screenStyles } from '../shared/styles.js';

@customElement('about-screen')
export class AboutScreen extends LitElement {
  static override styles = [
    screenStyles,
    css`
      dl {
        display: grid;
        grid-template-columns: max-content 1fr;
        gap: 0.5rem 1rem;
        margin: 0;
      }
      dt {
        font-weight: 600;
      }
      dd {
        margin: 0;
      }
    `,
  ];

  private readonly connection = new ConnectionController(this);

  override render() {
    const { online, offlineReady } = this.connection;
    return html`
      <h1>About Diamond Ledger</h1>
      <p>
        Diamond Ledger sits on the table while you play Diamonds or Diam's. It records each game
        as it is played, checks every move against the rules and keeps the score.
      </p>
      <p>
        Every game stays on this device. There is no account and no server: nothing you enter is
        sent anywhere.
      </p>
      <h2>This copy</h2>
      <dl class="card">
        <dt>Version</dt>
        <dd>${APP_VERSION}</dd>
        <dt>Network</dt>
        <dd>${online ? 'Online' : 'Offline'}</dd>
        <dt>Offline use</dt>
        <dd>
          ${offlineReady
            ? 'Ready: the app and your games open without a network.'
            : 'Not ready yet: keep the app open once while online so it can save itself.'}
        </dd>
      </dl>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'about-screen': AboutScreen;
  }
}
