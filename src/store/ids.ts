/**
 * Ids made from crypto.getRandomValues. crypto.randomUUID exists only in a secure context, and a
 * phone that opens the live table at http://<laptop's LAN address> is not one: every id the app
 * makes comes from here, so that page works as well as one served over https or from localhost.
 */

/** A random version-4 UUID (RFC 9562), the shape crypto.randomUUID gives. */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `bits` random bits (a multiple of 8) as URL-safe text with no padding: 128 bits are 22 characters. */
export function randomToken(bits = 128): string {
  const bytes = crypto.getRandomValues(new Uint8Array(Math.ceil(bits / 8)));
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
