/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/components/settings-screen/settings-screen';
import type { SettingsScreen } from '../../../src/components/settings-screen/settings-screen';
import type { StorageLike } from '../../../src/store/index';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, fixture, loadTheme, textOf, until } from '../helpers';
import { deleteDbs, freshDb } from '../store-fixtures';
import { getSetting } from '../../../src/store/index';
import { startDeckColours } from '../../../src/app/deck-colours';

/** A stand-in for navigator.storage that answers what a test needs. */
function storage({ persisted = false, grant = false, usage = 2_000_000, quota = 1_000_000_000 } = {}) {
  const state = { persisted, asked: 0 };
  const fake: StorageLike = {
    persisted: async () => state.persisted,
    persist: async () => {
      state.asked++;
      state.persisted = grant;
      return grant;
    },
    estimate: async () => ({ usage, quota }),
  };
  return { fake, state };
}

async function settings(fake: StorageLike): Promise<SettingsScreen> {
  const el = await fixture<SettingsScreen>(html`<settings-screen .storage=${fake}></settings-screen>`);
  await until(() => !textOf(el.shadowRoot).includes('Checking storage'), 'the storage status');
  return el;
}

const button = (el: SettingsScreen) => el.shadowRoot?.querySelector<HTMLButtonElement>('button');

describe('<settings-screen>', () => {
  afterEach(cleanup);

  it('says when the games are protected, and how much space they use', async () => {
    const el = await settings(storage({ persisted: true }).fake);
    const text = textOf(el.shadowRoot);
    expect(text, text).toContain('Your games are protected');
    expect(text, text).toMatch(/Using 2 MB of 1 GB available/);
    expect(button(el), 'no button when already protected').toBeFalsy();
    await expectAccessible(el);
  });

  it('asks for persistent storage on request and says when it is granted', async () => {
    const { fake, state } = storage({ grant: true });
    const el = await settings(fake);
    button(el)?.click();
    await until(() => textOf(el.shadowRoot).includes('Your games are protected'), 'protected');
    expect(state.asked, 'persist() was called once').toBe(1);
  });

  it('warns when the browser refuses', async () => {
    const el = await settings(storage({ grant: false }).fake);
    button(el)?.click();
    await until(() => textOf(el.shadowRoot).includes('refused'), 'the refusal warning');
    const status = el.shadowRoot?.querySelector('[role=status]');
    expect(textOf(status), 'the warning is in a live region').toContain('refused');
    await expectAccessible(el);
  });

  it('warns when storage is nearly full', async () => {
    const el = await settings(storage({ persisted: true, usage: 950, quota: 1000 }).fake);
    const alert = el.shadowRoot?.querySelector('[role=alert]');
    expect(textOf(alert), `nearly-full warning: ${textOf(el.shadowRoot)}`).toContain('nearly full');
    await expectAccessible(el);
  });

  it('says the theme follows the device', async () => {
    const el = await settings(storage().fake);
    expect(textOf(el.shadowRoot), 'theme').toMatch(/follow your device's light or dark setting \(now (light|dark)\s*\)/);
  });

  describe('card colours', () => {
    afterEach(async () => {
      delete document.documentElement.dataset.deck;
      await deleteDbs();
    });

    const colourOf = (suit: string): string => {
      const probe = document.createElement('span');
      probe.style.color = `var(--dl-suit-${suit})`;
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    };

    it('shows a four-colour deck by default, and keeps red and black when chosen', async () => {
      await loadTheme();
      const db = freshDb();
      await startDeckColours(db);
      expect(new Set(['s', 'h', 'd', 'c'].map(colourOf)).size, 'four suits, four colours').toBe(4);
      const el = await fixture<SettingsScreen>(html`<settings-screen .db=${db} .storage=${storage().fake}></settings-screen>`);
      const radio = (v: string) => el.shadowRoot?.querySelector<HTMLInputElement>(`input[name="deck"][value="${v}"]`);
      expect(radio('four')?.checked, 'four colours checked').toBeTruthy();
      radio('two')?.click();
      await until(() => document.documentElement.dataset.deck === 'two', 'the choice shown');
      for (let i = 0; i < 50 && (await getSetting(db, 'deckColours')) !== 'two'; i++) await new Promise((r) => setTimeout(r, 20));
      expect(await getSetting(db, 'deckColours'), 'the choice remembered').toBe('two');
      expect(colourOf('d') === colourOf('h') && colourOf('c') === colourOf('s'), 'two colours: ♦ as ♥, ♣ as ♠').toBeTruthy();
      delete document.documentElement.dataset.deck;
      await startDeckColours(db);
      expect(document.documentElement.dataset.deck, 'the next start remembers it').toBe('two');
      await expectAccessible(el);
    });
  });
});
