/**
 * The `replay` command as other tools call it: `npm run -s replay -- FILE`, no build step. The
 * examples and encodings run the same source bundled (./replay-command.ts); the documented command
 * itself is run for a finished game and for bad JSON.
 */
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { npmReplay, replayBundle, type ReplayRun } from './replay-command';

const EXAMPLES = fileURLToPath(new URL('../../examples/', import.meta.url));

function replay(file: string, run: (file: string) => ReplayRun = replayBundle): { status: number | null; output: Record<string, unknown> } {
  const done = run(file);
  return { status: done.status, output: JSON.parse(done.stdout) as Record<string, unknown> };
}

/** The fields of the output the contract fixes, for comparing with the expected files. */
function fixed(output: Record<string, unknown>): Record<string, unknown> {
  if ('error' in output) {
    const { round, play, rule } = output.error as Record<string, unknown>;
    return { error: { round, play, rule } };
  }
  const keys = output.game === 'diamonds' ? ['game', 'complete', 'roundsPlayed', 'standings', 'winners'] : ['game', 'complete', 'rounds', 'totals', 'winners'];
  const rounds = output.game === 'diams' ? (output.rounds as { points: unknown; chips: unknown }[]).map(({ points, chips }) => ({ points, chips })) : undefined;
  return Object.fromEntries(keys.map((k) => [k, k === 'rounds' && rounds ? rounds : output[k]]));
}

const records = readdirSync(EXAMPLES).filter((f) => f.endsWith('.json') && !f.endsWith('.expected.json'));

describe('npm run -s replay -- FILE', () => {
  it.each(records)('%s: exit status and output as expected', (name) => {
    const expected = JSON.parse(readFileSync(join(EXAMPLES, name.replace('.json', '.expected.json')), 'utf8'));
    const { status, output } = replay(join(EXAMPLES, name));
    expect(status).toBe(expected.exit);
    expect(fixed(output)).toEqual(expected.output);
    if ('error' in output) expect(String((output.error as { message: string }).message).length).toBeGreaterThan(10);
  });
  it('prints the per-trick log and the reason for every diamond moved', () => {
    const { output } = replay(join(EXAMPLES, 'diamonds-4p-standard.json'), npmReplay);
    expect((output.tricks as unknown[]).length).toBe(40);
    const moves = output.moves as { reason: string }[];
    expect(moves.length).toBeGreaterThan(40);
    expect(moves.every((m) => /\(D-[A-Z]+, D-A-[A-Z]+\)$/.test(m.reason))).toBe(true);
  });
  it('answers bad JSON with a format error and exit status 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'replay-'));
    const file = join(dir, 'bad.json');
    writeFileSync(file, '{"game": "diamonds", ');
    const { status, output } = replay(file, npmReplay);
    expect(status).toBe(1);
    expect(output).toMatchObject({ error: { rule: 'format', round: null, play: null } });
  });
});

/** A text saved by an editor: UTF-8 with a byte-order mark, or UTF-16 (either byte order) with one. */
const SAVED_AS: Record<string, (text: string) => Buffer> = {
  'UTF-8 with a BOM': (text) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]),
  'UTF-16 LE with a BOM': (text) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
  'UTF-16 BE with a BOM': (text) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]),
};

describe('replay reads a record as the app imports it (src/store/file-text.ts)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'replay-encodings-'));
  // A finished game of each kind, and a broken one: its fault, not the encoding, is reported.
  const cases = ['diamonds-4p-standard.json', 'diams-4p.json', 'diamonds-broken-dfollow.json'].flatMap((name) =>
    Object.keys(SAVED_AS).map((encoding) => [name, encoding] as const),
  );
  it.each(cases)('%s saved as %s', (name, encoding) => {
    const expected = JSON.parse(readFileSync(join(EXAMPLES, name.replace('.json', '.expected.json')), 'utf8'));
    const file = join(dir, `${encoding.replace(/\W+/g, '-')}-${name}`);
    writeFileSync(file, SAVED_AS[encoding]!(readFileSync(join(EXAMPLES, name), 'utf8')));
    const { status, output } = replay(file);
    expect(fixed(output)).toEqual(expected.output);
    expect(status).toBe(expected.exit);
  });
});
