/**
 * The host's look at a proposal, before and around the rules: anyone holding the link can write
 * into the room, so a proposal is untrusted data even once its signature names a phone. It must be
 * small (MAX_PROPOSAL_BYTES as JSON), its phone within its rate (RATE per second, BURST at once;
 * and the whole table within TABLE_RATE), its event of the game's shape (GameModule.parseEvent,
 * which copies its known fields only), and for the seat the phone plays for (`judgeTurn`). Whether
 * it is legal is the store's to say, against the revision the follower saw.
 */
import type { Actor } from '../rules/game';
import type { AnyGame } from '../store/registry';
import type { Answer, Seat } from './doc';
import { MAX_SEATS } from './doc';

/** A card, a pass count, a steal, a round-end check, a sheet line or a market event: all well under this. */
export const MAX_PROPOSAL_BYTES = 4096;
/** Proposals a phone may make per second, on average… */
export const RATE = 5;
/** …and at once: a player tapping quickly through a few cards. */
export const BURST = 10;
/** Proposals the host looks at per second from the whole table. */
export const TABLE_RATE = 40;

export interface Proposed {
  revision: number;
  event: unknown;
}

export type Checked = { ok: true; proposal: Proposed } | { ok: false; answer: Answer };

/** A proposal's shape and size, and its event as the game copies it. */
export function checkProposal(module: AnyGame, config: unknown, raw: unknown): Checked {
  let size: number;
  try {
    size = new TextEncoder().encode(JSON.stringify(raw) ?? '').length;
  } catch {
    // not serialisable: refused as a wrong shape
    return { ok: false, answer: { ok: false, refused: 'shape' } };
  }
  if (size > MAX_PROPOSAL_BYTES) return { ok: false, answer: { ok: false, refused: 'size' } };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, answer: { ok: false, refused: 'shape' } };
  const { kind, revision, event } = raw as Record<string, unknown>;
  if (kind !== 'event' || !Number.isSafeInteger(revision)) return { ok: false, answer: { ok: false, refused: 'shape' } };
  let parsed;
  try {
    parsed = module.parseEvent(config, event);
  } catch {
    // an event the game cannot read: refused as a wrong shape
    return { ok: false, answer: { ok: false, refused: 'shape' } };
  }
  if (!parsed.ok) return { ok: false, answer: { ok: false, rejection: parsed.rejection } };
  return { ok: true, proposal: { revision: revision as number, event: parsed.event } };
}

/**
 * Whether a phone may record an event in which `actor` acts: for its own seat, anything the table
 * does when it has a seat, anything at all when it records for the whole table and the host lets
 * it. Round-end counts and zones ('confirm') wait for the host in any case.
 */
export function judgeTurn(seat: Seat | undefined, actor: Actor, hostAllowsWhole: boolean): 'record' | 'confirm' | Answer {
  if (!seat) return { ok: false, refused: 'seat' };
  const whole = seat.whole && hostAllowsWhole;
  if ('seat' in actor) return whole || seat.seat === actor.seat ? 'record' : { ok: false, turn: actor.seat, seat: seat.seat };
  if (seat.seat === null && !whole) return { ok: false, refused: 'seat' };
  return actor.table === 'confirm' ? 'confirm' : 'record';
}

/**
 * The seats after `phone` asks for `seat` (null: to watch) and the whole table or not: a seat
 * another phone holds is refused while that phone is at the table, and passed on once it is gone
 * (the player picked up another phone).
 */
export function judgeSeat(
  seats: readonly Seat[],
  phone: string,
  raw: unknown,
  players: number,
  present: ReadonlySet<string>,
  hostAllowsWhole: boolean,
): Seat[] | Answer {
  const asked = raw as { seat?: unknown; whole?: unknown } | null;
  const seat = asked?.seat;
  if (typeof asked !== 'object' || asked === null || typeof asked.whole !== 'boolean') return { ok: false, refused: 'shape' };
  if (seat !== null && !(Number.isSafeInteger(seat) && (seat as number) >= 0 && (seat as number) < players)) return { ok: false, refused: 'shape' };
  if (asked.whole && !hostAllowsWhole) return { ok: false, refused: 'whole' };
  const holder = seat === null ? undefined : seats.find((s) => s.seat === seat && s.phone !== phone);
  if (holder && present.has(holder.phone)) return { ok: false, refused: 'taken' };
  const next = seats.filter((s) => s.phone !== phone).map((s) => (s === holder ? { ...s, seat: null } : s));
  if (next.length >= MAX_SEATS) {
    // Full: a phone with no seat that is not at the table makes room.
    const idle = next.findIndex((s) => s.seat === null && !s.whole && !present.has(s.phone));
    if (idle < 0) return { ok: false, refused: 'seat' };
    next.splice(idle, 1);
  }
  next.push({ phone, seat: seat as number | null, whole: asked.whole });
  return next;
}

/** Token buckets: one per phone, and one for the table. */
export class RateLimit {
  private readonly phones = new Map<string, { tokens: number; at: number }>();
  private table: { tokens: number; at: number };

  constructor(private readonly now: () => number = () => Date.now()) {
    this.table = { tokens: TABLE_RATE, at: now() };
  }

  /**
   * Whether `phone` may make one more proposal, heard at `t` (now by default), and counts it. The
   * time it was heard, not the time the host gets to it: a host slowed down (a busy phone, every
   * proposal's store read) would otherwise let a flood through as the buckets refill meanwhile.
   */
  take(phone: string, t = this.now()): boolean {
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
  // A proposal heard before the last one counted refills nothing, and leaves the clock where it was.
  return { tokens: Math.min(cap, bucket.tokens + elapsed * rate), at: Math.max(now, bucket.at) };
}
