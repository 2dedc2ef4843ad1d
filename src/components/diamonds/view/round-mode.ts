/**
 * How the table chose to record the next round (card by card, or counted at its end), kept in
 * localStorage per game so a reload before that round is settled keeps the choice. Once a round
 * is recorded the log itself says how the last one was, which is the default afterwards.
 * Storage may be unavailable (private mode): the choice then lasts until the page is left.
 */
export type RoundMode = 'cards' | 'check';

const key = (sessionId: string): string => `diamond-ledger:round-mode:${sessionId}`;

export function rememberRoundMode(sessionId: string, mode: RoundMode): void {
  try {
    localStorage.setItem(key(sessionId), mode);
  } catch {
    // No storage: the choice lasts for this page only.
  }
}

export function roundModeHint(sessionId: string): RoundMode | null {
  try {
    const raw = localStorage.getItem(key(sessionId));
    return raw === 'cards' || raw === 'check' ? raw : null;
  } catch {
    return null;
  }
}
