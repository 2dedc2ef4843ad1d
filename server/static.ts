/**
 * Serves the built app (dist/) as `vite preview` does, with the same headers (SECURITY_HEADERS in
 * security-headers.ts): a file that exists is sent with its type, any other path gets index.html (the routes
 * are in the hash, so that is only ever a mistyped address).
 */
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

export function staticFiles(root: string, headers: Record<string, string>): (request: IncomingMessage, response: ServerResponse) => void {
  const base = normalize(root + sep);
  return (request, response) => {
    void serve(base, headers, request, response).catch(() => {
      // the error is the response's: a 500, and the socket is closed
      if (!response.headersSent) response.writeHead(500, headers);
      response.end();
    });
  };
}

async function serve(base: string, headers: Record<string, string>, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { ...headers, Allow: 'GET, HEAD' });
    response.end();
    return;
  }
  let path: string;
  try {
    path = decodeURIComponent(new URL(request.url ?? '/', 'http://table').pathname);
  } catch {
    // a malformed %-escape is served as the root page
    path = '/';
  }
  let file = normalize(join(base, path));
  // A path that climbs out of dist/ (`/../`) is answered with the app, never with the file.
  if (!file.startsWith(base) || !(await isFile(file))) file = join(base, 'index.html');
  const body = await readFile(file);
  response.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Length': body.length,
    ...headers,
    ...openerPolicy(request),
    // The page and the service worker script must be fresh; hashed assets may be kept.
    'Cache-Control': file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    // no such file (or unreadable): served as not found
    return false;
  }
}

/**
 * A window of its own (COOP) where the browser honours it: on a potentially trustworthy origin
 * (https, localhost, 127.0.0.0/8). On plain http at a LAN address, as `npm run table` serves the
 * phones, the browser ignores it and says so as a console error on every page.
 */
export function openerPolicy(request: IncomingMessage): Record<string, string> {
  return trustworthy(request) ? { 'Cross-Origin-Opener-Policy': 'same-origin' } : {};
}

function trustworthy(request: IncomingMessage): boolean {
  if ((request.socket as Partial<TLSSocket>).encrypted === true || request.headers['x-forwarded-proto'] === 'https') return true;
  const host = (request.headers.host ?? '').replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1');
  return host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '::1';
}
