/**
 * <session-toolbar>: a game record's Undo, Redo, History and Export, each button saying what it
 * would change on a second line ("Undo · 9 of Spades"). It only renders and emits `dl-undo`,
 * `dl-redo`, `dl-history` and `dl-export`; the screen or panel around it does the writing.
 *
 * It is the toolbar itself (role "toolbar", class "toolbar") and renders into the light DOM, so the
 * History button's `aria-controls` reaches the history its host renders next to it, and the host's
 * styles (`toolbarStyles`) lay it out.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { emit } from '../shared/events';

/** What the announcer says once Undo is stored: "Undone: Ann's draw. Redo puts it back." */
export function undoneNews(label: string): string {
  return msg(str`Undone: ${label}. Redo puts it back.`, { id: 'session.news.undone' });
}

/** What the announcer says once Redo is stored. */
export function redoneNews(label: string): string {
  return msg(str`Redone: ${label}.`, { id: 'session.news.redone' });
}

@customElement('session-toolbar')
@localized()
export class SessionToolbar extends LitElement {
  /** What Undo takes back; null when there is nothing to undo. */
  @property({ attribute: false }) undoWhat: string | null = null;
  /** What Redo puts back; null when nothing was undone. */
  @property({ attribute: false }) redoWhat: string | null = null;
  /** The History button's second line (how many entries); null: no History button. */
  @property({ attribute: false }) historyWhat: string | null = null;
  @property({ type: Boolean, attribute: 'history-open' }) historyOpen = false;
  @property({ type: Boolean, attribute: 'history-disabled' }) historyDisabled = false;
  /** The Export button's second line (what the file is); null: no Export button. */
  @property({ attribute: false }) exportWhat: string | null = null;
  /** A write is in flight: Undo and Redo wait for it. */
  @property({ type: Boolean }) busy = false;
  /**
   * Another phone's game, followed at a live table: its host alone undoes and redoes, so this
   * phone has no Undo or Redo (they would do nothing) and says why instead.
   */
  @property({ type: Boolean }) followed = false;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('role')) this.setAttribute('role', 'toolbar');
  }

  override render(): TemplateResult {
    return html`${this.followed ? html`<p class="host-only">${msg('Undo and Redo stay with the host.', { id: 'live.follower.undo' })}</p>` : this.renderUndoRedo()}
      ${
        this.historyWhat === null
          ? nothing
          : html`<button
            type="button"
            class="btn"
            data-action="history"
            aria-expanded=${this.historyOpen ? 'true' : 'false'}
            aria-controls="history"
            ?disabled=${this.historyDisabled}
            @click=${() => emit(this, 'dl-history')}
          >
            ${msg('History', { id: 'shell.title.history' })}<span class="what">${this.historyWhat}</span>
          </button>`
      }
      ${
        this.exportWhat === null
          ? nothing
          : html`<button type="button" class="btn" data-action="export" @click=${() => emit(this, 'dl-export')}>
            ${msg('Export', { id: 'diams.toolbar.export' })}<span class="what">${this.exportWhat}</span>
          </button>`
      }`;
  }

  private renderUndoRedo(): TemplateResult {
    return html`<button type="button" class="btn" data-action="undo" ?disabled=${this.undoWhat === null || this.busy} @click=${() => emit(this, 'dl-undo')}>
        ${msg('Undo', { id: 'common.undo' })}<span class="what">${this.undoWhat ?? msg('nothing yet', { id: 'session.undo.none' })}</span>
      </button>
      <button type="button" class="btn" data-action="redo" ?disabled=${this.redoWhat === null || this.busy} @click=${() => emit(this, 'dl-redo')}>
        ${msg('Redo', { id: 'common.redo' })}<span class="what">${this.redoWhat ?? msg('nothing undone', { id: 'session.redo.none' })}</span>
      </button>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'session-toolbar': SessionToolbar;
  }
}
