/**
 * How messages name what an untrusted file or event holds. A message quotes a short prefix at
 * most and describes any other value by its type, so a 100,000-character string or a deeply
 * nested list never floods a screen, the command line, or the call stack (no recursive walk).
 * Both games' parsers and the store's checks say values through these.
 */
import { says, type MessageParam, type MessageText } from './game';

/** The most characters of an untrusted text a message repeats. */
export const QUOTE_LENGTH = 40;

/** The start of a text, at most QUOTE_LENGTH characters, with "…" when it was cut. */
export function clip(text: string): string {
  if (text.length <= QUOTE_LENGTH) return text;
  let end = QUOTE_LENGTH;
  // Never cut a character written as two UTF-16 units in half.
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}

/** A text quoted for a message: its clip as a JSON string, so control characters show escaped. */
export function quote(text: string): string {
  return JSON.stringify(clip(text));
}

/** Names the JSON type of a value, for "expected … but found …" messages: "the number 4", "a list". */
export function kindText(value: unknown): MessageText {
  if (value === undefined) return says('kind.missing');
  if (value === null) return says('kind.null');
  if (Array.isArray(value)) return says('kind.list');
  if (typeof value === 'number') return says(Number.isInteger(value) ? 'kind.number' : 'kind.fraction', { value });
  if (typeof value === 'string') return says('kind.text', { text: quote(value) });
  if (typeof value === 'object') return says('kind.object');
  return says('kind.other', { type: typeof value });
}

/** A value as JSON when that is short (a text's prefix, a number, true, null), else its type in English. */
export function preview(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'object' && value !== null) return Array.isArray(value) ? 'a list' : 'an object';
  return String(value);
}

/** `preview` for a message of the catalog: the type of a list or an object is said in the reader's language. */
export function previewSaid(value: unknown): MessageParam {
  if (typeof value === 'object' && value !== null) return says(Array.isArray(value) ? 'kind.list' : 'kind.object');
  return preview(value);
}

/** `preview` without quotes around a text, for messages whose wording quotes it already. */
export function bare(value: unknown): MessageParam {
  return typeof value === 'string' ? clip(value) : previewSaid(value);
}
