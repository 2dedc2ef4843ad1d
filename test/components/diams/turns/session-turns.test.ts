/// <reference types="mocha" />
/**
 * The Diam's game screen with a round played turn by turn, on a real IndexedDB: the offer at the
 * start of a round, the turn-by-turn panel in place of the sheets, and, once the last turn is
 * over, the round sheets pre-filled from the turns — refused while they disagree with them, scored
 * once completed, and back (with the turns) after an undo.
 */
import { html } from 'lit';
import '../../../../src/components/diams/session-screen/session-screen';
import type { DiamsSessionScreen } from '../../../../src/components/diams/session-screen/session-screen';
import type { DiamsSheetEditor } from '../../../../src/components/diams/sheet-editor/sheet-editor';
import { createSession, loadSession, readDrafts, type DeviceDb } from '../../../../src/store/index';
import { expectAccessible } from '../../a11y';
import { expect } from '../../expect';
import { cleanup, fixture, found, until } from '../../helpers';
import { databasePerTest } from '../../store-fixtures';
import { buttonNamed, config, deep } from '../helpers';
import { MARKET, PLAYERS, settle, tap, textOf, turnsGame } from './turns-helpers';

let db: DeviceDb;
databasePerTest((fresh) => (db = fresh));

async function open(id: string): Promise<DiamsSessionScreen> {
  const el = await fixture<DiamsSessionScreen>(html`<diams-session-screen .db=${db} session-id=${id}></diams-session-screen>`);
  await until(() => el.dataset.status === 'ready', 'the session to load');
  await el.updateComplete;
  return el;
}

const panel = (el: DiamsSessionScreen) => el.shadowRoot?.querySelector('diams-turns-panel') ?? null;
const editors = (el: DiamsSessionScreen) => [...(el.shadowRoot?.querySelectorAll<DiamsSheetEditor>('diams-sheet-editor') ?? [])];
const problem = (el: DiamsSessionScreen) => textOf(el.shadowRoot?.querySelector('.problem[role="alert"]'));

describe('<diams-session-screen> with a round played turn by turn', () => {
  it('offers to play the round turn by turn, and shows the panel in place of the sheets once started', async () => {
    const id = await createSession(db, 'diams', config(PLAYERS));
    const el = await open(id);
    const offer = found(buttonNamed(el, 'Play this round turn by turn'), 'the offer');
    expect(offer.getAttribute('aria-expanded'), 'closed').toBe('false');
    offer.click();
    await el.updateComplete;
    await tap(el, 'diams-turns-start >>> input[name="first"][value="1"]');
    await tap(el, 'button[data-action="start-turns"]');
    await until(() => panel(el)?.dataset.awaiting === 'refill', 'the panel');
    const events = (await loadSession(db, id))?.events;
    expect(JSON.stringify(events), 'stored').toBe(JSON.stringify([{ type: 'turns', first: 1, closing: 'standard' }]));
    expect(el.shadowRoot?.querySelector('diams-sheet-editor'), 'no sheets while the turns run').toBeFalsy();
    // One toolbar, the screen's, for the turns: in the panel's slot, under the step.
    const bars = [...(el.shadowRoot?.querySelectorAll('session-toolbar') ?? [])];
    expect(bars.length, 'one toolbar').toBe(1);
    expect(bars[0]?.getAttribute('aria-label'), 'the turn record').toBe('Turn record');
    expect(bars[0]?.parentElement?.tagName, 'slotted in the panel').toBe('DIAMS-TURNS-PANEL');
    expect(el.shadowRoot?.querySelectorAll('session-announcer').length, 'one announcer').toBe(1);
    expect(textOf(el.shadowRoot?.querySelector('.news')), 'announced').toContain('Round 1 is played turn by turn: Bob plays first.');
    await expectAccessible(el);
  });

  it('pre-fills the sheets when the last turn is recorded, refuses them while they disagree, scores them once completed', async () => {
    const id = await turnsGame(db, MARKET.length - 1);
    const el = await open(id);
    const p = found(panel(el), 'the panel');
    await until(() => p.dataset.awaiting === 'play', "Bob's last play");
    // Bob's last turn, through the panel: he secures three 5s.
    await tap(p, 'input[name="action"][value="secure"]');
    await tap(p, 'diams-secure-fields >>> button[data-secure="5"]');
    await tap(p, 'button[data-action="record-secure"]');
    await until(() => editors(el).length === 3, 'the sheets');
    expect(JSON.stringify(editors(el).map((e) => e.sheet)), 'pre-filled from the turns').toBe(
      JSON.stringify([
        { safe: [{ quality: 4, count: 3, pure: 1 }], hand: [2, 8] },
        { safe: [{ quality: 5, count: 3, pure: 0 }], hand: [] },
        { safe: [{ quality: 9, count: 3, pure: 0 }], hand: [7] },
      ]),
    );
    expect(textOf(el.shadowRoot?.querySelector('p[data-note="1"]')), 'what Bob adds').toContain(
      'Bob holds 3 cards: add the qualities of the 3 unseen cards in hand',
    );
    await expectAccessible(el);

    // As pre-filled, Bob's three unseen cards would all be special cards: refused (M-HAND).
    buttonNamed(el, 'Score round 1')?.click();
    await until(() => problem(el), 'the refusal');
    expect(problem(el).includes('(M-HAND)') && problem(el).includes('Bob holds three cards'), problem(el)).toBeTruthy();
    expect((await loadSession(db, id))?.events.length, 'nothing recorded').toBe(MARKET.length + 1);

    // Completed by the players: Ann's 6, Bob's 1 and 1 (and a special card), one magnifier in Cy's 9s.
    const [ann, bob, cy] = editors(el);
    expect(ann && bob && cy, 'three sheets').toBeTruthy();
    if (!ann || !bob || !cy) return;
    await tap(ann, 'button[data-hand="6"]');
    await tap(bob, 'button[data-hand="1"]');
    await tap(bob, 'button[data-hand="1"]');
    await tap(cy, 'input[name="pure-9"][value="1"]');
    buttonNamed(el, 'Score round 1')?.click();
    await until(() => el.dataset.rounds === '1', 'round 1 recorded');
    const summary = el.shadowRoot?.querySelector('diams-round-summary');
    expect(summary && (summary.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').includes('Cy: 11 points, 1st, 4 chips'), 'scored').toBeTruthy();
    expect(panel(el), 'the turns are over').toBeFalsy();
    expect(buttonNamed(el, 'Play this round turn by turn'), 'round 2 may be played turn by turn too').toBeTruthy();

    // Undo: the sheets as completed, and the turns, come back.
    buttonNamed(el, 'Undo')?.click();
    await until(() => el.dataset.rounds === '0' && editors(el).length === 3, 'undone');
    expect(JSON.stringify(editors(el)[1]?.sheet.hand), "Bob's hand as typed").toBe('[1,1]');
    expect(panel(el), 'the turns are back').toBeTruthy();
    await until(() => panel(el)?.dataset.awaiting === 'over', 'over');
  });

  it('keeps the sheets as completed over a reload, apart from the turns they were pre-filled from', async () => {
    const id = await turnsGame(db, MARKET.length);
    let el = await open(id);
    await until(() => editors(el).length === 3, 'the sheets');
    await tap(editors(el)[0] as DiamsSheetEditor, 'button[data-hand="6"]');
    cleanup();
    el = await open(id);
    await until(() => editors(el).length === 3, 'the sheets again');
    expect(JSON.stringify(editors(el)[0]?.sheet.hand), "Ann's hand as completed").toBe('[2,8,6]');
    // Another ending of the round (its last turn undone) starts again from its own turns.
    const p = found(panel(el), 'the panel');
    await until(() => p.dataset.awaiting === 'over', 'the panel loaded');
    buttonNamed(el, 'Undo')?.click();
    await until(() => p.dataset.awaiting === 'play' && editors(el).length === 0, 'the last turn undone');
    buttonNamed(el, 'Redo')?.click();
    await until(() => editors(el).length === 3, 'over again');
    expect(JSON.stringify(editors(el)[0]?.sheet.hand), 'the same turns: the same sheets').toBe('[2,8,6]');
  });

  it('names the rule when a sheet leaves out a collection secured in front of the table (M-SECURE)', async () => {
    const id = await turnsGame(db, MARKET.length);
    const el = await open(id);
    await until(() => editors(el).length === 3, 'the sheets');
    const ann = found(editors(el)[0], "Ann's sheet");
    await tap(ann, 'button[aria-label="Remove the quality 4 collection"]');
    buttonNamed(el, 'Score round 1')?.click();
    await until(() => problem(el), 'the refusal');
    expect(problem(el), problem(el)).toContain('Round 1 is not recorded (M-SECURE)');
    expect(problem(el), problem(el)).toContain("Ann's safe holds a collection of three 4s, secured in front of the table this round");
    expect(deep(el, 'diams-turns-panel'), 'the panel stays, for undo').toBeTruthy();
  });

  it('keeps the chips picked and the magnifier through a reload, and drops them once the step is recorded', async () => {
    const id = await turnsGame(db, 4); // Bob has drawn; the market holds 3, 5 and 8
    const reload = async (): Promise<DiamsSessionScreen> => {
      await until(() => el.dataset.drafts === 'saved', 'the choices to be stored');
      cleanup();
      const again = await open(id);
      await until(() => deep(again, 'diams-card-pad'), 'the play');
      await settle(again);
      return again;
    };
    const toggle = (root: Element) => deep(root, 'diams-card-pad')?.shadowRoot?.querySelector('button.toggle');
    let el = await open(id);
    await tap(el, 'diams-market-action >>> diams-card-pad >>> button.toggle');
    el = await reload();
    expect(toggle(el)?.getAttribute('aria-pressed'), 'the magnifier still on').toBe('true');
    await tap(el, 'diams-market-action >>> diams-card-pad >>> button.toggle');
    await tap(el, 'diams-market-action >>> button[data-quality="8"]');
    await tap(el, 'diams-market-action >>> input[name="take"][value="sum"]');
    await tap(el, 'diams-market-action >>> button[data-market="0"]');
    await tap(el, 'diams-market-action >>> button[data-market="2"]');
    el = await reload();
    const action = deep(el, 'diams-market-action');
    const pressed = [...(action?.shadowRoot?.querySelectorAll('button[data-market]') ?? [])].map((b) => b.getAttribute('aria-pressed'));
    expect(pressed.join(), 'the 3 and the 8 picked').toBe('true,false,true');
    expect(action?.shadowRoot?.querySelector<HTMLInputElement>('input[name="take"][value="sum"]')?.checked, 'M-SUM chosen').toBe(true);
    expect(textOf(action?.shadowRoot?.querySelector('diams-card-pad')?.shadowRoot), 'the 8 put down').toContain('1 of 1 chosen: 8.');
    expect(toggle(el)?.getAttribute('aria-pressed'), 'the magnifier off, as left').toBe('false');

    // Corrected to 3 + 5 and recorded: the next step starts blank, and nothing is kept.
    await tap(el, 'diams-market-action >>> button[data-market="2"]');
    await tap(el, 'diams-market-action >>> button[data-market="1"]');
    await tap(el, 'diams-market-action >>> button[data-action="record-market"]');
    await until(() => panel(el)?.dataset.awaiting === 'draw', 'recorded');
    let kept: unknown = null;
    for (let i = 0; i < 100; i++) {
      kept = (await readDrafts(db, id))['forms'];
      if (kept === undefined) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(kept, 'nothing kept once recorded').toBe(undefined);
  });
});
