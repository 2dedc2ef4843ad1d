/// <reference types="mocha" />
/**
 * The toolbar both games share (src/components/session/session-toolbar.ts) on a followed game:
 * Undo and Redo stay with the host, so a follower's toolbar has neither and says why.
 */
import { html } from 'lit';
import '../../../src/components/session/session-toolbar';
import type { SessionToolbar } from '../../../src/components/session/session-toolbar';
import { expect } from '../expect';
import { cleanup, fixture, textOf } from '../helpers';

afterEach(() => cleanup());

describe('the session toolbar', () => {
  it('offers Undo and Redo on this phone’s own game', async () => {
    const bar = await fixture<SessionToolbar>(
      html`<session-toolbar .undoWhat=${'9 of Spades'} .redoWhat=${'Ann’s draw'} .historyWhat=${'3 events'}></session-toolbar>`,
    );
    const undo = bar.querySelector<HTMLButtonElement>('[data-action="undo"]');
    expect(undo && !undo.disabled, 'an enabled Undo').toBeTruthy();
    expect(bar.querySelector('[data-action="redo"]'), 'a Redo').toBeTruthy();
    expect(bar.querySelector('.host-only'), 'no word about the host').toBe(null);
  });

  it('on a followed game has no Undo or Redo and says they stay with the host', async () => {
    const bar = await fixture<SessionToolbar>(
      html`<session-toolbar followed .undoWhat=${'9 of Spades'} .redoWhat=${'Ann’s draw'} .historyWhat=${'3 events'}></session-toolbar>`,
    );
    expect(bar.querySelector('[data-action="undo"]'), 'no Undo').toBe(null);
    expect(bar.querySelector('[data-action="redo"]'), 'no Redo').toBe(null);
    expect(bar.querySelector('[data-action="history"]'), 'History stays').toBeTruthy();
    expect(textOf(bar.querySelector('.host-only')), 'the reason').toBe('Undo and Redo stay with the host.');
  });
});
