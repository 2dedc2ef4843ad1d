/**
 * Registers the service worker that vite-plugin-pwa generates (dist/sw.js) and tells the user,
 * through the toast, when the app is ready offline and when a new version waits. The plugin's
 * `registerType: 'prompt'` means a new version never takes over on its own: a reload mid-game
 * would lose the user's place, so the user chooses when.
 */
import { msg } from '@lit/localize';
import { Workbox } from 'workbox-window';
import type { PwaToast } from './pwa-toast';

export function registerServiceWorker(toast: PwaToast): Workbox | null {
  // The dev server serves no sw.js; browsers without service workers simply stay online-only.
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return null;

  const wb = new Workbox('./sw.js');

  wb.addEventListener('installed', (event) => {
    // A first install: everything is now precached.
    if (!event.isUpdate) toast.show(() => msg('Ready to work offline', { id: 'toast.offline-ready' }));
  });

  wb.addEventListener('waiting', () => {
    toast.show(() => msg('A new version is ready', { id: 'toast.update' }), {
      label: () => msg('Reload', { id: 'toast.reload' }),
      run: () => {
        // Reload only once the new worker controls the page, so the page and worker match.
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      },
    });
  });

  // A browser that blocks service workers (private mode, a policy) rejects the registration:
  // the app still works, only not offline, so this is no error for the user.
  wb.register().catch(() => undefined); // see the lines above
  return wb;
}
