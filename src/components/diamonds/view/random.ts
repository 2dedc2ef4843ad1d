/** A fair random seat (crypto, so nobody at the table can predict the pick). */
export function randomSeat(n: number): number {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  // 2^32 is not a multiple of n, but the bias is below one in 700 million for n ≤ 6.
  return (buf[0] ?? 0) % n;
}
