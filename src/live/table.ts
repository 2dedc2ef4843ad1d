/**
 * One phone's place at a live table (docs/live-table.md): a room's Y.Doc, the room on the page's
 * socket to the relay (./relay-socket.ts), and this phone's part, host or follower, as the session
 * row's `live` says.
 *
 * - Host: its store is the only writer of the game. Whenever the stored log changes it writes it
 *   into the document; whenever anything else changes the document's log (a host that had gone
 *   offline, a hostile phone) it writes its own back. It answers proposals (./proposals.ts, then
 *   appendEvent against the revision the follower saw) in the same document transaction as the
 *   log they produced, so a follower learns the outcome and sees its card in one update.
 * - Follower: whenever the document holds a whole log, it stores it (mirrorSession checks it with
 *   the rules first); the session controller, which follows the stored row, shows it. It records
 *   by proposing (`propose`). A follower may take over as host (`takeOver`): a higher epoch.
 *
 * A host that sees a higher epoch (or the same one held by a phone of greater id) gives way and
 * follows. Tables live as long as the page: leaving the game's screen keeps the table live.
 */
import { liveQuery, type Subscription } from 'dexie';
import { msg } from '@lit/localize';
import * as Y from 'yjs';
import { HocuspocusProvider, WebSocketStatus } from '@hocuspocus/provider';
import type { LedgerDb, LiveLink, SessionRow } from '../store/db.js';
import { appendEvent } from '../store/events.js';
import { mirrorSession, readLiveLog, setLiveLink, type LiveLog } from '../store/live.js';
import { gameFor } from '../store/registry.js';
import { revisionOf } from '../store/revision.js';
import { randomToken } from '../store/ids.js';
import { answerMap, holds, proposalMap, readHead, readLog, writeLog, type Answer } from './doc.js';
import { checkProposal, RateLimit } from './proposals.js';
import { ROOM_PATTERN } from './link.js';
import { pageSockets, type RelaySocket, type RelaySockets } from './relay-socket.js';

export type TableStatus = 'connecting' | 'live' | 'offline';

/** Answers kept in the document, newest first; older ones are of taps long settled. */
const ANSWERS_KEPT = 64;
/** How long a follower waits for the host's answer before it says so. */
export const ANSWER_TIMEOUT_MS = 8000;
/** How long before a room the relay closed on a live socket is asked for again. */
const REOPEN_MS = 2000;

type Awareness = NonNullable<HocuspocusProvider['awareness']>;

export interface TableOptions {
  /** The WebSocket class of a socket the table opens (Node's tests and the benchmark give ws's). */
  WebSocket?: typeof WebSocket;
  /** The page's sockets, the table's relay's among them (Node's tests give each phone its own). */
  sockets?: RelaySockets;
}

/** Thrown by `propose` when the host cannot be asked: the screen says it as a failed write ("…could not save this: WHY"). */
export class TableUnreachable extends Error {
  override name = 'TableUnreachable';
  constructor(readonly why: 'offline' | 'no-answer' | 'refused') {
    super(unreachableText(why));
  }
}

function unreachableText(why: TableUnreachable['why']): string {
  switch (why) {
    case 'offline':
      return msg('this phone is not connected to the table', { id: 'live.unreachable.offline' });
    case 'no-answer':
      return msg('the host did not answer', { id: 'live.unreachable.no-answer' });
    case 'refused':
      return msg('the host refused it (too many taps at once)', { id: 'live.unreachable.refused' });
  }
}

export class LiveTable extends EventTarget {
  readonly doc = new Y.Doc();
  /** The room on the page's socket to the relay, which other tables of this page may share. */
  readonly provider: HocuspocusProvider;
  /** This page's socket to the table's relay. */
  readonly relaySocket: RelaySocket;
  status: TableStatus = 'connecting';
  link: LiveLink;
  /** The game's id on this device, once known (a joining follower learns it from the host). */
  sessionId: string | null;
  /** Why the host's log could not be stored here, if it could not (for the screen). */
  problem: 'mine' | 'invalid' | null = null;

  private readonly awareness: Awareness;
  private row: Subscription | undefined;
  private readonly limit = new RateLimit();
  private working: Promise<unknown> = Promise.resolve();
  private mirroring = false;
  private mirrorAgain = false;
  private readonly waiters = new Set<() => void>();
  private reopening: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  constructor(
    readonly db: LedgerDb,
    link: LiveLink,
    sessionId: string | null,
    options: TableOptions = {},
  ) {
    super();
    this.link = link;
    this.sessionId = sessionId;
    this.relaySocket = (options.sockets ?? pageSockets).use(link.relay, options.WebSocket);
    this.provider = new HocuspocusProvider({ websocketProvider: this.relaySocket.socket, name: link.room, document: this.doc });
    const awareness = this.provider.awareness;
    if (!awareness) throw new Error('the provider made no awareness');
    this.awareness = awareness;
    this.provider.on('status', () => this.statusChanged());
    this.provider.on('synced', () => this.statusChanged());
    // Back on the relay: say again who this phone is, under a newer clock. The others dropped it
    // from their presence when the connection broke, and they ignore a state under the clock they
    // already saw, so the phone count would stay short until the next renewal.
    this.provider.on('open', () => this.present());
    this.provider.on('close', () => this.roomClosed());
    this.doc.on('update', (_update: Uint8Array, origin: unknown) => {
      if (origin === this.provider) this.remoteChanged();
    });
    this.awareness.on('change', () => this.changed());
    this.present();
    this.provider.attach();
    this.statusChanged();
    if (sessionId) this.watch(sessionId);
  }

  get role(): LiveLink['role'] {
    return this.link.role;
  }

  /** Phones at the table now, this one included. */
  get phones(): number {
    return this.awareness.getStates().size;
  }

  /** Whether this phone holds a log of the game (a follower that has stored the host's at least once). */
  get holdsGame(): boolean {
    return this.sessionId !== null;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.reopening);
    this.row?.unsubscribe();
    // Tells the others this phone left and the relay to close the room on this socket; the socket
    // stays open while another table of this page uses it.
    this.provider.destroy();
    this.relaySocket.release();
    this.doc.destroy();
  }

  // ----- following the stored row -----

  private watch(id: string): void {
    this.row?.unsubscribe();
    this.row = liveQuery(() => readLiveLog(this.db, id)).subscribe({
      next: (read) => {
        if (!read?.session.live || read.session.live.room !== this.link.room) return;
        const before = this.link;
        this.link = read.session.live;
        if (before.role !== this.link.role || before.seat !== this.link.seat) this.present();
        if (this.link.role === 'host') this.publish(read.session, read.events);
        this.changed();
      },
      error: () => undefined,
    });
  }

  private statusChanged(): void {
    const connected = this.relaySocket.socket.status === WebSocketStatus.Connected;
    const status: TableStatus = connected && this.provider.isSynced ? 'live' : this.relaySocket.down || this.status !== 'connecting' ? 'offline' : 'connecting';
    if (status === this.status) return;
    this.status = status;
    // Synced with the relay: the host now knows what the room holds and can set it right.
    if (status === 'live') this.remoteChanged();
    this.changed();
  }

  /**
   * The room closed. With the socket, its reconnection brings it back; alone, on a socket still
   * open (the relay could not load it, say), it is asked for again in a while.
   */
  private roomClosed(): void {
    this.statusChanged();
    if (this.closed || this.relaySocket.socket.status !== WebSocketStatus.Connected) return;
    clearTimeout(this.reopening);
    this.reopening = setTimeout(() => {
      // Attaching again on an open socket sends the room's authentication and sync request, and
      // no close message, which the relay would hold and replay against the reopened room.
      if (!this.closed && !this.provider.isSynced) this.relaySocket.socket.attach(this.provider);
    }, REOPEN_MS);
  }

  private present(): void {
    this.awareness.setLocalState({ phone: this.link.phone, role: this.link.role, seat: this.link.seat });
  }

  private changed(): void {
    this.dispatchEvent(new Event('change'));
  }

  // ----- host -----

  /** Writes the stored log into the document, unless it is there already. */
  private publish(session: SessionRow, events: unknown[]): void {
    if (this.link.role !== 'host' || this.closed) return;
    // Before the first sync the document does not know what the room holds; writing then would
    // append the log to the room's copy of it rather than set it right.
    if (!this.provider.isSynced && this.status !== 'offline') return;
    const log: LiveLog = { session: session.id, game: session.game, config: session.config, events, revision: revisionOf(session) };
    if (holds(this.doc, log, this.link.phone, this.link.epoch)) return;
    this.doc.transact(() => writeLog(this.doc, log, this.link.phone, this.link.epoch));
  }

  private remoteChanged(): void {
    if (this.closed) return;
    if (this.link.role === 'follower') {
      void this.mirror();
      return;
    }
    const head = readHead(this.doc);
    if (head && outranks(head, this.link)) {
      // Another phone took over: this one follows from now on.
      void this.serially(() => this.yield(head.epoch));
      return;
    }
    void this.serially(async () => {
      const id = this.sessionId;
      if (!id) return;
      const read = await readLiveLog(this.db, id);
      if (read) this.publish(read.session, read.events);
      await this.answerAll();
    });
  }

  private async yield(epoch: number): Promise<void> {
    if (!this.sessionId) return;
    await setLiveLink(this.db, this.sessionId, { ...this.link, role: 'follower', epoch });
    this.link = { ...this.link, role: 'follower', epoch };
    this.present();
    await this.mirror();
  }

  private async answerAll(): Promise<void> {
    const proposals = proposalMap(this.doc);
    for (const key of [...proposals.keys()]) {
      if (this.link.role !== 'host' || this.closed) return;
      const raw = proposals.get(key);
      await this.answer(key, raw);
    }
  }

  private async answer(key: string, raw: unknown): Promise<void> {
    const id = this.sessionId;
    const proposals = proposalMap(this.doc);
    const answers = answerMap(this.doc);
    if (!id || !ROOM_PATTERN.test(key) || answers.has(key)) {
      this.doc.transact(() => proposals.delete(key));
      return;
    }
    const read = await readLiveLog(this.db, id);
    const module = read && gameFor(await this.db.rules(), read.session.game);
    if (!read || !module) return;
    const checked = checkProposal(module, read.session.config, raw);
    let answer: Answer;
    if (!checked.ok) answer = checked.answer;
    else if (!this.limit.take(checked.proposal.from)) answer = { ok: false, refused: 'rate' };
    else {
      const result = await appendEvent(this.db, id, checked.proposal.event, checked.proposal.revision);
      if (result.ok) answer = { ok: true, revision: result.revision };
      else if ('rejection' in result) answer = { ok: false, rejection: result.rejection };
      else answer = { ok: false, conflict: true, revision: revisionOf(read.session) };
    }
    const after = answer.ok ? await readLiveLog(this.db, id) : undefined;
    this.doc.transact(() => {
      if (after) {
        const log: LiveLog = { session: id, game: after.session.game, config: after.session.config, events: after.events, revision: revisionOf(after.session) };
        writeLog(this.doc, log, this.link.phone, this.link.epoch);
      }
      proposals.delete(key);
      answers.set(key, { ...answer, at: Date.now() });
      prune(answers);
    });
  }

  // ----- follower -----

  private async mirror(): Promise<void> {
    if (this.mirroring) {
      this.mirrorAgain = true;
      return;
    }
    this.mirroring = true;
    try {
      do {
        this.mirrorAgain = false;
        await this.mirrorOnce();
      } while (this.mirrorAgain && !this.closed);
    } finally {
      this.mirroring = false;
      for (const wake of this.waiters) wake();
    }
  }

  private async mirrorOnce(): Promise<void> {
    const head = readHead(this.doc);
    const log = readLog(this.doc);
    if (!head || !log || this.link.role !== 'follower' || this.closed) return;
    if (head.host === this.link.phone || head.epoch < this.link.epoch) return;
    if (this.sessionId !== null && head.session !== this.sessionId) return;
    const link: LiveLink = { ...this.link, role: 'follower', epoch: head.epoch };
    const result = await mirrorSession(this.db, log, link);
    if (!result.ok) {
      this.problem = 'mine' in result ? 'mine' : 'invalid';
      this.changed();
      return;
    }
    this.problem = null;
    this.link = result.session.live ?? link;
    if (this.sessionId === null) {
      this.sessionId = result.session.id;
      this.watch(result.session.id);
    }
    this.changed();
  }

  /**
   * Asks the host to append `event` to the log at `revision` (the one this phone showed when the
   * player tapped). Resolves with the host's answer once this phone has stored the log it
   * produced; throws TableUnreachable when the host cannot be asked or does not answer.
   */
  async propose(event: unknown, revision: number): Promise<Answer> {
    if (this.status !== 'live') throw new TableUnreachable('offline');
    const key = randomToken(128);
    const answers = answerMap(this.doc);
    const answer = await new Promise<Answer>((resolve, reject) => {
      const timer = setTimeout(() => {
        answers.unobserve(seen);
        this.doc.transact(() => proposalMap(this.doc).delete(key));
        reject(new TableUnreachable('no-answer'));
      }, ANSWER_TIMEOUT_MS);
      const seen = (): void => {
        const value = answers.get(key) as Answer | undefined;
        if (value === undefined) return;
        clearTimeout(timer);
        answers.unobserve(seen);
        resolve(value);
      };
      answers.observe(seen);
      this.doc.transact(() => proposalMap(this.doc).set(key, { from: this.link.phone, revision, event }));
    });
    if ('revision' in answer && typeof answer.revision === 'number') await this.stored(answer.revision);
    return answer;
  }

  /** Resolves once this phone's copy is at `revision` or past it (or after a while, in any case). */
  private async stored(revision: number): Promise<void> {
    const end = Date.now() + ANSWER_TIMEOUT_MS;
    for (;;) {
      const id = this.sessionId;
      const row = id ? await this.db.sessions.get(id) : undefined;
      if ((row && revisionOf(row) >= revision) || Date.now() > end || this.closed) return;
      await new Promise<void>((resolve) => {
        const wake = (): void => {
          this.waiters.delete(wake);
          resolve();
        };
        this.waiters.add(wake);
        setTimeout(wake, 200);
      });
    }
  }

  /** This follower becomes the host, with the log it holds, at the next epoch. */
  async takeOver(): Promise<boolean> {
    const id = this.sessionId;
    if (!id || this.link.role !== 'follower') return false;
    const epoch = Math.max(this.link.epoch, readHead(this.doc)?.epoch ?? 0) + 1;
    const updated = await setLiveLink(this.db, id, { ...this.link, role: 'host', epoch });
    if (!updated?.live) return false;
    this.link = updated.live;
    this.present();
    const read = await readLiveLog(this.db, id);
    if (read) {
      const log: LiveLog = { session: id, game: read.session.game, config: read.session.config, events: read.events, revision: revisionOf(read.session) };
      this.doc.transact(() => writeLog(this.doc, log, this.link.phone, this.link.epoch));
    }
    this.changed();
    return true;
  }

  /** Runs host work one piece at a time, in order: proposals are answered against the log as it stands. */
  private serially(work: () => Promise<void>): Promise<void> {
    const next = this.working.then(work, work).catch(() => undefined);
    this.working = next;
    return next;
  }
}

/** Whether the head was written by a host that outranks this phone's claim. */
function outranks(head: { host: string; epoch: number }, link: LiveLink): boolean {
  if (head.host === link.phone) return false;
  return head.epoch > link.epoch || (head.epoch === link.epoch && head.host > link.phone);
}

function prune(answers: Y.Map<unknown>): void {
  if (answers.size <= ANSWERS_KEPT) return;
  const byAge = [...answers.entries()].sort((a, b) => ((a[1] as { at?: number }).at ?? 0) - ((b[1] as { at?: number }).at ?? 0));
  for (const [key] of byAge.slice(0, answers.size - ANSWERS_KEPT)) answers.delete(key);
}
