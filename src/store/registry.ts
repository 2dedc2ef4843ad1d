/**
 * The store is written against this registry, not against the rules modules themselves, so that it
 * can be tested with small toy games and so that a new game is one line in ./games.ts.
 */
import type { GameModule } from '../rules/game';

export type GameId = GameModule<unknown, unknown, unknown>['id'];

/**
 * A rules module seen from the store: config, events and state are opaque data it only stores and
 * hands back. (GameModule declares its members as methods, so a typed module is assignable here.)
 * Its rejections are keys and values, and the store's messages nest them as they are (a damaged
 * backup, a refused record): the screens say both from the one catalog.
 */
export type AnyGame = GameModule<unknown, unknown, unknown>;

export type GameRegistry = Readonly<Record<GameId, AnyGame>>;

/**
 * The entry of a game id read from storage or from a file, in a list by game id (this registry,
 * or the statistics' and the screens' own). `Object.hasOwn` keeps hostile ids such as
 * "constructor" or "__proto__" from resolving to something on Object.prototype.
 */
export function byGameId<T>(entries: Readonly<Record<GameId, T>>, id: unknown): T | undefined {
  return typeof id === 'string' && Object.hasOwn(entries, id) ? entries[id as GameId] : undefined;
}

/** The module for a game id read from storage or from a file. */
export function gameFor(games: GameRegistry, id: unknown): AnyGame | undefined {
  return byGameId(games, id);
}

/**
 * The player names a session list shows. Both games keep them in `config.players` (seating order);
 * anything else yields no names rather than a crash.
 */
export function playersOf(config: unknown): string[] {
  const players = (config as { players?: unknown } | null)?.players;
  return Array.isArray(players) && players.every((p) => typeof p === 'string') ? [...players] : [];
}
