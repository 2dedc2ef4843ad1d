/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/pwa/pwa-toast';
import type { PwaToast } from '../../../src/pwa/pwa-toast';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, fixture, textOf } from '../helpers';

const region = (el: PwaToast) => el.shadowRoot?.querySelector<HTMLElement>('[role=status]');
const box = (el: PwaToast) => el.shadowRoot?.querySelector<HTMLElement>('[role=status] .toast') ?? null;
const buttons = (el: PwaToast) => [...(el.shadowRoot?.querySelectorAll('button') ?? [])];

describe('<pwa-toast>', () => {
  afterEach(cleanup);

  it('keeps an empty live region on the page until there is news', async () => {
    const el = await fixture<PwaToast>(html`<pwa-toast></pwa-toast>`);
    expect(region(el) && !box(el), 'an empty region while there is nothing to say').toBeTruthy();
    const before = region(el);
    el.show('Ready to work offline');
    await el.updateComplete;
    expect(box(el), 'shown').toBeTruthy();
    expect(region(el), 'the same live region holds the message').toBe(before);
    expect(textOf(region(el)).startsWith('Ready to work offline'), 'the message').toBe(true);
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
    expect(getComputedStyle(el).position, 'out of the flow').toBe('fixed');
    expect(after.getBoundingClientRect().top, 'the page stays where it was').toBe(before);
    const toast = box(el)?.getBoundingClientRect();
    expect(toast && toast.top >= 0 && toast.top < 16, `at the top of the screen (${toast?.top})`).toBeTruthy();
    after.remove();
    await expectAccessible(el);
  });

  it("stays below the app's header, over none of its controls, and at the top once the header has scrolled away", async () => {
    const header = document.createElement('header');
    header.style.cssText = 'display: block; height: 60px';
    const tall = document.createElement('div');
    tall.style.height = '3000px';
    document.body.prepend(header, tall);
    try {
      const el = await fixture<PwaToast>(html`<pwa-toast></pwa-toast>`);
      el.under = () => header;
      el.show('Ready to work offline');
      await el.updateComplete;
      await new Promise((r) => requestAnimationFrame(r));
      const below = box(el)!.getBoundingClientRect();
      expect(below.top >= 60 && below.top < 60 + 16, `just below the header (${below.top})`).toBeTruthy();
      header.style.height = '140px';
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      expect(box(el)!.getBoundingClientRect().top >= 140, 'below the header once it grows (a Menu opened)').toBeTruthy();
      window.scrollTo(0, 1000);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const top = box(el)!.getBoundingClientRect().top;
      expect(top >= 0 && top < 16, `at the top of the screen with the header scrolled away (${top})`).toBeTruthy();
      // A control right below the header (Home's New game): the toast goes to the foot of the screen.
      window.scrollTo(0, 0);
      const control = document.createElement('button');
      control.textContent = 'New game';
      control.style.cssText = 'display: block; width: 100%; height: 60px';
      header.after(control);
      el.show('Ready to work offline');
      await el.updateComplete;
      await new Promise((r) => requestAnimationFrame(r));
      const foot = box(el)!.getBoundingClientRect();
      expect(foot.bottom > innerHeight - 16 && foot.bottom <= innerHeight, `at the foot of the screen (${foot.bottom} of ${innerHeight})`).toBeTruthy();
      const middle = control.getBoundingClientRect();
      expect(document.elementFromPoint(middle.left + middle.width / 2, middle.top + middle.height / 2), 'the control is uncovered').toBe(control);
      control.remove();
    } finally {
      window.scrollTo(0, 0);
      header.remove();
      tall.remove();
    }
  });

  it('offers an action that stays until used, and can be dismissed', async () => {
    const el = await fixture<PwaToast>(html`<pwa-toast></pwa-toast>`);
    let reloads = 0;
    el.show('A new version is ready', { label: 'Reload', run: () => reloads++ });
    await el.updateComplete;
    const [reload, dismiss] = buttons(el);
    expect(reload?.textContent?.trim(), 'action button').toBe('Reload');
    expect(dismiss?.getAttribute('aria-label'), 'the ✕ says what it does').toBe('Dismiss');
    reload?.click();
    expect(reloads, 'action ran').toBe(1);
    dismiss?.click();
    await el.updateComplete;
    expect(box(el), 'dismissed').toBe(null);
    await expectAccessible(el);
  });
});
