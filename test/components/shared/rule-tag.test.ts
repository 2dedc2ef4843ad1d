/// <reference types="mocha" />
import { html, render } from 'lit';
import { ruleText } from '../../../src/components/shared/rule-tag';
import { expect } from '../expect';
import { cleanup, fixture, ruleTagLinks, spokenText, visibleText } from '../helpers';

/** `ruleText(text)` rendered into a paragraph. */
async function shown(text: string): Promise<HTMLElement> {
  const p = await fixture<HTMLElement>(html`<p></p>`);
  render(ruleText(text), p);
  return p;
}

describe('ruleText', () => {
  afterEach(cleanup);

  it('leaves a text without a rule id as it is', () => {
    expect(ruleText('Bob wins (with 12 points).'), 'the same string').toBe('Bob wins (with 12 points).');
  });

  it('turns bracketed ids into tags, the brackets kept for screen readers', async () => {
    const p = await shown('Ann deals (D-DEALER, D-PASS). Then （M-CARD-VALUES）');
    expect(ruleTagLinks(p).join(' '), 'the tags').toBe('#/rules/D-DEALER #/rules/D-PASS #/rules/M-CARD-VALUES');
    expect(spokenText(p), 'read out as written').toBe('Ann deals (D-DEALER, D-PASS). Then （M-CARD-VALUES）');
    expect(visibleText(p), 'seen without brackets').toBe('Ann deals D-DEALER D-PASS . Then M-CARD-VALUES');
  });

  it('keeps an explanation in its brackets, the tag after it', async () => {
    const p = await shown('Eve wins (D-SCORE: 1 point per Showroom diamond).');
    expect(ruleTagLinks(p).join(' '), 'the tag').toBe('#/rules/D-SCORE');
    expect(visibleText(p), 'the explanation seen').toBe('Eve wins ( 1 point per Showroom diamond ) D-SCORE .');
  });

  it('keeps the words of brackets that mix them with ids, each id a tag', async () => {
    const p = await shown('Then the end of the round (D-MAJORITY, D-NOTRICK, in the order of D-END-ORDER).');
    expect(ruleTagLinks(p).join(' '), 'the tags').toBe('#/rules/D-MAJORITY #/rules/D-NOTRICK #/rules/D-END-ORDER');
    expect(spokenText(p), 'the words kept').toBe('Then the end of the round (D-MAJORITY, D-NOTRICK, in the order of D-END-ORDER).');
    const ja = await shown('ラウンド終了時の処理を行います（D-MAJORITY、D-NOTRICK、D-END-ORDERの順）。');
    expect(ruleTagLinks(ja).join(' '), 'the tags in Japanese').toBe('#/rules/D-MAJORITY #/rules/D-NOTRICK #/rules/D-END-ORDER');
  });
});
