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
 *
 * Signed (issue 35, point 4): each value names the device that wrote it (`by`) and carries its
 * signature (./key-change.ts) for the player's name in this ledger; a value whose signer is not on
 * the device list this device follows is not taken (counted as `unsigned`, and looked at again when
 * the list changes: a new device's players may come before its entry).
 */
import type * as Y from 'yjs';
import { seal, unseal } from '../wire/crypto';
import { sign, verify } from './key-change';
import type { Signer } from './entry';
import { checkName } from '../rules/player-name';
import { addLedgerPlayer, adoptLedgerPlayer, type LedgerPlayer } from '../store/ledger';
import { MAX_FORMER_NAMES } from '../store/players';
import { LEDGER_CLOCK_SKEW } from '../store/time';
import { MAX_LEDGER_PLAYERS } from './status';
import type { LedgerSealing } from './ledger-keys';
import type { DeviceDb, PlayerRow } from '../store/index';

/**
 * What the ledger says of the player under `key`, with its id; null when it cannot be read (or
 * `key` is not its id's keyed hash), 'ahead' when its rename is dated past `latest`.
 */
function open(
  keys: LedgerSealing,
  key: string,
  raw: unknown,
  latest: number,
  signers: ReadonlyMap<string, string>,
): (LedgerPlayer & { id: string }) | 'ahead' | 'unsigned' | null {
  const said = unseal(keys, `p:${key}`, raw) as (Partial<LedgerPlayer> & { id?: unknown; by?: unknown; sig?: unknown }) | null;
  if (!said || typeof said.id !== 'string' || said.id.length > 200 || keys.name('p', said.id) !== key) return null;
  if (!signedBy(keys, key, raw, said, signers)) return 'unsigned';
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

/** Signatures checked already, by the value's bytes (a device's id is the hash of its key: the answer never changes). */
const verdicts = new WeakMap<object, boolean>();

/** Whether the opened value `said` is signed by a device of `signers`, the device it names. */
function signedBy(keys: LedgerSealing, key: string, raw: unknown, said: Record<string, unknown>, signers: ReadonlyMap<string, string>): boolean {
  const { sig, ...body } = said;
  const signPublic = typeof body.by === 'string' ? signers.get(body.by) : undefined;
  if (signPublic === undefined || typeof body.by !== 'string') return false;
  const known = raw instanceof Uint8Array ? verdicts.get(raw) : undefined;
  if (known !== undefined) return known;
  const ok = verify(body.by, signPublic, sig, keys.room, `p:${key}`, body);
  if (raw instanceof Uint8Array) verdicts.set(raw, ok);
  return ok;
}

/** Player `id`'s value as this device says it, signed by `signer`, for its name `key`. */
function sealPlayer(keys: LedgerSealing, key: string, id: string, player: LedgerPlayer, signer: Signer): Uint8Array {
  const body = { id, ...player, by: signer.device };
  return seal(keys, `p:${key}`, { ...body, sig: sign(signer.sign, keys.room, `p:${key}`, body) });
}

const said = (p: PlayerRow): LedgerPlayer => ({ name: p.name, renamedAt: p.renamedAt ?? 0, formerNames: p.formerNames ?? [] });

/** What settling the players did: players changed here, players of the ledger left out (dated ahead, or past the cap), and values not signed by a listed device. */
export interface Settled {
  changed: number;
  leftOut: number;
  unsigned: number;
}

/**
 * Takes the ledger's renames here and the players this device has never met, then writes this device's players that the ledger does not hold
 * as they are here (in `transact`, the engine's own origin).
 */
export async function settlePlayers(
  db: DeviceDb,
  map: Y.Map<Uint8Array>,
  keys: LedgerSealing,
  signer: Signer,
  signers: ReadonlyMap<string, string>,
  transact: (write: () => void) => void,
): Promise<Settled> {
  const latest = db.now() + LEDGER_CLOCK_SKEW;
  const ledger = new Map<string, LedgerPlayer>();
  let leftOut = 0;
  let unsigned = 0;
  for (const [key, raw] of map.entries()) {
    const player = open(keys, key, raw, latest, signers);
    if (player === 'ahead') leftOut++;
    else if (player === 'unsigned') unsigned++;
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
    if (JSON.stringify(ledger.get(p.id)) !== JSON.stringify(mine)) offers.push([key, sealPlayer(keys, key, p.id, mine, signer)]);
  }
  if (offers.length > 0) transact(() => offers.forEach(([id, value]) => map.set(id, value)));
  return { changed, leftOut, unsigned };
}
