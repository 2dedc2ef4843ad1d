/**
 * The players' names as the rules module reads them (records.md): non-blank, unique after trimming
 * white space. One message per field, so each input can say what is wrong with it.
 */
export function nameProblems(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.map((raw, i) => {
    const name = raw.trim();
    if (name === '') return `Player ${i + 1} needs a name.`;
    if (seen.has(name)) return `Two players are called “${name}”: each name must be different.`;
    seen.add(name);
    return '';
  });
}
