/**
 * The live table's relay: @hocuspocus/server, one WebSocket per phone at `/sync`, every shared
 * game a Yjs document on it, named by its room. It keeps each room in an SQLite file (./room-store.ts)
 * so a table outlives its phones and the laptop's restarts, deletes a room unused for `keepDays`,
 * and with a Redis address shares its rooms with other processes (@hocuspocus/extension-redis).
 * No game logic lives here: the phones check everything they read (src/live/).
 *
 * Before a phone's frames reach Hocuspocus they pass ./guard.ts; before an upgrade is accepted,
 * its Origin and its address's connection count are checked.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Hocuspocus, type Document, type Extension } from '@hocuspocus/server';
import { Redis } from '@hocuspocus/extension-redis';
import IORedis from 'ioredis';
import { WebSocketServer, type WebSocket } from 'ws';
import * as Y from 'yjs';
import {
  Bucket,
  CLOSE,
  DEFAULT_LIMITS,
  FRAMES_PER_ADDRESS_TURN,
  FRAMES_PER_RELAY_TURN,
  FREE_FRAMES_PER_ADDRESS_TURN,
  guard,
  maxFrameBytes,
  type Limits,
} from './guard';
import { ledgerSizes } from './ledger-sizes';
import { openRoomStore, type RoomStore } from './room-store';
import { storedAcks } from './stored-acks';
import { isSyncPath, ledgerOf, shardRooms } from '../src/wire/protocol';
import { challengeFrame } from '../src/wire/crypto';
import { allowedHosts, hostAllowed } from './hosts';
import { access, newChallenge } from './write-keys';
import { DEFAULT_BUDGETS, HourlyCounts, Intake, NewRoomBursts, Openings, refusalLog, YOUNG_ROOM_MS, type Budgets } from './budgets';

export interface RelayOptions {
  /** The folder of the rooms' SQLite file. */
  dataDir: string;
  /** Keeps the rooms in this PostgreSQL database (`postgres://…`) instead of the SQLite file. */
  databaseUrl?: string;
  /** Days a room no phone uses is kept. */
  keepDays?: number;
  /** Days a ledger's shard (docs/sync.md) no device uses is kept: long, as a recovery kit may come back late. */
  ledgerKeepDays?: number;
  /** Shares rooms with other processes through this Redis server (`redis://HOST:PORT`). */
  redisUrl?: string;
  /** Origins whose pages may connect, besides the page the relay itself serves. */
  origins?: readonly string[];
  /** Host names answered besides this machine's addresses and localhost (./hosts.ts; TABLE_HOSTS). */
  hosts?: readonly string[];
  /** Headers of every response, a refused upgrade's included (SECURITY_HEADERS). */
  headers?: Record<string, string>;
  limits?: Partial<Limits>;
  /** What the whole relay may spend (./budgets.ts; TABLE_MEMORY_MB, TABLE_DISK_MB, …). */
  budgets?: Partial<Budgets>;
  /** What one person's ledger may hold on the relay, in bytes (limits.maxLedgerBytes; 16 MB). */
  ledgerBytes?: number;
  /**
   * Behind a load balancer every phone comes from the balancer's address: then the address a
   * connection counts against is the last one the balancer added to X-Forwarded-For. Only behind
   * one: anyone else can write that header.
   */
  trustProxy?: boolean;
  /** The clock, for the retention tests. */
  now?: () => number;
}

export const DEFAULT_KEEP_DAYS = 30;
export const DEFAULT_LEDGER_KEEP_DAYS = 400;
const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** How long an update may wait for its room to open before its phone is dropped. */
const ROOM_OPEN_MS = 10_000;
/** Rooms smaller than this are answered without a look at what encoding them costs (~1 ms at most). */
const COSTLY_ROOM_BYTES = 64 * 1024;
/** How often the store's bytes are summed again (in between, each change is added to the last sum). */
const DISK_EVERY_MS = 60_000;
/** How often the process's memory is read again for the rss budget (budgets.rssBytes). */
const RSS_EVERY_MS = 100;

/**
 * What onAuthenticate throws to refuse a room (Hocuspocus answers the phone with its reason):
 * made once, as an Error's stack is taken where it is made, and a fill has thousands refused.
 */
const REFUSED = {
  closed: Object.assign(new Error(), { reason: 'closed' }),
  unknown: Object.assign(new Error(), { reason: 'no such room' }),
  busy: Object.assign(new Error(), { reason: CLOSE.busy.reason }),
  hourly: Object.assign(new Error(), { reason: CLOSE.hourly.reason }),
};

/** What a connection's Hocuspocus context carries: the address it counts against, and how to close it for a budget. */
interface Caller {
  address: string;
  drop: (why: keyof typeof CLOSE) => void;
  /** Whether it is closed (or closing): the rooms it asked for before are not opened for it. */
  gone: () => boolean;
  /** The rooms it opened without a proof by their write key: its presence there is not passed on either. */
  reads: Set<string>;
  /** What its write proofs sign (./write-keys.ts), sent as its first frame. */
  challenge: Uint8Array;
  /** Its rooms waiting in `openings` now (the guard reads no more of its openings past a few). */
  waiting: { rooms: number };
}

export interface Relay {
  hocuspocus: Hocuspocus;
  store: RoomStore;
  limits: Limits;
  budgets: Budgets;
  /** Bytes of Yjs state the loaded rooms hold now, about. */
  memory(): number;
  /** Bytes the store holds now, about (summed each minute, each change added meanwhile). */
  disk(): number;
  /** Rooms with a document in memory now. */
  rooms(): number;
  /** Phones connected now. */
  connections(): number;
  /** Connections closed for breaking a limit, by limit. */
  dropped: Record<keyof typeof CLOSE, number>;
  /** The most frames the connections handled in one turn of the event loop since the last call (FRAMES_PER_RELAY_TURN). */
  busiestTurn(): number;
  /** Deletes the rooms unused for keepDays now (also done hourly); resolves with how many. */
  sweep(): Promise<number>;
  close(): Promise<void>;
}

/** Serves the relay on `server`'s upgrade requests to /sync; other upgrades are refused. */
export function attachRelay(server: Server, options: RelayOptions): Relay {
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits, ...(options.ledgerBytes === undefined ? {} : { maxLedgerBytes: options.ledgerBytes }) };
  const now = options.now ?? Date.now;
  const keepMs = (options.keepDays ?? DEFAULT_KEEP_DAYS) * DAY_MS;
  const store = openRoomStore({ folder: options.dataDir, databaseUrl: options.databaseUrl }, now);
  // Every answer to a phone's update waits until the update is stored (./stored-acks.ts).
  const acks = storedAcks(() => hocuspocus);
  // Each room's document named by its room: a Y.Doc made without a guid draws one, 31 calls to
  // the system's randomness, ~80 µs, and a fill opens hundreds of rooms. Only subdocuments read
  // a guid, and no room has any. An extension's hook: Hocuspocus 4 never calls an
  // onCreateDocument given in its configuration (a fill's profile still drew them all).
  const named: Extension = { onCreateDocument: async ({ documentName }) => ({ guid: documentName }) };
  const extensions: Extension[] = [acks.extension, store.extension, named];
  let redis: Redis | undefined;
  let counted: IORedis | undefined;
  if (options.redisUrl) {
    const url = options.redisUrl;
    // ioredis 5.6, the version @hocuspocus/extension-redis 4.7 takes (one copy of it, so that its
    // client is the extension's type); it sends no CLIENT SETINFO, which a subscriber refuses.
    const createClient = (failFast = false): IORedis => {
      const client = new IORedis(url, failFast ? { maxRetriesPerRequest: 1, enableOfflineQueue: false } : { maxRetriesPerRequest: null });
      // ioredis reconnects by itself; without a listener each failed try is an "unhandled error event".
      let said = '';
      client.on('error', (error: Error) => {
        if (error.message !== said) process.stderr.write(`relay: Redis at ${url}: ${error.message} (retrying)\n`);
        said = error.message;
      });
      client.on('ready', () => void (said = ''));
      return client;
    };
    redis = new Redis({ createClient: () => createClient() });
    extensions.push(redis);
    // The budgets' counts fail at once while Redis is down, so each process counts alone meanwhile
    // (./budgets.ts): queued, every room's opening waited on a Redis that was not there.
    counted = createClient(true);
  }
  const budgets: Budgets = { ...DEFAULT_BUDGETS, ...options.budgets };
  const hourly = new HourlyCounts(now, counted);
  // Each address's new rooms at once (budgets.newRoomsBurst), coming back over the hour; behind Redis, shared.
  const newRooms = new NewRoomBursts(budgets.newRoomsPerHour / 3600, Math.min(budgets.newRoomsBurst, budgets.newRoomsPerHour), counted);
  const intake = new Intake(budgets.updateBytesPerSecond);
  // The rooms waiting to be opened, a few a turn, the addresses with the fewest waiting first (onAuthenticate).
  const openings = new Openings();
  // When each room made here was made (its first writer's claim), while it is loaded: young rooms' updates wait behind others' (Intake).
  const born = new Map<string, number>();
  const young = (room: string): boolean => now() - (born.get(room) ?? -Infinity) < YOUNG_ROOM_MS;
  const refused = refusalLog(now);
  // The store's bytes as last summed, and what changes added since (an update never adds more than its length).
  let stored = 0;
  let grown = 0;
  const sumStore = (): Promise<void> =>
    store.storedBytes().then(
      (bytes) => void ((stored = bytes), (grown = 0)),
      () => undefined, // the store unreachable: the last sum stands until the next
    );
  void sumStore();
  const summer = setInterval(() => void sumStore(), DISK_EVERY_MS);
  summer.unref();
  // What each room's state may weigh now: exact when loaded, then grown by each update applied
  // (an update never adds more than its own length), and measured exactly when close to the cap.
  const sizes = new Map<string, number>();
  // The rooms whose size above is exact (measured since their last update).
  const exact = new Set<string>();
  const ledgers = ledgerSizes(
    (ledger) => store.ledgerSizes(ledger),
    (room) => sizes.get(room),
  );
  // The rooms loaded and measured (from afterLoadDocument, before Hocuspocus lists them), and the
  // guards waiting for a room to be so (./guard.ts: an update is measured against its room).
  const loaded = new Map<string, Document>();
  // When each loaded room last had a frame from any of its phones (budgets.roomIdleMs).
  const active = new Map<string, number>();
  const waiters = new Map<string, Set<() => void>>();
  const hocuspocus = new Hocuspocus({
    quiet: true,
    debounce: 500,
    maxDebounce: 2000,
    // Hocuspocus's own close of a connection whose frames it has not been handed for this long
    // (checked as often): only a backstop, the relay's own (budgets.idleMs, above) counts every frame.
    timeout: 2 * budgets.idleMs,
    extensions,
    async onAuthenticate({ documentName, token, connectionConfig, context }) {
      const { address, drop, reads, gone, challenge, waiting } = context as Caller;
      // Rooms are opened a few a turn, the address with the fewest waiting first (Openings): 64
      // connections asking for 40 rooms each at once made 2,560 looks in the store, claims and
      // loads in one turn, and an honest phone elsewhere waited seconds. A connection closed
      // meanwhile for a budget (at its 65th new room) has the rest of its rooms refused without a
      // look in the store.
      if (!gone()) {
        waiting.rooms++;
        await openings.turn(address, gone);
        waiting.rooms--;
      }
      if (gone()) throw REFUSED.closed;
      const open = hocuspocus.documents.has(documentName);
      const exists = open || (await store.known(documentName));
      // A room already in memory costs nothing more: its phones are served whatever the budgets.
      let over: 'busy' | 'hourly' | null = open ? null : overBudget(exists);
      // Only a room its token would create counts against the address's new rooms: refused here,
      // before it is claimed, loaded or stored.
      if (!over && !exists && token !== '' && !(await newRooms.take(address))) {
        refused('new rooms at once', `${address} opened ${budgets.newRoomsBurst} at once, TABLE_NEW_ROOMS_BURST`);
        over = 'hourly';
      }
      if (!over && !exists && token !== '' && !(await hourly.take(address, 'rooms', 1, budgets.newRoomsPerHour))) {
        refused('new rooms', `${address} opened ${budgets.newRoomsPerHour} this hour, TABLE_NEW_ROOMS_PER_HOUR`);
        over = 'hourly';
      }
      if (over) {
        drop(over);
        throw REFUSED[over];
      }
      // Behind Redis, what the address had stored through the other processes this hour, before it writes here.
      if (token !== '') await hourly.refresh(address, 'bytes');
      const may = await access(store, documentName, token, challenge, exists);
      // Hocuspocus answers the phone with the reason and opens nothing; an error without a message
      // is not logged, as anyone may send such names.
      if (may === 'refused') throw REFUSED.unknown;
      if (!exists && may === 'write') born.set(documentName, now());
      connectionConfig.readOnly = may === 'read';
      if (may === 'read') reads.add(documentName);
      else reads.delete(documentName);
    },
    async afterLoadDocument({ documentName, document }) {
      // Before the room opens (Hocuspocus lists it once this resolves), so that its first update
      // is measured against the whole ledger.
      await ledgers.loaded(documentName);
      encode(documentName, document);
      loaded.set(documentName, document);
      active.set(documentName, Date.now());
      for (const wake of waiters.get(documentName) ?? []) wake();
      waiters.delete(documentName);
    },
    async onChange({ documentName, update }) {
      sizes.set(documentName, (sizes.get(documentName) ?? 0) + update.length);
      grown += update.length;
      exact.delete(documentName);
    },
    async beforeUnloadDocument({ documentName }) {
      // Stored just before: what the store holds for a shard now, for its ledger's sum. Not handed
      // to it yet: a phone that opens the room meanwhile keeps it loaded.
      if (ledgerOf(documentName) !== null) measure(documentName);
    },
    async afterUnloadDocument({ documentName }) {
      // Opened again meanwhile: the room is the new document's.
      const document = loaded.get(documentName);
      if (document && hocuspocus.documents.get(documentName) !== document) loaded.delete(documentName);
      const size = sizes.get(documentName);
      if (size !== undefined) ledgers.unloaded(documentName, size);
      sizes.delete(documentName);
      exact.delete(documentName);
      if (!hocuspocus.documents.has(documentName)) {
        active.delete(documentName);
        presenceSends.delete(documentName);
        encoded.delete(documentName);
        born.delete(documentName);
      }
    },
  });

  const memory = (): number => {
    let sum = 0;
    for (const size of sizes.values()) sum += size;
    return sum;
  };
  const disk = (): number => stored + grown;

  // The process's memory as read at most every RSS_EVERY_MS: each read is a system call and a parse
  // of /proc, and reading it for each of a fill's thousands of rooms took a tenth of the relay's time.
  let rss = { bytes: 0, at: -Infinity };
  const processMemory = (): number => {
    const at = performance.now();
    if (at - rss.at >= RSS_EVERY_MS) rss = { bytes: process.memoryUsage.rss(), at };
    return rss.bytes;
  };

  /** Which whole-relay budget refuses opening a room that is not in memory (`exists`: stored, or claimed), if one does. */
  const overBudget = (exists: boolean): 'busy' | null => {
    const mb = (bytes: number): string => `${Math.round(bytes / 1024 / 1024)} MB`;
    if (memory() >= budgets.memoryBytes) return (refused('memory', `${mb(memory())} of rooms loaded, TABLE_MEMORY_MB`), 'busy');
    // The rooms' state is not all their memory: the process's own is checked too.
    const rss = processMemory();
    if (rss >= budgets.rssBytes) return (refused('process memory', `${mb(rss)} in use, TABLE_RSS_MB`), 'busy');
    if (exists) return null;
    if (disk() >= budgets.diskBytes) return (refused('disk', `${mb(disk())} stored, TABLE_DISK_MB`), 'busy');
    return null;
  };

  /**
   * Past the memory budget, the rooms no phone has sent a frame for in budgets.roomIdleMs are
   * unloaded, the most idle first, until the loaded rooms' state is within the budget (past the
   * process's, every idle room: what each frees of it cannot be told): their connections are
   * closed in that room alone ('relay busy'), and the room is stored and unloaded as when its last
   * phone leaves. The rooms phones are using stay, and are served; a new room stays refused until
   * the rooms in memory are within the budget again.
   */
  const unloadIdle = (): void => {
    const excess = memory() - budgets.memoryBytes;
    const overProcess = processMemory() >= budgets.rssBytes;
    if (excess < 0 && !overProcess) return;
    const before = Date.now() - budgets.roomIdleMs;
    const idle = [...active].filter(([, at]) => at < before).sort((a, b) => a[1] - b[1]);
    let freed = 0;
    let rooms = 0;
    for (const [room] of idle) {
      if (!overProcess && freed > excess) break;
      const document = hocuspocus.documents.get(room);
      freed += sizes.get(room) ?? 0;
      // One closed at the last look is on its way out: what it frees is counted, nothing more is done.
      if (!document || document.getConnectionsCount() === 0) continue;
      rooms++;
      for (const connection of [...document.connections.keys()]) connection.close({ code: CLOSE.busy.code, reason: CLOSE.busy.reason });
    }
    if (rooms > 0) {
      const mb = (bytes: number): string => `${Math.round(bytes / 1024 / 1024)} MB`;
      process.stderr.write(
        `relay: memory budget reached (${mb(memory())} of rooms loaded, TABLE_MEMORY_MB; ${mb(processMemory())} in use, TABLE_RSS_MB): unloading ${rooms} rooms idle for ${Math.round(budgets.roomIdleMs / 1000)} s, TABLE_ROOM_IDLE_SECONDS\n`,
      );
    }
  };
  const unloader = setInterval(unloadIdle, Math.min(budgets.roomIdleMs / 2, 1000));
  unloader.unref();

  /** Whether `address` may have `bytes` more stored this hour; counted when it may. */
  const storedWithin = (address: string, bytes: number): boolean => {
    if (hourly.count(address, 'bytes') + bytes > budgets.storedBytesPerHour) {
      refused('stored bytes', `${address} sent ${Math.round(budgets.storedBytesPerHour / 1024 / 1024)} MB this hour, TABLE_STORED_MB_PER_HOUR`);
      return false;
    }
    hourly.add(address, 'bytes', bytes);
    return true;
  };

  // How long each room's last whole encoding took, per byte, and its bytes then: what an answer to a fresh phone costs.
  const encoded = new Map<string, { msPerByte: number; bytes: number }>();
  /** `document`'s whole state, its size and its cost measured on the way. */
  const encode = (room: string, document: Document): Uint8Array => {
    const started = performance.now();
    const state = Y.encodeStateAsUpdate(document);
    encoded.set(room, { msPerByte: (performance.now() - started) / Math.max(state.length, 1), bytes: state.length });
    sizes.set(room, state.length);
    exact.add(room);
    return state;
  };
  const costly = new Bucket(limits.costlyAnswerMsPerSecond, limits.costlyAnswerMsBurst);
  const answerTime = (room: string): boolean => {
    const size = sizes.get(room) ?? 0;
    // A small room is cheap whatever its shape, and a small room's time per byte is mostly the
    // encoder's fixed cost: only a large one is measured, again each time it doubles.
    if (size < COSTLY_ROOM_BYTES) return true;
    if (size > 2 * (encoded.get(room)?.bytes ?? 0) || (encoded.get(room)?.bytes ?? 0) < COSTLY_ROOM_BYTES) measure(room);
    const ms = (encoded.get(room)?.msPerByte ?? 0) * (sizes.get(room) ?? 0);
    if (ms < 1) return true;
    if (!costly.clear) return false;
    costly.spend(ms);
    return true;
  };

  /** `room`'s size exactly, now: its running sum may overstate it (a value rewritten frees the old one). */
  const measure = (room: string): void => {
    const document = loaded.get(room);
    if (!document || exact.has(room)) return;
    encode(room, document);
  };

  const refuses = (room: string, update: Uint8Array): 'full' | 'ledger' | null => {
    const shard = ledgerOf(room) !== null;
    const cap = shard ? limits.maxShardBytes : limits.maxRoomBytes;
    // The guard holds an update until its room is loaded (isOpen, opened below).
    const document = loaded.get(room);
    if (!document) return 'full';
    // Structs whose dependencies never came wait in the document (Yjs's pending structs and
    // deletions) without an 'update' event, so the sum above never sees them; they are kept in
    // memory, sent to every phone that syncs and stored with the room. With any waiting, only the
    // exact measure below counts.
    const pending = document.store.pendingStructs !== null || document.store.pendingDs !== null;
    const within = (sizes.get(room) ?? 0) + update.length;
    if (!pending && within <= cap && (!shard || ledgers.others(room) + within <= limits.maxLedgerBytes)) return null;
    // Close to a cap: what the room would store with the update applied, on a copy (a value
    // rewritten frees the old one, so the sum above overstates it). The time it takes is charged
    // to the connection that sent the update (./guard.ts).
    const state = encode(room, document);
    const after = trialSize(state, update);
    if (after > cap) return 'full';
    // An update that does not grow the shard is let in even past the ledger's cap (a ledger over
    // a cap lowered since can still shrink).
    if (!shard || after <= state.length || ledgers.others(room) + after <= limits.maxLedgerBytes) return null;
    // The other loaded shards' sums may overstate them too: measured before the ledger is refused.
    for (const other of shardRooms(ledgerOf(room) as string)) measure(other);
    return ledgers.others(room) + after <= limits.maxLedgerBytes ? null : 'ledger';
  };

  // Awareness keeps a client's clock (meta) after its presence is gone, so a removal passed on
  // late is known too.
  const knownPresence = (room: string, client: number): boolean => hocuspocus.documents.get(room)?.awareness.meta.has(client) ?? false;
  const presenceCount = (room: string): number => hocuspocus.documents.get(room)?.awareness.getStates().size ?? 0;
  const roomSize = (room: string): number => sizes.get(room) ?? 0;
  // Each room's budget of presence sends (limits.presenceSendsPerSecond).
  const presenceSends = new Map<string, Bucket>();
  const fanOut = (room: string): boolean => {
    const document = hocuspocus.documents.get(room);
    if (!document) return true;
    let bucket = presenceSends.get(room);
    if (!bucket) presenceSends.set(room, (bucket = new Bucket(limits.presenceSendsPerSecond, limits.presenceSendBurst)));
    return bucket.take(document.getConnectionsCount());
  };
  const isOpen = (room: string): boolean => loaded.has(room);
  const opened = (room: string): Promise<void> =>
    isOpen(room)
      ? Promise.resolve()
      : new Promise((resolve, reject) => {
          // A room that never opens (its phone's auth refused, the store down) holds no frame for long.
          const timer = setTimeout(() => (waiters.get(room)?.delete(wake), reject(new Error('the room did not open'))), ROOM_OPEN_MS);
          const wake = (): void => (clearTimeout(timer), resolve());
          const set = waiters.get(room) ?? new Set();
          set.add(wake);
          waiters.set(room, set);
        });

  const dropped: Relay['dropped'] = { budget: 0, frame: 0, rooms: 0, full: 0, slow: 0, ledger: 0, big: 0, busy: 0, hourly: 0, idle: 0 };
  // When each connection last sent a frame, and how to close it (budgets.idleMs).
  const heard = new Map<WebSocket, { at: number; drop: (why: keyof typeof CLOSE) => void }>();
  const idler = setInterval(
    () => {
      const before = Date.now() - budgets.idleMs;
      for (const { at, drop } of heard.values()) if (at < before) drop('idle');
    },
    Math.min(budgets.idleMs / 4, 15_000),
  );
  idler.unref();
  const perAddress = new Map<string, number>();
  // Each connected address's budget of update bytes (limits.addressBytesPerSecond), for all its connections.
  const addressBytes = new Map<string, Bucket>();
  const addressSends = (address: string, bytes: number): boolean => {
    let bucket = addressBytes.get(address);
    if (!bucket) addressBytes.set(address, (bucket = new Bucket(limits.addressBytesPerSecond, limits.addressByteBurst)));
    return bucket.take(bytes);
  };
  // Frames each address's connections, and all connections, have handled in this turn of the event loop (FRAMES_PER_ADDRESS_TURN, FRAMES_PER_RELAY_TURN).
  const addressFrames = new Map<string, number>();
  let relayFrames = 0;
  // All frames handled in this turn, and the most in one turn since busiestTurn() was last asked.
  let turnFrames = 0;
  let busiest = 0;
  let counting = false;
  const addressTurn = (address: string): boolean => {
    if (!counting) {
      counting = true;
      setImmediate(() => void (addressFrames.clear(), (relayFrames = 0), (turnFrames = 0), (counting = false)));
    }
    const handled = (addressFrames.get(address) ?? 0) + 1;
    if (handled > FRAMES_PER_ADDRESS_TURN) return false;
    const free = handled <= FREE_FRAMES_PER_ADDRESS_TURN;
    if (!free && relayFrames >= FRAMES_PER_RELAY_TURN) return false;
    addressFrames.set(address, handled);
    if (!free) relayFrames++;
    busiest = Math.max(busiest, ++turnFrames);
    return true;
  };
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes(limits) });
  const origins = new Set(options.origins ?? []);
  const hosts = allowedHosts(options.hosts);
  const headers = options.headers ?? {};

  // Set as the relay closes: a phone that comes back meanwhile is cut at once. Its upgrade left to
  // the server's other listeners (a test's, a host's own) held its socket open, and with it the
  // server's close, for ever: the rolled-back relay's test hung so, its phones reconnecting.
  let closing = false;
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    if (closing) return void socket.destroy();
    if (!hostAllowed(request, hosts)) return refuse(socket, 421, 'Misdirected Request', headers);
    if (!isSyncPath(request.url)) return refuse(socket, 404, 'Not Found', headers);
    if (!originAllowed(request, origins)) return refuse(socket, 403, 'Forbidden', headers);
    const address = addressOf(request, options.trustProxy === true);
    const open = perAddress.get(address) ?? 0;
    if (open >= limits.maxPerAddress) return refuse(socket, 429, 'Too Many Requests', headers);
    perAddress.set(address, open + 1);
    // Counted free when the socket closes, not the WebSocket: a handshake ws refuses (a bad key, a
    // socket gone before it completed) never makes a WebSocket, and a place freed only with one
    // stayed taken for good: 64 bad handshakes shut out every phone behind that address (a
    // venue's or a carrier's NAT) until a restart.
    socket.once('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
    wss.handleUpgrade(request, socket, head, (ws: WebSocket) => {
      // A frame over the largest any room takes, or a broken one: ws closes the connection (1009,
      // 1002) and reports it here. A table's frame past its own bound is the guard's to close.
      ws.on('error', () => ws.terminate());
      // Before any frame of Hocuspocus's: what this connection's write proofs sign.
      const challenge = newChallenge();
      ws.send(challengeFrame(challenge));
      const reads = new Set<string>();
      const waiting = { rooms: 0 };
      const drop = guard(ws, limits, {
        refuses: (room, update) =>
          !addressSends(address, update.length) ? 'budget' : (refuses(room, update) ?? (storedWithin(address, update.length) ? null : 'hourly')),
        knownPresence,
        presenceCount,
        fanOut: (room) => !reads.has(room) && fanOut(room),
        roomSize,
        answerTime,
        admit: (room, bytes, live) => intake.admit(bytes, young(room), live),
        isOpen,
        opened,
        dropped: (why) => void dropped[why]++,
        addressTurn: () => addressTurn(address),
        openingsWaiting: () => waiting.rooms,
        heard: (room) => {
          const seen = heard.get(ws);
          if (seen) seen.at = Date.now();
          if (room !== null && active.has(room)) active.set(room, Date.now());
        },
      });
      heard.set(ws, { at: Date.now(), drop });
      ws.on('close', () => heard.delete(ws));
      // Over the guard's send: an answer let go later still passes its checks.
      acks.watch(ws);
      // Hocuspocus 4 reads a web Request and is handed each frame and the close (its own Server
      // does the same through crossws); the guard above sees every frame first.
      const gone = (): boolean => ws.readyState !== ws.OPEN;
      const client = hocuspocus.handleConnection(ws, webRequest(request), { address, drop, reads, gone, challenge, waiting } satisfies Caller);
      ws.on('message', (data: Buffer) => client.handleMessage(data));
      ws.on('close', (code: number, reason: Buffer) => client.handleClose({ code, reason: reason.toString() }));
    });
  };
  server.on('upgrade', onUpgrade);

  const ledgerKeepMs = (options.ledgerKeepDays ?? DEFAULT_LEDGER_KEEP_DAYS) * DAY_MS;
  const sweep = (): Promise<number> => store.sweep(now() - keepMs, new Set(hocuspocus.documents.keys()), now() - ledgerKeepMs);
  void sweep().catch(() => 0); // a failed sweep keeps its rooms until the next one
  const sweeper = setInterval(() => {
    void sweep().catch(() => 0); // a failed sweep keeps its rooms until the next one
    // Kept past an address's last connection, so that closing them all does not refill it; forgotten hourly.
    addressBytes.clear();
    newRooms.forget();
  }, SWEEP_EVERY_MS);
  sweeper.unref();

  return {
    hocuspocus,
    store,
    limits,
    budgets,
    memory,
    disk,
    dropped,
    rooms: () => hocuspocus.getDocumentsCount(),
    busiestTurn: () => {
      const most = busiest;
      busiest = 0;
      return most;
    },
    connections: () => wss.clients.size,
    sweep,
    async close() {
      clearInterval(sweeper);
      clearInterval(summer);
      clearInterval(idler);
      clearInterval(unloader);
      hourly.close();
      intake.close();
      closing = true;
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      // Whatever waits to be stored is stored now.
      await Promise.all(
        [...hocuspocus.documents.keys()].map(async (name): Promise<void> => {
          await hocuspocus.debouncer.executeNow(`onStoreDocument-${name}`);
        }),
      );
      await redis?.onDestroy();
      counted?.disconnect();
      await store.close();
    },
  };
}

/** What a room of state `state` would store with `update` applied, on a copy; Infinity when it cannot be applied. */
function trialSize(state: Uint8Array, update: Uint8Array): number {
  const trial = new Y.Doc();
  try {
    Y.applyUpdate(trial, state);
    Y.applyUpdate(trial, update);
    return Y.encodeStateAsUpdate(trial).length;
  } catch {
    // an update Yjs cannot apply has no size: the cap refuses it
    return Infinity;
  } finally {
    trial.destroy();
  }
}

/** The upgrade request as the web Request Hocuspocus 4's hooks read. */
function webRequest(request: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  // Only its path and query matter to Hocuspocus; the Host a client sent may be no URL at all.
  return new Request(new URL(request.url ?? '/', 'http://relay'), { headers });
}

function addressOf(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers['x-forwarded-for'] : undefined;
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)?.split(',').pop()?.trim();
  return last || request.socket.remoteAddress || '';
}

function refuse(socket: Duplex, status: number, text: string, headers: Record<string, string>): void {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${text}\r\n${lines.join('')}Connection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * A browser says which page opened the socket: only the page the relay serves (same host) and
 * the origins set for it may. A client that is not a browser sends no Origin and is let in: the
 * check keeps other web pages from using a visitor's browser, and nothing else.
 */
function originAllowed(request: IncomingMessage, origins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origins.has(origin)) return true;
  const host = request.headers.host;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}
