/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/components/about-screen/about-screen';
import type { AboutScreen } from '../../../src/components/about-screen/about-screen';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, fixture, textOf } from '../helpers';

describe('<about-screen>', () => {
  afterEach(cleanup);

  it('says what the app is, its version and whether it works offline', async () => {
    const el = await fixture<AboutScreen>(html`<about-screen></about-screen>`);
    const text = textOf(el.shadowRoot);
    expect(el.shadowRoot?.querySelector('h1')?.textContent, 'h1').toBe('About Diamond Ledger');
    expect(text, `version shown: ${text}`).toMatch(/Version\s*\d+\.\d+\.\d+/);
    expect(text, 'network status shown').toMatch(/Network\s*(Online|Offline)/);
    // Tests run without a service worker: the screen must say offline use is not ready.
    expect(text, 'offline readiness shown').toContain('Not ready yet');
  });

  it('follows the network status', async () => {
    const el = await fixture<AboutScreen>(html`<about-screen></about-screen>`);
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    try {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      window.dispatchEvent(new Event('offline'));
      await el.updateComplete;
      expect(textOf(el.shadowRoot), 'offline shown').toMatch(/Network\s*Offline/);
    } finally {
      delete (navigator as { onLine?: boolean }).onLine; // back to the prototype's getter
      if (online) window.dispatchEvent(new Event('online'));
    }
    await el.updateComplete;
    expect(textOf(el.shadowRoot), 'online again').toMatch(/Network\s*Online/);
  });

  it('is accessible', async () => {
    const el = await fixture<AboutScreen>(html`<about-screen></about-screen>`);
    await expectAccessible(el);
  });
});
