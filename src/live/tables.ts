/**
 * The live tables of this page, one per room, opened on first need and kept while the page lives:
 * a follower that goes back to the games list still follows, and its game's screen, opened again,
 * finds the table as it was.
 */
import type { DeviceDb, LiveLink, SessionRow } from '../store/db';
import { setLiveLink } from '../store/live';
import { LiveTable, type TableOptions } from './table';
import { isSecure, type SecureLink } from './secure-link';
import { KEY_PATTERN, newSecret, newSigner, tableKeys } from '../wire/crypto';

const tables = new Map<string, LiveTable>();
/**
 * Every table opened since the last closeAll. A room's entry above is replaced by a table of
 * another database (Node's tests play several phones in one page), which still holds its socket.
 */
const opened = new Set<LiveTable>();

function open(db: DeviceDb, link: SecureLink, sessionId: string | null, options?: TableOptions): LiveTable {
  const table = new LiveTable(db, link, sessionId, options);
  tables.set(link.room, table);
  opened.add(table);
  return table;
}

/** The table of a shared session (opening it if this page has not yet); null for a link an older app made. */
export function attach(db: DeviceDb, session: SessionRow, options?: TableOptions): LiveTable | null {
  const link = session.live;
  if (!link || !isSecure(link)) return null;
  let table = tables.get(link.room);
  // Several phones of one process (Node's tests, bench/follower-tap.ts): this database's own table of the room.
  if (!table || table.db !== db || table.isClosed) table = [...opened].find((t) => t.db === db && t.link.room === link.room && !t.isClosed);
  return table ?? open(db, link, session.id, options);
}

/**
 * Joins a table from its link's secret and host key: as the phone this device already is there
 * when it followed that table before (its seat and key kept), else as a new follower whose game
 * arrives with the host's log. Null when the link's keys are not ones.
 */
export async function join(db: DeviceDb, secret: string, hostKey: string, relay: string, options?: TableOptions): Promise<LiveTable | null> {
  const keys = tableKeys(secret);
  if (!keys || !KEY_PATTERN.test(hostKey)) return null;
  const existing = tables.get(keys.room);
  if (existing && existing.db === db) return existing;
  const known = await db.sessions.filter((row) => row.live?.room === keys.room).first();
  if (known) return attach(db, known, options);
  const signer = newSigner();
  const link: LiveLink = {
    room: keys.room,
    relay,
    role: 'follower',
    epoch: 0,
    phone: signer.phone,
    seat: null,
    secret,
    hostKey,
    signingKey: signer.secretKey,
    whole: false,
  };
  return open(db, link as SecureLink, null, options);
}

/** Shares a session of this device at a new table: it becomes the host, with a new secret and key pair. */
export async function share(db: DeviceDb, id: string, relay: string, options?: TableOptions): Promise<LiveTable | null> {
  const secret = newSecret();
  const signer = newSigner();
  const keys = tableKeys(secret);
  if (!keys) return null;
  const link: LiveLink = {
    room: keys.room,
    relay,
    role: 'host',
    epoch: 0,
    phone: signer.phone,
    seat: null,
    secret,
    hostKey: signer.phone,
    signingKey: signer.secretKey,
    whole: false,
    seats: [],
  };
  const row = await setLiveLink(db, id, link);
  return row ? attach(db, row, options) : null;
}

/** The open table of a session of this database, if any (Node's tests play several phones in one process). */
export function tableOf(db: DeviceDb, sessionId: string): LiveTable | undefined {
  for (const table of opened) if (table.db === db && table.sessionId === sessionId && !table.isClosed) return table;
  return undefined;
}

/** Closes every table (tests and the benchmark, between runs). */
export function closeAll(): void {
  for (const table of opened) table.close();
  opened.clear();
  tables.clear();
}
