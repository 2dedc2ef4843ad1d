/**
 * A language's catalog from its parts. Each locale module (./ja.ts, ./zh-Hant.ts) exports the
 * maps of its files, one per file and nothing else; this makes them the one map of templates that
 * @lit/localize reads, so no language lists its parts twice.
 */
import type { TemplateMap } from '@lit/localize';

/** A locale module: its files' maps, by name. */
export type LocaleParts = Readonly<Record<string, TemplateMap>>;

/** Every id of every part. An id lives in one part only (test/cli/i18n-files.test.ts), so their order does not matter. */
export function templatesOf(parts: LocaleParts): TemplateMap {
  return Object.assign({}, ...Object.values(parts)) as TemplateMap;
}
