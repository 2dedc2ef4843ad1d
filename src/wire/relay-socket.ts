/**
 * A page's sockets to relays (docs/live-table.md): one WebSocket per relay address, however many
 * tables the page has there (each table is a document of its own on it), opened with the first
 * table and closed with the last.
 *
 * A dropped socket is tried again within 2 s at most, as the relay's restart must not keep a table
 * waiting. A socket that has heard nothing for a while asks the relay for something (a sync request
 * for one of its rooms, which the relay answers), so that a dead connection, which a phone that
 * walked out of the Wi-Fi may never hear close, is known dead after MESSAGE_TIMEOUT_MS and replaced.
 * The browser's offline and online events close it and open it again at once.
 */
import { HocuspocusProviderWebsocket, WebSocketStatus } from '@hocuspocus/provider';
import { readChallenge, writeProof, type WriteKey } from './crypto';

/** Silence after which the socket asks the relay for an answer (and again every half of it). */
const PING_AFTER_MS = 4000;
/**
 * Silence after which the socket is taken for dead, the relay having been asked four times
 * meanwhile. The provider gives up on it within three tenths of that more and opens a new one.
 */
export const MESSAGE_TIMEOUT_MS = 12_000;

/** One table's use of a shared socket. */
export interface RelaySocket {
  readonly socket: HocuspocusProviderWebsocket;
  /** Whether the socket failed or dropped since it was last connected: a new table is offline at once. */
  readonly down: boolean;
  /** This table is done with the socket: the last one to say so closes it. */
  release(): void;
}

class Shared {
  readonly socket: HocuspocusProviderWebsocket;
  users = 0;
  down = false;
  private readonly pinger: ReturnType<typeof setInterval>;

  constructor(url: string, WebSocketClass: typeof WebSocket | undefined) {
    this.socket = relayConnection({
      url,
      ...(WebSocketClass ? { WebSocketPolyfill: WebSocketClass } : {}),
      // A try at once, then at random within 200 ms, 400 ms, … up to 2 s apart.
      delay: 200,
      minDelay: 100,
      factor: 2,
      maxDelay: 2000,
      jitter: true,
      messageReconnectTimeout: MESSAGE_TIMEOUT_MS,
    });
    // Registered before any table's: a table that hears the socket's status reads `down` as it is.
    this.socket.on('status', ({ status }: { status: WebSocketStatus }) => {
      if (status === WebSocketStatus.Connected) this.down = false;
      else if (status === WebSocketStatus.Disconnected) this.down = true;
    });
    // What the tables wrote while the socket was down waits in its queue, to go out after the
    // relay's first answer: a host's every change of an hour offline, which the relay would take
    // for a flood. Each table syncs its whole room and says who it is on opening, so none of it is
    // needed. (A private field of @hocuspocus/provider 4.8.0, the version package.json pins.)
    this.socket.on('open', () => {
      (this.socket as unknown as { messageQueue: unknown[] }).messageQueue = [];
    });
    // The provider's own watchdog, and a close forced below, close the socket without telling its
    // documents; each then still counts itself synced and keeps the others' presence.
    this.socket.on('disconnect', () => {
      for (const provider of this.socket.configuration.providerMap.values()) provider.onClose();
    });
    this.pinger = setInterval(() => this.ping(), PING_AFTER_MS / 2);
    if (typeof window !== 'undefined') {
      window.addEventListener('offline', this.wentOffline);
      window.addEventListener('online', this.cameOnline);
    }
  }

  private ping(): void {
    const { socket } = this;
    if (socket.status !== WebSocketStatus.Connected || !socket.lastMessageReceived) return;
    if (Date.now() - socket.lastMessageReceived < PING_AFTER_MS) return;
    // A room the relay has open for this socket answers; one it closed would not.
    const open = [...socket.configuration.providerMap.values()].find((provider) => provider.isSynced);
    open?.forceSync();
  }

  /** A phone that knows it lost the network says so at once, rather than after the watchdog. */
  private readonly wentOffline = (): void => {
    this.socket.disconnect();
    // With the network gone the socket may never hear its own close.
    if (this.socket.status !== WebSocketStatus.Disconnected) this.socket.onClose({ event: { code: 1000, reason: 'offline' } });
  };

  /** Back online: a new connection at once, rather than at the end of a backoff. */
  private readonly cameOnline = (): void => void this.socket.connect().catch(() => undefined); // a failed connect retries on the provider's backoff

  destroy(): void {
    clearInterval(this.pinger);
    if (typeof window !== 'undefined') {
      window.removeEventListener('offline', this.wentOffline);
      window.removeEventListener('online', this.cameOnline);
    }
    this.socket.destroy();
  }
}

/** The challenge the relay sent on a connection (a WebSocket of the provider's), once it comes. */
interface Challenge {
  heard: Promise<Uint8Array>;
  hear: (challenge: Uint8Array) => void;
}
const challenges = new WeakMap<object, Challenge>();
const watched = new WeakSet<HocuspocusProviderWebsocket>();

/**
 * A socket to a relay, the one way to make one: it hears the relay's challenge on each of its
 * connections from its making, so that none comes before anyone listens (it connects at once).
 */
export function relayConnection(options: ConstructorParameters<typeof HocuspocusProviderWebsocket>[0]): HocuspocusProviderWebsocket {
  const socket = new HocuspocusProviderWebsocket(options);
  watched.add(socket);
  socket.on('message', (event: MessageEvent) => {
    const challenge = event.data instanceof ArrayBuffer ? readChallenge(new Uint8Array(event.data)) : null;
    if (challenge && event.target) challengeOf(event.target).hear(challenge);
  });
  return socket;
}

function challengeOf(connection: object): Challenge {
  let kept = challenges.get(connection);
  if (!kept) {
    let hear: (challenge: Uint8Array) => void = () => undefined;
    const heard = new Promise<Uint8Array>((resolve) => (hear = resolve));
    kept = { heard, hear };
    challenges.set(connection, kept);
  }
  return kept;
}

/**
 * Hocuspocus's token for `room` on `socket`, asked each time the room is opened: a proof of `write`
 * over the challenge the relay sent on the connection it is asked on (./crypto.ts, writeProof).
 * Kept by the connection that carried it (the event's target), so a late frame of a socket
 * replaced never answers for its successor. `sign` is for the tests' clients.
 */
export function proofToken(socket: HocuspocusProviderWebsocket, write: WriteKey, room: string, sign?: Parameters<typeof writeProof>[3]): () => Promise<string> {
  if (!watched.has(socket)) throw new Error('a socket whose challenges are heard: make it with relayConnection');
  return async () => writeProof(write, room, await challengeOf(socket.webSocket ?? {}).heard, sign);
}

/** The sockets of one page (Node's tests and the benchmark make one per phone they play). */
export class RelaySockets {
  private readonly open = new Map<string, Shared>();

  /** The socket to `relay`, opened now if this page has none; `WebSocketClass` makes a new one. */
  use(relay: string, WebSocketClass?: typeof WebSocket): RelaySocket {
    let shared = this.open.get(relay);
    if (!shared) {
      shared = new Shared(relay, WebSocketClass);
      this.open.set(relay, shared);
    }
    const used = shared;
    used.users++;
    let released = false;
    return {
      socket: used.socket,
      get down() {
        return used.down;
      },
      release: () => {
        if (released) return;
        released = true;
        used.users--;
        if (used.users > 0) return;
        this.open.delete(relay);
        used.destroy();
      },
    };
  }

  /** Sockets open now. */
  get size(): number {
    return this.open.size;
  }
}

/** This page's sockets. */
export const pageSockets = new RelaySockets();
