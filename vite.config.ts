/**
 * Build of the offline app: one static page, its lazily loaded screens, and a service worker
 * (vite-plugin-pwa, generateSW) that precaches all of it so every route opens without a network.
 */
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// With their extension: Vite is to load its config with Node's own TypeScript (`configLoader:
// 'native'`, its next default), which resolves a module only by its whole file name.
import { CSP, SECURITY_HEADERS } from './server/security-headers.ts';
import { openerPolicy } from './server/static.ts';
import { lazyDoors } from './scripts/lazy-doors.mjs';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * Adds the CSP meta tag to the built page only: the dev server injects inline scripts. It goes
 * right after the charset, since a meta policy only governs what comes after it.
 */
function cspMeta(): Plugin {
  const charset = '<meta charset="utf-8" />';
  return {
    name: 'diamond-ledger:csp-meta',
    apply: 'build',
    transformIndexHtml(html) {
      if (!html.includes(charset)) throw new Error(`index.html must contain ${charset}`);
      return html.replace(charset, `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${CSP}" />`);
    },
  };
}

/** `npm start`'s preview server sends the opener policy as the table server does: where it is honoured. */
function openerPolicyHeader(): Plugin {
  return {
    name: 'diamond-ledger:opener-policy',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        for (const [name, value] of Object.entries(openerPolicy(request))) response.setHeader(name, value);
        next();
      });
    },
  };
}

export default defineConfig({
  // Relative URLs: the app works from any path it is served under (the hash holds the route).
  base: './',
  define: {
    __APP_VERSION__: JSON.stringify(version),
  },
  build: {
    target: 'es2022',
    reportCompressedSize: true,
  },
  preview: {
    headers: SECURITY_HEADERS,
  },
  plugins: [
    cspMeta(),
    openerPolicyHeader(),
    // Every lazy door stated (src/lazy-doors.ts), none bypassed, and the first load within its limit: else the build fails.
    lazyDoors(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      // src/pwa/register.ts registers the worker itself (with workbox-window).
      injectRegister: false,
      manifest: {
        id: './',
        name: 'Diamond Ledger',
        short_name: 'Ledger',
        description: "Score keeper and rules referee for the card games Diamonds and Diam's. Works offline; your games stay on this device.",
        lang: 'en',
        theme_color: '#a8102b',
        background_color: '#f6f4ef',
        display: 'standalone',
        orientation: 'any',
        start_url: './',
        scope: './',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,json}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
});
