/** <shell-new-game>: what a new game can be, until the game set-up screen takes this route. */
import { LitElement, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { screenStyles } from '../../shared/styles.js';
import { basicScreenStyles } from './screens.styles.js';
import { supportedGames } from './supported-games.js';

@customElement('shell-new-game')
export class ShellNewGame extends LitElement {
  static override styles = [screenStyles, basicScreenStyles];

  override render() {
    return html`
      <h1>New game</h1>
      <p>Diamond Ledger keeps the score and checks the rules of two games:</p>
      ${supportedGames}
      <div class="actions">
        <a class="button" href="#/">Back to games</a>
        <a class="button secondary" href="#/rules">Read the rules</a>
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shell-new-game': ShellNewGame;
  }
}
