/** <shell-new-game>: what a new game can be, until the game set-up screen takes this route. */
import { LitElement, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { msg, updateWhenLocaleChanges } from '@lit/localize';
import { screenStyles } from '../../shared/styles.js';
import { basicScreenStyles } from './screens.styles.js';
import { supportedGames } from './supported-games.js';

@customElement('shell-new-game')
export class ShellNewGame extends LitElement {
  static override styles = [screenStyles, basicScreenStyles];

  constructor() {
    super();
    updateWhenLocaleChanges(this);
  }

  override render() {
    return html`
      <h1>${msg('New game', { id: 'shell.title.new' })}</h1>
      <p>${msg('Diamond Ledger keeps the score and checks the rules of two games:', { id: 'shell.new.intro' })}</p>
      ${supportedGames()}
      <div class="actions">
        <a class="button" href="#/">${msg('Back to games', { id: 'shell.back' })}</a>
        <a class="button secondary" href="#/rules">${msg('Read the rules', { id: 'shell.new.read-rules' })}</a>
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shell-new-game': ShellNewGame;
  }
}
