/**
 * The one event the step forms emit: `dl-market-event` {event}, a market-log event for the panel
 * to record (wrapped in a `turn` event of the session). The forms never write: the panel appends,
 * and shows the event as recorded only once the store has committed it.
 */
import type { MarketLogEvent } from '../../../rules/diams/index';
import { emit } from '../../shared/events';

export interface MarketEventDetail {
  event: MarketLogEvent;
}

export function sendMarketEvent(host: EventTarget, event: MarketLogEvent): void {
  emit<MarketEventDetail>(host, 'dl-market-event', { event });
}
