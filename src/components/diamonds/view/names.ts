/** How the Diamonds screens name seats and sides. Names are untrusted: these return plain text. */
import { msg, str } from '@lit/localize';
import type { DiamondsState } from '../../../rules/diamonds/index';
import { formatList, formatOrdinal } from '../../../i18n/format';

export function playerName(state: DiamondsState, seat: number): string {
  const number = seat + 1;
  return state.config.players[seat] ?? msg(str`Seat ${number}`, { id: 'diamonds.seat' });
}

/** A player, or a team as "Ann & Cy" (DT-TEAMS). */
export function sideLabel(state: DiamondsState, side: number): string {
  const members = state.seating.members[side] ?? [];
  return members.map((seat) => playerName(state, seat)).join(' & ');
}

/** "Ann, Bob, and Cy" / "Ann、Bob和Cy" / "Ann、Bob、Cy". */
export function listNames(names: readonly string[]): string {
  return formatList(names);
}

/** "2nd" / "第2" / "2番目". */
export function ordinal(n: number): string {
  return formatOrdinal(n);
}

/** A Diamonds variant in words: "standard", "teams", "all cards known". */
export function variantName(variant: DiamondsState['config']['variant']): string {
  switch (variant) {
    case 'standard':
      return msg('standard', { id: 'diamonds.variant.standard' });
    case 'teams':
      return msg('teams', { id: 'diamonds.variant.teams' });
    case 'perfect':
      return msg('all cards known', { id: 'diamonds.variant.perfect' });
  }
}
