/**
 * The players of a ledger (docs/sync.md): each device's players in shard 0's `players` map, each
 * under its id's keyed hash (./ledger-keys.ts) with the id sealed in its value, sealed like the games. Devices name the same person with ids of their own (each made "Ann" when
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
import { seal, unseal } from '../wire/crypto';
import { checkName } from '../rules/player-name';
import { addLedgerPlayer, adoptLedgerPlayer, type LedgerPlayer } from '../store/ledger';
import { MAX_FORMER_NAMES } from '../store/players';
import { LEDGER_CLOCK_SKEW } from '../store/time';
import { MAX_LEDGER_PLAYERS } from './status';
import type { LedgerSealing } from './ledger-keys';
import type { LedgerDb, PlayerRow } from '../store/index';

/**
 * What the ledger says of the player under `key`, with its id; null when it cannot be read (or
 * `key` is not its id's keyed hash), 'ahead' when its rename is dated past `latest`.
 */
function open(keys: LedgerSealing, key: string, raw: unknown, latest: number): (LedgerPlayer & { id: string }) | 'ahead' | null {
  const said = unseal(keys, `p:${key}`, raw) as (Partial<LedgerPlayer> & { id?: unknown }) | null;
  if (!said || typeof said.id !== 'string' || said.id.length > 200 || keys.name('p', said.id) !== key) return null;
  if (typeof said.renamedAt !== 'number' || !Number.isSafeInteger(said.renamedAt) || !Array.isArray(said.formerNames)) return null;
  if (said.renamedAt > latest) return 'ahead';
  const name = checkName(said.name);
  if (!name.ok || said.formerNames.length > MAX_FORMER_NAMES) return null;
  const former: string[] = [];
  for (const n of said.formerNames) {
    const checked = checkName(n);
    if (!checked.ok) return null;
    former.push(checked.name);
  }
  return { id: said.id, name: name.name, renamedAt: said.renamedAt, formerNames: former };
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
export async function settlePlayers(db: LedgerDb, map: Y.Map<Uint8Array>, keys: LedgerSealing, transact: (write: () => void) => void): Promise<Settled> {
  const latest = db.now() + LEDGER_CLOCK_SKEW;
  const ledger = new Map<string, LedgerPlayer>();
  let leftOut = 0;
  for (const [key, raw] of map.entries()) {
    const player = open(keys, key, raw, latest);
    if (player === 'ahead') leftOut++;
    else if (player) {
      const { id, ...rest } = player;
      ledger.set(id, rest);
    }
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
    const key = keys.name('p', p.id);
    if (JSON.stringify(ledger.get(p.id)) !== JSON.stringify(mine)) offers.push([key, seal(keys, `p:${key}`, { id: p.id, ...mine })]);
  }
  if (offers.length > 0) transact(() => offers.forEach(([id, value]) => map.set(id, value)));
  return { changed, leftOut };
}
