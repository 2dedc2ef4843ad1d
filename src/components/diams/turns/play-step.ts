/**
 * <diams-play-step>: phase 2 of a turn (M-PLAY), one of: a card into the market (M-MARKET), a
 * securing (M-SECURE), a special card (M-SPECIALS); with an empty hand, a pass. Each choice has its
 * own form; this element only chooses and records the securing (the others record themselves).
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import type { TurnsState, SecureEntry } from '../../../rules/diams/index';
import { diamsStyles } from '../view/diams-styles';
import { KeptFields } from '../../session/form-drafts';
import { choice } from './choice';
import { handText, seatName } from './labels';
import './market-action';
import { sendTurnStep } from './turn-step';
import './secure-fields';
import type { EntriesChange } from './secure-fields';
import './special-action';
import { turnsStyles } from './turns-styles';
import { ruleText } from '../../shared/rule-tag';

type Action = 'market' | 'secure' | 'special';

function actions(): { value: Action; label: string }[] {
  return [
    { value: 'market', label: msg('A card into the market', { id: 'market.action.market' }) },
    { value: 'secure', label: msg('Secure diamonds', { id: 'market.action.secure' }) },
    { value: 'special', label: msg('A special card', { id: 'market.action.special' }) },
  ];
}

@customElement('diams-play-step')
@localized()
export class DiamsPlayStep extends LitElement {
  static override styles = [diamsStyles, turnsStyles];

  @property({ attribute: false }) state: TurnsState | null = null;
  @property({ type: Boolean }) busy = false;

  @state() private action: Action = 'market';
  @state() private entries: SecureEntry[] = [];
  /** Kept as the game's drafts as it is chosen, so a reload finds it again. */
  private readonly kept = new KeptFields(
    this,
    () => 'play-step',
    () => ({ action: this.action, entries: this.entries }),
  );

  override render(): TemplateResult {
    const s = this.state;
    if (!s) return html``;
    const who = seatName(s.config.players, s.seat);
    const hand = s.hands[s.seat] ?? { size: 0, known: [] };
    if (hand.size === 0) {
      return html`<p>${ruleText(msg(str`${who} has no card in hand, so there is nothing to play (M-PLAY).`, { id: 'market.play.none' }))}</p>
        <button type="button" class="btn primary submit" data-action="pass" ?disabled=${this.busy} @click=${() => sendTurnStep(this, { type: 'pass' })}>
          ${msg(str`${who} passes`, { id: 'market.play.pass' })}
        </button>`;
    }
    return html`<p>${msg(str`${who} holds ${handText(hand)}.`, { id: 'market.play.holds' })}</p>
      ${choice('action', msg(str`What ${who} does`, { id: 'market.play.what' }), actions(), this.action, (a) => (this.action = a))}
      <div class="step">${this.renderAction(s, who)}</div>`;
  }

  private renderAction(s: TurnsState, who: string): TemplateResult | typeof nothing {
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
            @click=${() => sendTurnStep(this, { type: 'secure', cards: this.entries })}
          >
            ${msg(str`Record ${who}'s securing`, { id: 'market.play.record-secure' })}
          </button>`;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-play-step': DiamsPlayStep;
  }
}
