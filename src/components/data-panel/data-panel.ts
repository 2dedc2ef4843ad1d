/**
 * <data-panel>: the games on this device as files. Import a game record (docs/records.md,
 * e.g. from a friend's phone or another tool), back up every game as one file, and restore such a
 * backup. Every file is untrusted: the store validates it completely before writing anything, so
 * a bad file changes nothing and its message says why: the store's and the rules' keys and values,
 * said in the reader's language (src/i18n/rule-messages.ts), so the sentence is one language.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { formatNumber, plural } from '../../i18n/format';
import { messageText, rejectionText } from '../../i18n/rule-messages';
import { backupAll, importRecord, readFileText, restoreBackup, storageProblemOf, StoreFailure, type DeviceDb, type RestoreProgress } from '../../store/index';
import { appDb } from '../shared/app-db';
import { storageProblemText } from '../shared/storage-message';
import { href } from '../shared/router';
import { buttonStyles } from '../shared/control-styles';
import { screenStyles } from '../shared/screen-styles';
import { downloadText } from '../shared/download';
import { dataPanelStyles } from './data-panel.styles';

type Outcome = { ok: true; text: string; link?: string } | { ok: false; text: string };

@customElement('data-panel')
@localized()
export class DataPanel extends LitElement {
  static override styles = [screenStyles, buttonStyles, dataPanelStyles];

  /** The store to use; the app's own database unless a test gives another. */
  @property({ attribute: false }) db: DeviceDb | undefined;

  @state() private outcome: Outcome | null = null;
  @state() private busy = false;
  /** The restore under way: how far it is, and how to cancel it. */
  @state() private restoring: { progress: RestoreProgress; cancel: AbortController } | null = null;

  private get database(): DeviceDb {
    return this.db ?? appDb();
  }

  override render(): TemplateResult {
    return html`<section class="card" aria-labelledby="data-title">
      <h2 id="data-title">${msg('Games as files', { id: 'data.title' })}</h2>
      <p>${msg('Bring in a game record, or keep every game of this device safe in one backup file.', { id: 'data.intro' })}</p>
      <div class="row">
        <label for="record">${msg('Import a game record (.json)', { id: 'data.import' })}</label>
        <input id="record" type="file" accept=".json,application/json" ?disabled=${this.busy} @change=${this.onRecord} />
      </div>
      <div class="row">
        <button type="button" class="button secondary" ?disabled=${this.busy} @click=${this.onBackup}>${msg('Back up every game', { id: 'data.backup' })}</button>
      </div>
      <div class="row">
        <label for="backup">${msg('Restore a backup (.json)', { id: 'data.restore' })}</label>
        <input id="backup" type="file" accept=".json,application/json" ?disabled=${this.busy} @change=${this.onRestore} />
      </div>
      ${this.restoring ? this.renderProgress(this.restoring.progress, this.restoring.cancel) : nothing}
      <div class="result ${this.outcome && !this.outcome.ok ? 'bad' : ''}" role="status" aria-live="polite">
        ${
          this.outcome
            ? html`${this.outcome.text}
            ${this.outcome.ok && this.outcome.link ? html` <a href=${this.outcome.link}>${msg('Open it', { id: 'data.open' })}</a>` : nothing}`
            : nothing
        }
      </div>
    </section>`;
  }

  /** The restore's progress bar (labelled with its stage, in words) and its Cancel button. */
  private renderProgress(p: RestoreProgress, cancel: AbortController): TemplateResult {
    const known = p.total > 0;
    return html`<div class="progress">
      <label for="restore-progress">${cancel.signal.aborted ? msg('Cancelling the restore…', { id: 'data.restore.cancelling' }) : progressText(p)}</label>
      <progress id="restore-progress" max=${known ? p.total : nothing} value=${known ? p.done : nothing}></progress>
      <div class="row">
        <button
          type="button"
          class="button secondary"
          ?disabled=${cancel.signal.aborted}
          @click=${() => {
            cancel.abort();
            this.requestUpdate();
          }}
        >
          ${msg('Cancel the restore', { id: 'data.restore.cancel' })}
        </button>
      </div>
    </div>`;
  }

  /** The chosen file, taken off the input so the same file can be chosen again after a fix. */
  private takeFile(event: Event): File | null {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0] ?? null;
    input.value = '';
    return file;
  }

  private async onRecord(event: Event): Promise<void> {
    const file = this.takeFile(event);
    if (!file) return;
    await this.run(async () => {
      // Read inside run: a file that cannot be read (NotReadableError) is said like any failure.
      // Decoded as replay decodes a file (UTF-8, or UTF-16 by its byte-order mark).
      const text = await readFileText(file);
      const result = await importRecord(this.database, text);
      if (result.ok) return { ok: true, text: msg('The game was imported.', { id: 'data.imported' }), link: href({ name: 'session', id: result.id }) };
      // The store's fault or the rules', as a key and values: said whole in the reader's language.
      const { rule, round, play } = result.error;
      const message = rejectionText(result.error);
      const where = [
        round !== null ? msg(str`round ${round}`, { id: 'diams.toolbar.round' }) : '',
        play !== null ? msg(str`play ${play}`, { id: 'data.play' }) : '',
      ]
        .filter(Boolean)
        .join(msg(', ', { id: 'list.separator' }));
      const at = where ? `${rule}${msg(', ', { id: 'list.separator' })}${where}` : rule;
      return { ok: false, text: msg(str`Nothing was imported (${at}): ${message}`, { id: 'data.not-imported' }) };
    });
  }

  private async onBackup(): Promise<void> {
    await this.run(async () => {
      const text = await backupAll(this.database);
      const name = `diamond-ledger-backup-${new Date().toISOString().slice(0, 10)}.json`;
      downloadText(text, name, this.renderRoot);
      return { ok: true, text: msg(str`Every game is in ${name}.`, { id: 'data.backed-up' }) };
    });
  }

  private async onRestore(event: Event): Promise<void> {
    const file = this.takeFile(event);
    if (!file) return;
    const cancel = new AbortController();
    await this.run(async () => {
      this.restoring = { progress: { stage: 'reading', done: 0, total: 0 }, cancel };
      let result;
      try {
        const text = await readFileText(file);
        result = await restoreBackup(this.database, text, { signal: cancel.signal, progress: (progress) => (this.restoring = { progress, cancel }) });
      } finally {
        this.restoring = null;
      }
      if (!result.ok) {
        return 'cancelled' in result
          ? { ok: false, text: msg('The restore was cancelled: nothing was restored.', { id: 'data.restore.cancelled' }) }
          : { ok: false, text: msg(str`Nothing was restored: ${messageText(result.text) ?? result.text.key}`, { id: 'data.not-restored' }) };
      }
      const { added, skipped } = result;
      const restored = plural(added, {
        one: () => msg(str`${added} game restored.`, { id: 'data.restored.one' }),
        other: () => msg(str`${added} games restored.`, { id: 'data.restored' }),
      });
      return {
        ok: true,
        text: skipped ? `${restored} ${msg(str`${skipped} already on this device were kept as they are.`, { id: 'data.skipped' })}` : restored,
      };
    });
  }

  private async run(task: () => Promise<Outcome>): Promise<void> {
    this.busy = true;
    try {
      this.outcome = await task();
    } catch (error) {
      const problem = storageProblemOf(error);
      if (problem) this.outcome = { ok: false, text: storageProblemText(problem) };
      else {
        const why = error instanceof StoreFailure ? (messageText(error.text) ?? error.message) : error instanceof Error ? error.message : String(error);
        this.outcome = { ok: false, text: msg(str`Something went wrong: ${why}`, { id: 'data.failed' }) };
      }
    } finally {
      this.busy = false;
    }
  }
}

/** What the progress bar's label says at each stage; `n` and `of` are formatted numbers. */
const STAGES: Record<RestoreProgress['stage'], (n: string, of: string) => string> = {
  reading: () => msg('Restoring: reading the backup…', { id: 'data.restore.reading' }),
  checking: (n, of) => msg(str`Restoring: checking game ${n} of ${of}…`, { id: 'data.restore.checking' }),
  writing: (n, of) => msg(str`Restoring: saving game ${n} of ${of}…`, { id: 'data.restore.writing' }),
};

function progressText({ stage, done, total }: RestoreProgress): string {
  return STAGES[stage](formatNumber(done), formatNumber(total));
}

declare global {
  interface HTMLElementTagNameMap {
    'data-panel': DataPanel;
  }
}
