/** The games the ledger knows, as shown on the new-game and rules screens. */
import { html, type TemplateResult } from 'lit';
import { msg } from '@lit/localize';
import { gameName } from '../../shared/format.js';

/** Built at each render, in the current language. */
export function supportedGames(): TemplateResult {
  return html`
    <ul class="games">
      <li class="card">
        <h2>${gameName('diamonds')}</h2>
        <p class="muted">${msg('Mike Fitzgerald, Stronghold Games 2014 · 2 to 6 players', { id: 'games.diamonds.credit' })}</p>
        <p>
          ${msg(
            "A trick-taking game. The ledger records the deal, the pass and every card played, checks that players follow suit, applies each suit's action and keeps the Showroom and Vault totals. Variants: two players, teams of two (4 or 6 players) and all cards known (2 to 5 players).",
            { id: 'games.diamonds.summary' },
          )}
        </p>
      </li>
      <li class="card">
        <h2>${gameName('diams')}</h2>
        <p class="muted">${msg('Lionel Borg, Les XII Singes 2011 · round sheets', { id: 'games.diams.credit' })}</p>
        <p>
          ${msg(
            "A set-collection game. After each round the ledger takes each player's safe and hand, scores collections with the values from your own rules card, adds the purity and hand bonuses, and hands out the round's chips.",
            { id: 'games.diams.summary' },
          )}
        </p>
      </li>
    </ul>
  `;
}
