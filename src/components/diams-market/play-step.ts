/**
 * <diams-play-step>: phase 2 of a turn (M-PLAY), one of: a card into the market (M-MARKET), a
 * securing (M-SECURE), a special card (M-SPECIALS); with an empty hand, a pass. Each choice has its
 * own form; this element only chooses and records the securing (the others record themselves).
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { MarketLogState, SecureEntry } from '../../rules/diams/index.js';
import { diamsStyles } from '../diams/view/styles.js';
import { choice } from './choice.js';
import { handText, seatName } from './labels.js';
import './market-action.js';
import { sendMarketEvent } from './market-event.js';
import './secure-fields.js';
import type { EntriesChange } from './secure-fields.js';
import './special-action.js';
import { marketStyles } from './styles.js';

type Action = 'market' | 'secure' | 'special';

const ACTIONS: { value: Action; label: string }[] = [
  { value: 'market', label: 'A card into the market' },
  { value: 'secure', label: 'Secure diamonds' },
  { value: 'special', label: 'A special card' },
];

@customElement('diams-play-step')
export class DiamsPlayStep extends LitElement {
  static override styles = [diamsStyles, marketStyles];

  @property({ attribute: false }) state: MarketLogState | null = null;
  @property({ type: Boolean }) busy = false;

  @state() private action: Action = 'market';
  @state() private entries: SecureEntry[] = [];

  override render(): TemplateResult {
    const s = this.state;
    if (!s) return html``;
    const who = seatName(s.config.players, s.seat);
    const hand = s.hands[s.seat] ?? { size: 0, known: [] };
    if (hand.size === 0) {
      return html`<p>${who} has no card in hand, so there is nothing to play (M-PLAY).</p>
        <button type="button" class="btn primary submit" data-action="pass" ?disabled=${this.busy} @click=${() => sendMarketEvent(this, { type: 'pass' })}>
          ${who} passes
        </button>`;
    }
    return html`<p>${who} holds ${handText(hand)}.</p>
      ${choice('action', `What ${who} does`, ACTIONS, this.action, (a) => (this.action = a))}
      <div class="step">${this.renderAction(s, who)}</div>`;
  }

  private renderAction(s: MarketLogState, who: string): TemplateResult | typeof nothing {
    switch (this.action) {
      case 'market':
        return html`<diams-market-action .state=${s} ?busy=${this.busy}></diams-market-action>`;
      case 'special':
        return html`<diams-special-action .state=${s} ?busy=${this.busy}></diams-special-action>`;
      case 'secure':
        return html`<diams-secure-fields
            mode="secure"
            .safe=${s.safes[s.seat]?.collections ?? []}
            .entries=${this.entries}
            @dl-entries-change=${(e: CustomEvent<EntriesChange>) => (this.entries = e.detail.entries)}
          ></diams-secure-fields>
          <button
            type="button"
            class="btn primary submit"
            data-action="record-secure"
            ?disabled=${this.busy || this.entries.length === 0}
            @click=${() => sendMarketEvent(this, { type: 'secure', cards: this.entries })}
          >
            Record ${who}'s securing
          </button>`;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-play-step': DiamsPlayStep;
  }
}
