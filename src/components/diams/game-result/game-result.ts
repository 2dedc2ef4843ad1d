/**
 * <diams-game-result>: the end of the game (M-WIN): who won, how it was decided (the most chips,
 * or points with that option; a tie broken by the round-2 first place, or shared), the final
 * totals, the record's export (`dl-export`), the play sent to BG Stats (a link, `bgStats`, made by
 * ../../../stats/bg-stats.ts) and a rematch with the same players and setup (`dl-rematch`).
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { winWhy } from '../../../i18n/diams-text';
import { totals, winDecision, type DiamsState } from '../../../rules/diams/index';
import { gameEndActions } from '../../shared/game-end';
import { listNames, ordinal } from '../view/labels';
import { diamsStyles } from '../view/diams-styles';
import { playerHeading, winnerMark } from '../../shared/labels';
import { focusQuietly } from '../../shared/focus';
import { ruleText } from '../../shared/rule-tag';
import { ruleTagStyles } from '../../shared/rule-tag-styles';
import { gameResultStyles } from './game-result.styles';

@customElement('diams-game-result')
@localized()
export class DiamsGameResult extends LitElement {
  static override styles = [diamsStyles, ruleTagStyles, gameResultStyles];

  @property({ attribute: false }) state: DiamsState | null = null;
  /** The address that opens BG Stats on this play (../../../stats/bg-stats.ts); null: no such link. */
  @property({ attribute: false }) bgStats: string | null = null;

  focusHeading(): void {
    const heading = this.renderRoot.querySelector<HTMLElement>('h2');
    if (heading) focusQuietly(heading);
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
    const heading =
      winners.length === 1
        ? msg(str`${winners[0] ?? ''} wins`, { id: 'diams.result.wins' })
        : msg(str`${listNames(winners)} share the victory`, { id: 'diams.result.share' });
    return html`<section aria-labelledby="result">
      <h2 id="result" tabindex="-1">${heading}</h2>
      <p class="why" data-why>${ruleText(winWhy(state, decision))}</p>
      <table>
        <caption>
          ${
            byChips
              ? msg('Final totals (victory chips decide)', { id: 'diams.result.caption.chips' })
              : msg('Final totals (total points decide)', { id: 'diams.result.caption.points' })
          }
        </caption>
        <thead>
          <tr>
            <th scope="col">${playerHeading()}</th>
            <th scope="col" class="n">${msg('Chips', { id: 'diams.result.chips' })}</th>
            <th scope="col" class="n">${msg('Points', { id: 'diams.result.points' })}</th>
            ${showRound2 ? html`<th scope="col" class="n">${msg('Round 2', { id: 'diams.result.round2' })}</th>` : nothing}
          </tr>
        </thead>
        <tbody>
          ${names.map(
            (name, seat) => html`<tr data-seat=${seat}>
              <th scope="row">${name}${decision.winners.includes(seat) ? html` <span class="win">${winnerMark()}</span>` : nothing}</th>
              <td class="n">${t[seat]?.chips ?? 0}</td>
              <td class="n">${t[seat]?.points ?? 0}</td>
              ${showRound2 ? html`<td class="n">${ordinal(round2?.[seat] ?? 0)}</td>` : nothing}
            </tr>`,
          )}
        </tbody>
      </table>
      <div class="row">
        ${gameEndActions(
          this,
          {
            export: msg('Export the record (.json)', { id: 'diams.result.export' }),
            rematch: msg('Rematch, same players', { id: 'diams.result.rematch' }),
          },
          this.bgStats,
        )}
      </div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-game-result': DiamsGameResult;
  }
}
