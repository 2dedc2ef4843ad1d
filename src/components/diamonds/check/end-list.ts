/**
 * <diamonds-end-list>: the end of the latest round as the rules performed it (endReport): the
 * cards of each suit per side, every step in D-END-ORDER with its reason (majorities with their
 * counts, ties, untaken suits, D-NOTRICK bonuses), what each step changed, and every side's
 * Showroom and Vault before and after. Works for checked and card-by-card rounds alike.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { suitName } from '../../../i18n/cards';
import { endStepText } from '../../../i18n/diamonds-text';
import { SUIT_SYMBOLS, endReport, type DiamondsState, type EndReport, type EndStep, type Zones } from '../../../rules/diamonds/index';
import { sideLabel } from '../view/names';
import { suitStyles } from '../view/suit-styles';
import { checkStyles } from './check-styles';
import { endListStyles } from './end-list.styles';
import { formatList } from '../../../i18n/format';
import { playerHeading } from '../../shared/labels';
import { ruleText } from '../../shared/rule-tag';

@customElement('diamonds-end-list')
@localized()
export class DiamondsEndList extends LitElement {
  static override styles = [suitStyles, checkStyles, endListStyles];

  @property({ attribute: false }) state: DiamondsState | null = null;

  override render(): TemplateResult {
    const state = this.state;
    const report = state && endReport(state);
    if (!state || !report) return html``;
    const last = report.steps.at(-1)?.zones ?? report.from;
    return html`<section aria-labelledby="end-title">
      <h2 id="end-title" tabindex="-1">${msg(str`End of round ${report.round}`, { id: 'end.title' })}</h2>
      <p class="hint">
        ${
          report.source === 'check'
            ? msg('From the counts entered at the table.', { id: 'end.from-check' })
            : msg('From the cards recorded.', { id: 'end.from-cards' })
        }
        ${msg('Actions in the order of D-END-ORDER: ♦, ♥, ♠, ♣ majorities, then no-trick bonuses.', { id: 'end.order' })}
      </p>
      ${this.renderCounts(state, report)}
      <ol class="steps" data-testid="end-steps">
        ${report.steps.map((step, i) => this.renderStep(state, step, i === 0 ? report.from : (report.steps[i - 1]?.zones ?? report.from)))}
      </ol>
      <h3 id="zones-after-title">
        ${report.complete ? msg('Diamonds after the end of the round', { id: 'end.after' }) : msg('Diamonds so far', { id: 'end.so-far' })}
      </h3>
      ${this.renderZones(state, report.from, last)}
    </section>`;
  }

  private renderCounts(state: DiamondsState, report: EndReport): TemplateResult {
    const suits = report.steps.filter((s) => s.suit !== null && s.counts !== null);
    return html`<div class="scroll">
      <table>
        <caption>${ruleText(msg('Cards won by suit (D-MAJORITY)', { id: 'diamonds.summary.won' }))}</caption>
        <thead>
          <tr>
            <th scope="col">${state.config.variant === 'teams' ? msg('Team', { id: 'diamonds.team' }) : playerHeading()}</th>
            ${suits.map(
              (s) => html`<th scope="col" class="suit-${s.suit ?? ''}">
                <span aria-hidden="true">${SUIT_SYMBOLS[s.suit ?? 'D']}</span><span class="visually-hidden">${suitName(s.suit ?? 'D')}</span>
              </th>`,
            )}
          </tr>
        </thead>
        <tbody>
          ${state.seating.members.map(
            (_, side) => html`<tr>
              <th scope="row">${sideLabel(state, side)}</th>
              ${suits.map((s) => {
                const top = (s.kind === 'majority' || s.kind === 'choosing') && s.leaders.includes(side);
                return html`<td class=${top ? 'top' : ''}>${s.counts?.[side] ?? 0}${top ? html`<span class="visually-hidden"> ${msg('(most)', { id: 'diamonds.summary.most' })}</span>` : nothing}</td>`;
              })}
            </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }

  private renderStep(state: DiamondsState, step: EndStep, before: readonly Zones[]): TemplateResult {
    const changed = step.zones.flatMap((z, side) => {
      const was = before[side];
      return was && (was.showroom !== z.showroom || was.vault !== z.vault) ? [zonesText(sideLabel(state, side), z)] : [];
    });
    const now = formatList(changed, 'clauses');
    return html`<li data-kind=${step.kind}>
      <span>${ruleText(endStepText(state, step))}</span>
      ${
        step.kind === 'choosing'
          ? nothing
          : html`<span class="after"
            >${changed.length ? msg(str`Now ${now}.`, { id: 'end.now' }) : msg('Nothing moves.', { id: 'end.nothing' })}</span
          >`
      }
    </li>`;
  }

  private renderZones(state: DiamondsState, from: readonly Zones[], to: readonly Zones[]): TemplateResult {
    return html`<div class="scroll">
      <table aria-labelledby="zones-after-title" data-testid="zones-after">
        <thead>
          <tr>
            <th scope="col">${state.config.variant === 'teams' ? msg('Team', { id: 'diamonds.team' }) : playerHeading()}</th>
            <th scope="col">${msg('Showroom', { id: 'diamonds.showroom' })}</th>
            <th scope="col">${msg('Vault', { id: 'diamonds.vault' })}</th>
            <th scope="col">${msg('Before the end', { id: 'end.before' })}</th>
          </tr>
        </thead>
        <tbody>
          ${to.map(
            (z, side) => html`<tr data-side=${side}>
              <th scope="row">${sideLabel(state, side)}</th>
              <td data-zone="showroom">${z.showroom}</td>
              <td data-zone="vault">${z.vault}</td>
              <td class="was">${zonesText('', from[side] ?? { showroom: 0, vault: 0 })}</td>
            </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }
}

/** "Ann: Showroom 3, Vault 2" (or without the name). */
function zonesText(who: string, z: Zones): string {
  const { showroom, vault } = z;
  return who
    ? msg(str`${who}: Showroom ${showroom}, Vault ${vault}`, { id: 'end.zones.side' })
    : msg(str`Showroom ${showroom}, Vault ${vault}`, { id: 'end.zones' });
}

declare global {
  interface HTMLElementTagNameMap {
    'diamonds-end-list': DiamondsEndList;
  }
}
