/**
 * <diamonds-history-panel>: every event of the log with what it did and why (the engine's own
 * reasons), newest round last. The log is replayed only while the panel is shown, so a long game
 * costs nothing on each tap. With `fixable`, every card has a "Fix" button that emits
 * `dl-fix-request` {index} (its log position): the screen asks which card was really played.
 */
import { LitElement, html, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { emit } from '../../shared/events';
import { buttonStyles } from '../../shared/control-styles';
import { getLocale } from '../../../i18n/localization';
import type { DiamondsConfig, DiamondsEvent } from '../../../rules/diamonds/index';
import { historyOf, type HistoryEntry } from '../view/history';
import { suitStyles } from '../view/suit-styles';
import { ruleText } from '../../shared/rule-tag';
import { ruleTagStyles } from '../../shared/rule-tag-styles';
import { historyPanelStyles } from './history-panel.styles';

@customElement('diamonds-history-panel')
@localized()
export class DiamondsHistoryPanel extends LitElement {
  static override styles = [suitStyles, buttonStyles, ruleTagStyles, historyPanelStyles];

  @property({ attribute: false }) config: DiamondsConfig | null = null;
  @property({ attribute: false }) events: readonly DiamondsEvent[] = [];
  /** Each card recorded offers a fix (not on a followed game: the log is the host's). */
  @property({ type: Boolean }) fixable = false;

  private entries: HistoryEntry[] = [];
  /** The language the entries were written in: a change of language writes them again. */
  private entriesLocale = '';

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('config') || changed.has('events') || this.entriesLocale !== getLocale()) {
      this.entriesLocale = getLocale();
      this.entries = this.config ? historyOf(this.config, this.events) : [];
    }
  }

  override render(): TemplateResult {
    if (!this.entries.length) return html`<p class="empty">${msg('Nothing has been recorded yet.', { id: 'diamonds.history.empty' })}</p>`;
    return html`<ol>
      ${this.entries.map(
        (e) => html`<li value=${e.index + 1}>
          ${ruleText(e.title)}
          ${
            this.fixable && this.events[e.index]?.type === 'play' && !e.rejected
              ? html`<button
                type="button"
                class="btn fix"
                aria-label=${msg(str`Fix: ${e.title}`, { id: 'diamonds.fix.history' })}
                @click=${() => emit(this, 'dl-fix-request', { index: e.index })}
              >
                ${msg('Fix', { id: 'diamonds.fix.button' })}
              </button>`
              : ''
          }
          ${e.reasons.length ? html`<ul>${e.reasons.map((r) => html`<li>${ruleText(r)}</li>`)}</ul>` : ''}
        </li>`,
      )}
    </ol>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diamonds-history-panel': DiamondsHistoryPanel;
  }
}
