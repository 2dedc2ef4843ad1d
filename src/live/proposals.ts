/**
 * The host's first look at a proposal, before the rules see it: anyone holding the link can write
 * into the room, so a proposal is untrusted data. It must be small (MAX_PROPOSAL_BYTES as JSON),
 * its sender within its rate (RATE per second, BURST at once; and the whole table within
 * TABLE_RATE), and its event of the game's shape (GameModule.parseEvent, which copies its known
 * fields only). Whether it is legal is the store's to say, against the revision the follower saw.
 */
import type { AnyGame } from '../store/registry.js';
import type { Answer, Proposal } from './doc.js';
import { ROOM_PATTERN } from './link.js';

/** A card, a pass count, a steal, a round-end check, a sheet line or a market event: all well under this. */
export const MAX_PROPOSAL_BYTES = 4096;
/** Proposals a phone may make per second, on average… */
export const RATE = 5;
/** …and at once: a player tapping quickly through a few cards. */
export const BURST = 10;
/** Proposals the host looks at per second from the whole table. */
export const TABLE_RATE = 40;

export type Checked = { ok: true; proposal: Proposal } | { ok: false; answer: Answer };

/** A proposal's shape and size, and its event as the game copies it; `from` must look like a phone id. */
export function checkProposal(module: AnyGame, config: unknown, raw: unknown): Checked {
  let size: number;
  try {
    size = new TextEncoder().encode(JSON.stringify(raw) ?? '').length;
  } catch {
    return { ok: false, answer: { ok: false, refused: 'shape' } };
  }
  if (size > MAX_PROPOSAL_BYTES) return { ok: false, answer: { ok: false, refused: 'size' } };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, answer: { ok: false, refused: 'shape' } };
  const { from, revision, event } = raw as Record<string, unknown>;
  if (typeof from !== 'string' || !ROOM_PATTERN.test(from) || !Number.isSafeInteger(revision)) {
    return { ok: false, answer: { ok: false, refused: 'shape' } };
  }
  let parsed;
  try {
    parsed = module.parseEvent(config, event);
  } catch {
    return { ok: false, answer: { ok: false, refused: 'shape' } };
  }
  if (!parsed.ok) return { ok: false, answer: { ok: false, rejection: parsed.rejection } };
  return { ok: true, proposal: { from, revision: revision as number, event: parsed.event } };
}

/** Token buckets: one per phone, and one for the table. */
export class RateLimit {
  private readonly phones = new Map<string, { tokens: number; at: number }>();
  private table: { tokens: number; at: number };

  constructor(private readonly now: () => number = () => Date.now()) {
    this.table = { tokens: TABLE_RATE, at: now() };
  }

  /** Whether `phone` may make one more proposal now (and counts it). */
  take(phone: string): boolean {
    const t = this.now();
    this.table = refill(this.table, t, TABLE_RATE, TABLE_RATE);
    const mine = refill(this.phones.get(phone) ?? { tokens: BURST, at: t }, t, RATE, BURST);
    if (this.table.tokens < 1 || mine.tokens < 1) {
      this.phones.set(phone, mine);
      return false;
    }
    this.table.tokens -= 1;
    mine.tokens -= 1;
    this.phones.set(phone, mine);
    // A flood of invented phone ids must not grow the map without end.
    if (this.phones.size > 1000) this.phones.clear();
    return true;
  }
}

function refill(bucket: { tokens: number; at: number }, now: number, rate: number, cap: number): { tokens: number; at: number } {
  const elapsed = Math.max(0, now - bucket.at) / 1000;
  return { tokens: Math.min(cap, bucket.tokens + elapsed * rate), at: now };
}
