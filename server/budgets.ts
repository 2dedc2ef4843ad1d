/**
 * What the whole relay may spend, whoever asks (docs/live-table.md, "What the relay refuses"). The
 * per-connection limits of ./guard.ts bound one socket; 64 sockets of one address, each opening 40
 * invented rooms and filling them, still grew a relay to 4 GB and its disk by 1.4 GB. So:
 *
 * - the rooms loaded in memory (their Yjs state, all rooms together) and the rooms stored on disk
 *   have a budget each: past it, no new room is opened (the rooms already open, and the phones
 *   syncing them, go on);
 * - one address may open so many new rooms, and have the relay store so many bytes, an hour,
 *   and so many new rooms at once: past any, its connection is closed. Behind Redis the counts
 *   are the processes' sum, and the new rooms at once one bucket for them all.
 *
 * Each refusal closes the connection with its code (./guard.ts, CLOSE) and is said in the log,
 * at most once a minute for each budget.
 */
import type IORedis from 'ioredis';
import { Bucket } from './guard';

export interface Budgets {
  /** Bytes of Yjs state all loaded rooms may hold together (TABLE_MEMORY_MB). */
  memoryBytes: number;
  /** Bytes all stored rooms may hold together (TABLE_DISK_MB). */
  diskBytes: number;
  /** New rooms one address may open in an hour (TABLE_NEW_ROOMS_PER_HOUR). */
  newRoomsPerHour: number;
  /** Bytes of updates one address may send to be stored in an hour (TABLE_STORED_MB_PER_HOUR). */
  storedBytesPerHour: number;
  /**
   * New rooms one address may open at once, within its hour's budget, which then comes back
   * evenly over the hour (TABLE_NEW_ROOMS_BURST): a new device's ledger opens its 32 shards at
   * once; 256 invented rooms opened in a second each cost a claim, a load and a store.
   */
  newRoomsBurst: number;
  /**
   * Bytes of updates the whole relay takes a second, from everyone (TABLE_UPDATE_MB_PER_SECOND;
   * a burst of twice that): each is decoded, applied, encoded and stored, ~125 ms of a core a MB.
   * Past it a connection's update waits its turn, unread, the updates into rooms older than
   * YOUNG_ROOM_MS first (./budgets.ts, Intake); a device sends its ledger at 1 MB a second.
   */
  updateBytesPerSecond: number;
  /**
   * The relay process's whole memory (its rss): the rooms' Yjs state (memoryBytes) is what it
   * holds for them, but not all it takes (their structures, frames on their way, sockets). Past
   * it, no room that is not in memory opens (TABLE_RSS_MB).
   */
  rssBytes: number;
  /**
   * How long a connection may send nothing before it is closed (4014; TABLE_IDLE_SECONDS): each
   * holds a socket, its buffers and its rooms. A phone at a table sends its presence every second
   * (BEAT_MS, src/live/presence.ts), and a socket that hears nothing for 4 s asks the relay for an
   * answer (src/wire/relay-socket.ts), so an honest one is never silent for more than ~6 s.
   */
  idleMs: number;
  /**
   * How long a loaded room may go without a frame from any of its phones before, past the memory
   * budget (memoryBytes or rssBytes), it is unloaded: its connections are closed in that room
   * ('relay busy'), the most idle rooms first, until the rooms in memory are within the budget
   * (TABLE_ROOM_IDLE_SECONDS). A table's phones send their presence every second; a fill's rooms,
   * once filled, hear nothing, and their sockets stayed open (and their rooms loaded) with a frame
   * a minute.
   */
  roomIdleMs: number;
}

const MB = 1024 * 1024;

/**
 * Sized for a laptop: a table's room is under 192 KB and a 5,000-game ledger ~10 MB, so a full
 * evening of tables and a few new devices' ledgers fit many times; a venue's phones behind one
 * address open a few rooms each.
 */
export const DEFAULT_BUDGETS: Budgets = {
  memoryBytes: 512 * MB,
  diskBytes: 1024 * MB,
  newRoomsPerHour: 256,
  storedBytesPerHour: 64 * MB,
  newRoomsBurst: 64,
  updateBytesPerSecond: 2 * MB,
  rssBytes: 1024 * MB,
  idleMs: 60_000,
  roomIdleMs: 30_000,
};

const SETTINGS: [keyof Budgets, string, number][] = [
  ['memoryBytes', 'TABLE_MEMORY_MB', MB],
  ['diskBytes', 'TABLE_DISK_MB', MB],
  ['newRoomsPerHour', 'TABLE_NEW_ROOMS_PER_HOUR', 1],
  ['storedBytesPerHour', 'TABLE_STORED_MB_PER_HOUR', MB],
  ['newRoomsBurst', 'TABLE_NEW_ROOMS_BURST', 1],
  ['updateBytesPerSecond', 'TABLE_UPDATE_MB_PER_SECOND', MB],
  ['rssBytes', 'TABLE_RSS_MB', MB],
  ['idleMs', 'TABLE_IDLE_SECONDS', 1000],
  ['roomIdleMs', 'TABLE_ROOM_IDLE_SECONDS', 1000],
];

/** The budgets set in the environment (each a positive number; unset: the default). */
export function budgetsFromEnv(env: NodeJS.ProcessEnv): Partial<Budgets> {
  const budgets: Partial<Budgets> = {};
  for (const [key, name, unit] of SETTINGS) {
    const text = env[name];
    if (text === undefined || text === '') continue;
    const value = Number(text);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a number more than 0, not "${text}".`);
    budgets[key] = Math.round(value * unit);
  }
  return budgets;
}

export type Hourly = 'rooms' | 'bytes';

const HOUR_MS = 60 * 60 * 1000;
/**
 * Each address's new rooms and stored bytes this hour. A new room is rare and already waits for
 * the store: it is taken from Redis's count itself (`take`), exact across processes. Bytes are
 * checked on the frame's path, synchronously: counted here at once, added to Redis's count at the
 * end of the turn they were counted in, and the other processes' part read back with it; and an
 * address's count is read from Redis before each room it opens (`refresh`). Added only every
 * quarter second, and read back only with a process's own first addition, an address's hour of
 * bytes sent through one process in less than that was let through another once more.
 */
export class HourlyCounts {
  private hour = -1;
  /** This hour's counts known here: ours and, with Redis, the others' as last read. */
  private readonly counts = new Map<string, number>();
  /** Ours not yet added to Redis's. */
  private readonly unshared = new Map<string, number>();
  /** Whether a share is due at the end of this turn; whether the relay stopped. */
  private due = false;
  private closed = false;

  constructor(
    private readonly now: () => number,
    private readonly redis?: IORedis,
  ) {}

  /** Takes `n` of `address`'s `kind` this hour if its count stays within `limit`; resolves whether it did. */
  async take(address: string, kind: Hourly, n: number, limit: number): Promise<boolean> {
    this.turn();
    const local = (): boolean => this.count(address, kind) + n <= limit && (this.add(address, kind, n), true);
    if (!this.redis) return local();
    const key = this.redisKey(`${kind}:${address}`);
    try {
      const [[, total] = []] = ((await this.redis
        .multi()
        .incrby(key, n)
        .expire(key, 2 * 3600)
        .exec()) ?? []) as [unknown, number][];
      if (Number(total) <= limit) return true;
      await this.redis.decrby(key, n);
      return false;
    } catch {
      // Redis down: this process's own count, until it is back
      return local();
    }
  }

  /**
   * Reads Redis's count of `address`'s `kind` this hour into this process's: a process learned the
   * others' count only with its own first addition, so an address that had sent its hour's bytes
   * through one process sent them again through another before the count came back.
   */
  async refresh(address: string, kind: Hourly): Promise<void> {
    if (!this.redis) return;
    this.turn();
    const hour = this.hour;
    const key = `${kind}:${address}`;
    try {
      const total = Number(await this.redis.get(this.redisKey(key)));
      // What was counted here and is not in Redis's total yet is added to it.
      if (hour === this.hour && Number.isFinite(total)) this.counts.set(key, Math.max(this.counts.get(key) ?? 0, total + (this.unshared.get(key) ?? 0)));
    } catch {
      // Redis down: this process's own count stands until it is back
    }
  }

  count(address: string, kind: Hourly): number {
    this.turn();
    return this.counts.get(`${kind}:${address}`) ?? 0;
  }

  add(address: string, kind: Hourly, n: number): void {
    this.turn();
    const key = `${kind}:${address}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + n);
    if (!this.redis) return;
    this.unshared.set(key, (this.unshared.get(key) ?? 0) + n);
    if (this.due) return;
    this.due = true;
    setImmediate(() => {
      this.due = false;
      if (!this.closed) void this.share().catch(() => undefined); // Redis down: the counts stay this process's until it is back
    });
  }

  close(): void {
    this.closed = true;
  }

  private redisKey(key: string): string {
    return `diamond-ledger:hourly:${this.hour}:${key}`;
  }

  private turn(): void {
    const hour = Math.floor(this.now() / HOUR_MS);
    if (hour === this.hour) return;
    this.hour = hour;
    this.counts.clear();
    this.unshared.clear();
  }

  private async share(): Promise<void> {
    const redis = this.redis as IORedis;
    const hour = this.hour;
    const batch = [...this.unshared];
    this.unshared.clear();
    if (batch.length === 0) return;
    const pipeline = redis.multi();
    for (const [key, n] of batch) pipeline.incrby(this.redisKey(key), n).expire(this.redisKey(key), 2 * 3600);
    const results = (await pipeline.exec()) ?? [];
    if (hour !== this.hour) return;
    batch.forEach(([key], i) => {
      const total = Number(results[2 * i]?.[1]);
      // What was counted here meanwhile is not in Redis's total yet. A count never falls within
      // its hour: a reply overtaken by a later share's is not let lower it.
      if (Number.isFinite(total)) this.counts.set(key, Math.max(this.counts.get(key) ?? 0, total + (this.unshared.get(key) ?? 0)));
    });
  }
}

/**
 * Takes one token from a bucket kept in Redis (its tokens and when they were counted, in a hash),
 * refilled at ARGV[1] a second up to ARGV[2], by Redis's own clock: the processes' clocks may
 * differ. Returns 1 when taken, 0 when the bucket is empty.
 */
const TAKE_SCRIPT = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local kept = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(kept[1]) or burst
local at = tonumber(kept[2]) or now
tokens = math.min(burst, tokens + (now - at) / 1000 * rate)
local taken = 0
if tokens >= 1 then
  tokens = tokens - 1
  taken = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], 2 * 3600 * 1000)
return taken`;

/**
 * Each address's new rooms at once (Budgets.newRoomsBurst), coming back at its hour's rate: a
 * token bucket per address. Behind Redis the bucket is Redis's, one for all the processes: an
 * address spreading its connections over them got each process's burst, as many times over as
 * there are processes. Redis down, each process's own bucket, until it is back.
 */
export class NewRoomBursts {
  private readonly local = new Map<string, Bucket>();

  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private readonly redis?: IORedis,
  ) {}

  /** Takes one of `address`'s new rooms at once; resolves whether there was one. */
  async take(address: string): Promise<boolean> {
    if (this.redis) {
      try {
        return Number(await this.redis.eval(TAKE_SCRIPT, 1, `diamond-ledger:new-rooms:${address}`, this.rate, this.burst)) === 1;
      } catch {
        // Redis down: this process's own bucket, below, until it is back
      }
    }
    let bucket = this.local.get(address);
    if (!bucket) this.local.set(address, (bucket = new Bucket(this.rate, this.burst)));
    return bucket.take(1);
  }

  /** Forgets the local buckets (hourly: an address's is full again by then). */
  forget(): void {
    this.local.clear();
  }
}

/** Says a budget's refusal in the log, at most once a minute for each budget. */
export function refusalLog(
  now: () => number,
  write: (line: string) => void = (line) => void process.stderr.write(line),
): (budget: string, detail: string) => void {
  const said = new Map<string, number>();
  return (budget, detail) => {
    const at = now();
    if (at - (said.get(budget) ?? -Infinity) < 60_000) return;
    said.set(budget, at);
    write(`relay: ${budget} budget reached (${detail}): refusing new work\n`);
  };
}

/** How long a room counts as young after it was made: its updates wait behind older rooms' (Intake). */
export const YOUNG_ROOM_MS = 10 * 60 * 1000;

/** Updates this small are taken at once, whatever waits (charged all the same): they cost the relay next to nothing. */
const SMALL_UPDATE_BYTES = 1024;

interface Waiter {
  bytes: number;
  live: () => boolean;
  go: () => void;
}

/**
 * Update bytes the whole relay takes in one turn of the event loop, past the turn's first update
 * (a ledger's whole shard comes in one): each is unmasked, decoded, applied, encoded and stored,
 * and leaves its bytes to be collected. Within the rate, a full bucket let a fill's first 290 KB
 * updates be taken together (1.7 MB in one turn, traced), and each step of an honest phone's
 * fresh sync waited behind such a turn.
 */
export const UPDATE_BYTES_PER_TURN = 256 * 1024;

/**
 * The whole relay's intake of update bytes (Budgets.updateBytesPerSecond): per address, 4 MB a
 * second from each of eight addresses filling invented rooms took both cores, and a fresh sync
 * from elsewhere waited seconds or failed. Within the rate an update is taken at once, up to
 * UPDATE_BYTES_PER_TURN a turn; past either, it waits its turn, first come first served, the
 * updates into rooms that existed before (the tables and ledgers being played and synced) ahead
 * of those into young rooms.
 */
export class Intake {
  private readonly bucket: Bucket;
  /** Those waiting: [0] for rooms that are not young, [1] for young ones. */
  private readonly queues: [Waiter[], Waiter[]] = [[], []];
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Bytes taken in this turn of the event loop (UPDATE_BYTES_PER_TURN), and whether the turn's end is awaited. */
  private turnBytes = 0;
  private counting = false;

  constructor(bytesPerSecond: number) {
    this.bucket = new Bucket(bytesPerSecond, 2 * bytesPerSecond);
  }

  /** Null: `bytes` are taken now; else resolves once they are (or once `live` says no one waits for them). */
  admit(bytes: number, young: boolean, live: () => boolean): Promise<void> | null {
    // A small update costs the relay next to nothing, and a fresh phone's first (its answer to
    // the relay's sync request, of an empty document) waited behind a fill's 290 KB ones.
    if (bytes <= SMALL_UPDATE_BYTES) {
      this.bucket.spend(bytes);
      return null;
    }
    if (this.waiting === 0 && this.bucket.clear && this.inTurn(bytes)) {
      this.take(bytes);
      return null;
    }
    return new Promise((go) => {
      this.queues[young ? 1 : 0].push({ bytes, live, go });
      this.drain();
    });
  }

  /** Updates waiting now. */
  get waiting(): number {
    return this.queues[0].length + this.queues[1].length;
  }

  /** The relay stops: what waits is never taken (its connections are closed). */
  close(): void {
    clearTimeout(this.timer);
    for (const queue of this.queues) queue.splice(0);
  }

  private drain(): void {
    if (this.timer) return;
    for (;;) {
      const queue = this.queues.find((q) => q.length > 0);
      const next = queue?.[0];
      if (!queue || !next) return;
      // A connection closed meanwhile takes nothing.
      if (next.live() && !this.bucket.clear) {
        this.timer = setTimeout(
          () => {
            this.timer = undefined;
            this.drain();
          },
          Math.max(1, Math.ceil(this.bucket.wait)),
        );
        return;
      }
      // This turn's bytes taken: the turn's end (take, below) drains again.
      if (next.live() && !this.inTurn(next.bytes)) return;
      queue.shift();
      if (next.live()) this.take(next.bytes);
      next.go();
    }
  }

  /** Whether this turn may take `bytes` more: its first update whatever its size, then up to UPDATE_BYTES_PER_TURN. */
  private inTurn(bytes: number): boolean {
    return this.turnBytes === 0 || this.turnBytes + bytes <= UPDATE_BYTES_PER_TURN;
  }

  private take(bytes: number): void {
    this.bucket.spend(bytes);
    this.turnBytes += bytes;
    if (this.counting) return;
    this.counting = true;
    setImmediate(() => {
      this.turnBytes = 0;
      this.counting = false;
      if (!this.timer) this.drain();
    });
  }
}

/**
 * Rooms the whole relay opens in one turn of the event loop (Openings): each is a look in the
 * store, a claim, a load and a first encoding, ~1 ms; one an address a turn let eight addresses'
 * fills open eight a turn, and each honest phone's step waited behind them.
 */
export const OPENS_PER_TURN = 4;

interface Opening {
  gone: () => boolean;
  go: () => void;
}

/**
 * The rooms waiting to be opened, by address, let go OPENS_PER_TURN a turn: the address with the
 * fewest waiting first, so that a phone opening its table (or a device its ledger's shards) goes
 * ahead of an address with hundreds of invented rooms waiting, instead of taking its turn among
 * them. A room whose connection is gone meanwhile is let go at once, uncounted: it is refused
 * without a look in the store.
 */
export class Openings {
  private readonly waiting = new Map<string, Opening[]>();
  private scheduled = false;

  /** Resolves when `address` may open its next room. */
  turn(address: string, gone: () => boolean): Promise<void> {
    return new Promise((go) => {
      const queue = this.waiting.get(address);
      if (queue) queue.push({ gone, go });
      else this.waiting.set(address, [{ gone, go }]);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.run());
      }
    });
  }

  private run(): void {
    this.scheduled = false;
    let opened = 0;
    // Those gone cost a throw and a refusal each: a few dozen a turn, not a closed fill's thousands at once.
    let skipped = 0;
    while (opened < OPENS_PER_TURN && skipped < 16 * OPENS_PER_TURN && this.waiting.size > 0) {
      let fewest: [string, Opening[]] | undefined;
      for (const entry of this.waiting) if (!fewest || entry[1].length < fewest[1].length) fewest = entry;
      const [address, queue] = fewest as [string, Opening[]];
      const next = queue.shift() as Opening;
      if (queue.length === 0) this.waiting.delete(address);
      if (next.gone()) skipped++;
      else opened++;
      next.go();
    }
    if (this.waiting.size > 0) {
      this.scheduled = true;
      setImmediate(() => this.run());
    }
  }
}
