/**
 * The players' names as the rules module reads them (records.md): non-blank, visible characters
 * only, at most 30, unique in their normal form (../../../rules/player-name.ts). One message per
 * field, so each input can say what is wrong with it.
 */
import { msg, str } from '@lit/localize';
import { normalName } from '../../../rules/player-name.js';
import { typedNameProblem } from '../../shared/name-problem.js';

export function nameProblems(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.map((raw, i) => {
    const name = normalName(raw);
    const number = i + 1;
    if (name === '') return msg(str`Player ${number} needs a name.`, { id: 'diams.new.no-name' });
    const refused = typedNameProblem(raw, number);
    if (refused) return refused;
    if (seen.has(name)) return msg(str`Two players are called “${name}”: each name must be different.`, { id: 'diams.new.twice' });
    seen.add(name);
    return '';
  });
}
