/**
 * <diams-market-table>: what is public at the table during a round played turn by turn (M-SECRET):
 * the market's exact contents, each player's hand size (and the cards seen going into it), each
 * safe's collections with its public history, the special cards gone, and — once the closing card
 * is out — who still plays (M-CLOSING). Its children (the step being recorded) come right after
 * the market, where a phone shows them without scrolling past every player.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { stillToPlay, type TurnsState, type SafeCollection } from '../../../rules/diams/index';
import { diamsStyles } from '../view/diams-styles';
import { cardsCount } from '../view/labels';
import { cardFace } from './card-pad';
import { formatList } from '../../../i18n/format';
import { specialTitle } from '../../../i18n/turns-words';
import { countdownText, handText, safeChangeText, seatName } from './labels';
import { turnsStyles } from './turns-styles';
import { ruleText } from '../../shared/rule-tag';
import { marketTableStyles } from './market-table.styles';

function collectionText(c: SafeCollection): string {
  const n = c.pure;
  const pure =
    n === null
      ? msg('magnifiers not shown', { id: 'market.collection.hidden' })
      : n === 0
        ? msg('no magnifier', { id: 'market.collection.none' })
        : msg(str`${n} with the magnifier`, { id: 'market.collection.pure' });
  const { count, quality } = c;
  return msg(str`${count} × ${quality} (${pure})`, { id: 'market.collection' });
}

@customElement('diams-market-table')
@localized()
export class DiamsMarketTable extends LitElement {
  static override styles = [diamsStyles, turnsStyles, marketTableStyles];

  @property({ attribute: false }) state: TurnsState | null = null;

  override render(): TemplateResult {
    const s = this.state;
    if (!s) return html``;
    const players = s.config.players;
    const countdown = countdownText(stillToPlay(s), players);
    const gone = s.specials.played.map(specialTitle);
    const discarded = s.specials.discarded;
    const played = gone.length === 0 ? msg('none', { id: 'market.specials.none' }) : formatList(gone, 'plain');
    const pile = s.pile;
    return html`
      ${countdown ? html`<p class="countdown" data-countdown>${ruleText(countdown)}</p>` : nothing}
      <h3 id="market-title">
        ${s.market.length === 0 ? msg('Market: empty', { id: 'market.title.empty' }) : msg(str`Market: ${cardsCount(s.market.length)}`, { id: 'market.title' })}
      </h3>
      ${
        s.market.length === 0
          ? nothing
          : html`<ul class="market" aria-labelledby="market-title" data-market-cards>
            ${s.market.map((d) => html`<li class="card-face ${d.pure ? 'pure' : ''}">${cardFace(d)}</li>`)}
          </ul>`
      }
      <slot></slot>
      <h3>${msg('Players', { id: 'shell.title.players' })}</h3>
      <ul class="players">
        ${players.map((_, seat) => this.renderPlayer(s, seat))}
      </ul>
      <p class="hint">
        ${
          discarded > 0
            ? msg(str`Special cards played: ${played}; ${discarded} discarded at the hand limit.`, { id: 'market.specials.discarded' })
            : msg(str`Special cards played: ${played}.`, { id: 'market.specials' })
        }
        ${pile === null ? '' : msg(str`Cards left in the deck: ${pile}.`, { id: 'market.pile' })}
      </p>
    `;
  }

  private renderPlayer(s: TurnsState, seat: number): TemplateResult {
    const players = s.config.players;
    const safe = s.safes[seat] ?? { collections: [], history: [] };
    const hand = s.hands[seat] ?? { size: 0, known: [] };
    const now = seat === s.seat && s.phase !== 'over';
    return html`<li class="card player ${now ? 'now' : ''}" data-seat=${seat}>
      <p><strong>${seatName(players, seat)}</strong>${now ? html` <span class="hint">${msg('(to play)', { id: 'market.to-play' })}</span>` : nothing}</p>
      <p data-hand>${msg(str`Hand: ${handText(hand)}`, { id: 'market.hand' })}</p>
      <p data-safe>
        ${
          safe.collections.length === 0
            ? msg('Safe: empty', { id: 'market.safe.empty' })
            : msg(str`Safe: ${formatList(safe.collections.map(collectionText), 'clauses')}`, { id: 'market.safe' })
        }
      </p>
      ${
        safe.history.length === 0
          ? nothing
          : html`<details>
            <summary>
              ${msg('Safe history', { id: 'market.safe.history' })}<span class="visually-hidden">
                ${msg(str`of ${seatName(players, seat)}`, { id: 'market.safe.history.of' })}</span
              >
            </summary>
            <ol>
              ${safe.history.map((c) => html`<li>${safeChangeText(c, players)}</li>`)}
            </ol>
          </details>`
      }
    </li>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-market-table': DiamsMarketTable;
  }
}
