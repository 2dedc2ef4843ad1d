/**
 * <share-link .db=${db} .session=${row}>: "Share as link". Pressed, it puts the stored game in a
 * link's fragment (src/share-link/game-link.ts) and shows the link as a QR code, with Copy and, where
 * the browser has it, Share (the phone's share sheet; closed or refused, the link is copied
 * instead). Another phone opens the game read-only, with no server. A link too long for a QR code
 * a phone camera reads says how long it is, and offers the file instead (shared the same way,
 * else downloaded).
 * It comes with the screens that show it (all lazy): loaded on the first press instead, the QR
 * encoder would be one more entry point, and the bundler would split the first load's shared
 * chunks around it (+0.4 KB gzipped on the first load, for nothing).
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { gameLink } from '../../share-link/game-link';
import { shareUrl } from '../../share-link/link';
import { qrVersion } from '../shared/qr-code';
import type { DeviceDb, SessionRow } from '../../store/index';
import { appDb } from '../shared/app-db';
import { playersFileName, shareOrDownload } from '../shared/download';
import { failureText } from '../shared/storage-message';
import { screenStyles } from '../shared/screen-styles';
import { shareLinkStyles } from './share-link.styles';

/** The largest QR version a phone camera reads comfortably off another phone's screen. */
export const MAX_QR_VERSION = 30;

interface Made {
  url: string;
  kind: 'record' | 'backup';
  text: string;
  game: string;
  players: string[];
  /** Null: too long for any QR code. */
  version: number | null;
}

@customElement('share-link')
@localized()
export class ShareLink extends LitElement {
  static override styles = [screenStyles, shareLinkStyles];

  @property({ attribute: false }) db: DeviceDb | undefined;
  /** The stored game's row, as the screen around shows it. */
  @property({ attribute: false }) session: SessionRow | undefined;

  @state() private made: Made | null = null;
  @state() private working = false;
  /** What the last action did, said in a live region. */
  @state() private news = '';

  @query('input') private field!: HTMLInputElement | null;

  protected override willUpdate(changed: PropertyValues<this>): void {
    // The game moved on (or another one is shown): a link made before is of an older game.
    const before = changed.get('session');
    if (before && (before.id !== this.session?.id || before.updatedAt !== this.session?.updatedAt)) this.made = null;
  }

  override render(): TemplateResult {
    return html`<button type="button" class="button secondary" aria-expanded=${this.made ? 'true' : 'false'} ?disabled=${this.working} @click=${this.toggle}>
        ${msg('Share as link', { id: 'share.button' })}
      </button>
      ${this.made ? this.renderPanel(this.made) : nothing}
      <p class="muted" role="status">${this.news}</p>`;
  }

  private renderPanel(made: Made): TemplateResult {
    const chars = made.url.length;
    const fits = made.version !== null && made.version <= MAX_QR_VERSION;
    const what =
      made.kind === 'record'
        ? msg('The link holds the game record: every card, and so every reason.', { id: 'share.kind.record' })
        : msg('The link holds a backup of this game, so it can be played on after its import.', { id: 'share.kind.backup' });
    return html`<div class="panel card">
      <p>${what} ${msg('It never reaches a server: the game is in the link itself.', { id: 'share.private' })}</p>
      ${
        fits
          ? html`<dl-qr-code .text=${made.url} label=${msg('QR code of the link to this game', { id: 'share.qr.label' })}></dl-qr-code>`
          : html`<p class="card warning">
              ${msg(str`The link is ${chars} characters long: too long for a QR code a phone camera reads. Send the link itself, or the game's file.`, {
                id: 'share.too-long',
              })}
            </p>
            <p><button type="button" class="button secondary" @click=${this.download}>${msg('Download the file', { id: 'share.download' })}</button></p>`
      }
      <label>${msg('Link', { id: 'share.link.label' })}<input readonly .value=${made.url} @focus=${this.select} /></label>
      <div class="row">
        <button type="button" class="button" @click=${this.copy}>${msg('Copy the link', { id: 'share.copy' })}</button>
        ${
          typeof navigator.share === 'function'
            ? html`<button type="button" class="button secondary" @click=${this.shareNative}>${msg('Share…', { id: 'share.native' })}</button>`
            : nothing
        }
      </div>
    </div>`;
  }

  private readonly select = (): void => this.field?.select();

  private async toggle(): Promise<void> {
    const row = this.session;
    if (this.made || !row) {
      this.made = null;
      return;
    }
    this.working = true;
    this.news = msg('Making the link…', { id: 'share.making' });
    try {
      const db = this.db ?? appDb();
      const link = await gameLink(db, row);
      if (!link) {
        this.news = msg('This game is no longer on this device.', { id: 'share.missing' });
        return;
      }
      const url = shareUrl(link.payload, location.href);
      this.made = { url, kind: link.kind, text: link.text, game: row.game, players: row.players, version: qrVersion(url) };
      this.news = '';
    } catch (error) {
      this.news = failureText(error);
    } finally {
      this.working = false;
    }
  }

  private async copy(): Promise<void> {
    const made = this.made;
    if (!made) return;
    try {
      // Only a secure context has the clipboard API; over plain http the selection is copied.
      if (navigator.clipboard) await navigator.clipboard.writeText(made.url);
      else {
        this.field?.select();
        if (!document.execCommand('copy')) throw new Error('copy refused');
      }
      this.news = msg('The link is copied.', { id: 'share.copied' });
    } catch {
      // the screen says it was not copied and selects the link
      this.field?.select();
      this.news = msg('The link could not be copied: it is selected, copy it from there.', { id: 'share.copy-failed' });
    }
  }

  private async shareNative(): Promise<void> {
    const made = this.made;
    if (!made) return;
    try {
      await navigator.share({ title: msg('A game of Diamond Ledger', { id: 'share.title' }), url: made.url });
      this.news = '';
    } catch {
      // Closed by the player (an AbortError, no error to report) or refused: the link is copied
      // instead, as Copy does, so the tap still puts it somewhere.
      await this.copy();
    }
  }

  private async download(): Promise<void> {
    const made = this.made;
    if (!made) return;
    const name = playersFileName(made.kind === 'record' ? made.game : `${made.game}-backup`, made.players);
    const how = await shareOrDownload(made.text, name, this.renderRoot);
    this.news =
      how === 'shared' ? msg(str`The game is shared as ${name}.`, { id: 'share.shared-file' }) : msg(str`The game is in ${name}.`, { id: 'share.downloaded' });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'share-link': ShareLink;
  }
}
