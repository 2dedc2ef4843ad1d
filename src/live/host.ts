/**
 * The host's part of a live table (docs/live-table.md). Its store is the only writer of the game:
 * whenever the stored log changes it writes it into the room under its signed head; whenever
 * anything else changes the room (a host that had gone offline, a hostile phone) it writes its own
 * back. It answers each signed proposal — a seat asked for, a card — after checking it (./proposals.ts),
 * in the same document transaction as the log the answer produced, and keeps round-end counts and
 * zones a follower sent until its player confirms them.
 *
 * A signed head one epoch up, from a phone its roster listed (a take-over), outranks it: it
 * follows from then on, and keeps its own log apart first if the table's no longer holds it.
 */
import type * as Y from 'yjs';
import type { DeviceDb, SessionRow } from '../store/db';
import { appendEvent } from '../store/events';
import { readGame, type LoadedSession } from '../store/game-log';
import { keepApart, patchLiveLink, type LiveLog } from '../store/live';
import { gameFor } from '../store/registry';
import { revisionOf } from '../store/revision';
import type { Signed, Signer, TableKeys } from '../wire/crypto';
import { answerMap, holds, openAnswer, openProposal, proposalMap, readLog, sealAnswer, writeLog, type Answer, type Cert, type Head, type Hosting } from './doc';
import type { PresenceWatch } from './presence';
import { checkProposal, judgeSeat, judgeTurn, RateLimit } from './proposals';
import type { SecureLink, TableNotice } from './secure-link';

/** Answers kept in the room, newest first; older ones are of taps long settled. */
const ANSWERS_KEPT = 64;

/** What the host needs of its table (./table.ts). */
export interface HostsTable {
  readonly db: DeviceDb;
  readonly doc: Y.Doc;
  readonly keys: TableKeys;
  readonly presence: PresenceWatch;
  readonly provider: { readonly isSynced: boolean };
  readonly signer: Signer;
  /** The latest head this phone followed: its roster is kept in this host's. */
  readonly head: Head | null;
  link: SecureLink;
  sessionId: string | null;
  status: string;
  notice: TableNotice | null;
  /** Set once to let the next mirror store a log shorter than this phone's (after keeping its own apart). */
  windBack: boolean;
  changed(): void;
  present(): void;
  mirror(): Promise<void>;
}

/** A round-end count or zones a follower sent, waiting for the host's player. */
export interface Pending {
  key: string;
  /** The phone that sent it. */
  phone: string;
  /** The seat of the phone that sent it (null: a phone with no seat, recording for the whole table). */
  seat: number | null;
  event: unknown;
  revision: number;
}

export class Host {
  private readonly limit = new RateLimit();
  /** When each proposal in the room was first heard here, for its phone's rate. */
  private readonly heardAt = new Map<string, number>();
  private working: Promise<unknown> = Promise.resolve();
  private readonly waiting = new Map<string, Pending>();
  private closed = false;

  constructor(private readonly table: HostsTable) {}

  /** Follower proposals waiting for this phone's confirmation, oldest first. */
  get pending(): Pending[] {
    return [...this.waiting.values()];
  }

  private get hosting(): Hosting {
    const { link, head } = this.table;
    const keep = [...(head?.certs.at(-1)?.says.roster ?? []), ...(head && head.host !== link.phone ? [head.host] : [])];
    return {
      signer: this.table.signer,
      epoch: link.epoch,
      seats: link.seats ?? [],
      whole: link.whole === true,
      before: (link.chain ?? []) as Signed<Cert>[],
      keep,
    };
  }

  close(): void {
    this.closed = true;
  }

  /** Writes the stored log into the room under this host's head, unless it is there already. */
  publish(session: SessionRow, events: unknown[]): void {
    const t = this.table;
    if (t.link.role !== 'host' || this.closed) return;
    // Before the first sync the document does not know what the room holds; writing then would
    // append the log to the room's copy of it rather than set it right.
    if (!t.provider.isSynced && t.status !== 'offline') return;
    const log: LiveLog = { session: session.id, game: session.game, config: session.config, events, revision: revisionOf(session) };
    const hosting = this.hosting;
    if (holds(t.doc, t.keys, t.link.hostKey, log, hosting)) return;
    t.doc.transact(() => writeLog(t.doc, t.keys, log, hosting));
  }

  /** The room changed from elsewhere: a take-over outranks this host, anything else is set right and answered. */
  remoteChanged(head: Head | null): void {
    const link = this.table.link;
    if (head && head.host !== link.phone && (head.epoch > link.epoch || (head.epoch === link.epoch && head.host > link.phone))) {
      void this.serially(() => this.giveWay(head));
      return;
    }
    this.hear();
    void this.serially(async () => {
      const id = this.table.sessionId;
      if (!id) return;
      const read = await readGame(this.table.db, id);
      if (read) this.publish(read.session, read.events);
      await this.answerAll(read);
    });
  }

  /**
   * Another phone took over while this one was away: it follows that phone's log from now on. What
   * this phone recorded as host and the table's log does not hold is kept as a game of its own.
   */
  private async giveWay(head: Head): Promise<void> {
    const t = this.table;
    // Given way already: the take-over was heard twice (each change in the room reads its head
    // anew) and queued twice. A second time would find its own log replaced by the table's, keep
    // nothing apart, and say so over the notice that links to what the first kept.
    if (t.link.role !== 'host' || t.link.epoch >= head.epoch) return;
    const id = t.sessionId;
    const log = readLog(t.doc, head, t.keys);
    if (!id || !log || head.session !== id) return;
    const read = await readGame(t.db, id);
    if (!read) return;
    const holdsMine = read.events.length <= log.events.length && read.events.every((e, i) => JSON.stringify(e) === JSON.stringify(log.events[i]));
    const kept = holdsMine ? null : ((await keepApart(t.db, id)) ?? null);
    const row = await patchLiveLink(t.db, id, { role: 'follower', epoch: head.epoch }, ['chain', 'seats', 'began', 'left']);
    if (row?.live) t.link = row.live as SecureLink;
    t.notice = { kind: 'taken-over', seat: head.seats.find((s) => s.phone === head.host)?.seat ?? null, kept, back: true };
    for (const key of this.waiting.keys()) this.waiting.delete(key);
    t.present();
    // Its own log is kept (or held nothing more): the table's may now replace it here.
    t.windBack = true;
    await t.mirror();
    t.changed();
  }

  /**
   * This phone, a follower on `head`'s roster, becomes the host one epoch up, with the seats as
   * they were. The link's key starts the chain again: it needs none to be the table's host.
   */
  async takeOver(head: Head): Promise<boolean> {
    const t = this.table;
    const id = t.sessionId;
    if (!id) return false;
    const chain = t.link.phone === t.link.hostKey ? [] : head.certs;
    // Where its epoch begins: it may undo or fix only what comes after (../store/live.ts, changesBefore).
    const read = await readGame(t.db, id);
    const began = read?.events.length ?? head.length;
    const updated = await patchLiveLink(t.db, id, { role: 'host', epoch: head.epoch + 1, chain, seats: head.seats, whole: head.whole, began });
    const live = updated?.live;
    if (!live) return false;
    t.link = live as SecureLink;
    t.present();
    if (read) {
      const log: LiveLog = { session: id, game: read.session.game, config: read.session.config, events: read.events, revision: revisionOf(read.session) };
      t.doc.transact(() => writeLog(t.doc, t.keys, log, this.hosting));
    }
    t.changed();
    return true;
  }

  /** Lets phones record for the whole table, or stops letting them. */
  async letWhole(whole: boolean): Promise<void> {
    const t = this.table;
    const id = t.sessionId;
    const row = id ? await patchLiveLink(t.db, id, { whole }) : undefined;
    if (row?.live) t.link = row.live as SecureLink;
    const read = id ? await readGame(t.db, id) : undefined;
    if (read) this.publish(read.session, read.events);
  }

  /** Notes when each proposal now in the room was first heard, and forgets those gone from it. */
  private hear(): void {
    const proposals = proposalMap(this.table.doc);
    const now = Date.now();
    for (const key of this.heardAt.keys()) if (!proposals.has(key)) this.heardAt.delete(key);
    for (const key of proposals.keys()) if (!this.heardAt.has(key)) this.heardAt.set(key, now);
  }

  /** Answers every proposal in the room, the first against `read` (the game as just read), the others against the game as each leaves it. */
  private async answerAll(read: LoadedSession | undefined): Promise<void> {
    const proposals = proposalMap(this.table.doc);
    let game = read;
    for (const key of [...proposals.keys()]) {
      if (this.table.link.role !== 'host' || this.closed) return;
      await this.answer(key, proposals.get(key), game);
      game = undefined;
    }
  }

  private async answer(key: string, raw: unknown, read?: LoadedSession): Promise<void> {
    const t = this.table;
    const id = t.sessionId;
    const proposals = proposalMap(t.doc);
    const answers = answerMap(t.doc);
    // Only this host's own answer counts: one written under the key by anyone else is overwritten.
    const before = answers.has(key) ? openAnswer(t.keys, t.link.phone, key, answers.get(key)) : null;
    if (before && 'wait' in before && this.waiting.has(key)) return;
    const signed = before && !('wait' in before) ? null : openProposal(t.keys, key, raw);
    // Not sealed and signed for its key (or answered already): nobody to answer.
    if (!id || !signed) {
      t.doc.transact(() => proposals.delete(key));
      return;
    }
    const loaded = read ?? (await readGame(t.db, id));
    const module = loaded && gameFor(await t.db.rules(), loaded.session.game);
    if (!loaded || !module) return;
    const says = signed.says as { kind?: unknown; seat?: unknown; whole?: unknown };
    // The row as stored now: the table's copy of the link may be a read behind.
    const link = loaded.session.live ?? t.link;
    const seats = link.seats ?? [];
    const seat = seats.find((s) => s.phone === signed.by);
    let answer: Answer;
    if (says?.kind === 'seat') {
      const present = new Set(t.presence.others().map((p) => p.phone));
      const judged = judgeSeat(seats, signed.by, says, loaded.session.players.length, present, link.whole === true);
      if (!Array.isArray(judged)) answer = judged;
      else {
        const row = await patchLiveLink(t.db, id, { seats: judged });
        if (row?.live) t.link = row.live as SecureLink;
        answer = { ok: true, revision: loaded.revision };
      }
      return this.send(key, answer, true);
    }
    const checked = checkProposal(module, loaded.session.config, says);
    if (!checked.ok) return this.send(key, checked.answer, false);
    if (!before && !this.limit.take(signed.by, this.heardAt.get(key))) return this.send(key, { ok: false, refused: 'rate' }, false);
    // Made on a log that has moved on: a conflict, whoever's turn it is now.
    if (checked.proposal.revision !== loaded.revision) return this.send(key, { ok: false, conflict: true, revision: loaded.revision }, false);
    let judged: ReturnType<typeof judgeTurn>;
    try {
      judged = judgeTurn(seat, module.actor(loaded.session.config, loaded.state, checked.proposal.event), link.whole === true);
    } catch {
      // a move the rules cannot place: the host's player confirms it
      judged = 'confirm';
    }
    if (judged === 'confirm') {
      // Asked only of what could be recorded now: an illegal count is answered at once.
      const tried = module.apply(loaded.state, checked.proposal.event);
      if (!tried.ok) return this.send(key, { ok: false, rejection: tried.rejection }, false);
      // One count waits per phone: a newer one from the same phone replaces the older.
      for (const [older, p] of this.waiting) if (p.phone === signed.by && older !== key) void this.confirm(older, false);
      this.waiting.set(key, { key, phone: signed.by, seat: seat?.seat ?? null, event: checked.proposal.event, revision: checked.proposal.revision });
      if (!before) t.doc.transact(() => answers.set(key, this.seal(key, { wait: true })));
      t.changed();
      return;
    }
    if (judged !== 'record') return this.send(key, judged, false);
    await this.record(key, checked.proposal.event, checked.proposal.revision, loaded);
  }

  /** Appends a proposed event; `on`: the game it was judged on, whose log the answer's then is, read no more. */
  private async record(key: string, event: unknown, revision: number, on?: LoadedSession): Promise<void> {
    const id = this.table.sessionId as string;
    const result = await appendEvent(this.table.db, id, event, revision);
    let answer: Answer;
    if (result.ok) answer = { ok: true, revision: result.revision };
    else if ('rejection' in result) answer = { ok: false, rejection: result.rejection };
    else {
      const row = await this.table.db.sessions.get(id);
      answer = { ok: false, conflict: true, revision: row ? revisionOf(row) : 0 };
    }
    const log = result.ok && on?.revision === revision ? { session: result.session, events: [...on.events, event] } : answer.ok === true;
    await this.send(key, answer, log);
  }

  /** The host's player confirms (or not) a round-end count or zones a follower sent. */
  async confirm(key: string, yes: boolean): Promise<void> {
    const pending = this.waiting.get(key);
    if (!pending) return;
    this.waiting.delete(key);
    this.table.changed();
    await this.serially(() => (yes ? this.record(key, pending.event, pending.revision) : this.send(key, { ok: false, refused: 'host' }, false)));
  }

  /** Writes the answer, with the log it produced when `withLog` (read, or as given), in one transaction. */
  private async send(key: string, answer: Answer, withLog: boolean | { session: SessionRow; events: unknown[] }): Promise<void> {
    const t = this.table;
    const id = t.sessionId;
    const after = typeof withLog === 'object' ? withLog : withLog && id ? await readGame(t.db, id) : undefined;
    t.doc.transact(() => {
      if (after) {
        const log: LiveLog = {
          session: after.session.id,
          game: after.session.game,
          config: after.session.config,
          events: after.events,
          revision: revisionOf(after.session),
        };
        writeLog(t.doc, t.keys, log, this.hosting);
      }
      proposalMap(t.doc).delete(key);
      answerMap(t.doc).set(key, this.seal(key, answer));
      this.prune();
    });
  }

  private seal(key: string, answer: Answer): Uint8Array {
    return sealAnswer(this.table.keys, this.table.signer, key, answer);
  }

  private prune(): void {
    const t = this.table;
    const answers = answerMap(t.doc);
    if (answers.size <= ANSWERS_KEPT) return;
    const at = (key: string, raw: unknown): number => openAnswer(t.keys, t.link.phone, key, raw)?.at ?? 0;
    const byAge = [...answers.entries()].sort((a, b) => at(a[0], a[1]) - at(b[0], b[1]));
    for (const [key] of byAge.slice(0, answers.size - ANSWERS_KEPT)) if (!this.waiting.has(key)) answers.delete(key);
  }

  /** Runs host work one piece at a time, in order: proposals are answered against the log as it stands. */
  private serially(work: () => Promise<void>): Promise<void> {
    const next = this.working.then(work, work).catch(() => undefined); // each work's caller sees its own failure; the queue goes on
    this.working = next;
    return next;
  }
}
