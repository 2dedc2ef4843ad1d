/**
 * The shape of what a table types in when it does not record every card: zone counts, the thief
 * token's holder, cards won per suit, who won a trick. Events come from storage and backup files,
 * so nothing here trusts a field's type; a bad shape is a `format` rejection saying what to fix.
 */
import { says, type MessageText, type Rejection } from '../game';
import { seatName } from './names';
import type { DiamondsState, Zones } from './state';

export type Read<T> = { ok: true; value: T } | { ok: false; rejection: Rejection };

type Where = Pick<Rejection, 'round' | 'play'>;

function bad<T>(at: Where, text: MessageText): Read<T> {
  return { ok: false, rejection: { rule: 'format', ...at, text } };
}

function isCount(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
}

/** One Showroom and Vault count per side, whole numbers from 0 (D-ZONES, DT-ZONES). */
export function readZones(state: DiamondsState, raw: unknown, at: Where): Read<Zones[]> {
  const sides = state.seating.members.length;
  const teams = state.config.variant === 'teams';
  if (!Array.isArray(raw) || raw.length !== sides) {
    return bad(at, says(teams ? 'format.zones.teams' : 'format.zones.players', { count: sides }));
  }
  const zones: Zones[] = [];
  for (let side = 0; side < sides; side++) {
    const z = raw[side] as { showroom?: unknown; vault?: unknown } | null;
    if (typeof z !== 'object' || z === null || !isCount(z.showroom) || !isCount(z.vault)) {
      const name = state.seating.members[side]?.map((seat) => seatName(state, seat)).join(' & ');
      return bad(at, says('format.zones.side', { side: name ?? '' }));
    }
    zones.push({ showroom: z.showroom, vault: z.vault });
  }
  return { ok: true, value: zones };
}

/** The seat holding the thief token (DX-THIEF); only games played with the token have one. */
export function readThief(state: DiamondsState, raw: unknown, at: Where): Read<number> {
  if (state.config.thief === null) {
    return {
      ok: false,
      rejection: { rule: 'DX-THIEF', ...at, text: says('DX-THIEF.off') },
    };
  }
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw >= state.seating.players) {
    return bad(at, says('format.thief'));
  }
  return { ok: true, value: raw };
}

/** Cards won per side and suit (D, H, S, C), whole numbers from 0. */
export function readWon(state: DiamondsState, raw: unknown, at: Where): Read<number[][]> {
  const sides = state.seating.members.length;
  if (!Array.isArray(raw) || raw.length !== sides) {
    const teams = state.config.variant === 'teams';
    return bad(at, says(teams ? 'format.won.teams' : 'format.won.players', { count: sides }));
  }
  const won: number[][] = [];
  for (let side = 0; side < sides; side++) {
    const row: unknown = raw[side];
    if (!Array.isArray(row) || row.length !== 4 || !row.every(isCount)) {
      const name = state.seating.members[side]?.map((seat) => seatName(state, seat)).join(' & ');
      return bad(at, says('format.won.side', { side: name ?? '' }));
    }
    won.push(row.slice());
  }
  return { ok: true, value: won };
}

/** Per seat: won at least one trick (true) or none (false). */
export function readTricks(state: DiamondsState, raw: unknown, at: Where): Read<boolean[]> {
  const n = state.seating.players;
  if (!Array.isArray(raw) || raw.length !== n || !raw.every((t) => typeof t === 'boolean')) {
    return bad(at, says('format.tricks', { count: n }));
  }
  return { ok: true, value: raw.slice() };
}
