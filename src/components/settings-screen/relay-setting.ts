/**
 * <relay-setting .db=${db}>: the live table's relay in Settings (docs/live-table.md). Empty, a
 * shared game is served by the laptop that serves the app (`npm run table`); set to a hosted
 * wss:// relay, a table with internet needs no laptop. The address is checked before it is
 * kept (../../live/link.ts, which loads no Yjs) and kept in the settings, one verb per change.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { MAX_RELAY_LENGTH, relayProblem } from '../../wire/protocol';
import { getSetting, setSetting, type DeviceDb } from '../../store/index';
import { appDb } from '../shared/app-db';
import { screenStyles } from '../shared/screen-styles';
import { relayInput } from './relay-input';
import { relaySettingStyles } from './relay-setting.styles';

type Said = 'saved' | 'cleared' | 'not-kept' | ReturnType<typeof relayProblem>;

@customElement('relay-setting')
@localized()
export class RelaySetting extends LitElement {
  static override styles = [screenStyles, relaySettingStyles];

  @property({ attribute: false }) db: DeviceDb | undefined;

  /** The relay kept in the settings ('' for the page's own server), once read. */
  @state() private kept: string | null = null;
  @state() private said: Said = null;

  override connectedCallback(): void {
    super.connectedCallback();
    void getSetting(this.database, 'liveRelay', '').then(
      (value) => (this.kept = value),
      () => (this.kept = ''),
    );
  }

  private get database(): DeviceDb {
    return this.db ?? appDb();
  }

  private async save(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const input = (event.target as HTMLFormElement).elements.namedItem('relay') as HTMLInputElement;
    const value = input.value.trim();
    const problem = value === '' ? null : relayProblem(value, location.protocol);
    if (problem) {
      this.said = problem;
      return;
    }
    try {
      await setSetting(this.database, 'liveRelay', value);
      this.kept = value;
      this.said = value === '' ? 'cleared' : 'saved';
    } catch {
      // the screen says it was not kept
      this.said = 'not-kept';
    }
  }

  override render(): TemplateResult {
    return html`<div class="card">
      <form @submit=${this.save} novalidate>
        <label for="relay">${msg('Relay address', { id: 'settings.relay.label' })}</label>
        <p class="muted" id="relay-hint">
          ${msg(
            'Leave it empty to share games through the laptop that serves the app (npm run table). With internet at the table, a hosted relay needs no laptop: give its address, such as wss://relay.example.org/sync.',
            { id: 'settings.relay.hint' },
          )}
        </p>
        ${relayInput({
          id: 'relay',
          value: this.kept ?? '',
          describedBy: 'relay-hint relay-said',
          invalid: this.said === 'not-relay' || this.said === 'too-long' || this.said === 'insecure',
          disabled: this.kept === null,
        })}
        <div class="row">
          <button class="button" type="submit" ?disabled=${this.kept === null}>${msg('Save the relay', { id: 'settings.relay.save' })}</button>
        </div>
        <p id="relay-said" role="status">${this.renderSaid()}</p>
      </form>
    </div>`;
  }

  private renderSaid(): TemplateResult | string | typeof nothing {
    switch (this.said) {
      case 'saved':
        return msg('Saved: games shared from now on use this relay.', { id: 'settings.relay.saved' });
      case 'cleared':
        return msg('Cleared: games shared from now on use the laptop that serves the app.', { id: 'settings.relay.cleared' });
      case 'not-kept':
        return html`<span class="problem">${msg('This device could not save the relay. Nothing was changed.', { id: 'settings.relay.not-kept' })}</span>`;
      case 'not-relay':
        return html`<span class="problem">${msg('Not kept: give a ws:// or wss:// address with no user name, query or spaces, such as wss://relay.example.org/sync.', { id: 'settings.relay.not-relay' })}</span>`;
      case 'too-long':
        return html`<span class="problem">${msg(str`Not kept: that address is longer than ${MAX_RELAY_LENGTH} characters.`, { id: 'settings.relay.too-long' })}</span>`;
      case 'insecure':
        return html`<span class="problem">${msg('Not kept: this page is served over https, so the browser can reach only a wss:// relay.', { id: 'settings.relay.insecure' })}</span>`;
      case null:
        return nothing;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'relay-setting': RelaySetting;
  }
}
