/**
 * The live tables of this page, one per room, opened on first need and kept while the page lives:
 * a follower that goes back to the games list still follows, and its game's screen, opened again,
 * finds the table as it was.
 */
import type { LedgerDb, LiveLink, SessionRow } from '../store/db.js';
import { setLiveLink } from '../store/live.js';
import { LiveTable, type TableOptions } from './table.js';
import { newRoom } from './link.js';
import { randomToken } from '../store/ids.js';

const tables = new Map<string, LiveTable>();
/**
 * Every table opened since the last closeAll. A room's entry above is replaced by a table of
 * another database (Node's tests play several phones in one page), which still holds its socket.
 */
const opened = new Set<LiveTable>();

function open(db: LedgerDb, link: LiveLink, sessionId: string | null, options?: TableOptions): LiveTable {
  const table = new LiveTable(db, link, sessionId, options);
  tables.set(link.room, table);
  opened.add(table);
  return table;
}

/** The table of a shared session (opening it if this page has not yet). */
export function attach(db: LedgerDb, session: SessionRow, options?: TableOptions): LiveTable | null {
  const link = session.live;
  if (!link) return null;
  let table = tables.get(link.room);
  if (!table || table.db !== db) table = open(db, link, session.id, options);
  return table;
}

/** Joins a room as a follower: the game arrives with the host's log. */
export function join(db: LedgerDb, room: string, relay: string, options?: TableOptions): LiveTable {
  const existing = tables.get(room);
  if (existing && existing.db === db) return existing;
  return open(db, { room, relay, role: 'follower', epoch: 0, phone: randomToken(128), seat: null }, null, options);
}

/** Shares a session of this device at a new room: it becomes the host. */
export async function share(db: LedgerDb, id: string, relay: string, options?: TableOptions): Promise<LiveTable | null> {
  const link: LiveLink = { room: newRoom(), relay, role: 'host', epoch: 0, phone: randomToken(128), seat: null };
  const row = await setLiveLink(db, id, link);
  return row ? attach(db, row, options) : null;
}

/** The open table of a session, if any. */
export function tableOf(sessionId: string): LiveTable | undefined {
  for (const table of tables.values()) if (table.sessionId === sessionId) return table;
  return undefined;
}

/** Closes every table (tests and the benchmark, between runs). */
export function closeAll(): void {
  for (const table of opened) table.close();
  opened.clear();
  tables.clear();
}
