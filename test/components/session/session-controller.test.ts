/// <reference types="mocha" />
/**
 * The session controller on a real IndexedDB (a database of its own per test), hosted by a bare
 * host that counts its updates: it follows the stored session by itself (another writer, a
 * deletion, a restore), queues writes in order against the log they were made on, drops those
 * queued behind a failure, and reloads on a conflict.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { BUSY_SHOWN_AFTER_MS, SessionController } from '../../../src/components/session/session-controller.js';
import type { DiamondsEvent, DiamondsState } from '../../../src/rules/diamonds/index.js';
import { appendEvent, createSession, deleteSession, loadSession, restoreDeleted, undo, type LedgerDb } from '../../../src/store/index.js';
import { assert, equal, until } from '../helpers.js';
import { deleteDbs, freshDb } from '../store-fixtures.js';

/** A host without a DOM: connects its controllers at once and counts the updates they ask for. */
class Host implements ReactiveControllerHost {
  updates = 0;
  readonly updateComplete = Promise.resolve(true);
  private readonly controllers = new Set<ReactiveController>();
  addController(controller: ReactiveController): void {
    this.controllers.add(controller);
    controller.hostConnected?.();
  }
  removeController(controller: ReactiveController): void {
    this.controllers.delete(controller);
  }
  requestUpdate(): void {
    this.updates++;
  }
  disconnect(): void {
    for (const c of this.controllers) c.hostDisconnected?.();
  }
}

type Diamonds = SessionController<DiamondsEvent, DiamondsState>;

let db: LedgerDb;
let host: Host;
let id: string;

const DEAL: DiamondsEvent = { type: 'deal', dealer: 0, pass: 1 };
const play = (card: string): DiamondsEvent => ({ type: 'play', card });

async function open(game: 'diamonds' | 'diams' = 'diamonds'): Promise<Diamonds> {
  const session: Diamonds = new SessionController(host, { db: () => db, id: () => id, game });
  await until(() => session.status !== 'loading', 'the session read');
  return session;
}

const stored = async () => (await loadSession<DiamondsEvent>(db, id))?.events.map((e) => (e.type === 'play' ? e.card : e.type)) ?? [];

beforeEach(async () => {
  db = freshDb();
  host = new Host();
  // Ann deals, so Bob leads: two players, 20 cards a round.
  id = await createSession(db, 'diamonds', { players: ['Ann', 'Bob'], variant: 'standard', thief: null });
  await appendEvent(db, id, DEAL, 0);
});
afterEach(async () => {
  host.disconnect();
  await deleteDbs();
});

describe('SessionController', () => {
  it('reads the session through the store and shows it, or says why not', async () => {
    const session = await open();
    equal(session.status, 'ready', 'ready');
    equal(session.view?.events.length, 1, 'the deal');
    equal(session.view?.state.phase, 'play', 'replayed');
    assert(host.updates > 0, 'the host rendered');
    host.disconnect();
    host = new Host();
    equal((await open('diams')).status, 'other-game', 'a Diamonds game is not a game of Diam’s');
    host.disconnect();
    host = new Host();
    id = 'nope';
    equal((await open()).status, 'missing', 'no such game');
  });

  it('follows a change made by another writer (another tab, another phone) by itself', async () => {
    const session = await open();
    const revision = session.view?.revision ?? -1;
    assert((await appendEvent(db, id, play('H5'), revision)).ok, 'written elsewhere');
    await until(() => session.view?.events.length === 2, 'the other writer’s card');
    equal(session.view?.state.round?.plays, 1, 'replayed with it');
    assert((await undo(db, id, session.view?.revision)).ok, 'undone elsewhere');
    await until(() => session.view?.events.length === 1, 'the undo');
    equal(session.redoEvent?.type, 'play', 'its redo');
  });

  it('shows a deleted game as missing, and the game again once it is restored', async () => {
    const session = await open();
    const deleted = await deleteSession(db, id);
    assert(deleted, 'deleted');
    await until(() => session.status === 'missing', 'missing');
    equal(session.view, null, 'nothing shown');
    assert((await restoreDeleted(db, deleted)).ok, 'restored');
    await until(() => session.status === 'ready', 'back');
    equal(session.view?.events.length, 1, 'with its log');
  });

  it('queues taps in order, each made on the log the one before it leaves', async () => {
    const session = await open();
    // Three taps at once (a quick player): each waits for the one before, none is refused.
    const outcomes = await Promise.all([session.append(play('H5')), session.append(play('H6')), session.append(play('H7'))]);
    equal(outcomes.map((o) => o.kind).join(), 'ok,ok,ok', 'all recorded');
    equal((await stored()).join(), 'deal,H5,H6,H7', 'in the order tapped');
    equal(session.view?.events.length, 4, 'shown');
    const first = outcomes[0];
    assert(first?.kind === 'ok' && first.before.round?.plays === 0 && first.after.round?.plays === 1, 'each says what it changed');
    equal(session.busy, false, 'idle again');
  });

  it('asks for one update per quick write, and shows a write busy only once it takes long enough to be seen', async () => {
    // The busy notice's clock is the test's: `due()` runs what the controller set to run after BUSY_SHOWN_AFTER_MS.
    const waiting: { work: () => void; ms: number }[] = [];
    const due = (): void => {
      for (const { work, ms } of waiting.splice(0)) if (ms === BUSY_SHOWN_AFTER_MS) work();
    };
    const session: Diamonds = new SessionController(host, { db: () => db, id: () => id, game: 'diamonds', later: (work, ms) => waiting.push({ work, ms }) });
    await until(() => session.status === 'ready', 'the session read');
    let before = host.updates;
    equal((await session.append(play('H5'))).kind, 'ok', 'recorded');
    due();
    // The result's update only: the write was done before it could be seen busy (no flash).
    equal(host.updates - before, 1, 'one update for a quick write');

    // A write the database holds up (another transaction keeps the sessions busy): shown busy
    // once its time comes, then its result.
    let released = false;
    const blocker = db.transaction('rw', db.sessions, async () => {
      while (!released) await db.sessions.get(id);
    });
    before = host.updates;
    const write = session.append(play('H6'));
    await until(() => waiting.length > 0, 'the busy notice set to wait');
    equal(host.updates - before, 0, 'not shown busy at once');
    due();
    equal(session.busy, true, 'still writing');
    equal(host.updates - before, 1, 'asked to show it busy');
    released = true;
    await blocker;
    equal((await write).kind, 'ok', 'then recorded');
    equal(session.busy, false, 'idle again');
  });

  it('a double tap on one card: the second is refused by the rules, and taps queued behind it are dropped', async () => {
    const session = await open();
    const outcomes = await Promise.all([session.append(play('H5')), session.append(play('H5')), session.append(play('H6'))]);
    equal(outcomes.map((o) => o.kind).join(), 'ok,rejected,dropped', 'outcomes');
    equal((await stored()).join(), 'deal,H5', 'only the first');
    // The next tap, made on what is shown now, goes through.
    equal((await session.append(play('H6'))).kind, 'ok', 'a new tap');
  });

  it('refuses a write made on a log that changed meanwhile, and shows the stored one', async () => {
    const session = await open();
    const shown = session.view?.revision ?? -1;
    // Another tab writes, and this controller writes before it has seen that change.
    const other = appendEvent(db, id, play('H5'), shown);
    const mine = session.append(play('H9'));
    const [theirs, outcome] = await Promise.all([other, mine]);
    assert(theirs.ok, 'the other tab wrote first');
    equal(outcome.kind, 'conflict', 'mine is a conflict');
    equal((await stored()).join(), 'deal,H5', 'nothing of mine written');
    equal(session.view?.events.length, 2, 'the stored log is shown');
  });

  it('undoes several events in a row (a rewind), and says what the state was before them', async () => {
    const session = await open();
    for (const card of ['H5', 'H6', 'H7']) await session.append(play(card));
    const outcome = await session.undo(3);
    assert(outcome.kind === 'ok', outcome.kind);
    equal(outcome.before.round?.plays, 3, 'before the rewind');
    equal(outcome.after.round?.plays, 0, 'after it');
    equal((await stored()).join(), 'deal', 'stored');
    equal(session.redoEvent?.type, 'play', 'redo brings them back');
    // More undos than events: the deal goes, then there is nothing left to undo.
    equal((await session.undo(5)).kind, 'empty', 'stops when nothing is left');
    equal((await stored()).length, 0, 'an empty log');
  });

  it('starts again from the store when the session changes, ignoring what the old one still answers', async () => {
    const session = await open();
    const other = await createSession(db, 'diamonds', { players: ['Cy', 'Dee'], variant: 'standard', thief: null });
    const first = id;
    id = other;
    session.reload();
    equal(session.status, 'loading', 'loading the other game');
    await until(() => session.status === 'ready', 'the other game');
    equal(session.view?.session.id, other, 'shows the other game');
    await appendEvent(db, first, play('H5'), 1);
    // A change of the other game made after it: once the screen shows that, it would have shown the first.
    await appendEvent(db, other, DEAL, 0);
    await until(() => session.view?.events.length === 1, 'the other game’s change');
    equal(session.view?.session.id, other, 'a change of the first game does not come back');
    equal((session.view?.events[0] as DiamondsEvent | undefined)?.type, 'deal', 'its log');
  });
});
