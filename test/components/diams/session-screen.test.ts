/// <reference types="mocha" />
/**
 * The Diam's session screen on a real IndexedDB (a database of its own per test): sheets entered
 * by taps, a round shown only once committed, a reload that resumes exactly (typed sheets too),
 * a missing card value that stops scoring and leads to its cell (M-CARD-VALUES), undo / redo, and
 * the end of the game with its record.
 */
import { html } from 'lit';
import '../../../src/components/diams/session-screen/session-screen';
import type { DiamsSessionScreen } from '../../../src/components/diams/session-screen/session-screen';
import type { DiamsSheetEditor } from '../../../src/components/diams/sheet-editor/sheet-editor';
import { replayDiams, type DiamsConfig, type Sheet } from '../../../src/rules/diams/index';
import { createSession, getSetting, loadSession, type DeviceDb } from '../../../src/store/index';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, deepActiveElement, fixture, found, textOf, until } from '../helpers';
import { deleteDbs, freshDb } from '../store-fixtures';
import { buttonNamed, captureDownloads, config, deep, simpleValues, typeInto } from './helpers';

let db: DeviceDb;
let hash: string;

beforeEach(() => {
  db = freshDb();
  hash = location.hash;
});
afterEach(async () => {
  cleanup();
  history.replaceState(null, '', hash || location.pathname);
  await deleteDbs();
});

async function open(id: string): Promise<DiamsSessionScreen> {
  const el = await fixture<DiamsSessionScreen>(html`<diams-session-screen .db=${db} session-id=${id}></diams-session-screen>`);
  await until(() => el.dataset.status === 'ready', 'the session to load');
  await el.updateComplete;
  return el;
}

const editors = (el: DiamsSessionScreen) => [...(el.shadowRoot?.querySelectorAll<DiamsSheetEditor>('diams-sheet-editor') ?? [])];

async function click(editor: DiamsSheetEditor, selector: string): Promise<void> {
  const target = found(editor.shadowRoot?.querySelector<HTMLElement>(selector), `${selector} in ${editor.name}'s sheet`);
  target.click();
  await editor.updateComplete;
}

/** Enters a sheet the way a player does: one tap per quality, count, magnifier count and hand card. */
async function enter(el: DiamsSessionScreen, seat: number, sheet: Sheet): Promise<void> {
  const editor = found(editors(el)[seat], `a sheet for seat ${seat}`);
  for (const c of sheet.safe) {
    await click(editor, `button[data-safe="${c.quality}"]`);
    await click(editor, `input[name="count-${c.quality}"][value="${c.count}"]`);
    await click(editor, `input[name="pure-${c.quality}"][value="${c.pure}"]`);
  }
  for (const q of sheet.hand) await click(editor, `button[data-hand="${q}"]`);
}

async function score(el: DiamsSessionScreen, rounds: number): Promise<void> {
  buttonNamed(el, 'Score round')?.click();
  await until(() => el.dataset.rounds === String(rounds) || textOf(el.shadowRoot?.querySelector('.problem')), `round ${rounds} recorded`);
}

/** The text of one shadow root as read (no spaces added between text nodes). */
const flat = (root: ShadowRoot | null | undefined): string => (root?.textContent ?? '').replace(/\s+/g, ' ');

/**
 * Card: quality q is worth q, q + 10, q + 20. Ann 7 (quality 7 × 3); Bob 13 (quality 3 × 4);
 * Cy 22 (quality 2 × 5) + 5 for the most magnifiers (2, M-PURITY) = 27. Hands: Ann and Cy tie on
 * 12, option "none": no hand bonus (M-HAND). Places: Cy, Bob, Ann.
 */
const ROUND: Sheet[] = [
  { safe: [{ quality: 7, count: 3, pure: 1 }], hand: [3, 9] },
  { safe: [{ quality: 3, count: 4, pure: 0 }], hand: [10] },
  { safe: [{ quality: 2, count: 5, pure: 2 }], hand: [5, 7] },
];

describe('<diams-session-screen>', () => {
  it('records a round entered by taps, only once it is stored, and resumes it after a reload', async () => {
    const id = await createSession(db, 'diams', config(['Ann', 'Bob', 'Cy']));
    const el = await open(id);
    expect(textOf(el.shadowRoot), 'round 1 to enter').toContain('Round 1 sheets');
    for (let seat = 0; seat < 3; seat++) await enter(el, seat, ROUND[seat] as Sheet);
    await score(el, 1);
    const stored = await loadSession(db, id);
    expect(stored?.events.length, 'the round is in the store when it shows').toBe(1);
    const summary = el.shadowRoot?.querySelector('diams-round-summary');
    expect(summary && textOf(summary.shadowRoot).includes('Round 1 scores'), 'the summary').toBeTruthy();
    expect(deepActiveElement()?.textContent, 'focus moves to the new summary').toBe('Round 1 scores');
    expect(textOf(el.shadowRoot?.querySelector('.news')), 'announced').toContain('Round 1 recorded: Cy places first');
    await expectAccessible(el);

    // Half of round 2 typed, then the page is reloaded: everything is back.
    await enter(el, 0, { safe: [{ quality: 9, count: 4, pure: 3 }], hand: [1] });
    cleanup();
    const again = await open(id);
    expect(textOf(again.shadowRoot), 'round 2 to enter').toContain('Round 2 sheets');
    expect(JSON.stringify(editors(again)[0]?.sheet), 'the typed sheet is back').toBe('{"safe":[{"quality":9,"count":4,"pure":3}],"hand":[1]}');
    expect(flat(again.shadowRoot?.querySelector('diams-round-summary')?.shadowRoot), 'round 1 as scored').toContain('Cy: 27 points, 1st, 4 chips');
  });

  it('stops on a missing card value, takes the table to its cell, and scores once it is filled (M-CARD-VALUES)', async () => {
    const values = simpleValues();
    values['5'] = [5, null, 25];
    const id = await createSession(db, 'diams', config(['Ann', 'Bob'], {}, { values }));
    const el = await open(id);
    await enter(el, 0, { safe: [{ quality: 5, count: 4, pure: 0 }], hand: [] });
    await enter(el, 1, { safe: [], hand: [2] });
    buttonNamed(el, 'Score round')?.click();
    await until(() => deep(el, '#v-5-4'), 'the rules card at the missing entry');
    // Its rule id is a tag beside the sentence, its brackets kept in the text that is read out.
    const problem = el.shadowRoot?.querySelector('.problem')?.textContent?.replace(/\s+/g, ' ') ?? '';
    expect(problem, problem).toContain('no value for quality 5, 4 diamonds (M-CARD-VALUES)');
    expect(el.shadowRoot?.querySelector('.problem a.rule-tag[href="#/rules/M-CARD-VALUES"]'), 'a tag that opens the rule').toBeTruthy();
    await until(() => deepActiveElement()?.id === 'v-5-4', 'focus on the cell');
    expect((await loadSession(db, id))?.events.length, 'nothing recorded').toBe(0);
    await expectAccessible(el);

    typeInto(deep<HTMLInputElement>(el, '#v-5-4') as HTMLInputElement, '15');
    await el.updateComplete;
    buttonNamed(el, 'Save and score round 1')?.click();
    await until(() => el.dataset.rounds === '1', 'round 1 recorded');
    expect(el.sessionId, 'the game keeps its id').toBe(id);
    const game = await loadSession(db, id);
    expect((game?.session.config as DiamsConfig).card.values['5'][1], 'the game’s card').toBe(15);
    expect(game?.events.length, 'the round').toBe(1);
    expect((await getSetting(db, 'diamsRulesCard'))?.['5']?.[1], 'the table’s card learnt it too').toBe(15);
    expect(flat(el.shadowRoot?.querySelector('diams-round-summary')?.shadowRoot), 'scored with 15').toContain('Ann: 15 points');
  });

  it('asks for every value the round lacks in one form, and keeps what is typed in it through a reload (M-CARD-VALUES)', async () => {
    const values = simpleValues();
    values['5'] = [5, null, 25];
    values['8'] = [null, 18, 28];
    values['2'] = [null, null, null];
    const id = await createSession(db, 'diams', config(['Ann', 'Bob'], {}, { values }));
    const el = await open(id);
    await enter(el, 0, {
      safe: [
        { quality: 5, count: 4, pure: 0 },
        { quality: 8, count: 3, pure: 0 },
      ],
      hand: [],
    });
    await enter(el, 1, { safe: [{ quality: 2, count: 3, pure: 0 }], hand: [2] });
    buttonNamed(el, 'Score round')?.click();
    const fix = await until(() => el.shadowRoot?.querySelector('diams-card-fix'), 'the form');
    await until(() => fix.shadowRoot?.querySelector('#v-2-3'), 'every field');
    const labels = [...(fix.shadowRoot?.querySelectorAll('li label') ?? [])].map((l) => textOf(l));
    expect(labels.join(' | '), 'three values in one form').toBe(
      "Quality 5, 4 diamonds, in Ann's safe | Quality 8, 3 diamonds, in Ann's safe | Quality 2, 3 diamonds, in Bob's safe",
    );
    expect(el.shadowRoot?.querySelector('.problem')?.textContent?.replace(/\s+/g, ' ') ?? '', 'said once').toContain(
      'the rules card lacks 3 values it needs (M-CARD-VALUES)',
    );
    await until(() => deepActiveElement()?.id === 'v-5-4', 'focus on the first field');
    await expectAccessible(el);

    typeInto(deep<HTMLInputElement>(el, '#v-5-4') as HTMLInputElement, '15');
    typeInto(deep<HTMLInputElement>(el, '#v-8-3') as HTMLInputElement, '8');
    // Started from the table's own card, which knows this one: the table clears it.
    typeInto(deep<HTMLInputElement>(el, '#v-2-3') as HTMLInputElement, '');
    await until(() => el.dataset.drafts === 'saved', 'what is typed to be stored');
    cleanup();

    const again = await open(id);
    const back = await until(
      () => again.shadowRoot?.querySelector('diams-card-fix')?.shadowRoot?.querySelector<HTMLInputElement>('#v-2-3'),
      'the form after a reload',
    );
    expect(deep<HTMLInputElement>(again, '#v-5-4')?.value, 'quality 5 × 4 as typed').toBe('15');
    expect(deep<HTMLInputElement>(again, '#v-8-3')?.value, 'quality 8 × 3 as typed').toBe('8');
    expect(back.value, 'quality 2 × 3 still empty').toBe('');
    buttonNamed(again, 'Save and score round 1')?.click();
    await again.updateComplete;
    expect((await loadSession(db, id))?.events.length, 'not saved while a value is missing').toBe(0);
    typeInto(back, '2');
    buttonNamed(again, 'Save and score round 1')?.click();
    await until(() => again.dataset.rounds === '1', 'round 1 recorded with the three values: no second form');
    const card = ((await loadSession(db, id))?.session.config as DiamsConfig).card.values;
    expect(`${card['5'][1]} ${card['8'][0]} ${card['2'][0]}`, 'the game’s card').toBe('15 8 2');
    await until(() => again.dataset.drafts === 'saved', 'the form to be dropped');
    expect(again.shadowRoot?.querySelector('diams-card-fix'), 'the form is gone').toBeFalsy();
  });

  it('names the rule when the sheets use more copies than the deck has (M-CARD-DECK)', async () => {
    const deck = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [String(i + 1), { cards: 4, pure: 1 }]));
    const id = await createSession(db, 'diams', config(['Ann', 'Bob'], {}, { values: simpleValues(), deck } as DiamsConfig['card']));
    const el = await open(id);
    await enter(el, 0, { safe: [{ quality: 6, count: 3, pure: 0 }], hand: [] });
    await enter(el, 1, { safe: [], hand: [6, 6] });
    buttonNamed(el, 'Score round')?.click();
    await until(() => textOf(el.shadowRoot?.querySelector('.problem')), 'the refusal');
    const problem = el.shadowRoot?.querySelector('.problem')?.textContent?.replace(/\s+/g, ' ') ?? '';
    expect(problem.includes('(M-CARD-DECK)') && problem.includes('5 diamonds of quality 6'), problem).toBeTruthy();
    expect((await loadSession(db, id))?.events.length, 'nothing recorded').toBe(0);
  });

  it('undoes a round back into the form, and redoes it', async () => {
    const id = await createSession(db, 'diams', config(['Ann', 'Bob', 'Cy']));
    const el = await open(id);
    for (let seat = 0; seat < 3; seat++) await enter(el, seat, ROUND[seat] as Sheet);
    await score(el, 1);
    buttonNamed(el, 'Undo')?.click();
    await until(() => el.dataset.rounds === '0', 'undone');
    await el.updateComplete;
    expect(JSON.stringify(editors(el).map((e) => e.sheet)), 'the sheets are back for correction').toBe(JSON.stringify(ROUND));
    buttonNamed(el, 'Redo')?.click();
    await until(() => el.dataset.rounds === '1', 'redone');
    expect((await loadSession(db, id))?.events.length, 'stored again').toBe(1);
  });

  it('ends with the winner, how it was decided, and a record that replays to the same result (M-WIN)', async () => {
    const id = await createSession(db, 'diams', config(['Ann', 'Bob', 'Cy'], { rounds: 1 }));
    const el = await open(id);
    for (let seat = 0; seat < 3; seat++) await enter(el, seat, ROUND[seat] as Sheet);
    await score(el, 1);
    const result = el.shadowRoot?.querySelector('diams-game-result');
    await until(() => result?.shadowRoot?.querySelector('h2'), 'the result');
    expect(result?.shadowRoot?.querySelector('h2')?.textContent, 'the winner').toBe('Cy wins');
    const why = result?.shadowRoot?.querySelector('[data-why]')?.textContent?.replace(/\s+/g, ' ') ?? '';
    expect(why, why).toContain('Cy has the most victory chips (4) and wins (M-WIN)');
    expect(deepActiveElement()?.textContent, 'focus on the result').toBe('Cy wins');
    expect(el.shadowRoot?.querySelector('diams-sheet-editor'), 'no more sheets').toBeFalsy();

    const downloads = captureDownloads();
    try {
      buttonNamed(result as Element, 'Export the record')?.click();
      await until(() => downloads.files.length === 1, 'the download');
    } finally {
      downloads.restore();
    }
    expect(downloads.files[0]?.name ?? '', downloads.files[0]?.name ?? '').toMatch(/^diams-\d{4}-\d\d-\d\d-Ann-Bob-Cy\.json$/);
    const replayed = replayDiams(JSON.parse((await downloads.files[0]?.text) ?? ''));
    expect(replayed.ok, 'the record replays').toBe(true);
    if (!replayed.ok) return;
    expect(JSON.stringify(replayed.output.winners), 'same winner').toBe('["Cy"]');
    expect(JSON.stringify(replayed.output.rounds[0]?.points), 'same points').toBe('{"Ann":7,"Bob":13,"Cy":27}');
    await expectAccessible(el);

    // One tap for a rematch: the same players and setup, round 1's sheets to enter.
    buttonNamed(result as Element, 'Rematch, same players')?.click();
    await until(() => location.hash.startsWith('#/session/') && !location.hash.endsWith(id), 'the rematch opened');
    const rematch = await loadSession(db, decodeURIComponent(location.hash.replace('#/session/', '')));
    expect(JSON.stringify(rematch?.session.config), 'the same setup').toBe(JSON.stringify((await loadSession(db, id))?.session.config));
    expect(rematch?.events.length, 'a new game').toBe(0);
    location.hash = '';
  });

  it('says when there is no such game', async () => {
    const el = await fixture<DiamsSessionScreen>(html`<diams-session-screen .db=${db} session-id="nope"></diams-session-screen>`);
    await until(() => el.dataset.status === 'missing', 'missing');
    expect(el.shadowRoot?.querySelector('h1')?.textContent, 'heading').toBe('Game not found');
  });
});
