/**
 * <ledger-join .parts=${parts}>: the screen of a ledger's link (`#/ledger/SECRET/RELAY`, docs/sync.md),
 * opened on the device to link. It says what joining does, and joins only when asked: this
 * device's games and the ledger's then are on both, kept in step through the sync server. A device
 * is in one ledger at a time: one already in another is told so and offered nothing that would
 * leave it (stopping is in Settings, with its own question).
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { requestPersistentStorage, type DeviceDb, type StorageLike } from '../../store/index';
import { parseLedgerLink, type LedgerKeyring } from '../../sync/ledger-link';
import { ledgerStatus, onLedgerStatus, type LedgerStatus } from '../../sync/status';
import { appDb } from '../shared/app-db';
import { outcomeStyles } from '../shared/outcome-styles';
import { screenStyles } from '../shared/screen-styles';
import { loadLedgerEngine, type LedgerEngine } from './ledger-engine';
import { serverName } from './ledger-words';
import './ledger-status-line';
import { ledgerJoinStyles } from './ledger-join.styles';

/** Where this device stands with the link's ledger. */
type Standing = 'reading' | 'bad-link' | 'new' | 'joining' | 'in-it' | 'in-another';

@customElement('ledger-join')
@localized()
export class LedgerJoin extends LitElement {
  static override styles = [screenStyles, outcomeStyles, ledgerJoinStyles];

  /** The link's parts after `#/ledger/`, untrusted. */
  @property({ attribute: false }) parts: string[] = [];
  @property({ attribute: false }) db: DeviceDb | undefined;
  @property({ attribute: false }) storage: StorageLike | undefined = navigator.storage;
  @property({ attribute: false }) engine: () => Promise<LedgerEngine> = loadLedgerEngine;

  @state() private standing: Standing = 'reading';
  @state() private status: LedgerStatus = ledgerStatus();
  @state() private problem = '';
  private keyring: LedgerKeyring | null = null;
  private unsubscribe: (() => void) | undefined;

  private get database(): DeviceDb {
    return this.db ?? appDb();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.unsubscribe = onLedgerStatus((status) => (this.status = status));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribe?.();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('parts')) void this.read();
  }

  private async read(): Promise<void> {
    this.keyring = parseLedgerLink(this.parts);
    if (!this.keyring) {
      this.standing = 'bad-link';
      return;
    }
    this.standing = 'reading';
    const keyring = this.keyring;
    const mine = await (await this.engine()).ledgerKeyring(this.database);
    if (keyring !== this.keyring) return; // another link came meanwhile
    this.standing = mine === null ? 'new' : mine.secret === keyring.secret ? 'in-it' : 'in-another';
  }

  private async join(): Promise<void> {
    const keyring = this.keyring;
    if (!keyring || this.standing !== 'new') return;
    this.standing = 'joining';
    this.problem = '';
    try {
      await (await this.engine()).joinLedger(this.database, keyring);
      // Linked, the games are worth more than one device's copy: ask the browser to keep them.
      void requestPersistentStorage(this.storage);
    } catch (error) {
      this.standing = 'new';
      this.problem = msg(str`Not joined: ${error instanceof Error ? error.message : String(error)}`, { id: 'ledger.join.failed' });
    }
  }

  override render(): TemplateResult {
    return html`<h1 tabindex="-1">${msg('Link this device', { id: 'shell.title.ledger' })}</h1>
      ${this.renderStanding()}
      <div role="alert">${this.problem ? html`<p class="problem">${this.problem}</p>` : nothing}</div>`;
  }

  private renderStanding(): TemplateResult {
    const server = this.keyring ? serverName(this.keyring.relay) : '';
    switch (this.standing) {
      case 'reading':
        return html`<p role="status">${msg('Reading the link…', { id: 'ledger.join.reading' })}</p>`;
      case 'bad-link':
        return html`<p role="status" class="bad-link">
            ${msg('This link is not a whole ledger link. Copy it again from Settings on the other device, or scan its QR code.', { id: 'ledger.join.bad-link' })}
          </p>
          <a class="button secondary" href="#/">${msg('Back to games', { id: 'shell.back' })}</a>`;
      case 'new':
        return html`<h2>${msg('Join the ledger', { id: 'ledger.join.title' })}</h2>
          <p class="what">
            ${msg(
              str`Every game on this device and on your other devices will be on each of them, kept in step through ${server}. The server holds them encrypted: it cannot read names or cards.`,
              { id: 'ledger.join.what' },
            )}
          </p>
          <p class="muted">${msg('Join only with a link you made yourself: anyone whose link this is can read and change these games.', { id: 'ledger.join.whose' })}</p>
          <div class="row">
            <button type="button" class="button" data-action="join" @click=${() => void this.join()}>${msg('Join', { id: 'ledger.join.yes' })}</button>
            <a class="button secondary" href="#/" data-action="not-now">${msg('Not now', { id: 'ledger.join.not-now' })}</a>
          </div>`;
      case 'joining':
      case 'in-it':
        return this.renderJoined();
      case 'in-another':
        return html`<p role="status" class="another">
            ${msg(
              'This device is already in another ledger. A device is in one ledger at a time: to join this one, first choose “Stop syncing on this device” in Settings (this device keeps its games), then open this link again.',
              { id: 'ledger.join.another' },
            )}
          </p>
          <div class="row">
            <a class="button secondary" href="#/settings">${msg('Settings', { id: 'shell.title.settings' })}</a>
            <a class="button secondary" href="#/">${msg('Back to games', { id: 'shell.back' })}</a>
          </div>`;
    }
  }

  private renderJoined(): TemplateResult {
    const synced = this.status.state === 'synced';
    return html`${this.standing === 'in-it' ? html`<p class="ok">${msg('This device is in this ledger.', { id: 'ledger.join.in-it' })}</p>` : nothing}
      <ledger-status-line></ledger-status-line>
      ${
        synced
          ? html`<p class="ok">${msg('Your games are here.', { id: 'ledger.join.done' })}</p>
            <a class="button" href="#/" data-action="home">${msg('Go to your games', { id: 'ledger.join.home' })}</a>`
          : html`<p class="muted">${msg('You can leave this screen: the games keep coming while the app is open.', { id: 'ledger.join.leave-any-time' })}</p>
            <a class="button secondary" href="#/" data-action="home">${msg('Back to games', { id: 'shell.back' })}</a>`
      }`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'ledger-join': LedgerJoin;
  }
}
