/**
 * The round sheets being typed, kept in localStorage until the round is recorded, so a reload (or
 * a phone that drops the tab) in the middle of entering four sheets loses nothing. They are not part
 * of the game until the round is appended to the log. Storage may be unavailable (private mode):
 * then the sheets only live on screen.
 */
import { readSheet, type Sheet } from '../../../rules/diams/index.js';

const key = (sessionId: string, round: number): string => `diamond-ledger:diams-sheets:${sessionId}:${round}`;

export const blankSheets = (seats: number): Sheet[] => Array.from({ length: seats }, () => ({ safe: [], hand: [] }));

/** The stored sheets of a round, each validated as a record's would be; anything unreadable starts blank. */
export function loadDraft(sessionId: string, round: number, seats: number): Sheet[] {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(key(sessionId, round)) ?? 'null');
  } catch {
    return blankSheets(seats);
  }
  if (!Array.isArray(raw) || raw.length !== seats) return blankSheets(seats);
  return raw.map((sheet: unknown) => {
    const read = readSheet(sheet, '');
    return read.ok ? read.value : { safe: [], hand: [] };
  });
}

export function saveDraft(sessionId: string, round: number, sheets: readonly Sheet[]): void {
  try {
    localStorage.setItem(key(sessionId, round), JSON.stringify(sheets));
  } catch {
    // No storage: the sheets stay on screen only.
  }
}

export function clearDraft(sessionId: string, round: number): void {
  try {
    localStorage.removeItem(key(sessionId, round));
  } catch {
    // Nothing was stored.
  }
}
