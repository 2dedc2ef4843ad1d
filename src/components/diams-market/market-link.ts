/** The turn-by-turn panel's link to the store: a LiveSession over a Diam's session. */
import type { DiamsSessionEvent, DiamsState } from '../../rules/diams/index.js';
import { LiveSession, type View as ViewOf, type Written as WrittenOf } from '../shared/live-session.js';

export class MarketLink extends LiveSession<DiamsSessionEvent, DiamsState> {}
export type Written = WrittenOf<DiamsState>;
export type View = ViewOf<DiamsSessionEvent, DiamsState>;
