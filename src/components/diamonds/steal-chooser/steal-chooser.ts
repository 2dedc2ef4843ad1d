/**
 * <diamonds-steal-chooser>: answers a pending Clubs choice (D-A-CLUB). Only the possible victims
 * are offered (the engine's `pending.victims`: other sides whose Showroom is not empty), each with
 * its Showroom count, so an illegal steal cannot be tapped. Emits `dl-steal` with a victim seat
 * (the first member of a team: either member names the team, DT-ZONES).
 */
import { LitElement, html, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { SUIT_SYMBOLS, type DiamondsState, type PendingSteal } from '../../../rules/diamonds/index';
import { emit } from '../../shared/events';
import { playerName, sideLabel } from '../view/names';
import { suitStyles } from '../view/suit-styles';
import { ruleText } from '../../shared/rule-tag';
import { ruleTagStyles } from '../../shared/rule-tag-styles';
import { stealChooserStyles } from './steal-chooser.styles';

export interface StealDetail {
  victim: number;
}

/** Why this Clubs action happens, in the words of the rules. */
export function stealReason(state: DiamondsState, p: PendingSteal): string {
  const who = playerName(state, p.actor);
  const trick = p.trick ?? '';
  switch (p.cause) {
    case 'D-OFFSUIT': {
      const clubs = SUIT_SYMBOLS.C;
      return msg(str`${who} played an off-suit ${clubs} in trick ${trick} (D-OFFSUIT).`, { id: 'diamonds.steal.offsuit' });
    }
    case 'D-TAKE':
      return msg(str`${who} won trick ${trick}, Clubs led (D-TAKE).`, { id: 'diamonds.steal.take' });
    case 'D-MAJORITY': {
      const side = sideLabel(state, p.side);
      return msg(str`${side} took the most Clubs this round (D-MAJORITY).`, { id: 'diamonds.steal.majority' });
    }
  }
}

@customElement('diamonds-steal-chooser')
@localized()
export class DiamondsStealChooser extends LitElement {
  static override styles = [suitStyles, ruleTagStyles, stealChooserStyles];

  @property({ attribute: false }) state: DiamondsState | null = null;

  override render(): TemplateResult {
    const state = this.state;
    const p = state?.pending;
    if (!state || !p) return html``;
    const robber = sideLabel(state, p.side);
    return html`<section class="box" aria-labelledby="steal-title">
      <h2 id="steal-title">${msg(str`Whose Showroom does ${robber} rob?`, { id: 'diamonds.steal.title' })}</h2>
      <p>${ruleText(stealReason(state, p))} ${msg('Choose one of the Showrooms that are not empty.', { id: 'diamonds.steal.choose' })}</p>
      <ul>
        ${p.victims.map((side) => {
          const seat = state.seating.members[side]?.[0] ?? side;
          const count = state.zones[side]?.showroom ?? 0;
          return html`<li>
            <button type="button" data-victim=${seat} @click=${() => this.choose(seat)}>
              <span>${sideLabel(state, side)}</span>
              <span class="count">${msg(str`${count} in Showroom`, { id: 'diamonds.steal.count' })}</span>
            </button>
          </li>`;
        })}
      </ul>
    </section>`;
  }

  /** Focus goes to the first choice: the table has to answer before any card can be recorded. */
  focusFirst(): void {
    // The choice is already in view above the keys: scrolling to it would push the turn line out.
    this.renderRoot.querySelector<HTMLButtonElement>('button')?.focus({ preventScroll: true });
  }

  private choose(victim: number): void {
    emit<StealDetail>(this, 'dl-steal', { victim });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diamonds-steal-chooser': DiamondsStealChooser;
  }
}
