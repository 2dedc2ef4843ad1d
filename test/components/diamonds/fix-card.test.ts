/// <reference types="mocha" />
/**
 * Fixing a wrong card (issue #25, point 1) on a real IndexedDB: from the revoke's notice, from the
 * History panel of the game's screen and from the History screen; one Undo takes the fix back; the
 * revoke's notice survives a reload.
 */
import { html } from 'lit';
import '../../../src/components/diamonds/session-screen/session-screen.js';
import '../../../src/components/history/history-session.js';
import type { DiamondsSessionScreen } from '../../../src/components/diamonds/session-screen/session-screen.js';
import type { HistorySession } from '../../../src/components/history/history-session.js';
import { openLedgerDb } from '../../../src/app/open.js';
import { appendEvent, createSession, loadSession, type LedgerDb } from '../../../src/store/index.js';
import { expectAccessible } from '../a11y.js';
import { assert, cleanup, equal, fixture, textOf, until } from '../helpers.js';
import { TWO } from './states.js';
import { deep } from '../diams/helpers.js';

let db: LedgerDb;
let id: string;

beforeEach(async () => {
  db = openLedgerDb(`diamonds-fix-test-${crypto.randomUUID()}`);
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
  for (const [i, e] of LOG.entries()) assert((await appendEvent(db, id, e, i)).ok, `event ${i} stored`);
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

/** Lou's ♥3 proves the revoke of trick 1. */
async function revoke(el: DiamondsSessionScreen): Promise<void> {
  key(el, '3 of Hearts')?.click();
  const alert = await until(() => alertOf(el), 'the revoke');
  assert(alert.includes('Revoke in trick 1 ( D-FOLLOW )'), `the revoke: ${alert}`);
}

describe('fixing a wrong card', () => {
  it('D-FOLLOW: offers to fix the card that failed to follow, fixes it, and one Undo takes the fix back', async () => {
    await seed();
    const el = await open();
    await revoke(el);
    const fix = el.shadowRoot?.querySelector<HTMLButtonElement>('[data-action="fix"]');
    equal(fix?.getAttribute('aria-label'), "Fix Lou's card in trick 1", 'the fix names the player and the trick');
    equal(textOf(fix), "Fix Lou's card", "on screen: the notice's title names the trick");
    assert(el.shadowRoot?.querySelector('[data-action="rewind"]'), 'the rewind is still offered');
    fix?.click();
    const panel = await until(() => el.shadowRoot?.querySelector('diamonds-fix-card'), 'the fix panel');
    await until(() => textOf(panel.shadowRoot).includes('Which card did Lou really play in trick 1 of round 1?'), 'the question');
    assert(textOf(panel.shadowRoot).includes('Recorded: 1 of Diamonds'), 'the recorded card is named');
    assert(key(panel, '1 of Hearts')?.disabled, 'a card played before it is taken');
    assert(!key(panel, '2 of Hearts')?.disabled, 'a card played after it may be chosen');
    await expectAccessible(el);

    key(panel, '4 of Hearts')?.click();
    await until(() => newsOf(el).includes("Fixed: Lou's card in trick 1 is now 4 of Hearts."), 'the fix announced');
    assert(newsOf(el).includes('Every later event still fits.'), `nothing taken out: ${newsOf(el)}`);
    equal(await stored(), 'deal H1 H4 H2', 'the stored log has the card really played');
    equal(alertOf(el), '', 'the revoke is dealt with');
    assert(!key(el, '1 of Diamonds')?.disabled, 'the mis-tapped card is free again');
    assert(textOf(el.shadowRoot?.querySelector('.toolbar')).includes("the fix of Lou's card in trick 1"), 'Undo names the fix');

    // Lou's ♥3 is legal now.
    key(el, '3 of Hearts')?.click();
    await until(() => el.dataset.events === '5', 'the card that proved the revoke is recorded');
    toolbar(el)[0]?.click();
    await until(() => el.dataset.events === '4', 'the ♥3 undone');
    toolbar(el)[0]?.click();
    await until(() => newsOf(el).includes("Undone: the fix of Lou's card in trick 1."), 'the fix undone');
    equal(await stored(), 'deal H1 D1 H2', 'one Undo restored the log as it was');
    assert(key(el, '1 of Diamonds')?.disabled, 'the recorded card is back');
  });

  it('keeps the revoke notice, with its fix, across a reload', async () => {
    await seed();
    const first = await open();
    await revoke(first);
    await until(() => first.dataset.drafts === 'saved', 'the notice to be kept');
    cleanup();
    const again = await open();
    const alert = await until(() => alertOf(again), 'the revoke after a reload');
    assert(alert.includes('Revoke in trick 1 ( D-FOLLOW )'), `the revoke: ${alert}`);
    assert(again.shadowRoot?.querySelector('[data-action="fix"]'), 'the fix is still offered');
    again.shadowRoot?.querySelector<HTMLButtonElement>('[data-action="dismiss"]')?.click();
    await until(() => again.dataset.drafts === 'saved' && alertOf(again) === '', 'dismissed');
    cleanup();
    const third = await open();
    await third.updateComplete;
    equal(alertOf(third), '', 'a dismissed revoke stays dismissed');
  });

  it("fixes any card from the game's History, and says which later events no longer fit", async () => {
    await seed();
    const el = await open();
    toolbar(el)[2]?.click();
    const history = await until(() => deep(el, 'diamonds-history-panel'), 'the history');
    const fixAnn = await until(
      () => history.shadowRoot?.querySelector<HTMLButtonElement>('button[aria-label="Fix: Round 1, trick 1, play 1: Ann plays 1 of Hearts"]'),
      'a Fix on each card',
    );
    fixAnn.click();
    const panel = await until(() => el.shadowRoot?.querySelector('diamonds-fix-card'), 'the fix panel');
    await until(() => key(panel, '1 of Diamonds'), 'the keys');
    // Ann led ♦1: Lou's ♦1 is now played twice (D-DECK), and Ann's ♥2 would now be Lou's turn.
    key(panel, '1 of Diamonds')?.click();
    await until(() => newsOf(el).includes("Fixed: Ann's card in trick 1 is now 1 of Diamonds."), 'the fix announced');
    assert(
      newsOf(el).includes('2 later events no longer fit and were taken out: Lou: 1 of Diamonds and Ann: 2 of Hearts.'),
      `the account: ${newsOf(el)}`,
    );
    equal(await stored(), 'deal D1', 'the later cards that no longer fit are out of the log');
    toolbar(el)[0]?.click();
    await until(() => el.dataset.events === '4', 'one Undo brings them back');
    equal(await stored(), 'deal H1 D1 H2', 'the log as it was');
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
    assert(news.includes("Fixed: Lou's card in trick 1 is now 4 of Hearts."), news);
    equal(await stored(), 'deal H1 H4 H2', 'stored');
    await until(() => textOf(el.shadowRoot).includes('Lou: 4 of Hearts'), 'the history shows the fixed card');
    await expectAccessible(el);
    el.shadowRoot?.querySelector<HTMLButtonElement>('[data-action="undo-fix"]')?.click();
    await until(() => textOf(el.shadowRoot?.querySelector('.fix-news')).includes('The fix was undone'), 'undone');
    equal(await stored(), 'deal H1 D1 H2', 'the log as it was');
  });
});
