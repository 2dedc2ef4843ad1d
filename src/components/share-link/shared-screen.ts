/**
 * <shared-screen .payload=${…}>: the screen of `#/shared/<payload>`, a game carried in the link
 * itself (docs/share-link.md). The link is checked completely, as an import checks a file, and the
 * game is shown read-only as the history shows a stored game, with every reason; nothing is
 * written until the player presses Import. A link that does not read says why in one sentence
 * and changes nothing.
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import type { DeviceDb } from '../../store/index';
import { messageText } from '../../i18n/rule-messages';
import { importShared, openShared, type Opened, type SharedFault } from '../../share-link/shared-game';
import '../history/history-session';
import { appDb } from '../shared/app-db';
import { href } from '../shared/router';
import { failureText } from '../shared/storage-message';
import { screenStyles } from '../shared/screen-styles';
import { sharedScreenStyles } from './shared-screen.styles';

type Imported = { ok: true; id: string; added: boolean } | { ok: false; text: string };
/** A link's fault, or a failure while opening it, said already (`why`). */
type Fault = SharedFault | { problem: 'failed'; why: string };

@customElement('shared-screen')
@localized()
export class SharedScreen extends LitElement {
  static override styles = [screenStyles, sharedScreenStyles];

  /** The fragment after `#/shared/`: untrusted. */
  @property({ attribute: false }) payload = '';
  @property({ attribute: false }) db: DeviceDb | undefined;

  @state() private opened: Opened | ({ ok: false } & Fault) | null = null;
  @state() private importing = false;
  @state() private imported: Imported | null = null;

  private get database(): DeviceDb {
    return this.db ?? appDb();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('payload')) {
      this.opened = null;
      this.imported = null;
      void this.open(this.payload);
    }
  }

  private async open(payload: string): Promise<void> {
    let opened: Opened | ({ ok: false } & Fault);
    try {
      opened = await openShared(await this.database.rules(), payload, this.database.now());
    } catch (error) {
      opened = { ok: false, problem: 'failed', why: failureText(error) };
    }
    if (payload === this.payload) this.opened = opened;
  }

  override render(): TemplateResult {
    const opened = this.opened;
    if (opened === null) {
      return html`<h1>${msg('Shared game', { id: 'shell.title.shared' })}</h1>
        <p role="status">${msg('Opening the game…', { id: 'session.opening' })}</p>`;
    }
    if (!opened.ok) {
      return html`<h1>${msg('Shared game', { id: 'shell.title.shared' })}</h1>
        <p class="card warning" role="alert">${faultText(opened)}</p>
        <p>${msg('Nothing was changed on this device.', { id: 'share.nothing-changed' })}</p>
        <a class="button secondary" href="#/">${msg('Back to games', { id: 'shell.back' })}</a>`;
    }
    return html`<history-session .given=${{ session: opened.game.session, players: opened.game.players, dated: opened.game.dated }}>
      <p class="card notice" slot="actions">
        ${msg('A shared game, shown read-only: it is not on this device until you import it.', { id: 'share.read-only' })}
      </p>
      <div class="actions" slot="actions">${this.renderImport()}</div>
    </history-session>`;
  }

  private renderImport(): TemplateResult {
    const imported = this.imported;
    if (imported?.ok) {
      return html`<p role="status">
          ${
            imported.added
              ? msg('The game is imported.', { id: 'share.imported' })
              : msg('This game is on this device already: it is kept as it is.', { id: 'share.already' })
          }
        </p>
        <a class="button" href=${href({ name: 'session', id: imported.id })}>${msg('Open the game', { id: 'share.open' })}</a>`;
    }
    return html`<button type="button" class="button" ?disabled=${this.importing} @click=${this.import}>
        ${msg('Import this game', { id: 'share.import' })}
      </button>
      <a class="button secondary" href="#/">${msg('Back to games', { id: 'shell.back' })}</a>
      ${imported ? html`<p role="alert">${imported.text}</p>` : nothing}`;
  }

  private async import(): Promise<void> {
    this.importing = true;
    try {
      const result = await importShared(this.database, this.payload);
      this.imported = result.ok ? result : { ok: false, text: faultText(result) };
    } catch (error) {
      this.imported = { ok: false, text: failureText(error) };
    } finally {
      this.importing = false;
    }
  }
}

/** A link that does not read, in one sentence. */
function faultText(fault: Fault): string {
  switch (fault.problem) {
    case 'not-a-link':
      return msg('This is not a link to a game of Diamond Ledger: it may have been cut short when it was copied.', { id: 'share.not-a-link' });
    case 'newer':
      return msg('This link was made by a newer version of Diamond Ledger: update the app to open it.', { id: 'share.newer' });
    case 'too-big':
      return msg('This link holds more than any game does, so it is not one.', { id: 'share.too-big' });
    case 'damaged':
      return msg('This link is damaged: it may have been cut short or changed when it was copied.', { id: 'share.damaged' });
    case 'invalid':
    case 'failed': {
      // The import verbs' refusal is a key and values: said here, in the reader's language.
      const why = fault.problem === 'invalid' ? (messageText(fault.text) ?? fault.text.key) : fault.why;
      return msg(str`This link's game cannot be opened: ${why}`, { id: 'share.invalid' });
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shared-screen': SharedScreen;
  }
}
