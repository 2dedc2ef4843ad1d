/** The line under the Diamonds screen's title: who plays, which variant, and which round it is. */
import { msg, str } from '@lit/localize';
import type { DiamondsState } from '../../../rules/diamonds/index';
import { sideLabel } from '../view/names';
import { gameProgress } from '../../shared/labels';

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

/** "Ann & Cy vs Bob & Dee · teams · round 2 of 6". */
export function subtitle(state: DiamondsState): string {
  const { config, seating: seating } = state;
  const count = config.players.length;
  const who =
    config.variant === 'teams'
      ? seating.members.map((_, side) => sideLabel(state, side)).join(msg(' vs ', { id: 'diamonds.versus' }))
      : msg(str`${count} players`, { id: 'diamonds.players-count' });
  const current = state.round && !state.round.over ? state.round.index : state.roundsDone + 1;
  const rounds = seating.rounds;
  const round = gameProgress(current, rounds, state.phase === 'over');
  const thief = config.thief === null ? '' : ` · ${msg('thief token', { id: 'diamonds.board.thief' })}`;
  return `${who} · ${variantName(config.variant)}${thief} · ${round}`;
}
