/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/components/home-screen/home-screen';
import { PAGE_SIZE, type HomeScreen } from '../../../src/components/home-screen/home-screen';
import { deleteSession, findSession, listSessions, readDrafts, type DeviceDb } from '../../../src/store/index';
import { ledgerStatus, setLedgerStatus } from '../../../src/sync/status';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, deepActiveElement, fixture, found, textOf, until } from '../helpers';
import { deleteDbs, freshDb, importExample, keptAndFollowed, startGame } from '../store-fixtures';

async function home(db: DeviceDb): Promise<HomeScreen> {
  const el = await fixture<HomeScreen>(html`<home-screen .db=${db}></home-screen>`);
  await until(() => !el.shadowRoot?.querySelector('[role=status]'), 'the lists to load');
  return el;
}

const links = (el: HomeScreen, section: string) => [...(el.shadowRoot?.querySelectorAll<HTMLAnchorElement>(`#${section} a.session`) ?? [])];

describe('<home-screen>', () => {
  afterEach(async () => {
    cleanup();
    await deleteDbs();
  });

  it('shows an empty state when there is no game', async () => {
    const el = await home(freshDb());
    const text = textOf(el.shadowRoot);
    expect(text, `empty state: ${text}`).toContain('No games yet');
    expect(el.shadowRoot?.querySelector('a[href="#/new"]'), 'a New game link').toBeTruthy();
    await expectAccessible(el);
  });

  it('plays again with the latest game’s players and setup in one tap, its first dealer drawn', async () => {
    const db = freshDb();
    const finished = await importExample(db, 'diamonds-4p-standard.json');
    const el = await home(db);
    const again = found(
      [...(el.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.includes('Play again')),
      'a Play again button',
    );
    const old = found(await findSession(db, finished), 'the finished game');
    expect(textOf(again), 'names the game and the table').toBe(`Play again: Diamonds with ${old.players.join(', ')}`);
    await expectAccessible(el);
    again.click();
    await until(() => location.hash.startsWith('#/session/') && !location.hash.endsWith(finished), 'the new game opened');
    const id = decodeURIComponent(location.hash.replace('#/session/', ''));
    const made = await findSession(db, id);
    expect(JSON.stringify(made?.config), 'same players, seating and setup').toBe(JSON.stringify(old.config));
    expect(made?.status, 'a new game').toBe('in-progress');
    const dealer = (await readDrafts(db, id))['firstDealer'];
    expect(typeof dealer === 'number' && dealer >= 0 && dealer < old.players.length, 'a first dealer drawn and stored').toBeTruthy();
    expect((await listSessions(db, {})).length, 'one game more').toBe(2);
    location.hash = '';
  });

  it('tells two games in progress of the same players apart by their round, trick and leader', async () => {
    const db = freshDb();
    await importExample(db, 'diamonds-5p-in-progress.json');
    const players = ['Hana', 'Cy', 'Ivo', 'Zoë', 'Ana María'];
    await startGame(db, players);
    const el = await home(db);
    const [newer = '', older = ''] = links(el, 'in-progress').map((a) => textOf(a));
    expect(newer?.includes('Round 1 of 5') && !newer.includes('trick'), `the new game, still to deal: ${newer}`).toBeTruthy();
    expect(older?.includes('Round 3 of 5 · trick 1 of 10 · Ana María leads'), `the game played on: ${older}`).toBeTruthy();
    expect(older, `the totals say what they count: ${older}`).toContain('Points: Hana 14');
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
    expect(marked.length, 'one game marked').toBe(1);
    expect(textOf(marked[0]), textOf(marked[0])).toContain("Kept apart: this phone's own log of a live table's game");
    await expectAccessible(el);
  });

  it('marks a game kept as two by the ledger, and a game followed at a live table on another device (docs/sync.md)', async () => {
    const el = await home(await keptAndFollowed());
    const kept = links(el, 'in-progress').filter((a) => a.querySelector('[data-kept-apart]'));
    expect(kept.length, 'one game kept as two').toBe(1);
    expect(textOf(kept[0]), textOf(kept[0])).toContain('Kept as two: this game changed on two of your devices while they were apart');
    expect(textOf(kept[0]), 'not said to be a live table’s').not.toContain('live table');
    const marked = links(el, 'in-progress').filter((a) => a.querySelector('[data-followed]'));
    expect(marked.length, 'one followed game').toBe(1);
    expect(
      textOf(marked[0]).includes('Cy') && textOf(marked[0]).includes('Followed at a live table on another of your devices'),
      textOf(marked[0]),
    ).toBeTruthy();
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
    expect(said().includes('Ann') && said().includes('Bob'), said()).toBeTruthy();
    el.shadowRoot?.querySelector<HTMLButtonElement>('.undo button')!.click();
    await until(async () => (await findSession(db, id)) !== undefined, 'the game back');
    expect(ledgerStatus().deletedElsewhere, 'no longer offered').toBe(null);
    await until(() => links(el, 'in-progress').length === 1, 'listed again');
  });

  it('says that Diam’s totals are victory chips', async () => {
    const db = freshDb();
    await importExample(db, 'diams-4p.json');
    const el = await home(db);
    const text = textOf(links(el, 'finished')[0]);
    expect(text, text).toContain('Chips: Bob 8 · Eve 6 · Lou 8 · Hana 9');
  });

  it('offers to play a finished game again, never one still in progress', async () => {
    const db = freshDb();
    await startGame(db, ['Ann', 'Bob']);
    let el = await home(db);
    const againOf = (screen: HomeScreen) => [...(screen.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.includes('Play again'));
    expect(againOf(el), 'no Play again for the game in progress alone').toBeFalsy();
    cleanup();
    await importExample(db, 'diamonds-4p-standard.json');
    await startGame(db, ['Cy', 'Dee']);
    el = await home(db);
    expect(textOf(againOf(el)), 'the finished game, though a game in progress is newer').toBe('Play again: Diamonds with Ann, Gus, Kai, Eve');
  });

  it('lists games newest first, in progress apart from finished, with their facts', async () => {
    const db = freshDb();
    const finished = await importExample(db, 'diamonds-4p-standard.json');
    const older = await startGame(db, ['Ann', 'Bob']);
    const newer = await startGame(db, ['Cy', 'Dee', 'Eve']);
    const el = await home(db);

    const inProgress = links(el, 'in-progress');
    expect(inProgress.length, 'games in progress').toBe(2);
    expect(inProgress[0]?.getAttribute('href'), 'newest first').toBe(`#/session/${newer}`);
    expect(inProgress[1]?.getAttribute('href'), 'then the older one').toBe(`#/session/${older}`);
    const first = textOf(inProgress[0]);
    for (const part of ['Diamonds', 'In progress', 'Cy, Dee, Eve', 'Cy 3 · Dee 3 · Eve 3', 'Last move']) {
      expect(first, `"${part}" in "${first}"`).toContain(part);
    }
    expect(inProgress[0]?.querySelector('time[datetime]'), 'a machine-readable date').toBeTruthy();

    const done = links(el, 'finished');
    expect(done.length, 'finished games').toBe(1);
    expect(done[0]?.getAttribute('href'), 'link to the finished game').toBe(`#/session/${finished}`);
    const text = textOf(done[0]);
    expect(/Finished .*\d/.test(text) && text.includes('Won by'), `finished facts: ${text}`).toBeTruthy();
    await expectAccessible(el);
  });

  it('renders player names as text only', async () => {
    const db = freshDb();
    const hostile = '<img src=x onerror=__pwned=1>'; // a name has at most 30 characters
    await startGame(db, [hostile, 'Bob']);
    const el = await home(db);
    expect(textOf(el.shadowRoot), 'the name is shown literally').toContain(hostile);
    expect(el.shadowRoot?.querySelector('img'), 'no element was made from the name').toBe(null);
    expect((window as { __pwned?: number }).__pwned, 'no script ran').toBe(undefined);
  });

  it('pages with "Show more" and moves focus to the first new game', async () => {
    const db = freshDb();
    const total = PAGE_SIZE * 2 + 3;
    for (let i = 0; i < total; i++) await startGame(db, [`P${i}`, 'Q']);
    const el = await home(db);
    expect(links(el, 'in-progress').length, 'first page').toBe(PAGE_SIZE);

    const more = () => el.shadowRoot?.querySelector<HTMLButtonElement>('#in-progress button.more');
    more()?.click();
    await until(() => links(el, 'in-progress').length === PAGE_SIZE * 2, 'the second page');
    await el.updateComplete;
    expect(deepActiveElement(), 'focus on the first new game').toBe(links(el, 'in-progress')[PAGE_SIZE] ?? null);

    more()?.click();
    await until(() => links(el, 'in-progress').length === total, 'the last page');
    expect(more() ?? null, 'no "Show more" once everything is shown').toBe(null);
    expect(textOf(links(el, 'in-progress')[0]), 'newest still first').toContain(`P${total - 1},`);
  });

  it('deletes a game and offers an undo that puts it back with its whole log', async () => {
    const db = freshDb();
    const id = await importExample(db, 'diamonds-4p-standard.json');
    const el = await home(db);
    const button = found(el.shadowRoot?.querySelector<HTMLButtonElement>('#finished button.delete'), 'a Delete button on the game');
    expect(button.getAttribute('aria-label')?.startsWith('Delete the game of'), 'named after the game').toBeTruthy();
    // One tap, a stray one perhaps, deletes nothing: the button asks for a second.
    button.click();
    await until(() => button.textContent?.trim() === 'Tap again to delete', 'the button to ask for a second tap');
    expect(button.hasAttribute('aria-label'), 'its name is now what it says').toBe(false);
    expect(links(el, 'finished').length, 'still listed').toBe(1);
    expect(await db.sessions.get(id), 'still on the device').toBeTruthy();
    button.click();
    await until(() => links(el, 'finished').length === 0, 'the game to leave the list');
    expect(await db.sessions.get(id), 'deleted from the device').toBe(undefined);
    const undo = await until(
      () => [...(el.shadowRoot?.querySelectorAll<HTMLButtonElement>('.undo button') ?? [])].find((b) => b.textContent?.trim() === 'Undo'),
      'the undo',
    );
    expect(textOf(el.shadowRoot?.querySelector('.undo')), 'says what was deleted').toContain('was deleted');
    await expectAccessible(el);
    undo.click();
    await until(() => links(el, 'finished').length === 1, 'the game back in the list');
    expect((await db.events.where('[sessionId+seq]').between([id, 0], [id, Infinity]).count()) > 100, 'its log is back').toBe(true);
    expect(textOf(el.shadowRoot?.querySelector('.undo')), 'the undo is gone').toBe('');
  });

  it('keeps Delete clear of the status badge', async () => {
    const db = freshDb();
    await importExample(db, 'diamonds-4p-standard.json');
    const el = await home(db);
    const button = await until(() => el.shadowRoot?.querySelector<HTMLButtonElement>('#finished button.delete'), 'Delete');
    const badge = found(el.shadowRoot?.querySelector('#finished .status'), 'a status badge');
    for (const armed of [false, true]) {
      if (armed) {
        button.click();
        await until(() => button.textContent?.trim() === 'Tap again to delete', 'armed');
      }
      const b = button.getBoundingClientRect();
      const s = badge.getBoundingClientRect();
      const overlap = Math.max(0, Math.min(b.right, s.right) - Math.max(b.left, s.left)) * Math.max(0, Math.min(b.bottom, s.bottom) - Math.max(b.top, s.top));
      expect(overlap, `Delete${armed ? ' (armed)' : ''} covers none of the badge`).toBe(0);
    }
  });

  it('follows the store live', async () => {
    const db = freshDb();
    const el = await home(db);
    await startGame(db, ['Live', 'Game']);
    await until(() => links(el, 'in-progress').length === 1, 'the new game to appear');
  });
});
