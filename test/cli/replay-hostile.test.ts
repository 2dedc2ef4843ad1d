/**
 * `npm run -s replay -- FILE` (its source, bundled: ./replay-command.ts) on hostile records of both games: the answer is always the
 * `{"error": …}` object of docs/records.md with exit status 1, short whatever the file holds,
 * and never a stack trace.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayBundle, type ReplayRun } from './replay-command';

const HUGE = 'x'.repeat(100_000);
const DEEP = 1_000_000;

/** The replay command (bundled, ./replay-command.ts) on a file holding `text`. */
function replay(text: string): ReplayRun {
  const file = join(mkdtempSync(join(tmpdir(), 'replay-hostile-')), 'record.json');
  writeFileSync(file, text);
  return replayBundle(file);
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
