/// <reference types="mocha" />
import { html } from 'lit';
import '../../../../src/components/diamonds/check/check-panel';
import '../../../../src/components/diamonds/session-screen/session-screen';
import type { DiamondsCheckForm } from '../../../../src/components/diamonds/check/check-form';
import type { DiamondsCheckPanel } from '../../../../src/components/diamonds/check/check-panel';
import type { DiamondsTallyForm } from '../../../../src/components/diamonds/check/tally-form';
import { backupFileName } from '../../../../src/components/diamonds/session-screen/session-screen';
import type { DiamondsSessionScreen } from '../../../../src/components/diamonds/session-screen/session-screen';
import { SessionController } from '../../../../src/components/session/session-controller';
import type { DiamondsEvent, DiamondsState } from '../../../../src/rules/diamonds/index';
import { appendEvent, backupSession, createSession, loadSession, parseBackup, readDrafts, type DeviceDb } from '../../../../src/store/index';
import { expectAccessible } from '../../a11y';
import { expect } from '../../expect';
import { cleanup, deepActiveElement, fixture, found, textOf, until } from '../../helpers';
import { deleteDbs, freshDb } from '../../store-fixtures';
import { setWon, setZones } from './check-helpers';

async function newGame(db: DeviceDb, players: string[], events: DiamondsEvent[] = []): Promise<string> {
  const id = await createSession(db, 'diamonds', { players, variant: 'standard', thief: null });
  for (const [i, event] of events.entries()) {
    const done = await appendEvent(db, id, event, i);
    if (!done.ok) throw new Error(`event ${i} not recorded`);
  }
  return id;
}

/** The panel on its own, with a session controller of its own (in the app, the screen hands it one). */
async function mount(db: DeviceDb, id: string, firstDealer: number | null = null): Promise<DiamondsCheckPanel> {
  const panel = await fixture<DiamondsCheckPanel>(html`<diamonds-check-panel .firstDealer=${firstDealer}></diamonds-check-panel>`);
  panel.session = new SessionController<DiamondsEvent, DiamondsState>(panel, { db: () => db, id: () => id, game: 'diamonds' });
  await until(() => !['loading', 'none'].includes(panel.dataset.phase ?? 'none'), 'the game to load');
  return panel;
}

/** The Diamonds screen around the panel, which owns the session, its toolbar and its history. */
async function screen(db: DeviceDb, id: string): Promise<DiamondsSessionScreen> {
  const el = await fixture<DiamondsSessionScreen>(html`<diamonds-session-screen .db=${db} session-id=${id}></diamonds-session-screen>`);
  await until(() => el.dataset.phase && el.dataset.phase !== 'loading', 'the game to load');
  return el;
}

function part<T extends Element>(panel: DiamondsCheckPanel, selector: string): T | null {
  return panel.shadowRoot?.querySelector<T>(selector) ?? null;
}

async function stored(db: DeviceDb, id: string): Promise<DiamondsState> {
  const loaded = found(await loadSession<DiamondsEvent, DiamondsState>(db, id), 'session stored');
  return loaded.state;
}

const zonesOf = (s: DiamondsState): string => s.zones.map((z) => `${z.showroom}/${z.vault}`).join(' ');

describe('<diamonds-check-panel>', () => {
  afterEach(async () => {
    cleanup();
    await deleteDbs();
  });

  it('settles a round once the store has committed it, and shows it again after a reload', async () => {
    const db = freshDb();
    const id = await newGame(db, ['Ann', 'Bob', 'Cy', 'Dee']);
    const panel = await mount(db, id, 0);
    const form = await until(() => part<DiamondsCheckForm>(panel, 'diamonds-check-form'), 'the form');
    await expectAccessible(panel);
    // Before the end: Ann 4/1, Bob 2/3, Cy 0/2, Dee 5/0. ♦ Ann, ♥ Bob, ♠ Dee, ♣ tie, Cy +2:
    // after: Ann 4/2, Bob 3/3, Cy 0/4, Dee 4/1.
    await setZones(form.shadowRoot, [
      [4, 1],
      [2, 3],
      [0, 2],
      [5, 0],
    ]);
    await setWon(form, [
      [5, 2, 1, 4],
      [3, 6, 1, 2],
      [0, 0, 0, 0],
      [2, 2, 8, 4],
    ]);
    // The panel asks the screen around it to announce (the screen owns the one announcer).
    const said: string[] = [];
    panel.addEventListener('dl-say', (e) => said.push(String((e as CustomEvent<{ lines: string }>).detail.lines)));
    form.shadowRoot?.querySelector<HTMLButtonElement>('button.settle')?.click();
    await until(() => panel.dataset.events === '1', 'the check to be committed');
    expect(zonesOf(await stored(db, id)), 'stored zones').toBe('4/2 3/3 0/4 4/1');
    const list = await until(() => part(panel, 'diamonds-end-list'), 'the end list');
    expect(textOf(list.shadowRoot), 'end list heading').toContain('End of round 1');
    expect(deepActiveElement()?.textContent?.trim(), 'focus on the round end').toBe('End of round 1');
    expect(said.join(' '), 'announced').toContain('Round 1 settled');
    expect(textOf(part(panel, 'diamonds-check-form')?.shadowRoot), 'next round form').toContain('Round 2 of 4');
    await expectAccessible(panel);

    cleanup();
    const again = await mount(db, id);
    await until(() => part(again, 'diamonds-end-list')?.shadowRoot?.querySelector('li'), 'the stored round end');
    expect(again.dataset.events, 'one stored event').toBe('1');
  });

  it('keeps the counts typed through a reload, and drops them once the round is settled', async () => {
    const db = freshDb();
    const id = await createSession(
      db,
      'diamonds',
      { players: ['Ann', 'Bob', 'Cy', 'Dee'], variant: 'standard', thief: null },
      { table: { roundMode: 'check', firstDealer: 0 } },
    );
    const formOf = (el: DiamondsSessionScreen) =>
      el.shadowRoot?.querySelector('diamonds-check-panel')?.shadowRoot?.querySelector<DiamondsCheckForm>('diamonds-check-form') ?? null;
    const el = await screen(db, id);
    const form = await until(() => formOf(el), 'the form');
    await setZones(form.shadowRoot, [
      [4, 1],
      [2, 3],
      [0, 2],
      [5, 0],
    ]);
    await setWon(form, [
      [5, 2, 1, 4],
      [3, 6, 1, 2],
      [0, 0, 0, 0],
      [2, 2, 8, 4],
    ]);
    const typed = JSON.stringify(form.draft());
    await until(() => el.dataset.drafts === 'saved', 'the draft to be stored');
    const kept = (await readDrafts(db, id))['forms'] as { forms: Record<string, { won: number[][] }> } | undefined;
    expect(JSON.stringify(kept?.forms['check-form']?.won), 'the counts stored as typed').toBe(JSON.stringify(form.draft()?.won));

    cleanup();
    const again = await screen(db, id);
    const form2 = await until(() => formOf(again), 'the form again');
    expect(JSON.stringify(form2.draft()), 'every count back after the reload').toBe(typed);
    form2.shadowRoot?.querySelector<HTMLButtonElement>('button.settle')?.click();
    await until(() => again.dataset.events === '1', 'the check to be committed');
    await until(() => again.dataset.drafts === 'saved', 'the draft to be dropped');
    expect((await readDrafts(db, id))['forms'], 'no draft once settled').toBe(undefined);
    expect(formOf(again)?.draft()?.won.flat().join(''), 'round 2 starts blank').toBe('0'.repeat(16));
  });

  it('keeps the counts typed into the standings through a reload', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', { players: ['Ann', 'Bob'], variant: 'standard', thief: null }, { table: { roundMode: 'check' } });
    const tallyOf = (el: DiamondsSessionScreen) =>
      el.shadowRoot?.querySelector('diamonds-check-panel')?.shadowRoot?.querySelector<DiamondsTallyForm>('diamonds-tally-form') ?? null;
    const el = await screen(db, id);
    const tally = await until(() => tallyOf(el), 'the standings');
    await setZones(tally.shadowRoot, [
      [5, 1],
      [2, 4],
    ]);
    await until(() => el.dataset.drafts === 'saved', 'the counts to be stored');
    cleanup();
    const again = await screen(db, id);
    const back = await until(() => tallyOf(again), 'the standings again');
    await back.updateComplete;
    const vault = back.shadowRoot
      ?.querySelector('diamonds-zones-fields')
      ?.shadowRoot?.querySelector('tr[data-side="1"] [data-zone="vault"]')
      ?.shadowRoot?.querySelector('input');
    expect(vault?.value, "Bob's Vault as typed").toBe('4');
    expect(textOf(back.shadowRoot), 'shown as differing from the game').toContain("These counts differ from the app's");
  });

  it('asks whom a Clubs majority robs; undo and redo go through the store', async () => {
    const db = freshDb();
    const id = await newGame(db, ['Ann', 'Bob', 'Cy']);
    const panel = await mount(db, id, 1);
    const form = await until(() => part<DiamondsCheckForm>(panel, 'diamonds-check-form'), 'the form');
    // Before: Ann 1/0, Bob 2/2, Cy 1/5. ♦ Ann 1/1, ♥ Bob 3/2, ♠ Ann 0/2, ♣ Ann may rob Bob or Cy.
    await setZones(form.shadowRoot, [
      [1, 0],
      [2, 2],
      [1, 5],
    ]);
    await setWon(form, [
      [4, 0, 6, 5],
      [3, 3, 0, 3],
      [1, 2, 1, 2],
    ]);
    form.shadowRoot?.querySelector<HTMLButtonElement>('button.settle')?.click();
    const chooser = await until(() => part(panel, 'diamonds-steal-chooser'), 'the Clubs choice');
    await until(() => deepActiveElement()?.getAttribute('data-victim') === '1', 'focus on the first victim');
    await expectAccessible(panel);
    chooser.shadowRoot?.querySelector<HTMLButtonElement>('button[data-victim="2"]')?.click();
    await until(() => panel.dataset.events === '2', 'the steal to be committed');
    // Ann robs Cy: Ann 1/2, Cy 0/5.
    expect(zonesOf(await stored(db, id)), 'after the steal').toBe('1/2 3/2 0/5');

    // Undo, redo and the history are the screen's, around the panel.
    cleanup();
    const el = await screen(db, id);
    const inside = () => el.shadowRoot?.querySelector<DiamondsCheckPanel>('diamonds-check-panel') ?? null;
    const button = (label: string) =>
      [...(el.shadowRoot?.querySelectorAll<HTMLButtonElement>('.toolbar button') ?? [])].find((b) => b.textContent?.trim().startsWith(label));
    button('Undo')?.click();
    await until(() => el.dataset.events === '1' && inside()?.shadowRoot?.querySelector('diamonds-steal-chooser'), 'back to the choice');
    expect(textOf(el.shadowRoot), textOf(el.shadowRoot)).toContain('Undone: steal from Cy');
    await until(() => !button('Redo')?.disabled, 'redo enabled');
    button('Redo')?.click();
    await until(() => el.dataset.events === '2', 'redone');
    expect(zonesOf(await stored(db, id)), 'after redo').toBe('1/2 3/2 0/5');

    button('History')?.click();
    const history = await until(() => el.shadowRoot?.querySelector('diamonds-history-panel')?.shadowRoot?.querySelector('li'), 'the history');
    expect(textOf(history.parentElement), 'reasons in the history').toContain('D-MAJORITY');
    await expectAccessible(el);
  });

  it('ends with the final tally and records the table’s own count', async () => {
    const db = freshDb();
    // 2 players, 4 checked rounds: Ann 8 ♦ 4 ♠, Bob 4 ♥ 4 ♣ each time (test/rules/diamonds/round-check.test.ts).
    const round = (dealer: number): DiamondsEvent => ({
      type: 'check',
      dealer,
      won: [
        [8, 0, 4, 0],
        [0, 4, 0, 4],
      ],
      tricks: [true, true],
    });
    const id = await newGame(db, ['Ann', 'Bob'], [round(0), round(1), round(0), round(1)]);
    const panel = await mount(db, id);
    const tally = await until(() => part<DiamondsTallyForm>(panel, 'diamonds-tally-form'), 'the tally');
    expect(textOf(tally.shadowRoot), 'final').toContain('Final tally');
    // The table counts Ann 2 + 2×9 = 20, Bob 4 + 2×8 = 20: Ann wins on the Vault.
    await setZones(tally.shadowRoot, [
      [2, 9],
      [4, 8],
    ]);
    [...(tally.shadowRoot?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find((b) => b.textContent?.includes('Record these counts'))?.click();
    await until(() => panel.dataset.events === '5', 'the count to be committed');
    const loaded = await loadSession(db, id);
    expect(loaded?.session.winners.join(), 'the stored winner').toBe('Ann');
    expect(loaded?.session.status, 'finished').toBe('finished');
    expect(textOf(tally.shadowRoot), textOf(tally.shadowRoot)).toContain('Ann wins the tie-break with 9 diamonds in the Vault');
    await expectAccessible(panel);
  });

  it('waits for a round boundary when a round is being recorded card by card', async () => {
    const db = freshDb();
    const id = await newGame(
      db,
      ['Ann', 'Bob'],
      [
        { type: 'deal', dealer: 0, pass: 1 },
        { type: 'play', card: 'D10' },
      ],
    );
    const panel = await mount(db, id);
    expect(panel.dataset.phase, 'mid-round').toBe('play');
    expect(textOf(panel.shadowRoot), textOf(panel.shadowRoot)).toContain('19 cards still to be played');
    expect(part(panel, 'diamonds-check-form'), 'no form').toBe(null);
  });

  it('exports the session in the backup format, which restores', async () => {
    const db = freshDb();
    const id = await newGame(
      db,
      ['Ann', 'Bob'],
      [
        {
          type: 'check',
          dealer: 0,
          won: [
            [8, 0, 4, 0],
            [0, 4, 0, 4],
          ],
          tricks: [true, true],
        },
      ],
    );
    await newGame(db, ['Cy', 'Dee']);
    const text = await backupSession(db, id);
    expect(text, 'exported').toBeTruthy();
    if (!text) return;
    const parsed = parseBackup(text, db.games);
    expect(parsed.ok, 'parses').toBe(true);
    if (!parsed.ok) return;
    expect(parsed.backup.sessions.length, 'only this game').toBe(1);
    expect(parsed.backup.sessions[0]?.events.length, 'its log').toBe(1);
    expect(parsed.backup.settings.length, 'no device settings').toBe(0);
    expect(backupFileName(['Ann', 'Bö b'], new Date(Date.UTC(2025, 10, 29))), 'file name').toBe('diamonds-backup-2025-11-29-Ann-Bob.json');
  });
});
