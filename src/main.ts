/** The app's entry: page styles, the shell (which brings the home screen) and the service worker. */
import './components/shared/theme.css';
import './components/app-shell/app-shell.css';
import './i18n/start.js';
import './components/app-shell/app-shell.js';
import './pwa/pwa-toast.js';
import { registerServiceWorker } from './pwa/register.js';

const toast = document.querySelector('pwa-toast');
if (toast) registerServiceWorker(toast);
