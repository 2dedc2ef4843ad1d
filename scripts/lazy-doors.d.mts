/** Types of ./lazy-doors.mjs, for vite.config.ts and its test. */
import type { Plugin } from 'vite';
import type { LazyDoor } from '../src/lazy-doors.ts';

export interface DoorGraph {
  doors: readonly (LazyDoor & { target: string | null })[];
  dynamic: readonly { from: string; target: string }[];
  firstLoad: ReadonlyMap<string, string>;
  importers: (id: string) => readonly string[];
  show?: (id: string) => string;
}
export function doorProblems(build: DoorGraph): string[];
export function sizeProblem(bytes: number, limitKb?: number): string | null;
export function lazyDoors(options?: { doors?: readonly LazyDoor[]; limitKb?: number }): Plugin;
