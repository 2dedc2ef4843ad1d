/**
 * <diams-limit-step>: M-LIMIT at the end of a turn. The app knows the hand's size, so it says how
 * many cards must go; the player names the surplus diamonds that go face up into the market (the
 * ones seen in the hand are offered first) and counts the special cards discarded.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { HAND_LIMIT, SPECIAL_CARDS, type Diamond, type MarketLogState } from '../../rules/diams/index.js';
import { diamsStyles } from '../diams/view/styles.js';
import { plural } from '../diams/view/labels.js';
import './card-pad.js';
import type { CardsChange } from './card-pad.js';
import { choice, counts } from './choice.js';
import { seatName } from './labels.js';
import { sendMarketEvent } from './market-event.js';
import { marketStyles } from './styles.js';

@customElement('diams-limit-step')
export class DiamsLimitStep extends LitElement {
  static override styles = [diamsStyles, marketStyles];

  @property({ attribute: false }) state: MarketLogState | null = null;
  @property({ type: Boolean }) busy = false;

  @state() private cards: Diamond[] = [];
  @state() private specials = 0;

  override render(): TemplateResult {
    const s = this.state;
    if (!s) return html``;
    const who = seatName(s.config.players, s.seat);
    const hand = s.hands[s.seat] ?? { size: 0, known: [] };
    const surplus = hand.size - HAND_LIMIT;
    const left = Math.min(surplus, SPECIAL_CARDS - s.specials.played.length - s.specials.discarded);
    const given = this.cards.length + this.specials;
    return html`<p>
        ${who} holds ${plural(hand.size, 'card')}: ${surplus === 1 ? 'one goes' : `${surplus} go`} before the turn ends (M-LIMIT). Surplus diamonds go face up
        into the market; surplus special cards are discarded.
      </p>
      <diams-card-pad
        label="The diamonds put into the market"
        .max=${surplus - this.specials}
        .cards=${this.cards}
        .suggest=${hand.known}
        suggestLabel=${`Seen in ${who}'s hand`}
        @dl-cards-change=${(e: CustomEvent<CardsChange>) => (this.cards = e.detail.cards)}
      ></diams-card-pad>
      ${left > 0 ? choice('discarded', 'Special cards discarded', counts(0, left), this.specials, (n) => (this.specials = n)) : nothing}
      <p class="hint" role="status">${given} of ${surplus} chosen.</p>
      <button type="button" class="btn primary submit" data-action="record-limit" ?disabled=${this.busy || given !== surplus} @click=${this.submit}>
        Record ${who}'s hand limit
      </button>`;
  }

  private submit(): void {
    sendMarketEvent(this, { type: 'limit', toMarket: this.cards.map((d) => ({ quality: d.quality, pure: d.pure })), discardedSpecials: this.specials });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-limit-step': DiamsLimitStep;
  }
}
