/**
 * The rule books the rules screen shows, in order. Each game adds its own book here (a module of
 * the shape in ./rule-book.ts), by the id of the store's registry so that a game cannot be left
 * without one, and the screen gives it a section of its own.
 */
import type { GameId } from '../../store/index';
import { diamsRuleBook } from '../diams/rules/diams-rule-book';
import { diamondsRules } from './diamonds-rules';
import type { RuleBook } from './rule-book';

const BOOKS: Readonly<Record<GameId, RuleBook>> = {
  diamonds: diamondsRules,
  diams: diamsRuleBook,
};

export const RULE_BOOKS: readonly RuleBook[] = Object.values(BOOKS);
