/**
 * The players' names as the rules module reads them (records.md): non-blank, unique after trimming
 * white space. One message per field, so each input can say what is wrong with it.
 */
import { msg, str } from '@lit/localize';

export function nameProblems(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.map((raw, i) => {
    const name = raw.trim();
    const number = i + 1;
    if (name === '') return msg(str`Player ${number} needs a name.`, { id: 'diams.new.no-name' });
    if (seen.has(name)) return msg(str`Two players are called “${name}”: each name must be different.`, { id: 'diams.new.twice' });
    seen.add(name);
    return '';
  });
}
