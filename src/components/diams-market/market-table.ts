/**
 * <diams-market-table>: what is public at the table during a round played turn by turn (M-SECRET):
 * the market's exact contents, each player's hand size (and the cards seen going into it), each
 * safe's collections with its public history, the special cards gone, and — once the closing card
 * is out — who still plays (M-CLOSING). Its children (the step being recorded) come right after
 * the market, where a phone shows them without scrolling past every player.
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { stillToPlay, type MarketLogState, type SafeCollection } from '../../rules/diams/index.js';
import { diamsStyles } from '../diams/view/styles.js';
import { plural } from '../diams/view/labels.js';
import { cardFace } from './card-pad.js';
import { countdownText, handText, safeChangeText, seatName, SPECIAL_TITLES } from './labels.js';
import { marketStyles } from './styles.js';

function collectionText(c: SafeCollection): string {
  const pure = c.pure === null ? 'magnifiers not shown' : c.pure === 0 ? 'no magnifier' : `${c.pure} with the magnifier`;
  return `${c.count} × ${c.quality} (${pure})`;
}

@customElement('diams-market-table')
export class DiamsMarketTable extends LitElement {
  static override styles = [
    diamsStyles,
    marketStyles,
    css`
      .market {
        display: flex;
        flex-wrap: wrap;
        gap: 0.375rem;
        list-style: none;
        margin: 0 0 0.75rem;
        padding: 0;
      }
      .countdown {
        font-weight: 700;
        border-left: 6px solid var(--mx-accent);
        padding-left: 0.5rem;
      }
      .players {
        list-style: none;
        margin: 0;
        padding: 0;
      }
      .player {
        margin: 0 0 0.5rem;
        padding: 0.5rem 0.75rem;
      }
      .player.now {
        border-width: 3px;
        border-color: var(--mx-accent);
      }
      .player p {
        margin: 0 0 0.25rem;
      }
      details > summary {
        min-height: 44px;
        display: flex;
        align-items: center;
        cursor: pointer;
      }
      details ol {
        margin: 0 0 0.25rem;
        padding-left: 1.25rem;
      }
    `,
  ];

  @property({ attribute: false }) state: MarketLogState | null = null;

  override render(): TemplateResult {
    const s = this.state;
    if (!s) return html``;
    const players = s.config.players;
    const countdown = countdownText(stillToPlay(s), players);
    const gone = s.specials.played.map((n) => SPECIAL_TITLES[n]);
    return html`
      ${countdown ? html`<p class="countdown" data-countdown>${countdown}</p>` : nothing}
      <h3 id="market-title">Market: ${s.market.length === 0 ? 'empty' : plural(s.market.length, 'card')}</h3>
      ${s.market.length === 0
        ? nothing
        : html`<ul class="market" aria-labelledby="market-title" data-market-cards>
            ${s.market.map((d) => html`<li class="card-face ${d.pure ? 'pure' : ''}">${cardFace(d)}</li>`)}
          </ul>`}
      <slot></slot>
      <h3>Players</h3>
      <ul class="players">
        ${players.map((_, seat) => this.renderPlayer(s, seat))}
      </ul>
      <p class="hint">
        Special cards played: ${gone.length === 0 ? 'none' : gone.join(', ')}${s.specials.discarded > 0 ? `; ${s.specials.discarded} discarded at the hand limit` : ''}.
        ${s.pile === null ? '' : `Cards left in the deck: ${s.pile}.`}
      </p>
    `;
  }

  private renderPlayer(s: MarketLogState, seat: number): TemplateResult {
    const players = s.config.players;
    const safe = s.safes[seat] ?? { collections: [], history: [] };
    const hand = s.hands[seat] ?? { size: 0, known: [] };
    const now = seat === s.seat && s.phase !== 'over';
    return html`<li class="card player ${now ? 'now' : ''}" data-seat=${seat}>
      <p><strong>${seatName(players, seat)}</strong>${now ? html` <span class="hint">(to play)</span>` : nothing}</p>
      <p data-hand>Hand: ${handText(hand)}</p>
      <p data-safe>Safe: ${safe.collections.length === 0 ? 'empty' : safe.collections.map(collectionText).join('; ')}</p>
      ${safe.history.length === 0
        ? nothing
        : html`<details>
            <summary>Safe history<span class="visually-hidden"> of ${seatName(players, seat)}</span></summary>
            <ol>
              ${safe.history.map((c) => html`<li>${safeChangeText(c, players)}</li>`)}
            </ol>
          </details>`}
    </li>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-market-table': DiamsMarketTable;
  }
}
