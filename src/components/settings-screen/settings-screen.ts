/**
 * <settings-screen>: the app's language, how safe the games are on this device (persistent
 * storage, space used) and how the app looks. Persistence is asked for on a button press: Firefox
 * shows the user a prompt, which must follow a gesture, and Chromium decides silently either way.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { chooseLanguage, LANGUAGE_NAMES } from '../../i18n/language';
import { languageMemory } from '../../app/language';
import { chooseDeckColours, deckColoursShown, type DeckColours } from '../../app/deck-colours';
import { getLocale, LOCALES, type Locale } from '../../i18n/localization';
import { requestPersistentStorage, storageStatus, type DeviceDb, type StorageLike, type StorageStatus } from '../../store/index';
import '../data-panel/data-panel';
import './relay-setting';
import './devices-setting';
import { appDb } from '../shared/app-db';
import { formatBytes } from '../shared/format';
import { screenStyles } from '../shared/screen-styles';
import { suitStyles } from '../diamonds/view/suit-styles';
import { ColorSchemeController } from './color-scheme-controller';
import { settingsScreenStyles } from './settings-screen.styles';

@customElement('settings-screen')
@localized()
export class SettingsScreen extends LitElement {
  static override styles = [screenStyles, suitStyles, settingsScreenStyles];

  /** The store that remembers the language; the app's own database unless a test gives another. */
  @property({ attribute: false }) db: DeviceDb | undefined;

  /** The Storage API to use; the browser's unless a test gives a stand-in. */
  @property({ attribute: false }) storage: StorageLike | undefined = navigator.storage;

  @state() private status: StorageStatus | null = null;
  /** Set once the user asked: false means the browser refused. */
  @state() private granted: boolean | null = null;
  @state() private asking = false;
  /** The language chosen could not be remembered on this device (its storage failed). */
  @state() private languageNotKept = false;
  /** The card colours shown (kept on the page's root, ../../app/deck-colours.ts). */
  @state() private deck: DeckColours = deckColoursShown();
  /** The colours chosen could not be remembered on this device. */
  @state() private deckNotKept = false;

  private readonly scheme = new ColorSchemeController(this);

  override connectedCallback(): void {
    super.connectedCallback();
    void this.refresh();
  }

  private async refresh(): Promise<void> {
    this.status = await storageStatus(this.storage);
  }

  private async protect(): Promise<void> {
    this.asking = true;
    try {
      this.granted = await requestPersistentStorage(this.storage);
      await this.refresh();
    } finally {
      this.asking = false;
    }
  }

  private async choose(locale: Locale): Promise<void> {
    this.languageNotKept = !(await chooseLanguage(languageMemory(this.db ?? appDb()), locale));
  }

  private async chooseDeck(colours: DeckColours): Promise<void> {
    this.deck = colours;
    this.deckNotKept = !(await chooseDeckColours(this.db ?? appDb(), colours));
  }

  private renderDeck(): TemplateResult {
    const choice = (colours: DeckColours, label: string, suits: TemplateResult): TemplateResult =>
      html`<label class="language">
        <input type="radio" name="deck" value=${colours} .checked=${this.deck === colours} @change=${() => void this.chooseDeck(colours)} />${label}
        <span class="suits" aria-hidden="true">${suits}</span>
      </label>`;
    const four = html`<span class="suit-S">♠</span><span class="suit-H">♥</span><span class="suit-D">♦</span><span class="suit-C">♣</span>`;
    const two = html`<span class="suit-S">♠</span><span class="suit-H">♥</span><span class="suit-H">♦</span><span class="suit-S">♣</span>`;
    return html`<fieldset class="look-choices">
        <legend>${msg('Card colours', { id: 'settings.deck.title' })}</legend>
        ${choice('four', msg('Four colours', { id: 'settings.deck.four' }), four)}
        ${choice('two', msg('Red and black', { id: 'settings.deck.two' }), two)}
      </fieldset>
      <p class="muted">${msg('Four colours: ♠ black, ♥ red, ♦ blue, ♣ green, so ♦ and ♥ are never mistaken for each other.', { id: 'settings.deck.hint' })}</p>
      ${
        this.deckNotKept
          ? html`<p class="problem" role="alert">
            ${msg('These colours are used now, but this device could not remember them.', { id: 'settings.deck.not-kept' })}
          </p>`
          : nothing
      }`;
  }

  override render(): TemplateResult {
    const dark = this.scheme.dark;
    return html`
      <h1>${msg('Settings', { id: 'shell.title.settings' })}</h1>
      <section aria-labelledby="language-title">
        <h2 id="language-title">${msg('Language', { id: 'settings.language.title' })}</h2>
        <div class="card">
          <fieldset>
            <legend>
              ${msg('The app follows your browser’s language until you choose one here.', { id: 'settings.language.hint' })}
            </legend>
            ${LOCALES.map(
              (locale) => html`<label class="language" lang=${locale}>
                <input
                  type="radio"
                  name="language"
                  value=${locale}
                  .checked=${getLocale() === locale}
                  @change=${() => void this.choose(locale)}
                />${LANGUAGE_NAMES[locale]}
              </label>`,
            )}
          </fieldset>
          ${
            this.languageNotKept
              ? html`<p class="problem" role="alert">
                ${msg('This language is used now, but this device could not remember it: the next visit starts in the browser’s language.', { id: 'settings.language.not-kept' })}
              </p>`
              : nothing
          }
        </div>
      </section>
      <section aria-labelledby="storage-title">
        <h2 id="storage-title">${msg('Storage on this device', { id: 'settings.storage.title' })}</h2>
        ${this.renderStorage()}
      </section>
      <section aria-labelledby="devices-title">
        <h2 id="devices-title">${msg('Devices', { id: 'settings.devices.title' })}</h2>
        <devices-setting .db=${this.db} .storage=${this.storage}></devices-setting>
      </section>
      <section aria-labelledby="relay-title">
        <h2 id="relay-title">${msg('Live table', { id: 'shell.title.live' })}</h2>
        <relay-setting .db=${this.db}></relay-setting>
      </section>
      <data-panel .db=${this.db}></data-panel>
      <section aria-labelledby="look-title">
        <h2 id="look-title">${msg('Appearance', { id: 'settings.look.title' })}</h2>
        <div class="card">
          <p>
            ${
              dark
                ? msg("The colours follow your device's light or dark setting (now dark). Change it in your device's display settings.", {
                    id: 'settings.look.dark',
                  })
                : msg("The colours follow your device's light or dark setting (now light). Change it in your device's display settings.", {
                    id: 'settings.look.light',
                  })
            }
          </p>
          ${this.renderDeck()}
        </div>
      </section>
    `;
  }

  private renderStorage(): TemplateResult {
    const status = this.status;
    if (!status) return html`<p class="muted">${msg('Checking storage…', { id: 'settings.storage.checking' })}</p>`;
    if (!status.supported) {
      return html`<p class="card warning">
        ${msg('This browser does not say whether it keeps your games. Export them from time to time.', {
          id: 'settings.storage.unsupported',
        })}
      </p>`;
    }
    return html`
      <div class="card">
        ${
          status.persisted
            ? html`<p class="ok">
              ${msg('Your games are protected: the browser will not delete them.', { id: 'settings.storage.protected' })}
            </p>`
            : html`<p>
                ${msg('Unless you protect them, the browser may delete your games when the device runs short of space.', {
                  id: 'settings.storage.unprotected',
                })}
              </p>
              <button class="button" ?disabled=${this.asking} @click=${() => this.protect()}>
                ${msg('Protect my games', { id: 'settings.storage.protect' })}
              </button>`
        }
        ${
          status.usage !== null && status.quota !== null
            ? html`<p class="muted">
              ${msg(str`Using ${formatBytes(status.usage)} of ${formatBytes(status.quota)} available.`, { id: 'settings.storage.usage' })}
            </p>`
            : nothing
        }
      </div>
      <div role="status">
        ${
          this.granted === false && !status.persisted
            ? html`<p class="card warning">
              ${msg(
                'The browser refused to protect your games. Installing the app (Add to Home screen) usually helps. Until then, export your games regularly.',
                { id: 'settings.storage.refused' },
              )}
            </p>`
            : nothing
        }
      </div>
      ${
        status.nearlyFull
          ? html`<p class="card warning" role="alert">
            ${msg('Storage is nearly full. Export finished games and delete them to make room, or new moves may fail to save.', {
              id: 'settings.storage.full',
            })}
          </p>`
          : nothing
      }
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'settings-screen': SettingsScreen;
  }
}
