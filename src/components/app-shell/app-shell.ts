/**
 * <app-shell>: the page frame (skip link, banner with the main navigation, the main landmark)
 * and the screen of the current hash route. Screens other than home load on first visit.
 * On every navigation after the first paint, focus moves to the new screen's main heading so
 * keyboard and screen-reader users start reading where sighted users look.
 *
 * The shell renders into the light DOM, styled by ./app-shell.css (see there why).
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, localized } from '@lit/localize';
import { languageReady } from '../../i18n/language';
import { RouterController, href, type Route } from '../shared/router';
import { diamondMark } from './diamond-mark';
import { APP_NAME, SCREENS, renderRoute } from './routes';
import './shell-notice';
import '../home-screen/home-screen';
import { focusQuietly } from '../shared/focus';

/** The main navigation; each link is labelled with its screen's title (./routes.ts). */
const NAV: Route[] = [
  { name: 'home' },
  { name: 'history' },
  { name: 'stats' },
  { name: 'players' },
  { name: 'rules' },
  { name: 'settings' },
  { name: 'about' },
];

@customElement('app-shell')
@localized()
export class AppShell extends LitElement {
  private readonly router = new RouterController(this, (route) => void this.show(route, true));

  /** The route whose screen is on the page (it lags `router.route` while a screen loads). */
  @state() private shown: Route | null = null;
  @state() private failed = false;
  /** False until the start-up language is ready, so the page never flashes another language. */
  @state() private languageKnown = false;
  /** While a game is open the navigation folds behind one Menu button, to leave the table its room. */
  @state() private menuOpen = false;
  private navigations = 0;

  /** Resolves once the current route's screen is loaded and rendered (tests wait on it). */
  settled: Promise<void> = Promise.resolve();

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    void this.show(this.router.route, false);
  }

  private show(route: Route, moveFocus: boolean): Promise<void> {
    const ticket = ++this.navigations;
    const entry = SCREENS[route.name];
    this.settled = Promise.all([languageReady(), entry.load()]).then(
      async () => {
        if (ticket !== this.navigations) return; // a later navigation won
        this.languageKnown = true;
        this.failed = false;
        this.shown = route;
        this.menuOpen = false;
        await this.updateComplete;
        if (moveFocus) await this.focusHeading();
      },
      async () => {
        // Only possible when a screen's chunk is neither cached nor reachable.
        if (ticket !== this.navigations) return;
        this.languageKnown = true;
        this.failed = true;
        await this.updateComplete;
        if (moveFocus) await this.focusHeading();
      },
    );
    return this.settled;
  }

  private async focusHeading(): Promise<void> {
    const main = this.querySelector('main');
    const screen = main?.firstElementChild;
    if (!main) return;
    if (screen instanceof LitElement) await screen.updateComplete;
    // A screen may name where reading starts instead of its heading (a rule opened from its tag).
    const heading = screen?.shadowRoot?.querySelector('[data-focus-first]') ?? screen?.shadowRoot?.querySelector('h1') ?? main.querySelector('h1') ?? main;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    focusQuietly(heading as HTMLElement);
  }

  private skipToMain(event: Event): void {
    // Following the href would change the hash, and so the route: move focus instead.
    event.preventDefault();
    this.querySelector('main')?.focus();
  }

  /** The document title follows the route and the language. */
  protected override updated(): void {
    const route = this.router.route;
    document.title = route.name === 'home' ? APP_NAME : `${SCREENS[route.name].title} — ${APP_NAME}`;
  }

  override render(): TemplateResult {
    if (!this.languageKnown) return html``;
    const current = this.router.route.name;
    const folded = current === 'session';
    return html`
      <a class="skip" href="#main" @click=${this.skipToMain}
        >${msg('Skip to main content', { id: 'shell.skip' })}</a
      >
      <header class=${folded && !this.menuOpen ? 'folded' : ''}>
        <a class="brand" href="#/">${diamondMark}<span>${APP_NAME}</span></a>
        ${
          folded
            ? html`<button class="menu" aria-expanded=${String(this.menuOpen)} aria-controls="nav" @click=${() => (this.menuOpen = !this.menuOpen)}>
              ${msg('Menu', { id: 'shell.menu' })}
            </button>`
            : nothing
        }
        <nav id="nav" aria-label=${msg('Main', { id: 'shell.nav.label' })}>
          <ul>
            ${NAV.map(
              (route) => html`<li>
                <a href=${href(route)} aria-current=${route.name === current ? 'page' : nothing}
                  >${SCREENS[route.name].title}</a
                >
              </li>`,
            )}
          </ul>
        </nav>
      </header>
      <main id="main" tabindex="-1">${this.renderScreen()}</main>
    `;
  }

  private renderScreen(): TemplateResult {
    if (this.failed) {
      return html`<shell-notice
        heading=${msg('This screen could not be loaded', { id: 'shell.load-failed.heading' })}
        message=${msg('Check the connection and reload the page. Your games are safe on this device.', {
          id: 'shell.load-failed.message',
        })}
      ></shell-notice>`;
    }
    return this.shown ? renderRoute(this.shown) : html``;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'app-shell': AppShell;
  }
}
