/**
 * The upgrades of the database's versions that rewrite rows (./db.ts declares every version). Each
 * is written against the upgrade transaction's tables and the rows as they were then, never the
 * types of later code, so that an upgrade stays as shipped.
 */
import type { Transaction } from 'dexie';
import { newId } from './ids';

/** A player row as version 2 made it. */
interface PlayerAtVersion2 {
  id: string;
  name: string;
  colour: string;
  createdAt: number;
}

/**
 * Version 2's upgrade: a player row for every distinct name in the stored sessions (names are
 * compared trimmed, as the record format does) and each session's `playerIds`. Written against
 * the upgrade transaction's tables directly: the upgrade must not depend on later code.
 */
export async function upgradeToPlayers(tx: Transaction, now: () => number): Promise<void> {
  const players = tx.table<PlayerAtVersion2, string>('players');
  const sessions = tx.table<{ players?: unknown; playerIds?: string[] }, string>('sessions');
  const byName = new Map<string, string>();
  for (const row of await players.toArray()) byName.set(row.name, row.id);
  const created: PlayerAtVersion2[] = [];
  const time = now();
  await sessions.toCollection().modify((session) => {
    session.playerIds = (Array.isArray(session.players) ? session.players : []).map((raw) => {
      const name = String(raw).trim();
      let id = byName.get(name);
      if (id === undefined) {
        id = newId();
        byName.set(name, id);
        created.push({ id, name, colour: UPGRADE_COLOURS[created.length % UPGRADE_COLOURS.length] as string, createdAt: time });
      }
      return id;
    });
  });
  await players.bulkAdd(created);
}

/** The keys of PLAYER_COLOURS (./players.ts) in order, repeated here so the upgrade stays as shipped. */
const UPGRADE_COLOURS = ['ruby', 'sapphire', 'emerald', 'amber', 'amethyst', 'teal', 'rose', 'slate'];
