/**
 * The `zones` event: the table says what each Showroom and Vault holds. The app cannot see the
 * crystals, so when it does not record every card (or was told a wrong count) the table's count is
 * the truth from then on; it is also how a table that settles rounds itself gets the final tally
 * (D-SCORE, D-TIE). Only between rounds: inside a round the app is the one moving the diamonds.
 */
import { says, type Applied } from '../game';
import { readThief, readZones } from './check-input';
import { chooseVictimFirst, reject } from './reject';
import { copyState, type DiamondsState } from './state';
import type { ZonesEvent } from './types';

export function applyZones(state: DiamondsState, event: ZonesEvent): Applied<DiamondsState> {
  const round = state.round;
  const at = { round: round && !round.over ? round.index : state.roundsDone, play: null };
  if (state.phase === 'steal' && state.pending) {
    return chooseVictimFirst(state, state.pending);
  }
  if (state.phase === 'play' && round) {
    const left = state.seating.playsPerRound - round.plays;
    return reject('D-ROUND-END', says('D-ROUND-END.zones', { round: round.index, left }), at);
  }
  const zones = readZones(state, event.zones, at);
  if (!zones.ok) return zones;
  const thief = event.thief === undefined ? null : readThief(state, event.thief, at);
  if (thief && !thief.ok) return thief;
  const next = copyState(state);
  next.zones = zones.value;
  if (thief) next.thief = thief.value;
  return { ok: true, state: next };
}
