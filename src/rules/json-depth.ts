/**
 * How deeply a parsed JSON value nests lists and objects, measured without recursion. JSON.parse
 * itself copes with any depth, but anything that walks a value recursively afterwards (String(),
 * JSON.stringify, IndexedDB's structured clone) overflows the call stack on a hostile file, so
 * every reader of an untrusted file checks this first and refuses what its format never nests.
 */

/**
 * Whether `value` nests lists and objects more than `limit` levels deep (a bare string or number
 * is level 0, `[]` level 1, `[[]]` level 2). Stops at the first branch that goes too deep, so a
 * value a million levels deep costs `limit` steps.
 */
export function deeperThan(value: unknown, limit: number): boolean {
  // Two parallel stacks rather than one of pairs: a backup holds millions of values.
  const values: unknown[] = [value];
  const depths: number[] = [0];
  while (values.length > 0) {
    const next = values.pop();
    const depth = (depths.pop() as number) + 1;
    if (typeof next !== 'object' || next === null) continue;
    if (depth > limit) return true;
    if (Array.isArray(next)) {
      for (const child of next) {
        if (typeof child === 'object' && child !== null) {
          values.push(child);
          depths.push(depth);
        }
      }
    } else {
      for (const key in next) {
        const child: unknown = (next as Record<string, unknown>)[key];
        if (typeof child === 'object' && child !== null) {
          values.push(child);
          depths.push(depth);
        }
      }
    }
  }
  return false;
}
