/**
 * Polls `check` until it gives a value that is not falsy, for at most `ms` (by default a guard
 * against a hang, not a pace: a loaded machine once took 8 s to show Statistics): the tests' one way to
 * wait for something, in Node and in the browser alike (test/components/helpers.ts re-exports it).
 */
export async function until<T>(check: () => T | Promise<T>, what = 'a condition', ms = 25_000): Promise<Exclude<T, false | null | undefined | '' | 0>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as Exclude<T, false | null | undefined | '' | 0>;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
