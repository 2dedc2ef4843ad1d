/**
 * <diamonds-game-summary>: the final standings with every score worked out (D-SCORE), how the
 * winner was decided (D-TIE), and what a finished table does next: export the record
 * (`dl-export`), send the play to BG Stats (a link, `bgStats`, made by ../../../stats/bg-stats.ts)
 * and a rematch with the same players (`dl-rematch`).
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, localized } from '@lit/localize';
import { tally, type DiamondsState, type Placed } from '../../../rules/diamonds/index';
import { tallyVerdict } from '../../../i18n/diamonds-text';
import { gameEndActions } from '../../shared/game-end';
import { suitStyles } from '../view/suit-styles';
import { finalStandings, playerHeading, scoreHeading, winnerMark } from '../../shared/labels';
import { ruleText } from '../../shared/rule-tag';
import { ruleTagStyles } from '../../shared/rule-tag-styles';
import { buttonStyles } from '../../shared/control-styles';
import { gameSummaryStyles } from './game-summary.styles';

// ----- the final standings -----

/*
 * The final standings in rank order and the sentence that says how the winner was decided
 * (D-SCORE, D-TIE, DT-SCORE): the engine's tally, worded where the tally is (src/i18n/diamonds-text.ts).
 */

function ranking(state: DiamondsState): Placed[] {
  return tally(state).ranking;
}

/** "Eve wins with 35 points." / the Vault tie-break / a shared victory, with the rule ids. */
function verdict(state: DiamondsState): string {
  return tallyVerdict(tally(state));
}

@customElement('diamonds-game-summary')
@localized()
export class DiamondsGameSummary extends LitElement {
  static override styles = [buttonStyles, ruleTagStyles, suitStyles, gameSummaryStyles];

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
        ${gameEndActions(
          this,
          {
            export: this.recordable
              ? msg('Export record (.json)', { id: 'diamonds.final.export' })
              : msg('Export backup (.json)', { id: 'diamonds.final.export-backup' }),
            rematch: msg('Rematch, same players', { id: 'diamonds.final.rematch' }),
          },
          this.bgStats,
        )}
      </div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diamonds-game-summary': DiamondsGameSummary;
  }
}
