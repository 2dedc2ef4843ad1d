/**
 * The final standings in rank order and the sentence that says how the winner was decided
 * (D-SCORE, D-TIE, DT-SCORE), from the engine's `standings` and `result`.
 */
import { msg, str } from '@lit/localize';
import { result, standings, type DiamondsState, type Standing } from '../../../rules/diamonds/index.js';
import { nameList } from '../../shared/format.js';
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
  const winner = who(first);
  const { score, vault } = first;
  const team = first.players.length > 1;
  switch (decidedBy) {
    case 'score': {
      const second = ranked[1];
      if (!second) {
        return team
          ? msg(str`${winner} win with ${score} points (D-SCORE: 1 point per Showroom diamond, 2 per Vault diamond).`, { id: 'diamonds.verdict.alone.team' })
          : msg(str`${winner} wins with ${score} points (D-SCORE: 1 point per Showroom diamond, 2 per Vault diamond).`, { id: 'diamonds.verdict.alone' });
      }
      const lead = score - second.score;
      const runner = who(second);
      return team
        ? msg(str`${winner} win with ${score} points, ${lead} ahead of ${runner} (D-SCORE: 1 point per Showroom diamond, 2 per Vault diamond).`, {
            id: 'diamonds.verdict.score.team',
          })
        : msg(str`${winner} wins with ${score} points, ${lead} ahead of ${runner} (D-SCORE: 1 point per Showroom diamond, 2 per Vault diamond).`, {
            id: 'diamonds.verdict.score',
          });
    }
    case 'vault': {
      const others = nameList(tied.filter((s) => s !== first).map((s) => `${who(s)} ${s.vault}`));
      return team
        ? msg(str`${names} tie on ${score} points; ${winner} win the tie-break with ${vault} diamonds in the Vault (against ${others}) (D-TIE).`, {
            id: 'diamonds.verdict.vault.team',
          })
        : msg(str`${names} tie on ${score} points; ${winner} wins the tie-break with ${vault} diamonds in the Vault (against ${others}) (D-TIE).`, {
            id: 'diamonds.verdict.vault',
          });
    }
    case 'shared': {
      const sharers = listNames(ranked.filter((s) => s.winner).map(who));
      return msg(str`${sharers} tie on ${score} points and ${vault} Vault diamonds each, so they share the victory (D-TIE).`, {
        id: 'diamonds.verdict.shared',
      });
    }
  }
}
