/**
 * <diamonds-check-form>: the round-end check of one round. For each side the cards of each suit it
 * won, for each player whether they won a trick, and the Showroom and Vault counts after the last
 * trick. The draft is checked by the rules as it is typed (the same `apply` that will record it),
 * so the table sees at once which count cannot be right and why; `dl-check` carries the event.
 *
 * What is typed is kept through a reload (../session/form-drafts.ts) until the round is settled.
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { suitName } from '../../../i18n/cards';
import { plural } from '../../../i18n/format';
import { rejectionText } from '../../../i18n/rule-messages';
import { SUITS, SUIT_SYMBOLS, apply, deckRanks, expectedDealer, type CheckEvent, type DiamondsState, type ZoneCount } from '../../../rules/diamonds/index';
import { playerName, sideLabel } from '../view/names';
import { suitStyles } from '../view/suit-styles';
import { KeptFields } from '../../session/form-drafts';
import { emit } from '../../shared/events';
import { checkStyles } from './check-styles';
import { formStyles } from './check-form.styles';
import type { CountDetail } from './count-stepper';
import './count-stepper';
import './zones-fields';
import type { ZonesDetail } from './zones-fields';
import { cardsCount } from '../../../i18n/counts';
import { ruleText } from '../../shared/rule-tag';

export interface CheckDetail {
  event: CheckEvent;
}

@customElement('diamonds-check-form')
@localized()
export class DiamondsCheckForm extends LitElement {
  static override styles = [suitStyles, checkStyles, formStyles];

  @property({ attribute: false }) state: DiamondsState | null = null;
  /** Round 1 only: a first dealer picked earlier (the new-game screen), if any. */
  @property({ attribute: false }) firstDealer: number | null = null;
  /** True while the panel is writing: the button waits. */
  @property({ type: Boolean }) busy = false;

  @state() private won: number[][] = [];
  /** Per seat: ticked, unticked, or null when left to follow the side's cards. */
  @state() private tricks: (boolean | null)[] = [];
  @state() private zones: ZoneCount[] = [];
  @state() private thief: number | null = null;
  @state() private dealer: number | null = null;
  @state() private pass: number | null = null;
  /** Round 1: the table asked to change the dealer chosen when the game was started. */
  @state() private pickDealer = false;
  /** Kept as the game's drafts as it is typed, so a reload finds it again. */
  private readonly kept = new KeptFields(
    this,
    () => 'check-form',
    () => {
      const { won, tricks, zones, thief, dealer, pass } = this;
      return { won, tricks, zones, thief, dealer, pass };
    },
  );

  /** The round the draft is for: a new round (or game) starts a new draft. */
  private draftFor = '';

  protected override willUpdate(changed: PropertyValues<this>): void {
    const s = this.state;
    if (!s) return;
    const key = `${s.config.players.join('\u0000')}|${s.roundsDone}`;
    if (key !== this.draftFor) {
      const fresh = this.draftFor === '';
      this.draftFor = key;
      this.pickDealer = false;
      // The counts kept for this step of the log are the ones typed for this round.
      if (fresh && this.kept.restored) return;
      this.won = s.seating.members.map(() => [0, 0, 0, 0]);
      this.tricks = s.config.players.map(() => null);
      this.zones = s.zones.map((z) => ({ showroom: z.showroom, vault: z.vault }));
      this.thief = s.thief;
      const first = this.firstDealer;
      this.dealer = expectedDealer(s) ?? (first !== null && first >= 0 && first < s.seating.players ? first : null);
      this.pass = null;
      this.kept.filledFromGame();
    } else if (changed.has('firstDealer') && s.roundsDone === 0 && this.dealer === null) {
      this.dealer = this.firstDealer;
    }
  }

  /** The event the draft stands for, or null while no dealer is chosen. */
  draft(): CheckEvent | null {
    const s = this.state;
    if (!s || this.dealer === null) return null;
    const event: CheckEvent = {
      type: 'check',
      dealer: this.dealer,
      won: this.won.map((row) => row.slice()),
      tricks: s.config.players.map((_, seat) => this.tricked(s, seat)),
      zones: this.zones.map((z) => ({ ...z })),
    };
    if (this.pass !== null) event.pass = this.pass;
    if (s.config.thief !== null && this.thief !== null) event.thief = this.thief;
    return event;
  }

  override render(): TemplateResult {
    const s = this.state;
    if (!s || s.phase !== 'deal') return html``;
    const index = s.roundsDone + 1;
    const event = this.draft();
    const verdict = event ? apply(s, event) : null;
    const problem = !event
      ? msg(str`Choose who dealt round ${index}.`, { id: 'check.choose-dealer' })
      : verdict && !verdict.ok
        ? `${rejectionText(verdict.rejection)} (${verdict.rejection.rule})`
        : '';
    const entered = this.won.reduce((sum, row) => sum + row.reduce((a, b) => a + b, 0), 0);
    const rounds = s.seating.rounds;
    const plays = s.seating.playsPerRound;
    const afterLast = msg('Diamonds after the last trick', { id: 'check.zones' });
    return html`<form aria-labelledby="check-title" @submit=${this.submit} novalidate>
      <h2 id="check-title">${msg(str`Round ${index} of ${rounds}: check at its end`, { id: 'check.title' })}</h2>
      <p class="hint">
        ${ruleText(
          msg(
            'Enter what the table sees now that every card is played: the app then performs the end of the round (D-MAJORITY, D-NOTRICK, in the order of D-END-ORDER).',
            { id: 'check.intro' },
          ),
        )}
      </p>
      ${this.renderDeal(s, index)}
      <h3 id="zones-title">${afterLast}</h3>
      <p class="hint">
        ${msg('Count each Showroom and Vault before any end-of-round action: the tricks moved diamonds the app did not see.', {
          id: 'check.zones.how',
        })}
      </p>
      <diamonds-zones-fields
        .state=${s}
        .zones=${this.zones}
        caption=${afterLast}
        @dl-zones-input=${(e: CustomEvent<ZonesDetail>) => (this.zones = e.detail.zones)}
      ></diamonds-zones-fields>
      ${s.config.thief === null ? nothing : this.renderThief(s)}
      <h3>${msg('Cards won, by suit', { id: 'check.won' })}</h3>
      <p class="hint">
        ${ruleText(
          s.config.variant === 'teams'
            ? msg(
                'Sort each team’s (partners together) won cards by suit. Both partners’ boxes tick themselves once their team has cards: untick a partner who won no trick, who takes the ♦ action twice (D-NOTRICK).',
                { id: 'check.won.how.teams.ticks' },
              )
            : msg(
                'Sort each player’s won cards by suit. A box ticks itself once its player has cards; a player with none won no trick and takes the ♦ action twice (D-NOTRICK).',
                { id: 'check.won.how.ticks' },
              ),
        )}
      </p>
      <div class="sides">${s.seating.members.map((members, side) => this.renderSide(s, members, side))}</div>
      <p class="totals" data-testid="totals">
        ${SUITS.map((suit, i) => {
          const n = this.won.reduce((sum, row) => sum + (row[i] ?? 0), 0);
          return html`<span class="suit-${suit}">${SUIT_SYMBOLS[suit]} ${n}</span> `;
        })}
        · <strong>${msg(str`${entered} of ${plays} cards`, { id: 'check.entered' })}</strong>
      </p>
      <p class=${problem ? 'problem' : 'ok'} id="check-status" role="status" tabindex="-1">
        ${problem ? ruleText(problem) : msg(str`These counts can happen: ready to settle round ${index}.`, { id: 'check.ready' })}
      </p>
      <button type="submit" class="btn primary settle" ?disabled=${this.busy} aria-describedby="check-status">
        ${msg(str`Settle round ${index}`, { id: 'check.settle' })}
      </button>
    </form>`;
  }

  private renderDeal(s: DiamondsState, index: number): TemplateResult {
    const fixed = expectedDealer(s);
    const chosen = this.firstDealer !== null && this.dealer === this.firstDealer && !this.pickDealer ? this.dealer : null;
    return html`<div class="deal">
      ${
        fixed !== null
          ? html`<p>
            ${ruleText(msg(str`${playerName(s, fixed)} dealt this round: the player to the left of the last dealer (D-DEALER).`, { id: 'check.dealer.fixed' }))}
          </p>`
          : chosen !== null
            ? html`<p class="chosen">
              ${msg(str`${playerName(s, chosen)} dealt round 1, as chosen when the game was started.`, { id: 'check.dealer.chosen' })}
              <button type="button" class="btn" @click=${() => (this.pickDealer = true)}>${msg('Another dealer', { id: 'check.dealer.change' })}</button>
            </p>`
            : html`<fieldset>
            <legend>${ruleText(msg(str`Who dealt round ${index}? (D-DEALER)`, { id: 'check.dealer' }))}</legend>
            ${s.config.players.map(
              (_, seat) => html`<label class="check">
                <input type="radio" name="dealer" .checked=${this.dealer === seat} @change=${() => (this.dealer = seat)} />
                ${playerName(s, seat)}
              </label>`,
            )}
          </fieldset>`
      }
      <label class="inline"
        ><span>${ruleText(msg('Cards passed (D-PASS)', { id: 'check.pass' }))}</span>
        <select @change=${(e: Event) => (this.pass = numberOrNull((e.target as HTMLSelectElement).value))}>
          <option value="" ?selected=${this.pass === null}>${msg('Not noted', { id: 'check.pass.none' })}</option>
          ${[1, 2, 3].map((n) => html`<option value=${n} ?selected=${this.pass === n}>${n}</option>`)}
        </select></label
      >
    </div>`;
  }

  private renderThief(s: DiamondsState): TemplateResult {
    return html`<label class="inline"
      ><span>${ruleText(msg('Thief token after the last trick (DX-THIEF)', { id: 'check.thief' }))}</span>
      <select @change=${(e: Event) => (this.thief = numberOrNull((e.target as HTMLSelectElement).value))}>
        ${s.config.players.map((_, seat) => html`<option value=${seat} ?selected=${this.thief === seat}>${playerName(s, seat)}</option>`)}
      </select></label
    >`;
  }

  private renderSide(s: DiamondsState, members: readonly number[], side: number): TemplateResult {
    const who = sideLabel(s, side);
    const row = this.won[side] ?? [0, 0, 0, 0];
    const total = row.reduce((a, b) => a + b, 0);
    const { low, high } = deckRanks(s.config.variant, s.seating.players);
    const tricks = total / s.seating.trickSize;
    return html`<fieldset class="side" data-side=${side}>
      <legend>${who}</legend>
      <div class="suits">
        ${SUITS.map(
          (suit, i) => html`<div class="suit">
            <span class="suit-${suit} name" aria-hidden="true">${SUIT_SYMBOLS[suit]} ${suitName(suit)}</span>
            <diamonds-count-stepper
              data-suit=${suit}
              label=${msg(str`${suitName(suit)} won by ${who}`, { id: 'check.suit-won' })}
              .value=${row[i] ?? 0}
              .max=${high - low + 1}
              @dl-count=${(e: CustomEvent<CountDetail>) => this.setCount(side, i, e.detail.value)}
            ></diamonds-count-stepper>
          </div>`,
        )}
      </div>
      <p class="hint">
        ${this.totalText(total, tricks)}
      </p>
      ${members.map(
        (seat) => html`<label class="check">
          <input
            type="checkbox"
            data-seat=${seat}
            .checked=${this.tricked(s, seat)}
            @change=${(e: Event) => this.setTrick(seat, (e.target as HTMLInputElement).checked)}
          />
          ${msg(str`${playerName(s, seat)} won at least one trick`, { id: 'check.won-trick' })}
        </label>`,
      )}
    </fieldset>`;
  }

  /** "9 cards = 3 tricks" */
  private totalText(total: number, tricks: number): string {
    const cards = cardsCount(total);
    if (!Number.isInteger(tricks) || total === 0) return cards;
    const taken = plural(tricks, {
      one: () => msg(str`${tricks} trick`, { id: 'check.tricks.one' }),
      other: () => msg(str`${tricks} tricks`, { id: 'check.tricks' }),
    });
    return `${cards} = ${taken}`;
  }

  /** A seat's answer, or (untouched) whether its side has cards: a side with none won no trick. */
  private tricked(s: DiamondsState, seat: number): boolean {
    const own = this.tricks[seat];
    if (own !== null && own !== undefined) return own;
    const row = this.won[s.seating.sideOf[seat] ?? 0] ?? [];
    return row.some((n) => n > 0);
  }

  private setCount(side: number, suit: number, value: number): void {
    this.won = this.won.map((row, i) => (i === side ? row.map((n, j) => (j === suit ? value : n)) : row));
  }

  private setTrick(seat: number, value: boolean): void {
    this.tricks = this.tricks.map((t, i) => (i === seat ? value : t));
  }

  private submit(e: Event): void {
    e.preventDefault();
    const s = this.state;
    const event = this.draft();
    const verdict = s && event ? apply(s, event) : null;
    if (!event || !verdict?.ok) {
      // The reason is already on screen: focus takes a screen reader (and the eye) to it.
      this.renderRoot.querySelector<HTMLElement>('#check-status')?.focus();
      return;
    }
    emit<CheckDetail>(this, 'dl-check', { event });
  }
}

function numberOrNull(value: string): number | null {
  return value === '' ? null : Number(value);
}

declare global {
  interface HTMLElementTagNameMap {
    'diamonds-check-form': DiamondsCheckForm;
  }
}
