/// <reference types="mocha" />
/** The Diam's rules section: every rule id, every **[decided]** point, both hand-tie readings with sources. */
import { html } from 'lit';
import '../../../src/components/rules-screen/rules-screen';
import type { RulesScreen } from '../../../src/components/rules-screen/rules-screen';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, fixture, textOf } from '../helpers';

describe("Diam's on the rules screen", () => {
  afterEach(cleanup);

  it('shows every decided point and both readings of the hand-bonus tie with their sources', async () => {
    const screen = await fixture<RulesScreen>(html`<rules-screen></rules-screen>`);
    const el = { shadowRoot: screen.shadowRoot?.querySelector('section[aria-labelledby="diams-title"]') ?? null };
    expect(el.shadowRoot, "the Diam's book").toBeTruthy();
    const text = (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ');
    const ids = [
      'M-QUALITY',
      'M-CARD-VALUES',
      'M-CARD-DECK',
      'M-DRAW',
      'M-MARKET',
      'M-SECURE',
      'M-SPECIALS',
      'M-LIMIT',
      'M-REFILL',
      'M-START',
      'M-CLOSING',
      'M-CLOSING-POS',
      'M-ROUND-SCORE',
      'M-PURITY',
      'M-HAND',
      'M-CHIPS',
      'M-GAME',
      'M-WIN',
    ];
    for (const id of ids) expect(el.shadowRoot?.querySelector(`#rule-${id}`), `${id} shown`).toBeTruthy();
    expect(text, 'three decisions').toContain('Decisions this app takes (3)');
    const decided = [...(el.shadowRoot?.querySelectorAll('.rule .decided') ?? [])].map((d) => d.closest('.rule')?.id);
    expect(decided.join(), `decided at ${decided.join()}`).toBe('rule-M-SECURE,rule-M-REFILL,rule-M-CHIPS');
    expect(text, 'M-CHIPS decision').toContain('standard competition ranking');
    expect(text, 'M-REFILL decision').toContain('Board Game Arena behaviour players describe');
    const readings = textOf(el.shadowRoot?.querySelector('table'));
    for (const part of [
      '“none” (default)',
      'Nobody gains the 3 points',
      'seed rules',
      '“all”',
      'Each tied player gains 3',
      "Board Game Arena's English help",
      '“tie or no tie”',
    ]) {
      expect(readings, `"${part}" in ${readings}`).toContain(part);
    }
    expect(text, 'M-CARD-VALUES').toContain('quality 7 is the most valuable');
    await expectAccessible(screen);
  });
});
