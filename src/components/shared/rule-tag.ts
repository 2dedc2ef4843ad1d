/**
 * Rule ids out of the sentences: "Not recorded (D-FOLLOW)" reads "Not recorded" with a small
 * tag, D-FOLLOW, that opens the rule on the Rules screen (#/rules/D-FOLLOW). The brackets stay in
 * the text for screen readers and copying, hidden on screen; a rule's explanation "(D-SCORE: 1
 * point per …)" stays in its brackets, the tag after it. The messages keep their ids as written,
 * in every language, so nothing is translated twice.
 */
import { css, html, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import { visuallyHidden } from './styles.js';

const ID = String.raw`(?:D|D2|DT|DX|M)-[A-Z0-9]+(?:-[A-Z0-9]+)*`;
/** "(D-FOLLOW)", "（D-FOLLOW）", "(D-MAJORITY, D-A-DIAMOND)", "(D-SCORE: 1 point per …)". */
const GROUP = new RegExp(String.raw`(\s*)([(（])\s*(${ID}(?:\s*[,、，]\s*${ID})*)\s*(?:([:：])\s*([^)）]*))?([)）])`, 'g');
const ONE = new RegExp(ID, 'g');

/** The link of a rule on the Rules screen. */
export function ruleHref(id: string): string {
  return `#/rules/${id}`;
}

function tag(id: string): TemplateResult {
  return html`<a class="rule-tag" href=${ruleHref(id)} aria-label=${msg(str`Rule ${id}`, { id: 'rules.tag' })}>${id}</a>`;
}

/** The text with each bracketed rule id as a tag; text without one comes back as it is. */
export function ruleText(text: string): TemplateResult | string {
  const parts: (TemplateResult | string)[] = [];
  let at = 0;
  for (const m of text.matchAll(GROUP)) {
    const [whole, space = '', open = '(', ids = '', colon, explanation, close = ')'] = m;
    parts.push(text.slice(at, m.index));
    const list = [...ids.matchAll(ONE)].map((i) => i[0]);
    if (colon !== undefined && explanation !== undefined) {
      // The explanation says something: it stays, in its brackets, with the tags after it.
      parts.push(html`${space}${open}${explanation.trim()}${close}${list.map((id) => tag(id))}`);
    } else {
      parts.push(
        html`${space}<span class="visually-hidden">${open}</span>${list.map(
          (id, i) => html`${i > 0 ? html`<span class="visually-hidden">, </span>` : ''}${tag(id)}`,
        )}<span class="visually-hidden">${close}</span>`,
      );
    }
    at = (m.index ?? 0) + whole.length;
  }
  if (!parts.length) return text;
  parts.push(text.slice(at));
  return html`${parts}`;
}

/** The tag's look, for a component that shows `ruleText`. */
export const ruleTagStyles = css`
  .rule-tag {
    display: inline;
    margin-inline-start: 0.35em;
    padding: 0 0.4em;
    border: 1px solid currentColor;
    border-radius: 999px;
    color: var(--dl-link);
    font-size: 0.75em;
    font-weight: 600;
    letter-spacing: 0.02em;
    text-decoration: none;
    white-space: nowrap;
    vertical-align: 0.1em;
  }
  .rule-tag:hover {
    text-decoration: underline;
  }
  .rule-tag:focus-visible {
    outline: 3px solid var(--dl-focus);
    outline-offset: 1px;
  }
  ${visuallyHidden}
`;
