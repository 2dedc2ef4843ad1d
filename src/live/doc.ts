/**
 * What a room's Y.Doc holds (docs/live-table.md), every value sealed with the table's key
 * (./crypto.ts), so the relay holds no name, card or score:
 *
 * - `head`/`head`: the host's signed head — the game, its revision, the digest of its log, the
 *   seats of the phones that joined, and the chain of signed rosters that makes its signer the
 *   table's host (`certs`: the first by the key in the link; each later one by a phone the one
 *   before listed, one epoch up).
 * - `events`: the log, one sealed event each; the head's digest covers it.
 * - `proposals`: what followers ask for, each signed by its phone.
 * - `answers`: the host's signed answers, under the proposal's key.
 *
 * Everything read from the room is untrusted: these functions open, check signatures and give
 * shape; the store checks the log with the rules (../store/live.ts), the host each proposal.
 */
import * as Y from 'yjs';
import type { LiveLog } from '../store/live';
import { digest, KEY_PATTERN, openSigned, seal, sealSigned, sign, unseal, verify, type Signed, type Signer, type TableKeys } from '../wire/crypto';

/** A phone that joined the table: its key, the seat it plays for (null: none), whether it records for the whole table. */
export interface Seat {
  phone: string;
  seat: number | null;
  whole: boolean;
}

/** One epoch's roster, signed by its host: the phones that may take over from it. */
export interface Cert {
  epoch: number;
  host: string;
  roster: string[];
}

export interface Head {
  session: string;
  game: string;
  config: unknown;
  revision: number;
  /** Events in `events` that belong to this head. */
  length: number;
  /** digest() of those events. */
  digest: string;
  /** The host's public key, the signer of this head. */
  host: string;
  /** Bumped by one at every take-over. */
  epoch: number;
  seats: Seat[];
  /** Whether the host lets a phone record for the whole table. */
  whole: boolean;
  /** certs[i] is epoch i's roster, signed by its host; the last is this head's host's own. */
  certs: Signed<Cert>[];
}

export interface Proposal {
  kind: 'event';
  /** The revision of the log the follower saw when it tapped. */
  revision: number;
  event: unknown;
}

export interface Joining {
  kind: 'seat';
  seat: number | null;
  whole: boolean;
}

/** The host's answer to one proposal. */
export type Answer =
  | { ok: true; revision: number }
  | { ok: false; conflict: true; revision: number }
  | { ok: false; rejection: unknown }
  | { ok: false; refused: 'size' | 'rate' | 'shape' | 'undo' | 'seat' | 'taken' | 'whole' | 'host' }
  /** It is `turn`'s turn and the phone plays for `seat`. */
  | { ok: false; turn: number; seat: number | null }
  /** The host is asked to confirm it: the final answer comes later under the same key. */
  | { wait: true };

/** The most phones a roster lists; more are refused a seat. */
export const MAX_SEATS = 32;
/** The most take-overs a table's chain may hold; the link's key starts it again. */
export const MAX_EPOCH = 64;
/** The most phones a roster lists: it keeps every phone of the one before, and past hosts. */
export const MAX_ROSTER = 2 * MAX_SEATS;

export const headMap = (doc: Y.Doc): Y.Map<unknown> => doc.getMap('head');
export const eventList = (doc: Y.Doc): Y.Array<unknown> => doc.getArray('events');
export const proposalMap = (doc: Y.Doc): Y.Map<unknown> => doc.getMap('proposals');
export const answerMap = (doc: Y.Doc): Y.Map<unknown> => doc.getMap('answers');

/** Opened values by their sealed bytes: Yjs keeps the same array while the item lives. */
const opened = new WeakMap<object, unknown>();

function cached<T>(raw: unknown, open: () => T): T {
  if (typeof raw !== 'object' || raw === null) return open();
  if (opened.has(raw)) return opened.get(raw) as T;
  const value = open();
  opened.set(raw, value);
  return value;
}

const isInt = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

function readSeats(raw: unknown): Seat[] | null {
  if (!Array.isArray(raw) || raw.length > MAX_SEATS) return null;
  const seats: Seat[] = [];
  for (const s of raw as Partial<Seat>[]) {
    if (typeof s?.phone !== 'string' || !KEY_PATTERN.test(s.phone) || typeof s.whole !== 'boolean') return null;
    if (s.seat !== null && !(isInt(s.seat) && s.seat < 16)) return null;
    seats.push({ phone: s.phone, seat: s.seat ?? null, whole: s.whole });
  }
  return seats;
}

/**
 * Whether `certs` makes `host` the host of `epoch` at a table first hosted by `tableHost`: each
 * cert signed by its own host; the first by the link's key, at any epoch (the link's key may take
 * the table back whatever epoch it is at, starting the chain again); each later one by a phone the
 * one before listed, one epoch up, keeping every phone that one listed (a roster only grows), so
 * no phone can shut another out of the table (issue 35).
 */
export function checkChain(certs: unknown, tableHost: string, host: string, epoch: number): boolean {
  if (!Array.isArray(certs) || certs.length === 0 || certs.length > MAX_EPOCH + 1) return false;
  let allowed: string[] = [tableHost];
  let before: Cert | null = null;
  for (const raw of certs) {
    const signed = verify('cert', raw);
    const cert = signed?.says as Partial<Cert> | undefined;
    if (!signed || !cert || !isInt(cert.epoch) || cert.host !== signed.by || !allowed.includes(signed.by)) return false;
    if (!Array.isArray(cert.roster) || cert.roster.length > MAX_ROSTER || !cert.roster.every((p) => typeof p === 'string')) return false;
    if (before && (cert.epoch !== before.epoch + 1 || !before.roster.every((p) => cert.roster?.includes(p)))) return false;
    before = cert as Cert;
    allowed = before.roster;
  }
  return before !== null && before.epoch === epoch && before.host === host;
}

/**
 * Whether `next`, a head of a later epoch than `held` (the latest this phone followed), carries on
 * its chain: the same host at each epoch `held` had, one epoch up from there; or the chain started
 * again by the link's key above `held`'s epoch, its roster keeping every phone `held`'s listed.
 */
export function continues(held: Head, next: Head, tableHost: string): boolean {
  const first = next.certs[0]?.says;
  if (first && next.certs[0]?.by === tableHost && first.epoch > held.epoch)
    return (held.certs.at(-1)?.says.roster ?? []).every((p) => first.roster.includes(p));
  return held.certs.every((cert, i) => next.certs[i]?.says.epoch === cert.says.epoch && next.certs[i]?.by === cert.by);
}

/** The room's head, if it is sealed with this table's key, signed by its host, and that host's chain holds. */
export function readHead(doc: Y.Doc, keys: TableKeys, tableHost: string): Head | null {
  const raw = headMap(doc).get('head');
  return cached(raw, () => {
    const signed = openSigned(keys, 'head', raw);
    const h = signed?.says as Partial<Head> | undefined;
    if (!signed || typeof h !== 'object' || h === null) return null;
    if (typeof h.session !== 'string' || typeof h.game !== 'string' || typeof h.digest !== 'string' || h.host !== signed.by) return null;
    if (!isInt(h.revision) || !isInt(h.length) || !isInt(h.epoch) || typeof h.whole !== 'boolean') return null;
    const seats = readSeats(h.seats);
    if (!seats || !checkChain(h.certs, tableHost, signed.by, h.epoch)) return null;
    return {
      session: h.session,
      game: h.game,
      config: h.config,
      revision: h.revision,
      length: h.length,
      digest: h.digest,
      host: h.host,
      epoch: h.epoch,
      seats,
      whole: h.whole,
      certs: h.certs as Signed<Cert>[],
    };
  });
}

/** The events in the room, opened; null where one is not this table's. */
function readEvents(doc: Y.Doc, keys: TableKeys): unknown[] | null {
  const events: unknown[] = [];
  for (const raw of eventList(doc).toArray()) {
    const event = cached(raw, () => unseal(keys, 'event', raw));
    if (event === null) return null;
    events.push(event);
  }
  return events;
}

/** The head's log, once the events array holds exactly the events the head signed; null while it does not. */
export function readLog(doc: Y.Doc, head: Head, keys: TableKeys): LiveLog | null {
  if (eventList(doc).length !== head.length) return null;
  const events = readEvents(doc, keys);
  if (!events || digest(events) !== head.digest) return null;
  return { session: head.session, game: head.game, config: head.config, events, revision: head.revision };
}

/** Why a phone refused a take-over: the log it sent drops events this phone holds, or its game or set-up differs. */
export type TakeOverVerdict = { ok: true } | { ok: false; dropped: number } | { ok: false; setup: true };

/**
 * Whether a head of a later epoch (a take-over) may follow `base`, the log this phone knows the
 * table held: the same game with the same set-up (players, names, variant), and a log that begins
 * with every event of `base`. A take-over extends the log; it never replaces it (issue 35).
 */
export function judgeTakeOver(base: Pick<LiveLog, 'session' | 'game' | 'config' | 'events'> | null, next: LiveLog): TakeOverVerdict {
  if (!base) return { ok: true };
  if (base.session !== next.session || base.game !== next.game) return { ok: false, setup: true };
  let kept = 0;
  while (kept < base.events.length && kept < next.events.length && JSON.stringify(base.events[kept]) === JSON.stringify(next.events[kept])) kept++;
  if (kept < base.events.length) return { ok: false, dropped: base.events.length - kept };
  return JSON.stringify(base.config) === JSON.stringify(next.config) ? { ok: true } : { ok: false, setup: true };
}

/** What a host publishes with its log: who it is, at which epoch, the seats and its chain. */
export interface Hosting {
  signer: Signer;
  epoch: number;
  seats: Seat[];
  whole: boolean;
  /** The chain up to the epoch before this host's (empty at epoch 0, and when the link's key took the table back). */
  before: Signed<Cert>[];
  /** Phones its roster keeps whatever their seats: every phone the table's roster listed, and the host before. */
  keep: string[];
}

/**
 * The host's own cert for its epoch: the phones it keeps, then every phone with a seat (or the
 * whole table), as ones that may take over.
 */
export function ownCert(hosting: Hosting): Signed<Cert> {
  const seated = hosting.seats.filter((s) => s.seat !== null || s.whole).map((s) => s.phone);
  const roster = [...new Set([...hosting.keep, ...seated])].slice(0, MAX_ROSTER);
  return sign<Cert>(hosting.signer, 'cert', { epoch: hosting.epoch, host: hosting.signer.phone, roster });
}

/**
 * Writes the host's log and signed head: only the events after the longest common prefix change,
 * so a new card costs one small update. Call inside a transaction with the answer it goes with.
 */
export function writeLog(doc: Y.Doc, keys: TableKeys, log: LiveLog, hosting: Hosting): void {
  writeEvents(doc, keys, log.events);
  const head: Head = {
    session: log.session,
    game: log.game,
    config: log.config,
    revision: log.revision,
    length: log.events.length,
    digest: digest(log.events),
    host: hosting.signer.phone,
    epoch: hosting.epoch,
    seats: hosting.seats,
    whole: hosting.whole,
    certs: [...hosting.before, ownCert(hosting)],
  };
  headMap(doc).set('head', remembered(sealSigned(keys, hosting.signer, 'head', head), head));
}

/** The room's head as its host signed it, for a phone to keep and write back (`writeBack`). */
export function signedHead(doc: Y.Doc, keys: TableKeys): Signed<unknown> | null {
  return openSigned(keys, 'head', headMap(doc).get('head'));
}

/**
 * Writes a head its host signed, kept by a phone, back into a room that holds an older one (a
 * relay restored from a backup, or its operator's rollback), with the log it covers (issue 35).
 */
export function writeBack(doc: Y.Doc, keys: TableKeys, head: Signed<unknown>, events: unknown[]): void {
  writeEvents(doc, keys, events);
  headMap(doc).set('head', seal(keys, 'head', head));
}

/** Only the events after the longest common prefix change, so a new card costs one small update. */
function writeEvents(doc: Y.Doc, keys: TableKeys, events: unknown[]): void {
  const list = eventList(doc);
  const had = list.toArray();
  let keep = 0;
  while (
    keep < had.length &&
    keep < events.length &&
    JSON.stringify(cached(had[keep], () => unseal(keys, 'event', had[keep]))) === JSON.stringify(events[keep])
  )
    keep++;
  if (keep < had.length) list.delete(keep, had.length - keep);
  if (keep < events.length) list.push(events.slice(keep).map((event) => remembered(seal(keys, 'event', event), event)));
}

function remembered<T extends object>(sealed: T, value: unknown): T {
  opened.set(sealed, value);
  return sealed;
}

/** Whether the room holds exactly this log, from this host, epoch, seats and setting. */
export function holds(doc: Y.Doc, keys: TableKeys, tableHost: string, log: LiveLog, hosting: Hosting): boolean {
  const head = readHead(doc, keys, tableHost);
  if (!head || head.host !== hosting.signer.phone || head.epoch !== hosting.epoch || head.revision !== log.revision || head.whole !== hosting.whole)
    return false;
  if (JSON.stringify(head.seats) !== JSON.stringify(hosting.seats) || head.digest !== digest(log.events)) return false;
  return readLog(doc, head, keys) !== null;
}

/** A follower's proposal, sealed and signed for its key in the room. */
export function sealProposal(keys: TableKeys, signer: Signer, key: string, proposal: Proposal | Joining): Uint8Array {
  return sealSigned(keys, signer, `proposal:${key}`, proposal);
}

export function openProposal(keys: TableKeys, key: string, raw: unknown): Signed<unknown> | null {
  return openSigned(keys, `proposal:${key}`, raw);
}

export function sealAnswer(keys: TableKeys, host: Signer, key: string, answer: Answer): Uint8Array {
  return sealSigned(keys, host, `answer:${key}`, { ...answer, at: Date.now() });
}

/** The answer under `key`, if the host `host` signed it for that key. */
export function openAnswer(keys: TableKeys, host: string, key: string, raw: unknown): (Answer & { at: number }) | null {
  const signed = openSigned(keys, `answer:${key}`, raw);
  if (!signed || signed.by !== host || typeof signed.says !== 'object' || signed.says === null) return null;
  return signed.says as Answer & { at: number };
}
