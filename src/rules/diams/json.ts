/**
 * Small helpers for reading untrusted JSON safely. Records are shared between tables and typed
 * by hand, so every reader must cope with any value without throwing, and player names are
 * arbitrary strings (including "__proto__" or "constructor"), so objects keyed by names are only
 * read through own properties and written with defineProperty.
 */
import { kindText, quote } from '../untrusted-text';

/** The helpers both games share, under the names the Diam's readers use (`show` quotes a prefix only). */
export { kindText, quote as show };

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function hasOwn(obj: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

/** Reads an own property only: `obj["__proto__"]` must never reach Object.prototype. */
export function getOwn(obj: Record<string, unknown>, key: string): unknown {
  return hasOwn(obj, key) ? obj[key] : undefined;
}

/** Sets an own enumerable property even for keys like "__proto__" (a plain assignment would not). */
export function setOwn<T>(obj: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Builds an object keyed by player names, in seating order. */
export function byName<T>(names: readonly string[], valueAt: (seat: number) => T): Record<string, T> {
  const out: Record<string, T> = {};
  names.forEach((name, seat) => setOwn(out, name, valueAt(seat)));
  return out;
}

/** The first key of `obj` not in `allowed`, if any (records.md: unknown fields are not ignored). */
export function unknownKey(obj: Record<string, unknown>, allowed: readonly string[]): string | undefined {
  return Object.keys(obj).find((k) => !allowed.includes(k));
}

/** A whole number in [min, max]: records hold JSON integers (records.md). */
export function isIntIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}
