/**
 * One phone's place at a live table (docs/live-table.md): a room's Y.Doc, the room on the page's
 * socket to the relay (./relay-socket.ts), the table's keys from the link (./crypto.ts), and this
 * phone's part, host (./host.ts) or follower, as the session row's `live` says.
 *
 * - Follower: whenever the room holds a whole log under a head its host signed (the link's key, or
 *   a phone that key's chain of take-overs lists), it stores it (mirrorSession checks it with the
 *   rules first); the session controller, which follows the stored row, shows it. It records by
 *   proposing (`propose`): one signed proposal, the host's signed answer under its key, and the
 *   mirrored log — the one channel of a follower's write.
 * - Any phone tells who is at the table (./presence.ts): the host gone for GONE_MS, a follower
 *   that holds the latest log and is on the host's roster may take over, one epoch up.
 *
 * Tables live as long as the page: leaving the game's screen keeps the table live.
 */
import { liveQuery, type Subscription } from 'dexie';
import * as Y from 'yjs';
import { HocuspocusProvider, WebSocketStatus } from '@hocuspocus/provider';
import type { DeviceDb, LiveLink, SessionRow } from '../store/db';
import { readGame } from '../store/game-log';
import { mirrorSession, patchLiveLink, type LiveLog } from '../store/live';
import { gameFor } from '../store/registry';
import { revisionOf } from '../store/revision';
import { digest, tableKeys, type Signer, type TableKeys, type WriteKey } from '../wire/crypto';
import { Asking, ANSWER_TIMEOUT_MS } from './asking';
import { continues, judgeTakeOver, MAX_EPOCH, readHead, readLog, signedHead, writeBack, type Answer, type Head, type Joining } from './doc';
import { Host } from './host';
import { judgeTurn } from './proposals';
import { BEAT_MS, GONE_MS, PresenceWatch, type Present } from './presence';
import { pageSockets, proofToken, type RelaySocket, type RelaySockets } from '../wire/relay-socket';
import { TableUnreachable } from './unreachable';
import { isSecure, type SecureLink, type TableNotice } from './secure-link';

export { TableUnreachable, isSecure, type SecureLink, type TableNotice };
export type TableStatus = 'connecting' | 'live' | 'offline';

export { ANSWER_TIMEOUT_MS };
/** How long before a room the relay closed on a live socket is asked for again. */
const REOPEN_MS = 2000;

export interface TableOptions {
  /** The WebSocket class of a socket the table opens (Node's tests and the benchmark give ws's). */
  WebSocket?: typeof WebSocket;
  /** The page's sockets, the table's relay's among them (Node's tests give each phone its own). */
  sockets?: RelaySockets;
}

export class LiveTable extends EventTarget {
  readonly doc = new Y.Doc();
  readonly provider: HocuspocusProvider;
  readonly relaySocket: RelaySocket;
  readonly keys: TableKeys;
  readonly presence: PresenceWatch;
  status: TableStatus = 'connecting';
  link: SecureLink;
  /** The game's id on this device, once known (a joining follower learns it from the host). */
  sessionId: string | null;
  /** Why the host's log could not be stored here, if it could not (for the screen). */
  problem: 'mine' | 'invalid' | null = null;
  /** The last take-over this phone saw, for the screen to say. */
  notice: TableNotice | null = null;
  /** The latest head the room holds that its host signed. */
  head: Head | null = null;
  /** Whether the host's phone has been heard from within GONE_MS (or the table just came back and it may yet be). */
  hostHere = false;
  /**
   * When the table last became live, or this phone's beat last came late (its own pause: a tab in
   * the background, a starved core). Either way the host then has GONE_MS to be heard again: what
   * it sent meanwhile may still be waiting in the socket, behind the timer that woke up first.
   */
  private liveSince = 0;
  private lastBeat = Date.now();
  /** Whether the host was here when last heard of while live (so a reconnection gives it GONE_MS to be heard again). */
  private heardHost = false;
  private lastHeard = 0;
  /** The other phones heard from at the last look, and what `behind` was then. */
  private counted = 0;
  private saidBehind = 'null';
  /** The game as this follower last stored it, replayed once by that check: the screen and the seat check use it as it is. */
  mirrored: { session: SessionRow; state: unknown } | null = null;
  /** Set by a host giving way, once it has kept its own log: the next mirror may store a shorter one. */
  windBack = false;
  /** A host's log as it stood when the table last went offline, and when it was live again after. */
  private leftWith: LiveLog | null = null;
  private rejoined = 0;
  /** How long the log was when the epoch this phone follows began with a take-over it saw: what only the link's key may change. */
  private began: { epoch: number; length: number } | null = null;
  /** Take-overs judged, or being judged: each is judged once. */
  private readonly judging = new WeakSet<Head>();

  readonly host: Host;
  private row: Subscription | undefined;
  private mirroring: Promise<void> | null = null;
  private mirrorAgain = false;
  private readonly waiters = new Set<() => void>();
  /** This phone's questions to the host, and how many taps its player has yet to confirm. */
  private readonly asking: Asking;
  private reopening: ReturnType<typeof setTimeout> | undefined;
  private readonly beat: ReturnType<typeof setInterval>;
  private closed = false;

  constructor(
    readonly db: DeviceDb,
    link: SecureLink,
    sessionId: string | null,
    options: TableOptions = {},
  ) {
    super();
    this.link = link;
    this.sessionId = sessionId;
    const keys = tableKeys(link.secret) as TableKeys & { write: WriteKey };
    this.keys = keys;
    this.relaySocket = (options.sockets ?? pageSockets).use(link.relay, options.WebSocket);
    this.provider = new HocuspocusProvider({
      websocketProvider: this.relaySocket.socket,
      name: link.room,
      document: this.doc,
      token: proofToken(this.relaySocket.socket, keys.write, link.room),
    });
    const awareness = this.provider.awareness;
    if (!awareness) throw new Error('the provider made no awareness');
    this.presence = new PresenceWatch(awareness, this.keys, this.signer);
    this.host = new Host(this);
    this.provider.on('status', () => this.statusChanged());
    this.provider.on('synced', () => this.statusChanged());
    // Back on the relay: say again who this phone is, under a newer clock.
    this.provider.on('open', () => this.present());
    this.provider.on('close', () => this.roomClosed());
    this.doc.on('update', (_update: Uint8Array, origin: unknown) => {
      if (origin === this.provider) this.remoteChanged();
      // A host says with its presence the log it now holds.
      else if (this.link.role === 'host') this.present();
    });
    this.asking = new Asking(this);
    awareness.on('change', () => this.look());
    this.present();
    this.beat = setInterval(() => {
      this.presence.say();
      this.look();
      this.lastBeat = Date.now();
      this.forgetLeft();
    }, BEAT_MS);
    this.provider.attach();
    this.statusChanged();
    if (sessionId) this.watch(sessionId);
  }

  get signer(): Signer {
    return { phone: this.link.phone, secretKey: this.link.signingKey };
  }

  get role(): LiveLink['role'] {
    return this.link.role;
  }

  /** Phones at the table now, this one included. */
  get phones(): number {
    return this.presence.others().length + 1;
  }

  /** Whether this phone holds a log of the game (a follower that has stored the host's at least once). */
  get holdsGame(): boolean {
    return this.sessionId !== null;
  }

  /**
   * Whether this follower may take over: live, the host gone (or, taking the table `back`, this
   * phone its host until another took over), the latest log stored here, and this phone the
   * link's key, or on the host's signed roster with room left in the chain (MAX_EPOCH).
   */
  async canTakeOver(back = false): Promise<boolean> {
    const head = this.head;
    const id = this.sessionId;
    if (this.link.role !== 'follower' || this.status !== 'live' || (this.hostHere && !back) || !head || !id) return false;
    const roster = head.certs.at(-1)?.says.roster ?? [];
    const linkKey = this.link.phone === this.link.hostKey;
    if ((!linkKey && (!roster.includes(this.link.phone) || head.certs.length > MAX_EPOCH)) || head.epoch !== this.link.epoch) return false;
    const row = await this.db.sessions.get(id);
    return row !== undefined && revisionOf(row) === head.revision;
  }

  /** Taps of this phone the host's player has yet to confirm (round-end counts, zones, sheets). */
  get confirming(): number {
    return this.asking.confirming;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.reopening);
    clearInterval(this.beat);
    this.row?.unsubscribe();
    this.asking.failAll('offline');
    this.provider.destroy();
    this.relaySocket.release();
    this.doc.destroy();
  }

  // ----- following the stored row -----

  watch(id: string): void {
    this.row?.unsubscribe();
    // The game as stored (its row and last event; the log itself from the cache): a host publishes
    // it in the same task as its commit's change comes.
    this.row = liveQuery(() => readGame(this.db, id)).subscribe({
      next: (read) => {
        const session = read?.session;
        const live = session?.live;
        if (!session || !live || live.room !== this.link.room || !isSecure(live)) return;
        const before = this.link;
        this.link = live;
        if (before.role !== live.role || before.seat !== live.seat || before.epoch !== live.epoch) this.present();
        if (live.role === 'host') this.host.publish(session, read.events);
        this.changed();
      },
      error: () => undefined,
    });
  }

  private statusChanged(): void {
    const connected = this.relaySocket.socket.status === WebSocketStatus.Connected;
    const status: TableStatus = connected && this.provider.isSynced ? 'live' : this.relaySocket.down || this.status !== 'connecting' ? 'offline' : 'connecting';
    if (status === this.status) return;
    // Back from offline; or opened again (a reload, a tab the phone had closed) by a host that went
    // offline under it: either way it is back now.
    if (status === 'live' && (this.status === 'offline' || this.link.left !== undefined)) this.rejoined = Date.now();
    if (this.status === 'live' && this.link.role === 'host')
      void this.storedLog()
        .then(async (log) => {
          this.leftWith = log;
          // Kept with the link too: a page reloaded before it is back still knows (LiveLink.left).
          if (log) await patchLiveLink(this.db, log.session, { left: log.events.length });
        })
        .catch(() => undefined); // a database closed with the page: nothing to judge by then
    this.status = status;
    if (status === 'live') this.liveSince = Date.now();
    // Synced with the relay: the host now knows what the room holds and can set it right.
    if (status === 'live') this.remoteChanged();
    else this.asking.failAll('offline');
    this.look();
    this.changed();
  }

  /** The room closed: with the socket, its reconnection brings it back; alone, it is asked for again in a while. */
  private roomClosed(): void {
    this.statusChanged();
    if (this.closed || this.relaySocket.socket.status !== WebSocketStatus.Connected) return;
    clearTimeout(this.reopening);
    this.reopening = setTimeout(() => {
      if (!this.closed && !this.provider.isSynced) this.relaySocket.socket.attach(this.provider);
    }, REOPEN_MS);
  }

  present(): void {
    const head = this.link.role === 'host' ? readHead(this.doc, this.keys, this.link.hostKey) : null;
    const log = head?.host === this.link.phone ? { revision: head.revision, events: head.length } : {};
    this.presence.say({ role: this.link.role, seat: this.link.seat, epoch: this.link.epoch, ...log });
  }

  /**
   * The host's phone says it holds a later revision than the log this phone follows: the relay
   * served an older copy, or the rest is on its way. How many events each holds, for the screen.
   */
  get behind(): { host: number; here: number } | null {
    const head = this.head;
    if (this.link.role !== 'follower' || !head) return null;
    const host = this.presence.others().find((p) => p.phone === head.host && p.role === 'host' && p.epoch === head.epoch);
    return host?.revision !== undefined && host.events !== undefined && host.revision > head.revision ? { host: host.events, here: head.length } : null;
  }

  /** Looks at who is here: the host's phone, heard from within GONE_MS under the head's key. */
  private look(): void {
    if (this.closed) return;
    // The beat overdue: this phone was paused, and judges the host again as after a reconnection.
    if (this.status === 'live' && Date.now() - this.lastBeat > 2 * BEAT_MS) this.liveSince = Date.now();
    const others = this.presence.others();
    const head = this.head;
    const heard = head !== null && others.some((p: Present) => p.phone === head.host && p.role === 'host');
    // Just (re)connected: the host's next renewal may not have come yet; it is gone only after GONE_MS unheard.
    const settling = this.status === 'live' && Date.now() - this.liveSince < GONE_MS && this.heardHost && this.lastHeard < this.liveSince;
    const here = this.link.role === 'host' || heard || settling;
    if (heard) {
      this.heardHost = true;
      this.lastHeard = Date.now();
    } else if (this.status === 'live' && !settling) this.heardHost = false;
    // The screen says how many phones are here: a phone coming or going is a change too.
    const counted = others.length !== this.counted;
    this.counted = others.length;
    // So is the host's saying it holds more than this phone, or no longer.
    const behind = JSON.stringify(this.behind);
    const moved = behind !== this.saidBehind;
    this.saidBehind = behind;
    if (here === this.hostHere) {
      if (counted || moved) this.changed();
      return;
    }
    this.hostHere = here;
    if (!here) this.asking.failAll('host-away');
    this.changed();
  }

  changed(): void {
    this.dispatchEvent(new Event('change'));
  }

  private remoteChanged(): void {
    if (this.closed) return;
    const head = readHead(this.doc, this.keys, this.link.hostKey);
    // A later epoch's head from another phone is a take-over: judged against what this phone holds first.
    if (head && head.host !== this.link.phone && head.epoch > (this.head?.epoch ?? this.link.epoch)) {
      void this.judge(head).catch(() => undefined); // a database closed with the page: the next change judges it again
      return;
    }
    this.follow(head);
  }

  private follow(head: Head | null): void {
    if (head && (!this.head || head.epoch >= this.head.epoch)) {
      this.head = head;
      this.look();
    }
    if (this.link.role === 'host') this.host.remoteChanged(head);
    else {
      void this.mirror().catch(() => undefined); // a database closed with the page: nothing to store into
      void this.heal().catch(() => undefined); // a database closed with the page: the next change heals
    }
  }

  /**
   * The room holds an older head than the one this follower stored its log under (a relay
   * restored from a backup, or rolled back by its operator): it writes that one back, as its host
   * signed it, with the log it covers, so a phone opening the link gets the whole game.
   */
  private async heal(): Promise<void> {
    const held = this.link.held;
    const says = held?.says as Partial<Head> | undefined;
    const id = this.sessionId;
    if (!held || !says || !id || this.link.role !== 'follower' || this.status !== 'live' || !this.older(says)) return;
    // One phone writes it back: each waits a beat (phones back together hear each other by then),
    // and a beat more for every follower here whose key sorts before its own, then looks again.
    // Two writing at once would each append the missing cards, and the room would hold them twice
    // until the host wrote.
    const beat = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, BEAT_MS));
    await beat();
    for (let i = this.presence.others().filter((p) => p.role === 'follower' && p.phone < this.link.phone).length; i > 0; i--) await beat();
    if (this.closed || this.link.role !== 'follower' || !this.older(says)) return;
    const read = await readGame(this.db, id);
    if (!read || read.events.length !== says.length || digest(read.events) !== says.digest) return;
    if (this.closed || this.link.role !== 'follower' || !this.older(says)) return;
    this.doc.transact(() => writeBack(this.doc, this.keys, held, read.events));
  }

  /** Whether the room's head is older than `than` (a head this phone holds), or the room has none. */
  private older(than: Partial<Head>): boolean {
    const room = readHead(this.doc, this.keys, this.link.hostKey);
    if (!room) return true;
    return room.session === than.session && (room.epoch < (than.epoch ?? 0) || (room.epoch === than.epoch && room.revision < (than.revision ?? 0)));
  }

  /**
   * A take-over is followed only if its log begins with every event this phone knows the table
   * held and keeps the game's set-up (./doc.ts, judgeTakeOver); otherwise it is refused and said,
   * and a host writes its own head back over it.
   */
  private async judge(head: Head): Promise<void> {
    if (this.judging.has(head)) return;
    // A chain that branches off the one this phone follows is no take-over of this table's host.
    if (this.head && !continues(this.head, head, this.link.hostKey)) {
      this.judging.add(head);
      if (this.link.role === 'host') this.host.remoteChanged(null);
      return;
    }
    const log = readLog(this.doc, head, this.keys);
    // Its events are still on their way: judged once the room holds them all.
    if (!log) return;
    this.judging.add(head);
    const verdict = judgeTakeOver(await this.agreedLog(), log);
    if (this.closed) return;
    const seat = head.seats.find((s) => s.phone === head.host)?.seat ?? null;
    if (verdict.ok) {
      // Gone from the room meanwhile: the head there now is judged in its turn.
      if (readHead(this.doc, this.keys, this.link.hostKey) !== head) return;
      // Once per take-over: the new host's next heads come while this one is judged (this.head moves
      // on only once it is followed), and judged in their turn they must not say it again, over what
      // a host that gave way was told (the log it kept apart, "Take it back"), nor move where the
      // epoch began.
      if (this.began?.epoch !== head.epoch) {
        if (this.link.role === 'follower') this.notice = { kind: 'taken-over', seat, kept: null };
        this.began = { epoch: head.epoch, length: log.events.length };
      }
      this.follow(head);
      return;
    }
    this.notice = { kind: 'refused', seat, dropped: 'dropped' in verdict ? verdict.dropped : null };
    this.changed();
    if (this.link.role === 'host') this.host.remoteChanged(null);
  }

  /**
   * The log this phone knows the table held: a follower's as it stored it; a host's as it stood
   * when it last went offline, while it is back less than GONE_MS (what it recorded away no phone
   * could have seen, and a phone may have taken over meanwhile, whose head is on its way), else
   * its own.
   */
  private async agreedLog(): Promise<LiveLog | null> {
    // Not live yet is coming back too: the room's state is judged as it arrives, before it is synced.
    const back = this.link.role === 'host' && (this.status !== 'live' || Date.now() - this.rejoined < GONE_MS);
    if (back && this.leftWith) return this.leftWith;
    const stored = await this.storedLog();
    // Reloaded since it went offline: its log up to where the table last held it (LiveLink.left).
    const left = this.link.left;
    return back && stored && left !== undefined && left < stored.events.length ? { ...stored, events: stored.events.slice(0, left) } : stored;
  }

  /** A host back for a while holds the table again: where it went offline no longer counts (LiveLink.left). */
  private forgetLeft(): void {
    const id = this.sessionId;
    if (this.link.left === undefined || !id || this.link.role !== 'host' || this.status !== 'live' || Date.now() - this.rejoined < GONE_MS) return;
    void patchLiveLink(this.db, id, {}, ['left']).catch(() => undefined); // a database closed with the page: the next beat forgets it
  }

  private async storedLog(): Promise<LiveLog | null> {
    const id = this.sessionId;
    const read = id ? await readGame(this.db, id) : undefined;
    if (!read) return null;
    return { session: read.session.id, game: read.session.game, config: read.session.config, events: read.events, revision: revisionOf(read.session) };
  }

  // ----- follower -----

  /** Stores the room's log if it is newer; resolves once this phone holds what the room held when called. */
  mirror(): Promise<void> {
    if (this.mirroring) {
      this.mirrorAgain = true;
      return this.mirroring;
    }
    this.mirroring = (async () => {
      try {
        do {
          this.mirrorAgain = false;
          await this.mirrorOnce();
        } while (this.mirrorAgain && !this.closed);
      } finally {
        this.mirroring = null;
        for (const wake of [...this.waiters]) wake();
      }
    })();
    return this.mirroring;
  }

  private async mirrorOnce(): Promise<void> {
    const head = this.head;
    if (!head || this.link.role !== 'follower' || this.closed) return;
    if (head.host === this.link.phone || head.epoch < this.link.epoch) return;
    if (this.sessionId !== null && head.session !== this.sessionId) return;
    const log = readLog(this.doc, head, this.keys);
    if (!log) return;
    if (this.sessionId !== null && head.epoch === this.link.epoch && !this.windBack) {
      // An older head of this epoch (a replay) never winds the stored game back.
      const stored = await this.storedLog();
      if (stored && stored.revision > head.revision) return;
      if (stored && !this.changedInEpoch(head, stored.events, log.events)) return;
    }
    const mine = head.seats.find((s) => s.phone === this.link.phone);
    const signed = signedHead(this.doc, this.keys);
    const same = signed?.says as Partial<Head> | undefined;
    const held = same?.revision === head.revision && same.digest === head.digest && same.epoch === head.epoch ? signed : this.link.held;
    const link: SecureLink = {
      ...this.link,
      ...(held ? { held } : {}),
      role: 'follower',
      epoch: head.epoch,
      seat: mine ? mine.seat : this.link.seat,
      whole: mine ? mine.whole : this.link.whole,
    };
    const result = await mirrorSession(this.db, log, link);
    if (!result.ok) {
      this.problem = 'mine' in result ? 'mine' : 'invalid';
      this.changed();
      return;
    }
    this.problem = null;
    this.windBack = false;
    this.mirrored = { session: result.session, state: result.state };
    const stored = result.session.live;
    if (stored && isSecure(stored)) this.link = stored;
    if (this.sessionId === null) {
      this.sessionId = result.session.id;
      this.watch(result.session.id);
    }
    this.changed();
  }

  /**
   * The host of this epoch changed what this phone stored (its undo, or a fix): said as what it
   * is, never as a silently shorter log. A phone that took over may change only what was recorded
   * in its own epoch; what came before only the link's key may (issue 35): anything else is
   * refused, and false returned.
   */
  private changedInEpoch(head: Head, stored: unknown[], events: unknown[]): boolean {
    let kept = 0;
    while (kept < stored.length && kept < events.length && JSON.stringify(stored[kept]) === JSON.stringify(events[kept])) kept++;
    if (kept === stored.length) return true;
    const seat = head.seats.find((s) => s.phone === head.host)?.seat ?? null;
    const began = this.began?.epoch === head.epoch ? this.began.length : 0;
    // This phone hosted until it gave way to this epoch's host: what it recorded alone is kept apart
    // (the notice links to it), and the table's log takes its place here; neither a refusal nor an undo.
    if (this.notice?.kind === 'taken-over' && this.notice.back && this.began?.epoch === head.epoch) return true;
    if (head.host !== this.link.hostKey && kept < began) {
      this.notice = { kind: 'refused', seat, dropped: began - kept };
      this.changed();
      return false;
    }
    // This phone just gave way to this epoch's host (or was told of it): the log it now takes replaces
    // the one it held for the take-over's sake, which the notice already says (with the log it kept
    // apart, and "Take it back"); an undo or fix would be a false word over it.
    if (this.notice?.kind === 'taken-over' && this.began?.epoch === head.epoch) return true;
    this.notice =
      kept === events.length ? { kind: 'undid', seat, events: stored.slice(kept) } : { kind: 'fixed', seat, at: kept, was: stored[kept], now: events[kept] };
    return true;
  }

  /**
   * Asks the host to append `event` to the log at `revision` (the one this phone showed when the
   * player tapped). Refused here at once when the host is gone or it is another seat's turn;
   * resolves with the host's answer once this phone has stored the log it produced.
   */
  async propose(event: unknown, revision: number): Promise<Answer> {
    if (this.status !== 'live') throw new TableUnreachable('offline');
    if (!this.hostHere) throw new TableUnreachable('host-away');
    const early = await this.ownTurn(event, revision);
    if (early) return early;
    const answer = await this.asking.ask({ kind: 'event', revision, event });
    if ('revision' in answer && Number.isSafeInteger(answer.revision)) await this.stored(answer.revision);
    return answer;
  }

  /** This phone's own look at whose turn it is, before asking: the host looks again. */
  private async ownTurn(event: unknown, revision: number): Promise<Answer | null> {
    const id = this.sessionId;
    const head = this.head;
    if (!id || !head) return null;
    const mirrored = this.mirrored;
    const loaded = mirrored?.session.id === id ? mirrored : await readGame(this.db, id);
    const module = loaded && gameFor(await this.db.rules(), loaded.session.game);
    if (!loaded || !module) return null;
    // A tap made on a log that has moved on is the host's to call a conflict, not a turn question.
    if (revisionOf(loaded.session) !== revision) return null;
    const parsed = module.parseEvent(loaded.session.config, event);
    if (!parsed.ok) return null;
    let actor;
    try {
      actor = module.actor(loaded.session.config, loaded.state, parsed.event);
    } catch {
      // a move the rules cannot place: no answer of its own, the host is asked
      return null;
    }
    const judged = judgeTurn({ phone: this.link.phone, seat: this.link.seat, whole: this.link.whole === true }, actor, head.whole);
    return typeof judged === 'string' ? null : judged;
  }

  /** Chooses this phone's seat (null: to watch) and whether it records for the whole table; the host answers. */
  async chooseSeat(seat: number | null, whole = false): Promise<Answer> {
    const joining: Joining = { kind: 'seat', seat, whole };
    const answer = await this.asking.ask(joining);
    if ('ok' in answer && answer.ok) await this.mirror();
    return answer;
  }

  /** Resolves once this phone's copy is at `revision` or past it, woken by each mirror (or after a while, in any case). */
  private async stored(revision: number): Promise<void> {
    const end = Date.now() + ANSWER_TIMEOUT_MS;
    for (;;) {
      const id = this.sessionId;
      const row = id ? await this.db.sessions.get(id) : undefined;
      if ((row && revisionOf(row) >= revision) || Date.now() > end || this.closed) return;
      await new Promise<void>((resolve) => {
        const wake = (): void => {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, Math.max(0, end - Date.now()));
        this.waiters.add(wake);
      });
    }
  }

  /** This follower becomes the host, with the log it holds, one epoch up, when `canTakeOver` (`back`: taking back the table another phone took). */
  async takeOver(back = false): Promise<boolean> {
    if (!(await this.canTakeOver(back))) return false;
    return this.host.takeOver(this.head as Head);
  }
}
