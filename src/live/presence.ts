/**
 * Who is at the table, told truly (docs/live-table.md): each phone's presence is sealed with the
 * table's key and signed by the phone for its own awareness client, so no one with the link can
 * speak for another phone, and it is renewed every second, so a phone that went away without a
 * word (a dropped Wi-Fi, a locked screen) is seen gone within GONE_MS.
 */
import type { Awareness } from 'y-protocols/awareness';
import { fromBase64Url, openSigned, sealSigned, toBase64Url, type Signer, type TableKeys } from '../wire/crypto';

/** How often a phone renews its presence. */
export const BEAT_MS = 1000;
/** A phone not heard from for this long is gone. */
export const GONE_MS = 3000;

export interface Present {
  phone: string;
  role: 'host' | 'follower';
  seat: number | null;
  epoch: number;
  /** A host's: the revision of the log it holds and its events, so a phone the relay serves an older copy can say so. */
  revision?: number;
  events?: number;
}

type Said = Omit<Present, 'phone'>;

export class PresenceWatch {
  private readonly seen = new Map<string, Present | null>();
  private said: Said | null = null;

  constructor(
    private readonly awareness: Awareness,
    private readonly keys: TableKeys,
    private readonly signer: Signer,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Says who this phone is (again: under a newer clock, which also renews it). */
  say(said: Said = this.said ?? { role: 'follower', seat: null, epoch: 0 }): void {
    const same = this.said !== null && JSON.stringify(this.said) === JSON.stringify(said);
    const state = this.awareness.getLocalState() as { s?: string } | null;
    this.said = said;
    if (same && state?.s) {
      this.awareness.setLocalState(state);
      return;
    }
    const sealed = sealSigned(this.keys, this.signer, `presence:${this.awareness.clientID}`, said);
    this.awareness.setLocalState({ s: toBase64Url(sealed) });
  }

  /** The other phones heard from within GONE_MS, as they signed it. */
  others(): Present[] {
    const present: Present[] = [];
    const now = this.now();
    for (const [client, state] of this.awareness.getStates()) {
      if (client === this.awareness.clientID) continue;
      const at = this.awareness.meta.get(client)?.lastUpdated ?? 0;
      if (now - at > GONE_MS) continue;
      const who = this.open(client, (state as { s?: unknown }).s);
      if (who) present.push(who);
    }
    return present;
  }

  private open(client: number, s: unknown): Present | null {
    if (typeof s !== 'string' || s.length > 1024) return null;
    const key = `${client}:${s}`;
    if (this.seen.has(key)) return this.seen.get(key) ?? null;
    const signed = openSigned(this.keys, `presence:${client}`, fromBase64Url(s));
    const p = signed?.says as Partial<Said> | undefined;
    const ok =
      signed && p && (p.role === 'host' || p.role === 'follower') && Number.isSafeInteger(p.epoch) && (p.seat === null || Number.isSafeInteger(p.seat));
    const log = Number.isSafeInteger(p?.revision) && Number.isSafeInteger(p?.events) ? { revision: p?.revision as number, events: p?.events as number } : {};
    const who = ok ? { phone: signed.by, role: p.role as Present['role'], seat: p.seat ?? null, epoch: p.epoch as number, ...log } : null;
    // A phone renews the same sealed state; a flood of new ones must not grow the map without end.
    if (this.seen.size > 512) this.seen.clear();
    this.seen.set(key, who);
    return who;
  }
}
