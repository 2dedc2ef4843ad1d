/// <reference types="mocha" />
/**
 * Fixing a wrong card (issue #25, point 1) on a real IndexedDB: from the revoke's notice, from the
 * History panel of the game's screen and from the History screen; one Undo takes the fix back; the
 * revoke's notice survives a reload.
 */
import { html } from 'lit';
import '../../../src/components/diamonds/session-screen/session-screen';
import '../../../src/components/history/history-session';
import type { DiamondsSessionScreen } from '../../../src/components/diamonds/session-screen/session-screen';
import type { HistorySession } from '../../../src/components/history/history-session';
import { openDeviceDb } from '../../../src/app/open';
import { appendEvent, createSession, loadSession, type DeviceDb } from '../../../src/store/index';
import { setViewport } from '@web/test-runner-commands';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, fixture, textOf, until } from '../helpers';
import { TWO } from './states';
import { deep } from '../diams/helpers';

let db: DeviceDb;
let id: string;

beforeEach(async () => {
  db = openDeviceDb(`diamonds-fix-test-${crypto.randomUUID()}`);
  id = await createSession(db, 'diamonds', TWO);
});
afterEach(async () => {
  cleanup();
  await db.delete();
});

/** Lou deals (Ann leads). Trick 1: Ann ♥1, Lou ♦1 (shows out of ♥), Ann ♥2. */
const LOG = [
  { type: 'deal', dealer: 0, pass: 1 },
  { type: 'play', card: 'H1' },
  { type: 'play', card: 'D1' },
  { type: 'play', card: 'H2' },
];

async function seed(): Promise<void> {
  for (const [i, e] of LOG.entries()) expect((await appendEvent(db, id, e, i)).ok, `event ${i} stored`).toBeTruthy();
}

const stored = async () => (await loadSession(db, id))?.events.map((e) => (e as { card?: string }).card ?? 'deal').join(' ');

async function open(): Promise<DiamondsSessionScreen> {
  const el = await fixture<DiamondsSessionScreen>(html`<diamonds-session-screen .db=${db} session-id=${id}></diamonds-session-screen>`);
  await until(() => el.dataset.phase && el.dataset.phase !== 'loading', 'the session to load');
  return el;
}

const key = (root: Element, name: string) => deep<HTMLButtonElement>(root, `button[aria-label="${name}"]`);
const alertOf = (el: DiamondsSessionScreen) => textOf(el.shadowRoot?.querySelector('[role="alert"]'));
const newsOf = (el: DiamondsSessionScreen) => textOf(el.shadowRoot?.querySelector('.news'));
const toolbar = (el: DiamondsSessionScreen) => [...(el.shadowRoot?.querySelectorAll<HTMLButtonElement>('.toolbar button') ?? [])];

/** The game's History, then the Fix on Ann's first card; resolves with the Fix panel. */
async function fixAnnFromHistory(el: DiamondsSessionScreen): Promise<Element> {
  toolbar(el)[2]?.click();
  const history = await until(() => deep(el, 'diamonds-history-panel'), 'the history');
  const fixAnn = await until(
    () => history.shadowRoot?.querySelector<HTMLButtonElement>('button[aria-label="Fix: Round 1, trick 1, play 1: Ann plays 1 of Hearts"]'),
    'a Fix on each card',
  );
  fixAnn.click();
  return until(() => el.shadowRoot?.querySelector('diamonds-fix-card'), 'the fix panel');
}

/** Lou's ♥3 proves the revoke of trick 1. */
async function revoke(el: DiamondsSessionScreen): Promise<void> {
  key(el, '3 of Hearts')?.click();
  const alert = await until(() => alertOf(el), 'the revoke');
  expect(alert, `the revoke: ${alert}`).toContain('Revoke in trick 1 ( D-FOLLOW )');
}

describe('fixing a wrong card', () => {
  it('D-FOLLOW: offers to fix the card that failed to follow, fixes it, and one Undo takes the fix back', async () => {
    await seed();
    const el = await open();
    await revoke(el);
    const fix = el.shadowRoot?.querySelector<HTMLButtonElement>('[data-action="fix"]');
    expect(fix?.getAttribute('aria-label'), 'the fix names the player and the trick').toBe("Fix Lou's card in trick 1");
    expect(textOf(fix), "on screen: the notice's title names the trick").toBe("Fix Lou's card");
    expect(el.shadowRoot?.querySelector('[data-action="rewind"]'), 'the rewind is still offered').toBeTruthy();
    fix?.click();
    const panel = await until(() => el.shadowRoot?.querySelector('diamonds-fix-card'), 'the fix panel');
    await until(() => textOf(panel.shadowRoot).includes('Which card did Lou really play in trick 1 of round 1?'), 'the question');
    expect(textOf(panel.shadowRoot), 'the recorded card is named').toContain('Recorded: 1 of Diamonds');
    expect(key(panel, '1 of Hearts')?.disabled, 'a card played before it is taken').toBeTruthy();
    expect(key(panel, '2 of Hearts')?.disabled, 'a card played after it may be chosen').toBeFalsy();
    await expectAccessible(el);

    key(panel, '4 of Hearts')?.click();
    await until(() => newsOf(el).includes("Fixed: Lou's card in trick 1 is now 4 of Hearts."), 'the fix announced');
    expect(newsOf(el), `nothing taken out: ${newsOf(el)}`).toContain('Every later event still fits.');
    expect(await stored(), 'the stored log has the card really played').toBe('deal H1 H4 H2');
    expect(alertOf(el), 'the revoke is dealt with').toBe('');
    expect(key(el, '1 of Diamonds')?.disabled, 'the mis-tapped card is free again').toBeFalsy();
    expect(textOf(el.shadowRoot?.querySelector('.toolbar')), 'Undo names the fix').toContain("the fix of Lou's card in trick 1");

    // Lou's ♥3 is legal now.
    key(el, '3 of Hearts')?.click();
    await until(() => el.dataset.events === '5', 'the card that proved the revoke is recorded');
    toolbar(el)[0]?.click();
    await until(() => el.dataset.events === '4', 'the ♥3 undone');
    toolbar(el)[0]?.click();
    await until(() => newsOf(el).includes("Undone: the fix of Lou's card in trick 1."), 'the fix undone');
    expect(await stored(), 'one Undo restored the log as it was').toBe('deal H1 D1 H2');
    expect(key(el, '1 of Diamonds')?.disabled, 'the recorded card is back').toBeTruthy();
  });

  it('on a 390 px phone: the news above the Fix panel shows all its words, none cut mid-sentence', async () => {
    await setViewport({ width: 390, height: 844 });
    await seed();
    const el = await open();
    // Lou's ♦5 ends trick 1: the news says the card, who won and what the ♥ action moved.
    key(el, '5 of Diamonds')?.click();
    await until(() => el.dataset.events === '5', 'the trick ended');
    const news = el.shadowRoot!.querySelector<HTMLElement>('session-announcer')!;
    await until(() => textOf(news).includes('wins trick 1'), 'the news of the trick');
    await fixAnnFromHistory(el);
    await el.updateComplete;
    expect(news.scrollHeight <= news.clientHeight + 1, `all of "${textOf(news)}" shows (${news.scrollHeight} px of words in ${news.clientHeight} px)`).toBe(
      true,
    );
  });

  it('keeps the revoke notice, with its fix, across a reload', async () => {
    await seed();
    const first = await open();
    await revoke(first);
    await until(() => first.dataset.drafts === 'saved', 'the notice to be kept');
    cleanup();
    const again = await open();
    const alert = await until(() => alertOf(again), 'the revoke after a reload');
    expect(alert, `the revoke: ${alert}`).toContain('Revoke in trick 1 ( D-FOLLOW )');
    expect(again.shadowRoot?.querySelector('[data-action="fix"]'), 'the fix is still offered').toBeTruthy();
    again.shadowRoot?.querySelector<HTMLButtonElement>('[data-action="dismiss"]')?.click();
    await until(() => again.dataset.drafts === 'saved' && alertOf(again) === '', 'dismissed');
    cleanup();
    const third = await open();
    await third.updateComplete;
    expect(alertOf(third), 'a dismissed revoke stays dismissed').toBe('');
  });

  it("fixes any card from the game's History, and says which later events no longer fit", async () => {
    await seed();
    const el = await open();
    const panel = await fixAnnFromHistory(el);
    await until(() => key(panel, '1 of Diamonds'), 'the keys');
    // Ann led ♦1: Lou's ♦1 is now played twice (D-DECK), and Ann's ♥2 would now be Lou's turn.
    key(panel, '1 of Diamonds')?.click();
    await until(() => newsOf(el).includes("Fixed: Ann's card in trick 1 is now 1 of Diamonds."), 'the fix announced');
    expect(newsOf(el), `the account: ${newsOf(el)}`).toContain('2 later events no longer fit and were taken out: Lou: 1 of Diamonds and Ann: 2 of Hearts.');
    expect(await stored(), 'the later cards that no longer fit are out of the log').toBe('deal D1');
    toolbar(el)[0]?.click();
    await until(() => el.dataset.events === '4', 'one Undo brings them back');
    expect(await stored(), 'the log as it was').toBe('deal H1 D1 H2');
  });

  it('fixes a card from the History screen, with its own Undo', async () => {
    await seed();
    const el = await fixture<HistorySession>(html`<history-session .db=${db} .sessionId=${id}></history-session>`);
    const choose = await until(() => el.shadowRoot?.querySelector<HTMLButtonElement>('[data-action="fix-list"]'), 'Choose the card to fix');
    choose.click();
    const list = await until(() => el.shadowRoot?.querySelector('diamonds-history-panel'), 'the cards');
    const fixLou = await until(
      () => list.shadowRoot?.querySelector<HTMLButtonElement>('button[aria-label="Fix: Round 1, trick 1, play 2: Lou plays 1 of Diamonds"]'),
      "Lou's card",
    );
    fixLou.click();
    const panel = await until(() => el.shadowRoot?.querySelector('diamonds-fix-card'), 'the fix panel');
    await until(() => key(panel, '4 of Hearts'), 'the keys');
    key(panel, '4 of Hearts')?.click();
    const news = await until(() => textOf(el.shadowRoot?.querySelector('.fix-news')), 'what the fix did');
    expect(news, news).toContain("Fixed: Lou's card in trick 1 is now 4 of Hearts.");
    expect(await stored(), 'stored').toBe('deal H1 H4 H2');
    await until(() => textOf(el.shadowRoot).includes('Lou: 4 of Hearts'), 'the history shows the fixed card');
    await expectAccessible(el);
    el.shadowRoot?.querySelector<HTMLButtonElement>('[data-action="undo-fix"]')?.click();
    await until(() => textOf(el.shadowRoot?.querySelector('.fix-news')).includes('The fix was undone'), 'undone');
    expect(await stored(), 'the log as it was').toBe('deal H1 D1 H2');
  });
});
