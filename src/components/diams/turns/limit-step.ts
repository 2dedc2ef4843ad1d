/**
 * <diams-limit-step>: M-LIMIT at the end of a turn. The app knows the hand's size, so it says how
 * many cards must go; the player names the surplus diamonds that go face up into the market (the
 * ones seen in the hand are offered first) and counts the special cards discarded.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { HAND_LIMIT, specialsLeft, type Diamond, type TurnsState } from '../../../rules/diams/index';
import { diamsStyles } from '../view/diams-styles';
import { KeptFields } from '../../session/form-drafts';
import { cardsCount } from '../view/labels';
import './card-pad';
import type { CardsChange } from './card-pad';
import { choice, counts } from './choice';
import { seatName, seenInHand } from './labels';
import { sendTurnStep } from './turn-step';
import { turnsStyles } from './turns-styles';
import { ruleText } from '../../shared/rule-tag';

@customElement('diams-limit-step')
@localized()
export class DiamsLimitStep extends LitElement {
  static override styles = [diamsStyles, turnsStyles];

  @property({ attribute: false }) state: TurnsState | null = null;
  @property({ type: Boolean }) busy = false;

  @state() private cards: Diamond[] = [];
  @state() private specials = 0;
  /** Kept as the game's drafts as it is chosen, so a reload finds it again. */
  private readonly kept = new KeptFields(
    this,
    () => 'limit-step',
    () => ({ cards: this.cards, specials: this.specials }),
  );

  override render(): TemplateResult {
    const s = this.state;
    if (!s) return html``;
    const who = seatName(s.config.players, s.seat);
    const hand = s.hands[s.seat] ?? { size: 0, known: [] };
    const surplus = hand.size - HAND_LIMIT;
    const left = Math.min(surplus, specialsLeft(s));
    const given = this.cards.length + this.specials;
    const holds = cardsCount(hand.size);
    return html`<p>
        ${ruleText(
          surplus === 1
            ? msg(
                str`${who} holds ${holds}: one goes before the turn ends (M-LIMIT). Surplus diamonds go face up into the market; surplus special cards are discarded.`,
                {
                  id: 'market.limit.one',
                },
              )
            : msg(
                str`${who} holds ${holds}: ${surplus} go before the turn ends (M-LIMIT). Surplus diamonds go face up into the market; surplus special cards are discarded.`,
                {
                  id: 'market.limit',
                },
              ),
        )}
      </p>
      <diams-card-pad
        label=${msg('The diamonds put into the market', { id: 'market.limit.put' })}
        .max=${surplus - this.specials}
        .cards=${this.cards}
        .suggest=${hand.known}
        suggestLabel=${seenInHand(who)}
        @dl-cards-change=${(e: CustomEvent<CardsChange>) => (this.cards = e.detail.cards)}
      ></diams-card-pad>
      ${
        left > 0
          ? choice('discarded', msg('Special cards discarded', { id: 'market.limit.discarded' }), counts(0, left), this.specials, (n) => (this.specials = n))
          : nothing
      }
      <p class="hint" role="status">${msg(str`${given} of ${surplus} chosen.`, { id: 'market.limit.chosen' })}</p>
      <button type="button" class="btn primary submit" data-action="record-limit" ?disabled=${this.busy || given !== surplus} @click=${this.submit}>
        ${msg(str`Record ${who}'s hand limit`, { id: 'market.limit.record' })}
      </button>`;
  }

  private submit(): void {
    sendTurnStep(this, { type: 'limit', toMarket: this.cards.map((d) => ({ quality: d.quality, pure: d.pure })), discardedSpecials: this.specials });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-limit-step': DiamsLimitStep;
  }
}
