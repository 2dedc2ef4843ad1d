/**
 * What a room's Y.Doc holds (docs/live-table.md): the host's `head` (the game and its revision,
 * who hosts, the take-over epoch) with the log in `events`, the followers' `proposals` and the
 * host's `answers`. Everything read from it is untrusted: these functions only give it shape;
 * the store checks the log with the rules (../store/live.ts), the host each proposal (./proposals.ts).
 */
import * as Y from 'yjs';
import type { LiveLog } from '../store/live.js';

export interface Head {
  session: string;
  game: string;
  config: unknown;
  revision: number;
  /** Events in `events` that belong to this head: a follower waits until the array has them all. */
  length: number;
  host: string;
  epoch: number;
}

export interface Proposal {
  from: string;
  /** The revision of the log the follower saw when it tapped. */
  revision: number;
  event: unknown;
}

/** The host's answer to one proposal. */
export type Answer =
  | { ok: true; revision: number }
  | { ok: false; conflict: true; revision: number }
  | { ok: false; rejection: unknown }
  | { ok: false; refused: 'size' | 'rate' | 'shape' | 'undo' };

export const headMap = (doc: Y.Doc): Y.Map<unknown> => doc.getMap('head');
export const eventList = (doc: Y.Doc): Y.Array<unknown> => doc.getArray('events');
export const proposalMap = (doc: Y.Doc): Y.Map<unknown> => doc.getMap('proposals');
export const answerMap = (doc: Y.Doc): Y.Map<unknown> => doc.getMap('answers');

export function readHead(doc: Y.Doc): Head | null {
  const raw = headMap(doc).get('head') as Partial<Head> | undefined;
  if (typeof raw !== 'object' || raw === null) return null;
  const { session, game, config, revision, length, host, epoch } = raw;
  if (typeof session !== 'string' || typeof game !== 'string' || typeof host !== 'string') return null;
  if (!Number.isSafeInteger(revision) || !Number.isSafeInteger(length) || !Number.isSafeInteger(epoch)) return null;
  return { session, game, config, revision: revision as number, length: length as number, host, epoch: epoch as number };
}

/** The log of the head, once the events array holds all of it; null while it does not. */
export function readLog(doc: Y.Doc): LiveLog | null {
  const head = readHead(doc);
  const events = eventList(doc);
  if (!head || events.length !== head.length) return null;
  return { session: head.session, game: head.game, config: head.config, events: events.toArray(), revision: head.revision };
}

/**
 * Writes the host's log: only the events after the longest common prefix change, so a new card
 * costs one small update. Call inside a transaction with the answer it goes with, if any.
 */
export function writeLog(doc: Y.Doc, log: LiveLog, host: string, epoch: number): void {
  const list = eventList(doc);
  let keep = 0;
  const had = list.length;
  while (keep < had && keep < log.events.length && JSON.stringify(list.get(keep)) === JSON.stringify(log.events[keep])) keep++;
  if (keep < had) list.delete(keep, had - keep);
  if (keep < log.events.length) list.push(log.events.slice(keep));
  const head: Head = { session: log.session, game: log.game, config: log.config, revision: log.revision, length: log.events.length, host, epoch };
  const before = headMap(doc).get('head');
  if (JSON.stringify(before) !== JSON.stringify(head)) headMap(doc).set('head', head);
}

/** Whether the document holds exactly this log from this host and epoch. */
export function holds(doc: Y.Doc, log: LiveLog, host: string, epoch: number): boolean {
  const head = readHead(doc);
  const now = readLog(doc);
  return head !== null && now !== null && head.host === host && head.epoch === epoch && head.revision === log.revision && JSON.stringify(now.events) === JSON.stringify(log.events);
}
