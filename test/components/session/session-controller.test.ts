/// <reference types="mocha" />
/**
 * The session controller on a real IndexedDB (a database of its own per test), hosted by a bare
 * host that counts its updates: it follows the stored session by itself (another writer, a
 * deletion, a restore), queues writes in order against the log they were made on, drops those
 * queued behind a failure, and reloads on a conflict.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { BUSY_SHOWN_AFTER_MS, SessionController } from '../../../src/components/session/session-controller';
import type { DiamondsEvent, DiamondsState } from '../../../src/rules/diamonds/index';
import { appendEvent, createSession, deleteSession, loadSession, restoreDeleted, undo, type DeviceDb } from '../../../src/store/index';
import { expect } from '../expect';
import { found, until } from '../helpers';
import { deleteDbs, freshDb } from '../store-fixtures';

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

let db: DeviceDb;
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
    expect(session.status, 'ready').toBe('ready');
    expect(session.view?.events.length, 'the deal').toBe(1);
    expect(session.view?.state.phase, 'replayed').toBe('play');
    expect(host.updates, 'the host rendered').toBeGreaterThan(0);
    host.disconnect();
    host = new Host();
    expect((await open('diams')).status, 'a Diamonds game is not a game of Diam’s').toBe('other-game');
    host.disconnect();
    host = new Host();
    id = 'nope';
    expect((await open()).status, 'no such game').toBe('missing');
  });

  it('follows a change made by another writer (another tab, another phone) by itself', async () => {
    const session = await open();
    const revision = session.view?.revision ?? -1;
    expect((await appendEvent(db, id, play('H5'), revision)).ok, 'written elsewhere').toBeTruthy();
    await until(() => session.view?.events.length === 2, 'the other writer’s card');
    expect(session.view?.state.round?.plays, 'replayed with it').toBe(1);
    expect((await undo(db, id, session.view?.revision)).ok, 'undone elsewhere').toBeTruthy();
    await until(() => session.view?.events.length === 1, 'the undo');
    expect(session.redoEvent?.type, 'its redo').toBe('play');
  });

  it('shows a deleted game as missing, and the game again once it is restored', async () => {
    const session = await open();
    const deleted = found(await deleteSession(db, id), 'deleted');
    await until(() => session.status === 'missing', 'missing');
    expect(session.view, 'nothing shown').toBe(null);
    expect((await restoreDeleted(db, deleted)).ok, 'restored').toBeTruthy();
    await until(() => session.status === 'ready', 'back');
    expect(session.view?.events.length, 'with its log').toBe(1);
  });

  it('queues taps in order, each made on the log the one before it leaves', async () => {
    const session = await open();
    // Three taps at once (a quick player): each waits for the one before, none is refused.
    const outcomes = await Promise.all([session.append(play('H5')), session.append(play('H6')), session.append(play('H7'))]);
    expect(outcomes.map((o) => o.kind).join(), 'all recorded').toBe('ok,ok,ok');
    expect((await stored()).join(), 'in the order tapped').toBe('deal,H5,H6,H7');
    expect(session.view?.events.length, 'shown').toBe(4);
    const first = outcomes[0];
    expect(first?.kind === 'ok' && first.before.round?.plays === 0 && first.after.round?.plays === 1, 'each says what it changed').toBeTruthy();
    expect(session.busy, 'idle again').toBe(false);
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
    expect((await session.append(play('H5'))).kind, 'recorded').toBe('ok');
    due();
    // The result's update only: the write was done before it could be seen busy (no flash).
    expect(host.updates - before, 'one update for a quick write').toBe(1);

    // A write the database holds up (another transaction keeps the sessions busy): shown busy
    // once its time comes, then its result.
    let released = false;
    const blocker = db.transaction('rw', db.sessions, async () => {
      while (!released) await db.sessions.get(id);
    });
    before = host.updates;
    const write = session.append(play('H6'));
    await until(() => waiting.length > 0, 'the busy notice set to wait');
    expect(host.updates - before, 'not shown busy at once').toBe(0);
    due();
    expect(session.busy, 'still writing').toBe(true);
    expect(host.updates - before, 'asked to show it busy').toBe(1);
    released = true;
    await blocker;
    expect((await write).kind, 'then recorded').toBe('ok');
    expect(session.busy, 'idle again').toBe(false);
  });

  it('a double tap on one card: the second is refused by the rules, and taps queued behind it are dropped', async () => {
    const session = await open();
    const outcomes = await Promise.all([session.append(play('H5')), session.append(play('H5')), session.append(play('H6'))]);
    expect(outcomes.map((o) => o.kind).join(), 'outcomes').toBe('ok,rejected,dropped');
    expect((await stored()).join(), 'only the first').toBe('deal,H5');
    // The next tap, made on what is shown now, goes through.
    expect((await session.append(play('H6'))).kind, 'a new tap').toBe('ok');
  });

  it('refuses a write made on a log that changed meanwhile, and shows the stored one', async () => {
    const session = await open();
    const shown = session.view?.revision ?? -1;
    // Another tab writes, and this controller writes before it has seen that change.
    const other = appendEvent(db, id, play('H5'), shown);
    const mine = session.append(play('H9'));
    const [theirs, outcome] = await Promise.all([other, mine]);
    expect(theirs.ok, 'the other tab wrote first').toBeTruthy();
    expect(outcome.kind, 'mine is a conflict').toBe('conflict');
    expect((await stored()).join(), 'nothing of mine written').toBe('deal,H5');
    expect(session.view?.events.length, 'the stored log is shown').toBe(2);
  });

  it('undoes several events in a row (a rewind), and says what the state was before them', async () => {
    const session = await open();
    for (const card of ['H5', 'H6', 'H7']) await session.append(play(card));
    const outcome = await session.undo(3);
    expect(outcome.kind, outcome.kind).toBe('ok');
    if (outcome.kind !== 'ok') return;
    expect(outcome.before.round?.plays, 'before the rewind').toBe(3);
    expect(outcome.after.round?.plays, 'after it').toBe(0);
    expect((await stored()).join(), 'stored').toBe('deal');
    expect(session.redoEvent?.type, 'redo brings them back').toBe('play');
    // More undos than events: the deal goes, then there is nothing left to undo.
    expect((await session.undo(5)).kind, 'stops when nothing is left').toBe('empty');
    expect((await stored()).length, 'an empty log').toBe(0);
  });

  it('starts again from the store when the session changes, ignoring what the old one still answers', async () => {
    const session = await open();
    const other = await createSession(db, 'diamonds', { players: ['Cy', 'Dee'], variant: 'standard', thief: null });
    const first = id;
    id = other;
    session.reload();
    expect(session.status, 'loading the other game').toBe('loading');
    await until(() => session.status === 'ready', 'the other game');
    expect(session.view?.session.id, 'shows the other game').toBe(other);
    await appendEvent(db, first, play('H5'), 1);
    // A change of the other game made after it: once the screen shows that, it would have shown the first.
    await appendEvent(db, other, DEAL, 0);
    await until(() => session.view?.events.length === 1, 'the other game’s change');
    expect(session.view?.session.id, 'a change of the first game does not come back').toBe(other);
    expect(session.view?.events[0]?.type, 'its log').toBe('deal');
  });
});
