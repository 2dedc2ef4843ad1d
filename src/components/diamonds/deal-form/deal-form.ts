/**
 * <diamonds-deal-form>: starts a round. The dealer is fixed by the rules after round 1 (D-DEALER);
 * for round 1 the dealer chosen on the new-game screen deals without being asked again (another
 * can still be picked), and otherwise the table picks one (or at random). One tap
 * on a pass count (D-PASS: 1, 2 or 3, never 0) emits `dl-deal` with the dealer and the count.
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { expectedDealer, type DiamondsState } from '../../../rules/diamonds/index';
import { KeptFields } from '../../session/form-drafts';
import { emit } from '../../shared/events';
import { focusQuietly } from '../../shared/focus';
import { playerName } from '../view/names';
import { randomSeat } from '../view/random';
import { suitStyles } from '../view/suit-styles';
import { ruleText } from '../../shared/rule-tag';
import { ruleTagStyles } from '../../shared/rule-tag-styles';
import { dealFormStyles } from './deal-form.styles';

export interface DealDetail {
  dealer: number;
  pass: number;
}

/** Where the passed cards go in this game (D-PASS, D2-PASS, DT-PASS). */
export function passText(state: DiamondsState): string {
  if (state.config.variant === 'teams') return msg('to their partner (DT-PASS)', { id: 'diamonds.pass.partner' });
  if (state.seating.players === 2) return msg('to the other player (D2-PASS)', { id: 'diamonds.pass.other' });
  return msg('to the player on their left (D-PASS)', { id: 'diamonds.pass.left' });
}

@customElement('diamonds-deal-form')
@localized()
export class DiamondsDealForm extends LitElement {
  static override styles = [suitStyles, ruleTagStyles, dealFormStyles];

  @property({ attribute: false }) state: DiamondsState | null = null;
  /** Round 1 only: the first dealer picked on the new-game screen, if any. */
  @property({ attribute: false }) firstDealer: number | null = null;

  @state() private chosen: number | null = null;
  /** The table asked to change the dealer chosen on the new-game screen. */
  @state() private pickDealer = false;
  /** Kept as the game's drafts as it is chosen, so a reload finds it again. */
  private readonly kept = new KeptFields(
    this,
    () => 'deal-form',
    () => ({ chosen: this.chosen, pickDealer: this.pickDealer }),
  );

  protected override willUpdate(changed: PropertyValues<this>): void {
    const kept = !this.hasUpdated && this.kept.restored;
    if (!kept && (changed.has('firstDealer') || (changed.has('state') && this.chosen === null))) {
      const n = this.state?.seating.players ?? 0;
      const first = this.firstDealer;
      this.chosen = first !== null && first >= 0 && first < n ? first : null;
      this.kept.filledFromGame();
    }
  }

  override render(): TemplateResult {
    const state = this.state;
    if (!state || state.phase !== 'deal') return html``;
    const fixed = expectedDealer(state);
    const index = state.roundsDone + 1;
    const dealer = fixed ?? this.chosen;
    const rounds = state.seating.rounds;
    const hand = state.seating.hand;
    const to = passText(state);
    const dealerName = dealer === null ? '' : playerName(state, dealer);
    const fixedName = fixed === null ? '' : playerName(state, fixed);
    return html`<section aria-labelledby="deal-title">
      <h2 id="deal-title">
        ${
          dealer === null
            ? msg(str`Round ${index} of ${rounds}`, { id: 'diamonds.deal.title' })
            : msg(str`Round ${index} of ${rounds}: ${dealerName} deals`, { id: 'diamonds.deal.title.dealer' })
        }
      </h2>
      ${
        fixed === null
          ? this.firstDealer !== null && this.chosen === this.firstDealer && !this.pickDealer
            ? html`<p class="chosen">
              ${msg('Chosen when the game was started.', { id: 'diamonds.deal.chosen' })}
              <button type="button" class="random" @click=${() => (this.pickDealer = true)}>${msg('Another dealer', { id: 'diamonds.deal.change' })}</button>
            </p>`
            : this.renderFirstDealer(state)
          : html`<p>${ruleText(msg(str`${fixedName} is on the left of the last dealer (D-DEALER).`, { id: 'diamonds.deal.fixed' }))}</p>`
      }
      <p>
        ${ruleText(
          msg(str`Deal ${hand} cards each. After looking at their hand, the dealer says how many cards everyone passes ${to}:`, {
            id: 'diamonds.deal.how',
          }),
        )}
      </p>
      <div class="passes" role="group" aria-label=${msg('Cards passed', { id: 'diamonds.deal.passes' })}>
        ${[1, 2, 3].map(
          (pass) => html`<button
            type="button"
            class="pass"
            data-pass=${pass}
            ?disabled=${dealer === null}
            @click=${() => dealer !== null && emit<DealDetail>(this, 'dl-deal', { dealer, pass })}
          >
            ${msg(str`Pass ${pass}`, { id: 'diamonds.deal.pass' })}
          </button>`,
        )}
      </div>
      ${dealer === null ? html`<p class="hint">${msg('Choose the first dealer above to start.', { id: 'diamonds.deal.choose' })}</p>` : nothing}
    </section>`;
  }

  private renderFirstDealer(state: DiamondsState): TemplateResult {
    return html`<fieldset>
      <legend>${ruleText(msg('Who deals first? (D-DEALER: chosen at random)', { id: 'diamonds.deal.first' }))}</legend>
      ${state.config.players.map(
        (_, seat) => html`<label>
          <input
            type="radio"
            name="dealer"
            .checked=${this.chosen === seat}
            @change=${() => (this.chosen = seat)}
          />
          ${playerName(state, seat)}
        </label>`,
      )}
      <button type="button" class="random" @click=${this.pickRandom}>${msg('Pick at random', { id: 'diamonds.random' })}</button>
    </fieldset>`;
  }

  /** Puts focus on what the deal asks first: a pass count, or who deals when no one is chosen yet. */
  focusFirst(): void {
    // Asked after a paint: by then the form may not be on the page (yet, or any more).
    if (!this.isConnected || !this.hasUpdated) return;
    const first =
      this.renderRoot.querySelector<HTMLElement>('button.pass:not(:disabled)') ?? this.renderRoot.querySelector<HTMLElement>('fieldset input, fieldset button');
    if (first) focusQuietly(first, { preventScroll: true });
  }

  private pickRandom(): void {
    const n = this.state?.seating.players ?? 0;
    if (n === 0) return;
    this.chosen = randomSeat(n);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diamonds-deal-form': DiamondsDealForm;
  }
}
