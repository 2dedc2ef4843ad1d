/**
 * <live-bar .session=${controller}>: the live table's part of a game screen (docs/live-table.md).
 * A game of this phone alone offers "Share this table"; the host sees who is there and shows the
 * QR code and link again; a follower sees that it follows, whether it is live or offline, chooses
 * its seat (whose Vault alone it then shows) and may take over as host. Yjs loads only once a game
 * is shared or followed: this element itself is small.
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { buttonStyles } from '../shared/control-styles';
import { plural } from '../../i18n/format';
import type { SessionController } from '../session/session-controller';
import type { LiveLink } from '../../store/db';
import type { Pending } from '../../live/host';
import type { LiveTable } from '../../live/table';
import { cardText } from '../../i18n/cards';
import { liveBarStyles } from './live-bar.styles';

type Live = typeof import('../../live/index');

@customElement('live-bar')
@localized()
export class LiveBar extends LitElement {
  static override styles = [buttonStyles, liveBarStyles];

  @property({ attribute: false }) session: SessionController<unknown, unknown> | undefined;

  @state() private table: LiveTable | null = null;
  /** The live table's code, once loaded. */
  private live: Live | null = null;
  @state() private showing = false;
  @state() private copied = false;
  /** The days the page's own relay keeps an unused table, once it said (null: it did not). */
  @state() private keepDays: number | null | undefined;
  /** Why the host did not give this phone the seat it chose. */
  @state() private seatProblem = '';
  /** Whether this follower may take over now, or take back the table another phone took from it (the table says so asynchronously). */
  @state() private mayTakeOver = false;
  @state() private mayTakeBack = false;
  /** The table's status at the last change, to tell the screen when it is live again. */
  private lastStatus: string | undefined;
  private readonly onChange = (): void => {
    const table = this.table;
    void table?.canTakeOver().then((may) => (this.mayTakeOver = may));
    // The phone that shared the table may always take it back; another, the one that lost it just now.
    const back = table !== null && (table.link.phone === table.link.hostKey || (table.notice?.kind === 'taken-over' && table.notice.back === true));
    void (back ? table.canTakeOver(true) : Promise.resolve(false)).then((may) => (this.mayTakeBack = may));
    const live = table?.status === 'live' && (table.role === 'host' || table.hostHere);
    const status = live ? 'live' : table?.status === 'live' ? 'host-away' : table?.status;
    // A refusal for being offline or the host gone is stale now: the game's screen clears it.
    if (status === 'live' && this.lastStatus !== undefined && this.lastStatus !== 'live')
      this.dispatchEvent(new Event('table-live', { bubbles: true, composed: true }));
    this.lastStatus = status;
    this.requestUpdate();
  };

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
    // A game over is not shared any more: with no table yet, the bar (a card) takes no room.
    this.hidden = !link && this.session?.view?.session.status === 'finished';
    if (link && this.table?.link.room !== link.room) void this.open();
    // The QR code's encoder loads with the first QR code shown.
    if (this.showing) void import('../shared/qr-code');
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
    const live = (this.live ??= await import('../../live/index'));
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
    const live = (this.live ??= await import('../../live/index'));
    const table = await live.share(session.db, id, await live.chosenRelay(session.db));
    if (!table) return;
    this.table?.removeEventListener('change', this.onChange);
    table.addEventListener('change', this.onChange);
    this.table = table;
    this.showing = true;
  }

  private async chooseSeat(event: Event): Promise<void> {
    const value = (event.target as HTMLSelectElement).value;
    const table = this.table;
    if (!table) return;
    this.seatProblem = '';
    try {
      const answer = await table.chooseSeat(value === '' || value === 'whole' ? null : Number(value), value === 'whole');
      if (!('ok' in answer && answer.ok)) this.seatProblem = (this.live ??= await import('../../live/index')).answerWords(answer);
    } catch (error) {
      this.seatProblem = error instanceof Error ? error.message : String(error);
    }
    // Refused or not asked: the select goes back to the seat the host's roster gives this phone.
    if (this.seatProblem) (event.target as HTMLSelectElement).value = this.seatValue(this.link);
  }

  private seatValue(link: LiveLink | undefined): string {
    return link?.whole ? 'whole' : link?.seat === null || link?.seat === undefined ? '' : String(link.seat);
  }

  private async takeOver(): Promise<void> {
    const sure = window.confirm(
      msg(
        "Take over as host? Use this when the host's phone is gone: this phone then records the game and answers the others. If the host comes back, it follows this phone.",
        {
          id: 'live.take-over.confirm',
        },
      ),
    );
    if (sure) await this.table?.takeOver();
  }

  /** One tap: this phone was the host until another took over, and hosts again, one epoch up. */
  private async takeBack(): Promise<void> {
    const table = this.table;
    if (!table || !(await table.takeOver(true))) return;
    table.notice = null;
    this.requestUpdate();
  }

  private async letWhole(event: Event): Promise<void> {
    await this.table?.host.letWhole((event.target as HTMLInputElement).checked);
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
      if (view.session.status === 'finished') return nothing;
      return html`<div class="row">
        <button type="button" class="btn" data-action="share" @click=${this.share}>${msg('Share this table', { id: 'live.share' })}</button>
        <span class="muted">${msg('Other phones at the table follow the game live and can record their own cards.', { id: 'live.share.what' })}</span>
      </div>`;
    }
    // A link an older version made: its room was readable by the relay, and it no longer opens.
    if (!link.secret) {
      return html`<p class="muted" data-old-link>
        ${
          link.role === 'host'
            ? msg('This game was shared with an older kind of link, which the server could read; it no longer opens. Share it again for a new one.', {
                id: 'live.old-link.host',
              })
            : msg(
                "This game was followed through an older kind of link, which the server could read; it no longer opens. Ask the host for the table's new link.",
                { id: 'live.old-link.follower' },
              )
        }
        ${
          link.role === 'host'
            ? html`<button type="button" class="btn" data-action="share" @click=${this.share}>${msg('Share this table', { id: 'live.share' })}</button>`
            : nothing
        }
      </p>`;
    }
    return link.role === 'host' ? this.renderHost(link, view.session.players) : this.renderFollower(link, view.session.players);
  }

  private renderStatus(): TemplateResult {
    const table = this.table;
    const status = table?.status ?? 'connecting';
    const phones = table?.phones ?? 1;
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
    const away = status === 'live' && table !== null && !table.hostHere;
    const behind = status === 'live' ? table?.behind : null;
    return html`<span role="status" data-status=${status}
      >${text}${away ? html` · <strong data-host-away>${msg("The host's phone is not at the table", { id: 'live.status.host-away' })}</strong>` : nothing}${
        behind
          ? html` · <strong data-behind
                >${msg(str`The host has ${behind.host} cards; this phone has ${behind.here} — waiting for the rest`, { id: 'live.status.behind' })}</strong
              >`
          : nothing
      }</span
    >`;
  }

  /** Who took over, said once on every phone, and to the old host what it kept; or a take-over this phone refused. */
  private renderNotice(players: readonly string[]): TemplateResult | typeof nothing {
    const notice = this.table?.notice;
    if (!notice) return nothing;
    const name = notice.seat === null ? null : players[notice.seat];
    const seen = html`<button type="button" class="btn secondary" data-action="notice-seen" @click=${this.noticeSeen}>
      ${msg('OK', { id: 'live.notice.seen' })}
    </button>`;
    if (notice.kind === 'refused') return html`<p role="alert" data-notice="refused">${refusedWords(name ?? null, notice.dropped)} ${seen}</p>`;
    if (notice.kind === 'undid') return html`<p role="status" data-notice="undid">${undidWords(name ?? null, notice.events)} ${seen}</p>`;
    if (notice.kind === 'fixed') return html`<p role="status" data-notice="fixed">${fixedWords(name ?? null, notice)} ${seen}</p>`;
    return html`<p role="status" data-notice="taken-over">
      ${
        name
          ? msg(str`${name}'s phone took over as host.`, { id: 'live.notice.taken-over' })
          : msg('Another phone took over as host.', { id: 'live.notice.taken-over.no-seat' })
      }
      ${
        notice.kept
          ? html`${msg('This phone had recorded what that log does not hold: it kept its own as a separate game.', { id: 'live.notice.kept' })}
            <a href=${`#/session/${encodeURIComponent(notice.kept)}`} data-action="open-kept">${msg('Open it', { id: 'live.notice.kept.open' })}</a>`
          : nothing
      }
      ${seen}
    </p>`;
  }

  private noticeSeen(): void {
    if (this.table) this.table.notice = null;
    this.requestUpdate();
  }

  private renderHost(link: LiveLink, players: readonly string[]): TemplateResult {
    const url = link.secret && link.hostKey ? (this.live?.tableLink({ secret: link.secret, hostKey: link.hostKey, relay: link.relay }) ?? '') : '';
    const pending = this.table?.host.pending ?? [];
    return html`<div class="row">
        <strong>${msg('You host this table', { id: 'live.host' })}</strong> ${this.renderStatus()}
        <button type="button" class="btn" data-action="show-share" aria-expanded=${this.showing ? 'true' : 'false'} @click=${() => (this.showing = !this.showing)}>
          ${msg('Share this table', { id: 'live.share' })}
        </button>
      </div>
      <div class="alerts" role="region" aria-label=${msg('The live table asks', { id: 'live.alerts' })} ?hidden=${!this.table?.notice && pending.length === 0}>
      ${this.renderNotice(players)}
      ${pending.map(
        (p) => html`<div class="confirm" role="group" data-pending=${p.key}>
          <span>${confirmWhat(p, players)}</span>
          <button type="button" class="btn" data-action="confirm" @click=${() => this.table?.host.confirm(p.key, true)}>${msg('Record', { id: 'live.confirm.yes' })}</button>
          <button type="button" class="btn secondary" data-action="refuse" @click=${() => this.table?.host.confirm(p.key, false)}>${msg('Refuse', { id: 'live.confirm.no' })}</button>
        </div>`,
      )}
      </div>
      ${
        this.showing && url
          ? html`<div class="share">
            <dl-qr-code .text=${url} .label=${msg('QR code of the link to this table', { id: 'live.share.qr' })}></dl-qr-code>
            <p class="link"><a href=${url} data-link>${url}</a></p>
            <div class="row">
              <button type="button" class="btn" @click=${() => this.copy(url)}>${msg('Copy the link', { id: 'live.share.copy' })}</button>
              <span class="muted" role="status">${this.copied ? msg('Copied', { id: 'live.share.copied' }) : ''}</span>
            </div>
            <p class="muted">
              ${msg("Anyone with this link can follow the game and record for the seat they choose; this phone checks and records every tap. The link's key never leaves the phones: the server keeps the game sealed and cannot read names, cards or scores.", { id: 'live.share.who' })}
            </p>
            <label class="check"
              ><input type="checkbox" data-action="whole" .checked=${link.whole === true} @change=${this.letWhole} />
              ${msg('Let a phone record for the whole table (every seat)', { id: 'live.share.whole' })}</label
            >
            <p class="muted" data-kept>${this.renderKept(link.relay)}</p>
          </div>`
          : nothing
      }`;
  }

  /**
   * What the relay keeps, and how long: the page's own server (`npm run table`) says how many days
   * it keeps an unused table; a relay set in Settings is someone else's, whose keeping the app
   * cannot know. Either way it is sealed.
   */
  private renderKept(relay: string): string {
    const days = this.keepDays;
    return relay === this.live?.defaultRelay() && typeof days === 'number'
      ? msg(
          str`The table's server keeps this game, sealed, so that a phone can open the link later, even after the host has left. It deletes a table no phone has opened for ${days} days.`,
          { id: 'live.share.kept' },
        )
      : msg('This game goes through a relay that may keep it, sealed, for as long as whoever runs it decides.', {
          id: 'live.share.kept.elsewhere',
        });
  }

  private renderFollower(link: LiveLink, players: readonly string[]): TemplateResult {
    const value = this.seatValue(link);
    return html`<div class="row">
        <strong>${msg("Following the host's game", { id: 'live.follower' })}</strong> ${this.renderStatus()}
      </div>
      <div class="alerts" role="region" aria-label=${msg('The live table asks', { id: 'live.alerts' })} ?hidden=${!this.table?.notice && !this.mayTakeOver && !this.mayTakeBack}>
        ${this.renderNotice(players)}
        ${
          this.mayTakeBack
            ? html`<p><button type="button" class="btn" data-action="take-back" @click=${this.takeBack}>${msg('Take it back', { id: 'live.take-back' })}</button></p>`
            : nothing
        }
        ${
          this.mayTakeOver
            ? html`<p>
              <strong>${msg("The host's phone is not at the table", { id: 'live.status.host-away' })}</strong>
              <button type="button" class="btn" data-action="take-over" @click=${this.takeOver}>${msg('Take over as host', { id: 'live.take-over' })}</button>
            </p>`
            : nothing
        }
      </div>
      ${
        this.table?.confirming
          ? html`<p role="status" data-confirming>${msg("Sent to the host's phone: it is recorded once its player confirms it.", { id: 'live.confirming' })}</p>`
          : nothing
      }
      <div class="row">
        <label
          >${msg('This phone plays for', { id: 'live.seat' })}
          <select data-action="seat" @change=${this.chooseSeat}>
            <option value="" ?selected=${value === ''}>${msg('No one: it watches', { id: 'live.seat.none' })}</option>
            ${players.map((name, seat) => html`<option value=${String(seat)} ?selected=${value === String(seat)}>${name}</option>`)}
            ${
              this.table?.head?.whole || link.whole
                ? html`<option value="whole" ?selected=${value === 'whole'}>${msg('The whole table', { id: 'live.seat.whole' })}</option>`
                : nothing
            }
          </select></label
        >
      </div>
      <p role="alert" class="muted">${this.seatProblem}</p>
      <p class="muted">
        ${msg(
          "With a seat chosen this phone shows your Vault and no one else's. It hides them from the screen only, not by cryptography: every phone at the table can compute every Vault.",
          {
            id: 'live.seat.honest',
          },
        )}
      </p>`;
  }
}

/**
 * What another phone asks the host's player to confirm: a Diamonds revoke kept as played (D-REVOKE,
 * the table's call), or round-end counts (every other event a phone cannot record alone).
 */
function confirmWhat(p: Pending, players: readonly string[]): string {
  const event = p.event as { type?: unknown; card?: unknown } | null;
  if (event?.type === 'keep' && typeof event.card === 'string') {
    const card = cardText(event.card);
    return p.seat === null
      ? msg(str`A phone asks to keep a revoke as played: the ${card} (D-REVOKE). Record it?`, { id: 'live.confirm.keep.no-seat' })
      : msg(str`${players[p.seat] ?? '?'}'s phone asks to keep a revoke as played: the ${card} (D-REVOKE). Record it?`, { id: 'live.confirm.keep' });
  }
  return p.seat === null
    ? msg('A phone sends the round-end counts. Record them?', { id: 'live.confirm.what.no-seat' })
    : msg(str`${players[p.seat] ?? '?'}'s phone sends the round-end counts. Record them?`, { id: 'live.confirm.what' });
}

/** The card of a recorded card play, as the screen names it; null for any other event. */
function playedCard(event: unknown): string | null {
  const e = event as { type?: unknown; card?: unknown } | null;
  return e?.type === 'play' && typeof e.card === 'string' ? cardText(e.card) : null;
}

/** The host's undo, said as what it is: "Ann's phone undid the 7 of hearts". */
function undidWords(name: string | null, events: unknown[]): string {
  const card = events.length === 1 ? playedCard(events[0]) : null;
  const n = events.length;
  if (card)
    return name
      ? msg(str`${name}'s phone undid the ${card}.`, { id: 'live.notice.undid.card' })
      : msg(str`The host's phone undid the ${card}.`, { id: 'live.notice.undid.card.host' });
  return name
    ? plural(n, {
        one: () => msg(str`${name}'s phone undid the last recorded entry.`, { id: 'live.notice.undid.one' }),
        other: () => msg(str`${name}'s phone undid the last ${n} recorded entries.`, { id: 'live.notice.undid' }),
      })
    : plural(n, {
        one: () => msg("The host's phone undid the last recorded entry.", { id: 'live.notice.undid.host.one' }),
        other: () => msg(str`The host's phone undid the last ${n} recorded entries.`, { id: 'live.notice.undid.host' }),
      });
}

/** The host's fix, said as what it is: "Ann's phone fixed a recorded card: the 7 of hearts is now the 8 of spades". */
function fixedWords(name: string | null, fix: { at: number; was: unknown; now: unknown }): string {
  const was = playedCard(fix.was);
  const now = playedCard(fix.now);
  const entry = fix.at + 1;
  if (was && now)
    return name
      ? msg(str`${name}'s phone fixed a recorded card: the ${was} is now the ${now}.`, { id: 'live.notice.fixed.card' })
      : msg(str`The host's phone fixed a recorded card: the ${was} is now the ${now}.`, { id: 'live.notice.fixed.card.host' });
  return name
    ? msg(str`${name}'s phone fixed entry ${entry} of the game.`, { id: 'live.notice.fixed' })
    : msg(str`The host's phone fixed entry ${entry} of the game.`, { id: 'live.notice.fixed.host' });
}

/** A take-over this phone refused (docs/live-table.md, "Who can do what"): what its log drops, or that it changes the set-up. */
function refusedWords(name: string | null, dropped: number | null): string {
  if (dropped === null)
    return name
      ? msg(str`${name}'s phone sent a table with other players or rules: refused.`, { id: 'live.notice.refused.setup' })
      : msg('A phone sent a table with other players or rules: refused.', { id: 'live.notice.refused.setup.no-seat' });
  return name
    ? plural(dropped, {
        one: () => msg(str`${name}'s phone sent a table that drops ${dropped} recorded card: refused.`, { id: 'live.notice.refused.one' }),
        other: () => msg(str`${name}'s phone sent a table that drops ${dropped} recorded cards: refused.`, { id: 'live.notice.refused' }),
      })
    : plural(dropped, {
        one: () => msg(str`A phone sent a table that drops ${dropped} recorded card: refused.`, { id: 'live.notice.refused.no-seat.one' }),
        other: () => msg(str`A phone sent a table that drops ${dropped} recorded cards: refused.`, { id: 'live.notice.refused.no-seat' }),
      });
}

declare global {
  interface HTMLElementTagNameMap {
    'live-bar': LiveBar;
  }
}
