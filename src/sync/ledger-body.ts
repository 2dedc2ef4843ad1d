/**
 * A game's body from another device, opened and checked as a backup's game is (docs/sync.md):
 * its rules replay it, every field is the expected kind. Nothing read from the server is trusted.
 */
import { checkPlayer, checkSession } from '../store/backup-format';
import type { LedgerGame } from '../store/ledger';
import { LEDGER_CLOCK_SKEW } from '../store/time';
import type { DeviceDb, PlayerRow } from '../store/index';
import { openBody } from './entry';

/** The game sealed in `raw` under `name` (the keyed hash of `id`), checked; null when it does not open, is not game `id`, or is not a sound game. */
export async function checkedBody(db: DeviceDb, key: Uint8Array, name: string, id: string, raw: Uint8Array): Promise<LedgerGame | null> {
  const body = (await openBody(key, name, raw).catch(() => null)) as { session?: Record<string, unknown>; events?: unknown; players?: unknown } | null; // a body that does not open: null, as documented
  if (!body || typeof body.session !== 'object' || body.session === null || body.session.id !== id) return null;
  const games = await db.rules();
  const now = db.now() + LEDGER_CLOCK_SKEW;
  const checked = checkSession({ session: body.session, events: body.events }, games, now);
  if (!checked.ok) return null;
  const players: PlayerRow[] = [];
  for (const p of Array.isArray(body.players) ? body.players.slice(0, 16) : []) {
    const player = checkPlayer(p, now);
    if (player.ok) players.push(player.player);
  }
  const forkOf = body.session.forkOf;
  if (typeof forkOf === 'string' && forkOf.length > 0 && forkOf.length <= 200) checked.session.forkOf = forkOf;
  if (checked.session.forkOf && body.session.forkFrom === 'devices') checked.session.forkFrom = 'devices';
  if (body.session.followed === true) checked.session.followed = true;
  return { session: checked.session, events: checked.events, players };
}
