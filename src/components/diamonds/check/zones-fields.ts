/**
 * <diamonds-zones-fields>: a Showroom and a Vault count for every side, as the table counts the
 * crystals (D-ZONES, DT-ZONES). Emits `dl-zones-input` with all the counts after every change.
 */
import { LitElement, html, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import type { DiamondsState, ZoneCount } from '../../../rules/diamonds/index';
import { sideLabel } from '../view/names';
import { suitStyles } from '../view/suit-styles';
import { emit } from '../../shared/events';
import { checkStyles } from './check-styles';
import './count-stepper';
import type { CountDetail } from './count-stepper';
import { playerHeading } from '../../shared/labels';

export interface ZonesDetail {
  zones: ZoneCount[];
}

/** A generous bound for a stepper: far above any real game, low enough to catch a slip. */
const MOST = 199;

@customElement('diamonds-zones-fields')
@localized()
export class DiamondsZonesFields extends LitElement {
  static override styles = [suitStyles, checkStyles];

  @property({ attribute: false }) state: DiamondsState | null = null;
  @property({ attribute: false }) zones: readonly ZoneCount[] = [];
  /** The table's caption, e.g. "Zones after the last trick". */
  @property() caption = '';

  override render(): TemplateResult {
    const state = this.state;
    if (!state) return html``;
    const teams = state.config.variant === 'teams';
    return html`<div class="scroll">
      <table>
        <caption class="visually-hidden">${this.caption}</caption>
        <thead>
          <tr>
            <th scope="col">${teams ? msg('Team', { id: 'diamonds.team' }) : playerHeading()}</th>
            <th scope="col">${msg('Showroom', { id: 'diamonds.showroom' })}</th>
            <th scope="col">${msg('Vault', { id: 'diamonds.vault' })}</th>
          </tr>
        </thead>
        <tbody>
          ${state.seating.members.map((_, side) => {
            const z = this.zones[side] ?? { showroom: 0, vault: 0 };
            const who = sideLabel(state, side);
            return html`<tr data-side=${side}>
              <th scope="row">${who}</th>
              <td>
                <diamonds-count-stepper
                  data-zone="showroom"
                  label=${msg(str`${who}'s Showroom`, { id: 'check.showroom-of' })}
                  .value=${z.showroom}
                  .max=${MOST}
                  @dl-count=${(e: CustomEvent<CountDetail>) => this.change(side, 'showroom', e.detail.value)}
                ></diamonds-count-stepper>
              </td>
              <td>
                <diamonds-count-stepper
                  data-zone="vault"
                  label=${msg(str`${who}'s Vault`, { id: 'check.vault-of' })}
                  .value=${z.vault}
                  .max=${MOST}
                  @dl-count=${(e: CustomEvent<CountDetail>) => this.change(side, 'vault', e.detail.value)}
                ></diamonds-count-stepper>
              </td>
            </tr>`;
          })}
        </tbody>
      </table>
    </div>`;
  }

  private change(side: number, zone: 'showroom' | 'vault', value: number): void {
    const zones = this.zones.map((z) => ({ ...z }));
    const z = zones[side];
    if (!z) return;
    z[zone] = value;
    emit<ZonesDetail>(this, 'dl-zones-input', { zones });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diamonds-zones-fields': DiamondsZonesFields;
  }
}
