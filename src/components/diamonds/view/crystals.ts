/**
 * D-CRYSTALS: the physical crystals a table holds for a count of diamonds. The engine counts in
 * units; people at the table hold large red crystals (5) and small clear ones (1), so the screen
 * suggests the fewest pieces.
 */
import { msg, str } from '@lit/localize';

export interface Crystals {
  red: number;
  clear: number;
}

export function crystalsFor(count: number): Crystals {
  const n = Math.max(0, Math.floor(count));
  return { red: Math.floor(n / 5), clear: n % 5 };
}

/** "1 red + 2 clear": the pieces to hold for a count, or '' for none. */
export function crystalPieces(count: number): string {
  const { red, clear } = crystalsFor(count);
  const parts: string[] = [];
  if (red) parts.push(msg(str`${red} red`, { id: 'crystals.red' }));
  if (clear) parts.push(msg(str`${clear} clear`, { id: 'crystals.clear' }));
  return parts.join(' + ');
}

/** "7 = 1 red + 2 clear", "0", "5 = 1 red": what a screen reader and a sighted player both read. */
export function crystalsText(count: number): string {
  const pieces = crystalPieces(count);
  return pieces ? `${count} = ${pieces}` : '0';
}
