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
import {
  QUALITIES,
  SPECIAL_NAMES,
  type Diamond,
  type MarketLogState,
  type SecureEntry,
  type SpecialName,
  type SpecialPower,
} from '../../rules/diams/index.js';
import { diamsStyles } from '../diams/view/styles.js';
import './card-pad.js';
import { cardName, type CardsChange } from './card-pad.js';
import { choice, counts } from './choice.js';
import { cardsText, POWER_HINTS, POWER_TITLES, SPECIAL_TITLES, seatName } from './labels.js';
import { sendMarketEvent } from './market-event.js';
import './secure-fields.js';
import type { EntriesChange } from './secure-fields.js';
import { marketStyles } from './styles.js';

/** What each opponent put into a compulsory sale: how many, and how many with the magnifier. */
interface Sold {
  count: number;
  pure: number;
}

@customElement('diams-special-action')
export class DiamsSpecialAction extends LitElement {
  static override styles = [diamsStyles, marketStyles];

  @property({ attribute: false }) state: MarketLogState | null = null;
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

  override render(): TemplateResult {
    const s = this.state;
    if (!s) return html``;
    const left = SPECIAL_NAMES.filter((n) => !s.specials.played.includes(n));
    const card = this.card ?? left[0] ?? null;
    if (!card) return html`<p>Every special card has been played this round (M-SPECIALS).</p>`;
    const powers: SpecialPower[] = ['compulsory-sale', card];
    return html`
      ${choice(
        'special',
        'The special card played',
        left.map((n) => ({ value: n, label: SPECIAL_TITLES[n] })),
        card,
        (n) => {
          this.card = n;
          this.power = 'compulsory-sale';
        },
      )}
      ${choice(
        'power',
        'Used for',
        powers.map((p) => ({ value: p, label: POWER_TITLES[p] })),
        this.power,
        (p) => (this.power = p),
      )}
      <p class="hint">${POWER_HINTS[this.power]}</p>
      ${this.renderPower(s)}
      <button type="button" class="btn primary submit" data-action="record-special" ?disabled=${this.busy || !this.ready(s)} @click=${() => this.submit(s, card)}>
        Record the ${SPECIAL_TITLES[card]}${this.power === 'compulsory-sale' ? ' (compulsory sale)' : ''}
      </button>
    `;
  }

  private renderPower(s: MarketLogState): TemplateResult | typeof nothing {
    const players = s.config.players;
    const who = seatName(players, s.seat);
    const opponents = players.map((_, i) => i).filter((i) => i !== s.seat);
    switch (this.power) {
      case 'compulsory-sale': {
        const q = this.put[0]?.quality;
        return html`<diams-card-pad
            label="The diamond put into the market"
            .max=${1}
            .cards=${this.put}
            .suggest=${s.hands[s.seat]?.known ?? []}
            suggestLabel=${`Seen in ${who}'s hand`}
            @dl-cards-change=${(e: CustomEvent<CardsChange>) => this.choosePut(s, e.detail.cards)}
          ></diams-card-pad>
          ${q === undefined
            ? nothing
            : html`${opponents.map((o) => this.renderSold(s, o, q))}
                <p data-taken>${who} takes all the ${q}s: ${cardsText(this.saleTake(s))}.</p>`}`;
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
            'Whose safe',
            opponents.map((o) => ({ value: o, label: seatName(players, o) })),
            this.victim,
            (v) => (this.victim = v),
          )}
          ${choice('crack-quality', 'The quality named', QUALITIES.map((q) => ({ value: q, label: String(q) })), this.quality, (q) => (this.quality = q))}
          ${choice('crack-pure', 'The purity named', [
            { value: false, label: 'Without the magnifier' },
            { value: true, label: 'With the magnifier' },
          ], this.pure, (p) => (this.pure = p))}
          ${choice('crack-found', 'Was there one?', [
            { value: true, label: 'Found: taken' },
            { value: false, label: 'None there' },
          ], this.found, (f) => (this.found = f))}`;
      case 'sleight-of-hand':
        return s.market.length === 0
          ? html`<p>The market is empty: nothing to take.</p>`
          : choice(
              'sleight',
              'The market card taken',
              s.market.map((d, i) => ({ value: i, label: cardName(d) })),
              this.taken,
              (i) => (this.taken = i),
            );
    }
  }

  private renderSold(s: MarketLogState, o: number, q: number): TemplateResult {
    const name = seatName(s.config.players, o);
    const sold = this.sold[o] ?? { count: 0, pure: 0 };
    return html`<div class="card entry" data-sold=${o}>
      ${choice(`sold-${o}`, `${name} puts in ${q}s`, counts(0, 5), sold.count, (n) => this.setSold(o, { count: n, pure: Math.min(sold.pure, n) }))}
      ${sold.count > 0
        ? choice(`sold-pure-${o}`, `Of ${name}'s ${q}s, with the magnifier`, counts(0, sold.count), sold.pure, (n) => this.setSold(o, { count: sold.count, pure: n }))
        : nothing}
    </div>`;
  }

  /** A new quality for the sale: each opponent starts with the diamonds of it seen in their hand. */
  private choosePut(s: MarketLogState, cards: Diamond[]): void {
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

  private soldCards(s: MarketLogState): Diamond[][] {
    const q = this.put[0]?.quality ?? 0;
    return s.hands.map((_, o) => {
      const sold = o === s.seat ? { count: 0, pure: 0 } : (this.sold[o] ?? { count: 0, pure: 0 });
      return Array.from({ length: sold.count }, (_, i) => ({ quality: q, pure: i < sold.pure }));
    });
  }

  private saleTake(s: MarketLogState): Diamond[] {
    const put = this.put[0];
    if (!put) return [];
    return [...s.market.filter((d) => d.quality === put.quality), put, ...this.soldCards(s).flat()];
  }

  private ready(s: MarketLogState): boolean {
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

  private submit(s: MarketLogState, special: SpecialName): void {
    switch (this.power) {
      case 'compulsory-sale': {
        const put = this.put[0];
        if (put) sendMarketEvent(this, { type: 'special', special, power: 'compulsory-sale', put, sold: this.soldCards(s) });
        return;
      }
      case 'armored-convoy':
        sendMarketEvent(this, { type: 'special', special: 'armored-convoy', power: 'armored-convoy', cards: this.entries });
        return;
      case 'safe-cracker':
        if (this.victim === null || this.quality === null || this.found === null) return;
        sendMarketEvent(this, { type: 'special', special: 'safe-cracker', power: 'safe-cracker', victim: this.victim, quality: this.quality, pure: this.pure, found: this.found });
        return;
      case 'sleight-of-hand': {
        const take = this.taken === null ? null : (s.market[this.taken] ?? null);
        sendMarketEvent(this, { type: 'special', special: 'sleight-of-hand', power: 'sleight-of-hand', take });
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
