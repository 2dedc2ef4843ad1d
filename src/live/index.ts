/**
 * The live table, as the app loads it: one dynamic import (`import('../live/index.js')`) from the
 * screens and the session controller, so that Yjs, the cryptography and the relay's client come
 * with the first shared or followed game, and never with the first load.
 */
export { attach, join, share, tableOf } from './tables.js';
export { propose } from './propose.js';
export { answerWords } from './unreachable.js';
export { chosenRelay, defaultRelay, isRelay, relayKeepDays, tableLink } from './link.js';
export { isSecure } from './secure-link.js';
export { setLiveLink } from '../store/live.js';
export type { LiveTable } from './table.js';
// Through the store's own entry, as every screen reaches it: the live table then shares the
// store's chunks as they are, rather than splitting off the parts it uses (a longer first load).
export { loadSession } from '../store/index.js';
