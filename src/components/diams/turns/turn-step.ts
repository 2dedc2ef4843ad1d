/**
 * The one event the step forms emit: `dl-turn-step` {event}, a turn step for the panel
 * to record (wrapped in a `turn` event of the session). The forms never write: the panel appends,
 * and shows the event as recorded only once the store has committed it.
 */
import type { TurnStep } from '../../../rules/diams/index';
import { emit } from '../../shared/events';

export interface TurnStepDetail {
  event: TurnStep;
}

export function sendTurnStep(host: EventTarget, event: TurnStep): void {
  emit<TurnStepDetail>(host, 'dl-turn-step', { event });
}
