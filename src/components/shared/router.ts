/**
 * The app's whole router: hash routes, because the app is one static page served from a
 * cache, and a hash never reaches the network (every route works offline and from any base path).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export type Route =
  | { name: 'home' }
  | { name: 'new' }
  | { name: 'session'; id: string }
  /** `rule`: one rule to show (#/rules/D-FOLLOW), from a rule's tag beside a sentence. */
  | { name: 'rules'; rule?: string }
  | { name: 'settings' }
  | { name: 'about' }
  | { name: 'players' }
  | { name: 'history' }
  | { name: 'history-session'; id: string }
  | { name: 'stats' }
  /** A game carried in the link itself (src/share-link/link.ts): `payload` is untrusted. */
  | { name: 'shared'; payload: string }
  /** A live table's link (docs/live-table.md): its secret, its host's key, and the relay's address when it is not the page's own. */
  | { name: 'live'; secret: string; host: string; relay: string | null }
  /**
   * A ledger's link (docs/sync.md, `#/ledger/SECRET/RELAY`): its parts as they came, untrusted; the
   * screen reads them (src/sync/ledger-link.ts) so that a broken link says so instead of "not found".
   */
  | { name: 'ledger'; parts: string[] }
  | { name: 'not-found'; path: string };

export type RouteName = Route['name'];

const STATIC: Record<string, Route> = {
  '': { name: 'home' },
  new: { name: 'new' },
  rules: { name: 'rules' },
  settings: { name: 'settings' },
  about: { name: 'about' },
  players: { name: 'players' },
  history: { name: 'history' },
  stats: { name: 'stats' },
};

/** The route for a location hash such as `#/session/42` (an empty hash is home). */
export function parseHash(hash: string): Route {
  const path = hash.replace(/^#\/?/, '').replace(/\/+$/, '');
  const known = STATIC[path];
  if (known) return known;
  const rule = /^rules\/([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+)$/.exec(path);
  if (rule?.[1]) return { name: 'rules', rule: rule[1] };
  const shared = /^shared\/([^/]+)$/.exec(path);
  if (shared?.[1]) return { name: 'shared', payload: shared[1] };
  const live = /^live\/([A-Za-z0-9_-]{43})\/([A-Za-z0-9_-]{43})(?:\/([^/]+))?$/.exec(path);
  if (live?.[1] && live[2]) {
    try {
      return { name: 'live', secret: live[1], host: live[2], relay: live[3] ? decodeURIComponent(live[3]) : null };
    } catch {
      // A malformed escape: not a link the app made.
    }
  }
  const ledger = /^ledger(?:\/(.*))?$/.exec(path);
  if (ledger) return { name: 'ledger', parts: ledger[1] ? ledger[1].split('/') : [] };
  const session = /^(session|history)\/([^/]+)$/.exec(path);
  if (session?.[2]) {
    try {
      const id = decodeURIComponent(session[2]);
      return session[1] === 'session' ? { name: 'session', id } : { name: 'history-session', id };
    } catch {
      // A malformed escape such as `%E0` is not a session id anyone could have made.
    }
  }
  return { name: 'not-found', path };
}

/** The href of a route, for links: `href({ name: 'session', id })`. */
export function href(route: Route): string {
  switch (route.name) {
    case 'home':
      return '#/';
    case 'session':
      return `#/session/${encodeURIComponent(route.id)}`;
    case 'history-session':
      return `#/history/${encodeURIComponent(route.id)}`;
    case 'rules':
      return route.rule ? `#/rules/${route.rule}` : '#/rules';
    case 'shared':
      return `#/shared/${route.payload}`;
    case 'live':
      return `#/live/${route.secret}/${route.host}${route.relay === null ? '' : `/${encodeURIComponent(route.relay)}`}`;
    case 'ledger':
      return `#/ledger/${route.parts.join('/')}`;
    case 'not-found':
      return `#/${route.path}`;
    default:
      return `#/${route.name}`;
  }
}

/** Goes to a route as a link would (adds a history entry). */
export function navigate(route: Route): void {
  location.hash = href(route);
}

/** Keeps `route` in step with the location hash and re-renders its host on every change. */
export class RouterController implements ReactiveController {
  route: Route = parseHash(location.hash);

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly onChange?: (route: Route) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('hashchange', this.sync);
    this.sync();
  }

  hostDisconnected(): void {
    window.removeEventListener('hashchange', this.sync);
  }

  private readonly sync = (): void => {
    const next = parseHash(location.hash);
    if (href(next) === href(this.route) && next.name === this.route.name) return;
    this.route = next;
    this.host.requestUpdate();
    this.onChange?.(next);
  };
}
