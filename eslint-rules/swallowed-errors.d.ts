// The types of ./swallowed-errors.js, a plain module so that eslint.config.js loads it as it is.
import type { Rule } from 'eslint';

declare const plugin: { meta: { name: string }; rules: { 'no-silent-catch': Rule.RuleModule } };
export default plugin;
