/** The check panel's link to the store: a LiveSession over a Diamonds session. */
import type { DiamondsEvent, DiamondsState } from '../../rules/diamonds/index.js';
import { LiveSession, type Written as WrittenOf } from '../shared/live-session.js';

export class PanelSession extends LiveSession<DiamondsEvent, DiamondsState> {}
export type Written = WrittenOf<DiamondsState>;
