/**
 * <diamonds-board>: every player's (every team's) Showroom and Vault with the crystals to hold
 * (D-ZONES, D-CRYSTALS, DT-ZONES). Vaults are secret at the table, so their counts stay hidden
 * while the game is played unless the `showVaults` setting is on; they are revealed at the end.
 * The toggle emits `dl-toggle-vaults`; the screen stores the setting.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import type { DiamondsState } from '../../../rules/diamonds/index';
import { emit } from '../../shared/events';
import { sideLabel } from '../view/names';
import { suitStyles } from '../view/suit-styles';
import { boardStyles } from './board.styles';
import { crystalStyles } from './crystal-row.styles';
import { playerHeading } from '../../shared/labels';

/*
 * D-CRYSTALS: the physical crystals a table holds for a count of diamonds. The engine counts in
 * units; people at the table hold large red crystals (5) and small clear ones (1), so the screen
 * suggests the fewest pieces.
 */

interface Crystals {
  red: number;
  clear: number;
}

function crystalsFor(count: number): Crystals {
  const n = Math.max(0, Math.floor(count));
  return { red: Math.floor(n / 5), clear: n % 5 };
}

/** "1 red + 2 clear": the pieces to hold for a count, or '' for none. */
function crystalPieces(count: number): string {
  const { red, clear } = crystalsFor(count);
  const parts: string[] = [];
  if (red) parts.push(msg(str`${red} red`, { id: 'crystals.red' }));
  if (clear) parts.push(msg(str`${clear} clear`, { id: 'crystals.clear' }));
  return parts.join(' + ');
}

/*
 * A count of diamonds with the crystals to hold for it (D-CRYSTALS: red = 5, clear = 1). The
 * shapes are decoration; the text says the same for everyone.
 */
function crystalRow(count: number): TemplateResult {
  const { red, clear } = crystalsFor(count);
  return html`<span class="count">${count}</span>
    ${
      count
        ? html`<span class="gems" aria-hidden="true"
            >${Array.from({ length: red }, () => html`<i class="gem red"></i>`)}${Array.from({ length: clear }, () => html`<i class="gem clear"></i>`)}</span
          ><span class="pieces">${crystalPieces(count)}</span>`
        : nothing
    }`;
}

@customElement('diamonds-board')
@localized()
export class DiamondsBoard extends LitElement {
  static override styles = [suitStyles, crystalStyles, boardStyles];

  @property({ attribute: false }) state: DiamondsState | null = null;
  /** The `showVaults` setting. */
  @property({ type: Boolean, attribute: 'show-vaults' }) showVaults = false;
  /**
   * The seat of this phone's player at a live table (../../live/live-bar.ts): only that seat's (or
   * team's) Vault shows until the game is over, whatever the setting. null: no seat chosen.
   */
  @property({ attribute: false }) ownSeat: number | null = null;
  /** One short line per side (./board.styles.ts); the Vaults' toggle takes the names' column head. */
  @property({ type: Boolean, reflect: true }) compact = false;

  override render(): TemplateResult {
    const state = this.state;
    if (!state) return html``;
    const over = state.phase === 'over';
    const vaults = over || this.showVaults;
    const round = state.round && !state.round.over ? state.round : null;
    const teams = state.config.variant === 'teams';
    const toggle =
      over || this.ownSeat !== null
        ? nothing
        : html`<button type="button" class="toggle" aria-pressed=${vaults ? 'true' : 'false'} @click=${this.toggle}>
            ${msg('Show Vaults', { id: 'diamonds.board.show-vaults' })}
          </button>`;
    return html`
      <div class="head">
        <h2 id="board-title" class=${this.compact ? 'visually-hidden' : ''}>
          ${teams ? msg('Teams: Showroom and Vault', { id: 'diamonds.board.title.teams' }) : msg('Players: Showroom and Vault', { id: 'diamonds.board.title' })}
        </h2>
        ${this.compact ? nothing : toggle}
      </div>
      <table aria-labelledby="board-title">
        <colgroup>
          <col class="who" />
          <col class="zone" />
          <col class="zone" />
          ${round ? html`<col class="tricks" />` : nothing}
        </colgroup>
        <thead>
          <tr>
            <th scope="col">
              <span class=${this.compact ? 'visually-hidden' : ''}
                >${teams ? msg('Team', { id: 'diamonds.team' }) : playerHeading()}</span
              >${this.compact ? toggle : nothing}
            </th>
            <th scope="col">${msg('Showroom', { id: 'diamonds.showroom' })}</th>
            <th scope="col">${msg('Vault', { id: 'diamonds.vault' })}</th>
            ${
              round
                ? html`<th scope="col">
                  <abbr title=${msg('Tricks won this round', { id: 'diamonds.board.tricks.title' })}
                    >${msg('Tricks', { id: 'diamonds.board.tricks' })}</abbr
                  >
                </th>`
                : nothing
            }
          </tr>
        </thead>
        <tbody>
          ${state.seating.members.map((seats, side) => {
            const zone = state.zones[side] ?? { showroom: 0, vault: 0 };
            const tricks = round ? seats.reduce((n, seat) => n + (round.tricksWon[seat] ?? 0), 0) : null;
            const dealer = round && seats.includes(round.dealer);
            const thief = state.thief !== null && seats.includes(state.thief);
            const shown = this.ownSeat === null ? vaults : over || seats.includes(this.ownSeat);
            return html`<tr data-side=${side}>
              <th scope="row">
                ${sideLabel(state, side)}
                <div>
                  ${dealer ? html`<span class="badge">${msg('dealer', { id: 'diamonds.board.dealer' })}</span>` : nothing}
                  ${
                    thief
                      ? html`<span class="badge"
                        >${
                          teams
                            ? msg(str`thief token: ${state.config.players[state.thief ?? 0] ?? ''}`, { id: 'diamonds.board.thief.team' })
                            : msg('thief token', { id: 'diamonds.board.thief' })
                        }</span
                      >`
                      : nothing
                  }
                </div>
              </th>
              <td data-zone="showroom">${crystalRow(zone.showroom)}</td>
              <td data-zone="vault">${shown ? crystalRow(zone.vault) : html`<span class="hidden">${msg('Hidden', { id: 'diamonds.board.hidden' })}</span>`}</td>
              ${tricks === null ? nothing : html`<td class="num">${tricks}</td>`}
            </tr>`;
          })}
        </tbody>
      </table>
    `;
  }

  private toggle(): void {
    emit<{ showVaults: boolean }>(this, 'dl-toggle-vaults', { showVaults: !this.showVaults });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diamonds-board': DiamondsBoard;
  }
}
