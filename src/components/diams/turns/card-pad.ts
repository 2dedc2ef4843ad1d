/**
 * <diams-card-pad>: names diamonds seen face up, one tap each: a quality button per quality and a
 * "magnifier" toggle for the next card (exceptional purity, M-QUALITY). Cards the app already
 * knows of (the market's, a hand's seen ones) are offered as chips above the pad, so the usual
 * choice is one tap. The chosen cards are listed below, each removable.
 *
 * The cards are owned by the parent: every change emits `dl-cards-change` {cards}.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { QUALITIES, type Diamond } from '../../../rules/diams/index';
import { emit } from '../../shared/events';
import { diamsStyles } from '../view/diams-styles';
import { KeptFields } from '../../session/form-drafts';
import { formatList } from '../../../i18n/format';
import { cardName, cardText } from '../../../i18n/turns-words';
import { turnsStyles } from './turns-styles';

export interface CardsChange {
  cards: Diamond[];
}

/** A card's face, "4 ◎", with its accessible name ("4 with the magnifier"). */
export function cardFace(d: Diamond): TemplateResult {
  return html`<span aria-hidden="true">${d.quality}${d.pure ? ' ◎' : ''}</span><span class="visually-hidden">${cardName(d)}</span>`;
}

@customElement('diams-card-pad')
@localized()
export class DiamsCardPad extends LitElement {
  static override styles = [diamsStyles, turnsStyles];

  /** What the cards are, e.g. "The two cards drawn into the market": the group's name. */
  @property() label = '';
  @property({ type: Number }) max = 1;
  @property({ attribute: false }) cards: Diamond[] = [];
  /** Cards to offer first (each chip adds one). */
  @property({ attribute: false }) suggest: Diamond[] = [];
  /** What the suggested cards are: "In the market", "Seen in Ann's hand". */
  @property() suggestLabel = '';

  @state() private magnifier = false;
  /** Kept as the game's drafts as it is chosen, so a reload finds it again. */
  private readonly kept = new KeptFields(
    this,
    () => `card-pad:${this.label}`,
    () => ({ magnifier: this.magnifier }),
  );

  override render(): TemplateResult {
    const full = this.cards.length >= this.max;
    const id = 'pad';
    return html`<fieldset aria-describedby="${id}-count">
      <legend>${this.label}</legend>
      ${this.suggest.length > 0 ? this.renderSuggest(full) : nothing}
      <div class="row">
        <button
          type="button"
          class="toggle"
          aria-pressed=${this.magnifier ? 'true' : 'false'}
          ?disabled=${full}
          @click=${() => (this.magnifier = !this.magnifier)}
        >
          ◎ ${msg('Magnifier', { id: 'market.pad.magnifier' })}<span class="visually-hidden"> ${msg('on the next card', { id: 'market.pad.next' })}</span>
        </button>
      </div>
      <div class="pad" role="group" aria-label=${msg(str`Quality of the next card: ${this.label}`, { id: 'market.pad.group' })}>
        ${QUALITIES.map(
          (q) => html`<button
            type="button"
            data-quality=${q}
            ?disabled=${full}
            aria-label=${
              this.magnifier ? msg(str`Add a ${q} with the magnifier`, { id: 'market.pad.add.pure' }) : msg(str`Add a ${q}`, { id: 'market.pad.add' })
            }
            @click=${() => this.add({ quality: q, pure: this.magnifier })}
          >
            ${q}
          </button>`,
        )}
      </div>
      ${
        this.cards.length === 0
          ? nothing
          : html`<ul class="chips" aria-label=${msg('Chosen (tap to remove)', { id: 'market.pad.chosen' })}>
            ${this.cards.map(
              (d, i) => html`<li>
                <button type="button" class="chip ${d.pure ? 'pure' : ''}" data-remove=${i} aria-label=${msg(str`Remove ${cardName(d)}`, { id: 'market.pad.remove' })} @click=${() => this.removeCard(i)}>
                  ${cardFace(d)} <span aria-hidden="true">×</span>
                </button>
              </li>`,
            )}
          </ul>`
      }
      <p class="hint" id="${id}-count">${this.countText()}</p>
    </fieldset>`;
  }

  /** "2 of 2 chosen: 4 and 7." */
  private countText(): string {
    const n = this.cards.length;
    const max = this.max;
    if (!n) return msg(str`${n} of ${max} chosen.`, { id: 'market.pad.count' });
    const cards = formatList(this.cards.map(cardText), 'plain');
    return msg(str`${n} of ${max} chosen: ${cards}.`, { id: 'market.pad.count.cards' });
  }

  private renderSuggest(full: boolean): TemplateResult {
    return html`<div class="chips" role="group" aria-label=${this.suggestLabel || msg('Known cards', { id: 'market.pad.known' })}>
      <span class="hint">${this.suggestLabel}:</span>
      ${this.suggest.map(
        (
          d,
        ) => html`<button type="button" class="chip ${d.pure ? 'pure' : ''}" data-suggest=${`${d.quality}${d.pure ? 'p' : ''}`} ?disabled=${full} @click=${() => this.add(d)}>
          ${cardFace(d)}
        </button>`,
      )}
    </div>`;
  }

  private add(card: Diamond): void {
    if (this.cards.length >= this.max) return;
    this.magnifier = false;
    emit<CardsChange>(this, 'dl-cards-change', { cards: [...this.cards, card] });
  }

  private async removeCard(index: number): Promise<void> {
    emit<CardsChange>(this, 'dl-cards-change', { cards: this.cards.filter((_, i) => i !== index) });
    // Focus stays in the list (or goes back to the pad), so a keyboard user is not lost. The
    // parent renders the new list first: wait a task for it, then for this element's update.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await this.updateComplete;
    const chips = this.renderRoot.querySelectorAll<HTMLButtonElement>('button[data-remove]');
    (chips[Math.min(index, chips.length - 1)] ?? this.renderRoot.querySelector<HTMLButtonElement>('.pad button:not(:disabled)'))?.focus();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-card-pad': DiamsCardPad;
  }
}
