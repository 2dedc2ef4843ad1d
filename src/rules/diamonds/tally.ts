/**
 * The tally: scores, ranking and the tie-break explained (D-SCORE, D-TIE, DT-SCORE) for the zones
 * the app holds or for counts a table is still typing in. Before the last round it is the ranking
 * "if the game ended now", worded as a lead rather than a win.
 */
import { result, standings, type Result, type Standing } from './scoring';
import { copyState, type DiamondsState, type Zones } from './state';
import { diamonds, listOf } from './wording';

export interface Placed extends Standing {
  /** 1-based; equal for sides neither the score nor the Vault separates. */
  place: number;
  winner: boolean;
  /** "Ann: 4 in the Showroom + 2 × 5 in the Vault = 14 points". */
  sum: string;
}

export interface Tally {
  /** The game is over (D-ROUNDS): the verdict is the result, not a lead. */
  final: boolean;
  ranking: Placed[];
  result: Result;
  /** Who wins (or leads) and what decided it, with the rule ids. */
  verdict: string;
  /** Every other group of sides level on points, and how the Vault orders them. */
  ties: string[];
}

const who = (s: Standing): string => s.players.join(' & ');
const verb = (s: Standing, one: string, many: string): string => (s.players.length > 1 ? many : one);

export function tally(state: DiamondsState, zones: readonly Zones[] = state.zones): Tally {
  let s = state;
  if (zones !== state.zones) {
    const copy = copyState(state);
    copy.zones = zones;
    s = copy;
  }
  const final = s.phase === 'over';
  const res = result(s);
  const sorted = standings(s).sort((a, b) => b.score - a.score || b.vault - a.vault || a.side - b.side);
  let place = 0;
  const ranking = sorted.map((x, i): Placed => {
    const prev = sorted[i - 1];
    if (!prev || prev.score !== x.score || prev.vault !== x.vault) place = i + 1;
    const sum = `${who(x)}: ${x.showroom} in the Showroom + 2 × ${x.vault} in the Vault = ${x.score} points`;
    return { ...x, place, winner: res.sides.includes(x.side), sum };
  });
  return { final, ranking, result: res, verdict: verdictOf(ranking, res, final), ties: lowerTies(ranking) };
}

function verdictOf(ranking: Placed[], res: Result, final: boolean): string {
  const first = ranking[0] as Placed;
  const level = ranking.filter((x) => x.score === first.score);
  switch (res.decidedBy) {
    case 'score': {
      const second = ranking[1];
      const gap = second ? `, ${first.score - second.score} ahead of ${who(second)}` : '';
      const does = final ? verb(first, 'wins', 'win') : verb(first, 'leads', 'lead');
      return `${who(first)} ${does} with ${first.score} points${gap} (D-SCORE: 1 point per Showroom diamond, 2 per Vault diamond).`;
    }
    case 'vault': {
      const others = level.filter((x) => x !== first).map((x) => `${x.vault} for ${who(x)}`);
      const does = final ? `${verb(first, 'wins', 'win')} the tie-break` : `${verb(first, 'is', 'are')} ahead on the tie-break`;
      return `${listOf(level.map(who))} tie on ${first.score} points; ${who(first)} ${does} with ${diamonds(first.vault)} in the Vault, against ${listOf(others)} (D-TIE).`;
    }
    case 'shared': {
      const sharers = ranking.filter((x) => x.winner);
      const outcome = final ? 'so they share the victory' : 'so they are level';
      return `${listOf(sharers.map(who))} tie on ${first.score} points and ${diamonds(first.vault)} in the Vault each, ${outcome} (D-TIE).`;
    }
  }
}

/** Ties below the top score: ordered by the Vault as D-TIE orders the winners. */
function lowerTies(ranking: Placed[]): string[] {
  const top = ranking[0]?.score;
  const groups = new Map<number, Placed[]>();
  for (const x of ranking) if (x.score !== top) groups.set(x.score, [...(groups.get(x.score) ?? []), x]);
  const lines: string[] = [];
  for (const [score, group] of groups) {
    if (group.length < 2) continue;
    const vaults = listOf(group.map((x) => `${who(x)} ${x.vault}`));
    const split = new Set(group.map((x) => x.vault)).size > 1;
    lines.push(
      split
        ? `${listOf(group.map(who))} tie on ${score} points; more diamonds in the Vault ranks higher (${vaults}) (D-TIE).`
        : `${listOf(group.map(who))} tie on ${score} points and ${diamonds(group[0]?.vault ?? 0)} in the Vault each, so they share a place (D-TIE).`,
    );
  }
  return lines;
}
