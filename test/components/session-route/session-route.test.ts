import { html } from 'lit';
import '../../../src/components/session-route/session-route';
import type { SessionRoute } from '../../../src/components/session-route/session-route';
import { createSession } from '../../../src/store/index';
import { publicRulesCard } from '../../../src/rules/diams/index';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, fixture, textOf, until } from '../helpers';
import { deleteDbs, freshDb, startGame } from '../store-fixtures';

describe('<session-route>', () => {
  afterEach(async () => {
    cleanup();
    await deleteDbs();
  });

  it('opens a Diamonds game on the Diamonds screen', async () => {
    const db = freshDb();
    const id = await startGame(db, ['Ann', 'Bob', 'Cy']);
    const el = await fixture<SessionRoute>(html`<session-route .db=${db} .sessionId=${id}></session-route>`);
    const screen = await until(() => el.querySelector('diamonds-session-screen'), 'the Diamonds screen');
    expect(screen.sessionId, 'the screen shows this game').toBe(id);
    expect(el.querySelector('diams-session-screen'), 'not the Diam’s screen').toBeFalsy();
  });

  it('opens a Diam’s game on the Diam’s screen', async () => {
    const db = freshDb();
    const config = { players: ['Ann', 'Bob'], options: { rounds: 1, handTie: 'none', winBy: 'chips' }, card: publicRulesCard() };
    const id = await createSession(db, 'diams', config);
    const el = await fixture<SessionRoute>(html`<session-route .db=${db} .sessionId=${id}></session-route>`);
    const screen = await until(() => el.querySelector('diams-session-screen'), 'the Diam’s screen');
    expect(screen.sessionId, 'the screen shows this game').toBe(id);
  });

  it('says when the game is not on this device', async () => {
    const db = freshDb();
    const el = await fixture<SessionRoute>(html`<session-route .db=${db} .sessionId=${'nope'}></session-route>`);
    await until(() => textOf(el).includes('Game not found'), 'the notice');
    expect(textOf(el), textOf(el)).toContain('not on this device');
    await expectAccessible(el);
  });
});
