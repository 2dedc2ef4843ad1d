/**
 * <home-screen>: every game on the device, newest first, in two sections (in progress and
 * finished), each paged with "Show more". Both lists are live queries, so a game played in
 * another tab moves here as it changes. "Play again" starts a game with the players and setup of
 * the latest one in one tap (a Diamonds game then asks only for the first pass).
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
// Straight from the modules, not the store's index: the first load must not bring every verb, nor
// Dexie (the store's verbs come through ./home-store.ts, a lazy door).
import { LiveQueryController } from '../../store/live-query-controller';
import type { DeletedSession } from '../../store/sessions';
import { isSoundSession } from '../../store/rows';
import { ledgerStatus, onLedgerStatus, setLedgerStatus } from '../../sync/status';
import type { DeviceDb, SessionRow } from '../../store/db';
import { playerList } from '../shared/format';
import { guardedRow } from '../shared/damaged-row';
import { failureText } from '../shared/storage-message';
import { screenStyles } from '../shared/screen-styles';
import { homeStyles } from './home-screen.styles';
import { damagedItem, sessionItem } from './session-item';
import { playAgain, playAgainButton } from './play-again';

type Status = SessionRow['status'];
type HomeStore = typeof import('./home-store');

/** Sessions per page. Each query asks for one more, to know whether "Show more" has more. */
export const PAGE_SIZE = 20;

interface Section {
  status: Status;
  /** In the current language: getters, read at each render. */
  readonly title: string;
  readonly none: string;
  readonly more: string;
}

const SECTIONS: Section[] = [
  {
    status: 'in-progress',
    get title() {
      return msg('In progress', { id: 'status.in-progress' });
    },
    get none() {
      return msg('No game in progress.', { id: 'home.none.in-progress' });
    },
    get more() {
      return msg('Show more in progress', { id: 'home.more.in-progress' });
    },
  },
  {
    status: 'finished',
    get title() {
      return msg('Finished', { id: 'status.finished' });
    },
    get none() {
      return msg('No finished game yet.', { id: 'home.none.finished' });
    },
    get more() {
      return msg('Show more finished', { id: 'home.more.finished' });
    },
  },
];

/** How long a first tap on Delete waits for the second. */
const ARMED_MS = 5000;

@customElement('home-screen')
@localized()
export class HomeScreen extends LitElement {
  static override styles = [screenStyles, homeStyles];

  /** The store to list; the app's own database unless a test gives another. */
  @property({ attribute: false }) db: DeviceDb | undefined;

  @state() private shown: Record<Status, number> = { 'in-progress': PAGE_SIZE, finished: PAGE_SIZE };
  /** The game just deleted, until it is restored or another is deleted: the list's undo (no names for a damaged one). */
  @state() private deleted: { row: DeletedSession; players: string[] | null; elsewhere?: true } | null = null;
  private stopHearingLedger: (() => void) | undefined;
  /** The game whose Delete was tapped once: only a second tap deletes, so a stray tap never does. */
  @state() private armed: string | null = null;
  /** Why "Play again" could not start the game ('' when there is nothing to say). */
  @state() private againProblem = '';

  /** The store's verbs, once their door (./home-store.ts) has opened. */
  private store: HomeStore | undefined;
  private readonly opened = async (): Promise<HomeStore> => (this.store ??= await import('./home-store'));

  /** Each runs its first query once the store's door has opened (`opened`). */
  private readonly lists: Record<Status, LiveQueryController<SessionRow[]>> = {
    'in-progress': new LiveQueryController(this, () => this.page('in-progress'), this.opened),
    finished: new LiveQueryController(this, () => this.page('finished'), this.opened),
  };

  /** After "Show more", the first new item gets focus so keyboard users continue from there. */
  private focusAfterMore: { status: Status; index: number } | null = null;

  private page(status: Status): Promise<SessionRow[]> {
    const store = this.store;
    // A programmer's mistake, never a player's: the controllers query only once the door opened.
    if (!store) return Promise.reject(new Error('Home queried the store before its door opened.'));
    return store.listSessions(this.db ?? store.appDb(), { status, offset: 0, limit: this.shown[status] + 1 });
  }

  private showMore(status: Status): void {
    this.focusAfterMore = { status, index: this.shown[status] };
    this.shown = { ...this.shown, [status]: this.shown[status] + PAGE_SIZE };
    this.lists[status].setQuery(() => this.page(status));
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (changed.has('db') && changed.get('db') !== undefined) {
      // A different database: list it from the first page again.
      for (const { status } of SECTIONS) this.lists[status].setQuery(() => this.page(status));
    }
    const pending = this.focusAfterMore;
    if (pending && !this.lists[pending.status].loading) {
      this.focusAfterMore = null;
      const links = this.renderRoot.querySelectorAll<HTMLAnchorElement>(`#${pending.status} a.session`);
      links[pending.index]?.focus();
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // A game another device of the ledger deleted (docs/sync.md) is offered back here as one
    // deleted here would be: its Undo brings it back on every device.
    const offer = (row: DeletedSession | null): void => {
      if (row && row !== this.deleted?.row) this.deleted = { row, players: isSoundSession(row.session) ? row.session.players : null, elsewhere: true };
    };
    offer(ledgerStatus().deletedElsewhere);
    this.stopHearingLedger = onLedgerStatus((status) => offer(status.deletedElsewhere));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopHearingLedger?.();
  }

  override render(): TemplateResult {
    const lists = SECTIONS.map((s) => this.lists[s.status]);
    const failed = lists.find((l) => l.error !== undefined);
    const loading = lists.some((l) => l.value === undefined && l.loading);
    const empty = lists.every((l) => l.value?.length === 0);
    const latest = this.latest();
    return html`
      <div class="top">
        <h1>${msg('Games', { id: 'shell.title.home' })}</h1>
        <a class="button" href="#/new">${msg('New game', { id: 'shell.title.new' })}</a>
      </div>
      ${latest ? this.renderAgain(latest) : nothing}
      ${
        failed
          ? html`<p class="card warning" role="alert">
            ${msg(str`Your games could not be read from this device: ${failureText(failed.error)}`, { id: 'home.read-failed' })}
          </p>`
          : loading
            ? html`<p class="muted" role="status">${msg('Loading your games…', { id: 'home.loading' })}</p>`
            : empty
              ? this.renderEmpty()
              : SECTIONS.map((s) => this.renderSection(s))
      }
      <div class="undo" aria-live="polite">
        ${
          this.deleted
            ? html`${
                this.deleted.elsewhere && this.deleted.players
                  ? msg(str`The game of ${playerList(this.deleted.players)} was deleted on another of your devices.`, { id: 'home.deleted-elsewhere' })
                  : this.deleted.players
                    ? msg(str`The game of ${playerList(this.deleted.players)} was deleted.`, { id: 'home.deleted' })
                    : msg('The damaged game was deleted.', { id: 'home.damaged.deleted' })
              }
              <button type="button" class="button secondary" @click=${this.restore}>${msg('Undo', { id: 'home.undo' })}</button>`
            : nothing
        }
      </div>
    `;
  }

  /**
   * The game finished last (a damaged row is never offered again). A game in progress is not one to
   * play again: it is still there to go on with.
   */
  private latest(): SessionRow | null {
    const first = this.lists.finished.value?.[0];
    return first !== undefined && isSoundSession(first) ? first : null;
  }

  private renderAgain(latest: SessionRow): TemplateResult {
    return playAgainButton(latest, this.againProblem, () => void this.startAgain(latest));
  }

  private async startAgain(latest: SessionRow): Promise<void> {
    this.againProblem = await playAgain(this.db ?? (await this.opened()).appDb(), latest);
  }

  private async delete(session: SessionRow): Promise<void> {
    if (this.armed !== session.id) {
      this.armed = session.id;
      setTimeout(() => this.armed === session.id && (this.armed = null), ARMED_MS);
      return;
    }
    this.armed = null;
    const store = await this.opened();
    const row = await store.deleteSession(this.db ?? store.appDb(), session.id);
    if (row) this.deleted = { row, players: isSoundSession(session) ? session.players : null };
  }

  private async restore(): Promise<void> {
    const deleted = this.deleted;
    if (!deleted) return;
    const store = await this.opened();
    const result = await store.restoreDeleted(this.db ?? store.appDb(), deleted.row);
    if (result.ok) this.deleted = null;
    if (deleted.elsewhere) setLedgerStatus({ deletedElsewhere: null });
  }

  private renderEmpty(): TemplateResult {
    return html`<div class="card empty">
      <h2>${msg('No games yet', { id: 'home.empty.title' })}</h2>
      <p>
        ${msg('Start a new game and it will be kept here, on this device, even without a network.', {
          id: 'home.empty.message',
        })}
      </p>
    </div>`;
  }

  private renderSection({ status, title, none, more: moreLabel }: Section): TemplateResult {
    const list = this.lists[status];
    const rows = list.value ?? [];
    const limit = this.shown[status];
    const more = rows.length > limit;
    return html`<section id=${status} aria-labelledby="${status}-title">
      <h2 id="${status}-title">${title}</h2>
      ${
        rows.length
          ? html`<ul>
            ${rows.slice(0, limit).map((row) => {
              const onDelete = (session: SessionRow) => void this.delete(session);
              const armed = this.armed === row.id;
              return guardedRow(
                row,
                isSoundSession,
                (sound) => sessionItem(sound, onDelete, armed),
                () => damagedItem(row, onDelete, armed),
              );
            })}
          </ul>`
          : html`<p class="muted">${none}</p>`
      }
      ${
        more
          ? html`<button
            class="button secondary more"
            @click=${() => this.showMore(status)}
          >
            ${moreLabel}
          </button>`
          : nothing
      }
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'home-screen': HomeScreen;
  }
}
