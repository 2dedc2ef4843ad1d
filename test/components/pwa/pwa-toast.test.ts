/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/pwa/pwa-toast.js';
import type { PwaToast } from '../../../src/pwa/pwa-toast.js';
import { expectAccessible } from '../a11y.js';
import { assert, cleanup, equal, fixture, textOf } from '../helpers.js';

const region = (el: PwaToast) => el.shadowRoot?.querySelector<HTMLElement>('[role=status]');
const box = (el: PwaToast) => el.shadowRoot?.querySelector<HTMLElement>('[role=status] .toast') ?? null;
const buttons = (el: PwaToast) => [...(el.shadowRoot?.querySelectorAll('button') ?? [])];

describe('<pwa-toast>', () => {
  afterEach(cleanup);

  it('keeps an empty live region on the page until there is news', async () => {
    const el = await fixture<PwaToast>(html`<pwa-toast></pwa-toast>`);
    assert(region(el) && !box(el), 'an empty region while there is nothing to say');
    const before = region(el);
    el.show('Ready to work offline');
    await el.updateComplete;
    assert(box(el), 'shown');
    equal(region(el), before, 'the same live region holds the message');
    equal(textOf(region(el)).startsWith('Ready to work offline'), true, 'the message');
    await expectAccessible(el);
  });

  it('floats over the top of the page, so showing it moves nothing', async () => {
    const el = await fixture<PwaToast>(html`<pwa-toast></pwa-toast>`);
    const after = document.createElement('p');
    after.textContent = 'The page';
    el.after(after);
    const before = after.getBoundingClientRect().top;
    el.show('Ready to work offline');
    await el.updateComplete;
    equal(getComputedStyle(el).position, 'fixed', 'out of the flow');
    equal(after.getBoundingClientRect().top, before, 'the page stays where it was');
    const toast = box(el)?.getBoundingClientRect();
    assert(toast && toast.top >= 0 && toast.top < 16, `at the top of the screen (${toast?.top})`);
    after.remove();
    await expectAccessible(el);
  });

  it('offers an action that stays until used, and can be dismissed', async () => {
    const el = await fixture<PwaToast>(html`<pwa-toast></pwa-toast>`);
    let reloads = 0;
    el.show('A new version is ready', { label: 'Reload', run: () => reloads++ });
    await el.updateComplete;
    const [reload, dismiss] = buttons(el);
    equal(reload?.textContent?.trim(), 'Reload', 'action button');
    equal(dismiss?.getAttribute('aria-label'), 'Dismiss', 'the ✕ says what it does');
    reload?.click();
    equal(reloads, 1, 'action ran');
    dismiss?.click();
    await el.updateComplete;
    equal(box(el), null, 'dismissed');
    await expectAccessible(el);
  });
});
