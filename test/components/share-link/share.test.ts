/// <reference types="mocha" />
/**
 * Sharing a game as a link, in Chromium: the QR code draws exactly the modules of its text as
 * SVG elements; "Share as link" shows the link and its code; the screen of a link shows the game
 * read-only (markup in a name stays text), in every language, accessible, and writes nothing
 * until Import.
 */
import { html } from 'lit';
import { encode } from 'uqr';
import '../../../src/components/share-link/share-link';
import '../../../src/components/share-link/shared-screen';
import '../../../src/components/shared/qr-code';
import type { QrCode } from '../../../src/components/shared/qr-code';
import type { ShareLink } from '../../../src/components/share-link/share-link';
import type { SharedScreen } from '../../../src/components/share-link/shared-screen';
import { setLocale } from '../../../src/i18n/localization';
import { sharePayload } from '../../../src/share-link/link';
import { findSession, listSessions, type DeviceDb } from '../../../src/store/index';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, fixture, found, spokenText, textOf, until } from '../helpers';
import { deleteDbs, freshDb, importExample } from '../store-fixtures';

const MARKUP = '<img src=x onerror=alert(1)>';
const RECORD = JSON.stringify({ game: 'diamonds', players: [MARKUP, 'Bob', 'Cy'], rounds: [{ dealer: 'Bob', pass: 2, plays: ['H12', 'H7', 'H1'] }] });

async function sharedScreen(db: DeviceDb, payload: string): Promise<SharedScreen> {
  const el = await fixture<SharedScreen>(html`<shared-screen .db=${db} .payload=${payload}></shared-screen>`);
  await until(() => !el.shadowRoot?.querySelector('[role=status]')?.textContent?.includes('…'), 'the link read');
  const view = el.shadowRoot?.querySelector('history-session');
  if (view) await until(() => view.shadowRoot?.querySelector('details.round'), 'the game shown');
  return el;
}

describe('sharing a game as a link', () => {
  afterEach(async () => {
    cleanup();
    await setLocale('en');
    await deleteDbs();
  });

  it('<dl-qr-code> draws every dark module of its text, and nothing else', async () => {
    const text = 'https://example.org/#/shared/r1.abc';
    const el = await fixture<QrCode>(html`<dl-qr-code .text=${text} label="A code"></dl-qr-code>`);
    const svg = found(el.shadowRoot?.querySelector('svg'), 'an SVG element');
    expect(svg, 'an SVG element').toBeInstanceOf(SVGSVGElement);
    const expected = encode(text, { ecc: 'L', border: 4 });
    expect(svg.getAttribute('viewBox'), 'the size, with its quiet zone').toBe(`0 0 ${expected.size} ${expected.size}`);
    const drawn = new Set((svg.querySelector('path')?.getAttribute('d') ?? '').match(/M\d+ \d+/g));
    const dark = expected.data.flatMap((row, y) => row.flatMap((on, x) => (on ? [`M${x} ${y}`] : [])));
    expect(drawn.size, 'one square per dark module').toBe(dark.length);
    expect(
      dark.every((m) => drawn.has(m)),
      'the dark modules',
    ).toBeTruthy();
    await expectAccessible(el);
  });

  it('"Share as link" shows the link of the game and its QR code, until the game changes', async () => {
    const db = freshDb();
    const id = await importExample(db, 'diamonds-6p-teams-thief.json');
    const row = await findSession(db, id);
    const el = await fixture<ShareLink>(html`<share-link .db=${db} .session=${row}></share-link>`);
    el.shadowRoot?.querySelector('button')?.click();
    const field = await until(() => el.shadowRoot?.querySelector('input'), 'the link');
    expect(field.value.startsWith(`${location.href.split('#')[0]}#/shared/r1.`), `a record link: ${field.value.slice(0, 80)}`).toBeTruthy();
    await until(() => el.shadowRoot?.querySelector('dl-qr-code')?.shadowRoot?.querySelector('path'), 'the QR code');
    expect(textOf(el.shadowRoot), 'no QR code version: it says nothing to a player').not.toMatch(/QR code version/);
    await expectAccessible(el);
    // The game moves on: the link shown is of an older game, so it goes.
    el.session = { ...row!, updatedAt: row!.updatedAt + 1 };
    await el.updateComplete;
    expect(el.shadowRoot?.querySelector('input'), 'no link of an older game').toBeFalsy();
  });

  it('shows a link’s game read-only, names as text, and writes it only on Import', async () => {
    const db = freshDb();
    const el = await sharedScreen(db, await sharePayload('record', RECORD));
    const view = found(el.shadowRoot?.querySelector('history-session'), 'the game');
    expect(textOf(view.shadowRoot), 'the name as written').toContain(MARKUP);
    expect(!el.shadowRoot?.querySelector('img') && !view.shadowRoot?.querySelector('img'), 'no markup made from a name').toBeTruthy();
    expect(
      spokenText(view.shadowRoot).includes('(D-') && view.shadowRoot?.querySelector('a.rule-tag[href^="#/rules/D-"]'),
      'the reasons, with their rules',
    ).toBeTruthy();
    // The scores best first, each with its rank; a tie shares one.
    const ranked = [...(view.shadowRoot?.querySelectorAll('ol.ranked li') ?? [])].map((li) => `${(li as HTMLLIElement).value} ${textOf(li)}`);
    expect(ranked.join(' | '), 'ranked, not in seat order; a tie shares its rank').toBe(`1 Cy 4 | 2 ${MARKUP} 3 | 2 Bob 3`);
    expect((await listSessions(db)).length, 'nothing stored yet').toBe(0);
    await expectAccessible(el);

    view.querySelector<HTMLButtonElement>('[slot=actions] button')?.click();
    await until(() => textOf(el.shadowRoot).includes('The game is imported.'), 'the import');
    expect(JSON.stringify((await listSessions(db)).map((s) => s.players[0])), 'the game stored').toBe(JSON.stringify([MARKUP]));
  });

  it('says why a link does not open, in the reader’s language, and stores nothing', async () => {
    const db = freshDb();
    await setLocale('ja');
    const el = await sharedScreen(db, 'r1.AAAA');
    const alert = el.shadowRoot?.querySelector('[role=alert]')?.textContent ?? '';
    expect(alert, `the problem in Japanese: ${alert}`).toContain('このリンクは壊れています');
    await setLocale('zh-Hant');
    await until(() => el.shadowRoot?.querySelector('[role=alert]')?.textContent?.includes('這個連結已損壞'), 'the problem in Chinese');
    expect((await listSessions(db)).length, 'nothing stored').toBe(0);
  });
});
