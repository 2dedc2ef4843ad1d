/**
 * <diams-deck-step mode="draw|refill">: cards coming from the deck.
 * - draw (M-DRAW): one card into the hand (unseen), or two cards face up into the market, named;
 * - refill (M-REFILL): the three cards drawn into an empty market, named.
 * Either way the closing card may come up (M-CLOSING): it is recorded first, set aside, and the
 * cards that replace it are recorded next. A special card that comes up face up goes to the hand
 * of the player whose turn it is and is replaced: it is counted, not named. Once the closing card is
 * out the deck may run out, so fewer cards (or none) can be recorded; the rules say when not.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { MARKET_DRAW_CARDS, REFILL_CARDS, specialsLeft, type Diamond, type TurnsState } from '../../../rules/diams/index';
import { diamsStyles } from '../view/diams-styles';
import { KeptFields } from '../../session/form-drafts';
import './card-pad';
import type { CardsChange } from './card-pad';
import { choice, counts } from './choice';
import { seatName } from './labels';
import { sendTurnStep } from './turn-step';
import { turnsStyles } from './turns-styles';
import { ruleText } from '../../shared/rule-tag';

@customElement('diams-deck-step')
@localized()
export class DiamsDeckStep extends LitElement {
  static override styles = [diamsStyles, turnsStyles];

  @property() mode: 'draw' | 'refill' = 'draw';
  @property({ attribute: false }) state: TurnsState | null = null;
  /** Cards the refill brings (fewer once the deck is known to run out); null when unknown. */
  @property({ attribute: false }) refillCards: number | null = null;
  @property({ type: Boolean }) busy = false;

  @state() private cards: Diamond[] = [];
  @state() private specials = 0;
  /** Kept as the game's drafts as it is chosen, so a reload finds it again. */
  private readonly kept = new KeptFields(
    this,
    () => `deck-step:${this.mode}`,
    () => ({ cards: this.cards, specials: this.specials }),
  );

  override render(): TemplateResult {
    const s = this.state;
    if (!s) return html``;
    const who = seatName(s.config.players, s.seat);
    const want = this.mode === 'draw' ? MARKET_DRAW_CARDS : (this.refillCards ?? REFILL_CARDS);
    const left = specialsLeft(s);
    const closingOut = s.closing !== null;
    return html`
      ${
        s.closingPending
          ? html`<p class="hint">
            ${ruleText(msg('The closing card is set aside (M-CLOSING) and does not count as a card drawn: draw another in its place if the deck has one, then record the cards as usual.', { id: 'market.deck.closing-aside' }))}
          </p>`
          : nothing
      }
      ${
        this.mode === 'draw'
          ? html`<p>${ruleText(msg(str`${who} draws one card into the hand, or two cards face up into the market (M-DRAW).`, { id: 'market.deck.draw' }))}</p>
            <button type="button" class="btn primary submit" data-action="draw-hand" ?disabled=${this.busy} @click=${() => sendTurnStep(this, { type: 'draw', kind: 'hand' })}>
              ${msg(str`One card into ${who}'s hand`, { id: 'market.deck.hand' })}
            </button>
            <h4>${msg('Or two cards face up into the market', { id: 'market.deck.market' })}</h4>`
          : html`<p>
            ${ruleText(
              want === 1
                ? msg('The market is empty: record the card drawn from the deck into it (M-REFILL).', { id: 'market.deck.refill.one' })
                : msg(str`The market is empty: record the ${want} cards drawn from the deck into it (M-REFILL).`, { id: 'market.deck.refill' }),
            )}
          </p>`
      }
      <diams-card-pad
        label=${
          this.mode === 'draw'
            ? msg('The cards drawn into the market', { id: 'market.deck.drawn' })
            : msg('The cards of the refill', { id: 'market.deck.refilled' })
        }
        .max=${want}
        .cards=${this.cards}
        @dl-cards-change=${(e: CustomEvent<CardsChange>) => (this.cards = e.detail.cards)}
      ></diams-card-pad>
      ${
        left > 0
          ? choice(
              `specials-${this.mode}`,
              msg(str`Special cards that came up face up (they go to ${who}'s hand and are replaced)`, { id: 'market.deck.specials' }),
              counts(0, left),
              this.specials,
              (n) => (this.specials = n),
            )
          : nothing
      }
      <button type="button" class="btn primary submit" data-action="record-cards" ?disabled=${this.busy || !this.ready(want, closingOut)} @click=${this.submit}>
        ${
          this.mode === 'draw'
            ? msg('Record the cards drawn into the market', { id: 'market.deck.record' })
            : msg('Record the refill', { id: 'market.deck.record-refill' })
        }
      </button>
      <div class="row step">
        ${
          closingOut
            ? this.mode === 'draw'
              ? html`<button type="button" class="btn" data-action="draw-none" ?disabled=${this.busy} @click=${() => sendTurnStep(this, { type: 'draw', kind: 'none' })}>
                ${msg('Nothing to draw: the deck is empty', { id: 'market.deck.empty' })}
              </button>`
              : nothing
            : html`<button type="button" class="btn" data-action="closing" ?disabled=${this.busy} @click=${() => sendTurnStep(this, { type: 'closing' })}>
              ${msg('The closing card came up', { id: 'market.deck.closing' })}
            </button>`
        }
      </div>
    `;
  }

  /** Two (three) cards; fewer only once the closing card is out, when the deck may run out. */
  private ready(want: number, closingOut: boolean): boolean {
    if (this.cards.length === want) return true;
    return closingOut && (this.cards.length > 0 || this.specials > 0 || this.mode === 'refill');
  }

  private submit(): void {
    const cards = this.cards.map((d) => ({ quality: d.quality, pure: d.pure }));
    const extra = this.specials > 0 ? { specials: this.specials } : {};
    sendTurnStep(this, this.mode === 'draw' ? { type: 'draw', kind: 'market', cards, ...extra } : { type: 'refill', cards, ...extra });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-deck-step': DiamsDeckStep;
  }
}
