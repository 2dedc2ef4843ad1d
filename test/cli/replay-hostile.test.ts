/**
 * `npm run -s replay -- FILE` on hostile records of both games: the answer is always the
 * `{"error": …}` object of docs/records.md with exit status 1, short whatever the file holds,
 * and never a stack trace.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HUGE = 'x'.repeat(100_000);
const DEEP = 1_000_000;

function replay(text: string): { status: number | null; stdout: string; stderr: string } {
  const file = join(mkdtempSync(join(tmpdir(), 'replay-hostile-')), 'record.json');
  writeFileSync(file, text);
  const run = spawnSync('npm', ['run', '-s', 'replay', '--', file], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const diamonds = (plays: string, players = '["Ann", "Bob"]') =>
  `{"game": "diamonds", "players": ${players}, "rounds": [{"dealer": "Ann", "pass": 2, "plays": [${plays}]}]}`;
const diams = (round: string, players = '["Ann", "Bob"]') =>
  `{"game": "diams", "players": ${players}, "values": {"1": [1, 2, 3], "2": [1, 2, 3], "3": [1, 2, 3], "4": [1, 2, 3], "5": [1, 2, 3], "6": [1, 2, 3], "7": [1, 2, 3], "8": [1, 2, 3], "9": [1, 2, 3], "10": [1, 2, 3]}, "rounds": [${round}]}`;

describe('replay on hostile records: a short format error, exit status 1, no stack trace', () => {
  it.each([
    ['Diamonds: a 100,000-character play', diamonds(`"C6", "${HUGE}"`)],
    ['Diamonds: a 100,000-character name', diamonds('"C6"', `["Ann", "${HUGE}"]`)],
    ['Diamonds: a play nested a million deep', diamonds(`"C6", ${'['.repeat(DEEP)}${']'.repeat(DEEP)}`)],
    ["Diam's: a sheet for a 100,000-character name", diams(`{"Ann": {"safe": [], "hand": []}, "Bob": {"safe": [], "hand": []}, "${HUGE}": {}}`)],
    ["Diam's: a 100,000-character name", diams('', `["Ann", "${HUGE}"]`)],
    ["Diam's: a hand nested a million deep", diams(`{"Ann": {"safe": [], "hand": ${'['.repeat(DEEP)}${']'.repeat(DEEP)}}, "Bob": {"safe": [], "hand": []}}`)],
  ])('%s', (_, text) => {
    const { status, stdout, stderr } = replay(text);
    expect(status).toBe(1);
    expect(stderr).toBe('');
    expect(stdout.length).toBeLessThan(600);
    expect(stdout).not.toMatch(/Maximum call stack|\n\s+at /);
    const { error } = JSON.parse(stdout) as { error: { rule: string; message: string } };
    expect(error.rule).toBe('format');
    expect(error.message.length).toBeGreaterThan(10);
  });
});
