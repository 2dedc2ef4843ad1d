/**
 * What one phone's connection may cost the relay. Every frame it sends passes here before
 * Hocuspocus sees it: a budget of messages and bytes (a token bucket: a burst, then a steady
 * rate), the frame check (./frame-check.ts), a cap on the rooms one connection opens, and the
 * room's size (`refuses`). Whatever it is sent is watched too: a phone that does not read what
 * the relay sends it, so that more than `maxBufferedBytes` wait for it, is dropped rather than
 * buffered without end. A connection that breaks a limit is closed; an honest phone never does.
 * A person's ledger of games (its shard rooms, src/wire/protocol.ts) is far larger than a table: its
 * frames, rooms and answers have limits and budgets of their own.
 */
import type { WebSocket } from 'ws';
import { checkFrame, roomOf } from './frame-check';
import { ledgerOf } from '../src/wire/protocol';

export interface Limits {
  /**
   * The largest frame a phone may send for a table (larger ones close the connection with 1009).
   * A frame for a ledger shard may be up to `maxShardBytes` + LEDGER_FRAME_SLACK: a device sends
   * a whole shard in one frame when it first syncs it.
   */
  maxMessageBytes: number;
  /** Steady rate and burst of frames per connection. */
  messagesPerSecond: number;
  messageBurst: number;
  /** Steady rate and burst of bytes per connection, in frames for tables. */
  bytesPerSecond: number;
  byteBurst: number;
  /**
   * Steady rate and burst of bytes per connection in frames for ledger shards: a device that
   * first syncs its ledger sends it whole, megabytes at once, once.
   */
  ledgerBytesPerSecond: number;
  ledgerByteBurst: number;
  /**
   * What may wait unsent to one connection before it is dropped: more than a whole ledger shard
   * and its frame, so that a phone reading one full shard is never taken for one that does not read.
   */
  maxBufferedBytes: number;
  /** The most a table room's stored document may hold, so that every phone can always sync it. */
  maxRoomBytes: number;
  /** The most one ledger shard room may hold (instead of maxRoomBytes): past it, 'full' (4009). */
  maxShardBytes: number;
  /**
   * The most all the shards of one ledger may hold together, loaded or only stored
   * (./ledger-sizes.ts): an update that would take a ledger past it closes the connection with
   * 'ledger' (4011), so that the app can tell the person their ledger is full.
   */
  maxLedgerBytes: number;
  /** Rooms one connection may open (a phone follows a few tables, and keeps its ledger's shards open). */
  maxRoomsPerConnection: number;
  /** Connections from one address at once. */
  maxPerAddress: number;
  /**
   * Presences one connection may speak for: the relay keeps each until the connection closes, so
   * a phone announcing ever new ones would grow it without end. A phone at a table of six that
   * answers for the others it knows, in every room it follows, stays far below.
   */
  maxPresencesPerConnection: number;
  /**
   * Presences one room holds. Hocuspocus sends them all to every phone that opens the room: a
   * room filled with them would send each new phone more than it may buffer, and lock it out.
   * A presence past the cap is passed over (the phone is not dropped: anyone could fill a room).
   */
  maxPresencesPerRoom: number;
  /**
   * Presence sends one room may cost the relay, steady and in a burst: a presence passed on is
   * sent to every connection in its room, so 64 connections renewing theirs as fast as each may
   * made 64 times as many sends and held the relay for seconds. A table of six renewing every
   * second costs ~40 a second, with the provider's echoes a few hundred.
   */
  presenceSendsPerSecond: number;
  presenceSendBurst: number;
  /**
   * What a connection's sync requests may cost the relay in answers, steady and in a burst. A
   * request of a few bytes is answered with up to the whole room: each is counted at the room's
   * size when it comes, and past the budget passed over (an honest phone asks again in a while).
   */
  answerBytesPerSecond: number;
  answerByteBurst: number;
  /**
   * The same for sync requests of ledger shards: a new device reads a whole ledger, shard by
   * shard, and the burst lets it read a 10 MB one without being passed over.
   */
  ledgerAnswerBytesPerSecond: number;
  ledgerAnswerByteBurst: number;
  /**
   * Milliseconds of the relay's CPU time a connection's updates may take to measure exactly
   * against the room's cap, steady and in a burst (a full room of tiny items takes ~15 ms an
   * update).
   */
  measureMsPerSecond: number;
  measureMsBurst: number;
  /**
   * Milliseconds the whole relay may spend encoding answers to sync requests that cost more than
   * a millisecond each, steady and in a burst. A request is charged the time its room's last
   * whole encoding took (scaled to its size now), not its bytes: a room of 51,000 tiny entries
   * (1 MB) takes ~15 ms to encode, and its bytes let every connection ask for it many times a
   * second. Honest rooms (sealed values of a few KB each) cost well under a millisecond and are
   * never charged.
   */
  costlyAnswerMsPerSecond: number;
  costlyAnswerMsBurst: number;
  /**
   * Steady rate and burst of update bytes of all one address's connections together: each
   * connection's own budget times 64 connections let one address send 128 MB a second, which the
   * relay decodes, applies and stores. A device sends its ledger at 1 MB a second.
   */
  addressBytesPerSecond: number;
  addressByteBurst: number;
}

export const DEFAULT_LIMITS: Limits = {
  maxMessageBytes: 256 * 1024,
  messagesPerSecond: 50,
  messageBurst: 200,
  bytesPerSecond: 64 * 1024,
  byteBurst: 512 * 1024,
  ledgerBytesPerSecond: 2 * 1024 * 1024,
  ledgerByteBurst: 4 * 1024 * 1024,
  // A full shard and its frame, four times over: at 1 MB a phone reading one shard was dropped.
  maxBufferedBytes: 4 * 1024 * 1024,
  // A whole 6-player Diamonds game is under 40 KB as Yjs state: this leaves room for the longest
  // game and its proposals, and stays well under a message, so a phone can always resend it.
  maxRoomBytes: 192 * 1024,
  // A 5,000-game ledger is ~10 MB: ~320 KB a shard, with room for the uneven ones.
  maxShardBytes: 1024 * 1024,
  maxLedgerBytes: 16 * 1024 * 1024,
  // A ledger's 32 shards and a few tables.
  maxRoomsPerConnection: 40,
  maxPerAddress: 64,
  maxPresencesPerConnection: 256,
  maxPresencesPerRoom: 64,
  presenceSendsPerSecond: 2000,
  presenceSendBurst: 1000,
  answerBytesPerSecond: 256 * 1024,
  answerByteBurst: 2 * 1024 * 1024,
  ledgerAnswerBytesPerSecond: 2 * 1024 * 1024,
  ledgerAnswerByteBurst: 16 * 1024 * 1024,
  measureMsPerSecond: 25,
  measureMsBurst: 200,
  costlyAnswerMsPerSecond: 250,
  costlyAnswerMsBurst: 30,
  addressBytesPerSecond: 4 * 1024 * 1024,
  addressByteBurst: 4 * 1024 * 1024,
};

/** Close codes the relay gives (4000–4999 are the application's). */
export const CLOSE = {
  budget: { code: 4008, reason: 'over budget' },
  frame: { code: 4002, reason: 'malformed frame' },
  rooms: { code: 4003, reason: 'too many rooms' },
  full: { code: 4009, reason: 'room full' },
  slow: { code: 4010, reason: 'not reading' },
  ledger: { code: 4011, reason: 'ledger full' },
  /** A whole-relay budget (./budgets.ts): the rooms in memory or on disk; no new room opens. */
  busy: { code: 4012, reason: 'relay busy' },
  /** The address's new rooms or stored bytes this hour (./budgets.ts). */
  hourly: { code: 4013, reason: 'over hourly budget' },
  /** Nothing sent for TABLE_IDLE_SECONDS (./budgets.ts, idleMs). */
  idle: { code: 4014, reason: 'idle' },
  // The code ws gives a frame over its bound (the largest frame of any room): a table's frame
  // past maxMessageBytes but within that bound gets the same.
  big: { code: 1009, reason: 'frame too big' },
} as const;

/** What a ledger shard's frame may carry besides the shard itself (the frame's header, a presence). */
export const LEDGER_FRAME_SLACK = 64 * 1024;

/** The largest frame of any room: what ws lets through before the guard sees it. */
export const maxFrameBytes = (limits: Limits): number => Math.max(limits.maxMessageBytes, limits.maxShardBytes + LEDGER_FRAME_SLACK);

/** Frames a room may get on a connection before the phone opens it (Hocuspocus's auth message). */
const MAX_FRAMES_BEFORE_OPEN = 16;
/**
 * Bytes all unopened rooms of a connection may hold together: 16 frames of 1 MB in each of 40
 * rooms would be 640 MB held per connection. A phone's early frames are a presence or two.
 */
const MAX_BYTES_BEFORE_OPEN = 64 * 1024;
/**
 * Frames one connection has handled in one turn of the event loop before the next wait for a
 * later turn: a TCP read holds up to 64 KB, a thousand small frames, and 64 connections opening
 * 40 rooms each at once held the relay for a second in one turn. A phone sends a few at once.
 */
const FRAMES_PER_TURN = 8;
/**
 * The same for all the connections of one address together: its 64 connections at 8 frames
 * each still made 512 frames of its own in every turn, and an honest phone elsewhere waited
 * behind each such turn.
 */
export const FRAMES_PER_ADDRESS_TURN = 32;
/**
 * The same for the whole relay, past each address's first FREE_FRAMES_PER_ADDRESS_TURN: eight
 * addresses' fills made 256 frames of their own in every turn, and each step of an honest phone's
 * fresh sync (its upgrade, its first frames, its room's opening) waited behind such a turn. An
 * address's first few frames of a turn, a phone's, are never held by it, so a phone goes ahead of
 * the addresses keeping the relay busy.
 */
export const FRAMES_PER_RELAY_TURN = 64;
export const FREE_FRAMES_PER_ADDRESS_TURN = 8;
/**
 * Rooms one connection may have waiting to be opened (the relay opens four a turn, ./budgets.ts,
 * Openings): past it, its next opening waits unread, and every frame behind it. 64 connections
 * asking for 40 rooms each at once had all 2,560 openings read and handed to Hocuspocus in the
 * fill's first 20 turns, 128 frames a turn (~8 ms of the relay's time each, an honest phone's
 * every step waiting behind them), though the relay opens only four a turn and refused 2,048 of
 * them later, their connections closed at the new-room budget. A device opening its ledger's 32
 * shards waits no longer: they are opened four a turn either way.
 */
export const OPENINGS_WAITING_PER_CONNECTION = 8;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export class Bucket {
  private tokens: number;
  private at = Date.now();
  constructor(
    private readonly rate: number,
    private readonly burst: number,
  ) {
    this.tokens = burst;
  }

  take(n: number): boolean {
    this.refill();
    if (this.tokens < n) return false;
    this.tokens -= n;
    return true;
  }

  /** Takes `n` even past what there is: the bucket then owes it. */
  spend(n: number): void {
    this.refill();
    this.tokens -= n;
  }

  /** Whether it owes nothing. */
  get clear(): boolean {
    this.refill();
    return this.tokens >= 0;
  }

  /** Milliseconds until it owes nothing (0 when it does not). */
  get wait(): number {
    this.refill();
    return this.tokens >= 0 ? 0 : (-this.tokens / this.rate) * 1000;
  }

  private refill(): void {
    const now = Date.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.rate);
    this.at = now;
  }
}

export interface GuardHooks {
  /**
   * Why `update` may not be applied to `room`: 'full' when the room would outgrow its cap
   * (maxRoomBytes, or maxShardBytes for a ledger shard), 'ledger' when its ledger would outgrow
   * maxLedgerBytes, 'hourly' when its address sent its hour's bytes (./budgets.ts), 'budget' when
   * it sends faster than an address may (addressBytesPerSecond); null when it may.
   */
  refuses(room: string, update: Uint8Array): 'full' | 'ledger' | 'hourly' | 'budget' | null;
  /**
   * Whether the relay already knows awareness client `client` in `room` (it holds or has held its
   * presence): a phone that passes such a presence on costs the relay nothing new.
   */
  knownPresence(room: string, client: number): boolean;
  /** Presences `room` holds now. */
  presenceCount(room: string): number;
  /**
   * Whether the relay may pass a presence on to everyone in `room` now: each costs a send to
   * every connection there, and the room's sends have a budget of their own (passed over past it).
   */
  fanOut(room: string): boolean;
  /** What `room` stores now, about (bytes). */
  roomSize(room: string): number;
  /** Whether the relay may spend the time an answer to a sync request for `room` takes now (charged when it may). */
  answerTime(room: string): boolean;
  /**
   * Whether the whole relay may take an update of `bytes` into `room` now (charged when it may);
   * else resolves once it may (./budgets.ts, Intake), `live` saying meanwhile whether the
   * connection still waits for it. The connection reads nothing more until then.
   */
  admit(room: string, bytes: number, live: () => boolean): Promise<void> | null;
  /** Whether `room`'s document is loaded, so that an update can be measured against it. */
  isOpen(room: string): boolean;
  /** Resolves once `room`'s document is loaded; rejects when it is not within a while (the phone is then dropped). */
  opened(room: string): Promise<void>;
  /** Told when a connection is closed for breaking a limit (counted by the relay). */
  dropped(why: keyof typeof CLOSE): void;
  /** Told of every frame the connection sends, taken or not, with its room when it names one this connection opened: neither is idle. */
  heard(room: string | null): void;
  /**
   * Whether the connection's address may have one more frame handled in this turn
   * (FRAMES_PER_ADDRESS_TURN), and the whole relay (FRAMES_PER_RELAY_TURN); counted when it may.
   */
  addressTurn(): boolean;
  /** Rooms this connection asked for that wait to be opened now (OPENINGS_WAITING_PER_CONNECTION). */
  openingsWaiting(): number;
}

/**
 * Puts `ws` under `limits` before it is handed to Hocuspocus: its 'message' events pass only when
 * within every limit, and each send is followed by a look at what waits unsent. Resolves with the
 * way to close it for a limit (the relay's budgets close it from Hocuspocus's hooks).
 */
export function guard(ws: WebSocket, limits: Limits, hooks: GuardHooks): (why: keyof typeof CLOSE) => void {
  const messages = new Bucket(limits.messagesPerSecond, limits.messageBurst);
  const bytes = new Bucket(limits.bytesPerSecond, limits.byteBurst);
  const ledgerBytes = new Bucket(limits.ledgerBytesPerSecond, limits.ledgerByteBurst);
  const answers = new Bucket(limits.answerBytesPerSecond, limits.answerByteBurst);
  const ledgerAnswers = new Bucket(limits.ledgerAnswerBytesPerSecond, limits.ledgerAnswerByteBurst);
  const measuring = new Bucket(limits.measureMsPerSecond, limits.measureMsBurst);
  const rooms = new Set<string>();
  const opened = new Set<string>();
  const waiting = new Map<string, { frames: number; bytes: number }>();
  let waitingBytes = 0;
  const presences = new Set<number>();
  /** Frames waiting for a room to open (below), the last of them: later frames wait behind it. */
  let parked: Promise<void> | null = null;
  let closed = false;
  // Frames handled in this turn (FRAMES_PER_TURN), and openings handed on in it: Hocuspocus
  // hands them to the relay's queue (openingsWaiting) within the turn.
  let handled = 0;
  let handedOn = 0;
  let counting = false;
  const turnStarts = (): void => {
    if (counting) return;
    counting = true;
    setImmediate(() => void ((handled = 0), (handedOn = 0), (counting = false)));
  };
  const inTurn = (): boolean => {
    turnStarts();
    return ++handled <= FRAMES_PER_TURN && hooks.addressTurn();
  };
  const turnFree = async (): Promise<void> => {
    while (!inTurn()) await nextTurn();
  };
  const mayOpen = (): boolean => hooks.openingsWaiting() + handedOn < OPENINGS_WAITING_PER_CONNECTION;
  const openingFree = async (): Promise<void> => {
    while (!mayOpen() || !inTurn()) await nextTurn();
  };

  const drop = (why: keyof typeof CLOSE): void => {
    if (closed) return;
    closed = true;
    hooks.dropped(why);
    const { code, reason } = CLOSE[why];
    // A slow reader would not read the close frame either.
    if (why === 'slow') ws.terminate();
    else {
      ws.close(code, reason);
      setTimeout(() => ws.terminate(), 1000).unref();
    }
  };

  const emit = ws.emit.bind(ws);
  ws.emit = ((event: string | symbol, ...args: unknown[]): boolean => {
    if (event !== 'message') return emit(event, ...args);
    if (closed) return false;
    const data = args[0] as Buffer;
    // Only the name is read before the budget is charged: a full check of a large frame is work.
    const name = roomOf(data);
    // A room is kept from idling only by the connections that opened it: a frame naming any loaded
    // room, from anyone, kept it loaded past the memory budget (found in review).
    hooks.heard(name !== null && opened.has(name) ? name : null);
    const ledger = name !== null && ledgerOf(name) !== null;
    if (!ledger && data.length > limits.maxMessageBytes) return (drop('big'), false);
    if (!messages.take(1) || !(ledger ? ledgerBytes : bytes).take(data.length)) return (drop('budget'), false);
    const frame = checkFrame(data);
    if (!frame) return (drop('frame'), false);
    // An opening Hocuspocus takes to the relay's queue (a room's first, or its first since it was closed).
    const opening = frame.opens && !opened.has(frame.room);
    if (!opened.has(frame.room)) {
      if (!rooms.has(frame.room) && rooms.size >= limits.maxRoomsPerConnection) return (drop('rooms'), false);
      rooms.add(frame.room);
      // Hocuspocus holds a room's frames until the room is open, without bound. A phone may send
      // a few before it opens the room (a presence set as it attaches), never a stream.
      if (frame.opens) {
        opened.add(frame.room);
        // Opened, Hocuspocus hands the held frames on and lets them go.
        waitingBytes -= waiting.get(frame.room)?.bytes ?? 0;
        waiting.delete(frame.room);
      } else {
        const early = waiting.get(frame.room) ?? { frames: 0, bytes: 0 };
        early.frames++;
        early.bytes += data.length;
        waitingBytes += data.length;
        if (early.frames > MAX_FRAMES_BEFORE_OPEN || waitingBytes > MAX_BYTES_BEFORE_OPEN) return (drop('frame'), false);
        waiting.set(frame.room, early);
      }
    }
    // The provider sends back every presence change it hears (HocuspocusProvider's
    // awarenessUpdateHandler ignores the origin), so an honest phone passes on all the presences
    // of its rooms: counted against it, 257 presences put into a room by anyone got every phone
    // there dropped, again at each reconnect. Only the presences it brings in are its own.
    const fresh = frame.presence.filter((client) => !presences.has(client) && !hooks.knownPresence(frame.room, client));
    if (fresh.length > 0 && hooks.presenceCount(frame.room) + fresh.length > limits.maxPresencesPerRoom) return false;
    if (frame.presence.length > 0 && opened.has(frame.room) && !hooks.fanOut(frame.room)) return false;
    for (const client of fresh) presences.add(client);
    if (presences.size > limits.maxPresencesPerConnection) return (drop('frame'), false);
    if (frame.asks) {
      const budget = ledgerOf(frame.room) === null ? answers : ledgerAnswers;
      if (!budget.clear || !hooks.answerTime(frame.room)) return false;
      budget.spend(hooks.roomSize(frame.room));
    }
    // A phone that follows table after table on one socket closes each it leaves. Only an open
    // room is let go: Hocuspocus queues a close for a room never opened like any other frame, and
    // holds that queue until the socket goes, so forgetting it here let a client send 16 frames,
    // a close, 16 more, … into memory without end.
    if (frame.closes && opened.has(frame.room)) {
      rooms.delete(frame.room);
      opened.delete(frame.room);
    }
    const pass = (): boolean => {
      if (closed) return false;
      if (frame.update) {
        if (!measuring.clear) return (drop('budget'), false);
        // The relay's own thread's CPU time, not the clock's: on a loaded machine the clock also
        // counts the time the process waited for a core, charged to whoever's update was being
        // measured then (the budgets test's filler was dropped, 4008, in a loaded CI run).
        const started = process.threadCpuUsage();
        const refused = hooks.refuses(frame.room, frame.update);
        const spent = process.threadCpuUsage(started);
        measuring.spend((spent.user + spent.system) / 1000);
        if (refused) return (drop(refused), false);
      }
      if (opening) {
        turnStarts();
        handedOn++;
      }
      return emit(event, ...args);
    };
    /** The relay's turn for the update's bytes (null: now): past the whole relay's rate, it waits. */
    const turn = (): Promise<void> | null => (frame.update ? hooks.admit(frame.room, frame.update.length, () => !closed) : null);
    // An update for a room whose document is not loaded yet cannot be measured against it, and
    // Hocuspocus 4 would apply it once loaded without asking here again: it waits here until the
    // room is open, and every later frame of this connection waits behind it, in order.
    // Past FRAMES_PER_TURN in this turn, it waits for a later one, after what others sent is read;
    // an opening past OPENINGS_WAITING_PER_CONNECTION, until one of those waiting is opened.
    const early = !parked && !(frame.update && !hooks.isOpen(frame.room)) && !(opening && !mayOpen()) && inTurn() ? turn() : undefined;
    if (early === null) return pass();
    const behind = parked ?? Promise.resolve();
    const steps = (): Promise<void> =>
      behind
        .then(opening ? openingFree : turnFree)
        .then(() => (frame.update ? hooks.opened(frame.room) : undefined))
        .then(() => turn() ?? undefined);
    const mine = (early ?? steps()).then(
      () => void pass(),
      () => drop('frame'),
    );
    // While a frame waits, the connection reads nothing more, so that what it sends waits in its
    // own socket and the sender's, not in the relay's memory: 64 connections sending 290 KB a
    // frame into rooms still opening held 1 GB here.
    parked = mine;
    ws.pause();
    void mine.then(() => {
      if (parked !== mine) return;
      parked = null;
      if (!closed) ws.resume();
    });
    return true;
  }) as typeof ws.emit;

  const send = ws.send.bind(ws) as (data: unknown, ...rest: unknown[]) => void;
  ws.send = ((data: unknown, ...rest: unknown[]): void => {
    if (closed) return;
    send(data, ...rest);
    if (ws.bufferedAmount > limits.maxBufferedBytes) drop('slow');
  }) as typeof ws.send;
  return drop;
}
