/**
 * <devices-restore .db .engine>: joining a ledger again on a fresh browser from its recovery kit
 * (docs/sync.md), in Settings' Devices card while this device keeps its games alone: the kit's file,
 * or its printed code typed with the sync server's address. A file or code that is not whole says
 * what is wrong and changes nothing; a whole one joins, and the ledger's status takes over.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, localized } from '@lit/localize';
import { readFileText, type LedgerDb } from '../../store/index.js';
import { chosenRelay, relayProblem } from '../../live/link.js';
import { readRecoveryCode, readRecoveryKit, type LedgerKeyring } from '../../sync/ledger-link.js';
import type { LedgerEngine } from '../ledger/ledger-engine.js';
import { codeProblemWords, kitProblemWords } from '../ledger/ledger-words.js';
import { emit } from '../shared/events.js';
import { screenStyles } from '../shared/screen-styles.js';
import { devicesSettingStyles } from './devices-setting.styles.js';
import { relayInput } from './relay-input.js';

@customElement('devices-restore')
@localized()
export class DevicesRestore extends LitElement {
  static override styles = [screenStyles, devicesSettingStyles];

  @property({ attribute: false }) db!: LedgerDb;
  @property({ attribute: false }) engine!: () => Promise<LedgerEngine>;

  /** The sync server the typed code is at: the one sharing would use, until the person changes it. */
  @state() private relay: string | null = null;
  @state() private problem = '';
  @state() private busy = false;

  override connectedCallback(): void {
    super.connectedCallback();
    void chosenRelay(this.db).then((relay) => (this.relay ??= relay));
  }

  private async fromFile(event: Event): Promise<void> {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    let text: string;
    try {
      text = await readFileText(file);
    } catch {
      this.problem = kitProblemWords('not-kit');
      return;
    }
    const kit = readRecoveryKit(text);
    if ('problem' in kit) this.problem = kitProblemWords(kit.problem);
    else await this.join(kit.keyring);
  }

  private async fromCode(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const typed = (form.elements.namedItem('code') as HTMLInputElement).value;
    const relay = (form.elements.namedItem('restore-server') as HTMLInputElement).value.trim();
    const code = readRecoveryCode(typed);
    if ('problem' in code) {
      this.problem = codeProblemWords(code.problem);
      return;
    }
    if (relayProblem(relay, location.protocol)) {
      this.problem = msg('Give the sync server’s address as the kit has it, such as wss://relay.example.org/sync. Nothing was changed.', { id: 'settings.devices.restore.server-problem' });
      return;
    }
    await this.join({ secret: code.secret, relay });
  }

  private async join(keyring: LedgerKeyring): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.problem = '';
    try {
      await (await this.engine()).joinLedger(this.db, keyring);
      emit(this, 'dl-ledger-joined');
    } catch (error) {
      this.problem = error instanceof Error ? error.message : String(error);
    } finally {
      this.busy = false;
    }
  }

  override render(): TemplateResult {
    return html`<h3>${msg('Restore from a recovery kit', { id: 'settings.devices.restore.title' })}</h3>
      <p class="muted">
        ${msg('On a new browser or a new phone: choose the kit’s file, or type its code. This device’s games join the ledger’s.', { id: 'settings.devices.restore.hint' })}
      </p>
      <label class="file">
        <span>${msg('The recovery kit’s file', { id: 'settings.devices.restore.file' })}</span>
        <input type="file" name="kit" accept=".json,application/json" ?disabled=${this.busy} @change=${(e: Event) => void this.fromFile(e)} />
      </label>
      <form class="restore" novalidate @submit=${(e: SubmitEvent) => void this.fromCode(e)}>
        <label for="restore-code">${msg('Or its recovery code', { id: 'settings.devices.restore.code' })}</label>
        <input id="restore-code" name="code" class="code-input" type="text" autocomplete="off" autocapitalize="characters" spellcheck="false" aria-describedby="restore-problem" />
        <label for="restore-server">${msg('Sync server', { id: 'settings.devices.restore.server' })}</label>
        ${relayInput({ id: 'restore-server', value: this.relay ?? '', onInput: (value) => (this.relay = value) })}
        <div class="row">
          <button type="submit" class="button secondary" ?disabled=${this.busy}>${msg('Restore', { id: 'settings.devices.restore.go' })}</button>
        </div>
      </form>
      <div id="restore-problem" role="alert">${this.problem ? html`<p class="problem">${this.problem}</p>` : nothing}</div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'devices-restore': DevicesRestore;
  }
}
