/**
 * <diams-turns-start>: the offer, at the start of a round, to play it turn by turn: who takes the
 * first turn and where the closing card is (M-CLOSING-POS). "Start" emits `dl-turns-start`
 * {first, closing}; the game screen records it as the round's `turns` event.
 */
import { LitElement, html, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, localized } from '@lit/localize';
import type { ClosingMode } from '../../../rules/diams/index';
import { diamsStyles } from '../view/diams-styles';
import { KeptFields } from '../../session/form-drafts';
import { emit } from '../../shared/events';
import { choice } from './choice';
import { turnsStyles } from './turns-styles';
import { ruleText } from '../../shared/rule-tag';

export interface TurnsStart {
  first: number;
  closing: ClosingMode;
}

function closingModes(): { value: ClosingMode; label: string; hint: string }[] {
  return [
    {
      value: 'standard',
      label: msg('Standard', { id: 'new.variant.standard' }),
      hint: msg('The closing card is shuffled among the last 15 cards (2–3 players) or the last 5 (4–5 players).', { id: 'market.closing.standard' }),
    },
    {
      value: 'deterministic',
      label: msg('Deterministic', { id: 'market.closing.deterministic' }),
      hint: msg('The closing card is the last card of the deck.', { id: 'market.closing.deterministic.hint' }),
    },
  ];
}

@customElement('diams-turns-start')
@localized()
export class DiamsTurnsStart extends LitElement {
  static override styles = [diamsStyles, turnsStyles];

  @property({ attribute: false }) players: string[] = [];
  @property({ type: Boolean }) busy = false;

  @state() private first = 0;
  @state() private closing: ClosingMode = 'standard';
  /** Kept as the game's drafts as it is chosen, so a reload finds it again. */
  private readonly kept = new KeptFields(
    this,
    () => 'turns-start',
    () => ({ first: this.first, closing: this.closing }),
  );

  override render(): TemplateResult {
    const modes = closingModes();
    const hint = modes.find((c) => c.value === this.closing)?.hint ?? '';
    return html`<p>
        ${msg(
          "The app follows what is public at the table — the market, each hand's size, what goes into each safe — checks every action against the rules, and pre-fills the round sheets at the end.",
          { id: 'market.turns.intro' },
        )}
      </p>
      ${choice(
        'first',
        msg('Who plays first', { id: 'market.turns.first' }),
        this.players.map((name, seat) => ({ value: seat, label: name })),
        this.first,
        (seat) => (this.first = seat),
      )}
      ${choice(
        'closing',
        ruleText(msg('The closing card (M-CLOSING-POS)', { id: 'market.turns.closing' })),
        modes.map(({ value, label }) => ({ value, label })),
        this.closing,
        (c) => (this.closing = c),
      )}
      <p class="hint">${hint}</p>
      <button type="button" class="btn primary submit" data-action="start-turns" ?disabled=${this.busy} @click=${this.start}>
        ${msg('Start the round turn by turn', { id: 'market.turns.start' })}
      </button>`;
  }

  private start(): void {
    emit<TurnsStart>(this, 'dl-turns-start', { first: this.first, closing: this.closing });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-turns-start': DiamsTurnsStart;
  }
}
