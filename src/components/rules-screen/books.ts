/**
 * The rule books the rules screen shows, in order. Each game adds its own book here (a module of
 * the shape in ./rule-book.ts), and the screen gives it a section of its own.
 */
import { diamsRuleBook } from '../diams/rules/diams-rule-book';
import { diamondsRules } from './diamonds-rules';
import type { RuleBook } from './rule-book';

export const RULE_BOOKS: readonly RuleBook[] = [diamondsRules, diamsRuleBook];
