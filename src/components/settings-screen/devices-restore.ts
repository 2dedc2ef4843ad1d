/**
 * <devices-restore .db .engine>: joining a ledger again on a fresh browser from its recovery kit
 * (docs/sync.md), in Settings' Devices card while this device keeps its games alone: the kit's file,
 * or its printed code typed with the sync server's address. A file or code that is not whole says
 * what is wrong and changes nothing; a whole one joins, and the ledger's status takes over.
 *
 * What is typed is kept as it is typed, as the new-game form is (../new-game/kept-setup.ts), so
 * that a reload while copying a long code from paper loses none of it; joining empties it.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, localized } from '@lit/localize';
import { readFileText, type DeviceDb } from '../../store/index';
import { chosenRelay } from '../../live/link';
import { MAX_RELAY_LENGTH, relayProblem } from '../../wire/protocol';
import { readRecoveryCode, readRecoveryKit, type LedgerKeyring } from '../../sync/ledger-link';
import type { LedgerEngine } from '../ledger/ledger-engine';
import { codeProblemWords, kitProblemWords } from '../ledger/ledger-words';
import { KeptSetup } from '../new-game/kept-setup';
import { emit } from '../shared/events';
import { outcomeStyles } from '../shared/outcome-styles';
import { screenStyles } from '../shared/screen-styles';
import { devicesSettingStyles } from './devices-setting.styles';
import { relayInput } from './relay-input';

/** The restore form as kept through a reload: the code as typed, and the sync server if the person typed one. */
interface KeptRestore {
  code: string;
  relay: string | null;
}

/** Its key among the kept forms (../../store/setup-draft.ts). */
export const RESTORE_DRAFT = 'ledger-restore';
/** Far longer than any code typed with spaces and dashes: anything longer kept is not this form's. */
const MAX_TYPED = 200;

function isKeptRestore(kept: unknown): kept is KeptRestore {
  if (typeof kept !== 'object' || kept === null) return false;
  const { code, relay } = kept as Record<string, unknown>;
  return typeof code === 'string' && code.length <= MAX_TYPED && (relay === null || (typeof relay === 'string' && relay.length <= MAX_RELAY_LENGTH + 1));
}

@customElement('devices-restore')
@localized()
export class DevicesRestore extends LitElement {
  static override styles = [screenStyles, outcomeStyles, devicesSettingStyles];

  @property({ attribute: false }) db!: DeviceDb;
  @property({ attribute: false }) engine!: () => Promise<LedgerEngine>;

  /** The code as typed. */
  @state() private code = '';
  /** The sync server as the person typed it; null until they do (then the one sharing would use is shown). */
  @state() private typedRelay: string | null = null;
  /** The sync server sharing would use: the field's value until the person types another. */
  @state() private chosen = '';
  @state() private problem = '';
  @state() private busy = false;

  private readonly kept = new KeptSetup<KeptRestore>(
    this,
    RESTORE_DRAFT,
    () => this.db,
    () => ({ code: this.code, relay: this.typedRelay }),
    (kept) => {
      if (!isKeptRestore(kept)) return;
      this.code = kept.code;
      this.typedRelay = kept.relay;
    },
  );

  override connectedCallback(): void {
    super.connectedCallback();
    void chosenRelay(this.db).then((relay) => (this.chosen = relay));
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
      // an unreadable file is no kit, and the screen says so
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
    const typed = (form.elements.namedItem('code') as HTMLTextAreaElement).value;
    const relay = (form.elements.namedItem('restore-server') as HTMLInputElement).value.trim();
    const code = readRecoveryCode(typed);
    if ('problem' in code) {
      this.problem = codeProblemWords(code.problem);
      return;
    }
    if (relayProblem(relay, location.protocol)) {
      this.problem = msg('Give the sync server’s address as the kit has it, such as wss://relay.example.org/sync. Nothing was changed.', {
        id: 'settings.devices.restore.server-problem',
      });
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
      // Joined: the code typed is the ledger's key, kept now where the ledger's setting is; not as a draft.
      this.code = '';
      this.typedRelay = null;
      emit(this, 'dl-ledger-joined');
    } catch (error) {
      this.problem = error instanceof Error ? error.message : String(error);
    } finally {
      this.busy = false;
    }
  }

  /** A code has no lines: Enter in its field restores, as it would in a one-line field. */
  private enterSubmits(event: KeyboardEvent): void {
    if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
    event.preventDefault();
    (event.target as HTMLTextAreaElement).form?.requestSubmit();
  }

  override render(): TemplateResult {
    return html`<h3>${msg('Restore from a recovery kit', { id: 'settings.devices.restore.title' })}</h3>
      <p class="muted">
        ${msg('On a new browser or a new phone: choose the kit’s file, or type its code. This device’s games join the ledger’s.', { id: 'settings.devices.restore.hint' })}
      </p>
      <div class="file">
        <input id="restore-file" class="visually-hidden" type="file" name="kit" accept=".json,application/json" ?disabled=${this.busy} @change=${(e: Event) => void this.fromFile(e)} />
        <label class="button secondary" for="restore-file">${msg('Choose the kit’s file', { id: 'settings.devices.restore.file' })}</label>
      </div>
      <form class="restore" novalidate @submit=${(e: SubmitEvent) => void this.fromCode(e)}>
        <label for="restore-code">${msg('Or its recovery code', { id: 'settings.devices.restore.code' })}</label>
        <textarea
          id="restore-code"
          name="code"
          class="code-input"
          rows="3"
          autocomplete="off"
          autocapitalize="characters"
          spellcheck="false"
          aria-describedby="restore-problem"
          .value=${this.code}
          @input=${(e: Event) => (this.code = (e.target as HTMLTextAreaElement).value)}
          @keydown=${(e: KeyboardEvent) => this.enterSubmits(e)}
        ></textarea>
        <label for="restore-server">${msg('Sync server', { id: 'settings.devices.restore.server' })}</label>
        ${relayInput({ id: 'restore-server', value: this.typedRelay ?? this.chosen, onInput: (value) => (this.typedRelay = value) })}
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
