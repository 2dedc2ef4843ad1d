/**
 * <live-bar .session=${controller}>: the live table's part of a game screen (docs/live-table.md).
 * A game of this phone alone offers "Share this table"; the host sees who is there and shows the
 * QR code and link again; a follower sees that it follows, whether it is live or offline, chooses
 * its seat (whose Vault alone it then shows) and may take over as host. Yjs loads only once a game
 * is shared or followed: this element itself is small.
 */
import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { buttonStyles } from '../shared/control-styles.js';
import { plural } from '../../i18n/format.js';
import type { SessionController } from '../session/session-controller.js';
import type { LiveLink } from '../../store/db.js';
import type { LiveTable } from '../../live/table.js';

type Live = typeof import('../../live/index.js');

@customElement('live-bar')
@localized()
export class LiveBar extends LitElement {
  static override styles = [
    buttonStyles,
    css`
      :host {
        display: block;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: center;
      }
      .muted {
        color: var(--dl-muted);
        font-size: 0.9rem;
      }
      .share {
        display: grid;
        gap: 0.5rem;
        justify-items: start;
        margin-block: 0.5rem;
      }
      .link {
        overflow-wrap: anywhere;
      }
      [data-status='live'] {
        color: var(--dl-ok, inherit);
      }
      select {
        font: inherit;
        min-height: 44px;
      }
    `,
  ];

  @property({ attribute: false }) session: SessionController<unknown, unknown> | undefined;

  @state() private table: LiveTable | null = null;
  /** The live table's code, once loaded. */
  private live: Live | null = null;
  @state() private showing = false;
  @state() private copied = false;
  /** The days the page's own relay keeps an unused table, once it said (null: it did not). */
  @state() private keepDays: number | null | undefined;
  private readonly onChange = (): void => this.requestUpdate();

  /**
   * How this phone is at the table. The table's own link first: a take-over or a seat changes it
   * at once, and this element re-renders on the table's changes, not on the controller's (its
   * `.session` stays the same object, so a new view of the row does not reach it by itself).
   */
  private get link(): LiveLink | undefined {
    const row = this.session?.view?.session;
    // The table this element opened or shared for this game is ahead of the stored row: right
    // after "Share this table" the controller may not have read the row back yet.
    if (row && this.table && this.table.sessionId === row.id) return this.table.link;
    const stored = row?.live;
    return stored && this.table?.link.room === stored.room ? this.table.link : stored;
  }

  protected override willUpdate(_changed: PropertyValues<this>): void {
    const link = this.link;
    if (link && this.table?.link.room !== link.room) void this.open();
    // The QR code's encoder loads with the first QR code shown.
    if (this.showing) void import('../shared/qr-code.js');
    if (this.showing && this.keepDays === undefined && this.live) {
      this.keepDays = null;
      void this.live.relayKeepDays().then((days) => (this.keepDays = days));
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.table?.removeEventListener('change', this.onChange);
    this.table = null;
  }

  private async open(): Promise<void> {
    const session = this.session;
    const row = session?.view?.session;
    if (!session || !row) return;
    const live = (this.live ??= await import('../../live/index.js'));
    const table = live.attach(session.db, row);
    if (!table || table === this.table) return;
    this.table?.removeEventListener('change', this.onChange);
    table.addEventListener('change', this.onChange);
    this.table = table;
  }

  private async share(): Promise<void> {
    const session = this.session;
    const id = session?.view?.session.id;
    if (!session || !id) return;
    const live = (this.live ??= await import('../../live/index.js'));
    const table = await live.share(session.db, id, await live.chosenRelay(session.db));
    if (!table) return;
    this.table?.removeEventListener('change', this.onChange);
    table.addEventListener('change', this.onChange);
    this.table = table;
    this.showing = true;
  }

  private async chooseSeat(event: Event): Promise<void> {
    const value = (event.target as HTMLSelectElement).value;
    const link = this.link;
    const id = this.session?.view?.session.id;
    if (!link || !id) return;
    const live = (this.live ??= await import('../../live/index.js'));
    await live.setLiveLink(this.session!.db, id, { ...link, seat: value === '' ? null : Number(value) });
  }

  private async takeOver(): Promise<void> {
    const sure = window.confirm(
      msg('Take over as host? Use this when the host\'s phone is gone: this phone then records the game and answers the others. If the host comes back, it follows this phone.', {
        id: 'live.take-over.confirm',
      }),
    );
    if (sure) await this.table?.takeOver();
  }

  private async copy(text: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      this.copied = true;
    } catch {
      // No clipboard over plain http: the link is on screen to select by hand.
      this.copied = false;
    }
  }

  override render(): TemplateResult | typeof nothing {
    const view = this.session?.view;
    if (!view) return nothing;
    const link = this.link;
    if (!link) {
      return html`<div class="row">
        <button type="button" class="btn" data-action="share" @click=${this.share}>${msg('Share this table', { id: 'live.share' })}</button>
        <span class="muted">${msg('Other phones at the table follow the game live and can record their own cards.', { id: 'live.share.what' })}</span>
      </div>`;
    }
    return link.role === 'host' ? this.renderHost(link) : this.renderFollower(link, view.session.players);
  }

  private renderStatus(): TemplateResult {
    const status = this.table?.status ?? 'connecting';
    const phones = this.table?.phones ?? 1;
    const text =
      status === 'live'
        ? plural(phones, {
            one: () => msg(str`Live · ${phones} phone at the table`, { id: 'live.status.live.one' }),
            other: () => msg(str`Live · ${phones} phones at the table`, { id: 'live.status.live' }),
          })
        : status === 'offline'
          ? this.link?.role === 'follower'
            ? msg('Offline: this phone shows the game as it last had it, and records nothing until it is live again', { id: 'live.status.offline.follower' })
            : msg('Offline: changes wait on this phone and go out when it is back', { id: 'live.status.offline' })
          : msg('Connecting to the table…', { id: 'live.status.connecting' });
    return html`<span role="status" data-status=${status}>${text}</span>`;
  }

  private renderHost(link: LiveLink): TemplateResult {
    const url = this.live?.tableLink(link.room, link.relay) ?? '';
    return html`<div class="row">
        <strong>${msg('You host this table', { id: 'live.host' })}</strong> ${this.renderStatus()}
        <button type="button" class="btn" data-action="show-share" aria-expanded=${this.showing ? 'true' : 'false'} @click=${() => (this.showing = !this.showing)}>
          ${msg('Share this table', { id: 'live.share' })}
        </button>
      </div>
      ${this.showing && url
        ? html`<div class="share">
            <dl-qr-code .text=${url} .label=${msg('QR code of the link to this table', { id: 'live.share.qr' })}></dl-qr-code>
            <p class="link"><a href=${url} data-link>${url}</a></p>
            <div class="row">
              <button type="button" class="btn" @click=${() => this.copy(url)}>${msg('Copy the link', { id: 'live.share.copy' })}</button>
              <span class="muted" role="status">${this.copied ? msg('Copied', { id: 'live.share.copied' }) : ''}</span>
            </div>
            <p class="muted">${msg('Anyone with this link can see the game and propose what happens; only this phone records it.', { id: 'live.share.who' })}</p>
            <p class="muted" data-kept>${this.renderKept(link.relay)}</p>
          </div>`
        : nothing}`;
  }

  /**
   * What the relay keeps, and how long: the page's own server (`npm run table`) says how many days
   * it keeps an unused table; a relay set in Settings is someone else's, whose keeping the app
   * cannot know.
   */
  private renderKept(relay: string): string {
    const days = this.keepDays;
    return relay === this.live?.defaultRelay() && typeof days === 'number'
      ? msg(
          str`The table's server keeps this game (the players' names and everything recorded) so that a phone can open the link later, even after the host has left. It deletes a table no phone has opened for ${days} days.`,
          { id: 'live.share.kept' },
        )
      : msg("This game goes through a relay that may keep it (the players' names and everything recorded) for as long as whoever runs it decides.", {
          id: 'live.share.kept.elsewhere',
        });
  }

  private renderFollower(link: LiveLink, players: readonly string[]): TemplateResult {
    return html`<div class="row">
        <strong>${msg("Following the host's game", { id: 'live.follower' })}</strong> ${this.renderStatus()}
      </div>
      <div class="row">
        <label
          >${msg('Your seat', { id: 'live.seat' })}
          <select data-action="seat" @change=${this.chooseSeat}>
            <option value="" ?selected=${link.seat === null}>${msg('Not chosen', { id: 'live.seat.none' })}</option>
            ${players.map((name, seat) => html`<option value=${String(seat)} ?selected=${link.seat === seat}>${name}</option>`)}
          </select></label
        >
        <button type="button" class="btn" data-action="take-over" @click=${this.takeOver}>${msg('Take over as host', { id: 'live.take-over' })}</button>
      </div>
      <p class="muted">
        ${msg('With a seat chosen this phone shows your Vault and no one else\'s. It hides them from the screen only, not by cryptography: every phone at the table can compute every Vault.', {
          id: 'live.seat.honest',
        })}
      </p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'live-bar': LiveBar;
  }
}
