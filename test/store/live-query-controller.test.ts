import 'fake-indexeddb/auto';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { describe, expect, it } from 'vitest';
import { appendEvent } from '../../src/store/events';
import { LiveQueryController } from '../../src/store/live-query-controller';
import { createSession } from '../../src/store/create-session';
import { listSessions, loadSession } from '../../src/store/sessions';
import { freshDb } from './helpers';
import { config, score, type ToyState } from './toy-game';

/** The least a Lit host does: keep controllers, count update requests, wake waiters. */
class FakeHost implements ReactiveControllerHost {
  controllers: ReactiveController[] = [];
  updates = 0;
  private waiters: (() => void)[] = [];
  readonly updateComplete = Promise.resolve(true);
  addController(controller: ReactiveController) {
    this.controllers.push(controller);
  }
  removeController(controller: ReactiveController) {
    this.controllers = this.controllers.filter((c) => c !== controller);
  }
  requestUpdate() {
    this.updates++;
    for (const wake of this.waiters.splice(0)) wake();
  }
  connect() {
    for (const c of this.controllers) c.hostConnected?.();
  }
  disconnect() {
    for (const c of this.controllers) c.hostDisconnected?.();
  }
  /** Resolves when `check` holds after some update (fails the test after a while otherwise: a guard against a hang, not a pace). */
  async until(check: () => boolean, ms = 25_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('the host was not updated in time');
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }
}

describe('LiveQueryController', () => {
  it('registers with its host and loads nothing before the host connects', async () => {
    const db = freshDb();
    const host = new FakeHost();
    let asked = 0;
    const controller = new LiveQueryController(host, () => (asked++, listSessions(db)));
    expect(host.controllers).toEqual([controller]);
    // Another host's controller on the same store loads: this one has had the time to, and did not.
    const other = new FakeHost();
    const loaded = new LiveQueryController(other, () => listSessions(db));
    other.connect();
    await other.until(() => loaded.value !== undefined);
    expect(asked).toBe(0);
    expect(controller).toMatchObject({ loading: true, value: undefined });
    expect(host.updates).toBe(0);
  });

  it('delivers the first result, then an updated value after a write, requesting an update each time', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config());
    const host = new FakeHost();
    const controller = new LiveQueryController(host, () => db.sessions.get(id));
    host.connect();
    await host.until(() => !controller.loading);
    expect(controller.value?.length).toBe(0);
    expect(controller.error).toBeUndefined();
    const first = host.updates;
    expect(first).toBeGreaterThan(0);

    await appendEvent(db, id, score(0, 3), 0);
    await host.until(() => controller.value?.length === 1);
    expect(controller.value?.standings[0]).toEqual({ players: ['Ann'], score: 3 });
    expect(host.updates).toBeGreaterThan(first);
  });

  it('follows a whole session screen: loadSession (a read transaction) re-runs after an append', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config());
    const host = new FakeHost();
    const controller = new LiveQueryController(host, () => loadSession<unknown, ToyState>(db, id));
    host.connect();
    await host.until(() => controller.value !== undefined);
    expect(controller.value?.events).toEqual([]);
    await appendEvent(db, id, score(1, 4), 0);
    await host.until(() => controller.value?.events.length === 1);
    expect(controller.value?.state.scores).toEqual([0, 4]);
    host.disconnect();
  });

  it('follows a write made through another connection (another tab)', async () => {
    const db = freshDb();
    const otherTab = freshDb({}, db.name);
    const host = new FakeHost();
    const controller = new LiveQueryController(host, () => listSessions(db));
    host.connect();
    await host.until(() => controller.value !== undefined);
    expect(controller.value).toEqual([]);
    const id = await createSession(otherTab, 'diams', config(['Ann', 'Bob']));
    await host.until(() => controller.value?.length === 1);
    expect(controller.value?.[0]?.id).toBe(id);
  });

  it('stops following once the host disconnects', async () => {
    const db = freshDb();
    const host = new FakeHost();
    let asked = 0;
    const controller = new LiveQueryController(host, () => (asked++, db.sessions.count()));
    host.connect();
    await host.until(() => controller.value === 0);
    host.disconnect();
    const askedBefore = asked;
    const updates = host.updates;
    // A controller still connected hears the write: the disconnected one would have by then.
    const other = new FakeHost();
    const watching = new LiveQueryController(other, () => db.sessions.count());
    other.connect();
    await other.until(() => watching.value === 0);
    await createSession(db, 'diamonds', config());
    await other.until(() => watching.value === 1);
    // Not asked again at all, rather than asked and its answer dropped.
    expect(asked).toBe(askedBefore);
    expect(controller.value).toBe(0);
    expect(host.updates).toBe(updates);
    // Reconnecting subscribes again and catches up.
    host.connect();
    await host.until(() => controller.value === 1);
  });

  it('exposes a failing query as error, not as a value', async () => {
    const db = freshDb();
    const host = new FakeHost();
    const controller = new LiveQueryController<number>(host, async () => {
      await db.sessions.count();
      throw new Error('query failed');
    });
    host.connect();
    await host.until(() => !controller.loading);
    expect(controller.error).toBeInstanceOf(Error);
    expect((controller.error as Error).message).toBe('query failed');
    expect(controller.value).toBeUndefined();
    host.disconnect();
  });

  it('switches to a new query with setQuery, keeping the old value while it loads', async () => {
    const db = freshDb({
      now: (() => {
        let t = 0;
        return () => (t += 10);
      })(),
    });
    const a = await createSession(db, 'diamonds', config());
    const b = await createSession(db, 'diamonds', config());
    const host = new FakeHost();
    const controller = new LiveQueryController(host, () => listSessions(db, { limit: 1 }));
    host.connect();
    await host.until(() => controller.value?.[0]?.id === b);
    controller.setQuery(() => listSessions(db, { offset: 1, limit: 1 }));
    expect(controller.loading).toBe(true);
    expect(controller.value?.[0]?.id).toBe(b);
    await host.until(() => controller.value?.[0]?.id === a);
    expect(controller.loading).toBe(false);
    host.disconnect();
  });
});
