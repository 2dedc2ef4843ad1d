/** A Lit reactive controller that tracks whether the device asks for a dark colour scheme. */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class ColorSchemeController implements ReactiveController {
  private readonly query = window.matchMedia('(prefers-color-scheme: dark)');
  dark = this.query.matches;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {
    this.query.addEventListener('change', this.update);
    this.update();
  }

  hostDisconnected(): void {
    this.query.removeEventListener('change', this.update);
  }

  private readonly update = (): void => {
    this.dark = this.query.matches;
    this.host.requestUpdate();
  };
}
