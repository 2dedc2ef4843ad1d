/** What the writing verbs answer, so a screen can say exactly what happened. */
import { says, type Rejection } from '../rules/game';
import { previewSaid } from '../rules/untrusted-text';
import { StoreFailure } from './failure';
import type { SessionRow } from './db';

/** No session has that id (it may have been deleted in another tab). */
export type Missing = { ok: false; missing: true };
/**
 * The log is not the one the writer's state was built on (its revision differs: another tab or an
 * earlier tap changed it): reload it and tell the player. Nothing was written.
 */
export type Conflict = { ok: false; conflict: true };
/** The rules refused the event. Nothing was written. */
export type Rejected = { ok: false; rejection: Rejection };
/** Nothing to undo, or nothing to redo. */
export type Empty = { ok: false; empty: true };

/**
 * The outcome of appendEvent / undo / redo / replaceConfig: on success the new row, its revision
 * (the `expectedRevision` of the next write) and the replayed state.
 */
export type LogResult<S = unknown> =
  /** `events`: the whole log, when the write changed more than its end (a fix, or the undo of one). */
  { ok: true; session: SessionRow; revision: number; state: S; events?: unknown[] } | Missing | Conflict | Rejected | Empty;

export { StoreFailure };

/** Thrown by createSession for an unknown game or a config the rules module refuses. */
export class InvalidConfigError extends StoreFailure {
  override name = 'InvalidConfigError';
}

/** Thrown for a stored game whose game id this version has no rules for (a newer version's game, a damaged row). */
export class UnknownGameError extends StoreFailure {
  override name = 'UnknownGameError';
  constructor(game: unknown) {
    super(says('store.unknown-game', { game: previewSaid(game) }));
  }
}
