/** The one decoder of chosen files (src/store/file-text.ts): the app's imports and `replay` use it. */
import { describe, expect, it } from 'vitest';
import { decodeFileText, readFileText } from '../../src/store/file-text';

const TEXT = '{"players": ["美咲", "Zoë", "Ann"]}';
const utf8 = Buffer.from(TEXT, 'utf8');
const utf16le = Buffer.from(TEXT, 'utf16le');

describe('decodeFileText', () => {
  it.each([
    ['UTF-8 without a byte-order mark', utf8],
    ['UTF-8 with a byte-order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8])],
    ['UTF-16 LE with a byte-order mark', Buffer.concat([Buffer.from([0xff, 0xfe]), utf16le])],
    ['UTF-16 BE with a byte-order mark', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(utf16le).swap16()])],
  ])('reads %s, the mark dropped', (_, bytes) => {
    expect(decodeFileText(new Uint8Array(bytes))).toBe(TEXT);
  });

  it('reads a chosen file (a Blob) the same way', async () => {
    const blob = new Blob([Buffer.from([0xff, 0xfe]), utf16le]);
    expect(await readFileText(blob)).toBe(TEXT);
  });

  it('reads an empty file as empty text', () => {
    expect(decodeFileText(new Uint8Array())).toBe('');
  });
});
