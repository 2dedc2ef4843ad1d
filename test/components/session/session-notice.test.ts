/// <reference types="mocha" />
/**
 * The notice both game screens share (src/components/session/session-notice.ts): a game that is
 * not there, a game of the other kind, and the banner over a log that stops replaying.
 */
import { html } from 'lit';
import '../../../src/components/diamonds/session-screen/session-screen';
import '../../../src/components/diams/session-screen/session-screen';
import { appendEvent, createSession, type DeviceDb } from '../../../src/store/index';
import { expect } from '../expect';
import { cleanup, fixture, found, spokenText, textOf, until } from '../helpers';
import { databasePerTest } from '../store-fixtures';
import { config } from '../diams/helpers';

let db: DeviceDb;
databasePerTest((fresh) => (db = fresh));

/** Puts an event the rules refuse at the end of a stored log, as a rules fix can make an old one. */
async function breakLog(id: string, event: unknown): Promise<void> {
  const row = found(await db.sessions.get(id), 'the session');
  await db.events.add({ sessionId: id, seq: row.length, event, at: db.now() });
  await db.sessions.put({ ...row, length: row.length + 1, revision: (row.revision ?? row.length) + 1 });
}

const diamondsScreen = (id: string) => fixture<HTMLElement>(html`<diamonds-session-screen .db=${db} session-id=${id}></diamonds-session-screen>`);
const diamsScreen = (id: string) => fixture<HTMLElement>(html`<diams-session-screen .db=${db} session-id=${id}></diams-session-screen>`);
const heading = (el: HTMLElement) => el.shadowRoot?.querySelector('h1')?.textContent ?? '';

describe('the session notice', () => {
  it('says a game of the other kind is not this screen’s, on both screens', async () => {
    const diamonds = await createSession(db, 'diamonds', { players: ['Ann', 'Bob'], variant: 'standard', thief: null });
    const diams = await createSession(db, 'diams', config(['Ann', 'Bob']));
    const one = await diamsScreen(diamonds);
    await until(() => one.dataset.status === 'other-game', 'the other game');
    expect(heading(one), 'the Diam’s screen').toBe("Not a game of Diam's");
    cleanup();
    const other = await diamondsScreen(diams);
    await until(() => other.dataset.phase === 'other-game', 'the other game');
    expect(heading(other), 'the Diamonds screen').toBe('Not a Diamonds game');
    expect(other.shadowRoot?.querySelector('a[href="#/"]'), 'a way back').toBeTruthy();
  });

  it('shows a game whose log stops replaying up to there, and says where and why', async () => {
    const id = await createSession(db, 'diamonds', { players: ['Ann', 'Bob'], variant: 'standard', thief: null });
    expect((await appendEvent(db, id, { type: 'deal', dealer: 0, pass: 1 }, 0)).ok, 'the deal').toBeTruthy();
    await breakLog(id, { type: 'deal', dealer: 1, pass: 1 });
    const el = await diamondsScreen(id);
    await until(() => el.dataset.phase === 'play', 'the game up to the deal');
    const banner = textOf(el.shadowRoot?.querySelector('p.problem'));
    expect(banner.includes("This game's log stops replaying at event 2") && banner.includes('undo to continue'), banner).toBeTruthy();

    cleanup();
    const sheets = [
      { safe: [], hand: [] },
      { safe: [], hand: [] },
    ];
    const diams = await createSession(db, 'diams', config(['Ann', 'Bob'], { rounds: 1 }));
    expect((await appendEvent(db, diams, { type: 'round', sheets }, 0)).ok, 'the only round').toBeTruthy();
    await breakLog(diams, { type: 'round', sheets });
    const game = await diamsScreen(diams);
    await until(() => game.dataset.status === 'ready', 'the game');
    const said = spokenText(game.shadowRoot?.querySelector('p.problem'));
    expect(said.includes("This game's log stops replaying at round 2") && said.includes('(M-GAME)'), said).toBeTruthy();
    // The refusal's own "(M-GAME)" and the banner's are one: the rule is named once.
    expect(said.split('M-GAME').length - 1, `M-GAME named once in: ${said}`).toBe(1);
  });
});
