/**
 * The players of a ledger (docs/sync.md): each device's players, by id, in shard 0's `players` map,
 * sealed like the games. Devices name the same person with ids of their own (each made "Ann" when
 * it first met her), so a player of the ledger is matched here by name: the same name, or a name
 * one of them had before. The later rename wins; the other name joins the player's former names,
 * which their history shows.
 *
 * Bounded by design: a rename dated past this device's clock and the allowed skew is not taken (it
 * would win every later rename for good), a rename here always dates itself after the one it
 * replaces (../store/players.ts), and a ledger makes at most MAX_LEDGER_PLAYERS players here;
 * what is left out is counted, for the Devices card to say.
 */
import type * as Y from 'yjs';
import { seal, unseal, type TableKeys } from '../live/crypto';
import { checkName } from '../rules/player-name';
import { addLedgerPlayer, adoptLedgerPlayer, type LedgerPlayer } from '../store/ledger';
import { MAX_FORMER_NAMES } from '../store/players';
import { LEDGER_CLOCK_SKEW } from '../store/time';
import { MAX_LEDGER_PLAYERS } from './status';
import type { LedgerDb, PlayerRow } from '../store/index';

/** What the ledger says of one player; null when it cannot be read, 'ahead' when its rename is dated past `latest`. */
function open(keys: TableKeys, id: string, raw: unknown, latest: number): LedgerPlayer | 'ahead' | null {
  const said = unseal(keys, `p:${id}`, raw) as Partial<LedgerPlayer> | null;
  if (!said || typeof said.renamedAt !== 'number' || !Number.isSafeInteger(said.renamedAt) || !Array.isArray(said.formerNames)) return null;
  if (said.renamedAt > latest) return 'ahead';
  const name = checkName(said.name);
  if (!name.ok || said.formerNames.length > MAX_FORMER_NAMES) return null;
  const former: string[] = [];
  for (const n of said.formerNames) {
    const checked = checkName(n);
    if (!checked.ok) return null;
    former.push(checked.name);
  }
  return { name: name.name, renamedAt: said.renamedAt, formerNames: former };
}

const said = (p: PlayerRow): LedgerPlayer => ({ name: p.name, renamedAt: p.renamedAt ?? 0, formerNames: p.formerNames ?? [] });

/** What settling the players did: players changed here, and players of the ledger left out (dated ahead, or past the cap). */
export interface Settled {
  changed: number;
  leftOut: number;
}

/**
 * Takes the ledger's renames here and the players this device has never met, then writes this device's players that the ledger does not hold
 * as they are here (in `transact`, the engine's own origin).
 */
export async function settlePlayers(db: LedgerDb, map: Y.Map<Uint8Array>, keys: TableKeys, transact: (write: () => void) => void): Promise<Settled> {
  const latest = db.now() + LEDGER_CLOCK_SKEW;
  const ledger = new Map<string, LedgerPlayer>();
  let leftOut = 0;
  for (const [id, raw] of map.entries()) {
    const player = open(keys, id, raw, latest);
    if (player === 'ahead') leftOut++;
    else if (player) ledger.set(id, player);
  }
  let changed = 0;
  // Read once and kept as the verbs change it: one read per player was quadratic in the ledger's players.
  const local = new Map((await db.players.toArray()).map((p) => [p.id, p]));
  for (const [id, player] of ledger) {
    const names = new Set([player.name, ...player.formerNames]);
    const match = local.get(id) ?? [...local.values()].find((p) => names.has(p.name) || (p.formerNames ?? []).some((n) => names.has(n)));
    if (!match && local.size >= MAX_LEDGER_PLAYERS) {
      leftOut++;
      continue;
    }
    if (!(match ? await adoptLedgerPlayer(db, match.id, player) : await addLedgerPlayer(db, id, player))) continue;
    changed++;
    const now = await db.players.get(match?.id ?? id);
    if (now) local.set(now.id, now);
  }
  const offers: [string, Uint8Array][] = [];
  for (const p of local.values()) {
    const mine = said(p);
    if (JSON.stringify(ledger.get(p.id)) !== JSON.stringify(mine)) offers.push([p.id, seal(keys, `p:${p.id}`, mine)]);
  }
  if (offers.length > 0) transact(() => offers.forEach(([id, value]) => map.set(id, value)));
  return { changed, leftOut };
}
