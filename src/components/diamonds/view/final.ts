/**
 * The final standings in rank order and the sentence that says how the winner was decided
 * (D-SCORE, D-TIE, DT-SCORE), from the engine's `standings` and `result`.
 */
import { result, standings, type DiamondsState, type Standing } from '../../../rules/diamonds/index.js';
import { listNames } from './names.js';

export interface Ranked extends Standing {
  /** 1-based place; equal for sides the tie-break cannot separate. */
  place: number;
  winner: boolean;
}

export function ranking(state: DiamondsState): Ranked[] {
  const { sides } = result(state);
  const sorted = standings(state).sort((a, b) => b.score - a.score || b.vault - a.vault || a.side - b.side);
  let place = 0;
  return sorted.map((s, i) => {
    const prev = sorted[i - 1];
    if (!prev || prev.score !== s.score || prev.vault !== s.vault) place = i + 1;
    return { ...s, place, winner: sides.includes(s.side) };
  });
}

const who = (s: Standing): string => s.players.join(' & ');

/** "Eve wins with 35 points." / the Vault tie-break / a shared victory, with the rule ids. */
export function verdict(state: DiamondsState): string {
  const { decidedBy } = result(state);
  const ranked = ranking(state);
  const first = ranked[0];
  if (!first) return '';
  const tied = ranked.filter((s) => s.score === first.score);
  const names = listNames(tied.map(who));
  switch (decidedBy) {
    case 'score': {
      const second = ranked[1];
      const lead = second ? `, ${first.score - second.score} ahead of ${who(second)}` : '';
      return `${who(first)} ${first.players.length > 1 ? 'win' : 'wins'} with ${first.score} points${lead} (D-SCORE: 1 point per Showroom diamond, 2 per Vault diamond).`;
    }
    case 'vault': {
      const others = tied.filter((s) => s !== first).map((s) => `${who(s)} ${s.vault}`);
      return `${names} tie on ${first.score} points; ${who(first)} ${first.players.length > 1 ? 'win' : 'wins'} the tie-break with ${first.vault} diamonds in the Vault (against ${others.join(', ')}) (D-TIE).`;
    }
    case 'shared': {
      const sharers = ranked.filter((s) => s.winner);
      return `${listNames(sharers.map(who))} tie on ${first.score} points and ${first.vault} Vault diamonds each, so they share the victory (D-TIE).`;
    }
  }
}
