/** Entering a Diam's round sheet with taps, as the journeys of Diam's do. */
import type { Page } from 'playwright-core';
import type { Sheet } from '../../src/rules/diams';

/** Fills in one player's sheet in the round's sheet editor of that seat. */
export async function enterSheet(page: Page, seat: number, sheet: Sheet): Promise<void> {
  const editor = page.locator('diams-sheet-editor').nth(seat);
  for (const c of sheet.safe) {
    await editor.locator(`button[data-safe="${c.quality}"]`).click();
    await editor.locator(`input[name="count-${c.quality}"][value="${c.count}"]`).check();
    await editor.locator(`input[name="pure-${c.quality}"][value="${c.pure}"]`).check();
  }
  for (const q of sheet.hand) await editor.locator(`button[data-hand="${q}"]`).click();
}
