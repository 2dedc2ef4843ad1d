/** Size limits on files read from the user, checked before any parsing. */

/**
 * The UTF-8 size of a text, without encoding a huge one: a UTF-16 code unit is at least one UTF-8
 * byte, so a text longer than `limit` units is over the limit whatever it contains.
 */
export function byteLength(text: string, limit: number): number {
  return text.length > limit ? text.length : new TextEncoder().encode(text).length;
}
