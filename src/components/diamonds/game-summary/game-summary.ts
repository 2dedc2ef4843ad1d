/**
 * <diamonds-game-summary>: the final standings with every score worked out (D-SCORE), how the
 * winner was decided (D-TIE), and what a finished table does next: export the record
 * (`dl-export`), send the play to BG Stats (a link, `bgStats`, made by ../../../stats/bg-stats.ts)
 * and a rematch with the same players (`dl-rematch`).
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, localized } from '@lit/localize';
import type { DiamondsState } from '../../../rules/diamonds/index.js';
import { emit } from '../../shared/events.js';
import { ranking, verdict } from '../view/final.js';
import { suitStyles } from '../view/suit-styles.js';
import { finalStandings, playerHeading, scoreHeading, winnerMark } from '../../shared/labels.js';
import { ruleTagStyles, ruleText } from '../../shared/rule-tag.js';

@customElement('diamonds-game-summary')
@localized()
export class DiamondsGameSummary extends LitElement {
  static override styles = [
    ruleTagStyles,
    suitStyles,
    css`
      :host {
        display: block;
      }
      h2 {
        font-size: 1.25rem;
        margin: 0 0 0.5rem;
      }
      .verdict {
        font-weight: 600;
        margin: 0 0 0.75rem;
        overflow-wrap: anywhere;
      }
      table {
        width: 100%;
        border-collapse: collapse;
        font-variant-numeric: tabular-nums;
        margin: 0 0 1rem;
      }
      thead th {
        font-size: 0.75rem;
        color: var(--dl-muted);
        overflow-wrap: normal;
      }
      td.place {
        font-weight: 700;
      }
      th,
      td {
        padding: 0.4rem;
        text-align: left;
        border-bottom: 1px solid var(--dl-border);
        overflow-wrap: anywhere;
      }
      td.n {
        text-align: right;
      }
      .how {
        display: block;
        font-size: 0.75rem;
        color: var(--dl-muted);
        white-space: nowrap;
      }
      .win {
        font-size: 0.75rem;
        font-weight: 700;
        border: 1px solid var(--dl-ok);
        color: var(--dl-ok);
        border-radius: 999px;
        padding: 0 0.35rem;
        margin-left: 0.25rem;
        white-space: nowrap;
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
      }
      button,
      a.button {
        box-sizing: border-box;
        display: inline-flex;
        align-items: center;
        text-decoration: none;
        min-height: 44px;
        padding: 0.5rem 1rem;
        font: inherit;
        font-weight: 600;
        border-radius: 8px;
        border: 2px solid var(--dl-accent);
        cursor: pointer;
      }
      .primary {
        background: var(--dl-accent);
        color: var(--dl-on-accent);
      }
      .secondary {
        background: transparent;
        color: var(--dl-accent-text, var(--dl-accent));
      }
      button:focus-visible,
      a.button:focus-visible {
        outline: 3px solid var(--dl-focus);
        outline-offset: 2px;
      }
    `,
  ];

  @property({ attribute: false }) state: DiamondsState | null = null;
  /** False when rounds were counted at their end: a record needs every card, so it is a backup. */
  @property({ type: Boolean }) recordable = true;
  /** The address that opens BG Stats on this play (../../../stats/bg-stats.ts); null: no such link. */
  @property({ attribute: false }) bgStats: string | null = null;


  override render(): TemplateResult {
    const state = this.state;
    if (!state || state.phase !== 'over') return html``;
    const teams = state.config.variant === 'teams';
    return html`<section aria-labelledby="final-title">
      <h2 id="final-title">${finalStandings()}</h2>
      <p class="verdict" data-testid="verdict">${ruleText(verdict(state))}</p>
      <table data-testid="final-standings" aria-labelledby="final-title">
        <thead>
          <tr>
            <th scope="col"><abbr title=${msg('Place', { id: 'diamonds.final.place' })}>#</abbr></th>
            <th scope="col">${teams ? msg('Team', { id: 'diamonds.team' }) : playerHeading()}</th>
            <th scope="col" class="n">${msg('Showroom', { id: 'diamonds.showroom' })}</th>
            <th scope="col" class="n">${msg('Vault', { id: 'diamonds.vault' })}</th>
            <th scope="col" class="n">${scoreHeading()}</th>
          </tr>
        </thead>
        <tbody>
          ${ranking(state).map(
            (s) => html`<tr data-players=${JSON.stringify(s.players)}>
              <td class="place">${s.place}</td>
              <th scope="row">${s.players.join(' & ')}${s.winner ? html`<span class="win">${winnerMark()}</span>` : nothing}</th>
              <td class="n" data-field="showroom">${s.showroom}</td>
              <td class="n" data-field="vault">${s.vault}</td>
              <td class="n">
                <span data-field="score">${s.score}</span>
                <span class="how">${s.showroom} + 2×${s.vault}</span>
              </td>
            </tr>`,
          )}
        </tbody>
      </table>
      <div class="actions">
        <button type="button" class="primary" @click=${() => emit(this, 'dl-export')}>
          ${this.recordable
            ? msg('Export record (.json)', { id: 'diamonds.final.export' })
            : msg('Export backup (.json)', { id: 'diamonds.final.export-backup' })}
        </button>
        ${this.bgStats
          ? html`<a class="button secondary" data-testid="bg-stats" href=${this.bgStats} target="_blank" rel="noopener noreferrer">
              ${msg('Send to BG Stats', { id: 'share.bg-stats' })}
            </a>`
          : nothing}
        <button type="button" class="secondary" @click=${() => emit(this, 'dl-rematch')}>
          ${msg('Rematch, same players', { id: 'diamonds.final.rematch' })}
        </button>
      </div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diamonds-game-summary': DiamondsGameSummary;
  }
}
