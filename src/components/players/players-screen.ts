/**
 * <players-screen>: the people who play on this device. Each can be renamed (every past game
 * follows), merged with another name of the same person, and given a colour used by the charts.
 * One player is edited at a time; results are announced in a live region.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { getLocale } from '../../i18n/localization';
import { plural } from '../../i18n/format';
import { messageText } from '../../i18n/rule-messages';
import type { MessageText } from '../../rules/game';
import {
  LiveQueryController,
  MAX_PLAYER_NAME,
  PLAYER_COLOURS,
  gamesPerPlayer,
  gamesTogether,
  isSoundPlayer,
  listPlayers,
  mergePlayers,
  nameKey,
  renamePlayer,
  setPlayerColour,
  syncPlayers,
  type DeviceDb,
  type PlayerRow,
} from '../../store/index';
import { appDb } from '../shared/app-db';
import { damagedPlayerText, guardedRow } from '../shared/damaged-row';
import { typedNameProblem } from '../shared/name-problem';
import { failureText, readFailed } from '../shared/storage-message';
import { fieldStyles } from '../shared/control-styles';
import { screenStyles } from '../shared/screen-styles';
import { colourClass, colourLabel } from './colours';
import { playerColourStyles } from './colour-styles';
import { playersStyles } from './players-screen.styles';

interface PlayersData {
  players: PlayerRow[];
  games: Map<string, number>;
}

/** The databases whose players syncPlayers has checked since this page loaded. */
const checked = new WeakSet<DeviceDb>();

@customElement('players-screen')
@localized()
export class PlayersScreen extends LitElement {
  static override styles = [screenStyles, fieldStyles, playerColourStyles, playersStyles];

  @property({ attribute: false }) db: DeviceDb | undefined;

  /** The player whose editor is open. */
  @state() private editing = '';
  /** The merge waiting for confirmation: the other player's id. */
  @state() private mergeInto = '';
  @state() private confirming = false;
  @state() private error = '';
  @state() private announcement = '';
  @state() private busy = false;

  private readonly data = new LiveQueryController<PlayersData>(this, () => this.load());

  private get database(): DeviceDb {
    return this.db ?? appDb();
  }

  private async load(): Promise<PlayersData> {
    const db = this.database;
    const [players, games] = await Promise.all([listPlayers(db), gamesPerPlayer(db)]);
    return { players, games };
  }

  protected override updated(): void {
    // Once the list is on screen, and once per database while the page lives: the check reads
    // every session (seconds' worth of work with 5,000 games on a phone), and the app's own
    // writes keep players in step, so only what was there before this page can be out of step.
    const db = this.database;
    if (checked.has(db) || this.data.value === undefined) return;
    checked.add(db);
    syncPlayers(db).catch(() => checked.delete(db)); // forgotten, so the next visit tries again
  }

  override render(): TemplateResult {
    const { value, error } = this.data;
    return html`<h1>${msg('Players', { id: 'shell.title.players' })}</h1>
      <p>
        ${msg('Everyone who has played on this device. A new name in a game adds a player; renaming one renames them in every past game.', {
          id: 'players.intro',
        })}
      </p>
      <p class="visually-hidden" role="status">${this.announcement}</p>
      ${
        error !== undefined
          ? readFailed(msg('The players could not be read from this device.', { id: 'players.read-failed' }), error)
          : !value
            ? html`<p class="muted" role="status">${msg('Loading players…', { id: 'players.loading' })}</p>`
            : value.players.length === 0
              ? html`<div class="card">
                <h2>${msg('No players yet', { id: 'players.empty.title' })}</h2>
                <p>${msg('Players appear here once they have played a game.', { id: 'players.empty' })}</p>
              </div>`
              : html`<ul class="players">
                ${value.players.map((p) =>
                  guardedRow(
                    p,
                    isSoundPlayer,
                    (sound) => this.renderPlayer(sound, value),
                    () => html`<li class="player damaged">${damagedPlayerText()}</li>`,
                  ),
                )}
              </ul>`
      }`;
  }

  private renderPlayer(player: PlayerRow, data: PlayersData): TemplateResult {
    const open = this.editing === player.id;
    const games = data.games.get(player.id) ?? 0;
    return html`<li class="player" data-player=${player.id}>
      <div class="head">
        <span class="swatch ${colourClass(player.colour)}" aria-hidden="true"></span>
        <span class="name">${player.name}</span>
        <span class="muted">${gamesText(games)}, ${lower(colourLabel(player.colour))}</span>
        ${
          player.formerNames?.length
            ? html`<span class="muted former" data-former-names>${msg(str`Also known as ${player.formerNames.join(', ')}`, { id: 'players.former-names' })}</span>`
            : nothing
        }
        <button
          class="button secondary edit"
          aria-expanded=${open ? 'true' : 'false'}
          aria-controls="editor-${player.id}"
          @click=${() => this.toggle(player.id)}
        >
          ${open ? msg('Close', { id: 'players.close' }) : msg('Edit', { id: 'players.edit' })}<span class="visually-hidden"> ${player.name}</span>
        </button>
      </div>
      ${open ? this.renderEditor(player, data) : nothing}
    </li>`;
  }

  private renderEditor(player: PlayerRow, data: PlayersData): TemplateResult {
    const others = data.players.filter((p) => isSoundPlayer(p) && p.id !== player.id);
    const into = others.find((p) => p.id === this.mergeInto);
    return html`<div class="editor" id="editor-${player.id}">
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      <form class="rename" @submit=${(e: Event) => this.rename(e, player)}>
        <label class="field"
          >${msg('Name', { id: 'players.name' })}
          <input type="text" name="name" .value=${player.name} maxlength=${MAX_PLAYER_NAME} autocomplete="off" required />
        </label>
        <div class="row"><button class="button" type="submit" ?disabled=${this.busy}>${msg('Save the name', { id: 'players.save' })}</button></div>
      </form>
      <fieldset class="colours-set">
        <legend>${msg('Colour in charts', { id: 'players.colour' })}</legend>
        <div class="colours">
          ${PLAYER_COLOURS.map(
            (c) => html`<label>
              <input type="radio" name="colour-${player.id}" value=${c.key} .checked=${player.colour === c.key} @change=${() => this.colour(player, c.key)} />
              <span class="swatch ${colourClass(c.key)}" aria-hidden="true"></span>${colourLabel(c.key)}
            </label>`,
          )}
        </div>
      </fieldset>
      ${
        others.length
          ? html`<form class="merge" @submit=${(e: Event) => this.merge(e, player, into)}>
            <label class="field"
              >${msg('Same person as', { id: 'players.same' })}
              <select
                name="into"
                @change=${(e: Event) => {
                  this.mergeInto = (e.target as HTMLSelectElement).value;
                  this.confirming = false;
                }}
              >
                <option value="" ?selected=${!into}>${msg('Choose a player', { id: 'players.choose' })}</option>
                ${others.map((p) => html`<option value=${p.id} ?selected=${p.id === into?.id}>${p.name}</option>`)}
              </select>
            </label>
            ${
              this.confirming && into
                ? html`<p class="hint">
                    ${msg(str`Every game of ${player.name} becomes a game of ${into.name}, and ${player.name} is removed. This cannot be undone.`, {
                      id: 'players.merge.warning',
                    })}
                  </p>
                  <div class="row">
                    <button class="button" type="submit" ?disabled=${this.busy}>${msg(str`Merge into ${into.name}`, { id: 'players.merge.into' })}</button>
                    <button class="button secondary" type="button" @click=${() => (this.confirming = false)}>
                      ${msg('Cancel', { id: 'common.cancel' })}
                    </button>
                  </div>`
                : html`<div class="row">
                  <button class="button secondary" type="submit" ?disabled=${!into}>${msg('Merge…', { id: 'players.merge' })}</button>
                </div>`
            }
          </form>`
          : nothing
      }
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
    const refused = this.nameRefusal(player, input.value);
    if (refused) {
      this.error = refused;
      return;
    }
    await this.run(
      () => renamePlayer(this.database, player.id, input.value),
      () => {
        const name = input.value.trim();
        if (name === player.name) return msg(str`The name stays ${name}.`, { id: 'players.renamed.same' });
        const count = gamesText(games);
        return msg(str`${player.name} is now ${name}, in ${count}.`, { id: 'players.renamed' });
      },
    );
  }

  /**
   * Why the store would refuse `raw` as `player`'s new name, before asking it (the store's own
   * refusal, said from the catalog, stays the fallback, e.g. for a change made in another tab).
   */
  private nameRefusal(player: PlayerRow, raw: string): string {
    const name = nameKey(raw);
    if (name === '') return msg('A player needs a name: type at least one letter.', { id: 'players.refused.blank' });
    const refused = typedNameProblem(raw);
    if (refused) return refused;
    const other = this.data.value?.players.find((p) => p.id !== player.id && p.name === name);
    if (other) {
      return msg(str`Another player is already called "${name}". If they are the same person, merge the two instead.`, {
        id: 'players.refused.taken',
      });
    }
    return '';
  }

  private async colour(player: PlayerRow, key: string): Promise<void> {
    await this.run(
      () => setPlayerColour(this.database, player.id, key),
      () => {
        const colour = lower(colourLabel(key));
        return msg(str`${player.name}'s colour is now ${colour}.`, { id: 'players.coloured' });
      },
    );
  }

  private async merge(event: Event, player: PlayerRow, into: PlayerRow | undefined): Promise<void> {
    event.preventDefault();
    if (!into) return;
    if (!this.confirming) {
      this.confirming = true;
      return;
    }
    const together = await this.gamesTogether(player, into);
    if (together > 0) {
      const times = plural(together, {
        one: () => msg('once', { id: 'players.refused.together.once' }),
        other: () => msg(str`${together} times`, { id: 'players.refused.together.times' }),
      });
      this.error = msg(str`"${player.name}" and "${into.name}" played in the same game ${times}, so they are two people: they cannot be merged.`, {
        id: 'players.refused.together',
      });
      return;
    }
    const done = await this.run(
      () => mergePlayers(this.database, player.id, into.id),
      (r) => {
        const moved = gamesText('sessions' in r ? r.sessions : 0);
        return msg(str`${player.name} is merged into ${into.name}: ${moved} moved.`, { id: 'players.merged' });
      },
    );
    if (done) {
      this.editing = '';
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLButtonElement>(`li[data-player="${CSS.escape(into.id)}"] button.edit`)?.focus();
    }
  }

  /** How many games `a` and `b` played together (then the store refuses to merge them). */
  private async gamesTogether(a: PlayerRow, b: PlayerRow): Promise<number> {
    try {
      return await gamesTogether(this.database, a.id, b.id);
    } catch {
      // unknown counts as none; the store's merge still refuses games together
      return 0;
    }
  }

  /** Runs a verb; on success announces `said`, else shows its message (the store's key and values, said). Resolves with success. */
  private async run<R extends { ok: boolean; text?: MessageText }>(verb: () => Promise<R>, said: (result: R) => string): Promise<boolean> {
    this.busy = true;
    this.error = '';
    try {
      const result = await verb();
      if (!result.ok) {
        this.error = (result.text && messageText(result.text)) ?? msg('That did not work.', { id: 'players.failed' });
        return false;
      }
      this.announcement = said(result);
      this.confirming = false;
      return true;
    } catch (error) {
      const why = failureText(error);
      this.error = msg(str`That could not be saved on this device: ${why}`, { id: 'players.not-saved' });
      return false;
    } finally {
      this.busy = false;
    }
  }
}

/** "3 games" */
function gamesText(n: number): string {
  return plural(n, { one: () => msg(str`${n} game`, { id: 'history.count.one' }), other: () => msg(str`${n} games`, { id: 'history.count' }) });
}

/** A colour name inside a sentence: lower case in English ("ruby"), as it is in other languages. */
function lower(text: string): string {
  return getLocale() === 'en' ? text.toLowerCase() : text;
}

declare global {
  interface HTMLElementTagNameMap {
    'players-screen': PlayersScreen;
  }
}
