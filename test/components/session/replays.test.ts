/// <reference types="mocha" />
/**
 * A write replays the log once at most, in every mode of both game screens: the game screen and
 * the panels inside it share one session controller, which takes the store's answer to the write
 * and only reads the row back. The rules modules are wrapped to count every event they apply (a
 * replay of the whole log applies each of its events), on a real IndexedDB.
 */
import { html } from 'lit';
import '../../../src/components/diamonds/session-screen/session-screen';
import '../../../src/components/diams/session-screen/session-screen';
import type { AnyGame, GameRegistry } from '../../../src/store/index';
import { DeviceDb, appendEvent, createSession, loadSession } from '../../../src/store/index';
import { games } from '../../../src/app/games';
import type { DiamondsEvent } from '../../../src/rules/diamonds/index';
import { expect } from '../expect';
import { cleanup, fixture, until } from '../helpers';
import { setZones } from '../diamonds/check/check-helpers';
import { config, deep } from '../diams/helpers';
import { tap, turnsGame } from '../diams/turns/turns-helpers';

let applied = 0;
const counting = (game: AnyGame): AnyGame => ({
  ...game,
  apply: (state, event) => {
    applied++;
    return game.apply(state, event);
  },
});
const counted: GameRegistry = { diamonds: counting(games.diamonds), diams: counting(games.diams) };

let db: DeviceDb;
beforeEach(() => {
  let t = Date.UTC(2025, 0, 15, 18, 0);
  db = new DeviceDb(`replays-test-${crypto.randomUUID()}`, { games: counted, now: () => (t += 60_000) });
});
afterEach(async () => {
  cleanup();
  await db.delete();
});

async function fill(id: string, events: unknown[]): Promise<void> {
  for (const [i, event] of events.entries()) expect((await appendEvent(db, id, event, i)).ok, `event ${i + 1} stored`).toBeTruthy();
}

/** Resolves once no event has been applied for a while: the write and everything it set off are done. */
async function quiet(): Promise<void> {
  for (let last = -1; last !== applied;) {
    last = applied;
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** Runs `write` on a screen showing a log of `length` events; fails if it applied more than one replay's worth. */
async function once(length: number, write: () => Promise<void>): Promise<void> {
  await quiet();
  applied = 0;
  await write();
  await quiet();
  expect(applied, `one write applied ${applied} events: more than one replay of a log of ${length} (and the new event)`).toBeLessThanOrEqual(length + 1);
}

const deal: DiamondsEvent = { type: 'deal', dealer: 0, pass: 1 };
const check = (dealer: number): DiamondsEvent => ({
  type: 'check',
  dealer,
  won: [
    [8, 0, 4, 0],
    [0, 4, 0, 4],
  ],
  tricks: [true, true],
});

describe('one write, one replay at most', () => {
  it('Diamonds, card by card: a card tapped', async () => {
    const id = await createSession(db, 'diamonds', { players: ['Ann', 'Bob'], variant: 'standard', thief: null });
    await fill(id, [deal, { type: 'play', card: 'H5' }, { type: 'play', card: 'H6' }]);
    const el = await fixture<HTMLElement>(html`<diamonds-session-screen .db=${db} session-id=${id}></diamonds-session-screen>`);
    await until(() => el.dataset.phase === 'play', 'the game');
    await once(3, async () => {
      deep<HTMLButtonElement>(el, 'button[aria-label="7 of Hearts"]')?.click();
      await until(() => el.dataset.events === '4', 'the card recorded');
    });
  });

  it('Diamonds, rounds counted at their end: counts recorded in the check panel', async () => {
    const id = await createSession(db, 'diamonds', { players: ['Ann', 'Bob'], variant: 'standard', thief: null });
    await fill(id, [check(0), check(1)]);
    const el = await fixture<HTMLElement>(html`<diamonds-session-screen .db=${db} session-id=${id}></diamonds-session-screen>`);
    const panel = await until(() => el.shadowRoot?.querySelector('diamonds-check-panel'), 'the check panel');
    const tally = await until(() => panel.shadowRoot?.querySelector('diamonds-tally-form'), 'the tally');
    await once(2, async () => {
      await setZones(tally.shadowRoot, [
        [2, 9],
        [4, 8],
      ]);
      [...(tally.shadowRoot?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find((b) => b.textContent?.includes('Record these counts'))?.click();
      await until(() => el.dataset.events === '3', 'the counts recorded');
    });
  });

  it("Diam's, round sheets: a round undone", async () => {
    const id = await createSession(db, 'diams', config(['Ann', 'Bob']));
    const empty = { safe: [], hand: [] };
    await fill(id, [
      { type: 'round', sheets: [empty, empty] },
      { type: 'round', sheets: [empty, { safe: [], hand: [3] }] },
    ]);
    const el = await fixture<HTMLElement>(html`<diams-session-screen .db=${db} session-id=${id}></diams-session-screen>`);
    await until(() => el.dataset.status === 'ready', 'the game');
    await once(2, async () => {
      el.shadowRoot?.querySelector<HTMLButtonElement>('session-toolbar button[data-action="undo"]')?.click();
      await until(() => el.dataset.rounds === '1', 'the round undone');
    });
  });

  it("Diam's, turn by turn: a turn recorded in the market panel", async () => {
    const id = await turnsGame(db, 3);
    const el = await fixture<HTMLElement>(html`<diams-session-screen .db=${db} session-id=${id}></diams-session-screen>`);
    const panel = await until(() => el.shadowRoot?.querySelector<HTMLElement>('diams-turns-panel'), 'the panel');
    await until(() => panel.dataset.awaiting === 'draw', "Bob's draw");
    await once(4, async () => {
      await tap(panel, 'button[data-action="draw-hand"]');
      await until(() => panel.dataset.awaiting === 'play', 'the draw recorded');
    });
    expect((await loadSession(db, id))?.events.length, 'stored').toBe(5);
  });
});
