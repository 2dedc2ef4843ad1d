import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diamondsGame, diamondsRecord, readDiamondsRecord, replayDiamonds } from '../../../src/rules/diamonds/index';
import { recordError, rejectionText } from '../../../src/i18n/rule-messages';

const EXAMPLES = new URL('../../../examples/', import.meta.url);
const read = (name: string): unknown => JSON.parse(readFileSync(new URL(name, EXAMPLES), 'utf8'));
const names = readdirSync(EXAMPLES).filter((f) => f.startsWith('diamonds') && !f.endsWith('.expected.json'));

/** Only the fields the contract fixes; the real output carries more (tricks, reasons). */
function contract(raw: unknown): unknown {
  const r = replayDiamonds(raw);
  if (!r.ok) return { exit: 1, output: { error: { round: r.error.round, play: r.error.play, rule: r.error.rule } } };
  const { game, complete, roundsPlayed, standings, winners } = r.output;
  return { exit: 0, output: { game, complete, roundsPlayed, standings, winners } };
}

describe('the shared example records (examples)', () => {
  it.each(names)('%s replays as expected', (name) => {
    expect(contract(read(name))).toEqual(read(name.replace('.json', '.expected.json')));
  });
  it.each(names.filter((n) => !n.includes('broken')))('%s exports back to an equal record', (name) => {
    const parsed = readDiamondsRecord(read(name));
    if (!parsed.ok) throw new Error(rejectionText(parsed.error));
    const again = readDiamondsRecord(diamondsRecord(parsed.config, parsed.events));
    if (!again.ok) throw new Error(rejectionText(again.error));
    expect(again.events).toEqual(parsed.events);
  });
});

// A small legal 2-player game start to break, one fault at a time (dealer Ann, Bob leads).
// T1 Bob C6, Ann C8, Bob C13, Ann C1 → Bob robs Ann (forced). T2 Bob H5, Ann S3 (off-suit) …
function base(): { game: string; players: string[]; variant: string; thief: null; rounds: Record<string, unknown>[] } {
  return {
    game: 'diamonds',
    players: ['Ann', 'Bob'],
    variant: 'standard',
    thief: null,
    rounds: [{ dealer: 'Ann', pass: 2, plays: ['C6', 'C8', 'C13', 'C1', 'H5', 'S3', 'H6'] }],
  };
}

function errorOf(record: unknown): { round: number | null; play: number | null; rule: string; message: string } {
  const r = replayDiamonds(record);
  if (r.ok) throw new Error('expected an error');
  // The error object of records.md, its message said in English from the catalog, as replay prints it.
  const error = recordError(r.error);
  expect(error.message.length).toBeGreaterThan(10);
  return error;
}

describe('every fault of records.md gives its rule id and position', () => {
  it('format: not JSON-shaped, missing or mistyped fields, unknown variant, bad players', () => {
    for (const bad of [
      null,
      3,
      'x',
      [],
      {},
      { ...base(), game: 'diams' },
      { ...base(), players: 'Ann' },
      { ...base(), variant: 'fast' },
      { ...base(), rounds: {} },
      { ...base(), extra: 1 },
    ]) {
      expect(errorOf(bad)).toMatchObject({ rule: 'format', round: null, play: null });
    }
    expect(errorOf({ ...base(), players: ['Ann', ' Ann'] })).toMatchObject({ rule: 'format' });
    expect(errorOf({ ...base(), players: ['Ann'] })).toMatchObject({ rule: 'format' });
    expect(errorOf({ ...base(), players: ['A', 'B', 'C', 'D', 'E', 'F', 'G'] })).toMatchObject({ rule: 'format' });
    expect(errorOf({ ...base(), variant: 'teams' })).toMatchObject({ rule: 'format' });
    expect(errorOf({ ...base(), thief: 'Zed' })).toMatchObject({ rule: 'format' });
  });
  it('format: a play that is not a card code, a suffix on a non-club, a mistyped round', () => {
    const r = base();
    (r.rounds[0] as { plays: unknown[] }).plays[4] = 'H05';
    expect(errorOf(r)).toMatchObject({ rule: 'format', round: 1, play: 5 });
    (r.rounds[0] as { plays: unknown[] }).plays[4] = 'H5>Ann';
    expect(errorOf(r)).toMatchObject({ rule: 'format', round: 1, play: 5 });
    (r.rounds[0] as { plays: unknown[] }).plays[4] = 7;
    expect(errorOf(r)).toMatchObject({ rule: 'format', round: 1, play: 5 });
    expect(errorOf({ ...base(), rounds: [{ dealer: 'Ann', pass: '2', plays: [] }] })).toMatchObject({ rule: 'format', round: 1 });
    expect(errorOf({ ...base(), rounds: [{ dealer: 'Ann', pass: 2 }] })).toMatchObject({ rule: 'format', round: 1 });
  });
  it('D-DECK: a card not in the variant’s deck, or played twice in a round', () => {
    const r = base();
    (r.rounds[0] as { plays: string[] }).plays.push('H5');
    expect(errorOf(r)).toMatchObject({ rule: 'D-DECK', round: 1, play: 8 });
    const p = { ...base(), variant: 'perfect', rounds: [{ dealer: 'Ann', pass: 1, plays: ['H9'] }] };
    expect(errorOf(p)).toMatchObject({ rule: 'D-DECK', round: 1, play: 1 });
  });
  it('D-ROUND-END: more plays than the hands hold, or a round after an unfinished one', () => {
    const full = readDiamondsRecord(read('diamonds-2p.json'));
    if (!full.ok) throw new Error('example must be valid');
    const rec = read('diamonds-2p.json') as { rounds: { plays: string[] }[] };
    rec.rounds[0]?.plays.push('D2');
    expect(errorOf(rec)).toMatchObject({ rule: 'D-ROUND-END', round: 1, play: 21 });
    expect(errorOf({ ...base(), rounds: [base().rounds[0], { pass: 1, plays: [] }] })).toMatchObject({ rule: 'D-ROUND-END', round: 2, play: null });
  });
  it('D-ROUNDS: more rounds than the game has', () => {
    const rec = read('diamonds-2p.json') as { rounds: unknown[] };
    rec.rounds.push({ pass: 1, plays: [] });
    expect(errorOf(rec)).toMatchObject({ rule: 'D-ROUNDS', round: 5, play: null });
  });
  it('D-DEALER: a wrong dealer, or none in round 1', () => {
    expect(errorOf({ ...base(), rounds: [{ pass: 2, plays: [] }] })).toMatchObject({ rule: 'D-DEALER', round: 1, play: null });
    expect(errorOf({ ...base(), rounds: [{ dealer: 'Zed', pass: 2, plays: [] }] })).toMatchObject({ rule: 'D-DEALER', round: 1 });
    const rec = read('diamonds-2p.json') as { rounds: { dealer?: string }[] };
    (rec.rounds[1] as { dealer?: string }).dealer = 'Lou';
    expect(errorOf(rec)).toMatchObject({ rule: 'D-DEALER', round: 2, play: null });
  });
  it('D-PASS: a pass count outside 1–3', () => {
    for (const pass of [0, 4, -2]) {
      expect(errorOf({ ...base(), rounds: [{ dealer: 'Ann', pass, plays: [] }] })).toMatchObject({ rule: 'D-PASS', round: 1, play: null });
    }
  });
  it('D-FOLLOW: a revoke, reported at the play where it happened', () => {
    const r = base();
    // Ann showed out of Hearts at play 6 (S3); a Heart from Ann later proves the revoke.
    (r.rounds[0] as { plays: string[] }).plays.push('H2');
    expect(errorOf(r)).toMatchObject({ rule: 'D-FOLLOW', round: 1, play: 6 });
  });
  it('D-A-CLUB: a missing, wrong or pointless victim', () => {
    const three = (plays: string[], endSteal?: string): unknown => ({
      game: 'diamonds',
      players: ['Ann', 'Bob', 'Cy'],
      rounds: [{ dealer: 'Ann', pass: 1, plays, ...(endSteal ? { endSteal } : {}) }],
    });
    // Bob leads H5, Cy throws C9: Ann or Bob may be robbed, so Cy must say whom.
    expect(errorOf(three(['H5', 'C9']))).toMatchObject({ rule: 'D-A-CLUB', round: 1, play: 2 });
    expect(errorOf(three(['H5', 'C9>Cy']))).toMatchObject({ rule: 'D-A-CLUB', round: 1, play: 2 });
    expect(errorOf(three(['H5', 'C9>Zed']))).toMatchObject({ rule: 'D-A-CLUB', round: 1, play: 2 });
    expect(replayDiamonds(three(['H5', 'C9>Ann'])).ok).toBe(true);
    // A Clubs-led trick: the winner's highest club names the victim; a lower club may not.
    expect(errorOf(three(['C5', 'C9', 'C2']))).toMatchObject({ rule: 'D-A-CLUB', play: 2 });
    expect(replayDiamonds(three(['C5', 'C9>Bob', 'C2'])).ok).toBe(true);
    expect(errorOf(three(['C5>Ann', 'C9', 'C2']))).toMatchObject({ rule: 'D-A-CLUB', play: 1 });
    // Forced victims (2 players): the suffix may be left out or must name the victim.
    const two = base();
    (two.rounds[0] as { plays: string[] }).plays[2] = 'C13>Ann';
    expect(replayDiamonds(two).ok).toBe(true);
    (two.rounds[0] as { plays: string[] }).plays[2] = 'C13>Bob';
    expect(errorOf(two)).toMatchObject({ rule: 'D-A-CLUB', round: 1, play: 3 });
    // endSteal where no Clubs majority happens, or in an unfinished round.
    expect(errorOf(three(['H5'], 'Ann'))).toMatchObject({ rule: 'D-A-CLUB', round: 1, play: null });
  });
  it('never throws on hostile input', () => {
    const hostile = [
      undefined,
      Symbol.iterator as unknown,
      { game: 'diamonds', players: [{}, []], rounds: [] },
      { game: 'diamonds', players: ['<script>x</script>', 'B'], rounds: [{ dealer: '<script>x</script>', pass: 1, plays: ['C1>' + 'x'.repeat(10000)] }] },
    ];
    for (const h of hostile) expect(() => replayDiamonds(h)).not.toThrow();
  });
  it('accepts names with markup as plain text', () => {
    const rec = { ...base(), players: ['<b>Ann</b>', 'Bob'], rounds: [{ dealer: '<b>Ann</b>', pass: 1, plays: [] }] };
    const r = replayDiamonds(rec);
    expect(r.ok && r.output.standings[0]?.players).toEqual(['<b>Ann</b>']);
  });
});

describe('the game module', () => {
  it('parses a record into the same log the app records, and back', () => {
    const parsed = diamondsGame.parseRecord(read('diamonds-5p-in-progress.json'));
    if (!parsed.ok) throw new Error(rejectionText(parsed.error));
    expect(parsed.events.filter((e) => e.type === 'steal').length).toBeGreaterThan(0);
    const record = diamondsGame.toRecord(parsed.config, parsed.events);
    expect(diamondsGame.parseRecord(record)).toEqual(parsed);
  });
});
