/**
 * <diamonds-tally-form>: scores, ranking and the tie-break explained (D-SCORE, D-TIE, DT-SCORE)
 * for the diamonds each side holds. It starts from the zones the app holds; the table may type in
 * what it counts instead and sees the ranking change as it types. "Record these counts" emits
 * `dl-zones` so the counts become the game's (a `zones` event), e.g. the final count at the end.
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { tallyTies, tallyVerdict } from '../../../i18n/diamonds-text';
import { tally, type DiamondsState, type ZoneCount, type Zones } from '../../../rules/diamonds/index';
import { ordinal } from '../view/names';
import { suitStyles } from '../view/suit-styles';
import { KeptFields } from '../../session/form-drafts';
import { emit } from '../../shared/events';
import { checkStyles } from './check-styles';
import './zones-fields';
import type { ZonesDetail } from './zones-fields';
import { playerHeading, winnerMark } from '../../shared/labels';
import { ruleText } from '../../shared/rule-tag';
import { tallyFormStyles } from './tally-form.styles';

@customElement('diamonds-tally-form')
@localized()
export class DiamondsTallyForm extends LitElement {
  static override styles = [suitStyles, checkStyles, tallyFormStyles];

  @property({ attribute: false }) state: DiamondsState | null = null;
  @property({ type: Boolean }) busy = false;

  @state() private zones: ZoneCount[] = [];
  /** Kept as the game's drafts as it is typed, so a reload finds it again. */
  private readonly kept = new KeptFields(
    this,
    () => 'tally-form',
    () => ({ zones: this.zones }),
  );

  /** The game's zones the draft started from: when they change, the draft follows them. */
  private from: readonly Zones[] | null = null;

  protected override willUpdate(changed: PropertyValues<this>): void {
    const s = this.state;
    if (changed.has('state') && s && s.zones !== this.from) {
      const fresh = this.from === null;
      this.from = s.zones;
      // Counts kept for this step of the log were typed over these zones.
      if (fresh && this.kept.restored && this.zones.length === s.zones.length) return;
      this.zones = s.zones.map((z) => ({ showroom: z.showroom, vault: z.vault }));
      this.kept.filledFromGame();
    }
  }

  override render(): TemplateResult {
    const s = this.state;
    if (!s || this.zones.length !== s.zones.length) return html``;
    const t = tally(s, this.zones);
    const edited = this.zones.some((z, i) => z.showroom !== s.zones[i]?.showroom || z.vault !== s.zones[i]?.vault);
    const done = s.roundsDone;
    const rounds = s.seating.rounds;
    const when = t.final ? msg('Final tally', { id: 'tally.final' }) : msg(str`Standings after round ${done} of ${rounds}`, { id: 'tally.after' });
    return html`<section aria-labelledby="tally-title">
      <h2 id="tally-title">${when}</h2>
      <p class="hint">
        ${ruleText(
          msg(
            'Each Showroom diamond scores 1 point and each Vault diamond 2 (D-SCORE). Change a count to match the crystals on the table and the ranking follows.',
            { id: 'tally.how' },
          ),
        )}
      </p>
      <diamonds-zones-fields
        .state=${s}
        .zones=${this.zones}
        caption=${msg('Diamonds counted for the tally', { id: 'tally.zones' })}
        @dl-zones-input=${(e: CustomEvent<ZonesDetail>) => (this.zones = e.detail.zones)}
      ></diamonds-zones-fields>
      <h3 id="ranking-title">${t.final ? msg('Ranking', { id: 'tally.ranking' }) : msg('Ranking if the game ended now', { id: 'tally.ranking.now' })}</h3>
      <div class="scroll">
        <table aria-labelledby="ranking-title" data-testid="ranking">
          <thead>
            <tr>
              <th scope="col">${msg('Place', { id: 'diamonds.final.place' })}</th>
              <th scope="col">${s.config.variant === 'teams' ? msg('Team', { id: 'diamonds.team' }) : playerHeading()}</th>
              <th scope="col">${msg('Points', { id: 'diams.result.points' })}</th>
            </tr>
          </thead>
          <tbody>
            ${t.ranking.map(
              (r) => html`<tr data-side=${r.side}>
                <td>${ordinal(r.place)}</td>
                <th scope="row">
                  <span class="who">${r.players.join(' & ')}</span>${
                    r.winner ? html`<span class="win">${t.final ? winnerMark() : msg('leading', { id: 'tally.leading' })}</span>` : nothing
                  }
                  <span class="sum">${msg(str`${r.showroom} Showroom + 2 × ${r.vault} Vault`, { id: 'tally.row' })}</span>
                </th>
                <td class="n" data-score>${r.score}</td>
              </tr>`,
            )}
          </tbody>
        </table>
      </div>
      <div role="status">
        <p class="verdict" data-testid="verdict">${ruleText(tallyVerdict(t))}</p>
        ${tallyTies(t).map((line) => html`<p>${ruleText(line)}</p>`)}
      </div>
      ${
        edited
          ? html`<p class="hint">${msg("These counts differ from the app's. Record them to keep them from now on.", { id: 'tally.edited' })}</p>
            <button type="button" class="btn primary" ?disabled=${this.busy} @click=${this.record}>${msg('Record these counts', { id: 'tally.record' })}</button>
            <button type="button" class="btn" @click=${this.reset}>${msg("Use the app's counts", { id: 'tally.reset' })}</button>`
          : nothing
      }
    </section>`;
  }

  private record(): void {
    emit<ZonesDetail>(this, 'dl-zones', { zones: this.zones.map((z) => ({ ...z })) });
  }

  private reset(): void {
    this.zones = (this.state?.zones ?? []).map((z) => ({ showroom: z.showroom, vault: z.vault }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diamonds-tally-form': DiamondsTallyForm;
  }
}
