/**
 * The app's entry: page styles, the app's start (its database and language, ./app/start.ts), the
 * shell (which brings the home screen) and the service worker.
 * The worker's registration (with workbox-window) is a chunk of its own, fetched once the entry
 * runs: the first screen does not wait for it, and the first load stays small.
 */
import './components/shared/theme.css';
import './components/app-shell/app-shell.css';
import './app/start';
import './components/app-shell/app-shell';
import './pwa/pwa-toast';

const toast = document.querySelector('pwa-toast');
// Below the header: over it, a toast hid the brand and a game's Menu.
if (toast) toast.under = () => document.querySelector('app-shell > header');
if (toast) void import('./pwa/register').then(({ registerServiceWorker }) => registerServiceWorker(toast));
