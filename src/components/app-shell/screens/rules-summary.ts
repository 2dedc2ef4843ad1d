/** <shell-rules>: the games and the rules the ledger enforces, in brief. */
import { LitElement, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { screenStyles } from '../../shared/styles.js';
import { basicScreenStyles } from './screens.styles.js';
import { supportedGames } from './supported-games.js';

@customElement('shell-rules')
export class ShellRules extends LitElement {
  static override styles = [screenStyles, basicScreenStyles];

  override render() {
    return html`
      <h1>Rules</h1>
      <p>
        The ledger refuses a move the rules do not allow and names the rule it breaks, so the
        table can settle a dispute on the spot. Every game is kept on this device only.
      </p>
      ${supportedGames}
      <div class="actions">
        <a class="button" href="#/new">New game</a>
        <a class="button secondary" href="#/">Back to games</a>
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shell-rules': ShellRules;
  }
}
