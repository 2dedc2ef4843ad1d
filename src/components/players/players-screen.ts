/**
 * <players-screen>: the people who play on this device. Each can be renamed (every past game
 * follows), merged with another name of the same person, and given a colour used by the charts.
 * One player is edited at a time; results are announced in a live region.
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import {
  LiveQueryController,
  MAX_PLAYER_NAME,
  PLAYER_COLOURS,
  gamesPerPlayer,
  listPlayers,
  mergePlayers,
  renamePlayer,
  setPlayerColour,
  syncPlayers,
  type LedgerDb,
  type PlayerRow,
} from '../../store/index.js';
import { appDb } from '../shared/app-db.js';
import { screenStyles } from '../shared/styles.js';
import { colourClass, colourLabel, playerColourStyles } from './colours.js';

interface PlayersData {
  players: PlayerRow[];
  games: Map<string, number>;
}

@customElement('players-screen')
export class PlayersScreen extends LitElement {
  static override styles = [
    screenStyles,
    playerColourStyles,
    css`
      ul.players {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 0.75rem;
      }
      .player {
        background: var(--dl-surface);
        border: 1px solid var(--dl-border);
        border-radius: 12px;
        padding: 0.75rem 1rem;
      }
      .head {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.5rem 0.75rem;
      }
      .name {
        font-weight: 700;
        flex: 1 1 8rem;
        overflow-wrap: anywhere;
      }
      .swatch {
        display: inline-block;
        width: 1.25rem;
        height: 1.25rem;
        border-radius: 50%;
        background: currentColor;
        flex: none;
        vertical-align: middle;
      }
      .editor {
        margin-top: 0.75rem;
        display: grid;
        gap: 1rem;
      }
      form,
      fieldset {
        margin: 0;
        display: grid;
        gap: 0.5rem;
      }
      fieldset {
        border: 1px solid var(--dl-border);
        border-radius: 8px;
        padding: 0.5rem 0.75rem 0.75rem;
      }
      legend,
      label.field {
        font-weight: 600;
      }
      label.field {
        display: grid;
        gap: 0.25rem;
      }
      input[type='text'],
      select {
        font: inherit;
        min-height: 44px;
        width: 100%;
        padding: 0.25rem 0.5rem;
        border: 1px solid var(--dl-muted);
        border-radius: 6px;
        background: var(--dl-surface);
        color: var(--dl-text);
      }
      .colours {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
        gap: 0.25rem 0.75rem;
      }
      .colours label {
        display: flex;
        align-items: center;
        gap: 0.5rem;
        min-height: 44px;
        cursor: pointer;
      }
      .colours input {
        width: 1.25rem;
        height: 1.25rem;
        margin: 0;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
      }
      .error {
        color: var(--dl-text);
        border-left: 6px solid var(--dl-warning);
        background: var(--dl-warning-bg);
        padding: 0.5rem 0.75rem;
        margin: 0;
        border-radius: 4px;
      }
      .hint {
        font-size: 0.9375rem;
        margin: 0;
      }
    `,
  ];

  @property({ attribute: false }) db: LedgerDb | undefined;

  /** The player whose editor is open. */
  @state() private editing = '';
  /** The merge waiting for confirmation: the other player's id. */
  @state() private mergeInto = '';
  @state() private confirming = false;
  @state() private error = '';
  @state() private announcement = '';
  @state() private busy = false;

  private readonly data = new LiveQueryController<PlayersData>(this, () => this.load());

  private get database(): LedgerDb {
    return this.db ?? appDb();
  }

  private async load(): Promise<PlayersData> {
    const db = this.database;
    const [players, games] = await Promise.all([listPlayers(db), gamesPerPlayer(db)]);
    return { players, games };
  }

  override connectedCallback(): void {
    super.connectedCallback();
    syncPlayers(this.database).catch(() => undefined);
  }

  override render(): TemplateResult {
    const { value, error } = this.data;
    return html`<h1>Players</h1>
      <p>
        Everyone who has played on this device. A new name in a game adds a player; renaming one
        renames them in every past game.
      </p>
      <p class="visually-hidden" role="status">${this.announcement}</p>
      ${error !== undefined
        ? html`<p class="card warning" role="alert">The players could not be read from this device.</p>`
        : !value
          ? html`<p class="muted" role="status">Loading players…</p>`
          : value.players.length === 0
            ? html`<div class="card"><h2>No players yet</h2><p>Players appear here once they have played a game.</p></div>`
            : html`<ul class="players">
                ${value.players.map((p) => this.renderPlayer(p, value))}
              </ul>`}`;
  }

  private renderPlayer(player: PlayerRow, data: PlayersData): TemplateResult {
    const open = this.editing === player.id;
    const games = data.games.get(player.id) ?? 0;
    return html`<li class="player" data-player=${player.id}>
      <div class="head">
        <span class="swatch ${colourClass(player.colour)}" aria-hidden="true"></span>
        <span class="name">${player.name}</span>
        <span class="muted">${games} ${games === 1 ? 'game' : 'games'}, ${colourLabel(player.colour).toLowerCase()}</span>
        <button
          class="button secondary edit"
          aria-expanded=${open ? 'true' : 'false'}
          aria-controls="editor-${player.id}"
          @click=${() => this.toggle(player.id)}
        >
          ${open ? 'Close' : 'Edit'}<span class="visually-hidden"> ${player.name}</span>
        </button>
      </div>
      ${open ? this.renderEditor(player, data) : nothing}
    </li>`;
  }

  private renderEditor(player: PlayerRow, data: PlayersData): TemplateResult {
    const others = data.players.filter((p) => p.id !== player.id);
    const into = others.find((p) => p.id === this.mergeInto);
    return html`<div class="editor" id="editor-${player.id}">
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      <form class="rename" @submit=${(e: Event) => this.rename(e, player)}>
        <label class="field"
          >Name
          <input type="text" name="name" .value=${player.name} maxlength=${MAX_PLAYER_NAME} autocomplete="off" required />
        </label>
        <div class="row"><button class="button" type="submit" ?disabled=${this.busy}>Save the name</button></div>
      </form>
      <fieldset class="colours-set">
        <legend>Colour in charts</legend>
        <div class="colours">
          ${PLAYER_COLOURS.map(
            (c) => html`<label>
              <input
                type="radio"
                name="colour-${player.id}"
                value=${c.key}
                .checked=${player.colour === c.key}
                @change=${() => this.colour(player, c.key)}
              />
              <span class="swatch ${colourClass(c.key)}" aria-hidden="true"></span>${c.label}
            </label>`,
          )}
        </div>
      </fieldset>
      ${others.length
        ? html`<form class="merge" @submit=${(e: Event) => this.merge(e, player, into)}>
            <label class="field"
              >Same person as
              <select
                name="into"
                @change=${(e: Event) => {
                  this.mergeInto = (e.target as HTMLSelectElement).value;
                  this.confirming = false;
                }}
              >
                <option value="" ?selected=${!into}>Choose a player</option>
                ${others.map((p) => html`<option value=${p.id} ?selected=${p.id === into?.id}>${p.name}</option>`)}
              </select>
            </label>
            ${this.confirming && into
              ? html`<p class="hint">
                    Every game of ${player.name} becomes a game of ${into.name}, and ${player.name} is removed.
                    This cannot be undone.
                  </p>
                  <div class="row">
                    <button class="button" type="submit" ?disabled=${this.busy}>Merge into ${into.name}</button>
                    <button class="button secondary" type="button" @click=${() => (this.confirming = false)}>Cancel</button>
                  </div>`
              : html`<div class="row"><button class="button secondary" type="submit" ?disabled=${!into}>Merge…</button></div>`}
          </form>`
        : nothing}
    </div>`;
  }

  private toggle(id: string): void {
    this.editing = this.editing === id ? '' : id;
    this.mergeInto = '';
    this.confirming = false;
    this.error = '';
  }

  private async rename(event: Event, player: PlayerRow): Promise<void> {
    event.preventDefault();
    const input = (event.target as HTMLFormElement).elements.namedItem('name') as HTMLInputElement;
    const games = this.data.value?.games.get(player.id) ?? 0;
    await this.run(() => renamePlayer(this.database, player.id, input.value), () => {
      const name = input.value.trim();
      return name === player.name ? `The name stays ${name}.` : `${player.name} is now ${name}, in ${games} ${games === 1 ? 'game' : 'games'}.`;
    });
  }

  private async colour(player: PlayerRow, key: string): Promise<void> {
    await this.run(() => setPlayerColour(this.database, player.id, key), () => `${player.name}'s colour is now ${colourLabel(key).toLowerCase()}.`);
  }

  private async merge(event: Event, player: PlayerRow, into: PlayerRow | undefined): Promise<void> {
    event.preventDefault();
    if (!into) return;
    if (!this.confirming) {
      this.confirming = true;
      return;
    }
    const done = await this.run(
      () => mergePlayers(this.database, player.id, into.id),
      (r) => `${player.name} is merged into ${into.name}: ${'sessions' in r ? r.sessions : 0} ${'sessions' in r && r.sessions === 1 ? 'game' : 'games'} moved.`,
    );
    if (done) {
      this.editing = '';
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLButtonElement>(`li[data-player="${CSS.escape(into.id)}"] button.edit`)?.focus();
    }
  }

  /** Runs a verb; on success announces `said`, else shows its message. Resolves with success. */
  private async run<R extends { ok: boolean; message?: string }>(verb: () => Promise<R>, said: (result: R) => string): Promise<boolean> {
    this.busy = true;
    this.error = '';
    try {
      const result = await verb();
      if (!result.ok) {
        this.error = result.message ?? 'That did not work.';
        return false;
      }
      this.announcement = said(result);
      this.confirming = false;
      return true;
    } catch (error) {
      this.error = `That could not be saved on this device: ${error instanceof Error ? error.message : String(error)}`;
      return false;
    } finally {
      this.busy = false;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'players-screen': PlayersScreen;
  }
}
