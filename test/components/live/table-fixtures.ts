/**
 * Live tables for component tests, with no relay: a follower's table whose room gets the host's
 * signed head as the relay would bring it (a Yjs update from the provider), so the follower stores
 * the host's game and the screens show it. The relay's address is one nobody listens on: the table
 * says it is connecting, then offline, which is all a screen needs to render.
 */
import * as Y from 'yjs';
import type { DeviceDb } from '../../../src/store/index';
import { newSecret, newSigner, type Signer } from '../../../src/wire/crypto';
import { writeLog } from '../../../src/live/doc';
import { join } from '../../../src/live/tables';
import type { LiveTable } from '../../../src/live/table';
import { until } from '../helpers';

/** A relay address nothing answers (the discard port, refused at once). */
export const NOBODY = 'ws://127.0.0.1:9/sync';

/** A 43-character base64url key, as the link carries it. */
export const KEY = /^[A-Za-z0-9_-]{43}$/;

export interface Followed {
  table: LiveTable;
  /** The game's id, once stored on this phone. */
  id: string;
  secret: string;
  host: Signer;
}

/**
 * The host's signed log and head, written into `table`'s room as if the relay had brought them:
 * a new Diamonds game of `players`, whose host lets phones record for the whole table when `whole`.
 */
export function hostWrites(table: LiveTable, host: Signer, session: string, players: readonly string[], whole: boolean): void {
  const doc = new Y.Doc();
  const config = { players: [...players], variant: 'standard', thief: null };
  writeLog(doc, table.keys, { session, game: 'diamonds', config, events: [], revision: 0 }, { signer: host, epoch: 0, seats: [], whole, before: [], keep: [] });
  Y.applyUpdate(table.doc, Y.encodeStateAsUpdate(doc), table.provider);
  doc.destroy();
}

/**
 * A table this phone joined as a follower (as <live-join> joins it: the same table is found again
 * for the same database and secret), with the host's game stored on it: no seat chosen yet.
 */
export async function followed(
  db: DeviceDb,
  { players = ['Lou', 'Ann'], whole = false }: { players?: readonly string[]; whole?: boolean } = {},
): Promise<Followed> {
  const secret = newSecret();
  const host = newSigner();
  const table = await join(db, secret, host.phone, NOBODY);
  if (!table) throw new Error('join refused a good link');
  hostWrites(table, host, crypto.randomUUID(), players, whole);
  const id = await until(() => table.sessionId, "the host's game stored on this phone");
  return { table, id, secret, host };
}
