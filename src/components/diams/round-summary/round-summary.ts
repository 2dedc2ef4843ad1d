/**
 * <diams-round-summary>: one recorded round, explained. The round's facts first (everyone's
 * magnifiers, everyone's hand sums and the hand-tie option), then each player's points line by line
 * (lines.ts), their place and chips (M-CHIPS), and the running totals after this round.
 */
import { LitElement, html, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import type { DiamsState } from '../../../rules/diams/index';
import { plural } from '../../../i18n/format';
import { ordinal } from '../view/labels';
import { diamsStyles } from '../view/diams-styles';
import { byPlayer, handSum, scoreLines } from './lines';
import { playerHeading } from '../../shared/labels';
import { focusQuietly } from '../../shared/focus';
import { ruleText } from '../../shared/rule-tag';
import { ruleTagStyles } from '../../shared/rule-tag-styles';
import { roundSummaryStyles } from './round-summary.styles';

/** The game's M-HAND option, said once per round so every hand line can be checked against it. */
/** "12 points" */
function pointsText(points: number): string {
  return plural(points, {
    one: () => msg(str`${points} point`, { id: 'diams.points.one' }),
    other: () => msg(str`${points} points`, { id: 'diams.points' }),
  });
}

/** "3 chips" */
function chipsText(n: number): string {
  return plural(n, {
    one: () => msg(str`${n} chip`, { id: 'diams.chips.one' }),
    other: () => msg(str`${n} chips`, { id: 'diams.chips' }),
  });
}

function tieRule(tie: 'none' | 'all'): string {
  return tie === 'none'
    ? msg('On a tie for the highest hand, nobody gains the bonus (option "none").', { id: 'diams.summary.tie-none' })
    : msg('On a tie for the highest hand, each tied player gains 3 (option "all").', { id: 'diams.summary.tie-all' });
}

@customElement('diams-round-summary')
@localized()
export class DiamsRoundSummary extends LitElement {
  static override styles = [ruleTagStyles, diamsStyles, roundSummaryStyles];

  @property({ attribute: false }) state: DiamsState | null = null;
  /** 0-based index of the round shown. */
  @property({ type: Number }) index = 0;

  /** The heading, for the screen to move focus to a round just recorded. */
  focusHeading(): void {
    const heading = this.renderRoot.querySelector<HTMLElement>('h2');
    if (heading) focusQuietly(heading);
  }

  override render(): TemplateResult {
    const state = this.state;
    const round = state?.rounds[this.index];
    if (!state || !round) return html``;
    const names = state.config.players;
    const n = this.index + 1;
    return html`<section aria-labelledby="title">
      <h2 id="title" tabindex="-1">${msg(str`Round ${n} scores`, { id: 'diams.summary.title' })}</h2>
      <ul class="facts">
        <li>${ruleText(msg(str`Magnifiers in the safes: ${byPlayer(names, (s) => String(round.scores[s]?.purity.pure ?? 0))} (M-PURITY).`, { id: 'diams.summary.magnifiers' }))}</li>
        <li>${ruleText(msg(str`Hands: ${byPlayer(names, (s) => handSum(round.sheets[s]?.hand ?? [], round.scores[s]?.hand.total ?? 0))} (M-HAND).`, { id: 'diams.summary.hands' }))}</li>
        <li>${ruleText(tieRule(state.config.options.handTie))}</li>
      </ul>
      ${names.map((name, seat) => this.renderPlayer(name, seat))} ${this.renderTotals()}
    </section>`;
  }

  private renderPlayer(name: string, seat: number): TemplateResult {
    const round = this.state?.rounds[this.index];
    const points = round?.points[seat] ?? 0;
    const place = round?.places[seat] ?? 0;
    const chips = round?.chips[seat] ?? 0;
    return html`<table class="player" data-seat=${seat}>
      <caption>
        ${name}: ${pointsText(points)}, ${ordinal(place)}, ${chipsText(chips)}
      </caption>
      <tbody>
        ${
          round
            ? scoreLines(round, seat, this.state?.config.players ?? []).map(
                (line) => html`<tr>
                <th scope="row">${ruleText(line.label)}${line.detail ? html`<span class="detail">${ruleText(line.detail)}</span>` : ''}</th>
                <td class="n">${line.points > 0 ? `+${line.points}` : line.points}</td>
              </tr>`,
              )
            : ''
        }
        <tr class="sum">
          <th scope="row">${msg('Round score', { id: 'diams.summary.round-score' })}</th>
          <td class="n" data-points>${points}</td>
        </tr>
        <tr class="sum">
          <th scope="row">${ruleText(msg(str`${ordinal(place)} place (M-CHIPS): victory chips`, { id: 'diams.summary.place' }))}</th>
          <td class="n" data-chips>${chips}</td>
        </tr>
      </tbody>
    </table>`;
  }

  private renderTotals(): TemplateResult {
    const state = this.state;
    if (!state) return html``;
    const upTo = state.rounds.slice(0, this.index + 1);
    const total = (seat: number, key: 'chips' | 'points'): number => upTo.reduce((sum, r) => sum + (r[key][seat] ?? 0), 0);
    const round = upTo.at(-1);
    return html`<table class="totals">
      <caption>
        ${msg(str`After round ${this.index + 1}`, { id: 'diams.summary.after' })}
      </caption>
      <thead>
        <tr>
          <th scope="col">${playerHeading()}</th>
          <th scope="col" class="n">${msg('Round points', { id: 'diams.summary.round-points' })}</th>
          <th scope="col" class="n">${msg('Round chips', { id: 'diams.summary.round-chips' })}</th>
          <th scope="col" class="n">${msg('Total chips', { id: 'diams.summary.total-chips' })}</th>
          <th scope="col" class="n">${msg('Total points', { id: 'diams.option.points' })}</th>
        </tr>
      </thead>
      <tbody>
        ${state.config.players.map(
          (name, seat) => html`<tr data-seat=${seat}>
            <th scope="row">${name}</th>
            <td class="n">${round?.points[seat] ?? 0}</td>
            <td class="n">${round?.chips[seat] ?? 0}</td>
            <td class="n" data-total-chips>${total(seat, 'chips')}</td>
            <td class="n" data-total-points>${total(seat, 'points')}</td>
          </tr>`,
        )}
      </tbody>
    </table>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-round-summary': DiamsRoundSummary;
  }
}
