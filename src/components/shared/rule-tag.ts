/**
 * Rule ids out of the sentences: "Not recorded (D-FOLLOW)" reads "Not recorded" with a small
 * tag, D-FOLLOW, that opens the rule on the Rules screen (#/rules/D-FOLLOW). The brackets stay in
 * the text for screen readers and copying, hidden on screen; a rule's explanation "(D-SCORE: 1
 * point per …)" stays in its brackets, the tag after it; brackets where the ids mix with other
 * words, "(D-MAJORITY, D-NOTRICK, in the order of D-END-ORDER)", stay as they are, each id a tag.
 * The messages keep their ids as written, in every language, so nothing is translated twice.
 */
import { html, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';

const ID = String.raw`(?:D|D2|DT|DX|M)-[A-Z0-9]+(?:-[A-Z0-9]+)*`;
/** "(D-FOLLOW)", "（D-FOLLOW）", "(D-MAJORITY, D-A-DIAMOND)", "(D-SCORE: 1 point per …)". */
const GROUP = new RegExp(String.raw`(\s*)([(（])\s*(${ID}(?:\s*[,、，]\s*${ID})*)\s*(?:([:：])\s*([^)）]*))?([)）])`, 'g');
const ONE = new RegExp(ID, 'g');
/** Any bracketed words (without brackets inside) that name a rule among them. */
const MIXED = new RegExp(String.raw`[(（][^()（）]*?\b${ID}\b[^()（）]*[)）]`, 'g');
/** A rule id standing as a word of its own (not "ROUND-2" inside another word). */
const WORD = new RegExp(String.raw`\b${ID}\b`, 'g');

/** The link of a rule on the Rules screen. */
export function ruleHref(id: string): string {
  return `#/rules/${id}`;
}

function tag(id: string): TemplateResult {
  return html`<a class="rule-tag" href=${ruleHref(id)} aria-label=${msg(str`Rule ${id}`, { id: 'rules.tag' })}>${id}</a>`;
}

/** Bracketed words with rule ids among them: the words stay, each id a tag. */
function mixed(text: string): (TemplateResult | string)[] {
  const parts: (TemplateResult | string)[] = [];
  let at = 0;
  for (const m of text.matchAll(MIXED)) {
    parts.push(text.slice(at, m.index));
    let inner = 0;
    const group = m[0];
    for (const id of group.matchAll(WORD)) {
      parts.push(group.slice(inner, id.index), tag(id[0]));
      inner = (id.index ?? 0) + id[0].length;
    }
    parts.push(group.slice(inner));
    at = (m.index ?? 0) + group.length;
  }
  parts.push(text.slice(at));
  return parts;
}

/** The text with each bracketed rule id as a tag; text without one comes back as it is. */
export function ruleText(text: string): TemplateResult | string {
  const parts: (TemplateResult | string)[] = [];
  let at = 0;
  let tagged = false;
  for (const m of text.matchAll(GROUP)) {
    const [whole, space = '', open = '(', ids = '', colon, explanation, close = ')'] = m;
    tagged = true;
    parts.push(...mixed(text.slice(at, m.index)));
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
  parts.push(...mixed(text.slice(at)));
  if (!tagged && parts.length === 1) return text;
  return html`${parts}`;
}
