/**
 * The first dealer chosen on the new-game screen, kept until round 1 is dealt. It is not part of
 * the game yet (the dealer enters the log with the first `deal` event, together with the pass
 * count the dealer announces after looking at their hand), so it is a hint for the deal form kept
 * in localStorage, which survives a reload. Storage may be unavailable (private mode): then the
 * table simply picks the dealer on the deal form.
 */
const key = (sessionId: string): string => `diamond-ledger:first-dealer:${sessionId}`;

export function rememberFirstDealer(sessionId: string, seat: number): void {
  try {
    localStorage.setItem(key(sessionId), String(seat));
  } catch {
    // No storage: the deal form asks instead.
  }
}

export function firstDealerHint(sessionId: string): number | null {
  try {
    const raw = localStorage.getItem(key(sessionId));
    const seat = raw === null ? NaN : Number(raw);
    return Number.isInteger(seat) && seat >= 0 ? seat : null;
  } catch {
    return null;
  }
}

export function forgetFirstDealer(sessionId: string): void {
  try {
    localStorage.removeItem(key(sessionId));
  } catch {
    // Nothing was stored.
  }
}
