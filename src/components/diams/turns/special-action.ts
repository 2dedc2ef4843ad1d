/**
 * <diams-special-action>: M-SPECIALS — a special card instead of phase 2: which card (one of
 * each, the ones not played yet this round), which power (the compulsory sale all three share,
 * or the card's own), and the cards that move as a result:
 * - compulsory sale: the diamond put into the market and, for each opponent, how many of that
 *   quality they put in (the ones seen going into their hand at least); the player takes them all;
 * - Armored convoy: the diamonds added to collections already in the safe;
 * - Safe cracker: the opponent, the quality and purity named, and whether such a diamond was found;
 * - Sleight of hand: the market card taken.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { QUALITIES, SPECIAL_NAMES, type Diamond, type TurnsState, type SecureEntry, type SpecialName, type SpecialPower } from '../../../rules/diams/index';
import { diamsStyles } from '../view/diams-styles';
import { KeptFields } from '../../session/form-drafts';
import './card-pad';
import type { CardsChange } from './card-pad';
import { choice, counts } from './choice';
import { cardName, cardsText, specialTitle } from '../../../i18n/turns-words';
import { powerHint, powerTitle, seatName, seenInHand } from './labels';
import { sendTurnStep } from './turn-step';
import './secure-fields';
import type { EntriesChange } from './secure-fields';
import { turnsStyles } from './turns-styles';
import { ruleText } from '../../shared/rule-tag';

/** What each opponent put into a compulsory sale: how many, and how many with the magnifier. */
interface Sold {
  count: number;
  pure: number;
}

@customElement('diams-special-action')
@localized()
export class DiamsSpecialAction extends LitElement {
  static override styles = [diamsStyles, turnsStyles];

  @property({ attribute: false }) state: TurnsState | null = null;
  @property({ type: Boolean }) busy = false;

  @state() private card: SpecialName | null = null;
  @state() private power: SpecialPower = 'compulsory-sale';
  @state() private put: Diamond[] = [];
  @state() private sold: Sold[] = [];
  @state() private entries: SecureEntry[] = [];
  @state() private victim: number | null = null;
  @state() private quality: number | null = null;
  @state() private pure = false;
  @state() private found: boolean | null = null;
  @state() private taken: number | null = null;
  /** Kept as the game's drafts as it is chosen, so a reload finds it again. */
  private readonly kept = new KeptFields(
    this,
    () => 'special-action',
    () => {
      const { card, power, put, sold, entries, victim, quality, pure, found, taken } = this;
      return { card, power, put, sold, entries, victim, quality, pure, found, taken };
    },
  );

  override render(): TemplateResult {
    const s = this.state;
    if (!s) return html``;
    const left = SPECIAL_NAMES.filter((n) => !s.specials.played.includes(n));
    const card = this.card ?? left[0] ?? null;
    if (!card) return html`<p>${ruleText(msg('Every special card has been played this round (M-SPECIALS).', { id: 'market.special.all-played' }))}</p>`;
    const powers: SpecialPower[] = ['compulsory-sale', card];
    return html`
      ${choice(
        'special',
        msg('The special card played', { id: 'market.special.which' }),
        left.map((n) => ({ value: n, label: specialTitle(n) })),
        card,
        (n) => {
          this.card = n;
          this.power = 'compulsory-sale';
        },
      )}
      ${choice(
        'power',
        msg('Used for', { id: 'market.special.power' }),
        powers.map((p) => ({ value: p, label: powerTitle(p) })),
        this.power,
        (p) => (this.power = p),
      )}
      <p class="hint">${powerHint(this.power)}</p>
      ${this.renderPower(s)}
      <button type="button" class="btn primary submit" data-action="record-special" ?disabled=${this.busy || !this.ready(s)} @click=${() => this.submit(s, card)}>
        ${
          this.power === 'compulsory-sale'
            ? msg(str`Record the ${specialTitle(card)} (compulsory sale)`, { id: 'market.special.record.sale' })
            : msg(str`Record the ${specialTitle(card)}`, { id: 'market.special.record' })
        }
      </button>
    `;
  }

  private renderPower(s: TurnsState): TemplateResult | typeof nothing {
    const players = s.config.players;
    const who = seatName(players, s.seat);
    const opponents = players.map((_, i) => i).filter((i) => i !== s.seat);
    switch (this.power) {
      case 'compulsory-sale': {
        const q = this.put[0]?.quality;
        return html`<diams-card-pad
            label=${msg('The diamond put into the market', { id: 'market.put' })}
            .max=${1}
            .cards=${this.put}
            .suggest=${s.hands[s.seat]?.known ?? []}
            suggestLabel=${seenInHand(who)}
            @dl-cards-change=${(e: CustomEvent<CardsChange>) => this.choosePut(s, e.detail.cards)}
          ></diams-card-pad>
          ${
            q === undefined
              ? nothing
              : html`${opponents.map((o) => this.renderSold(s, o, q))}
                <p data-taken>${msg(str`${who} takes all the ${q}s: ${cardsText(this.saleTake(s))}.`, { id: 'market.sale.takes' })}</p>`
          }`;
      }
      case 'armored-convoy':
        return html`<diams-secure-fields
          mode="convoy"
          .safe=${s.safes[s.seat]?.collections ?? []}
          .entries=${this.entries}
          @dl-entries-change=${(e: CustomEvent<EntriesChange>) => (this.entries = e.detail.entries)}
        ></diams-secure-fields>`;
      case 'safe-cracker':
        return html`${choice(
          'victim',
          msg('Whose safe', { id: 'market.cracker.whose' }),
          opponents.map((o) => ({ value: o, label: seatName(players, o) })),
          this.victim,
          (v) => (this.victim = v),
        )}
          ${choice(
            'crack-quality',
            msg('The quality named', { id: 'market.cracker.quality' }),
            QUALITIES.map((q) => ({ value: q, label: String(q) })),
            this.quality,
            (q) => (this.quality = q),
          )}
          ${choice(
            'crack-pure',
            msg('The purity named', { id: 'market.cracker.purity' }),
            [
              { value: false, label: msg('Without the magnifier', { id: 'market.cracker.plain' }) },
              { value: true, label: msg('With the magnifier', { id: 'diams.sheet.pure' }) },
            ],
            this.pure,
            (p) => (this.pure = p),
          )}
          ${choice(
            'crack-found',
            msg('Was there one?', { id: 'market.cracker.found' }),
            [
              { value: true, label: msg('Found: taken', { id: 'market.cracker.taken' }) },
              { value: false, label: msg('None there', { id: 'market.cracker.none' }) },
            ],
            this.found,
            (f) => (this.found = f),
          )}`;
      case 'sleight-of-hand':
        return s.market.length === 0
          ? html`<p>${msg('The market is empty: nothing to take.', { id: 'market.sleight.empty' })}</p>`
          : choice(
              'sleight',
              msg('The market card taken', { id: 'market.sleight.taken' }),
              s.market.map((d, i) => ({ value: i, label: cardName(d) })),
              this.taken,
              (i) => (this.taken = i),
            );
    }
  }

  private renderSold(s: TurnsState, o: number, q: number): TemplateResult {
    const name = seatName(s.config.players, o);
    const sold = this.sold[o] ?? { count: 0, pure: 0 };
    return html`<div class="card entry" data-sold=${o}>
      ${choice(`sold-${o}`, msg(str`${name} puts in ${q}s`, { id: 'market.sale.puts' }), counts(0, 5), sold.count, (n) =>
        this.setSold(o, { count: n, pure: Math.min(sold.pure, n) }),
      )}
      ${
        sold.count > 0
          ? choice(`sold-pure-${o}`, msg(str`Of ${name}'s ${q}s, with the magnifier`, { id: 'market.sale.pure' }), counts(0, sold.count), sold.pure, (n) =>
              this.setSold(o, { count: sold.count, pure: n }),
            )
          : nothing
      }
    </div>`;
  }

  /** A new quality for the sale: each opponent starts with the diamonds of it seen in their hand. */
  private choosePut(s: TurnsState, cards: Diamond[]): void {
    this.put = cards;
    const q = cards[0]?.quality;
    this.sold = s.hands.map((h) => {
      const seen = q === undefined ? [] : h.known.filter((d) => d.quality === q);
      return { count: seen.length, pure: seen.filter((d) => d.pure).length };
    });
  }

  private setSold(o: number, value: Sold): void {
    this.sold = this.state?.hands.map((_, i) => (i === o ? value : (this.sold[i] ?? { count: 0, pure: 0 }))) ?? [];
  }

  private soldCards(s: TurnsState): Diamond[][] {
    const q = this.put[0]?.quality ?? 0;
    return s.hands.map((_, o) => {
      const sold = o === s.seat ? { count: 0, pure: 0 } : (this.sold[o] ?? { count: 0, pure: 0 });
      return Array.from({ length: sold.count }, (_, i) => ({ quality: q, pure: i < sold.pure }));
    });
  }

  private saleTake(s: TurnsState): Diamond[] {
    const put = this.put[0];
    if (!put) return [];
    return [...s.market.filter((d) => d.quality === put.quality), put, ...this.soldCards(s).flat()];
  }

  private ready(s: TurnsState): boolean {
    switch (this.power) {
      case 'compulsory-sale':
        return this.put.length === 1;
      case 'armored-convoy':
        return true;
      case 'safe-cracker':
        return this.victim !== null && this.quality !== null && this.found !== null;
      case 'sleight-of-hand':
        return s.market.length === 0 || this.taken !== null;
    }
  }

  private submit(s: TurnsState, special: SpecialName): void {
    switch (this.power) {
      case 'compulsory-sale': {
        const put = this.put[0];
        if (put) sendTurnStep(this, { type: 'special', special, power: 'compulsory-sale', put, sold: this.soldCards(s) });
        return;
      }
      case 'armored-convoy':
        sendTurnStep(this, { type: 'special', special: 'armored-convoy', power: 'armored-convoy', cards: this.entries });
        return;
      case 'safe-cracker':
        if (this.victim === null || this.quality === null || this.found === null) return;
        sendTurnStep(this, {
          type: 'special',
          special: 'safe-cracker',
          power: 'safe-cracker',
          victim: this.victim,
          quality: this.quality,
          pure: this.pure,
          found: this.found,
        });
        return;
      case 'sleight-of-hand': {
        const take = this.taken === null ? null : (s.market[this.taken] ?? null);
        sendTurnStep(this, { type: 'special', special: 'sleight-of-hand', power: 'sleight-of-hand', take });
        return;
      }
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-special-action': DiamsSpecialAction;
  }
}
