/**
 * <diamonds-card-picker>: every card of the variant's deck in four suit rows (D-DECK, DP). One tap
 * emits `dl-card` with the card's code; the screen records it. Cards already played this round are
 * disabled; players who have shown out of a suit this round are named on its row (a later card of
 * that suit from them would prove a revoke, D-FOLLOW).
 *
 * Each key's accessible name is the card's full name ("10 of Hearts"): its visible text is only the
 * rank, which the row's label completes for sighted players.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { getLocale } from '../../../i18n/localization';
import { cardName, suitName } from '../../../i18n/cards';
import { SUITS, SUIT_SYMBOLS, deckCards, type Card, type DiamondsState, type Suit } from '../../../rules/diamonds/index';
import { emit } from '../../shared/events';
import { listNames, playerName } from '../view/names';
import { suitStyles } from '../view/suit-styles';
import { pickerStyles } from './card-picker.styles';

export interface CardDetail {
  card: string;
}

/** A key of the deck: what its button shows and says, worked out once per deck and language. */
interface Key {
  code: string;
  rank: number;
  bit: number;
  label: string;
}

@customElement('diamonds-card-picker')
@localized()
export class DiamondsCardPicker extends LitElement {
  static override styles = [suitStyles, pickerStyles];

  @property({ attribute: false }) state: DiamondsState | null = null;
  /** True while no card may be recorded (a Clubs choice is pending, or no round is being played). */
  @property({ type: Boolean }) locked = false;


  /**
   * The deck only changes with the game and its names with the language, so the keys are built
   * once for both: a recorded card then re-renders 60 keys without naming 60 cards again.
   */
  private deckFor: { config: DiamondsState['config']; locale: string } | null = null;
  private deck: Key[][] = [];

  private rows(state: DiamondsState): Key[][] {
    const locale = getLocale();
    if (this.deckFor?.config !== state.config || this.deckFor.locale !== locale) {
      const cards = deckCards(state.config.variant, state.table.players);
      this.deck = SUITS.map((suit) => cards.filter((c) => c.suit === suit).map(keyOf));
      this.deckFor = { config: state.config, locale };
    }
    return this.deck;
  }

  override render(): TemplateResult {
    const state = this.state;
    if (!state) return html``;
    const rows = this.rows(state);
    const led = state.round?.trick[0]?.suit ?? null;
    const outs = SUITS.map((suit, si) => ({ suit, names: this.shownOut(state, si) }));
    return html`${SUITS.map((suit, i) => this.renderRow(state, suit, i, rows[i] ?? [], led === suit, outs[i]?.names ?? []))}
      ${outs.some((o) => o.names.length)
        ? html`<p class="outs" aria-hidden="true">
            ${outs.map(({ suit, names }) =>
              names.length
                ? html`<span class="out suit-${suit}"
                    ><span class="sym">${SUIT_SYMBOLS[suit]}</span> ${msg(str`Shown out: ${listNames(names)}`, { id: 'diamonds.picker.shown-out' })}</span
                  >`
                : nothing,
            )}
          </p>`
        : nothing}`;
  }

  /** Players who have shown out of the `si`-th suit this round. */
  private shownOut(state: DiamondsState, si: number): string[] {
    const round = state.round;
    const out: string[] = [];
    if (round) {
      for (let seat = 0; seat < state.table.players; seat++) {
        if ((round.showOut[seat * 4 + si] ?? 0) > 0) out.push(playerName(state, seat));
      }
    }
    return out;
  }

  /**
   * One suit: its label and its keys in one grid, so that on a phone the label takes the free cell
   * after rank 15 and the suit needs no line of its own. Who has shown out is said in the group for
   * screen readers; sighted players read it under the keys (`.outs`), where it moves no key.
   */
  private renderRow(state: DiamondsState, suit: Suit, si: number, keys: Key[], isLed: boolean, out: string[]): TemplateResult {
    const played = state.round?.played[si] ?? 0;
    const id = `suit-${suit}`;
    const locked = this.locked ? 'true' : nothing;
    return html`<div class="row ${this.locked ? 'locked' : ''}" role="group" aria-labelledby=${id}>
      <p class="label suit-${suit} ${isLed ? 'is-led' : ''}" id=${id}>
        <span><span class="sym" aria-hidden="true">${SUIT_SYMBOLS[suit]}</span> <span class="name">${suitName(suit)}</span></span>
        ${isLed ? html`<span class="led">${msg('led', { id: 'diamonds.picker.led' })}</span>` : nothing}
        ${out.length ? html`<span class="visually-hidden">${msg(str`Shown out: ${listNames(out)}`, { id: 'diamonds.picker.shown-out' })}</span>` : nothing}
      </p>
      ${keys.map(
        (key) => html`<button
          type="button"
          class="suit-${suit}"
          data-card=${key.code}
          aria-label=${key.label}
          ?disabled=${(played & key.bit) !== 0}
          aria-disabled=${locked}
          @click=${this.onTap}
        >
          ${key.rank}
        </button>`,
      )}
    </div>`;
  }

  /** The card pressed last from the keyboard: once it shows as played, focus moves on to the next card. */
  private tapped: string | null = null;

  private onTap(event: MouseEvent): void {
    if (this.locked) return;
    const card = (event.currentTarget as HTMLElement).dataset.card;
    if (!card) return;
    // A click from Enter or Space has no click count (detail 0). Only a keyboard user needs focus
    // moved on; a finger or a mouse does not, and moving it costs a tap a layout before it shows.
    this.tapped = event.detail === 0 ? card : null;
    emit<CardDetail>(this, 'dl-card', { card });
  }

  protected override updated(): void {
    const code = this.tapped;
    if (!code) return;
    const buttons = [...this.renderRoot.querySelectorAll<HTMLButtonElement>('button')];
    const at = buttons.findIndex((b) => b.dataset.card === code);
    const button = buttons[at];
    if (!button?.disabled) return;
    this.tapped = null;
    // A disabled button cannot keep focus: keyboard users would be thrown back to the page's top.
    // Only move it if it was on the tapped card (or lost), never away from something else.
    const active = this.shadowRoot?.activeElement;
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (active !== button && !(lost && !active)) return;
    const next = [...buttons.slice(at + 1), ...buttons.slice(0, at)].find((b) => !b.disabled);
    next?.focus({ preventScroll: true });
  }

  /** Puts focus on the first card that can still be played. */
  focusFirst(): void {
    this.renderRoot.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }
}

function keyOf(card: Card): Key {
  return { code: card.suit + card.rank, rank: card.rank, bit: 1 << card.rank, label: cardName(card) };
}

declare global {
  interface HTMLElementTagNameMap {
    'diamonds-card-picker': DiamondsCardPicker;
  }
}
