/**
 * <diamonds-card-picker>: every card of the variant's deck in four suit rows (D-DECK, DP). One tap
 * emits `dl-card` with the card's code; the screen records it. Cards already played this round are
 * disabled; players who have shown out of a suit this round are named on its row (a later card of
 * that suit from them would prove a revoke, D-FOLLOW).
 *
 * Each key's accessible name is the card's full name ("10 of Hearts"): its visible text is only the
 * rank, which the row's label completes for sighted players.
 *
 * From the keyboard the 60 keys are one Tab stop (a roving tabindex: the last key focused, or the
 * first still playable): the arrow keys move between them as they are laid out (left and right
 * through the deck, up and down to the nearest key of the line above or below), Home and End to
 * the first and last of a suit, Ctrl+Home and Ctrl+End to the first and last of the deck. Without
 * it, 15♣ was 59 Tabs from 1♦.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { getLocale } from '../../../i18n/localization';
import { cardName, suitName } from '../../../i18n/cards';
import { SUITS, SUIT_SYMBOLS, deckCards, type Card, type DiamondsState, type Suit } from '../../../rules/diamonds/index';
import { emit } from '../../shared/events';
import { focusQuietly } from '../../shared/focus';
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
   * Another seat's turn, on a follower's phone at a live table: the keys look it (dimmed, and
   * aria-disabled), but a tap still goes to the table, whose refusal says whose turn it is.
   */
  @property({ type: Boolean }) waiting = false;

  /**
   * The deck only changes with the game and its names with the language, so the keys are built
   * once for both: a recorded card then re-renders 60 keys without naming 60 cards again.
   */
  private deckFor: { config: DiamondsState['config']; locale: string } | null = null;
  /** The key that holds the Tab stop, once the keyboard has been on one. */
  private stop: string | null = null;
  private deck: Key[][] = [];

  private rows(state: DiamondsState): Key[][] {
    const locale = getLocale();
    if (this.deckFor?.config !== state.config || this.deckFor.locale !== locale) {
      const cards = deckCards(state.config.variant, state.seating.players);
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
    const playable = (key: Key, si: number) => ((state.round?.played[si] ?? 0) & key.bit) === 0;
    const keys = rows.flatMap((row, si) => row.filter((key) => playable(key, si)));
    const stop = keys.find((key) => key.code === this.stop)?.code ?? keys[0]?.code ?? null;
    return html`<div class="keys" @keydown=${this.onKey} @focusin=${this.onFocus}>${SUITS.map((suit, i) => this.renderRow(state, suit, i, rows[i] ?? [], led === suit, outs[i]?.names ?? [], stop))}</div>
      ${
        outs.some((o) => o.names.length)
          ? html`<p class="outs" aria-hidden="true">
            ${outs.map(({ suit, names }) =>
              names.length
                ? html`<span class="out suit-${suit}"
                    ><span class="sym">${SUIT_SYMBOLS[suit]}</span> ${msg(str`Shown out: ${listNames(names)}`, { id: 'diamonds.picker.shown-out' })}</span
                  >`
                : nothing,
            )}
          </p>`
          : nothing
      }`;
  }

  /** Players who have shown out of the `si`-th suit this round. */
  private shownOut(state: DiamondsState, si: number): string[] {
    const round = state.round;
    const out: string[] = [];
    if (round) {
      for (let seat = 0; seat < state.seating.players; seat++) {
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
  private renderRow(state: DiamondsState, suit: Suit, si: number, keys: Key[], isLed: boolean, out: string[], stop: string | null): TemplateResult {
    const played = state.round?.played[si] ?? 0;
    const id = `suit-${suit}`;
    const locked = this.locked || this.waiting ? 'true' : nothing;
    return html`<div class="row ${this.locked ? 'locked' : ''} ${this.waiting ? 'waiting' : ''}" role="group" aria-labelledby=${id}>
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
          tabindex=${key.code === stop ? '0' : '-1'}
          ?disabled=${(played & key.bit) !== 0}
          aria-disabled=${locked}
          @click=${this.onTap}
        >
          ${key.rank}
        </button>`,
      )}
    </div>`;
  }

  /** The focused key takes the Tab stop; set here rather than by a render, which focus may come in the middle of. */
  private onFocus(event: FocusEvent): void {
    const focused = event.target as HTMLElement;
    const card = focused.dataset?.card;
    if (!card || focused.tabIndex === 0) return;
    this.stop = card;
    for (const key of this.renderRoot.querySelectorAll<HTMLElement>('button[data-card][tabindex="0"]')) key.tabIndex = -1;
    focused.tabIndex = 0;
  }

  /** The arrow keys, Home and End move focus among the playable keys (see the class's comment). */
  private onKey(event: KeyboardEvent): void {
    const from = event.target as HTMLButtonElement;
    if (!from.dataset.card) return;
    const keys = [...this.renderRoot.querySelectorAll<HTMLButtonElement>('button[data-card]:not(:disabled)')];
    const at = keys.indexOf(from);
    const suitOf = (b: HTMLButtonElement) => b.closest('.row');
    let to: HTMLElement | undefined;
    switch (event.key) {
      case 'ArrowRight':
        to = keys[at + 1];
        break;
      case 'ArrowLeft':
        to = keys[at - 1];
        break;
      case 'ArrowDown':
      case 'ArrowUp':
        to = nearestLine(from, keys, event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Home':
        to = event.ctrlKey ? keys[0] : keys.find((b) => suitOf(b) === suitOf(from));
        break;
      case 'End':
        to = event.ctrlKey ? keys.at(-1) : keys.filter((b) => suitOf(b) === suitOf(from)).at(-1);
        break;
      default:
        return;
    }
    event.preventDefault();
    to?.focus();
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

  /** Puts focus on the keys' Tab stop: the key last focused, or the first card that can still be played. */
  focusFirst(options: { preventScroll?: boolean } = {}): void {
    // Asked after a paint: by then the keys may not be on the page (yet, or any more).
    if (!this.isConnected || !this.hasUpdated) return;
    const stop = this.renderRoot.querySelector<HTMLButtonElement>('button[data-card][tabindex="0"]');
    if (stop) focusQuietly(stop, options);
  }
}

/**
 * The key of the line of keys above (`direction` -1) or below (1) `from`, as laid out on screen,
 * nearest to it across: a suit takes two lines on a phone and one on a wide screen.
 */
function nearestLine(from: HTMLElement, keys: readonly HTMLElement[], direction: 1 | -1): HTMLElement | undefined {
  const box = from.getBoundingClientRect();
  const middle = (r: DOMRect) => r.left + r.width / 2;
  const lines = keys
    .map((key) => ({ key, r: key.getBoundingClientRect() }))
    .filter(({ r }) => (direction === 1 ? r.top >= box.bottom - 1 : r.bottom <= box.top + 1));
  if (lines.length === 0) return undefined;
  const edge = direction === 1 ? Math.min(...lines.map(({ r }) => r.top)) : Math.max(...lines.map(({ r }) => r.bottom));
  const line = lines.filter(({ r }) => (direction === 1 ? r.top < edge + r.height / 2 : r.bottom > edge - r.height / 2));
  line.sort((a, b) => Math.abs(middle(a.r) - middle(box)) - Math.abs(middle(b.r) - middle(box)));
  return line[0]?.key;
}

function keyOf(card: Card): Key {
  return { code: card.suit + card.rank, rank: card.rank, bit: 1 << card.rank, label: cardName(card) };
}

declare global {
  interface HTMLElementTagNameMap {
    'diamonds-card-picker': DiamondsCardPicker;
  }
}
