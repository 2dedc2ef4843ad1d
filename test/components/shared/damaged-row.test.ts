/// <reference types="mocha" />
/**
 * One bad row stored directly in the database (a date no Date holds, players that are not names,
 * a name that is not text) must not take a whole list down: Home, History, Statistics and Players
 * each show that row as damaged, in the reader's language, and render every other row.
 */
import { html } from 'lit';
import '../../../src/components/home-screen/home-screen';
import '../../../src/components/history/history-screen';
import '../../../src/components/stats/stats-screen';
import '../../../src/components/players/players-screen';
import type { HomeScreen } from '../../../src/components/home-screen/home-screen';
import type { HistoryScreen } from '../../../src/components/history/history-screen';
import type { StatsScreen } from '../../../src/components/stats/stats-screen';
import type { PlayersScreen } from '../../../src/components/players/players-screen';
import { setLocale } from '../../../src/i18n/localization';
import type { DeviceDb, SessionRow } from '../../../src/store/index';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, fixture, textOf, until } from '../helpers';
import { deleteDbs, freshDb, importExample, startGame } from '../store-fixtures';

const DAMAGED_GAME = 'This game cannot be shown: its data on this device is damaged.';
const DAMAGED_PLAYER = 'This player cannot be shown: their data on this device is damaged.';

/** A copy of a stored session under another id, with `change` applied, and a copy of its log. */
async function badCopy(db: DeviceDb, id: string, change: Record<string, unknown>): Promise<void> {
  const row = (await db.sessions.get(id)) as SessionRow;
  const events = await db.events.where('[sessionId+seq]').between([id, 0], [id, Infinity]).toArray();
  await db.sessions.add({ ...row, id: 'bad', ...change });
  await db.events.bulkAdd(events.map((e) => ({ ...e, sessionId: 'bad' })));
}

const text = (el: Element) => textOf(el.shadowRoot);

describe('a damaged row says so, and the rest of the list renders', () => {
  afterEach(async () => {
    cleanup();
    await setLocale('en');
    await deleteDbs();
  });

  for (const [what, change] of [
    ['updated at 1e308', { updatedAt: 1e308 }],
    ['updated below the smallest Date', { updatedAt: -8.64e15 - 1 }],
    ['whose players are not names', { players: null }],
    ['whose standings are not a list', { standings: 'Ann 3' }],
  ] as const) {
    it(`<home-screen>: a game ${what}`, async () => {
      const db = freshDb();
      const good = await startGame(db, ['Ann', 'Bob']);
      await startGame(db, ['Cy', 'Dee']);
      await badCopy(db, good, change);
      const el = await fixture<HomeScreen>(html`<home-screen .db=${db}></home-screen>`);
      await until(() => el.shadowRoot?.querySelectorAll('#in-progress a.session').length === 2, 'the two sound games');
      const damaged = el.shadowRoot?.querySelectorAll('#in-progress li.damaged') ?? [];
      expect(damaged.length, 'one damaged line').toBe(1);
      expect(textOf(damaged[0]), 'it says it is damaged').toBe(`${DAMAGED_GAME} Delete`);
      expect(text(el).includes('Ann, Bob') && text(el).includes('Cy, Dee'), `the others: ${text(el)}`).toBeTruthy();
      await expectAccessible(el);
    });
  }

  it('<home-screen>: the damaged game can be deleted, and the deletion undone', async () => {
    const db = freshDb();
    const good = await startGame(db, ['Ann', 'Bob']);
    await badCopy(db, good, { updatedAt: 1e308 });
    const el = await fixture<HomeScreen>(html`<home-screen .db=${db}></home-screen>`);
    const button = await until(() => el.shadowRoot?.querySelector<HTMLButtonElement>('li.damaged button.delete'), 'its Delete button');
    expect(button.getAttribute('aria-label'), 'its accessible name').toBe('Delete the damaged game');
    button.click();
    await until(() => button.textContent?.trim() === 'Tap again to delete', 'the first tap to ask for a second');
    button.click();
    await until(() => !el.shadowRoot?.querySelector('li.damaged'), 'the damaged game to go');
    expect(text(el), text(el)).toContain('The damaged game was deleted.');
    expect(await db.sessions.get('bad'), 'deleted from the database').toBe(undefined);
  });

  it('<history-screen>: a game played below the smallest Date', async () => {
    const db = freshDb();
    const good = await importExample(db, 'diamonds-4p-standard.json');
    await startGame(db, ['Cy', 'Dee']);
    await badCopy(db, good, { createdAt: -8.64e15 - 1 });
    const el = await fixture<HistoryScreen>(html`<history-screen .db=${db}></history-screen>`);
    await until(() => el.shadowRoot?.querySelectorAll('a.session').length === 2, 'the two sound games');
    const items = [...(el.shadowRoot?.querySelectorAll('ul.sessions > li') ?? [])];
    expect(items.length, 'three lines').toBe(3);
    expect(textOf(items[0]), 'the damaged one first, saying so').toBe(DAMAGED_GAME);
    expect(el.shadowRoot?.querySelector('.count')?.textContent?.trim(), 'every stored game counted').toBe('3 games');
    await expectAccessible(el);
  });

  it('<stats-screen>: a finished game created at 1e308 is left out and said to be damaged', async () => {
    const db = freshDb();
    const good = await importExample(db, 'diamonds-4p-standard.json');
    await badCopy(db, good, { createdAt: 1e308 });
    const el = await fixture<StatsScreen>(html`<stats-screen .db=${db}></stats-screen>`);
    await until(() => el.shadowRoot?.querySelector('section#players'), 'the statistics');
    const shown = text(el);
    expect(shown, shown).toContain('One game on this device cannot be counted: its data is damaged.');
    expect(shown, `the sound game counted alone: ${shown}`).toContain('From 1 finished game on this device');
    await expectAccessible(el);
  });

  it('<players-screen>: a player whose name is not text', async () => {
    const db = freshDb();
    await startGame(db, ['Cy', 'Ann']);
    await db.players.add({ id: 'bad', name: 7, colour: 'ruby', createdAt: 1 } as never);
    const el = await fixture<PlayersScreen>(html`<players-screen .db=${db}></players-screen>`);
    await until(() => el.shadowRoot?.querySelectorAll('li.player').length === 3, 'three lines');
    const lines = [...(el.shadowRoot?.querySelectorAll('li.player') ?? [])].map((li) => li.querySelector('.name')?.textContent ?? textOf(li));
    expect(JSON.stringify(lines), 'the others by name, the damaged one last').toBe(JSON.stringify(['Ann', 'Cy', DAMAGED_PLAYER]));
    await expectAccessible(el);
  });

  for (const [locale, game, player] of [
    ['ja', 'このゲームは表示できません', 'このプレイヤーは表示できません'],
    ['zh-Hant', '無法顯示這場遊戲', '無法顯示這位玩家'],
  ] as const) {
    it(`says it in ${locale}`, async () => {
      await setLocale(locale);
      const db = freshDb();
      const good = await startGame(db, ['Ann', 'Bob']);
      await badCopy(db, good, { updatedAt: 1e308 });
      await db.players.add({ id: 'bad', name: 7, colour: 'ruby', createdAt: 1 } as never);
      const home = await fixture<HomeScreen>(html`<home-screen .db=${db}></home-screen>`);
      await until(() => home.shadowRoot?.querySelector('li.damaged'), 'the damaged game');
      expect(text(home), text(home)).toContain(game);
      const players = await fixture<PlayersScreen>(html`<players-screen .db=${db}></players-screen>`);
      await until(() => players.shadowRoot?.querySelector('li.damaged'), 'the damaged player');
      expect(text(players), text(players)).toContain(player);
    });
  }
});
