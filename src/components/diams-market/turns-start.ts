/**
 * <diams-turns-start>: the offer, at the start of a round, to play it turn by turn: who takes the
 * first turn and where the closing card is (M-CLOSING-POS). "Start" emits `dl-turns-start`
 * {first, closing}; the game screen records it as the round's `turns` event.
 */
import { LitElement, html, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { ClosingMode } from '../../rules/diams/index.js';
import { diamsStyles } from '../diams/view/styles.js';
import { emit } from '../shared/events.js';
import { choice } from './choice.js';
import { marketStyles } from './styles.js';

export interface TurnsStart {
  first: number;
  closing: ClosingMode;
}

const CLOSING: { value: ClosingMode; label: string; hint: string }[] = [
  { value: 'standard', label: 'Standard', hint: 'shuffled among the last 15 cards (2–3 players) or the last 5 (4–5 players)' },
  { value: 'deterministic', label: 'Deterministic', hint: 'the last card of the deck' },
];

@customElement('diams-turns-start')
export class DiamsTurnsStart extends LitElement {
  static override styles = [diamsStyles, marketStyles];

  @property({ attribute: false }) players: string[] = [];
  @property({ type: Boolean }) busy = false;

  @state() private first = 0;
  @state() private closing: ClosingMode = 'standard';

  override render(): TemplateResult {
    const hint = CLOSING.find((c) => c.value === this.closing)?.hint ?? '';
    return html`<p>
        The app follows what is public at the table — the market, each hand's size, what goes into each safe — checks every action
        against the rules, and pre-fills the round sheets at the end.
      </p>
      ${choice(
        'first',
        'Who plays first',
        this.players.map((name, seat) => ({ value: seat, label: name })),
        this.first,
        (seat) => (this.first = seat),
      )}
      ${choice(
        'closing',
        'The closing card (M-CLOSING-POS)',
        CLOSING.map(({ value, label }) => ({ value, label })),
        this.closing,
        (c) => (this.closing = c),
      )}
      <p class="hint">The closing card is ${hint}.</p>
      <button type="button" class="btn primary submit" data-action="start-turns" ?disabled=${this.busy} @click=${this.start}>
        Start the round turn by turn
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
