/**
 * <diams-market-history>: the round's turns as recorded, each with its reason in plain words and
 * its rule ids (marketLogHistory), grouped by turn — how a table settles "you had to take all the
 * 4s" after the fact.
 */
import { LitElement, html, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, localized } from '@lit/localize';
import type { MarketLogConfig, MarketLogEvent } from '../../../rules/diams/index';
import { marketHistory, type SaidHistoryLine } from '../../../i18n/market-text';
import { diamsStyles } from '../view/diams-styles';
import { seatName, turnTitle } from './labels';
import { ruleText } from '../../shared/rule-tag';
import { marketHistoryStyles } from './market-history.styles';

@customElement('diams-market-history')
@localized()
export class DiamsMarketHistory extends LitElement {
  static override styles = [diamsStyles, marketHistoryStyles];

  @property({ attribute: false }) config: MarketLogConfig | null = null;
  @property({ attribute: false }) events: MarketLogEvent[] = [];

  override render(): TemplateResult {
    if (!this.config) return html``;
    const lines = marketHistory(this.config, this.events);
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
    'diams-market-history': DiamsMarketHistory;
  }
}
