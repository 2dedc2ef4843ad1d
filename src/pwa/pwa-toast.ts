/**
 * <pwa-toast>: a polite status message at the top of the page, with an optional action. It takes
 * its own room in the page (index.html puts it above the app) rather than floating over it: a
 * floating toast covered whatever control was under it, a file picker or a card key.
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
      display: flex;
      justify-content: center;
    }
    .toast {
      margin: 0.5rem max(0.5rem, env(safe-area-inset-left));
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.5rem 1rem;
      max-width: 32rem;
      padding: 0.75rem 1rem;
      border-radius: 10px;
      background: var(--dl-text);
      color: var(--dl-bg);
      box-shadow: 0 4px 16px rgb(0 0 0 / 30%);
    }
    button {
      min-height: 44px;
      padding: 0.25rem 0.9rem;
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
            <span>${message}</span>
            ${action
              ? html`<button class="primary" @click=${() => action.run()}>${label}</button>`
              : nothing}
            <button @click=${() => this.dismiss()}>${msg('Dismiss', { id: 'toast.dismiss' })}</button>
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
