/**
 * The headers of every page the app's servers send, and the policy the built page also carries as
 * a meta tag (vite.config.ts). A module of its own: the table server (bin/table.ts) and the tests
 * read them without loading Vite and its plugins.
 */
/**
 * The built app runs no inline or remote script. Styles: Lit adopts constructed style sheets,
 * which CSP does not restrict, and the page's own CSS is a file, so no 'unsafe-inline' is needed
 * (checked in Chromium by test/e2e/csp.e2e.test.ts). `frame-ancestors` only works as a header.
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  // A phone at the live table talks to a relay (docs/live-table.md): the laptop's, at this page's
  // own address, or a hosted wss:// one set in Settings.
  "connect-src 'self' ws: wss:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * Every response of the app's servers (`npm start`, `npm run table`) carries these: the CSP with
 * `frame-ancestors` (a header-only directive), no type sniffing, no referrer (a table's link holds
 * its room), no powerful features the app never uses, and files of its own; and a window of its
 * own where the browser honours it (`openerPolicy`, server/static.ts).
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': `${CSP}; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Resource-Policy': 'same-origin',
};
