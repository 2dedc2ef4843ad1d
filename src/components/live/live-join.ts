/**
 * <live-join>: the screen of a live table's link (`#/live/ROOM/RELAY`). It joins the room as a
 * follower and, once the host's log is stored on this phone, opens the game's own screen, which
 * follows it from there. Until then it says what it is waiting for.
 */
import { LitElement, html, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, localized } from '@lit/localize';
import { screenStyles } from '../shared/styles.js';
import { appDb } from '../shared/app-db.js';
import type { LedgerDb } from '../../store/index.js';
import type { LiveTable } from '../../live/index.js';

@customElement('live-join')
@localized()
export class LiveJoin extends LitElement {
  static override styles = screenStyles;

  @property({ attribute: false }) room = '';
  @property({ attribute: false }) relay: string | null = null;
  @property({ attribute: false }) db: LedgerDb | undefined;

  @state() private table: LiveTable | null = null;
  @state() private badRelay = false;
  private readonly onChange = (): void => this.changed();

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('room') || changed.has('relay')) void this.join();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.table?.removeEventListener('change', this.onChange);
  }

  private async join(): Promise<void> {
    const live = await import('../../live/index.js');
    const relay = this.relay ?? live.defaultRelay();
    this.badRelay = !live.isRelay(relay);
    if (this.badRelay || !this.room) return;
    this.table?.removeEventListener('change', this.onChange);
    this.table = live.join(this.db ?? appDb(), this.room, relay);
    this.table.addEventListener('change', this.onChange);
    this.changed();
  }

  private changed(): void {
    const id = this.table?.sessionId;
    // The game is on this phone now: its own screen follows it (replace: Back goes to the list).
    if (id) location.replace(`#/session/${encodeURIComponent(id)}`);
    else this.requestUpdate();
  }

  override render(): TemplateResult {
    return html`<h1 tabindex="-1">${msg('Live table', { id: 'shell.title.live' })}</h1>
      <p role="status">${this.say()}</p>
      <a class="button secondary" href="#/">${msg('Back to games', { id: 'shell.back' })}</a>`;
  }

  private say(): string {
    if (this.badRelay) return msg('This link does not name a relay this app can use (ws:// or wss://).', { id: 'live.join.bad-relay' });
    const table = this.table;
    if (table?.problem === 'mine') return msg('This phone has its own game of that id: it was left as it is.', { id: 'live.join.mine' });
    if (table?.problem === 'invalid') return msg("The host's game could not be checked, so it was not stored.", { id: 'live.join.invalid' });
    if (table?.status === 'offline') return msg('The table cannot be reached. Check that this phone is on the same network; it keeps trying.', { id: 'live.join.offline' });
    if (table?.status === 'live') return msg("Connected. Waiting for the host's game…", { id: 'live.join.waiting' });
    return msg('Joining the table…', { id: 'live.join.connecting' });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'live-join': LiveJoin;
  }
}
