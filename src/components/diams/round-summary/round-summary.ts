/**
 * <diams-round-summary>: one recorded round, explained. The round's facts first (everyone's
 * magnifiers, everyone's hand sums and the hand-tie option), then each player's points line by line
 * (lines.ts), their place and chips (M-CHIPS), and the running totals after this round.
 */
import { LitElement, css, html, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { DiamsState } from '../../../rules/diams/index.js';
import { ordinal, plural } from '../view/labels.js';
import { diamsStyles } from '../view/styles.js';
import { byPlayer, handSum, scoreLines } from './lines.js';

/** The game's M-HAND option, said once per round so every hand line can be checked against it. */
const TIE_RULE = {
  none: 'On a tie for the highest hand, nobody gains the bonus (option "none").',
  all: 'On a tie for the highest hand, each tied player gains 3 (option "all").',
} as const;

@customElement('diams-round-summary')
export class DiamsRoundSummary extends LitElement {
  static override styles = [
    diamsStyles,
    css`
      h2 {
        margin-bottom: 0.5rem;
      }
      .facts {
        margin: 0 0 0.75rem;
        padding-left: 1.1rem;
      }
      .player {
        margin: 0 0 1rem;
      }
      .player caption {
        font-size: 1.0625rem;
      }
      .player th {
        font-weight: 400;
      }
      .detail {
        display: block;
        font-size: 0.8125rem;
        color: var(--mx-muted);
      }
      .sum th,
      .sum td {
        font-weight: 700;
        border-bottom: 0;
      }
      .totals th[scope='col'] {
        font-size: 0.8125rem;
        line-height: 1.2;
        white-space: normal;
        overflow-wrap: normal;
      }
      /* Names may break anywhere, but the name column never shrinks to a letter a line. */
      .totals th[scope='row'] {
        min-width: 5.5rem;
      }
      .totals td {
        padding-left: 0.25rem;
      }
    `,
  ];

  @property({ attribute: false }) state: DiamsState | null = null;
  /** 0-based index of the round shown. */
  @property({ type: Number }) index = 0;

  /** The heading, for the screen to move focus to a round just recorded. */
  focusHeading(): void {
    this.renderRoot.querySelector<HTMLElement>('h2')?.focus();
  }

  override render(): TemplateResult {
    const state = this.state;
    const round = state?.rounds[this.index];
    if (!state || !round) return html``;
    const names = state.config.players;
    const n = this.index + 1;
    return html`<section aria-labelledby="title">
      <h2 id="title" tabindex="-1">Round ${n} scores</h2>
      <ul class="facts">
        <li>Magnifiers in the safes: ${byPlayer(names, (s) => String(round.scores[s]?.purity.pure ?? 0))} (M-PURITY).</li>
        <li>Hands: ${byPlayer(names, (s) => handSum(round.sheets[s]?.hand ?? []))} (M-HAND).</li>
        <li>${TIE_RULE[state.config.options.handTie]}</li>
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
        ${name}: ${plural(points, 'point')}, ${ordinal(place)}, ${plural(chips, 'chip')}
      </caption>
      <tbody>
        ${round
          ? scoreLines(round, seat).map(
              (line) => html`<tr>
                <th scope="row">${line.label}${line.detail ? html`<span class="detail">${line.detail}</span>` : ''}</th>
                <td class="n">${line.points > 0 ? `+${line.points}` : line.points}</td>
              </tr>`,
            )
          : ''}
        <tr class="sum">
          <th scope="row">Round score</th>
          <td class="n" data-points>${points}</td>
        </tr>
        <tr class="sum">
          <th scope="row">${ordinal(place)} place (M-CHIPS): victory chips</th>
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
        After round ${this.index + 1}
      </caption>
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col" class="n">Round points</th>
          <th scope="col" class="n">Round chips</th>
          <th scope="col" class="n">Total chips</th>
          <th scope="col" class="n">Total points</th>
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
