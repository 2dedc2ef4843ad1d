/**
 * One row of a list that cannot be shown: a stored row without the shape lists read
 * (../../store/rows.ts), or whose rendering throws (a date no formatter takes, say). That row
 * says it is damaged, in the reader's language, and the rest of the list renders.
 */
import type { TemplateResult } from 'lit';
import { msg } from '@lit/localize';

export function damagedGameText(): string {
  return msg('This game cannot be shown: its data on this device is damaged.', { id: 'list.damaged.game' });
}

export function damagedPlayerText(): string {
  return msg('This player cannot be shown: their data on this device is damaged.', { id: 'list.damaged.player' });
}

/** `render(row)` when the row is sound and renders, else `damaged()`. */
export function guardedRow<T>(
  row: unknown,
  sound: (row: unknown) => row is T,
  render: (row: T) => TemplateResult,
  damaged: () => TemplateResult,
): TemplateResult {
  if (!sound(row)) return damaged();
  try {
    return render(row);
  } catch {
    // a row that cannot be drawn is shown as damaged
    return damaged();
  }
}
