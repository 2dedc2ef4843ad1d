/// <reference types="mocha" />
import { html } from 'lit';
import '../../src/components/app-shell/screens/session-view.js';
import type { ShellSession } from '../../src/components/app-shell/screens/session-view.js';
import { expectAccessible } from './a11y.js';
import { assert, cleanup, fixture, textOf, until } from './helpers.js';
import { deleteDbs, freshDb, importExample } from './store-fixtures.js';

describe('<shell-session>', () => {
  afterEach(async () => {
    cleanup();
    await deleteDbs();
  });

  it('shows a stored game', async () => {
    const db = freshDb();
    const id = await importExample(db, 'diamonds-5p-in-progress.json');
    const el = await fixture<ShellSession>(html`<shell-session .db=${db} .sessionId=${id}></shell-session>`);
    await until(() => el.shadowRoot?.querySelector('h1')?.textContent === 'Diamonds', 'the game');
    const text = textOf(el.shadowRoot);
    for (const part of ['In progress', 'Hana, Cy, Ivo, Zoë, Ana María', 'Moves recorded']) {
      assert(text.includes(part), `"${part}" in ${text}`);
    }
    await expectAccessible(el);
  });

  it('says when there is no such game', async () => {
    const el = await fixture<ShellSession>(
      html`<shell-session .db=${freshDb()} .sessionId=${'nope'}></shell-session>`,
    );
    await until(() => el.shadowRoot?.querySelector('h1')?.textContent === 'Game not found', 'not found');
    await expectAccessible(el);
  });
});
