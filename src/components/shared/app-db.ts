/**
 * The app's database for the screens: opened and wired in one place, ../../app/app-db.ts (the
 * screens import it from here).
 */
export { appDb } from '../../app/app-db';
