/**
 * <diams-secure-fields>: diamonds moved from a hand into the safe, quality by quality — for a
 * securing (M-SECURE: at least one new collection of 3 to 5, possibly with additions to
 * collections already there) or for the Armored convoy (M-SPECIALS: additions only). Each quality
 * says whether it starts a new collection or adds to one, and how many; the magnifiers are entered
 * when shown, or left "not shown" (the safe is secret, M-SECRET).
 *
 * The entries are owned by the parent: every change emits `dl-entries-change` {entries}.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { MAX_COLLECTION, NEW_COLLECTION, QUALITIES, type SafeCollection, type SecureEntry } from '../../../rules/diams/index';
import { emit } from '../../shared/events';
import { diamsStyles } from '../view/diams-styles';
import { choice, counts, type Option } from './choice';
import { turnsStyles } from './turns-styles';
import { ruleText } from '../../shared/rule-tag';

export interface EntriesChange {
  entries: SecureEntry[];
}

@customElement('diams-secure-fields')
@localized()
export class DiamsSecureFields extends LitElement {
  static override styles = [diamsStyles, turnsStyles];

  @property() mode: 'secure' | 'convoy' = 'secure';
  /** The collections already in the player's safe. */
  @property({ attribute: false }) safe: SafeCollection[] = [];
  @property({ attribute: false }) entries: SecureEntry[] = [];

  override render(): TemplateResult {
    const chosen = new Set(this.entries.map((e) => e.quality));
    const inSafe = new Set(this.safe.map((c) => c.quality));
    const help =
      this.mode === 'secure'
        ? msg(
            'Tap each quality secured: at least one new collection (3 to 5 diamonds of a quality not yet in the safe), possibly with diamonds added to collections already there (M-SECURE).',
            { id: 'market.secure.help' },
          )
        : msg('Tap each quality added: only to collections already in the safe (M-SPECIALS).', { id: 'market.secure.help.convoy' });
    return html`<p class="hint" id="help">${ruleText(help)}</p>
      <div class="pad" role="group" aria-label=${msg('Qualities moved into the safe', { id: 'market.secure.group' })} aria-describedby="help">
        ${QUALITIES.map((q) => {
          const off = chosen.has(q) || (this.mode === 'convoy' && !inSafe.has(q));
          return html`<button
            type="button"
            data-secure=${q}
            ?disabled=${off}
            aria-label=${
              inSafe.has(q)
                ? msg(str`${q}: add to the collection in the safe`, { id: 'market.secure.add' })
                : msg(str`${q}: a new collection`, { id: 'market.secure.new' })
            }
            @click=${() => this.add(q)}
          >
            ${q}
          </button>`;
        })}
      </div>
      ${this.entries.length === 0 ? nothing : html`<ul class="entries">${this.entries.map((e) => this.renderEntry(e))}</ul>`}`;
  }

  private renderEntry(e: SecureEntry): TemplateResult {
    const have = this.safe.find((c) => c.quality === e.quality);
    const q = e.quality;
    const title = have
      ? msg(str`${q}s: added to the ${have.count} in the safe`, { id: 'market.secure.entry.add' })
      : msg(str`${q}s: a new collection`, { id: 'market.secure.entry.new' });
    const max = have ? Math.max(1, MAX_COLLECTION - have.count) : MAX_COLLECTION;
    const pureOptions: Option<number>[] = [{ value: -1, label: msg('not shown', { id: 'market.secure.not-shown' }) }, ...counts(0, e.count)];
    return html`<li class="card entry" data-entry=${e.quality}>
      <div class="row">
        <strong>${title}</strong>
        <button type="button" class="btn" aria-label=${msg(str`Remove the ${q}s`, { id: 'market.secure.remove' })} @click=${() => this.removeEntry(e.quality)}>
          ${msg('Remove', { id: 'diams.new.remove' })}
        </button>
      </div>
      ${choice(
        `count-${e.quality}`,
        html`${msg('Diamonds', { id: 'diams.sheet.count' })}<span class="visually-hidden"> ${msg(str`(quality ${q})`, { id: 'diams.sheet.quality-paren' })}</span>`,
        counts(1, max),
        e.count,
        (n) => this.set(e.quality, { count: n, pure: e.pure === undefined ? undefined : Math.min(e.pure, n) }),
      )}
      ${choice(
        `pure-${e.quality}`,
        html`${msg('With the magnifier', { id: 'diams.sheet.pure' })}<span class="visually-hidden">
            ${msg(str`(quality ${q})`, { id: 'diams.sheet.quality-paren' })}</span
          >`,
        pureOptions,
        e.pure ?? -1,
        (n) => this.set(e.quality, { count: e.count, pure: n < 0 ? undefined : n }),
      )}
    </li>`;
  }

  private change(entries: SecureEntry[]): void {
    emit<EntriesChange>(this, 'dl-entries-change', { entries });
  }

  private async add(quality: number): Promise<void> {
    const have = this.safe.some((c) => c.quality === quality);
    // A new collection starts at the least M-SECURE allows; an addition at 1.
    this.change([...this.entries, { quality, count: have ? 1 : NEW_COLLECTION }].sort((a, b) => a.quality - b.quality));
    // Focus follows the new entry, so its size is the next thing a keyboard user sets.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLInputElement>(`input[name="count-${quality}"]:checked`)?.focus();
  }

  private removeEntry(quality: number): void {
    this.change(this.entries.filter((e) => e.quality !== quality));
  }

  private set(quality: number, value: { count: number; pure: number | undefined }): void {
    this.change(
      this.entries.map((e) => {
        if (e.quality !== quality) return e;
        return value.pure === undefined ? { quality, count: value.count } : { quality, count: value.count, pure: value.pure };
      }),
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-secure-fields': DiamsSecureFields;
  }
}
