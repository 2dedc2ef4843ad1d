/** <shell-rules>: the games and the rules the ledger enforces, in brief. */
import { LitElement, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { msg, updateWhenLocaleChanges } from '@lit/localize';
import { screenStyles } from '../../shared/styles.js';
import { basicScreenStyles } from './screens.styles.js';
import { supportedGames } from './supported-games.js';

@customElement('shell-rules')
export class ShellRules extends LitElement {
  static override styles = [screenStyles, basicScreenStyles];

  constructor() {
    super();
    updateWhenLocaleChanges(this);
  }

  override render() {
    return html`
      <h1>${msg('Rules', { id: 'shell.title.rules' })}</h1>
      <p>
        ${msg(
          'The ledger refuses a move the rules do not allow and names the rule it breaks, so the table can settle a dispute on the spot. Every game is kept on this device only.',
          { id: 'shell.rules.intro' },
        )}
      </p>
      ${supportedGames()}
      <div class="actions">
        <a class="button" href="#/new">${msg('New game', { id: 'shell.title.new' })}</a>
        <a class="button secondary" href="#/">${msg('Back to games', { id: 'shell.back' })}</a>
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shell-rules': ShellRules;
  }
}
