/**
 * What a player's name may be (docs/records.md, "Names"), checked the same way wherever a name
 * enters: a record, a backup, the new-game forms, a rename. Names are compared in their normal
 * form, Unicode NFC with the white space at both ends trimmed, so that two names that look the
 * same are one player. A name has at most MAX_NAME_LENGTH characters as written, and once trimmed
 * holds no character a reader cannot see: control characters (NUL, ESC, tab…), format characters
 * (zero-width spaces and joiners, direction marks, the soft hyphen…), line or paragraph separators.
 */
import { says, type MessageText } from './game';

/** The longest name, in UTF-16 code units: what a browser's text field `maxlength` counts. */
export const MAX_NAME_LENGTH = 30;

/** Unicode Cc, Cf, Zl and Zp: characters that change nothing a reader sees, or only the layout. */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

export type NameCheck =
  | { ok: true; name: string }
  | { ok: false; problem: 'blank' }
  | { ok: false; problem: 'hidden'; code: string }
  | { ok: false; problem: 'long'; length: number };

/** The normal form of a name: NFC, trimmed. Names are compared in this form; player rows keep it. */
export function normalName(raw: string): string {
  return (isAscii(raw) ? raw : raw.normalize('NFC')).trim();
}

/**
 * Whether every character is ASCII, which NFC leaves as it is: most names are, and `normalize`
 * costs more than this test (a record's names are compared again for every dealer and victim).
 */
function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** A name's normal form, or what is wrong with the name. */
export function checkName(raw: unknown): NameCheck {
  if (typeof raw !== 'string') return { ok: false, problem: 'blank' };
  // As written, before anything reads a long text further (and NFC may lengthen a few letters).
  if (raw.length > MAX_NAME_LENGTH) return { ok: false, problem: 'long', length: raw.length };
  const name = normalName(raw);
  if (name === '') return { ok: false, problem: 'blank' };
  const hidden = HIDDEN.exec(name);
  if (hidden) return { ok: false, problem: 'hidden', code: codePoint(hidden[0]) };
  if (name.length > MAX_NAME_LENGTH) return { ok: false, problem: 'long', length: name.length };
  return { ok: true, name };
}

/** A refused name's problem as a key of the catalog, said after "the name of …" (records, and the store's messages). */
export function nameSaid(check: Exclude<NameCheck, { ok: true }>): MessageText {
  switch (check.problem) {
    case 'blank':
      return says('name.blank');
    case 'hidden':
      return says('name.hidden', { code: check.code });
    case 'long':
      return says('name.long', { length: check.length, most: MAX_NAME_LENGTH });
  }
}

/** "U+200B": how a hidden character is named, since it cannot be shown. */
function codePoint(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}
