/**
 * <diams-game-result>: the end of the game (M-WIN): who won, how it was decided (the most chips,
 * or points with that option; a tie broken by the round-2 first place, or shared), the final
 * totals, and the record's export (`dl-export`).
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { totals, winDecision, type DiamsState } from '../../../rules/diams/index.js';
import { emit } from '../../shared/events.js';
import { listNames, ordinal } from '../view/labels.js';
import { diamsStyles } from '../view/styles.js';

@customElement('diams-game-result')
export class DiamsGameResult extends LitElement {
  static override styles = [
    diamsStyles,
    css`
      .why {
        font-weight: 600;
      }
      .win {
        font-size: 0.75rem;
        font-weight: 700;
        border: 1px solid var(--mx-ok);
        color: var(--mx-ok);
        border-radius: 999px;
        padding: 0 0.35rem;
        margin-left: 0.25rem;
        white-space: nowrap;
      }
      table {
        margin: 0 0 1rem;
      }
    `,
  ];

  @property({ attribute: false }) state: DiamsState | null = null;

  focusHeading(): void {
    this.renderRoot.querySelector<HTMLElement>('h2')?.focus();
  }

  override render(): TemplateResult {
    const state = this.state;
    const decision = state ? winDecision(state) : null;
    if (!state || !decision) return html``;
    const names = state.config.players;
    const winners = decision.winners.map((s) => names[s] ?? '');
    const t = totals(state);
    const round2 = state.rounds[1]?.places ?? null;
    const showRound2 = decision.tied.length > 1 && round2 !== null;
    const byChips = state.config.options.winBy === 'chips';
    return html`<section aria-labelledby="result">
      <h2 id="result" tabindex="-1">${winners.length === 1 ? `${winners[0] ?? ''} wins` : `${listNames(winners)} share the victory`}</h2>
      <p class="why" data-why>${decision.why}</p>
      <table>
        <caption>
          Final totals (${byChips ? 'victory chips decide' : 'total points decide'})
        </caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col" class="n">Chips</th>
            <th scope="col" class="n">Points</th>
            ${showRound2 ? html`<th scope="col" class="n">Round 2</th>` : nothing}
          </tr>
        </thead>
        <tbody>
          ${names.map(
            (name, seat) => html`<tr data-seat=${seat}>
              <th scope="row">${name}${decision.winners.includes(seat) ? html` <span class="win">winner</span>` : nothing}</th>
              <td class="n">${t[seat]?.chips ?? 0}</td>
              <td class="n">${t[seat]?.points ?? 0}</td>
              ${showRound2 ? html`<td class="n">${ordinal(round2?.[seat] ?? 0)}</td>` : nothing}
            </tr>`,
          )}
        </tbody>
      </table>
      <button type="button" class="btn primary" @click=${() => emit(this, 'dl-export')}>Export the record (.json)</button>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-game-result': DiamsGameResult;
  }
}
