/**
 * <pwa-toast>: a polite status message with an optional action, near the top of the screen. It
 * floats (fixed, out of the page's flow), so its coming and going never moves the page: a toast
 * that took its own room pushed the game's keys down under the finger, and back 8 s later. It sits
 * where it covers no control: just below the app's header (`under`), over a game's title and turn
 * line, which take no tap; else at the foot of the screen (Home's New game is right under the
 * header); over the header only when both would cover one (over it, it hid the brand and a game's
 * Menu on every phone's first visit). One line high on a phone; Dismiss (✕) takes it away at once.
 * The live region is rendered from the start, empty and never display:none, and the message is
 * inserted into it: screen readers announce changes inside a region already in the
 * accessibility tree, but may ignore a region that appears together with its text.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, localized } from '@lit/localize';

export interface ToastAction {
  /** The button's label; a function is read at each render, so it follows the language. */
  label: string | (() => string);
  run: () => void;
}

/** Informational messages leave by themselves; ones that offer an action wait for the user. */
const INFO_MS = 8000;

@customElement('pwa-toast')
@localized()
export class PwaToast extends LitElement {
  static override styles = css`
    :host {
      position: fixed;
      inset: var(--toast-top, 0) 0 auto;
      z-index: 30;
      display: block;
      padding: env(safe-area-inset-top) env(safe-area-inset-right) 0 env(safe-area-inset-left);
      /* The empty strip around the message lets taps through to the page. */
      pointer-events: none;
    }
    .toast {
      pointer-events: auto;
      box-sizing: border-box;
      width: calc(100% - 0.5rem);
      max-width: 32rem;
      margin: 0.25rem auto;
      display: flex;
      align-items: center;
      gap: 0.5rem;
      padding: 0.25rem 0.25rem 0.25rem 0.75rem;
      border-radius: 10px;
      background: var(--dl-text);
      color: var(--dl-bg);
      box-shadow: 0 4px 16px rgb(0 0 0 / 30%);
    }
    .message {
      flex: 1 1 auto;
      min-width: 0;
      overflow-wrap: anywhere;
      text-wrap: balance;
      font-size: 0.9375rem;
      font-weight: 600;
      line-height: 1.25;
    }
    :host([data-spot='foot']) {
      inset: auto 0 0;
      padding: 0 env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left);
    }
    /* While it looks for its place, the page's controls under it are found, not the toast. */
    :host([data-measuring]) .toast {
      pointer-events: none;
    }
    button {
      flex: none;
      min-height: 44px;
      min-width: 44px;
      padding: 0.25rem 0.75rem;
      border-radius: 8px;
      border: 2px solid currentColor;
      background: transparent;
      color: inherit;
      font: inherit;
      font-weight: 600;
      cursor: pointer;
    }
    button.primary {
      background: var(--dl-bg);
      color: var(--dl-text);
      border-color: var(--dl-bg);
    }
    button.dismiss {
      padding: 0;
      border-color: transparent;
      font-size: 1.25rem;
      line-height: 1;
    }
    button:focus-visible {
      outline: 3px solid var(--dl-focus);
      outline-offset: 2px;
    }
  `;

  /** A function is read at each render, so a message shown for long follows the language. */
  @state() private message: string | (() => string) = '';
  @state() private action: ToastAction | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The element the toast stays below while it is on screen (the app's header); set by the app. */
  under: (() => Element | null) | null = null;
  private readonly place = (): void => {
    const toast = this.renderRoot.querySelector('.toast');
    if (!toast) return;
    const below = Math.max(0, this.under?.()?.getBoundingClientRect().bottom ?? 0);
    this.toggleAttribute('data-measuring', true);
    const spots: [string, number][] = [
      ['below', below],
      ['foot', 0],
    ];
    const free = spots.find(([spot, top]) => {
      this.dataset.spot = spot;
      this.style.setProperty('--toast-top', `${top}px`);
      return !coversControl(toast.getBoundingClientRect());
    });
    this.toggleAttribute('data-measuring', false);
    this.dataset.spot = free?.[0] ?? 'top';
    this.style.setProperty('--toast-top', `${free?.[1] ?? 0}px`);
  };
  // The header grows when a game's Menu opens, and leaves the screen as the page scrolls.
  private readonly resized = new ResizeObserver(this.place);

  /** Shows a message (replacing any other); with an action it stays until used or dismissed. */
  show(message: string | (() => string), action: ToastAction | null = null): void {
    clearTimeout(this.timer);
    this.message = message;
    this.action = action;
    void this.updateComplete.then(() => this.follow(true));
    if (!action) this.timer = setTimeout(() => this.dismiss(), INFO_MS);
  }

  dismiss(): void {
    clearTimeout(this.timer);
    this.message = '';
    this.action = null;
    this.follow(false);
  }

  /** Keeps the toast below the header while it shows, and stops listening once it is gone. */
  private follow(on: boolean): void {
    this.resized.disconnect();
    window.removeEventListener('scroll', this.place);
    if (!on || !this.message) return;
    this.place();
    const header = this.under?.();
    if (header) this.resized.observe(header);
    window.addEventListener('scroll', this.place, { passive: true });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.timer);
    this.follow(false);
  }

  override render() {
    const { action } = this;
    const message = typeof this.message === 'function' ? this.message() : this.message;
    const label = typeof action?.label === 'function' ? action.label() : action?.label;
    return html`<div role="status">
      ${
        message
          ? html`<div class="toast">
            <span class="message">${message}</span>
            ${action ? html`<button class="primary" @click=${() => action.run()}>${label}</button>` : nothing}
            <button class="dismiss" aria-label=${msg('Dismiss', { id: 'toast.dismiss' })} title=${msg('Dismiss', { id: 'toast.dismiss' })} @click=${() => this.dismiss()}>
              <span aria-hidden="true">✕</span>
            </button>
          </div>`
          : nothing
      }
    </div>`;
  }
}

const CONTROL = 'a[href], button, input, select, textarea, summary, label, [role="button"], [tabindex]:not([tabindex="-1"])';

/** Whether a control of the page (through shadow roots) lies under `box`: points 22 px apart, half a tap target. */
function coversControl(box: DOMRect): boolean {
  const xs = Array.from({ length: Math.ceil(box.width / 22) + 1 }, (_, i) => Math.min(box.left + 4 + i * 22, box.right - 4));
  const ys = [box.top + 4, box.top + box.height / 2, box.bottom - 4];
  return xs.some((x) =>
    ys.some((y) => {
      let hit = document.elementFromPoint(x, y);
      while (hit?.shadowRoot) {
        const inner = hit.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === hit) break;
        hit = inner;
      }
      return Boolean(hit?.closest(CONTROL));
    }),
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'pwa-toast': PwaToast;
  }
}
