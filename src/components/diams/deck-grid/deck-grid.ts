/**
 * <diams-deck-grid>: the optional deck counts of the rules card (M-CARD-DECK): for each quality,
 * how many cards exist and how many of them carry the magnifier. Each valid change emits
 * `dl-deck-change` {quality, cards, pure}; the owner stores it. With every count given, the rules
 * module checks that no round uses more copies than exist.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { MAX_DECK_COPIES, QUALITIES, type QualityKey } from '../../../rules/diams/index';
import { emit } from '../../shared/events';
import type { DeckDraft, DeckDraftEntry } from '../../../store/house-card';
import { diamsStyles } from '../view/diams-styles';
import { ruleText } from '../../shared/rule-tag';
import { deckGridStyles } from './deck-grid.styles';

export interface DeckChange extends DeckDraftEntry {
  quality: number;
}

type Field = keyof DeckDraftEntry;

function parseCount(text: string): { ok: true; value: number | null } | { ok: false } {
  const t = text.trim();
  if (t === '') return { ok: true, value: null };
  return /^\d+$/.test(t) && Number(t) <= MAX_DECK_COPIES ? { ok: true, value: Number(t) } : { ok: false };
}

@customElement('diams-deck-grid')
@localized()
export class DiamsDeckGrid extends LitElement {
  static override styles = [diamsStyles, deckGridStyles];

  @property({ attribute: false }) deck: DeckDraft | null = null;

  @state() private errors = new Map<string, string>();

  override render(): TemplateResult {
    return html`<table>
        <caption>
          ${msg('Copies in the deck', { id: 'diams.deck.caption' })}
        </caption>
        <thead>
          <tr>
            <th scope="col">${msg('Quality', { id: 'diams.quality' })}</th>
            <th scope="col">${msg('Cards', { id: 'diams.deck.cards' })}</th>
            <th scope="col">${msg('With magnifier', { id: 'diams.deck.pure' })}</th>
          </tr>
        </thead>
        <tbody>
          ${QUALITIES.map(
            (q) => html`<tr>
              <th scope="row">${q}</th>
              <td>${this.renderInput(q, 'cards')}</td>
              <td>${this.renderInput(q, 'pure')}</td>
            </tr>`,
          )}
        </tbody>
      </table>
      <div class="errors" role="alert">
        ${[...this.errors.entries()].map(([id, message]) => html`<p id="err-${id}">${ruleText(message)}</p>`)}
      </div>`;
  }

  private entry(quality: number): DeckDraftEntry {
    return this.deck?.[String(quality) as QualityKey] ?? { cards: null, pure: null };
  }

  private renderInput(quality: number, field: Field): TemplateResult {
    const id = `d-${quality}-${field}`;
    const value = this.entry(quality)[field];
    const error = this.errors.has(id);
    return html`<input
      id=${id}
      type="text"
      inputmode="numeric"
      autocomplete="off"
      aria-label=${
        field === 'cards'
          ? msg(str`Quality ${quality}: cards`, { id: 'diams.deck.cell.cards' })
          : msg(str`Quality ${quality}: cards with the magnifier`, { id: 'diams.deck.cell.pure' })
      }
      aria-invalid=${error ? 'true' : 'false'}
      aria-describedby=${error ? `err-${id}` : nothing}
      .value=${value === null ? '' : String(value)}
      @change=${(e: Event) => this.onChange(quality, field, e.target as HTMLInputElement)}
    />`;
  }

  private onChange(quality: number, field: Field, input: HTMLInputElement): void {
    const id = `d-${quality}-${field}`;
    const errors = new Map(this.errors);
    errors.delete(`d-${quality}-cards`);
    errors.delete(`d-${quality}-pure`);
    const parsed = parseCount(input.value);
    if (!parsed.ok) {
      errors.set(
        id,
        field === 'cards'
          ? msg(str`Quality ${quality}: the number of cards is a whole number from 0 to ${MAX_DECK_COPIES}, or empty.`, { id: 'diams.deck.bad.cards' })
          : msg(str`Quality ${quality}: the number of cards with the magnifier is a whole number from 0 to ${MAX_DECK_COPIES}, or empty.`, {
              id: 'diams.deck.bad.pure',
            }),
      );
      this.errors = errors;
      return;
    }
    const next = { ...this.entry(quality), [field]: parsed.value };
    if (next.cards !== null && next.pure !== null && next.pure > next.cards) {
      const { pure, cards } = next;
      errors.set(
        id,
        msg(str`Quality ${quality}: ${pure} cards with the magnifier, but only ${cards} cards in all (M-CARD-DECK).`, { id: 'diams.deck.too-many' }),
      );
      this.errors = errors;
      return;
    }
    this.errors = errors;
    emit<DeckChange>(this, 'dl-deck-change', { quality, ...next });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-deck-grid': DiamsDeckGrid;
  }
}
