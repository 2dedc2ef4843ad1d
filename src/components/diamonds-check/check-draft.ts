/**
 * The round-end check being typed, kept as the game's table state (src/store/table-state.ts) until
 * its round is settled, so a phone that locks and reloads in the middle of forty counts loses none
 * of them. It is not part of the game until the `check` event is appended to the log.
 */
import { deckRanks, type DiamondsState, type ZoneCount } from '../../rules/diamonds/index.js';

export interface CheckDraft {
  won: number[][];
  /** Per seat: ticked, unticked, or null when left to follow the side's cards. */
  tricks: (boolean | null)[];
  zones: ZoneCount[];
  thief: number | null;
  dealer: number | null;
  pass: number | null;
}

/** The draft's key in the table state: one per round. */
export const checkDraftKey = (round: number): string => `check:${round}`;

/** A generous bound for a zone: far above any real game (the stepper's own). */
export const MOST_IN_ZONE = 199;

const count = (n: unknown, most: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= most;
const seatOrNull = (n: unknown, seats: number): n is number | null => n === null || (count(n, seats - 1));

/** A stored draft as this round's form can use it, or null when it is not one (it then starts afresh). */
export function readCheckDraft(raw: unknown, state: DiamondsState): CheckDraft | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const d = raw as Record<string, unknown>;
  const sides = state.table.members.length;
  const seats = state.table.players;
  const { low, high } = deckRanks(state.config.variant, seats);
  const ofSuit = high - low + 1;
  const { won, tricks, zones, thief, dealer, pass } = d;
  const wonOk = Array.isArray(won) && won.length === sides && won.every((row) => Array.isArray(row) && row.length === 4 && row.every((n) => count(n, ofSuit)));
  const tricksOk = Array.isArray(tricks) && tricks.length === seats && tricks.every((t) => t === null || typeof t === 'boolean');
  const zonesOk =
    Array.isArray(zones) &&
    zones.length === sides &&
    zones.every((z) => typeof z === 'object' && z !== null && count((z as ZoneCount).showroom, MOST_IN_ZONE) && count((z as ZoneCount).vault, MOST_IN_ZONE));
  const passOk = pass === null || pass === 1 || pass === 2 || pass === 3;
  if (!wonOk || !tricksOk || !zonesOk || !passOk || !seatOrNull(thief, seats) || !seatOrNull(dealer, seats)) return null;
  return {
    won: (won as number[][]).map((row) => row.slice()),
    tricks: (tricks as (boolean | null)[]).slice(),
    zones: (zones as ZoneCount[]).map((z) => ({ showroom: z.showroom, vault: z.vault })),
    thief,
    dealer,
    pass,
  };
}
