/**
 * <devices-setting .db=${db}>: Settings' Devices card (docs/sync.md). Where this device's games are
 * kept (alone, or in a ledger synced with the person's other devices through the sync server,
 * end-to-end encrypted); the link that joins another device; the devices, each but this one with
 * Unlink; the recovery kit; and stopping. Alone, it offers to restore from a recovery kit
 * (./devices-restore.ts). The sync code loads only when one of these is used (../ledger/ledger-engine.ts).
 * While the kit's code is shown, the kit as it prints is at the end of the page's body
 * (./devices-kit-print.ts): printing then prints the kit alone.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { getSetting, requestPersistentStorage, type DeviceDb, type LedgerSetting, type StorageLike } from '../../store/index';
import { chosenRelay } from '../../live/link';
import { isKeyring, recoveryCode, recoveryKit } from '../../sync/ledger-link';
import { ledgerStatus, onLedgerStatus, type KeyChoice, type LedgerDevice, type LedgerStatus } from '../../sync/status';
import { loadLedgerEngine, type LedgerEngine } from '../ledger/ledger-engine';
import '../ledger/ledger-status-line';
import { appDb } from '../shared/app-db';
import { downloadText } from '../shared/download';
import { formatDate } from '../shared/format';
import { outcomeStyles } from '../shared/outcome-styles';
import { screenStyles } from '../shared/screen-styles';
import type { DevicesKitPrint, PrintedKit } from './devices-kit-print';
import './devices-kit-print';
import { kitPanel, linkPanel } from './devices-panels';
import './devices-restore';
import { devicesSettingStyles } from './devices-setting.styles';

export const KIT_FILE = 'diamond-ledger-recovery-kit.json';

type Confirming = { kind: 'unlink'; device: LedgerDevice } | { kind: 'leave' } | null;

@customElement('devices-setting')
@localized()
export class DevicesSetting extends LitElement {
  static override styles = [screenStyles, outcomeStyles, devicesSettingStyles];

  @property({ attribute: false }) db: DeviceDb | undefined;
  /** The Storage API asked to keep the games once a ledger is linked; the browser's unless a test gives another. */
  @property({ attribute: false }) storage: StorageLike | undefined = navigator.storage;
  /** How the sync code is loaded; a test may give the module it loaded itself. */
  @property({ attribute: false }) engine: () => Promise<LedgerEngine> = loadLedgerEngine;

  /** This device's place in a ledger; null alone; undefined until read. */
  @state() private setting: LedgerSetting | null | undefined = undefined;
  @state() private status: LedgerStatus = ledgerStatus();
  @state() private link: string | null = null;
  @state() private copied: 'copied' | 'not-copied' | null = null;
  /** The recovery kit saved last, while its code is shown. */
  @state() private kit: PrintedKit | null = null;
  @state() private confirming: Confirming = null;
  @state() private busy = false;
  /** What the last action came to: said in the card's alert or status region. */
  @state() private said: { problem: boolean; text: string } | null = null;
  /** The browser's answer to keeping this site's data, once asked after linking. */
  @state() private persisted: boolean | null = null;
  private unsubscribe: (() => void) | undefined;
  /** The kit as it prints, in the page's body while `kit` is shown. */
  private printout: DevicesKitPrint | null = null;

  private get database(): DeviceDb {
    return this.db ?? appDb();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.status = ledgerStatus();
    // The engine joins, leaves and is unlinked: each time the setting may have changed with it.
    this.unsubscribe = onLedgerStatus((status) => {
      this.status = status;
      void this.readSetting();
    });
    void this.readSetting();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribe?.();
    this.placePrintout();
  }

  private async readSetting(): Promise<void> {
    const setting = await getSetting(this.database, 'ledger').catch(() => undefined); // a setting that cannot be read is no link: the screen offers to link
    this.setting = setting && isKeyring(setting) ? setting : null;
    if (!this.setting) {
      this.link = null;
      this.kit = null;
    }
  }

  /** Runs one action of the card, one at a time; a failure is said, not thrown. */
  private async act(action: () => Promise<void>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.said = null;
    try {
      await action();
    } catch (error) {
      this.said = {
        problem: true,
        text: msg(str`That did not work: ${error instanceof Error ? error.message : String(error)}`, { id: 'settings.devices.failed' }),
      };
    } finally {
      this.busy = false;
    }
  }

  /** Once linked, the games are worth more than one device's copy: ask the browser to keep them. */
  private async linked(): Promise<void> {
    await this.readSetting();
    this.persisted = await requestPersistentStorage(this.storage);
  }

  private showLink(): Promise<void> {
    return this.act(async () => {
      void import('../shared/qr-code');
      const engine = await this.engine();
      const fresh = !this.setting;
      const keyring = await engine.createLedger(this.database, await chosenRelay(this.database));
      this.link = engine.ledgerLink(keyring);
      this.copied = null;
      if (fresh) await this.linked();
    });
  }

  private async copy(): Promise<void> {
    if (!this.link) return;
    try {
      await navigator.clipboard.writeText(this.link);
      this.copied = 'copied';
    } catch {
      // the screen says it was not copied
      this.copied = 'not-copied';
    }
  }

  private saveKit(): void {
    const setting = this.setting;
    if (!setting) return;
    // Synchronous from the tap: a download started later may be refused as unasked.
    const createdAt = Date.now();
    downloadText(recoveryKit(setting, createdAt), KIT_FILE, this.renderRoot);
    this.kit = { code: recoveryCode(setting.secret), relay: setting.relay, createdAt };
  }

  private unlink(device: LedgerDevice): Promise<void> {
    return this.act(async () => {
      this.confirming = null;
      const answer = await (await this.engine()).unlinkDevice(this.database, device.id);
      const label = device.label;
      if (answer.ok) {
        // A kit holds the ledger's secret, and the secret just changed: every kit saved before
        // opens a ledger no device reads. The new one is made in the same step, not left to memory.
        await this.readSetting();
        this.saveKit();
        this.said = {
          problem: false,
          text: msg(
            str`${label} is unlinked. Your other devices moved to a new key. Recovery kits saved before no longer work: a new one was just saved (its code is below). Keep it, and throw the old ones away.`,
            { id: 'settings.devices.unlinked' },
          ),
        };
      } else if (answer.why === 'offline')
        this.said = {
          problem: true,
          text: msg('Not unlinked: this device cannot reach the sync server now. Try again when it is online.', { id: 'settings.devices.unlink.offline' }),
        };
      else
        this.said = {
          problem: true,
          text: msg('This device cannot unlink itself: use “Stop syncing on this device”.', { id: 'settings.devices.unlink.self' }),
        };
    });
  }

  /** Trusts one of two key changes that disagree: this device follows it (or, when it unlinks this one, stops). */
  private trust(choice: KeyChoice): Promise<void> {
    return this.act(async () => {
      await (await this.engine()).trustKeyChange(this.database, choice.by);
    });
  }

  /** An unlinked device (or one whose key change was taken away) leaves the dead ledger, to be linked again from a device that is linked. */
  private linkAgain(): Promise<void> {
    return this.act(async () => {
      await (await this.engine()).leaveLedger(this.database);
      await this.readSetting();
      this.said = {
        problem: false,
        text: msg(
          'This device keeps its games. To link it again, open the link from a linked device (Settings → Devices → Link another device), or restore from a recovery kit below.',
          { id: 'settings.devices.link-again.done' },
        ),
      };
    });
  }

  private leave(): Promise<void> {
    return this.act(async () => {
      this.confirming = null;
      await (await this.engine()).leaveLedger(this.database);
      await this.readSetting();
      this.said = { problem: false, text: msg('This device stopped syncing. It keeps every game it has.', { id: 'settings.devices.left' }) };
    });
  }

  override render(): TemplateResult {
    const setting = this.setting;
    return html`<div class="card">
      <ledger-status-line></ledger-status-line>
      ${setting === undefined ? nothing : !setting ? this.renderAlone() : ['unlinked', 'stale', 'conflict'].includes(this.status.state) ? this.renderCutOff() : this.renderLinked(setting)}
      <div role="alert">${this.said?.problem ? html`<p class="problem">${this.said.text}</p>` : nothing}</div>
      <div role="status">${this.said && !this.said.problem ? html`<p class="ok">${this.said.text}</p>` : nothing}</div>
    </div>`;
  }

  private renderAlone(): TemplateResult {
    return html`<p class="muted">
        ${msg('Link your other devices to keep the same games on each. They are encrypted on this device: the sync server cannot read names or cards.', {
          id: 'settings.devices.alone.hint',
        })}
      </p>
      <button type="button" class="button" data-action="link" ?disabled=${this.busy} @click=${() => this.showLink()}>
        ${msg('Link another device', { id: 'settings.devices.link' })}
      </button>
      ${this.link ? nothing : html`<devices-restore .db=${this.database} .engine=${this.engine} @dl-ledger-joined=${() => void this.linked()}></devices-restore>`}`;
  }

  /**
   * Unlinked, or stopped by key changes that disagree: no ledger action but linking again (a link
   * or a kit of the old key would bring another device into a ledger no one reads), and the choice.
   */
  private renderCutOff(): TemplateResult {
    const choices = this.status.state === 'conflict' ? this.status.keyChanges : [];
    return html`${
      choices.length > 0
        ? html`<p>${msg('Which device do you trust? This device follows its key change.', { id: 'settings.devices.conflict.ask' })}</p>
            <ul class="devices key-changes">
              ${choices.map((choice) => this.renderChoice(choice))}
            </ul>`
        : nothing
    }
      <button type="button" class="button" data-action="link-again" ?disabled=${this.busy} @click=${() => this.linkAgain()}>
        ${msg('Link this device again', { id: 'settings.devices.link-again' })}
      </button>`;
  }

  private renderChoice(choice: KeyChoice): TemplateResult {
    const label = choice.label;
    const removed = choice.removes.join(', ');
    return html`<li data-key-change=${choice.by}>
      <span class="who">${
        choice.keepsMe
          ? msg(str`${label} unlinked ${removed}; this device stays linked.`, { id: 'settings.devices.conflict.keeps' })
          : msg(str`${label} unlinked ${removed} and this device.`, { id: 'settings.devices.conflict.drops' })
      }</span>
      <button type="button" class="button secondary" data-action="trust" ?disabled=${this.busy} @click=${() => this.trust(choice)}>
        ${msg(str`Trust ${label}`, { id: 'settings.devices.conflict.trust' })}
      </button>
    </li>`;
  }

  private renderLinked(setting: LedgerSetting): TemplateResult {
    const known = this.status.devices.length ? this.status.devices : [{ id: setting.device, label: setting.label, seenAt: setting.linkedAt, me: true }];
    // This device first, the others as the ledger lists them.
    const listed = [...known.filter((d) => d.me), ...known.filter((d) => !d.me)];
    return html`<h3 id="devices-list-title">${msg('Linked devices', { id: 'settings.devices.list' })}</h3>
      <ul class="devices" aria-labelledby="devices-list-title">
        ${listed.map((device) => this.renderDevice(device))}
      </ul>
      <div class="row">
        <button type="button" class="button" data-action="link" ?disabled=${this.busy} @click=${() => this.showLink()}>
          ${msg('Link another device', { id: 'settings.devices.link' })}
        </button>
        <button type="button" class="button secondary" data-action="kit" @click=${() => this.saveKit()}>
          ${msg('Save a recovery kit', { id: 'settings.devices.kit.save' })}
        </button>
      </div>
      ${this.link ? linkPanel(this.link, () => void this.copy(), this.copied) : nothing}
      ${this.kit ? kitPanel(this.kit.code, KIT_FILE, () => window.print()) : nothing}
      <p class="warning-text storage-note">
        ${msg(
          'A browser may delete this site’s data: Safari does after 7 days without a visit unless the app is added to the Home Screen, and clearing the browser’s data deletes the games on this device. Your other linked devices and the recovery kit bring them back.',
          { id: 'settings.devices.storage' },
        )}
      </p>
      ${
        this.persisted === false
          ? html`<p class="muted">${msg('This browser did not promise to keep this site’s data when space runs short: save a recovery kit.', { id: 'settings.devices.storage.refused' })}</p>`
          : nothing
      }
      <button type="button" class="button secondary" data-action="leave" ?disabled=${this.busy} @click=${() => (this.confirming = { kind: 'leave' })}>
        ${msg('Stop syncing on this device', { id: 'settings.devices.leave' })}
      </button>
      ${this.confirming?.kind === 'leave' ? this.renderConfirm() : nothing}`;
  }

  private renderDevice(device: LedgerDevice): TemplateResult {
    const seen = formatDate(device.seenAt);
    return html`<li data-device=${device.id}>
      <span class="who"
        ><span class="label">${device.label}</span>
        ${device.me ? html`<span class="me">${msg('this device', { id: 'settings.devices.me' })}</span>` : nothing}</span
      >
      <span class="muted seen">${msg(str`last seen ${seen}`, { id: 'settings.devices.seen' })}</span>
      ${
        device.me
          ? nothing
          : html`<button type="button" class="button secondary" data-action="unlink" ?disabled=${this.busy} @click=${() => (this.confirming = { kind: 'unlink', device })}>
            ${msg('Unlink', { id: 'settings.devices.unlink' })}
          </button>`
      }
      ${this.confirming?.kind === 'unlink' && this.confirming.device.id === device.id ? this.renderConfirm() : nothing}
    </li>`;
  }

  private renderConfirm(): TemplateResult | typeof nothing {
    const confirming = this.confirming;
    if (!confirming) return nothing;
    const label = confirming.kind === 'unlink' ? confirming.device.label : '';
    const question =
      confirming.kind === 'unlink'
        ? msg(
            str`Unlink ${label}? Your other devices move to a new key. ${label} keeps its copy of the games and gets nothing new. Recovery kits saved before stop working: a new one is saved in the same step.`,
            { id: 'settings.devices.unlink.confirm' },
          )
        : msg('Stop syncing on this device? It keeps every game it has now and gets nothing new. Your other devices go on syncing without it.', {
            id: 'settings.devices.leave.confirm',
          });
    const yes = confirming.kind === 'unlink' ? () => this.unlink(confirming.device) : () => this.leave();
    // Beside the button that asked, where the eye and the focus already are.
    return html`<div class="panel confirm" role="group" aria-labelledby="confirm-question">
      <p id="confirm-question">${question}</p>
      <div class="row">
        <button type="button" class="button" data-action="confirm" @click=${yes}>
          ${confirming.kind === 'unlink' ? msg('Unlink', { id: 'settings.devices.unlink' }) : msg('Stop syncing', { id: 'settings.devices.leave.yes' })}
        </button>
        <button type="button" class="button secondary" data-action="cancel" @click=${() => (this.confirming = null)}>${msg('Cancel', { id: 'settings.devices.cancel' })}</button>
      </div>
    </div>`;
  }

  /** The kit as it prints at the end of the page's body while its code is shown here; gone otherwise. */
  private placePrintout(): void {
    const kit = this.isConnected ? this.kit : null;
    if (!kit) {
      this.printout?.remove();
      this.printout = null;
      return;
    }
    this.printout ??= document.createElement('devices-kit-print');
    this.printout.kit = kit;
    if (!this.printout.isConnected) document.body.append(this.printout);
  }

  protected override updated(): void {
    this.placePrintout();
    // A question that just appeared takes the focus, so keyboard and screen-reader users meet it;
    // on Cancel, so that a second Enter does not unlink or stop by accident.
    const confirm = this.renderRoot.querySelector<HTMLButtonElement>('.confirm [data-action="cancel"]');
    if (confirm && !confirm.dataset.focused) {
      confirm.dataset.focused = 'yes';
      confirm.focus();
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'devices-setting': DevicesSetting;
  }
}
