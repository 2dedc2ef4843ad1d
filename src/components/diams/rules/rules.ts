/**
 * <diams-rules>: the Diam's rule book (./diams-rule-book.ts) as a section of its own, for a screen
 * that shows it outside the rules screen's list of books: every rule by id, the points the app
 * decided (gathered first, then marked where they apply) and both readings of the hand-bonus tie
 * with their sources.
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement } from 'lit/decorators.js';
import { msg, str, updateWhenLocaleChanges } from '@lit/localize';
import { decisionsOf, type Inline, type Rule, type RuleSection } from '../../rules-screen/rule-book.js';
import { diamsStyles } from '../view/styles.js';
import { diamsRuleBook as book } from './diams-rule-book.js';

const inline = (parts: Inline[]): TemplateResult =>
  html`${parts.map((p) => (typeof p === 'string' ? p : html`<strong>${p.strong}</strong>`))}`;

const decided = (text: string): TemplateResult =>
  html`<p class="decided"><span class="mark">${msg('Decided', { id: 'rules.decided' })}</span> ${text}</p>`;

@customElement('diams-rules')
export class DiamsRules extends LitElement {
  static override styles = [
    diamsStyles,
    css`
      dl {
        margin: 0;
      }
      .rule {
        margin: 0 0 0.75rem;
        max-width: 70ch;
      }
      dt {
        font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
        font-size: 0.875rem;
        font-weight: 700;
      }
      dd {
        margin: 0.1rem 0 0;
      }
      .decided {
        margin: 0.4rem 0 0;
        padding: 0.4rem 0.75rem;
        border-left: 6px solid var(--mx-warning);
        background: var(--mx-warning-bg);
        border-radius: 0 8px 8px 0;
      }
      .mark {
        font-size: 0.75rem;
        font-weight: 800;
        letter-spacing: 0.04em;
        text-transform: uppercase;
      }
      ul {
        padding-left: 1.25rem;
      }
      li {
        margin: 0 0 0.4rem;
      }
    `,
  ];

  constructor() {
    super();
    updateWhenLocaleChanges(this);
  }

  override render(): TemplateResult {
    const decisions = decisionsOf(book);
    const count = decisions.length;
    return html`<section aria-labelledby="diams-title">
      <h2 id="diams-title">${book.title}</h2>
      <p>${inline(book.intro)}</p>
      <h3>${msg(str`Decisions this app takes (${count})`, { id: 'rules.decisions' })}</h3>
      <ul>
        ${decisions.map((d) => html`<li><strong>${d.where}:</strong> ${d.text}</li>`)}
      </ul>
      ${book.sections.map((s, i) => this.renderSection(s, i))}
    </section>`;
  }

  private renderSection(section: RuleSection, index: number): TemplateResult {
    const id = `s${index}`;
    return html`<section aria-labelledby=${id}>
      <h3 id=${id}>${section.title}</h3>
      ${section.intro ? html`<p>${inline(section.intro)}</p>` : nothing}
      ${section.rules.length ? html`<dl>${section.rules.map((r) => this.renderRule(r))}</dl>` : nothing}
      ${section.table
        ? html`<table>
            <caption>${section.table.caption}</caption>
            <thead>
              <tr>${section.table.head.map((h) => html`<th scope="col">${h}</th>`)}</tr>
            </thead>
            <tbody>
              ${section.table.rows.map(
                (row) => html`<tr>${row.map((cell, i) => (i === 0 ? html`<th scope="row">${cell}</th>` : html`<td>${cell}</td>`))}</tr>`,
              )}
            </tbody>
          </table>`
        : nothing}
      ${section.decided ? decided(section.decided) : nothing}
    </section>`;
  }

  private renderRule(rule: Rule): TemplateResult {
    return html`<div class="rule" id="rule-${rule.id}">
      <dt>${rule.id}</dt>
      <dd>${inline(rule.text)}${rule.decided ? decided(rule.decided) : nothing}</dd>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-rules': DiamsRules;
  }
}
