/**
 * The players' names as the rules module reads them (records.md): non-blank, visible characters
 * only, at most 30, unique in their normal form (../../../rules/player-name.ts). One message per
 * field, so each input can say what is wrong with it.
 */
import { msg, str } from '@lit/localize';
import { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS, type DiamsOptions } from '../../../rules/diams/index';
import { MAX_NAME_LENGTH } from '../../../rules/player-name';
import { seatProblems } from '../../new-game/player-seats';

export function nameProblems(names: readonly string[]): string[] {
  return seatProblems(names).map((p) => {
    if (p.kind === 'blank') {
      const number = p.number;
      return msg(str`Player ${number} needs a name.`, { id: 'diams.new.no-name' });
    }
    if (p.kind === 'twice') {
      const name = p.name;
      return msg(str`Two players are called “${name}”: each name must be different.`, { id: 'diams.new.twice' });
    }
    return p.kind === 'refused' ? p.text : '';
  });
}

/**
 * The names and options as kept through a reload (../../new-game/kept-setup.ts), if the form can show
 * them: 2 to 5 names no longer than a name may be, and options it offers. Anything else is not put back.
 */
export function keptDiams(raw: unknown): { names: string[]; options: DiamsOptions } | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { names, options } = raw as Record<string, unknown>;
  if (!Array.isArray(names) || names.length < MIN_PLAYERS || names.length > MAX_PLAYERS) return null;
  if (!names.every((n): n is string => typeof n === 'string' && n.length <= MAX_NAME_LENGTH)) return null;
  if (typeof options !== 'object' || options === null) return null;
  const { rounds, handTie, winBy } = options as Record<string, unknown>;
  if ((rounds !== 1 && rounds !== 3) || (handTie !== 'none' && handTie !== 'all') || (winBy !== 'chips' && winBy !== 'points')) return null;
  return { names: [...names], options: { ...DEFAULT_OPTIONS, rounds, handTie, winBy } };
}
