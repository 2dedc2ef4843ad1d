/** Polls `check` until it gives a value that is not falsy, for at most `ms`: the tests' one way to wait for something. */
export async function until<T>(check: () => T | Promise<T>, ms = 8000, what = 'a condition'): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
