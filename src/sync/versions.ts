/**
 * Version vectors (docs/sync.md): how many times each device wrote a game. One vector is at or
 * below another when every device's count is; then the second includes every write of the first.
 * Neither below the other: the two were written apart, and one of them must not be lost.
 */
export type Versions = Record<string, number>;

export function below(a: Versions, b: Versions): boolean {
  return Object.entries(a).every(([device, n]) => (b[device] ?? 0) >= n);
}

export function merged(a: Versions, b: Versions): Versions {
  const out: Versions = { ...a };
  for (const [device, n] of Object.entries(b)) out[device] = Math.max(out[device] ?? 0, n);
  return out;
}

/** `base` with one more write by `device`. */
export function bumped(base: Versions, device: string): Versions {
  return { ...base, [device]: (base[device] ?? 0) + 1 };
}
