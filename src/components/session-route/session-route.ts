/**
 * <session-route>: the screen of `#/session/<id>`. Sessions of both games share the route, so
 * this reads which game the session is (one small read, no replay) and loads that game's screen
 * only then, through its game's door (../shared/game-doors.ts): a table playing Diamonds
 * never downloads the Diam's screens, and the other way round.
 */
import { LitElement, html, type PropertyValues, type TemplateResult } from 'lit';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, localized } from '@lit/localize';
import { findSession, type DeviceDb } from '../../store/index';
import { doorsOf, type GameDoors } from '../shared/game-doors';
import { appDb } from '../shared/app-db';
import { readFailed } from '../shared/storage-message';
import { focusQuietly } from '../shared/focus';

type Found = { game: GameDoors } | { game: null; why: 'missing' | 'unknown' } | { game: null; why: 'unreadable'; error: unknown } | null;

@customElement('session-route')
@localized()
export class SessionRoute extends LitElement {
  /**
   * No shadow root: the game's screen is the route's screen, found in the page as the shell and
   * the journeys find any other (`main diamonds-session-screen`); it keeps its own shadow root.
   */
  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  @property({ attribute: false }) sessionId = '';
  @property({ attribute: false }) db: DeviceDb | undefined;

  @state() private found: Found = null;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('sessionId') || changed.has('db')) void this.lookUp(this.sessionId);
  }

  private async lookUp(id: string): Promise<void> {
    let row;
    try {
      row = await findSession(this.db ?? appDb(), id);
    } catch (error) {
      if (id === this.sessionId) this.found = { game: null, why: 'unreadable', error };
      return;
    }
    if (id !== this.sessionId) return; // the route moved on while reading
    if (!row) {
      this.found = { game: null, why: 'missing' };
      return;
    }
    const game = doorsOf(row.game);
    if (!game) {
      this.found = { game: null, why: 'unknown' };
      return;
    }
    await game.screen.load();
    if (id === this.sessionId) this.found = { game };
  }

  /** Whether the placeholder heading held focus (the shell focuses it on navigation). */
  private headingHadFocus = false;

  protected override update(changed: PropertyValues<this>): void {
    this.headingHadFocus = document.activeElement !== null && document.activeElement === this.querySelector('h1');
    super.update(changed);
  }

  protected override updated(changed: PropertyValues<this>): void {
    // The game's own screen replaces the placeholder: focus follows to its heading.
    if (changed.has('found' as keyof SessionRoute) && this.headingHadFocus) void this.focusHeading();
  }

  private async focusHeading(): Promise<void> {
    const screen = this.firstElementChild;
    if (screen instanceof LitElement) await screen.updateComplete;
    const heading = screen?.shadowRoot?.querySelector<HTMLElement>('h1') ?? this.querySelector<HTMLElement>('h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    focusQuietly(heading);
  }

  override render(): TemplateResult {
    const found = this.found;
    if (found === null) {
      return html`<h1 tabindex="-1">${msg('Game', { id: 'shell.title.session' })}</h1>
        <p role="status">${msg('Opening the game…', { id: 'session.opening' })}</p>`;
    }
    if (found.game) {
      // The tag is the entry's own constant, never data read from storage.
      const tag = unsafeStatic(found.game.screen.tag);
      return staticHtml`<${tag} .sessionId=${this.sessionId} .db=${this.db}></${tag}>`;
    }
    if (found.why === 'unreadable') {
      return html`<h1 tabindex="-1">${msg('Game', { id: 'shell.title.session' })}</h1>
        ${readFailed(msg('This game could not be read from this device.', { id: 'session.read-failed' }), found.error)}
        <a class="button secondary" href="#/">${msg('Back to games', { id: 'shell.back' })}</a>`;
    }
    const message =
      found.why === 'missing'
        ? msg('This game is not on this device: it may have been deleted, or made on another device.', { id: 'session.missing' })
        : msg('This game was made by a newer version of Diamond Ledger: update the app to open it.', { id: 'session.newer' });
    return html`<h1 tabindex="-1">${msg('Game not found', { id: 'session.not-found.title' })}</h1>
      <p>${message}</p>
      <a class="button secondary" href="#/">${msg('Back to games', { id: 'shell.back' })}</a>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'session-route': SessionRoute;
  }
}
