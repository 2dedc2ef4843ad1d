/**
 * <diams-rules-card>: the house rules card editor. Collection values are printed on the physical
 * cards and no public copy exists, so the app ships only the two known values (quality 1 × 3 = 4,
 * quality 2 × 3 = 5) and the table fills in the rest once (M-CARD-VALUES); the deck counts are
 * optional (M-CARD-DECK). Every change is stored at once on the device (house-card.ts), and the
 * card travels between players as a small file: export downloads it, import reads one back, and a
 * bad file changes nothing.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { rejectionText } from '../../../i18n/rule-messages';
import { missingValues, withValue } from '../../../rules/diams/index';
import { LiveQueryController, type DeviceDb } from '../../../store/index';
import { editHouseCard, emptyDeck, loadHouseCard, type HouseCard } from '../../../store/house-card';
import { appDb } from '../../shared/app-db';
import { failureText, readFailed } from '../../shared/storage-message';
import type { DeckChange } from '../deck-grid/deck-grid';
import '../deck-grid/deck-grid';
import type { DiamsValueGrid, ValueChange } from '../value-grid/value-grid';
import '../value-grid/value-grid';
import { downloadText } from '../../shared/download';
import { valuesCount } from '../view/labels';
import { diamsStyles } from '../view/diams-styles';
import { ruleText } from '../../shared/rule-tag';
import { says, type MessageText } from '../../../rules/game';
import { parseRulesCardFile, rulesCardToFile, type Checked, type RulesCard } from '../../../rules/diams/index';
import { readFileText } from '../../../store/index';
import { completeDeck, deckToDraft, effectiveCard } from './house-card';
import { rulesCardStyles } from './rules-card.styles';

/** `text` is read at each render, so a note left on screen follows the language. */
type Note = { kind: 'ok' | 'error'; text: () => string } | null;

// ----- the rules-card file -----

/*
 * The shareable rules-card file (`{"game": "diams-rules-card", ...}`, rules module's
 * rulesCardToFile / parseRulesCardFile): one player fills the card in, the others import it.
 */

const CARD_FILE_NAME = 'diams-rules-card.json';
/** A rules-card file is well under a kilobyte; anything far bigger is not one and is refused unread. */
const MAX_CARD_FILE_BYTES = 64 * 1024;

function cardFileText(card: RulesCard): string {
  return `${JSON.stringify(rulesCardToFile(card), null, 2)}\n`;
}

/** Reads a chosen file completely; never throws. A bad file is refused with a message and changes nothing. */
async function readCardFile(file: Blob): Promise<Checked<RulesCard>> {
  const fail = (text: MessageText): Checked<RulesCard> => ({ ok: false, rejection: { rule: 'format', text } });
  if (file.size > MAX_CARD_FILE_BYTES) {
    return fail(says('format.card-file.size'));
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await readFileText(file));
  } catch {
    // not JSON: the file is refused with that reason
    return fail(says('format.card-file.json'));
  }
  return parseRulesCardFile(raw);
}

@customElement('diams-rules-card')
@localized()
export class DiamsRulesCard extends LitElement {
  static override styles = [diamsStyles, rulesCardStyles];

  /** The store to use; the app's own database unless a test gives another. */
  @property({ attribute: false }) db: DeviceDb | undefined;
  /** Heading level of the card's title (2 on a screen of its own, 3 inside another section). */
  @property({ type: Number }) level: 2 | 3 = 2;

  @state() private note: Note = null;
  @query('diams-value-grid') private grid!: DiamsValueGrid | null;

  private readonly card = new LiveQueryController<HouseCard>(this, () => loadHouseCard(this.database));

  private get database(): DeviceDb {
    return this.db ?? appDb();
  }

  /** Takes the table to one entry of the card (a value a round needs, M-CARD-VALUES). */
  async focusEntry(quality: number, count: number): Promise<boolean> {
    await this.updateComplete;
    return (await this.grid?.focusEntry(quality, count)) ?? false;
  }

  override render(): TemplateResult {
    const card = this.card.value;
    const title = msg('Your rules card', { id: 'diams.card.title' });
    const sub = (text: string): TemplateResult => (this.level === 2 ? html`<h3>${text}</h3>` : html`<h4>${text}</h4>`);
    return html`
      ${this.level === 2 ? html`<h2>${title}</h2>` : html`<h3>${title}</h3>`}
      <p>
        ${ruleText(
          msg(
            'The points of each collection are printed on the cards of the game and no public copy exists, so fill them in once from your own cards. The app knows only two: quality 1 × 3 diamonds = 4 points and quality 2 × 3 diamonds = 5 points. Quality 7 is the most valuable quality (M-CARD-VALUES).',
            { id: 'diams.card.intro' },
          ),
        )}
      </p>
      ${
        card
          ? this.renderCard(card)
          : this.card.error !== undefined
            ? readFailed(msg('Your rules card could not be read from this device.', { id: 'diams.card.read-failed' }), this.card.error)
            : html`<p class="muted" role="status">${msg('Loading the rules card…', { id: 'diams.card.loading' })}</p>`
      }
      ${sub(msg('Share the card', { id: 'diams.card.share' }))}
      <p>${msg('Export the card as a small file and send it to the other players; they import it here.', { id: 'diams.card.share.how' })}</p>
      <div class="row">
        <button type="button" class="btn" ?disabled=${!card} @click=${this.onExport}>${msg('Export the card (.json)', { id: 'diams.card.export' })}</button>
        <input id="import" class="visually-hidden" type="file" accept=".json,application/json" @change=${this.onImport} />
        <label class="btn" for="import">${msg('Import a card file', { id: 'diams.card.import' })}</label>
      </div>
      <p class="ok" role="status">${this.note?.kind === 'ok' ? ruleText(this.note.text()) : nothing}</p>
      <div class="problem" role="alert">${this.note?.kind === 'error' ? html`<p>${ruleText(this.note.text())}</p>` : nothing}</div>
    `;
  }

  private renderCard(card: HouseCard): TemplateResult {
    const missing = missingValues({ values: card.values }).length;
    const deckOn = completeDeck(card.deck) !== undefined;
    return html`
      ${
        card.damaged
          ? html`<p class="problem">
            ${msg('The rules card stored on this device could not be read; the two public values are shown. Fill the card in again or import it.', {
              id: 'diams.card.damaged',
            })}
          </p>`
          : nothing
      }
      <p class="status">${this.missingText(missing)}</p>
      <diams-value-grid .values=${card.values} @dl-value-change=${this.onValue}></diams-value-grid>
      <details>
        <summary>${msg('Deck counts (optional, M-CARD-DECK)', { id: 'diams.card.deck' })}</summary>
        <p>
          ${msg(
            'How many cards of each quality the deck has, and how many carry the magnifier. With every count given, a round whose sheets use more copies than exist is refused.',
            { id: 'diams.card.deck.how' },
          )}
        </p>
        <p class="status">
          ${
            deckOn
              ? msg('The deck check is on.', { id: 'diams.card.deck.on' })
              : msg('The deck check is off until every count is given.', { id: 'diams.card.deck.off' })
          }
        </p>
        <diams-deck-grid .deck=${card.deck} @dl-deck-change=${this.onDeck}></diams-deck-grid>
        <p><button type="button" class="btn" @click=${this.onClearDeck}>${msg('Clear the deck counts', { id: 'diams.card.deck.clear' })}</button></p>
      </details>
    `;
  }

  private missingText(missing: number): string {
    const count = valuesCount(missing);
    return missing === 0
      ? msg('All 30 values are filled in.', { id: 'diams.card.complete' })
      : msg(str`${count} of 30 still to fill in.`, { id: 'diams.card.missing' });
  }

  private async save(change: (card: HouseCard) => Pick<HouseCard, 'values' | 'deck'>, done?: () => string): Promise<void> {
    try {
      await editHouseCard(this.database, change);
      this.note = done ? { kind: 'ok', text: done } : null;
    } catch (error) {
      this.note = { kind: 'error', text: () => msg(str`Not saved: ${failureText(error)}`, { id: 'diams.card.not-saved' }) };
    }
  }

  private onValue(event: CustomEvent<ValueChange>): void {
    const { quality, count, value } = event.detail;
    void this.save((card) => {
      const next = withValue({ values: card.values }, quality, count, value);
      if (!next.ok) throw new Error(rejectionText(next.rejection));
      return { values: next.value.values, deck: card.deck };
    });
  }

  private onDeck(event: CustomEvent<DeckChange>): void {
    const { quality, cards, pure } = event.detail;
    void this.save((card) => ({ values: card.values, deck: { ...card.deck, [String(quality)]: { cards, pure } } }));
  }

  private onClearDeck(): void {
    void this.save(
      (card) => ({ values: card.values, deck: emptyDeck() }),
      () => msg('The deck counts are cleared; the deck check is off.', { id: 'diams.card.deck.cleared' }),
    );
  }

  private onExport(): void {
    const card = this.card.value;
    if (!card) return;
    downloadText(cardFileText(effectiveCard(card)), CARD_FILE_NAME, this.renderRoot);
    this.note = { kind: 'ok', text: () => msg(str`The card is exported as ${CARD_FILE_NAME}.`, { id: 'diams.card.exported' }) };
  }

  private async onImport(event: Event): Promise<void> {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) is a change too.
    input.value = '';
    if (!file) return;
    const read = await readCardFile(file);
    if (!read.ok) {
      const rejection = read.rejection;
      this.note = {
        kind: 'error',
        text: () => {
          const why = rejectionText(rejection);
          return msg(str`Not imported: ${why} Your rules card is unchanged.`, { id: 'diams.card.not-imported' });
        },
      };
      return;
    }
    const imported = read.value;
    const missing = missingValues(imported).length;
    await this.save(
      // A file without deck counts says nothing about the deck: the counts already typed stay.
      (card) => ({ values: imported.values, deck: imported.deck ? deckToDraft(imported.deck) : card.deck }),
      () => {
        const count = valuesCount(missing);
        if (imported.deck) {
          return missing === 0
            ? msg('Imported with the deck counts: all 30 values are filled in.', { id: 'diams.card.imported.deck.complete' })
            : msg(str`Imported with the deck counts: ${count} still to fill in.`, { id: 'diams.card.imported.deck' });
        }
        return missing === 0
          ? msg('Imported: all 30 values are filled in.', { id: 'diams.card.imported.complete' })
          : msg(str`Imported: ${count} still to fill in.`, { id: 'diams.card.imported' });
      },
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-rules-card': DiamsRulesCard;
  }
}
