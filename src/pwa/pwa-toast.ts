/**
 * <pwa-toast>: a polite status message with an optional action, over the top of the screen. It
 * floats (fixed, out of the page's flow), so its coming and going never moves the page: a toast
 * that took its own room pushed the game's keys down under the finger, and back 8 s later. It sits
 * over the app's header, inside the safe area, one line high on a phone, away from the game's
 * controls; Dismiss (✕) takes it away at once.
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
      inset: 0 0 auto;
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


  /** Shows a message (replacing any other); with an action it stays until used or dismissed. */
  show(message: string | (() => string), action: ToastAction | null = null): void {
    clearTimeout(this.timer);
    this.message = message;
    this.action = action;
    if (!action) this.timer = setTimeout(() => this.dismiss(), INFO_MS);
  }

  dismiss(): void {
    clearTimeout(this.timer);
    this.message = '';
    this.action = null;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.timer);
  }

  override render() {
    const { action } = this;
    const message = typeof this.message === 'function' ? this.message() : this.message;
    const label = typeof action?.label === 'function' ? action.label() : action?.label;
    return html`<div role="status">
      ${message
        ? html`<div class="toast">
            <span class="message">${message}</span>
            ${action
              ? html`<button class="primary" @click=${() => action.run()}>${label}</button>`
              : nothing}
            <button class="dismiss" aria-label=${msg('Dismiss', { id: 'toast.dismiss' })} title=${msg('Dismiss', { id: 'toast.dismiss' })} @click=${() => this.dismiss()}>
              <span aria-hidden="true">✕</span>
            </button>
          </div>`
        : nothing}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'pwa-toast': PwaToast;
  }
}
