/**
 * The players of a ledger (docs/sync.md): each device's players, by id, in shard 0's `players` map,
 * sealed like the games. Devices name the same person with ids of their own (each made "Ann" when
 * it first met her), so a player of the ledger is matched here by name: the same name, or a name
 * one of them had before. The later rename wins; the other name joins the player's former names,
 * which their history shows.
 */
import type * as Y from 'yjs';
import { seal, unseal, type TableKeys } from '../live/crypto';
import { checkName } from '../rules/player-name';
import { addLedgerPlayer, adoptLedgerPlayer, type LedgerPlayer } from '../store/ledger';
import { MAX_FORMER_NAMES } from '../store/players';
import type { LedgerDb, PlayerRow } from '../store/index';

/** What the ledger says of one player. */
function open(keys: TableKeys, id: string, raw: unknown): LedgerPlayer | null {
  const said = unseal(keys, `p:${id}`, raw) as Partial<LedgerPlayer> | null;
  if (!said || typeof said.renamedAt !== 'number' || !Number.isSafeInteger(said.renamedAt) || !Array.isArray(said.formerNames)) return null;
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

/**
 * Takes the ledger's renames here and the players this device has never met, then writes this device's players that the ledger does not hold
 * as they are here (in `transact`, the engine's own origin). Resolves how many players changed here.
 */
export async function settlePlayers(db: LedgerDb, map: Y.Map<Uint8Array>, keys: TableKeys, transact: (write: () => void) => void): Promise<number> {
  const ledger = new Map<string, LedgerPlayer>();
  for (const [id, raw] of map.entries()) {
    const player = open(keys, id, raw);
    if (player) ledger.set(id, player);
  }
  let changed = 0;
  for (const [id, player] of ledger) {
    const local = await db.players.toArray();
    const names = new Set([player.name, ...player.formerNames]);
    const match = local.find((p) => p.id === id) ?? local.find((p) => names.has(p.name) || (p.formerNames ?? []).some((n) => names.has(n)));
    if (match ? await adoptLedgerPlayer(db, match.id, player) : await addLedgerPlayer(db, id, player)) changed++;
  }
  const offers: [string, Uint8Array][] = [];
  for (const p of await db.players.toArray()) {
    const mine = said(p);
    if (JSON.stringify(ledger.get(p.id)) !== JSON.stringify(mine)) offers.push([p.id, seal(keys, `p:${p.id}`, mine)]);
  }
  if (offers.length > 0) transact(() => offers.forEach(([id, value]) => map.set(id, value)));
  return changed;
}
