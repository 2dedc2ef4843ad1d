/**
 * A tiny game for testing the store without the real rules: players score 1–10 points a turn
 * (rule T-POINTS), to a seat that exists (T-SEAT), until someone reaches the target (T-OVER after).
 * It honours the whole GameModule contract, records included.
 */
import type { GameModule, MessageKey, MessageText, Rejection } from '../../src/rules/game';
import { replayLog } from '../../src/rules/game';
import type { GameId, GameRegistry } from '../../src/store/registry';

export interface ToyConfig {
  players: string[];
  target: number;
}
export type ToyEvent = { type: 'score'; seat: number; points: number };
export interface ToyState {
  config: ToyConfig;
  scores: number[];
}

/**
 * The toy game has no message catalog: each of its sentences stands as a key no catalog has (hence
 * the assertion), which the store nests in its own messages as it is and the tests read.
 */
export function toyWords(words: string): MessageText {
  return { key: words as MessageKey, params: {} };
}

function reject(rule: string, words: string, play?: number): { ok: false; rejection: Rejection } {
  return { ok: false, rejection: { rule, text: toyWords(words), play: play ?? null, round: null } };
}

const finished = (s: ToyState) => s.scores.some((score) => score >= s.config.target);

export function toyGame(id: GameId): GameModule<ToyConfig, ToyEvent, ToyState> {
  const game: GameModule<ToyConfig, ToyEvent, ToyState> = {
    id,
    // Any phone may record a toy game's score: it has no turns.
    actor: () => ({ table: 'free' }),
    initial(config) {
      const names = config?.players;
      if (!Array.isArray(names) || names.length < 2 || names.length > 6 || new Set(names).size !== names.length) {
        throw new Error('A toy game needs 2 to 6 different players.');
      }
      if (!Number.isInteger(config.target) || config.target < 1) throw new Error('The target must be a positive whole number.');
      return { config, scores: names.map(() => 0) };
    },
    apply(state, event) {
      if (finished(state)) return reject('T-OVER', 'The game is over.');
      if (typeof event !== 'object' || event === null || event.type !== 'score') return reject('format', 'Not a toy event.');
      if (!Number.isInteger(event.seat) || event.seat < 0 || event.seat >= state.scores.length) {
        return reject('T-SEAT', 'No player sits there.');
      }
      if (!Number.isInteger(event.points) || event.points < 1 || event.points > 10) {
        return reject('T-POINTS', 'A turn scores 1 to 10 points.');
      }
      const scores = state.scores.map((s, i) => (i === event.seat ? s + event.points : s));
      return { ok: true, state: { ...state, scores } };
    },
    summary(state) {
      const over = finished(state);
      const best = Math.max(...state.scores);
      return {
        status: over ? 'finished' : 'in-progress',
        standings: state.config.players.map((p, i) => ({ players: [p], score: state.scores[i] ?? 0 })),
        winners: over ? state.config.players.filter((_, i) => state.scores[i] === best) : [],
      };
    },
    parseRecord(raw) {
      const format = (words: string, play: number | null = null) => ({
        ok: false as const,
        error: { round: null, play, rule: 'format', text: toyWords(words) },
      });
      const r = raw as { players?: unknown; target?: unknown; turns?: unknown };
      if (!Array.isArray(r.players) || !r.players.every((p) => typeof p === 'string')) return format('"players" must be a list of names.');
      if (typeof r.target !== 'number') return format('"target" must be a number.');
      if (!Array.isArray(r.turns)) return format('"turns" must be a list.');
      const config: ToyConfig = { players: r.players, target: r.target };
      try {
        game.initial(config);
      } catch (error) {
        return format((error as Error).message);
      }
      const events: ToyEvent[] = [];
      for (const [i, t] of (r.turns as unknown[]).entries()) {
        const turn = t as { player?: unknown; points?: unknown };
        const seat = config.players.indexOf(turn?.player as string);
        if (seat < 0) return format(`Turn ${i + 1}: unknown player.`, i + 1);
        if (typeof turn.points !== 'number') return format(`Turn ${i + 1}: points must be a number.`, i + 1);
        events.push({ type: 'score', seat, points: turn.points });
      }
      const replayed = replayLog(game, config, events);
      if (!replayed.ok) {
        const { rule, text } = replayed.rejection;
        return { ok: false, error: { round: null, play: replayed.index + 1, rule, text: toyWords(`Turn ${replayed.index + 1}: ${text.key}`) } };
      }
      return { ok: true, config, events };
    },
    toRecord(config, events) {
      return {
        game: id,
        players: config.players,
        target: config.target,
        turns: events.map((e) => ({ player: config.players[e.seat], points: e.points })),
      };
    },
    parseEvent(_config, raw) {
      const e = raw as Partial<ToyEvent> | null;
      const keys = typeof e === 'object' && e !== null && !Array.isArray(e) ? Object.keys(e).sort().join() : '';
      if (keys !== 'points,seat,type' || e?.type !== 'score' || typeof e.seat !== 'number' || typeof e.points !== 'number') {
        return reject('format', 'A toy event is {"type": "score", "seat", "points"} and nothing else.');
      }
      return { ok: true, event: { type: 'score', seat: e.seat, points: e.points } };
    },
  };
  return game;
}

/** Both game ids played by the toy rules. */
export function toyRegistry(): GameRegistry {
  return { diamonds: toyGame('diamonds'), diams: toyGame('diams') };
}

export const score = (seat: number, points: number): ToyEvent => ({ type: 'score', seat, points });
export const config = (players = ['Ann', 'Bob'], target = 20): ToyConfig => ({ players, target });
