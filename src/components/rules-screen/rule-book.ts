/**
 * The shape of a game's rules as the rules screen shows them. The app cannot read the rule pages
 * (docs/rules/*.md) at run time, so each game's page is transcribed as data in this shape;
 * the screen renders any number of books, one section per game.
 */
import { inlineOf } from '../../i18n/inline';

/** A run of text; `strong` marks the words the rule page sets in bold. */
export type Inline = string | { strong: string };

export interface Rule {
  /** The rule id (D-…) that error messages and explanations cite. */
  id: string;
  text: Inline[];
  /** A point the rule page marks **[decided]**: where the sources are silent or wrong, and why. */
  decided?: string;
}

/** A rule from its words in the current language, `**…**` marking the bold ones, and its decided point if it has one. */
export function rule(id: string, text: string, decided?: string): Rule {
  return decided === undefined ? { id, text: inlineOf(text) } : { id, text: inlineOf(text), decided };
}

export interface RuleTable {
  caption: string;
  head: string[];
  rows: string[][];
}

export interface RuleSection {
  title: string;
  intro?: Inline[];
  rules: Rule[];
  table?: RuleTable;
  /** A **[decided]** note about the whole section (e.g. a table that corrects the sources). */
  decided?: string;
  /** How the list of decisions names this section's note (its title is too long for it). */
  short?: string;
}

export interface RuleBook {
  /** Used for element ids: lower-case letters and dashes. */
  id: string;
  title: string;
  intro: Inline[];
  sections: RuleSection[];
}

/** Every **[decided]** point of a book, where it is, for the summary at the top of the screen. */
export function decisionsOf(book: RuleBook): { where: string; text: string }[] {
  return book.sections.flatMap((section) => [
    ...section.rules.flatMap((rule) => (rule.decided ? [{ where: rule.id, text: rule.decided }] : [])),
    ...(section.decided ? [{ where: section.short ?? section.title, text: section.decided }] : []),
  ]);
}
