/**
 * <diams-market-action>: M-MARKET — one card from the hand into the market, then what was taken:
 * all the cards of its quality (M-SAME: the app lists them, the card put down included), a
 * selection of other market cards adding up exactly to its quality (M-SUM: only market cards are
 * offered, with the running total), or nothing (M-EMPTY). The rules check the choice when it is
 * recorded and name the rule of a refusal.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import type { Diamond, TurnsState, Take } from '../../../rules/diams/index';
import { diamsStyles } from '../view/diams-styles';
import { KeptFields } from '../../session/form-drafts';
import './card-pad';
import { cardFace, type CardsChange } from './card-pad';
import { choice } from './choice';
import { cardName, cardsText } from '../../../i18n/turns-words';
import { seatName, seenInHand } from './labels';
import { sendTurnStep } from './turn-step';
import { turnsStyles } from './turns-styles';

function takes(): { value: Take; label: string }[] {
  return [
    { value: 'same', label: msg('All of its quality (M-SAME)', { id: 'market.take.same' }) },
    { value: 'sum', label: msg('Cards adding up to it (M-SUM)', { id: 'market.take.sum' }) },
    { value: 'empty', label: msg('Nothing (M-EMPTY)', { id: 'market.take.empty' }) },
  ];
}

@customElement('diams-market-action')
@localized()
export class DiamsMarketAction extends LitElement {
  static override styles = [diamsStyles, turnsStyles];

  @property({ attribute: false }) state: TurnsState | null = null;
  @property({ type: Boolean }) busy = false;

  @state() private put: Diamond[] = [];
  @state() private take: Take = 'same';
  /** Indexes of the market cards taken with M-SUM. */
  @state() private picked: number[] = [];
  /** Kept as the game's drafts as it is chosen, so a reload finds it again. */
  private readonly kept = new KeptFields(
    this,
    () => 'market-action',
    () => ({ put: this.put, take: this.take, picked: this.picked }),
  );

  override render(): TemplateResult {
    const s = this.state;
    if (!s) return html``;
    const who = seatName(s.config.players, s.seat);
    const card = this.put[0];
    return html`
      <diams-card-pad
        label=${msg('The card put into the market', { id: 'market.put.card' })}
        .max=${1}
        .cards=${this.put}
        .suggest=${s.hands[s.seat]?.known ?? []}
        suggestLabel=${seenInHand(who)}
        @dl-cards-change=${(e: CustomEvent<CardsChange>) => (this.put = e.detail.cards)}
      ></diams-card-pad>
      ${choice('take', msg('Then takes', { id: 'market.take' }), takes(), this.take, (t) => {
        this.take = t;
        this.picked = [];
      })}
      ${card ? this.renderTaken(s, card) : nothing}
      <button type="button" class="btn primary submit" data-action="record-market" ?disabled=${this.busy || !card} @click=${this.submit}>
        ${msg(str`Record ${who}'s play`, { id: 'market.record-play' })}
      </button>
    `;
  }

  private renderTaken(s: TurnsState, card: Diamond): TemplateResult {
    const q = card.quality;
    if (this.take === 'empty') return html`<p>${msg(str`The ${q} stays in the market; nothing is taken.`, { id: 'market.take.empty.line' })}</p>`;
    if (this.take === 'same') {
      const taken = cardsText(this.sameCards(s, card));
      return html`<p data-taken>${msg(str`Takes ${taken}: every ${q} in the market, the one put down included.`, { id: 'market.take.same.line' })}</p>`;
    }
    const total = this.picked.reduce((a, i) => a + (s.market[i]?.quality ?? 0), 0);
    if (s.market.length === 0) return html`<p>${msg('The market holds no other card to take.', { id: 'market.take.none' })}</p>`;
    return html`<div class="chips" role="group" aria-label=${msg('Market cards taken (the card put down stays)', { id: 'market.take.group' })}>
        ${s.market.map(
          (d, i) => html`<button
            type="button"
            class="chip ${d.pure ? 'pure' : ''}"
            data-market=${i}
            aria-pressed=${this.picked.includes(i) ? 'true' : 'false'}
            aria-label=${msg(str`Take ${cardName(d)}`, { id: 'market.take.card' })}
            @click=${() => this.toggle(i)}
          >
            ${cardFace(d)}
          </button>`,
        )}
      </div>
      <p role="status">${msg(str`Taken so far: ${total} of ${q}.`, { id: 'market.take.so-far' })}</p>`;
  }

  private sameCards(s: TurnsState, card: Diamond): Diamond[] {
    return [...s.market.filter((d) => d.quality === card.quality), card];
  }

  private toggle(i: number): void {
    this.picked = this.picked.includes(i) ? this.picked.filter((x) => x !== i) : [...this.picked, i];
  }

  private submit(): void {
    const s = this.state;
    const card = this.put[0];
    if (!s || !card) return;
    const taken = this.take === 'same' ? this.sameCards(s, card) : this.take === 'sum' ? this.picked.flatMap((i) => s.market[i] ?? []) : [];
    sendTurnStep(this, { type: 'market', card, take: this.take, taken: taken.map((d) => ({ quality: d.quality, pure: d.pure })) });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-market-action': DiamsMarketAction;
  }
}
