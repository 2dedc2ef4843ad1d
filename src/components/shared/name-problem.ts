/**
 * Why a typed name is refused, in the reader's language: the same check as a record's and the
 * store's (../../rules/player-name.ts), said on the field before anything is saved. A missing name
 * is each form's own to word (the new-game forms ask for one, a rename keeps the old one).
 */
import { msg, str } from '@lit/localize';
import { checkName, MAX_NAME_LENGTH } from '../../rules/player-name';

/** '' when the name may be used or is blank; `seat` (1-based) names the field in a form of several. */
export function typedNameProblem(raw: string, seat?: number): string {
  const checked = checkName(raw);
  if (checked.ok || checked.problem === 'blank') return '';
  const most = MAX_NAME_LENGTH;
  if (checked.problem === 'long') {
    const has = checked.length;
    return seat === undefined
      ? msg(str`A name has at most ${most} characters; this one has ${has}.`, { id: 'players.refused.long' })
      : msg(str`Player ${seat}'s name has ${has} characters: a name has at most ${most}.`, { id: 'names.long' });
  }
  const code = checked.code;
  return seat === undefined
    ? msg(str`A name holds only characters you can see; this one holds ${code}, an invisible or control character.`, { id: 'players.refused.hidden' })
    : msg(str`Player ${seat}'s name holds ${code}, an invisible or control character: type it with visible characters only.`, { id: 'names.hidden' });
}
