/**
 * <shell-notice>: a screen that is only a message and a way back (page not found, a screen
 * that could not load). Loaded with the shell, since it must show when loading fails.
 */
import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, localized } from '@lit/localize';
import { screenStyles } from '../shared/screen-styles';

@customElement('shell-notice')
@localized()
export class ShellNotice extends LitElement {
  static override styles = screenStyles;

  @property() heading = '';
  @property() message = '';

  override render() {
    return html`<h1>${this.heading}</h1>
      <p>${this.message}</p>
      <a class="button" href="#/">${msg('Back to games', { id: 'shell.back' })}</a>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shell-notice': ShellNotice;
  }
}
