/**
 * <diamonds-trick-view>: who plays next and the trick so far (D-LEAD, D-FOLLOW, D2-TRICK). Between
 * tricks it shows how the last one ended, so the table can check the winner before leading again.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { cardName } from '../../../i18n/cards';
import { SUIT_SYMBOLS, nextSeat, type DiamondsState, type PlayedCard, type TrickRecord } from '../../../rules/diamonds/index';
import { ordinal, playerName } from '../view/names';
import { suitStyles } from '../view/suit-styles';
import { trickViewStyles } from './trick-view.styles';

@customElement('diamonds-trick-view')
@localized()
export class DiamondsTrickView extends LitElement {
  static override styles = [suitStyles, trickViewStyles];

  @property({ attribute: false }) state: DiamondsState | null = null;

  override render(): TemplateResult {
    const state = this.state;
    const round = state?.round;
    if (!state || !round) return html``;
    const seat = nextSeat(state);
    const trick = round.trick;
    const last = state.tricks?.head;
    const lastOfRound = last && last.round === round.index && trick.length === 0 ? last : null;
    const { index, trickNo } = round;
    const { rounds, trickSize } = state.seating;
    const tricks = state.seating.playsPerRound / trickSize;
    const nth = ordinal(trick.length + 1);
    const player = seat === null ? '' : playerName(state, seat);
    return html`<div class="line">
      ${
        seat === null
          ? nothing
          : html`<div class="head">
            <p class="turn" data-testid="to-play">${msg(str`${player} to play`, { id: 'diamonds.trick.to-play' })}</p>
            <p class="meta">
              <span class="round">${msg(str`Round ${index} of ${rounds}`, { id: 'diamonds.deal.title' })} · </span>
              <span>${msg(str`trick ${trickNo} of ${tricks}`, { id: 'diamonds.trick.of' })} ·</span>
              <span>${msg(str`${nth} card of ${trickSize}`, { id: 'diamonds.trick.card-of' })}</span>
            </p>
          </div>`
      }
      ${
        trick.length
          ? html`<ol aria-label=${msg(str`Trick ${trickNo} so far`, { id: 'diamonds.trick.so-far' })}>
            ${trick.map((c) => this.renderCard(state, c))}
          </ol>`
          : html`<p class="empty">
            ${lastOfRound ? this.lastText(state, lastOfRound) : msg('No card played yet in this trick.', { id: 'diamonds.trick.empty' })}
          </p>`
      }
    </div>`;
  }

  private renderCard(state: DiamondsState, c: PlayedCard): TemplateResult {
    return html`<li>
      <span class="who">${playerName(state, c.seat)}</span>
      <span class="card suit-${c.suit}" aria-hidden="true">${c.rank}${SUIT_SYMBOLS[c.suit]}</span>
      <span class="visually-hidden">${cardName(c)}</span>
    </li>`;
  }

  private lastText(state: DiamondsState, t: TrickRecord): string {
    const led = t.cards[0]?.suit;
    let best = t.cards[0];
    for (const c of t.cards) if (c.suit === led && best && c.rank > best.rank) best = c;
    const trick = t.trick;
    const winner = playerName(state, t.winner);
    if (!best) return msg(str`Trick ${trick} went to ${winner}; they lead next.`, { id: 'diamonds.trick.last' });
    const card = cardName(best);
    return msg(str`Trick ${trick} went to ${winner} with ${card}; they lead next.`, { id: 'diamonds.trick.last.card' });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diamonds-trick-view': DiamondsTrickView;
  }
}
