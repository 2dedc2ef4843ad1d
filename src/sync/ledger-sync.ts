/**
 * The ledger's sync engine (docs/sync.md): this device's games and those of its other devices,
 * kept in step through the sync server, which holds them sealed (./entry.ts).
 *
 * The ledger is SHARDS Yjs documents on the server (./ledger-keys.ts), one map of games each, read
 * one after another so that a device of thousands of games never takes them all at once. Every
 * map is keyed by keyed hashes of ids (names), never by an id: a game's id is read from its sealed
 * header (./entry.ts), and looked up by its name. Every game
 * is then looked at (`settle`) whenever its value in the document or its log here changes:
 *
 * - the ledger has nothing newer than what this device last agreed on (LedgerMetaRow) → this
 *   device's change, if any, is sent (its version vector one up for this device);
 * - the ledger has something newer and this device changed nothing since → it is written here;
 * - both changed while apart → this device's game is kept as a game of its own, marked a fork of
 *   the other (never interleaved), and the ledger's is written in its place.
 *
 * Nothing here trusts the document: every game read is checked as a backup's game is
 * (../store/backup-format.ts), and a write here never replaces a log that changed on this device
 * since the look (../store/ledger.ts, `expected`).
 *
 * Nor does the secret make a writer (issue 35, point 4): every game and player value is signed by
 * the device that wrote it (./entry.ts, ./players.ts), and one is taken only when its signer is on
 * the signed device list of shard 0, less any device a signed key change removes (`signers`), the
 * list that decides which key changes to obey. Any other value is ignored and counted with the
 * ignored key changes; its game is looked at again whenever the list changes, since a new device's
 * first values may come before its entry.
 */
import * as Y from 'yjs';
import { HocuspocusProvider, WebSocketStatus } from '@hocuspocus/provider';
import { proofToken, RelaySockets, type RelaySocket } from '../wire/relay-socket';
import { newKeyring } from './ledger-link';
import { onPlayersChanged, onSessionChanged } from '../store/changes';
import {
  ledgerIds,
  ledgerViews,
  markLedger,
  readLedgerGame,
  writeLedgerGames,
  type LedgerGame,
  type LedgerTake,
  type LedgerView,
  type LedgerWrite,
} from '../store/ledger';
import { Pace } from '../store/pace';
import { revisionOf } from '../store/revision';
import type { DeviceDb, LedgerMetaRow, LedgerSetting } from '../store/index';
import { contentDigest, DELETED, openHeader, sealEntry, signedBy, type Header, type Signer } from './entry';
import { forkId, ledgerKeys, legacySealing, sealingOf, shardOf, shardRoom, SHARDS, type LedgerKeys, type LedgerSealing } from './ledger-keys';
import { settlePlayers } from './players';
import { checkedBody } from './ledger-body';
import { readToSend, sendBudget, sendPaced, type Send } from './ledger-send';
import { deviceList, sayHere, serverHolds, writeMove } from './devices';
import { readMoves, type KeyChange, type MoveVerdict } from './key-change';
import { openSealed } from './rekey';
import { setLedgerStatus, type KeyChoice, type LedgerStatus } from './status';
import { below, bumped, merged } from './versions';

/** The origin of this device's own writes to the documents, which it need not look at again. */
const MINE = Symbol('mine');
/** Games looked at between two writes to the documents and the store. */
const BATCH = 50;
/** How often a device says it is there (its entry in the device list) while it syncs. */
const SEEN_EVERY_MS = 60_000;
/** The relay's close code for a ledger at its size limit (server/guard.ts). */
const LEDGER_FULL = 4011;
/**
 * Reasons a room alone is closed for that trying again would not change (server/guard.ts, and
 * Hocuspocus's refusals): the room stays closed until the socket's next connection or the app's
 * next start. Any other (the relay unloading idle rooms past its memory budget, 'relay busy') is
 * tried again after REOPEN_MS, twice as long after each close, up to REOPEN_MAX_MS; after REOPEN_MS
 * again once the room stayed open REOPEN_MAX_MS (a relay within its budget again).
 */
const FINAL_CLOSES: ReadonlySet<string> = new Set(['ledger full', 'room full', 'no such room', 'Unauthorized', 'Forbidden']);
const REOPEN_MS = 2000;
const REOPEN_MAX_MS = 60_000;

export interface SyncOptions {
  WebSocketClass?: typeof WebSocket;
  /** Told the ledger's new secret when another device unlinked a device and this one moves with it. */
  moved?: (secret: string) => void;
  /** Where the status goes (./status.ts by default; tests running two devices give their own). */
  status?: (patch: Partial<LedgerStatus>) => void;
}

/** A shard's reopening after the relay closed its room alone (`shardClosed`). */
type Reopening = { timer?: ReturnType<typeof setTimeout>; wait: number; syncedAt: number };

/** A game of the ledger to write here, once its body is opened and checked. */
type Take = { id: string; raw: Uint8Array; header: Header; revision: number | null; forkTo?: string };

export class LedgerSync {
  private readonly keys: LedgerKeys;
  /** The ledger's key in the shape ../wire/crypto.ts seals JSON with, and how it names ids. */
  private readonly sealing: LedgerSealing;
  /** The id of each game name met: a name the ledger deletes is looked at as its game. */
  private readonly ids = new Map<string, string>();
  /** While a ledger of the previous version is watched for a key change (`setting.legacyUntil`): its old shard 0. */
  private legacy: { doc: Y.Doc; provider: HocuspocusProvider } | undefined;
  private readonly sockets = new RelaySockets();
  private socket: RelaySocket | undefined;
  private readonly docs: Y.Doc[] = [];
  private readonly providers: HocuspocusProvider[] = [];
  private readonly synced: boolean[] = Array.from({ length: SHARDS }, () => false);
  /** Shards whose first look has queued every game in them and every game of this device's that belongs there. */
  private readonly queued: boolean[] = Array.from({ length: SHARDS }, () => false);
  /** By shard, the games its first look queued that are not looked at yet: the progress. */
  private readonly unlooked: Set<string>[] = Array.from({ length: SHARDS }, () => new Set());
  /** By shard, its room's next reopening after the relay closed it alone, the wait before the one after, and when it last synced. */
  private readonly reopening: Reopening[] = Array.from({ length: SHARDS }, () => ({ wait: REOPEN_MS, syncedAt: 0 }));
  private readonly waiting = new Set<string>();
  private draining: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private full = false;
  private unreadable = new Set<string>();
  private forks = 0;
  private seenAt = 0;
  private readonly status: (patch: Partial<LedgerStatus>) => void;
  private readonly stopListening: () => void;
  private readonly stopHearingPlayers: () => void;
  /** The players are to be looked at (./players.ts) with the next games. */
  private playersDue = false;
  /** Local ids by shard, read once at start: a shard's first look covers the games only here. */
  private localIds: Promise<string[]> | undefined;
  /** Games whose value in the ledger is not signed by a device this one follows, by name: counted, and looked at again when the list changes. */
  private readonly unsigned = new Map<string, string>();
  /** Player values not signed by a device this one follows, at the last look at the players. */
  private unsignedPlayers = 0;
  /** The signers this device follows (`signers`), read again when shard 0's devices or key changes change. */
  private signersRead: ReadonlyMap<string, string> | undefined;

  constructor(
    private readonly db: DeviceDb,
    private readonly setting: LedgerSetting,
    private readonly options: SyncOptions = {},
  ) {
    this.keys = ledgerKeys(setting.secret) as LedgerKeys;
    this.sealing = sealingOf(this.keys);
    this.status = options.status ?? setLedgerStatus;
    this.stopListening = onSessionChanged(db, (id) => this.look(id));
    this.stopHearingPlayers = onPlayersChanged(db, () => this.lookAtPlayers());
  }

  matches(db: DeviceDb, setting: LedgerSetting): boolean {
    return db === this.db && setting.secret === this.setting.secret && setting.relay === this.setting.relay && setting.device === this.setting.device;
  }

  /** Opens the shards one after another, each looked at as soon as it is read. */
  start(): void {
    this.status({ state: 'connecting', done: 0, total: SHARDS, unreadable: 0, forks: 0 });
    this.socket = this.sockets.use(this.setting.relay, this.options.WebSocketClass);
    this.socket.socket.on('close', ({ event }: { event: { code?: number } }) => {
      // The server refuses this ledger more: every try again would send the same and be refused
      // the same. The changes stay here; the next start of the app tries again.
      if (event?.code === LEDGER_FULL && !this.stopped) {
        this.full = true;
        this.status({ state: 'full' });
        setTimeout(() => this.stop(), 0);
      }
    });
    this.socket.socket.on('status', () => this.tell());
    this.localIds = ledgerIds(this.db).catch(() => []); // this device's ids unread: its games wait for their next change
    if ((this.setting.legacyUntil ?? 0) > this.db.now()) this.openLegacy();
    else this.open(0);
  }

  /**
   * A ledger of the previous version (docs/sync.md): before any room of this version is written,
   * the old rooms' shard 0 is read for a key change this device has yet to follow (one made while
   * it was offline), which it follows first: its games never go to rooms that a device unlinked
   * there could still read. Then it is watched while the sync runs, until `legacyUntil`: a device
   * not yet updated may unlink one after this one moved to the new rooms. Nothing is written there.
   */
  private openLegacy(): void {
    const legacy = legacySealing(this.setting.secret);
    if (!legacy || !this.socket) return this.open(0);
    const doc = new Y.Doc();
    const name = shardRoom(legacy.room, 0);
    const provider = new HocuspocusProvider({
      websocketProvider: this.socket.socket,
      name,
      document: doc,
      token: proofToken(this.socket.socket, this.keys.write, name),
    });
    this.legacy = { doc, provider };
    let read = false;
    let opened = false;
    const look = (): void => {
      if (this.stopped || this.legacy?.provider !== provider || !read) return;
      if (this.obeyMoves(doc, legacy, false) || opened) return;
      opened = true;
      this.open(0);
    };
    provider.on('synced', () => {
      read = true;
      look();
    });
    // Looked at after the change that says so has been applied, not inside it: it may stop the sync.
    doc.getMap('moved').observe(() => setTimeout(look, 0));
    doc.getMap('devices').observe(() => setTimeout(look, 0));
    provider.attach();
  }

  private closeLegacy(): void {
    this.legacy?.provider.destroy();
    this.legacy?.doc.destroy();
    this.legacy = undefined;
  }

  /** The name of game `id` in the ledger's maps: its keyed hash. */
  private gameName(id: string): string {
    const name = this.sealing.name('g', id);
    this.ids.set(name, id);
    return name;
  }

  /** The shard game `id` lives in. */
  private shard(id: string): number {
    return shardOf(this.gameName(id));
  }

  /** The id of the game under `name` in `games`, from its sealed header (or met before); null when it cannot be read. */
  private idOf(name: string, games: Y.Map<Uint8Array>): string | null {
    const raw = games.get(name);
    const header = raw === undefined ? null : openHeader(this.sealing, name, raw);
    if (header) {
      this.ids.set(name, header.id);
      return header.id;
    }
    const known = this.ids.get(name);
    if (known !== undefined) return known;
    if (raw !== undefined) this.unreadable.add(name);
    return null;
  }

  private open(shard: number): void {
    if (this.stopped || shard >= SHARDS || !this.socket) return;
    const doc = new Y.Doc();
    const name = shardRoom(this.keys.id, shard);
    const provider = new HocuspocusProvider({
      websocketProvider: this.socket.socket,
      name,
      document: doc,
      token: proofToken(this.socket.socket, this.keys.write, name),
    });
    this.docs[shard] = doc;
    this.providers[shard] = provider;
    const games = doc.getMap<Uint8Array>('games');
    games.observe((event, transaction) => {
      if (transaction.origin === MINE) return;
      for (const name of event.keysChanged as Set<string>) {
        const id = this.idOf(name, games);
        if (id !== null) this.look(id);
      }
    });
    if (shard === 0) {
      // A key change is read with the list that signs it: a signer's entry may come after its change.
      doc.getMap<Uint8Array>('devices').observe(() => {
        this.signersRead = undefined;
        this.tell();
        setTimeout(() => this.lookAtMoves(), 0);
        // A device's values may have come before its entry: what waited for a signer is looked at again.
        for (const id of this.unsigned.values()) this.look(id);
        if (this.unsignedPlayers > 0) this.lookAtPlayers();
      });
      // Looked at after the change that says so has been applied, not inside it: it may stop the sync.
      // This device's own key change is followed by unlink() once the server holds it, not before.
      doc.getMap<unknown>('moved').observe((_event, transaction) => {
        this.signersRead = undefined;
        if (transaction.origin !== MINE) setTimeout(() => this.lookAtMoves(), 0);
      });
      doc.getMap<Uint8Array>('players').observe((_event, transaction) => {
        if (transaction.origin !== MINE) this.lookAtPlayers();
      });
    }
    // "Synced" waits for the server to have taken this device's changes (it acknowledges each),
    // again after a reconnection: a device closed then must have sent them.
    provider.on('unsyncedChanges', ({ number }: { number: number }) => {
      if (number === 0) this.tell();
    });
    provider.on('close', ({ event }: { event?: { reason?: string } }) => this.shardClosed(shard, provider, event?.reason));
    let opened = false;
    provider.on('synced', () => {
      (this.reopening[shard] as Reopening).syncedAt = Date.now();
      if (opened) this.tell();
      if (opened || this.stopped) return;
      opened = true;
      this.synced[shard] = true;
      if (shard === 0) {
        this.lookAtPlayers();
        this.lookAtMoves();
        // Listed before any value of this device's is sent (the look above only queues it): the
        // others take its values once they read its entry. Not in a ledger it has just left.
        if (!this.stopped) {
          this.seenAt = this.db.now();
          sayHere(doc, this.sealing, this.setting, this.seenAt, MINE);
        }
      }
      void this.firstLook(shard, games);
      this.tell();
      this.open(shard + 1);
    });
    provider.attach();
  }

  /**
   * Shard `shard`'s room closed. With the socket, the socket's reconnection opens it again; alone,
   * by the relay (past its memory budget it unloads the rooms no phone sent to for a while, and a
   * ledger's shards with no change are exactly those), the shard would hear and send nothing more
   * until the socket reconnects: it is asked for again in a while, each time later while the relay
   * keeps closing it, never for a final refusal. Meanwhile the status says it is not all synced.
   */
  private shardClosed(shard: number, provider: HocuspocusProvider, reason: string | undefined): void {
    const reopening = this.reopening[shard] as Reopening;
    const connected = (): boolean => this.socket?.socket.status === WebSocketStatus.Connected;
    // The socket's close is told by its status, once for every shard.
    if (this.stopped || !connected()) return;
    this.tell();
    if (FINAL_CLOSES.has(reason ?? '')) return;
    if (Date.now() - reopening.syncedAt >= REOPEN_MAX_MS) reopening.wait = REOPEN_MS;
    clearTimeout(reopening.timer);
    reopening.timer = setTimeout(() => {
      reopening.timer = undefined;
      // A socket that dropped meanwhile opens every room again on its reconnection.
      if (!this.stopped && connected() && this.providers[shard] === provider && !provider.synced) this.socket?.socket.attach(provider);
    }, reopening.wait);
    reopening.wait = Math.min(reopening.wait * 2, REOPEN_MAX_MS);
  }

  /** A shard just read: every game in it, and every game of this device that belongs in it. */
  private async firstLook(shard: number, games: Y.Map<Uint8Array>): Promise<void> {
    const here = (await this.localIds) ?? [];
    const named = [...games.keys()].flatMap((name) => this.idOf(name, games) ?? []);
    const first = [...new Set([...named, ...here.filter((id) => this.shard(id) === shard)])];
    for (const id of first) {
      this.unlooked[shard]?.add(id);
      this.look(id);
    }
    this.queued[shard] = true;
    // A game made here since the sync started (a fork kept apart) may have waited for this shard,
    // which holds nothing yet: looked at now, or it would wait for a change that never comes.
    this.look(null);
  }

  /** Stopped (left, unlinked, moved, or the ledger full): it never opens its socket again. */
  get isStopped(): boolean {
    return this.stopped;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.stopListening();
    this.stopHearingPlayers();
    this.closeLegacy();
    for (const { timer } of this.reopening) clearTimeout(timer);
    for (const provider of this.providers) provider.destroy();
    for (const doc of this.docs) doc.destroy();
    this.socket?.release();
  }

  /** Queues the players to be looked at with the games. */
  private lookAtPlayers(): void {
    this.playersDue = true;
    this.look(null);
  }

  /** Queues game `id` to be looked at (null: nothing but what waits already). */
  look(id: string | null): void {
    if (this.stopped) return;
    if (id !== null) this.waiting.add(id);
    if (this.draining || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.draining = this.drain()
        .catch((error: unknown) => {
          // A look whose database closed under it (as the page goes, or as a test ends, its writes
          // still on their way) is dropped, its games looked at with their next change; it was an
          // unhandled rejection. Any other failure is still one.
          if ((error as { name?: unknown } | null)?.name !== 'DatabaseClosedError') throw error;
        })
        .finally(() => {
          this.draining = null;
          if (this.ready()) this.look(null);
          this.tell();
        });
    }, 15);
  }

  /** Resolves once every game queued so far is looked at (for tests and the benchmark). */
  async idle(): Promise<void> {
    while (this.draining || this.timer || this.ready()) {
      await (this.draining ?? new Promise((resolve) => setTimeout(resolve, 20)));
    }
  }

  /** Whether something waits that can be looked at now (a game of a shard not read yet waits for it). */
  private ready(): boolean {
    return (this.playersDue && this.synced[0] === true) || [...this.waiting].some((id) => this.synced[this.shard(id)]);
  }

  private async drain(): Promise<void> {
    const pace = new Pace();
    const budget = sendBudget();
    while ((this.waiting.size > 0 || this.playersDue) && !this.stopped) {
      if (this.playersDue && this.synced[0]) {
        this.playersDue = false;
        const map = (this.docs[0] as Y.Doc).getMap<Uint8Array>('players');
        const signer = this.signer();
        const settled = signer
          ? await settlePlayers(this.db, map, this.sealing, signer, this.signers(), (write) => (this.docs[0] as Y.Doc).transact(write, MINE)).catch(() => null) // settled again at the players' next change
          : null;
        if (settled) {
          this.unsignedPlayers = settled.unsigned;
          this.status({ playersLeftOut: settled.leftOut });
        }
      }
      const ids: string[] = [];
      for (const id of this.waiting) {
        if (ids.length === BATCH) break;
        if (this.synced[this.shard(id)]) ids.push(id);
      }
      if (ids.length === 0) return;
      for (const id of ids) this.waiting.delete(id);
      const sends: Send[] = [];
      const agreed: LedgerMetaRow[] = [];
      const takes: Take[] = [];
      const views = await ledgerViews(this.db, ids).catch(() => null); // views unread: these games are looked at with their next change
      const games = await readToSend(this.db, this.docs, ids, views ?? [], (id) => this.gameName(id));
      for (const [i, id] of ids.entries()) {
        try {
          const view = views?.[i];
          if (view) await this.settle(id, view, sends, agreed, takes, games);
        } catch {
          // A failed look (the store busy, a damaged row) is tried again with the next change.
        }
        if (pace.due) await pace.breathe();
      }
      await this.take(takes, pace);
      await sendPaced(this.docs, sends, budget, pace, MINE);
      if (agreed.length > 0) await markLedger(this.db, agreed);
      for (const id of ids) this.unlooked[this.shard(id)]?.delete(id);
      // A new device takes thousands of games after its last shard is read: the progress follows them.
      this.tell();
    }
  }

  /** Looks at one game: sends this device's change, takes the ledger's, or keeps both apart. */
  private async settle(
    id: string,
    { session, meta }: LedgerView,
    sends: Send[],
    agreed: LedgerMetaRow[],
    takes: Take[],
    games: ReadonlyMap<string, LedgerGame>,
  ): Promise<void> {
    const name = this.gameName(id);
    const shard = shardOf(name);
    const raw = (this.docs[shard] as Y.Doc).getMap<Uint8Array>('games').get(name);
    const opened = raw === undefined ? undefined : openHeader(this.sealing, name, raw);
    if (opened === null || (opened && opened.id !== id)) return void this.unreadable.add(name);
    const revision = session ? revisionOf(session) : null;
    const changedHere = meta ? meta.revision !== revision : session !== undefined;
    // A value whose header is the very one this device agreed on gives nothing to take or merge: it
    // is not checked again (a device's restart would otherwise check every game's signature).
    const asAgreed = opened && meta && opened.digest === meta.digest && below(opened.vv, meta.vv) && below(meta.vv, opened.vv);
    if (opened && !asAgreed && !signedBy(this.sealing, name, raw, this.signers())) {
      // Not written by a device this one follows: never taken. It is counted and looked at again
      // when the list changes (its signer may be a device whose entry is still to come); a change
      // made here is sent over it, as over a value of the ledger's this device already has.
      this.unsigned.set(name, id);
      if (changedHere && !this.full && !session?.live) await this.offer(id, shard, meta?.vv ?? {}, revision, sends, agreed, games);
      return;
    }
    this.unsigned.delete(name);
    const remote: Header | undefined = opened && { vv: opened.vv, digest: opened.digest };
    const news = remote !== undefined && (!meta || !below(remote.vv, meta.vv));
    // The version this device last agreed on is not under the ledger's: it lost to another device's
    // write of the same moment, and is kept like a change of this device's.
    const lost = remote !== undefined && meta !== undefined && !below(meta.vv, remote.vv);
    // The ledger lacks what this device and it agreed on (a server restored from an older copy):
    // sent again as it was, so the other devices, which agreed on it too, see nothing new.
    if (remote === undefined && meta !== undefined && !changedHere) return this.offer(id, shard, meta.vv, revision, sends, agreed, games, false);
    // The same when it holds an older version than the one agreed on (a deletion included): else a
    // device that reads the ledger now takes the older one, and the two never agree again.
    if (remote !== undefined && meta !== undefined && !changedHere && below(remote.vv, meta.vv) && !below(meta.vv, remote.vv))
      return this.offer(id, shard, meta.vv, revision, sends, agreed, games, false);
    // A game at a live table is the table's: the ledger gets it, and never writes over it here.
    if (!news || (session?.live && !lost)) {
      if (changedHere && !this.full) await this.offer(id, shard, merged(meta?.vv ?? {}, remote?.vv ?? {}), revision, sends, agreed, games);
      return;
    }
    const take = remote;
    if (!changedHere && !lost) return void takes.push({ id, raw: raw as Uint8Array, header: take, revision });
    // Both changed while apart.
    const game = session ? (games.get(id) ?? (await readLedgerGame(this.db, id))) : undefined;
    const digest = game ? contentDigest(game) : DELETED;
    if (digest === take.digest) return void agreed.push({ id, vv: merged(take.vv, meta?.vv ?? {}), digest, revision });
    if (!session || (take.digest === DELETED && !this.full)) {
      // An edit wins over a deletion: the game comes back (here, or on the others).
      if (!session) return void takes.push({ id, raw: raw as Uint8Array, header: take, revision });
      return this.offer(id, shard, merged(take.vv, meta?.vv ?? {}), revision, sends, agreed, games);
    }
    if (session.live) return;
    this.forks++;
    takes.push({ id, raw: raw as Uint8Array, header: take, revision, forkTo: forkId(id, digest) });
  }

  /** Sends this device's version of a game (or its deletion). */
  private async offer(
    id: string,
    shard: number,
    base: Header['vv'],
    revision: number | null,
    sends: Send[],
    agreed: LedgerMetaRow[],
    games: ReadonlyMap<string, LedgerGame>,
    bump = true,
  ): Promise<void> {
    const game = revision === null ? null : (games.get(id) ?? (await readLedgerGame(this.db, id)));
    if (game === undefined) return;
    // A table's keys stay on the phone at the table; a game it followed goes as a followed game.
    if (game?.session.live) game.session = { ...game.session, live: undefined, ...(game.session.live.role === 'follower' ? { followed: true as const } : {}) };
    const signer = this.signer();
    if (!signer) return;
    const header: Header = { vv: bump ? bumped(base, this.setting.device) : base, digest: game ? contentDigest(game) : DELETED };
    sends.push({ shard, name: this.gameName(id), value: await sealEntry(this.sealing, id, header, game, signer) });
    agreed.push({ id, vv: header.vv, digest: header.digest, revision: game ? revisionOf(game.session) : null });
  }

  /** Writes the ledger's versions of games here (each checked first), keeping this device's apart where `forkTo` says. */
  private async take(takes: readonly Take[], pace: Pace): Promise<void> {
    if (takes.length === 0) return;
    const writes: LedgerTake[] = [];
    // One at a time, with a breath when the slice is used up: a batch's bodies never add up to one long task.
    for (const { id, raw, header, revision, forkTo } of takes) {
      let game: LedgerGame | null = null;
      const name = this.gameName(id);
      if (header.digest !== DELETED) {
        const checked = await checkedBody(this.db, this.keys.key, name, id, raw);
        if (pace.due) await pace.breathe();
        if (!checked) {
          this.unreadable.add(name);
          continue;
        }
        game = checked;
      }
      this.unreadable.delete(name);
      writes.push({ id, game, agreed: { vv: header.vv, digest: header.digest }, expected: revision, ...(forkTo === undefined ? {} : { forkTo }) });
    }
    // A key change read meanwhile (one that removes the device that wrote these) stopped the sync: nothing more is taken.
    if (this.stopped) return;
    const done: (LedgerWrite | null)[] = await writeLedgerGames(this.db, writes).catch(async () => {
      // One game the store refuses must not hold back the rest of its batch: each alone, then.
      const each: (LedgerWrite | null)[] = [];
      for (const write of writes)
        each.push(
          await writeLedgerGames(this.db, [write]).then(
            ([one]) => one ?? null,
            () => null,
          ),
        );
      return each;
    });
    for (const [i, { id, game }] of writes.entries()) {
      const write = done[i];
      // A failed write is tried again with the next change, as a failed look is.
      if (!write) continue;
      if (write.moved) this.look(id);
      else if (game) this.playersDue = true;
      // Deleted on another device: Home offers its Undo here too.
      else if (write.deleted) this.status({ deletedElsewhere: write.deleted });
    }
  }

  /** Says where the sync is, and every while that this device is there. */
  private tell(): void {
    if (this.stopped) return;
    const read = this.synced.filter(Boolean).length;
    const connected = this.socket !== undefined && !this.socket.down;
    const all = read === SHARDS && this.waiting.size === 0 && !this.draining && this.providers.every((p) => p.synced && !p.hasUnsyncedChanges);
    const state: LedgerStatus['state'] = this.full
      ? 'full'
      : !connected && read < SHARDS
        ? this.socket?.down
          ? 'offline'
          : 'connecting'
        : !connected
          ? 'offline'
          : all
            ? 'synced'
            : 'syncing';
    const listed = deviceList(this.docs[0], this.sealing, this.setting.device);
    const patch: Partial<LedgerStatus> = {
      state,
      done: all ? SHARDS : this.settled(),
      total: SHARDS,
      devices: listed.devices,
      unreadable: this.unreadable.size,
      forks: this.forks,
      ignoredChanges: listed.ignored + this.ignoredMoves + this.unsigned.size + this.unsignedPlayers,
    };
    if (state === 'synced') {
      patch.lastSyncedAt = this.db.now();
      if (patch.lastSyncedAt - this.seenAt > SEEN_EVERY_MS && this.docs[0]) {
        this.seenAt = patch.lastSyncedAt;
        sayHere(this.docs[0], this.sealing, this.setting, this.seenAt, MINE);
        // The list read above lacks the entry just written: read again, or it would overwrite the right one.
        patch.devices = deviceList(this.docs[0], this.sealing, this.setting.device).devices;
      }
    }
    this.status(patch);
  }

  /**
   * Shards read whose every game is looked at: a shard is read in a moment, its games take seconds
   * to check and write, and "12 of 32" is to say how much of the ledger is here.
   */
  private settled(): number {
    return this.queued.filter((queued, shard) => queued && this.unlooked[shard]?.size === 0).length;
  }

  /**
   * Whether the ledger moved (./key-change.ts): this device then follows the one key change signed
   * by a listed device to its new secret, or, when that change does not keep it, it was unlinked and
   * stops. Changes that disagree stop the sync until the person says which device they trust.
   */
  private lookAtMoves(): void {
    if (this.stopped || !this.synced[0]) return;
    if (!this.obeyMoves(this.docs[0] as Y.Doc, this.sealing, true)) this.tell();
  }

  /**
   * Obeys the `moved` map of `doc` (sealed and named as `sealing` says): follows the one key change
   * to obey, or stops and asks when changes disagree. Whether it did either (false: nothing to
   * obey). `counted`: its ignored values are the ones the Devices card says.
   */
  private obeyMoves(doc: Y.Doc, sealing: LedgerSealing, counted: boolean): boolean {
    const list = deviceList(doc, sealing, this.setting.device);
    const listed = list.devices;
    const read = readMoves(doc, sealing, new Map(listed.map((d) => [d.id, d.sign])));
    const { ignored } = read;
    // A listed device's entry deleted or overwritten (in the rooms of this version, where every
    // device signs its entry) is a device taken off the list, as a deleted key change is: the
    // person says which device they trust, and nothing more is taken meanwhile.
    const verdict: MoveVerdict =
      counted && list.tampered && read.verdict.kind !== 'conflict'
        ? { kind: 'conflict', changes: read.verdict.kind === 'move' ? [read.verdict.change] : [] }
        : read.verdict;
    if (counted) this.ignoredMoves = ignored;
    if (verdict.kind === 'none') return false;
    if (verdict.kind === 'move') {
      this.follow(verdict.change);
      return true;
    }
    const label = (id: string) => listed.find((d) => d.id === id)?.label ?? id;
    const choices: KeyChoice[] = verdict.changes.map((c) => ({
      by: c.by,
      label: label(c.by),
      removes: c.removes.map(label),
      keepsMe: c.keeps.includes(this.setting.device),
    }));
    this.conflict = verdict.changes;
    this.stop();
    this.status({ state: 'conflict', keyChanges: choices, ignoredChanges: this.ignoredMoves });
    return true;
  }

  /** This device as a writer: its id and signing key (a device of the previous version has one once ./ledger.ts started it). */
  private signer(): Signer | null {
    return this.setting.sign ? { device: this.setting.device, sign: this.setting.sign } : null;
  }

  /**
   * The devices whose values this one takes, by id, with their public signing keys: the signed
   * device list of shard 0 (./devices.ts), less every device a signed key change removes (the
   * list and the logic that decide which key changes to obey, ./key-change.ts). Read again when
   * either map changes; a device removed by a key change is never a signer again in these rooms.
   */
  private signers(): ReadonlyMap<string, string> {
    if (this.signersRead) return this.signersRead;
    const doc = this.docs[0];
    const listed = new Map(deviceList(doc, this.sealing, this.setting.device).devices.map((d) => [d.id, d.sign]));
    const { verdict } = readMoves(doc, this.sealing, listed);
    const removed = verdict.kind === 'move' ? verdict.change.removes : verdict.kind === 'conflict' ? verdict.changes.flatMap((c) => c.removes) : [];
    for (const id of removed) listed.delete(id);
    this.signersRead = listed;
    return listed;
  }

  /** Key changes the person chose between (while the state is 'conflict'). */
  private conflict: KeyChange[] = [];
  /** Values of the `moved` map ignored at the last look. */
  private ignoredMoves = 0;

  /** Follows a key change: to its new secret, or, when it does not keep this device, nowhere. */
  private follow(change: KeyChange): void {
    const secret = change.keeps.includes(this.setting.device) && this.setting.box ? openSealed(this.setting.box, change.boxes[this.setting.device]) : null;
    if (!this.stopped) this.stop();
    this.status({ ignoredChanges: this.ignoredMoves, keyChanges: [] });
    if (secret) this.options.moved?.(secret);
    // Named neither kept nor removed: it came to this ledger after the key change, with an old kit or link.
    else this.status({ state: change.removes.includes(this.setting.device) || change.keeps.includes(this.setting.device) ? 'unlinked' : 'stale' });
  }

  /** The person trusts the key change of device `by` (one of those the conflict showed). */
  trust(by: string): boolean {
    const change = this.conflict.find((c) => c.by === by);
    if (!change) return false;
    this.conflict = [];
    this.follow(change);
    return true;
  }

  /**
   * Unlinks `device`: a new secret, sealed to every other device's box, and the mark that the
   * ledger moved; resolves the new secret once the server has them, for this device to move to.
   */
  async unlink(device: string): Promise<{ ok: true; secret: string } | { ok: false; why: 'offline' | 'self' }> {
    if (device === this.setting.device) return { ok: false, why: 'self' };
    const doc = this.docs[0];
    if (!doc || !this.synced[0] || !this.socket || this.socket.down) return { ok: false, why: 'offline' };
    // A device writes one key change in a ledger (another's overwritten would be tampering): a
    // retry after a first try that did not reach the server waits for that one.
    const mine = this.sealing.name('m', this.setting.device);
    const earlier = doc.getMap<unknown>('moved').get(mine);
    const secret = earlier ? null : newKeyring(this.setting.relay).secret;
    const mark = earlier instanceof Uint8Array ? earlier : secret ? writeMove(doc, this.sealing, this.setting, device, secret, this.db.now(), MINE) : null;
    if (!mark) return { ok: false, why: 'offline' };
    if (!(await serverHolds(this.setting.relay, shardRoom(this.keys.id, 0), mine, mark, this.options.WebSocketClass))) return { ok: false, why: 'offline' };
    const moved = readMoves(doc, this.sealing, new Map(deviceList(doc, this.sealing, this.setting.device).devices.map((d) => [d.id, d.sign]))).verdict;
    const to =
      moved.kind === 'move' && moved.change.by === this.setting.device && this.setting.box
        ? openSealed(this.setting.box, moved.change.boxes[this.setting.device])
        : null;
    if (!to) return { ok: false, why: 'offline' };
    this.stop();
    return { ok: true, secret: to };
  }
}
