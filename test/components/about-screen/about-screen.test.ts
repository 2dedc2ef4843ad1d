/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/components/about-screen/about-screen.js';
import type { AboutScreen } from '../../../src/components/about-screen/about-screen.js';
import { expectAccessible } from '../a11y.js';
import { assert, cleanup, fixture, textOf } from '../helpers.js';

describe('<about-screen>', () => {
  afterEach(cleanup);

  it('says what the app is, its version and whether it works offline', async () => {
    const el = await fixture<AboutScreen>(html`<about-screen></about-screen>`);
    const text = textOf(el.shadowRoot);
    assert(el.shadowRoot?.querySelector('h1')?.textContent === 'About Diamond Ledger', 'h1');
    assert(/Version\s*\d+\.\d+\.\d+/.test(text), `version shown: ${text}`);
    assert(/Network\s*(Online|Offline)/.test(text), 'network status shown');
    // Tests run without a service worker: the screen must say offline use is not ready.
    assert(text.includes('Not ready yet'), 'offline readiness shown');
  });

  it('follows the network status', async () => {
    const el = await fixture<AboutScreen>(html`<about-screen></about-screen>`);
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    try {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      window.dispatchEvent(new Event('offline'));
      await el.updateComplete;
      assert(/Network\s*Offline/.test(textOf(el.shadowRoot)), 'offline shown');
    } finally {
      delete (navigator as { onLine?: boolean }).onLine; // back to the prototype's getter
      if (online) window.dispatchEvent(new Event('online'));
    }
    await el.updateComplete;
    assert(/Network\s*Online/.test(textOf(el.shadowRoot)), 'online again');
  });

  it('is accessible', async () => {
    const el = await fixture<AboutScreen>(html`<about-screen></about-screen>`);
    await expectAccessible(el);
  });
});
