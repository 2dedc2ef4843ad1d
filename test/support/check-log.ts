/**
 * A card-by-card log rewritten as round-end checks: each round's counts are read off the engine's
 * own state when the round ends, and the zones before the round end are worked back from the
 * end-of-round moves (independently of RoundState.end, which the tests compare against them).
 */
import { apply, initialState, suitCounts, toArray } from '../../src/rules/diamonds/index';
import type { DiamondsConfig, DiamondsEvent, DiamondsState, Move, Zones } from '../../src/rules/diamonds/index';
import { rejectionText } from '../../src/i18n/rule-messages';

export interface RoundFacts {
  round: number;
  dealer: number;
  pass: number;
  won: number[][];
  tricks: boolean[];
  /** Zones and thief holder just before the first end-of-round action. */
  before: Zones[];
  thiefBefore: number | null;
  /** The victim seat chosen for a Clubs majority, when there was a choice. */
  endSteal: number | null;
  /** The state right after the round closed. */
  after: DiamondsState;
  /** The round's end-of-round moves, oldest first. */
  endMoves: Move[];
  /** Log position just after the round's last event. */
  endsAt: number;
}

/** Reverses one action's effect on the zones (the inverse of the actions of D-A-DIAMOND … D-A-CLUB). */
export function undoMove(zones: readonly Zones[], move: Move): Zones[] {
  const next = zones.slice();
  if (move.amount === 0) return next;
  const own = next[move.side] as Zones;
  switch (move.suit) {
    case 'D':
      next[move.side] = { showroom: own.showroom, vault: own.vault - 1 };
      break;
    case 'H':
      next[move.side] = { showroom: own.showroom - 1, vault: own.vault };
      break;
    case 'S':
      next[move.side] = { showroom: own.showroom + 1, vault: own.vault - 1 };
      break;
    case 'C': {
      const v = move.victim as number;
      const victim = next[v] as Zones;
      next[v] = { showroom: victim.showroom + 1, vault: victim.vault };
      next[move.side] = { showroom: own.showroom - 1, vault: own.vault };
    }
  }
  return next;
}

/** Every finished round of a legal card-by-card log, with the facts a round-end check needs. */
export function roundFacts(config: DiamondsConfig, events: readonly DiamondsEvent[]): RoundFacts[] {
  let state = initialState(config);
  const out: RoundFacts[] = [];
  let endSteal: number | null = null;
  events.forEach((event, i) => {
    if (event.type === 'steal' && state.pending?.cause === 'D-MAJORITY') endSteal = event.victim;
    const next = apply(state, event);
    if (!next.ok) throw new Error(`illegal log at ${i}: ${rejectionText(next.rejection)}`);
    const done = next.state.roundsDone > state.roundsDone;
    state = next.state;
    if (!done) return;
    const round = state.round!;
    const endMoves = toArray(state.moves).filter((m) => m.round === round.index && m.trick === null);
    let before = state.zones.slice();
    for (const m of endMoves.slice().reverse()) before = undoMove(before, m);
    const clubs = endMoves.some((m) => m.suit === 'C');
    const n = config.players.length;
    out.push({
      round: round.index,
      dealer: round.dealer,
      pass: round.pass,
      won: state.seating.members.map((_, side) => [0, 1, 2, 3].map((s) => suitCounts(state, round, s)[side] as number)),
      tricks: round.tricksWon.map((t) => t > 0),
      before,
      thiefBefore: state.thief === null ? null : clubs ? (state.thief - 1 + n) % n : state.thief,
      endSteal,
      after: state,
      endMoves,
      endsAt: i + 1,
    });
    endSteal = null;
  });
  return out;
}

/** The check events of one round: its zones (as a separate event, or inside the check), the check, its steal. */
export function checkEvents(f: RoundFacts, zonesInside: boolean): DiamondsEvent[] {
  const thief = f.thiefBefore === null ? {} : { thief: f.thiefBefore };
  const check: DiamondsEvent = { type: 'check', dealer: f.dealer, pass: f.pass, won: f.won, tricks: f.tricks };
  const out: DiamondsEvent[] = zonesInside ? [{ ...check, zones: f.before, ...thief }] : [{ type: 'zones', zones: f.before, ...thief }, check];
  if (f.endSteal !== null) out.push({ type: 'steal', victim: f.endSteal });
  return out;
}
