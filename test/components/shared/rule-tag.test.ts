/// <reference types="mocha" />
import { html, render } from 'lit';
import { ruleText } from '../../../src/components/shared/rule-tag.js';
import { cleanup, equal, fixture, ruleTagLinks, spokenText, visibleText } from '../helpers.js';

/** `ruleText(text)` rendered into a paragraph. */
async function shown(text: string): Promise<HTMLElement> {
  const p = await fixture<HTMLElement>(html`<p></p>`);
  render(ruleText(text), p);
  return p;
}

describe('ruleText', () => {
  afterEach(cleanup);

  it('leaves a text without a rule id as it is', () => {
    equal(ruleText('Bob wins (with 12 points).'), 'Bob wins (with 12 points).', 'the same string');
  });

  it('turns bracketed ids into tags, the brackets kept for screen readers', async () => {
    const p = await shown('Ann deals (D-DEALER, D-PASS). Then （M-CARD-VALUES）');
    equal(ruleTagLinks(p).join(' '), '#/rules/D-DEALER #/rules/D-PASS #/rules/M-CARD-VALUES', 'the tags');
    equal(spokenText(p), 'Ann deals (D-DEALER, D-PASS). Then （M-CARD-VALUES）', 'read out as written');
    equal(visibleText(p), 'Ann deals D-DEALER D-PASS . Then M-CARD-VALUES', 'seen without brackets');
  });

  it('keeps an explanation in its brackets, the tag after it', async () => {
    const p = await shown('Eve wins (D-SCORE: 1 point per Showroom diamond).');
    equal(ruleTagLinks(p).join(' '), '#/rules/D-SCORE', 'the tag');
    equal(visibleText(p), 'Eve wins ( 1 point per Showroom diamond ) D-SCORE .', 'the explanation seen');
  });

  it('keeps the words of brackets that mix them with ids, each id a tag', async () => {
    const p = await shown('Then the end of the round (D-MAJORITY, D-NOTRICK, in the order of D-END-ORDER).');
    equal(ruleTagLinks(p).join(' '), '#/rules/D-MAJORITY #/rules/D-NOTRICK #/rules/D-END-ORDER', 'the tags');
    equal(spokenText(p), 'Then the end of the round (D-MAJORITY, D-NOTRICK, in the order of D-END-ORDER).', 'the words kept');
    const ja = await shown('ラウンド終了時の処理を行います（D-MAJORITY、D-NOTRICK、D-END-ORDERの順）。');
    equal(ruleTagLinks(ja).join(' '), '#/rules/D-MAJORITY #/rules/D-NOTRICK #/rules/D-END-ORDER', 'the tags in Japanese');
  });
});
