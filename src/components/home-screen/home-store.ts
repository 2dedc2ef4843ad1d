/**
 * What Home does with the store, behind a lazy door (src/lazy-doors.ts): Home's frame (its title,
 * New game, "Loading your games…") paints from the first load, which has no Dexie, and its lists
 * follow once this has loaded. start.ts opens the database's door at once, so this one finds its
 * modules on their way.
 */
export { appDb } from '../shared/app-db';
export { deleteSession, listSessions, restoreDeleted } from '../../store/sessions';
