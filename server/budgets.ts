/**
 * What the whole relay may spend, whoever asks (docs/live-table.md, "What the relay refuses"). The
 * per-connection limits of ./guard.ts bound one socket; 64 sockets of one address, each opening 40
 * invented rooms and filling them, still grew a relay to 4 GB and its disk by 1.4 GB. So:
 *
 * - the rooms loaded in memory (their Yjs state, all rooms together) and the rooms stored on disk
 *   have a budget each: past it, no new room is opened (the rooms already open, and the phones
 *   syncing them, go on);
 * - one address may open so many new rooms, and have the relay store so many bytes, an hour:
 *   past either, its connection is closed. Behind Redis the counts are the processes' sum.
 *
 * Each refusal closes the connection with its code (./guard.ts, CLOSE) and is said in the log,
 * at most once a minute for each budget.
 */
import type IORedis from 'ioredis';

export interface Budgets {
  /** Bytes of Yjs state all loaded rooms may hold together (TABLE_MEMORY_MB). */
  memoryBytes: number;
  /** Bytes all stored rooms may hold together (TABLE_DISK_MB). */
  diskBytes: number;
  /** New rooms one address may open in an hour (TABLE_NEW_ROOMS_PER_HOUR). */
  newRoomsPerHour: number;
  /** Bytes of updates one address may send to be stored in an hour (TABLE_STORED_MB_PER_HOUR). */
  storedBytesPerHour: number;
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
};

const SETTINGS: [keyof Budgets, string, number][] = [
  ['memoryBytes', 'TABLE_MEMORY_MB', MB],
  ['diskBytes', 'TABLE_DISK_MB', MB],
  ['newRoomsPerHour', 'TABLE_NEW_ROOMS_PER_HOUR', 1],
  ['storedBytesPerHour', 'TABLE_STORED_MB_PER_HOUR', MB],
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
/** How often counts are added to Redis's and read back: a process sees the others' within this. */
const SHARE_EVERY_MS = 250;

/**
 * Each address's new rooms and stored bytes this hour. A new room is rare and already waits for
 * the store: it is taken from Redis's count itself (`take`), exact across processes. Bytes are
 * checked on the frame's path, synchronously: counted here at once, added to Redis's count a
 * moment later, and the other processes' part read back with it.
 */
export class HourlyCounts {
  private hour = -1;
  /** This hour's counts known here: ours and, with Redis, the others' as last read. */
  private readonly counts = new Map<string, number>();
  /** Ours not yet added to Redis's. */
  private readonly unshared = new Map<string, number>();
  private readonly timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly now: () => number,
    private readonly redis?: IORedis,
  ) {
    if (redis) {
      this.timer = setInterval(() => void this.share().catch(() => undefined), SHARE_EVERY_MS); // Redis down: the counts stay this process's until it is back
      this.timer.unref();
    }
  }

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

  count(address: string, kind: Hourly): number {
    this.turn();
    return this.counts.get(`${kind}:${address}`) ?? 0;
  }

  add(address: string, kind: Hourly, n: number): void {
    this.turn();
    const key = `${kind}:${address}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + n);
    if (this.redis) this.unshared.set(key, (this.unshared.get(key) ?? 0) + n);
  }

  close(): void {
    clearInterval(this.timer);
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
      // What was counted here meanwhile is not in Redis's total yet.
      if (Number.isFinite(total)) this.counts.set(key, total + (this.unshared.get(key) ?? 0));
    });
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
