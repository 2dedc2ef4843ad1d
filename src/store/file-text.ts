/**
 * The text of a file a player chose or named: records, backups and rules cards are JSON, and
 * editors save JSON as UTF-8 (with or without a byte-order mark) or, on some systems, as UTF-16
 * with one. The mark says which; without one the file is UTF-8. The app's imports and `replay`
 * read files through this one decoder, so a file one of them reads, the other reads too.
 */

/** Decodes a file's bytes by their byte-order mark (UTF-16 LE or BE, UTF-8), UTF-8 without; the mark is dropped. */
export function decodeFileText(bytes: Uint8Array): string {
  const encoding = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : 'utf-8';
  // A decoder drops the mark of its own encoding (ignoreBOM is false by default).
  return new TextDecoder(encoding).decode(bytes);
}

/** The text of a chosen file (a Blob), decoded as decodeFileText says. */
export async function readFileText(file: Blob): Promise<string> {
  return decodeFileText(new Uint8Array(await file.arrayBuffer()));
}
