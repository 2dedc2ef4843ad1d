/**
 * The Diamonds set-up form's rules, apart from its rendering: which variants fit a player count
 * (D-ROUNDS, DT-TEAMS, DP) and what stops a game from starting.
 */
import { msg, str } from '@lit/localize';
import type { DiamondsConfig, Variant } from '../../../rules/diamonds/index';
import { MAX_NAME_LENGTH, normalName } from '../../../rules/player-name';
import { seatProblems, type SeatRow } from '../../new-game/player-seats';

export type { SeatRow };

export interface Setup {
  rows: SeatRow[];
  variant: Variant;
  thief: boolean;
  /** Row id of the first thief token holder. */
  thiefHolder: number | null;
  /** Row id of the first dealer, or 'random'. */
  dealer: number | 'random';
}

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;
export const MAX_NAME = MAX_NAME_LENGTH;

/** Texts are getters, read in the current language. */
export const VARIANTS: { id: Variant; readonly title: string; readonly line: string; fits: (n: number) => boolean; readonly needs: string }[] = [
  {
    id: 'standard',
    get title() {
      return msg('Standard', { id: 'new.variant.standard' });
    },
    get line() {
      return msg('Everyone for themselves, 10 cards each; with 2 players every trick has four cards (D2-TRICK).', {
        id: 'new.variant.standard.line',
      });
    },
    fits: (n) => n >= 2 && n <= 6,
    get needs() {
      return msg('Standard needs 2 to 6 players.', { id: 'new.variant.standard.needs' });
    },
  },
  {
    id: 'teams',
    get title() {
      return msg('Teams', { id: 'new.variant.teams' });
    },
    get line() {
      return msg('Partners sit opposite and share one Showroom and one Vault (DT).', { id: 'new.variant.teams.line' });
    },
    fits: (n) => n === 4 || n === 6,
    get needs() {
      return msg('Teams needs 4 or 6 players.', { id: 'new.variant.teams.needs' });
    },
  },
  {
    id: 'perfect',
    get title() {
      return msg('All cards known', { id: 'new.variant.perfect' });
    },
    get line() {
      return msg('A smaller deck is dealt entirely, so every card can be counted (DP).', { id: 'new.variant.perfect.line' });
    },
    fits: (n) => n >= 2 && n <= 5,
    get needs() {
      return msg('All cards known needs 2 to 5 players.', { id: 'new.variant.perfect.needs' });
    },
  },
];

export function variantFits(variant: Variant, players: number): boolean {
  return VARIANTS.find((v) => v.id === variant)?.fits(players) ?? false;
}

/** Everything that stops the game from starting, in the order the form shows it. */
export function setupProblems(setup: Setup): string[] {
  const problems: string[] = [];
  const n = setup.rows.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) {
    problems.push(msg(str`Diamonds needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players; there are ${n}.`, { id: 'new.problem.count' }));
  }
  for (const p of seatProblems(setup.rows.map((r) => r.name))) {
    if (p.kind === 'blank') {
      const number = p.number;
      problems.push(msg(str`Player ${number} has no name: type one or remove that seat.`, { id: 'new.problem.no-name' }));
    } else if (p.kind === 'refused') problems.push(p.text);
    else if (p.kind === 'twice') {
      const name = p.name;
      problems.push(msg(str`"${name}" is at the table twice: names must differ.`, { id: 'new.problem.twice' }));
    }
  }
  if (!variantFits(setup.variant, n)) {
    const v = VARIANTS.find((x) => x.id === setup.variant);
    if (v) problems.push(v.needs);
  }
  if (setup.thief && !setup.rows.some((r) => r.id === setup.thiefHolder)) {
    problems.push(msg('Choose who holds the thief token first.', { id: 'new.problem.thief' }));
  }
  return problems;
}

/** The rules module's config for a valid setup. */
export function configOf(setup: Setup): DiamondsConfig {
  const players = setup.rows.map((r) => normalName(r.name));
  const holder = setup.rows.findIndex((r) => r.id === setup.thiefHolder);
  return { players, variant: setup.variant, thief: setup.thief && holder >= 0 ? holder : null };
}

/** Partners sit opposite (DT-TEAMS): seat i with seat i + n/2. */
export function teamsOf(names: readonly string[]): string[][] {
  const half = names.length / 2;
  return Array.from({ length: half }, (_, i) => [names[i] ?? '', names[i + half] ?? '']);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What was kept of the form (../../new-game/kept-setup.ts), if it is a form it can show: seats of 2
 * to 6 with distinct ids and names no longer than a name may be, a known variant, and a thief
 * holder and dealer that are seats. Anything else (another version's shape, a damaged row) is not
 * put back. The form kept the chosen game with its fields before each game had a form of its own
 * (../../new-game/new-game-screen.ts reads it there): that field is left to the screen.
 */
export function keptDiamonds(raw: unknown): Setup | null {
  if (!isRecord(raw)) return null;
  const { rows, variant, thief, thiefHolder, dealer } = raw;
  if (!Array.isArray(rows) || rows.length < MIN_PLAYERS || rows.length > MAX_PLAYERS) return null;
  const seats: SeatRow[] = [];
  for (const row of rows as unknown[]) {
    if (!isRecord(row)) return null;
    const { id, name } = row;
    if (!Number.isSafeInteger(id) || (id as number) < 1 || typeof name !== 'string' || name.length > MAX_NAME) return null;
    if (seats.some((s) => s.id === id)) return null;
    seats.push({ id: id as number, name });
  }
  if (!VARIANTS.some((v) => v.id === variant) || typeof thief !== 'boolean') return null;
  const isSeat = (v: unknown): v is number => seats.some((s) => s.id === v);
  if (thiefHolder !== null && !isSeat(thiefHolder)) return null;
  if (dealer !== 'random' && !isSeat(dealer)) return null;
  return { rows: seats, variant: variant as Variant, thief, thiefHolder, dealer };
}
