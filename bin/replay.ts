/**
 * `npm run -s replay -- FILE`: prints the replay of a game record as JSON (exit 0), or
 * `{"error": {...}}` (exit 1) for an invalid record. See docs/records.md. The file is decoded as
 * the app's import decodes it (UTF-8, or UTF-16 with a byte-order mark).
 */
import { readFileSync } from 'node:fs';
import { recordError } from '../src/i18n/rule-messages';
import { saidOutput } from '../src/i18n/said-output';
import { says } from '../src/rules/game';
import { replayText } from '../src/rules/replay';
import { decodeFileText } from '../src/store/file-text';

function main(argv: string[]): number {
  const file = argv[0];
  if (!file) {
    process.stderr.write('usage: npm run -s replay -- FILE\n');
    return 2;
  }
  let text: string;
  try {
    text = decodeFileText(readFileSync(file));
  } catch (e) {
    process.stderr.write(`replay: cannot read ${file}: ${(e as Error).message}\n`);
    return 2;
  }
  let result: ReturnType<typeof replayText>;
  try {
    result = replayText(text);
  } catch (e) {
    // Never a stack trace for a player: a record the checks missed is still reported as an error.
    result = { ok: false, error: { round: null, play: null, rule: 'format', text: says('format.record.unread', { why: (e as Error).message }) } };
  }
  if (result.ok) {
    // The reasons, given as keys and values, said in English from the catalog.
    process.stdout.write(`${JSON.stringify(saidOutput(result.output), null, 2)}\n`);
    return 0;
  }
  // The error object of docs/records.md, its message said in English from the rules' catalog.
  process.stdout.write(`${JSON.stringify({ error: recordError(result.error) }, null, 2)}\n`);
  return 1;
}

process.exitCode = main(process.argv.slice(2));
