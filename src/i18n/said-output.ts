/**
 * What `replay` prints, said: the rules put their reasons and faults in its output as keys and
 * values (src/rules/game.ts `MessageText`), and this says each one from the catalogs, in the
 * current language (English for `replay`, as docs/records.md prints it).
 */
import type { MessageText } from '../rules/game';
import { sayFrom, type Wording } from './catalog';
import { MOVE_REASONS } from './diamonds-text';
import { DIAMS_REASONS } from './diams-text';
import { RULE_MESSAGES } from './rule-messages';

const CATALOG: Wording = { ...RULE_MESSAGES, ...MOVE_REASONS, ...DIAMS_REASONS };

function isSaid(value: object): value is MessageText {
  const { key, params } = value as Partial<MessageText>;
  return typeof key === 'string' && typeof params === 'object' && params !== null && Object.keys(value).length === 2;
}

/** A copy of `value` with every message in it said. */
export function saidOutput(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(saidOutput);
  if (isSaid(value)) return sayFrom(CATALOG, value) ?? value.key;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, saidOutput(v)]));
}
