/** How lists of names read in messages: "Ann", "Ann and Bob", "Ann, Bob and Cy". */
export function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] as string}`;
}

/** "1 diamond", "4 diamonds". */
export function diamonds(n: number): string {
  return `${n} ${n === 1 ? 'diamond' : 'diamonds'}`;
}
