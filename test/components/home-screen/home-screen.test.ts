/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/components/home-screen/home-screen.js';
import { PAGE_SIZE, type HomeScreen } from '../../../src/components/home-screen/home-screen.js';
import { deleteSession, findSession, listSessions, readTableState, type LedgerDb } from '../../../src/store/index.js';
import { ledgerStatus, setLedgerStatus } from '../../../src/sync/status.js';
import { expectAccessible } from '../a11y.js';
import { assert, cleanup, deepActiveElement, equal, fixture, textOf, until } from '../helpers.js';
import { deleteDbs, freshDb, importExample, startGame } from '../store-fixtures.js';

async function home(db: LedgerDb): Promise<HomeScreen> {
  const el = await fixture<HomeScreen>(html`<home-screen .db=${db}></home-screen>`);
  await until(() => !el.shadowRoot?.querySelector('[role=status]'), 'the lists to load');
  return el;
}

const links = (el: HomeScreen, section: string) =>
  [...(el.shadowRoot?.querySelectorAll<HTMLAnchorElement>(`#${section} a.session`) ?? [])];

describe('<home-screen>', () => {
  afterEach(async () => {
    cleanup();
    await deleteDbs();
  });

  it('shows an empty state when there is no game', async () => {
    const el = await home(freshDb());
    const text = textOf(el.shadowRoot);
    assert(text.includes('No games yet'), `empty state: ${text}`);
    assert(el.shadowRoot?.querySelector('a[href="#/new"]'), 'a New game link');
    await expectAccessible(el);
  });

  it('plays again with the latest game’s players and setup in one tap, its first dealer drawn', async () => {
    const db = freshDb();
    const finished = await importExample(db, 'diamonds-4p-standard.json');
    const el = await home(db);
    const again = [...(el.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.includes('Play again'));
    assert(again, 'a Play again button');
    const old = await findSession(db, finished);
    assert(old, 'the finished game');
    equal(textOf(again), `Play again: Diamonds with ${old.players.join(', ')}`, 'names the game and the table');
    await expectAccessible(el);
    again.click();
    await until(() => location.hash.startsWith('#/session/') && !location.hash.endsWith(finished), 'the new game opened');
    const id = decodeURIComponent(location.hash.replace('#/session/', ''));
    const made = await findSession(db, id);
    equal(JSON.stringify(made?.config), JSON.stringify(old.config), 'same players, seating and setup');
    equal(made?.status, 'in-progress', 'a new game');
    const dealer = (await readTableState(db, id))['firstDealer'];
    assert(typeof dealer === 'number' && dealer >= 0 && dealer < old.players.length, 'a first dealer drawn and stored');
    equal((await listSessions(db, {})).length, 2, 'one game more');
    location.hash = '';
  });

  it('tells two games in progress of the same players apart by their round, trick and leader', async () => {
    const db = freshDb();
    await importExample(db, 'diamonds-5p-in-progress.json');
    const players = ['Hana', 'Cy', 'Ivo', 'Zoë', 'Ana María'];
    await startGame(db, players);
    const el = await home(db);
    const [newer = '', older = ''] = links(el, 'in-progress').map((a) => textOf(a));
    assert(newer?.includes('Round 1 of 5') && !newer.includes('trick'), `the new game, still to deal: ${newer}`);
    assert(older?.includes('Round 3 of 5 · trick 1 of 10 · Ana María leads'), `the game played on: ${older}`);
    assert(older.includes('Points: Hana 14'), `the totals say what they count: ${older}`);
    await expectAccessible(el);
  });

  it("marks a game kept apart from a live table's (a host's own log that the table went on without)", async () => {
    const db = freshDb();
    const id = await startGame(db, ['Ann', 'Bob']);
    const kept = await startGame(db, ['Ann', 'Bob']);
    const row = await findSession(db, kept);
    await db.sessions.put({ ...row!, forkOf: id });
    const el = await home(db);
    const marked = links(el, 'in-progress').filter((a) => a.querySelector('[data-kept-apart]'));
    equal(marked.length, 1, 'one game marked');
    assert(textOf(marked[0]).includes("Kept apart: this phone's own log of a live table's game"), textOf(marked[0]));
    await expectAccessible(el);
  });

  it('marks a game kept as two by the ledger, and a game followed at a live table on another device (docs/sync.md)', async () => {
    const db = freshDb();
    const id = await startGame(db, ['Ann', 'Bob']);
    const fork = await startGame(db, ['Ann', 'Bob']);
    const followed = await startGame(db, ['Cy', 'Dee']);
    await db.sessions.put({ ...(await findSession(db, fork))!, forkOf: id, forkFrom: 'devices' });
    await db.sessions.put({ ...(await findSession(db, followed))!, followed: true });
    const el = await home(db);
    const kept = links(el, 'in-progress').filter((a) => a.querySelector('[data-kept-apart]'));
    equal(kept.length, 1, 'one game kept as two');
    assert(textOf(kept[0]).includes('Kept as two: this game changed on two of your devices while they were apart'), textOf(kept[0]));
    assert(!textOf(kept[0]).includes('live table'), 'not said to be a live table’s');
    const marked = links(el, 'in-progress').filter((a) => a.querySelector('[data-followed]'));
    equal(marked.length, 1, 'one followed game');
    assert(textOf(marked[0]).includes('Cy') && textOf(marked[0]).includes('Followed at a live table on another of your devices'), textOf(marked[0]));
    await expectAccessible(el);
  });

  it('offers back a game another device of the ledger deleted, and its Undo puts it back here (docs/sync.md)', async () => {
    const db = freshDb();
    const id = await startGame(db, ['Ann', 'Bob']);
    const el = await home(db);
    await until(() => links(el, 'in-progress').length === 1, 'the game listed');
    // The sync deleted it here, as another device did, and says so.
    const row = await deleteSession(db, id);
    setLedgerStatus({ deletedElsewhere: row! });
    const said = () => textOf(el.shadowRoot?.querySelector('.undo'));
    await until(() => said().includes('was deleted on another of your devices.'), 'the deletion said');
    assert(said().includes('Ann') && said().includes('Bob'), said());
    el.shadowRoot?.querySelector<HTMLButtonElement>('.undo button')!.click();
    await until(async () => (await findSession(db, id)) !== undefined, 'the game back');
    equal(ledgerStatus().deletedElsewhere, null, 'no longer offered');
    await until(() => links(el, 'in-progress').length === 1, 'listed again');
  });

  it('says that Diam’s totals are victory chips', async () => {
    const db = freshDb();
    await importExample(db, 'diams-4p.json');
    const el = await home(db);
    const text = textOf(links(el, 'finished')[0]);
    assert(text.includes('Chips: Bob 8 · Eve 6 · Lou 8 · Hana 9'), text);
  });

  it('offers to play a finished game again, never one still in progress', async () => {
    const db = freshDb();
    await startGame(db, ['Ann', 'Bob']);
    let el = await home(db);
    const againOf = (screen: HomeScreen) => [...(screen.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.includes('Play again'));
    assert(!againOf(el), 'no Play again for the game in progress alone');
    cleanup();
    await importExample(db, 'diamonds-4p-standard.json');
    await startGame(db, ['Cy', 'Dee']);
    el = await home(db);
    equal(textOf(againOf(el)), 'Play again: Diamonds with Ann, Gus, Kai, Eve', 'the finished game, though a game in progress is newer');
  });

  it('lists games newest first, in progress apart from finished, with their facts', async () => {
    const db = freshDb();
    const finished = await importExample(db, 'diamonds-4p-standard.json');
    const older = await startGame(db, ['Ann', 'Bob']);
    const newer = await startGame(db, ['Cy', 'Dee', 'Eve']);
    const el = await home(db);

    const inProgress = links(el, 'in-progress');
    equal(inProgress.length, 2, 'games in progress');
    equal(inProgress[0]?.getAttribute('href'), `#/session/${newer}`, 'newest first');
    equal(inProgress[1]?.getAttribute('href'), `#/session/${older}`, 'then the older one');
    const first = textOf(inProgress[0]);
    for (const part of ['Diamonds', 'In progress', 'Cy, Dee, Eve', 'Cy 3 · Dee 3 · Eve 3', 'Last move']) {
      assert(first.includes(part), `"${part}" in "${first}"`);
    }
    assert(inProgress[0]?.querySelector('time[datetime]'), 'a machine-readable date');

    const done = links(el, 'finished');
    equal(done.length, 1, 'finished games');
    equal(done[0]?.getAttribute('href'), `#/session/${finished}`, 'link to the finished game');
    const text = textOf(done[0]);
    assert(/Finished .*\d/.test(text) && text.includes('Won by'), `finished facts: ${text}`);
    await expectAccessible(el);
  });

  it('renders player names as text only', async () => {
    const db = freshDb();
    const hostile = '<img src=x onerror=__pwned=1>'; // a name has at most 30 characters
    await startGame(db, [hostile, 'Bob']);
    const el = await home(db);
    assert(textOf(el.shadowRoot).includes(hostile), 'the name is shown literally');
    equal(el.shadowRoot?.querySelector('img'), null, 'no element was made from the name');
    equal((window as { __pwned?: number }).__pwned, undefined, 'no script ran');
  });

  it('pages with "Show more" and moves focus to the first new game', async () => {
    const db = freshDb();
    const total = PAGE_SIZE * 2 + 3;
    for (let i = 0; i < total; i++) await startGame(db, [`P${i}`, 'Q']);
    const el = await home(db);
    equal(links(el, 'in-progress').length, PAGE_SIZE, 'first page');

    const more = () => el.shadowRoot?.querySelector<HTMLButtonElement>('#in-progress button.more');
    more()?.click();
    await until(() => links(el, 'in-progress').length === PAGE_SIZE * 2, 'the second page');
    await el.updateComplete;
    equal(deepActiveElement(), links(el, 'in-progress')[PAGE_SIZE] ?? null, 'focus on the first new game');

    more()?.click();
    await until(() => links(el, 'in-progress').length === total, 'the last page');
    equal(more() ?? null, null, 'no "Show more" once everything is shown');
    assert(textOf(links(el, 'in-progress')[0]).includes(`P${total - 1},`), 'newest still first');
  });

  it('deletes a game and offers an undo that puts it back with its whole log', async () => {
    const db = freshDb();
    const id = await importExample(db, 'diamonds-4p-standard.json');
    const el = await home(db);
    const button = el.shadowRoot?.querySelector<HTMLButtonElement>('#finished button.delete');
    assert(button, 'a Delete button on the game');
    assert(button.getAttribute('aria-label')?.startsWith('Delete the game of'), 'named after the game');
    // One tap, a stray one perhaps, deletes nothing: the button asks for a second.
    button.click();
    await until(() => button.textContent?.trim() === 'Tap again to delete', 'the button to ask for a second tap');
    equal(button.hasAttribute('aria-label'), false, 'its name is now what it says');
    equal(links(el, 'finished').length, 1, 'still listed');
    assert(await db.sessions.get(id), 'still on the device');
    button.click();
    await until(() => links(el, 'finished').length === 0, 'the game to leave the list');
    equal(await db.sessions.get(id), undefined, 'deleted from the device');
    const undo = await until(
      () => [...(el.shadowRoot?.querySelectorAll<HTMLButtonElement>('.undo button') ?? [])].find((b) => b.textContent?.trim() === 'Undo'),
      'the undo',
    );
    assert(textOf(el.shadowRoot?.querySelector('.undo')).includes('was deleted'), 'says what was deleted');
    await expectAccessible(el);
    undo.click();
    await until(() => links(el, 'finished').length === 1, 'the game back in the list');
    equal((await db.events.where('[sessionId+seq]').between([id, 0], [id, Infinity]).count()) > 100, true, 'its log is back');
    equal(textOf(el.shadowRoot?.querySelector('.undo')), '', 'the undo is gone');
  });

  it('keeps Delete clear of the status badge', async () => {
    const db = freshDb();
    await importExample(db, 'diamonds-4p-standard.json');
    const el = await home(db);
    const button = await until(() => el.shadowRoot?.querySelector<HTMLButtonElement>('#finished button.delete'), 'Delete');
    const badge = el.shadowRoot?.querySelector('#finished .status');
    assert(badge, 'a status badge');
    for (const armed of [false, true]) {
      if (armed) {
        button.click();
        await until(() => button.textContent?.trim() === 'Tap again to delete', 'armed');
      }
      const b = button.getBoundingClientRect();
      const s = badge.getBoundingClientRect();
      const overlap = Math.max(0, Math.min(b.right, s.right) - Math.max(b.left, s.left)) * Math.max(0, Math.min(b.bottom, s.bottom) - Math.max(b.top, s.top));
      equal(overlap, 0, `Delete${armed ? ' (armed)' : ''} covers none of the badge`);
    }
  });

  it('follows the store live', async () => {
    const db = freshDb();
    const el = await home(db);
    await startGame(db, ['Live', 'Game']);
    await until(() => links(el, 'in-progress').length === 1, 'the new game to appear');
  });
});
