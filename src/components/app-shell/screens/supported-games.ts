/** The games the ledger knows, as shown on the new-game and rules screens. */
import { html, type TemplateResult } from 'lit';

export const supportedGames: TemplateResult = html`
  <ul class="games">
    <li class="card">
      <h2>Diamonds</h2>
      <p class="muted">Mike Fitzgerald, Stronghold Games 2014 · 2 to 6 players</p>
      <p>
        A trick-taking game. The ledger records the deal, the pass and every card played, checks
        that players follow suit, applies each suit's action and keeps the Showroom and Vault
        totals. Variants: two players, teams of two (4 or 6 players) and all cards known
        (2 to 5 players).
      </p>
    </li>
    <li class="card">
      <h2>Diam's</h2>
      <p class="muted">Lionel Borg, Les XII Singes 2011 · round sheets</p>
      <p>
        A set-collection game. After each round the ledger takes each player's safe and hand,
        scores collections with the values from your own rules card, adds the purity and hand
        bonuses, and hands out the round's chips.
      </p>
    </li>
  </ul>
`;
