/**
 * The live table, as the app loads it: one dynamic import (`import('../live/index')`) from the
 * screens and the session controller, so that Yjs, the cryptography and the relay's client come
 * with the first shared or followed game, and never with the first load.
 */
export { attach, join, share, tableOf } from './tables';
export { followerWriter, propose } from './propose';
export { answerWords } from './unreachable';
export { chosenRelay, relayKeepDays, tableLink } from './link';
export { defaultRelay, isRelay } from '../wire/protocol';
export { isSecure } from './secure-link';
export { setLiveLink } from '../store/live';
export type { LiveTable } from './table';
// Through the store's own entry, as every screen reaches it: the live table then shares the
// store's chunks as they are, rather than splitting off the parts it uses (a longer first load).
export { loadSession } from '../store/index';
