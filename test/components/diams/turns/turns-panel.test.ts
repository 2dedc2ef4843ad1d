/// <reference types="mocha" />
/**
 * <diams-turns-panel> on a real IndexedDB (a database of its own per test), in the Diam's screen
 * that owns its session, problem box, announcer and toolbar: each step recorded only once the store
 * has committed it, a refusal shown with its rule id in an alert and nothing stored, a reload that
 * resumes exactly, undo / redo, the history with reasons, the hand limit, the closing countdown,
 * the end of the round, and the export in the backup format.
 */
import { html } from 'lit';
import type { DiamsTurnsPanel } from '../../../../src/components/diams/turns/turns-panel';
import '../../../../src/components/diams/session-screen/session-screen';
import type { DiamsSessionScreen } from '../../../../src/components/diams/session-screen/session-screen';
import type { DiamsSessionEvent, DiamsState } from '../../../../src/rules/diams/index';
import { loadSession, parseBackup, type DeviceDb } from '../../../../src/store/index';
import { games } from '../../../../src/app/games';
import { expectAccessible } from '../../a11y';
import { expect } from '../../expect';
import { cleanup, deepActiveElement, fixture, until } from '../../helpers';
import { databasePerTest } from '../../store-fixtures';
import { buttonNamed, captureDownloads, deep } from '../helpers';
import { MARKET, d, tap, textOf, turnsGame } from './turns-helpers';

let db: DeviceDb;
databasePerTest((fresh) => (db = fresh));

/** The panel in the screen that hands it the session (the screen's answers and toolbar are in its slots). */
async function open(id: string): Promise<DiamsTurnsPanel> {
  const screen = await fixture<DiamsSessionScreen>(html`<diams-session-screen .db=${db} session-id=${id}></diams-session-screen>`);
  const el = await until(() => screen.shadowRoot?.querySelector('diams-turns-panel'), 'the panel');
  await until(() => !['loading', 'none'].includes(el.dataset.awaiting ?? 'none'), 'the session to load');
  await el.updateComplete;
  return el;
}

/** The screen around the panel: its problem box, announcer and toolbar are the panel's light children, slotted. */
const screenOf = (el: DiamsTurnsPanel): DiamsSessionScreen => (el.getRootNode() as ShadowRoot).host as DiamsSessionScreen;
const stored = async (id: string) => (await loadSession<DiamsSessionEvent, DiamsState>(db, id))?.events ?? [];
const news = (el: DiamsTurnsPanel) => textOf(el.querySelector(':scope > .news'));
const problem = (el: DiamsTurnsPanel) => textOf(el.querySelector(':scope > .problem[role="alert"]'));
const toolbarButton = (el: DiamsTurnsPanel, name: string) => buttonNamed(screenOf(el), name);

describe('<diams-turns-panel>', () => {
  it('M-REFILL: records the refill once stored, then asks the first player to draw', async () => {
    const id = await turnsGame(db, 0);
    const el = await open(id);
    expect(el.dataset.awaiting, 'the round opens with the refill').toBe('refill');
    expect(textOf(el.shadowRoot?.querySelector('#step-title')), 'step').toBe('Turn 1 · Refill the market');
    await expectAccessible(el);
    for (const q of [3, 5, 8]) await tap(el, `diams-deck-step >>> button[data-quality="${q}"]`);
    await tap(el, 'button[data-action="record-cards"]');
    await until(() => el.dataset.awaiting === 'draw', 'the draw');
    expect((await stored(id)).length, 'stored when shown').toBe(2);
    expect(news(el), news(el)).toContain('Recorded: The market was empty: 3, 5 and 8 were drawn into it (M-REFILL).');
    expect(textOf(deep(el, 'diams-market-table')?.shadowRoot), 'the market').toContain('Market: 3 cards');
    expect(deepActiveElement()?.id, 'focus on the next step').toBe('step-title');
    expect(textOf(el.shadowRoot?.querySelector('#step-title')), 'next step').toBe('Turn 1 · Ann: draw');
  });

  it('refuses what the rules forbid, naming the rule in an alert, and stores nothing (M-SUM)', async () => {
    const id = await turnsGame(db, 4); // Bob has drawn; the market holds 3, 5 and 8
    const el = await open(id);
    await tap(el, 'diams-market-action >>> button[data-quality="8"]');
    await tap(el, 'input[name="take"][value="sum"]');
    await tap(el, 'button[data-market="0"]'); // only the 3
    await tap(el, 'button[data-action="record-market"]');
    await until(() => problem(el), 'the refusal');
    expect(problem(el), problem(el)).toContain('Not recorded (M-SUM)');
    expect(problem(el), problem(el)).toContain('3 adds up to 3, not 8: the cards taken must add up exactly to the card put down (M-SUM).');
    expect((await stored(id)).length, 'nothing stored').toBe(5);
    expect(el.dataset.awaiting, 'still Bob to play').toBe('play');
    await expectAccessible(el);
    // Corrected: 3 + 5.
    await tap(el, 'button[data-market="1"]');
    await tap(el, 'button[data-action="record-market"]');
    await until(() => el.dataset.awaiting === 'draw', 'recorded');
    expect(problem(el), 'the refusal is gone').toBe('');
  });

  it('resumes exactly after a reload, and undoes and redoes with what each button changes', async () => {
    const id = await turnsGame(db, 11); // Bob must come down to five (M-LIMIT)
    let el = await open(id);
    expect(el.dataset.awaiting, 'the hand limit').toBe('limit');
    cleanup();
    el = await open(id);
    expect(el.dataset.awaiting, 'the same step after a reload').toBe('limit');
    expect(textOf(el.shadowRoot?.querySelector('#step-title')), 'Bob').toContain('Turn 5 · Bob: hand limit');
    expect(textOf(toolbarButton(el, 'Undo')), textOf(toolbarButton(el, 'Undo'))).toContain("Bob's special card");
    toolbarButton(el, 'Undo')?.click();
    await until(() => el.dataset.awaiting === 'play', 'undone');
    expect((await stored(id)).length, 'one event fewer').toBe(11);
    expect(news(el), news(el)).toContain("Undone: Bob's special card. Redo puts it back.");
    toolbarButton(el, 'Redo')?.click();
    await until(() => el.dataset.awaiting === 'limit', 'redone');
    expect((await stored(id)).length, 'back').toBe(12);
    // The hand limit: the 3 Bob took earlier goes to the market.
    await tap(el, 'diams-limit-step >>> button[data-suggest="3"]');
    await tap(el, 'button[data-action="record-limit"]');
    await until(() => el.dataset.awaiting === 'draw', 'the next turn');
    expect(news(el), news(el)).toContain('Bob held six cards and came down to five: 3 face up into the market (M-LIMIT).');
  });

  it('shows the closing countdown, the history with reasons, and the end of the round', async () => {
    const id = await turnsGame(db, 13);
    const el = await open(id);
    expect(textOf(deep(el, 'p[data-countdown]')), 'countdown').toContain('Still to play: Cy (now), Ann and Bob (M-CLOSING).');
    toolbarButton(el, 'History')?.click();
    await el.updateComplete;
    const history = el.querySelector(':scope > #history diams-turns-history');
    await until(() => history?.shadowRoot?.querySelector('li'), 'the history');
    const lines = textOf(history?.shadowRoot);
    expect(lines, lines).toContain(
      'Turn 6 · Cy: The closing card came up and was set aside: Cy finishes this turn, then Ann and Bob each have one last turn (M-CLOSING).',
    );
    expect(lines, lines).toContain('Turn 1 · Ann: Ann put a 4 into the market and took all the 4s: 4, 4 and 4 (magnifier) (M-MARKET, M-SAME).');
    await expectAccessible(el);

    cleanup();
    const over = await open(await turnsGame(db, MARKET.length));
    expect(over.dataset.awaiting, 'over').toBe('over');
    const notes = textOf(over.shadowRoot?.querySelector('ul.notes'));
    expect(notes, notes).toContain('Ann holds 3 cards: add the quality of the unseen card in hand (leave special cards out).');
    expect(notes, notes).toContain('Cy holds 1 card: set the magnifiers in the 9s, not shown when secured.');
    await expectAccessible(over);
  });

  it('exports the session in the backup format, every turn included', async () => {
    const id = await turnsGame(db, 3);
    const el = await open(id);
    const downloads = captureDownloads();
    try {
      toolbarButton(el, 'Export')?.click();
      await until(() => downloads.files.length === 1, 'the download');
    } finally {
      downloads.restore();
    }
    expect(downloads.files[0]?.name ?? '', downloads.files[0]?.name ?? '').toMatch(/^diams-backup-\d{4}-\d\d-\d\d-Ann-Bob-Cy\.json$/);
    const parsed = parseBackup((await downloads.files[0]?.text) ?? '', games);
    expect(parsed.ok, 'a backup the app restores').toBe(true);
    if (!parsed.ok) return;
    expect(JSON.stringify(parsed.backup.sessions[0]?.events.map((e) => e.event)), 'every event').toBe(JSON.stringify(await stored(id)));
    expect(news(el), news(el)).toContain('Exported as diams-backup-');
  });

  it('names the player and the cards taken when the compulsory sale is recorded (M-SPECIALS)', async () => {
    const id = await turnsGame(db, 10);
    const el = await open(id);
    await tap(el, 'input[name="action"][value="special"]');
    await tap(el, 'diams-special-action >>> button[data-quality="5"]');
    await tap(el, 'input[name="sold-0"][value="1"]');
    await tap(el, 'button[data-action="record-special"]');
    await until(() => el.dataset.awaiting === 'limit', 'the hand limit');
    expect(news(el), news(el)).toContain('Bob took all the 5s: 5, 5 and 5 (M-SPECIALS). Bob holds six cards and must come down to five (M-LIMIT).');
    const last = (await stored(id)).at(-1);
    expect(JSON.stringify(last), 'the sale as recorded').toBe(JSON.stringify({ type: 'turn', event: MARKET[10] }));
    expect(JSON.stringify(d(5)), 'cards').toBe('{"quality":5,"pure":false}');
  });
});
