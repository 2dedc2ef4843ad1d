/**
 * <diamonds-round-summary>: every end-of-round action with its reason (D-MAJORITY with the counts
 * of each side, ties, suits nobody took, then D-NOTRICK bonuses, in the order of D-END-ORDER),
 * shown before the next deal so the table can check it against the cards.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { SUIT_SYMBOLS, type DiamondsState } from '../../../rules/diamonds/index';
import { suitName } from '../../../i18n/cards';
import { roundReport } from '../view/round-report';
import { sideLabel } from '../view/names';
import { suitStyles } from '../view/suit-styles';
import { playerHeading } from '../../shared/labels';
import { ruleText } from '../../shared/rule-tag';
import { ruleTagStyles } from '../../shared/rule-tag-styles';
import { roundSummaryStyles } from './round-summary.styles';

@customElement('diamonds-round-summary')
@localized()
export class DiamondsRoundSummary extends LitElement {
  static override styles = [ruleTagStyles, suitStyles, roundSummaryStyles];

  @property({ attribute: false }) state: DiamondsState | null = null;

  override render(): TemplateResult {
    const state = this.state;
    const report = state && roundReport(state);
    if (!state || !report) return html``;
    const sides = state.seating.members.map((_, side) => side);
    return html`<section aria-labelledby="round-title">
      <h2 id="round-title">${msg(str`Round ${report.round} summary`, { id: 'diamonds.summary.title' })}</h2>
      <h3 id="won-title">${ruleText(msg('Cards won by suit (D-MAJORITY)', { id: 'diamonds.summary.won' }))}</h3>
      <div class="scroll">
        <table aria-labelledby="won-title">
          <thead>
            <tr>
              <th scope="col">
                ${state.config.variant === 'teams' ? msg('Team', { id: 'diamonds.team' }) : playerHeading()}
              </th>
              ${report.suits.map(
                (s) => html`<th scope="col" class="suit-${s.suit}">
                  <span aria-hidden="true">${SUIT_SYMBOLS[s.suit]}</span
                  ><span class="visually-hidden">${suitName(s.suit)}</span>
                </th>`,
              )}
            </tr>
          </thead>
          <tbody>
            ${sides.map(
              (side) => html`<tr>
                <th scope="row">${sideLabel(state, side)}</th>
                ${report.suits.map((s) => {
                  const n = s.counts[side] ?? 0;
                  const top = s.move?.side === side;
                  return html`<td class=${top ? 'top' : ''}>${n}${top ? html`<span class="visually-hidden"> ${msg('(most)', { id: 'diamonds.summary.most' })}</span>` : nothing}</td>`;
                })}
              </tr>`,
            )}
          </tbody>
        </table>
      </div>
      <h3>${ruleText(msg('End-of-round actions, in order (D-END-ORDER)', { id: 'diamonds.summary.actions' }))}</h3>
      <ul data-testid="majorities">
        ${report.suits.map((s) => html`<li>${ruleText(s.text)}</li>`)}
      </ul>
      <h3>
        ${ruleText(
          state.config.variant === 'teams'
            ? msg('Teams with a player who won no trick (DT-NOTRICK)', { id: 'diamonds.summary.no-trick.teams' })
            : msg('Players who won no trick (D-NOTRICK)', { id: 'diamonds.summary.no-trick' }),
        )}
      </h3>
      <ul data-testid="bonuses">
        ${report.bonuses.map((b) => html`<li>${ruleText(b)}</li>`)}
      </ul>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diamonds-round-summary': DiamondsRoundSummary;
  }
}
