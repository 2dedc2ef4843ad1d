/**
 * <live-join>: the screen of a live table's link (`#/live/SECRET/HOST/RELAY`). It joins the table
 * as a follower and, once the host's game is stored on this phone, asks at once which seat this
 * phone plays for (or to watch, or — when the host lets phones — to record for the whole table);
 * the host answers, and the game's own screen opens and follows it from there.
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, localized } from '@lit/localize';
import { screenStyles } from '../shared/screen-styles';
import { buttonStyles } from '../shared/control-styles';
import { appDb } from '../shared/app-db';
import type { DeviceDb } from '../../store/index';
import type { LiveTable } from '../../live/index';
import { liveJoinStyles } from './live-join.styles';

/** A key in a table's link: 32 bytes in base64url, 43 characters (../../wire/crypto.ts, KEY_PATTERN). */
const KEY = /^[A-Za-z0-9_-]{43}$/;

@customElement('live-join')
@localized()
export class LiveJoin extends LitElement {
  static override styles = [screenStyles, buttonStyles, liveJoinStyles];

  @property({ attribute: false }) secret = '';
  @property({ attribute: false }) hostKey = '';
  @property({ attribute: false }) relay: string | null = null;
  @property({ attribute: false }) db: DeviceDb | undefined;

  @state() private table: LiveTable | null = null;
  @state() private badLink = false;
  @state() private players: readonly string[] | null = null;
  @state() private asking = false;
  @state() private problem = '';
  private readonly onChange = (): void => void this.changed();

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('secret') || changed.has('hostKey') || changed.has('relay')) void this.join();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.table?.removeEventListener('change', this.onChange);
  }

  private async join(): Promise<void> {
    const live = await import('../../live/index');
    const relay = this.relay ?? live.defaultRelay();
    // The host's key is checked here: join() checks only the secret, and a table under a key that
    // is none would wait for the host's game for ever.
    this.badLink = !live.isRelay(relay) || !KEY.test(this.hostKey);
    if (this.badLink) return;
    this.table?.removeEventListener('change', this.onChange);
    const table = await live.join(this.db ?? appDb(), this.secret, this.hostKey, relay);
    this.badLink = table === null;
    this.table = table;
    table?.addEventListener('change', this.onChange);
    await this.changed();
  }

  private async changed(): Promise<void> {
    const table = this.table;
    const id = table?.sessionId;
    if (table && id && this.players === null) {
      const row = await table.db.sessions.get(id);
      // A phone that already has its seat here (it joined before) goes straight to the game.
      if (row?.live && (row.live.seat !== null || row.live.whole)) return this.open(id);
      this.players = row?.players ?? null;
    }
    this.requestUpdate();
  }

  /** The game is on this phone now: its own screen follows it (replace: Back goes to the list). */
  private open(id: string): void {
    location.replace(`#/session/${encodeURIComponent(id)}`);
  }

  private async choose(seat: number | null, whole: boolean): Promise<void> {
    const table = this.table;
    if (!table?.sessionId || this.asking) return;
    this.asking = true;
    this.problem = '';
    try {
      const answer = await table.chooseSeat(seat, whole);
      if ('ok' in answer && answer.ok) return this.open(table.sessionId);
      const { answerWords } = await import('../../live/index');
      this.problem = answerWords(answer);
    } catch (error) {
      this.problem = error instanceof Error ? error.message : String(error);
    } finally {
      this.asking = false;
    }
  }

  override render(): TemplateResult {
    return html`<h1 tabindex="-1">${msg('Live table', { id: 'shell.title.live' })}</h1>
      ${this.players ? this.renderSeats(this.players) : html`<p role="status">${this.say()}</p>`}
      <a class="button secondary" href="#/">${msg('Back to games', { id: 'shell.back' })}</a>`;
  }

  private renderSeats(players: readonly string[]): TemplateResult {
    const table = this.table;
    const id = table?.sessionId;
    return html`<h2 id="seat-title">${msg('Which seat does this phone play for?', { id: 'live.join.seat' })}</h2>
      <p class="muted">${msg("This phone then records only that player's cards and turns; the host confirms round-end counts.", { id: 'live.join.seat.what' })}</p>
      <div class="seats" role="group" aria-labelledby="seat-title">
        ${players.map(
          (name, seat) =>
            html`<button type="button" class="btn" data-seat=${String(seat)} ?disabled=${this.asking} @click=${() => this.choose(seat, false)}>${name}</button>`,
        )}
        ${
          table?.head?.whole
            ? html`<button type="button" class="btn secondary" data-seat="whole" ?disabled=${this.asking} @click=${() => this.choose(null, true)}>
              ${msg('Record for the whole table', { id: 'live.join.whole' })}
            </button>`
            : nothing
        }
        <button type="button" class="btn secondary" data-seat="watch" ?disabled=${this.asking} @click=${() => this.choose(null, false)}>
          ${msg('Just watch', { id: 'live.join.watch' })}
        </button>
      </div>
      <p role="alert">${this.problem}</p>
      ${
        this.problem && id
          ? html`<p><a href=${`#/session/${encodeURIComponent(id)}`} data-action="watch-now">${msg('Open the game without a seat for now', { id: 'live.join.watch-now' })}</a></p>`
          : nothing
      }`;
  }

  private say(): string {
    if (this.badLink) return msg('This link is not one of a live table this app can open.', { id: 'live.join.bad-link' });
    const table = this.table;
    if (table?.problem === 'mine') return msg('This phone has its own game of that id: it was left as it is.', { id: 'live.join.mine' });
    if (table?.problem === 'invalid') return msg("The host's game could not be checked, so it was not stored.", { id: 'live.join.invalid' });
    if (table?.status === 'offline')
      return msg('The table cannot be reached. Check that this phone is on the same network; it keeps trying.', { id: 'live.join.offline' });
    if (table?.status === 'live') return msg("Connected. Waiting for the host's game…", { id: 'live.join.waiting' });
    return msg('Joining the table…', { id: 'live.join.connecting' });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'live-join': LiveJoin;
  }
}
