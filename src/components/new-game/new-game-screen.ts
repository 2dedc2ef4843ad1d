/**
 * <new-game-screen>: "Which game?", then the chosen game's own set-up form (its door:
 * ../shared/game-doors.ts), which names the players, sets the options, starts the game and opens
 * it. The choice is kept as it is made, beside each form's own fields (./kept-setup.ts), so a
 * reload finds the game that was chosen; starting the game drops it.
 */
import { LitElement, html, type PropertyValues, type TemplateResult } from 'lit';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, localized } from '@lit/localize';
import type { DeviceDb, Drafts, GameId } from '../../store/index';
import { appDb } from '../shared/app-db';
import { GAME_DOORS } from '../shared/game-doors';
import type { GameScreens } from '../shared/game-screens';
import { SCREEN_GAMES, screensOf } from '../shared/games';
import { screenStyles } from '../shared/screen-styles';
import { KeptSetup } from './kept-setup';
import { newGameScreenStyles } from './new-game-screen.styles';
import { setupFieldStyles } from './setup-styles';

/** The game chosen when none was: the first the screens offer (they offer every game, so there is one). */
const FIRST_GAME: GameId = (SCREEN_GAMES[0] as GameScreens).id;

/**
 * The game chosen as an earlier version kept it: inside the form of the game the screen opened on,
 * before each game had a form of its own. Any piece that names a game in a `game` field is one.
 */
function earlierChoice(kept: Drafts): GameId | undefined {
  for (const piece of Object.values(kept)) {
    const game = typeof piece === 'object' && piece !== null ? screensOf((piece as Record<string, unknown>).game)?.id : undefined;
    if (game) return game;
  }
  return undefined;
}

@customElement('new-game-screen')
@localized()
export class NewGameScreen extends LitElement {
  static override styles = [screenStyles, setupFieldStyles, newGameScreenStyles];

  /** The store to use; the app's own database unless a test gives another. */
  @property({ attribute: false }) db: DeviceDb | undefined;

  @state() private game: GameId = FIRST_GAME;

  /** The game chosen, kept through a reload. */
  private readonly kept = new KeptSetup<GameId>(
    this,
    'game',
    () => this.db ?? appDb(),
    () => this.game,
    (raw) => {
      const game = screensOf(raw)?.id;
      if (game) this.game = game;
    },
    earlierChoice,
  );

  /** The chosen game's form is loaded as soon as it is the one to show (a kept choice included). */
  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('game')) void GAME_DOORS[this.game].newGame.load();
  }

  override render(): TemplateResult {
    const tag = unsafeStatic(GAME_DOORS[this.game].newGame.tag);
    return html`
      <h1>${msg('New game', { id: 'shell.title.new' })}</h1>
      <fieldset class="game-choice">
        <legend>${msg('Which game?', { id: 'new.which' })}</legend>
        ${SCREEN_GAMES.map(
          (game) =>
            html`<label
              ><input type="radio" name="game" value=${game.id} .checked=${this.game === game.id} @change=${() => this.pick(game.id)} />
              ${game.name()}
              <span class="hint">${game.hint()}</span></label
            >`,
        )}
      </fieldset>
      ${staticHtml`<${tag} .db=${this.db}></${tag}>`}
    `;
  }

  /** A game's form is loaded before it replaces the one shown, so the screen never shows none. */
  private async pick(game: GameId): Promise<void> {
    await GAME_DOORS[game].newGame.load();
    this.game = game;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'new-game-screen': NewGameScreen;
  }
}
