/**
 * A Lit reactive controller that tells its host whether the device is online and whether a
 * service worker controls the page (then every screen and its data work without a network).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class ConnectionController implements ReactiveController {
  online = navigator.onLine;
  /** True when a service worker serves this page, so it reloads without a network. */
  offlineReady = Boolean(navigator.serviceWorker?.controller);

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('online', this.update);
    window.addEventListener('offline', this.update);
    navigator.serviceWorker?.addEventListener('controllerchange', this.update);
    this.update();
  }

  hostDisconnected(): void {
    window.removeEventListener('online', this.update);
    window.removeEventListener('offline', this.update);
    navigator.serviceWorker?.removeEventListener('controllerchange', this.update);
  }

  private readonly update = (): void => {
    this.online = navigator.onLine;
    this.offlineReady = Boolean(navigator.serviceWorker?.controller);
    this.host.requestUpdate();
  };
}
