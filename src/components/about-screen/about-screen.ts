/** <about-screen>: what the app is, its version, and whether it works offline right now. */
import { LitElement, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { msg, localized } from '@lit/localize';
import { ConnectionController } from '../../pwa/connection-controller';
import { APP_VERSION } from '../../pwa/version';
import { screenStyles } from '../shared/screen-styles';
import { aboutScreenStyles } from './about-screen.styles';

@customElement('about-screen')
@localized()
export class AboutScreen extends LitElement {
  static override styles = [screenStyles, aboutScreenStyles];

  private readonly connection = new ConnectionController(this);

  override render() {
    const { online, offlineReady } = this.connection;
    return html`
      <h1>${msg('About Diamond Ledger', { id: 'about.title' })}</h1>
      <p>
        ${msg(
          "Diamond Ledger sits on the table while you play Diamonds or Diam's. It records each game as it is played, checks every move against the rules and keeps the score.",
          { id: 'about.intro' },
        )}
      </p>
      <p>
        ${msg('Every game stays on this device. There is no account and no server: nothing you enter is sent anywhere.', {
          id: 'about.privacy',
        })}
      </p>
      <h2>${msg('This copy', { id: 'about.copy' })}</h2>
      <dl class="card">
        <dt>${msg('Version', { id: 'about.version' })}</dt>
        <dd>${APP_VERSION}</dd>
        <dt>${msg('Network', { id: 'about.network' })}</dt>
        <dd>${online ? msg('Online', { id: 'about.online' }) : msg('Offline', { id: 'about.offline' })}</dd>
        <dt>${msg('Offline use', { id: 'about.offline-use' })}</dt>
        <dd>
          ${
            offlineReady
              ? msg('Ready: the app and your games open without a network.', { id: 'about.offline-ready' })
              : msg('Not ready yet: keep the app open once while online so it can save itself.', { id: 'about.offline-not-ready' })
          }
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
