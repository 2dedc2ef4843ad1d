/**
 * <rules-screen>: the rules each game's module enforces, by rule id, with every **[decided]**
 * point marked where it applies and gathered in a list at the top of its game, so a table can see
 * at a glance what it agrees to. The books come from ./books.ts.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { inlineOf } from '../../i18n/inline';
import '../diams/rules-card/rules-card';
import { screenStyles } from '../shared/screen-styles';
import { RULE_BOOKS } from './books';
import { decisionsOf, type Inline, type Rule, type RuleBook, type RuleSection } from './rule-book';
import { rulesStyles } from './rules-screen.styles';

const inline = (parts: Inline[]): TemplateResult => html`${parts.map((p) => (typeof p === 'string' ? p : html`<strong>${p.strong}</strong>`))}`;

const decided = (text: string): TemplateResult => html`<p class="decided"><span class="mark">${msg('Decided', { id: 'rules.decided' })}</span>${text}</p>`;

@customElement('rules-screen')
@localized()
export class RulesScreen extends LitElement {
  static override styles = [screenStyles, rulesStyles];

  /** A rule to open at (#/rules/D-FOLLOW, from a rule's tag): focus and the reader start there. */
  @property({ attribute: false }) rule: string | null = null;

  override render(): TemplateResult {
    return html`
      <h1>${msg('Rules', { id: 'shell.title.rules' })}</h1>
      <p>
        ${inline(
          inlineOf(
            msg(
              'The ledger refuses what these rules do not allow and names the rule broken, so a dispute is settled on the spot. Points marked **Decided** are where the published rules are silent or wrong; the reason is given with each.',
              { id: 'rules.intro' },
            ),
          ),
        )}
      </p>
      ${RULE_BOOKS.map((book) => this.renderBook(book))}
      <diams-rules-card></diams-rules-card>
      <div class="actions">
        <a class="button" href="#/new">${msg('New game', { id: 'shell.title.new' })}</a>
        <a class="button secondary" href="#/">${msg('Back to games', { id: 'shell.back' })}</a>
      </div>
    `;
  }

  private renderBook(book: RuleBook): TemplateResult {
    const decisions = decisionsOf(book);
    const count = decisions.length;
    return html`<section class="book" aria-labelledby="${book.id}-title">
      <h2 id="${book.id}-title">${book.title}</h2>
      <p>${inline(book.intro)}</p>
      ${
        decisions.length
          ? html`<h3>${msg(str`Decisions this app takes (${count})`, { id: 'rules.decisions' })}</h3>
            <ul class="decisions">
              ${decisions.map((d) => html`<li><span class="where">${d.where}:</span> ${d.text}</li>`)}
            </ul>`
          : nothing
      }
      ${book.sections.map((s, i) => this.renderSection(book, s, i))}
    </section>`;
  }

  private renderSection(book: RuleBook, section: RuleSection, index: number): TemplateResult {
    const id = `${book.id}-s${index}`;
    // Both books have a "Components" section: the book's title keeps the landmarks' names unique.
    return html`<section aria-labelledby="${book.id}-title ${id}">
      <h3 id=${id}>${section.title}</h3>
      ${section.intro ? html`<p>${inline(section.intro)}</p>` : nothing}
      ${section.rules.length ? html`<dl>${section.rules.map((r) => this.renderRule(r))}</dl>` : nothing}
      ${
        section.table
          ? html`<div class="scroll">
            <table>
              <caption>${section.table.caption}</caption>
              <thead>
                <tr>${section.table.head.map((h) => html`<th scope="col">${h}</th>`)}</tr>
              </thead>
              <tbody>
                ${section.table.rows.map(
                  (row) => html`<tr>${row.map((cell, i) => (i === 0 ? html`<th scope="row">${cell}</th>` : html`<td>${cell}</td>`))}</tr>`,
                )}
              </tbody>
            </table>
          </div>`
          : nothing
      }
      ${section.decided ? decided(section.decided) : nothing}
    </section>`;
  }

  private renderRule(rule: Rule): TemplateResult {
    const linked = rule.id === this.rule;
    return html`<div class="rule ${linked ? 'linked' : ''}" id="rule-${rule.id}" tabindex=${linked ? '-1' : nothing} ?data-focus-first=${linked}>
      <dt>${rule.id}</dt>
      <dd>${inline(rule.text)}${rule.decided ? decided(rule.decided) : nothing}</dd>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rules-screen': RulesScreen;
  }
}
