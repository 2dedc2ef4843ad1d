/** CSV export: quoting, formula-injection protection, and the two exports' exact content. */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, historyCsv, loadLibrary, statsCsv, toCsv } from '../../src/stats/index';
import { localTimestamp } from '../../src/stats/csv';
import { listPlayers, listSessions, renamePlayer, syncPlayers } from '../../src/store/index';
import { games } from '../../src/store/games';
import { freshDb, tickingClock } from '../store/helpers';
import { DIAMS_QUICK, THREE_PLAYER_BEGUN, TWO_PLAYER, store } from './games';

/**
 * A minimal RFC 4180 reader, to check that what is written reads back as the same cells; with
 * `separator` ";", as a spreadsheet whose list separator is ";" reads the file.
 */
function parseCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('csvCell and toCsv', () => {
  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('Ann')).toBe('Ann');
    expect(csvCell('Smith, Ann')).toBe('"Smith, Ann"');
    expect(csvCell('Ann "the Ace"')).toBe('"Ann ""the Ace"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell("O'Neil")).toBe("O'Neil");
  });

  it("prefixes text a spreadsheet would run as a formula with '", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tTab')).toBe("'\tTab");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('quotes every cell a spreadsheet splitting on ; would cut, and guards a formula after either separator', () => {
    // Split on ";" (the list separator of many locales), `x;=1+1` went out bare: its second piece ran.
    expect(csvCell('x;=1+1')).toBe(`"'x;=1+1"`);
    expect(csvCell('Ann; Bob')).toBe('"Ann; Bob"');
    expect(csvCell('Ann; -Bob')).toBe(`"'Ann; -Bob"`);
    expect(csvCell('Ann,+1')).toBe(`"'Ann,+1"`);
    expect(csvCell('Ann, @x')).toBe(`"'Ann, @x"`);
    expect(csvCell('a\n=1+1')).toBe(`"'a\n=1+1"`);
    expect(csvCell('x;\t1')).toBe(`"'x;\t1"`);
    // A separator followed by anything else is quoted, not guarded.
    expect(csvCell('Ann; Bob 3')).toBe('"Ann; Bob 3"');
    expect(csvCell('a=b;c')).toBe('"a=b;c"');
  });

  it('guards the fullwidth ＝ ＋ － ＠ as their ASCII forms, and a tab or carriage return first', () => {
    expect(csvCell('＝1+1')).toBe("'＝1+1");
    expect(csvCell('＋1')).toBe("'＋1");
    expect(csvCell('－1')).toBe("'－1");
    expect(csvCell('＠SUM(A1)')).toBe("'＠SUM(A1)");
    expect(csvCell('x;＝1')).toBe(`"'x;＝1"`);
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell(' =1')).toBe("' =1");
  });

  it('leaves no cell starting a formula, whichever separator a spreadsheet splits on', () => {
    const nasty = ['x;=1+1', 'a,b;＝c', 'p; ;-q', 'Ann\r\n@x', '＠SUM(A1)', ' ＋1', 'x;\t=1', '"q";=1', 'Ann', '美咲'];
    const text = toCsv([nasty]);
    expect(parseCsv(text)[0]).toEqual(nasty.map((c) => (c === 'Ann' || c === '美咲' ? c : `'${c}`)));
    for (const separator of [',', ';']) {
      const cells = parseCsv(text, separator).flat();
      for (const cell of cells) expect(cell, `${separator} ${JSON.stringify(cell)}`).not.toMatch(/^\s*[=+\-@＝＋－＠]/);
    }
    // Split on ";", the quoted cells stay whole: nothing of `x;=1+1` becomes a cell of its own.
    expect(parseCsv(toCsv([['x;=1+1', '2']]), ';')).toEqual([["'x;=1+1,2"]]);
  });

  it('leaves ordinary names alone, in any script', () => {
    for (const name of ['Ann', "O'Neil", 'Jean-Luc', 'a=b', 'x+y', 'Bob@home', '美咲', 'さくら', '王小明', '김민준', 'ＡＢＣ', '美咲＝Ann'])
      expect(csvCell(name), name).toBe(name);
  });

  it('writes numbers, booleans and empty cells plainly (a negative number is a number)', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(2.5)).toBe('2.5');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('yes');
  });

  it('joins rows with CRLF and reads back as the same cells', () => {
    const cells = [
      ['name', 'note'],
      ['Smith, "Ann"', 'line 1\nline 2'],
      ['=1+1', ''],
    ];
    const text = toCsv(cells);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parseCsv(text)).toEqual([cells[0], cells[1], ["'=1+1", '']]);
  });
});

// A time zone that is not UTC, so that a UTC time cannot pass for a local one (Paris: UTC+1 in
// winter, +2 in summer). This file runs in a process of its own (vitest isolates test files).
let zone: string | undefined;
beforeAll(() => {
  zone = process.env.TZ;
  process.env.TZ = 'Europe/Paris';
  expect(new Date(Date.UTC(2025, 0, 1)).getTimezoneOffset(), 'the zone took').toBe(-60);
});
afterAll(() => restoreZone(zone));

describe('the exports', () => {
  async function library() {
    const db = freshDb({ games, now: tickingClock(Date.UTC(2025, 2, 1, 20)) });
    await store(db, TWO_PLAYER);
    await store(db, THREE_PLAYER_BEGUN);
    await store(db, DIAMS_QUICK);
    await syncPlayers(db);
    return db;
  }

  it('statistics: one line per player and group they finished a game in', async () => {
    const db = await library();
    const players = await listPlayers(db);
    // Names that need quoting and protection follow every session into the export.
    await renamePlayer(db, players.find((p) => p.name === 'Ann')!.id, '=Ann, "A"');
    const lib = await loadLibrary(db);
    const rows = parseCsv(statsCsv(lib.entries, await listPlayers(db)));
    expect(rows[0]).toEqual([
      'Player',
      'Game',
      'Games',
      'Wins',
      'Win rate (%)',
      'Average score',
      'Best score',
      'Off-suit action points',
      'Trick win points',
      'Majority points',
      'No-trick bonus points',
      'Diamonds lost to Clubs',
      "Diam's rounds",
      'Points per round',
      'Victory chips',
      'Purity bonus won alone',
      'Purity bonus shared',
      'Hand bonus won',
    ]);
    const ann = rows.filter((r) => r[0] === `'=Ann, "A"`);
    expect(ann).toEqual([
      [`'=Ann, "A"`, 'All games', '2', '0', '0', '', '', '0', '11', '6', '4', '0', '1', '9', '3', '0', '1', '1'],
      [`'=Ann, "A"`, 'Diamonds, all variants', '1', '0', '0', '24', '24', '0', '11', '6', '4', '0', '', '', '', '', '', ''],
      [`'=Ann, "A"`, 'Diamonds, standard', '1', '0', '0', '24', '24', '0', '11', '6', '4', '0', '', '', '', '', '', ''],
      [`'=Ann, "A"`, "Diam's, all", '1', '0', '0', '9', '9', '', '', '', '', '', '1', '9', '3', '0', '1', '1'],
      [`'=Ann, "A"`, "Diam's, quick game", '1', '0', '0', '9', '9', '', '', '', '', '', '1', '9', '3', '0', '1', '1'],
    ]);
    const bob = rows.filter((r) => r[0] === 'Bob');
    expect(bob[0]).toEqual(['Bob', 'All games', '2', '1', '50', '', '', '0', '17', '10', '0', '0', '1', '3', '2', '0', '0', '1']);
    // Cy has no finished Diamonds game: no Diamonds line.
    expect(rows.filter((r) => r[0] === 'Cy').map((r) => r[1])).toEqual(['All games', "Diam's, all", "Diam's, quick game"]);
  });

  it('history: one line per session, newest first as listed, local times with their offset', async () => {
    const db = await library();
    const rows = parseCsv(historyCsv(await listSessions(db)));
    expect(rows[0]).toEqual(['Played', 'Last change', 'Game', 'Variant', 'Status', 'Players', 'Standings', 'Winners', 'Id']);
    expect(rows.slice(1).map((r) => r.slice(2, 8))).toEqual([
      ["Diam's", 'quick game', 'finished', 'Ann; Bob; Cy', 'Ann 9; Bob 3; Cy 10', 'Cy'],
      ['Diamonds', 'standard', 'in progress', 'Ann; Bob; Cy', 'Ann 5; Bob 4; Cy 5', ''],
      ['Diamonds', 'standard', 'finished', 'Ann; Bob', 'Ann 24; Bob 30', 'Bob'],
    ]);
    // The games were played from 20:00 UTC: 21:00 in Paris (UTC+1 in March), as a spreadsheet shows it.
    expect(rows[1]![0]).toMatch(/^2025-03-01T21:00:\d\d\+01:00$/);
    expect(rows[1]![1]).toMatch(/^2025-03-01T21:00:\d\d\+01:00$/);
  });
});

describe('local times with their offset (the history CSV)', () => {
  it('the local wall clock and its offset from UTC, in and out of summer time, east and west, half hours too', () => {
    const at = Date.UTC(2026, 11, 4, 18, 31);
    expect(localTimestamp(at)).toBe('2026-12-04T19:31:00+01:00');
    expect(localTimestamp(Date.UTC(2026, 6, 4, 18, 31, 5))).toBe('2026-07-04T20:31:05+02:00');
    expect(inZone('America/St_Johns', () => localTimestamp(at))).toBe('2026-12-04T15:01:00-03:30');
    expect(inZone('Asia/Tokyo', () => localTimestamp(at))).toBe('2026-12-05T03:31:00+09:00');
    expect(inZone('UTC', () => localTimestamp(at))).toBe('2026-12-04T18:31:00+00:00');
    // What a spreadsheet (or Date) reads back is the same instant.
    expect(Date.parse(localTimestamp(at))).toBe(at);
  });
});

/** Runs `f` with the process in another time zone (Node reads TZ again when it is set). */
function inZone<T>(zone: string, f: () => T): T {
  const was = process.env.TZ;
  process.env.TZ = zone;
  try {
    return f();
  } finally {
    restoreZone(was);
  }
}

/** Puts TZ back as it was (assigning undefined would set the text "undefined"). */
function restoreZone(was: string | undefined): void {
  if (was === undefined) delete process.env.TZ;
  else process.env.TZ = was;
}
