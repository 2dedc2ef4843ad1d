/**
 * <diamonds-fix-card>: "Which card did Cy really play in trick 3?" — the card picker as it stood
 * just before that card (the cards played before it are taken), and Cancel. A tap emits `dl-fix`
 * {index, card}, the log position and the card really played; the screen fixes the log with it
 * (src/rules/diamonds/correct.ts). Tapping the recorded card itself changes nothing: Cancel.
 * Cancel emits `dl-fix-cancel`.
 */
import { LitElement, html, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { cardText } from '../../../i18n/cards';
import { buttonStyles } from '../../shared/control-styles';
import { emit } from '../../shared/events';
import '../card-picker/card-picker';
import type { CardDetail, DiamondsCardPicker } from '../card-picker/card-picker';
import { playerName } from '../view/names';
import type { FixTarget } from './fix-words';
import { fixCardStyles } from './fix-card.styles';

export interface FixDetail {
  index: number;
  card: string;
}

@customElement('diamonds-fix-card')
@localized()
export class DiamondsFixCard extends LitElement {
  static override styles = [buttonStyles, fixCardStyles];

  /** The card to fix (fixTarget in ./fix-words.ts). */
  @property({ attribute: false }) target: FixTarget | null = null;

  override render(): TemplateResult {
    const target = this.target;
    if (!target) return html``;
    const player = playerName(target.before, target.seat);
    const trick = target.trick;
    const round = target.round;
    const recorded = cardText(target.card);
    return html`<h2 id="fix-title">${msg(str`Which card did ${player} really play in trick ${trick} of round ${round}?`, { id: 'diamonds.fix.title' })}</h2>
      <p>${msg(str`Recorded: ${recorded}. Later cards are kept while they still fit.`, { id: 'diamonds.fix.recorded' })}</p>
      <diamonds-card-picker aria-labelledby="fix-title" .state=${target.before} @dl-card=${this.onCard}></diamonds-card-picker>
      <div class="row">
        <button type="button" class="btn" @click=${() => emit(this, 'dl-fix-cancel')}>${msg('Cancel', { id: 'common.cancel' })}</button>
      </div>`;
  }

  private onCard(event: CustomEvent<CardDetail>): void {
    event.stopPropagation();
    const target = this.target;
    if (!target) return;
    if (event.detail.card === target.card) emit(this, 'dl-fix-cancel');
    else emit<FixDetail>(this, 'dl-fix', { index: target.index, card: event.detail.card });
  }

  /** Puts focus on the first card that can be chosen. */
  async focusFirst(): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<DiamondsCardPicker>('diamonds-card-picker')?.focusFirst();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diamonds-fix-card': DiamondsFixCard;
  }
}
