/**
 * <diams-turns-history>: the round's turns as recorded, each with its reason in plain words and
 * its rule ids (turnsHistory), grouped by turn — how a table settles "you had to take all the
 * 4s" after the fact.
 */
import { LitElement, html, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, localized } from '@lit/localize';
import type { TurnsConfig, TurnStep } from '../../../rules/diams/index';
import { turnsHistoryText, type SaidHistoryLine } from '../../../i18n/turns-text';
import { diamsStyles } from '../view/diams-styles';
import { seatName, turnTitle } from './labels';
import { ruleText } from '../../shared/rule-tag';
import { turnsHistoryStyles } from './turns-history.styles';

@customElement('diams-turns-history')
@localized()
export class DiamsTurnsHistory extends LitElement {
  static override styles = [diamsStyles, turnsHistoryStyles];

  @property({ attribute: false }) config: TurnsConfig | null = null;
  @property({ attribute: false }) events: TurnStep[] = [];

  override render(): TemplateResult {
    if (!this.config) return html``;
    const lines = turnsHistoryText(this.config, this.events);
    if (lines.length === 0) return html`<p class="muted">${msg('Nothing recorded yet this round.', { id: 'market.history.empty' })}</p>`;
    return html`<ol>
      ${lines.map((line) => this.renderLine(line))}
    </ol>`;
  }

  private renderLine(line: SaidHistoryLine): TemplateResult {
    const who = seatName(this.config?.players ?? [], line.seat);
    return html`<li data-index=${line.index}><span class="who">${turnTitle(line.turn)} · ${who}:</span> ${ruleText(line.text)}</li>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-turns-history': DiamsTurnsHistory;
  }
}
