/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/components/history/history-session';
import type { HistorySession } from '../../../src/components/history/history-session';
import type { DeviceDb } from '../../../src/store/index';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { BRACKETED_RULE, cleanup, fixture, found, ruleTagLinks, textOf, until, visibleText } from '../helpers';
import { deleteDbs, freshDb, importExample } from '../store-fixtures';
import { setLocale } from '../../../src/i18n/localization';
import { handMadeLibrary } from '../stats/library-fixtures';

async function view(db: DeviceDb, id: string): Promise<HistorySession> {
  const el = await fixture<HistorySession>(html`<history-session .db=${db} .sessionId=${id}></history-session>`);
  await until(() => !el.shadowRoot?.querySelector('[role=status]'), 'the game');
  return el;
}

/** textOf joins text nodes with spaces: drop those before punctuation and inside brackets (a rule tag's hidden ones). */
const tidy = (text: string) => text.replace(/([(（]) /g, '$1').replace(/ ([,.:;)）])/g, '$1');

describe('<history-session>', () => {
  afterEach(async () => {
    cleanup();
    await deleteDbs();
  });

  it('shows a finished Diamonds game read-only: facts, the chart, every trick and every reason', async () => {
    const { db, two } = await handMadeLibrary();
    const el = await view(db, two);
    expect(el.shadowRoot?.querySelector('h1')?.textContent?.startsWith('Diamonds, '), 'title').toBeTruthy();
    const text = tidy(textOf(el.shadowRoot));
    for (const part of [
      'Final standings Bob 30 Ann 24',
      'Won by Bob',
      'Round 1 Ann deals; each player passes 1 card (D-DEALER, D-PASS)',
      'Trick 1: Bob: 15 of Diamonds, Ann: 1 of Diamonds, Bob: 2 of Diamonds, Ann: 3 of Diamonds. Bob wins the trick (D-WIN).',
      'Bob won trick 1, ♦ Diamonds led: +1 Vault from the supply (D-TAKE, D-A-DIAMOND)',
      'End of round 1:',
      'Bob won the most ♦ Diamonds in round 1 (8 cards, next best 0): +1 Vault from the supply (D-MAJORITY, D-A-DIAMOND)',
      'Ann won no trick in round 1 (bonus 2 of 2): +1 Vault from the supply (D-NOTRICK, D-A-DIAMOND)',
      'Round 4',
    ]) {
      expect(text, `"${part}" in ${text}`).toContain(part);
    }
    expect(el.shadowRoot?.querySelectorAll('.round').length, 'rounds').toBe(4);
    // Nothing changes the game from here but the one offer to fix a recorded card (its own test: fix-card.test.ts).
    expect(
      el.shadowRoot?.querySelectorAll('button:not(.expand):not([data-action="fix-list"]), input, select, textarea').length,
      'nothing else to change the game with',
    ).toBe(0);
    expect(el.shadowRoot?.querySelectorAll('button[data-action="fix-list"]').length, 'the fix offered once').toBe(1);
    const rounds = [...(el.shadowRoot?.querySelectorAll('details.round') ?? [])] as HTMLDetailsElement[];
    expect(rounds.filter((d) => d.open).length, 'rounds closed at first').toBe(0);
    const expand = el.shadowRoot?.querySelector<HTMLButtonElement>('button.expand');
    expand?.click();
    await el.updateComplete;
    expect(rounds.filter((d) => d.open).length, 'every round opened').toBe(4);
    expect(expand?.getAttribute('aria-pressed'), 'pressed').toBe('true');
    const chart = found(el.shadowRoot?.querySelector('score-chart'), 'a chart');
    await until(() => chart.shadowRoot?.querySelector('tbody tr'), 'its table');
    expect(textOf(chart.shadowRoot?.querySelector('tbody tr:last-child')), 'the final round').toBe('Round 4 24 30');
    // Its heading names it once: the figure's own caption is read out, not shown a second time.
    const caption = chart.shadowRoot?.querySelector('figcaption');
    expect(caption && caption.getBoundingClientRect().width <= 1, 'the caption is not shown under the heading').toBeTruthy();
    await expectAccessible(el);
  });

  it('D-REVOKE: tells a revoke kept as played in the trick that proved it, in every language', async () => {
    const db = freshDb();
    const id = await importExample(db, 'diamonds-4p-revoke-kept.json');
    const said = {
      en: "Trick 4: Gus: 12 of Diamonds, Kai: 3 of Diamonds, Eve: 5 of Diamonds, Ann: 3 of Hearts. Gus wins the trick (D-WIN). Revoke kept as played, the table's call: Ann did not follow ♥ Hearts in trick 3 while holding the 3 of Hearts, played in trick 4; every card and diamond stays as played (D-FOLLOW, D-REVOKE)",
      'zh-Hant': '沒有跟牌照打出的保留（全桌的決定）：Ann在第3回合手上有',
      ja: 'リボークをそのままにしました（テーブルの判断）：Annは第3トリックで',
    } as const;
    try {
      for (const locale of ['en', 'zh-Hant', 'ja'] as const) {
        await setLocale(locale);
        const el = await view(db, id);
        const text = tidy(textOf(el.shadowRoot));
        expect(text, `${locale}: "${said[locale]}" in ${text}`).toContain(said[locale]);
        cleanup();
      }
    } finally {
      await setLocale('en');
    }
  });

  it('shows a game in progress up to the trick being played, with a link to continue it', async () => {
    const { db, begun } = await handMadeLibrary();
    const el = await view(db, begun);
    const text = tidy(textOf(el.shadowRoot));
    for (const part of [
      'Ann played off-suit ♦ in trick 1: +1 Vault from the supply (D-OFFSUIT, D-A-DIAMOND)',
      "Cy won trick 2, ♣ Clubs led: steals 1 from Ann's Showroom (D-TAKE, D-A-CLUB)",
      "Ann played off-suit ♣ in trick 3: steals 1 from Cy's Showroom (D-OFFSUIT, D-A-CLUB)",
    ]) {
      expect(text, `"${part}" in ${text}`).toContain(part);
    }
    expect(el.shadowRoot?.querySelector('a[href^="#/session/"]')?.textContent?.trim(), 'continue').toBe('Continue this game');
    expect(el.shadowRoot?.querySelector('score-chart') ?? null, 'no chart before a round is over').toBe(null);
    await expectAccessible(el);
  });

  it("shows a Diam's game's points line by line", async () => {
    const { db, quick } = await handMadeLibrary();
    const el = await view(db, quick);
    const text = tidy(textOf(el.shadowRoot));
    for (const part of [
      'Ann: 9 points, place 2, 3 chips.',
      '3 diamonds of quality 7: 4 points by the rules card (M-CARD-VALUES).',
      'Tied for the most exceptional-purity diamonds (1) with Cy: +2 each (M-PURITY).',
      'Tied for the highest hand total (12) with Bob; option "all": each tied player gains 3 (M-HAND).',
      'Cy: 10 points, place 1, 4 chips.',
      'Nothing in the safe: 0 points.',
    ]) {
      expect(text, `"${part}" in ${text}`).toContain(part);
    }
    await expectAccessible(el);
  });

  it('tells the story with rule tags that open the rules, not with ids in its sentences', async () => {
    const { db, two, quick } = await handMadeLibrary();
    const el = await view(db, two);
    const story = found(el.shadowRoot?.querySelector('section[aria-labelledby="story-title"]'), 'the story');
    const seen = visibleText(story);
    expect(seen, seen).toContain('Ann deals; each player passes 1 card D-DEALER D-PASS');
    expect(seen, `no rule id in brackets on screen: ${seen.match(/.{60}[(（]\s*[A-Z0-9]+-.{20}/)?.[0]}`).not.toMatch(BRACKETED_RULE);
    const deal = [...(story.querySelector('details.round > p')?.querySelectorAll('a.rule-tag') ?? [])];
    expect(deal.map((a) => a.getAttribute('href')).join(' '), 'the deal’s tags').toBe('#/rules/D-DEALER #/rules/D-PASS');
    const links = new Set(ruleTagLinks(story));
    for (const rule of ['D-WIN', 'D-TAKE', 'D-A-DIAMOND', 'D-MAJORITY', 'D-NOTRICK']) expect(links.has(`#/rules/${rule}`), `a tag for ${rule}`).toBeTruthy();
    cleanup();
    const diams = await view(db, quick);
    const lines = diams.shadowRoot?.querySelector('section[aria-labelledby="story-title"]');
    expect(visibleText(lines), visibleText(lines)).not.toMatch(BRACKETED_RULE);
    const diamsLinks = new Set(ruleTagLinks(lines));
    for (const rule of ['M-CARD-VALUES', 'M-PURITY', 'M-HAND']) expect(diamsLinks.has(`#/rules/${rule}`), `a tag for ${rule}`).toBeTruthy();
    await expectAccessible(diams);
  });

  it('says when there is no such game', async () => {
    const el = await view(freshDb(), 'nope');
    expect(el.shadowRoot?.querySelector('h1')?.textContent, 'title').toBe('Game not found');
    await expectAccessible(el);
  });
});
