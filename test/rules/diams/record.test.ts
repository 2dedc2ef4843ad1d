import { describe, expect, it } from 'vitest';
import { QUALITY_KEYS, diamsGame, parseRecord, replayDiams, toRecord, type DiamsRecord } from '../../../src/rules/diams';
import { diamsExamples, readExample, simpleCard } from './fixtures';
import { recordError } from '../../../src/i18n/rule-messages';

/** A valid 3-player record, 2 of 3 rounds played; values from simpleCard (q × 3 = q points). */
function base(): Record<string, any> {
  return {
    game: 'diams',
    players: ['Ann', 'Bob', 'Cy'],
    options: { rounds: 3, handTie: 'none', winBy: 'chips' },
    values: simpleCard().values,
    rounds: [
      {
        Ann: { safe: [{ quality: 7, count: 3, pure: 1 }], hand: [3, 9] },
        Bob: { safe: [], hand: [10] },
        Cy: { safe: [{ quality: 2, count: 5, pure: 0 }], hand: [] },
      },
      {
        Ann: { safe: [], hand: [] },
        Bob: { safe: [{ quality: 4, count: 4, pure: 2 }], hand: [] },
        Cy: { safe: [{ quality: 1, count: 2, pure: 1 }], hand: [1] },
      },
    ],
  };
}

function fault(raw: unknown): { rule: string; round: number | null; play: number | null; message: string } {
  const parsed = parseRecord(raw);
  expect(parsed.ok).toBe(false);
  if (parsed.ok) throw new Error('expected a fault');
  // replay reports the very same error as parseRecord.
  expect(replayDiams(raw)).toEqual({ ok: false, error: parsed.error });
  expect(parsed.error.play).toBeNull();
  const error = recordError(parsed.error);
  expect(error.message.length).toBeGreaterThan(10);
  return error;
}

describe("records.md: a valid Diam's record", () => {
  it('the base record parses into its config and one event per round', () => {
    const parsed = parseRecord(base());
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.config.players).toEqual(['Ann', 'Bob', 'Cy']);
    expect(parsed.events).toHaveLength(2);
    expect(parsed.events[1]?.sheets[1]).toEqual({ safe: [{ quality: 4, count: 4, pure: 2 }], hand: [] });
  });

  it('M-GAME: an unfinished game replays with complete false and no winners', () => {
    // Round 1: Ann 7 + 5 (the only magnifier) + 3 (hand 3 + 9 = 12 beats Bob's 10) = 15, Bob 0, Cy 2×5 = 22.
    //   → places Cy, Ann, Bob → chips Ann 3, Bob 2, Cy 4.
    // Round 2: Ann 0, Bob 4×4 = 14 + 5 (2 magnifiers against Cy's 1) = 19, Cy 0 (a 2-collection) + 3 (hand 1,
    //   the only non-empty hand) = 3 → chips Ann 2, Bob 4, Cy 3.
    const result = replayDiams(base());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.output).toMatchObject({
      game: 'diams',
      complete: false,
      rounds: [
        { points: { Ann: 15, Bob: 0, Cy: 22 }, chips: { Ann: 3, Bob: 2, Cy: 4 } },
        { points: { Ann: 0, Bob: 19, Cy: 3 }, chips: { Ann: 2, Bob: 4, Cy: 3 } },
      ],
      totals: { Ann: { chips: 5, points: 15 }, Bob: { chips: 6, points: 19 }, Cy: { chips: 7, points: 25 } },
      winners: [],
      decision: null,
    });
  });

  it('options and each of its fields are optional, with the defaults 3 / "none" / "chips"', () => {
    const noOptions = base();
    delete noOptions['options'];
    const partial = { ...base(), options: { handTie: 'all' } };
    const p1 = parseRecord(noOptions);
    const p2 = parseRecord(partial);
    expect(p1.ok && p1.config.options).toEqual({ rounds: 3, handTie: 'none', winBy: 'chips' });
    expect(p2.ok && p2.config.options).toEqual({ rounds: 3, handTie: 'all', winBy: 'chips' });
  });

  it('rounds may be empty: nothing played yet', () => {
    const result = replayDiams({ ...base(), rounds: [] });
    expect(result.ok && result.output).toMatchObject({ complete: false, rounds: [], winners: [], totals: { Ann: { chips: 0, points: 0 } } });
  });

  it('names are just strings: markup, "__proto__", "constructor" and digits survive as keys', () => {
    const names = ['<b>Ann</b>', '__proto__', 'constructor', '2'];
    const text = JSON.stringify({
      game: 'diams',
      players: names,
      options: { rounds: 1 },
      values: simpleCard().values,
      rounds: [Object.fromEntries(names.map((n, i) => [n, { safe: [{ quality: i + 1, count: 3, pure: 0 }], hand: [] }]))],
    });
    // JSON.parse makes "__proto__" an own key, as any record read from a file.
    const result = replayDiams(JSON.parse(text));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // Quality q × 3 = q points: 1, 2, 3, 4 → places 4, 3, 2, 1.
    expect(Object.keys(result.output.totals).sort()).toEqual([...names].sort());
    expect(Object.getPrototypeOf(result.output.totals)).toBe(Object.prototype);
    // (The expected object comes from JSON text too: a literal `__proto__:` would set a prototype.)
    const expected: unknown = JSON.parse('{"<b>Ann</b>": 1, "__proto__": 2, "constructor": 3, "2": 4}');
    expect(JSON.parse(JSON.stringify(result.output.rounds[0]?.points))).toEqual(expected);
    expect(result.output.winners).toEqual(['2']);
  });

  it('round keys match names after trimming spaces, as names are compared', () => {
    const raw = base();
    raw['rounds'][0][' Ann '] = raw['rounds'][0]['Ann'];
    delete raw['rounds'][0]['Ann'];
    expect(parseRecord(raw).ok).toBe(true);
  });

  it('M-CARD-DECK: the optional "deck" field this app adds is read and enforced', () => {
    // Most copies used in one round: 5 of quality 2 (Cy, round 1); most magnified: 2 of quality 4 (Bob, round 2).
    const deck = Object.fromEntries(QUALITY_KEYS.map((k) => [k, { cards: 5, pure: 2 }]));
    expect(parseRecord({ ...base(), deck }).ok).toBe(true);
    // Round 2: Bob's safe holds 2 magnified diamonds of quality 4, the deck only 1.
    const tight = { ...deck, '4': { cards: 5, pure: 1 } };
    expect(fault({ ...base(), deck: tight })).toMatchObject({ rule: 'M-CARD-DECK', round: 2 });
  });
});

describe('records.md: export then import', () => {
  for (const name of diamsExamples()) {
    it(`toRecord writes back the shared example ${name} exactly`, () => {
      const raw = readExample(`${name}.json`);
      const parsed = parseRecord(raw);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      const record: DiamsRecord = diamsGame.toRecord(parsed.config, parsed.events) as DiamsRecord;
      expect(JSON.parse(JSON.stringify(record))).toEqual(raw);
      expect(parseRecord(JSON.parse(JSON.stringify(record)))).toEqual(parsed);
    });
  }

  it('toRecord keeps the deck, and the result parses back to the same config', () => {
    const deck = Object.fromEntries(QUALITY_KEYS.map((k) => [k, { cards: 9, pure: 3 }]));
    const parsed = parseRecord({ ...base(), deck });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const again = parseRecord(JSON.parse(JSON.stringify(toRecord(parsed.config, parsed.events))));
    expect(again).toEqual(parsed);
  });
});

describe('records.md: malformed records give "format" (or M-CARD-VALUES) and the round, never an exception', () => {
  const hostile: [string, unknown][] = [
    ['null', null],
    ['an array', [base()]],
    ['a string', '{"game":"diams"}'],
    ['a number', 42],
    ['a huge number', 1e308],
    ['a boolean', true],
    ['undefined', undefined],
    ['an empty object', {}],
  ];
  for (const [what, raw] of hostile) {
    it(`format: ${what} instead of a record (round null)`, () => {
      expect(fault(raw)).toMatchObject({ rule: 'format', round: null });
    });
  }

  type Edit = (r: Record<string, any>) => unknown;
  const topLevel: [string, Edit][] = [
    [
      'a missing game',
      (r) => {
        delete r['game'];
        return r;
      },
    ],
    ['a Diamonds game tag', (r) => ({ ...r, game: 'diamonds' })],
    ['an unknown top-level field', (r) => ({ ...r, notes: 'hi' })],
    [
      'missing players',
      (r) => {
        delete r['players'];
        return r;
      },
    ],
    ['players as a string', (r) => ({ ...r, players: 'Ann, Bob' })],
    ['one player', (r) => ({ ...r, players: ['Ann'] })],
    ['six players', (r) => ({ ...r, players: ['A', 'B', 'C', 'D', 'E', 'F'] })],
    ['a name that is a number', (r) => ({ ...r, players: ['Ann', 7, 'Cy'] })],
    ['a blank name', (r) => ({ ...r, players: ['Ann', '   ', 'Cy'] })],
    ['names equal after trimming', (r) => ({ ...r, players: ['Ann', 'Bob', ' Ann'] })],
    ['options as null', (r) => ({ ...r, options: null })],
    ['options as a list', (r) => ({ ...r, options: [3] })],
    ['an unknown option', (r) => ({ ...r, options: { rounds: 3, speed: 2 } })],
    ['options.rounds 2 (M-GAME)', (r) => ({ ...r, options: { rounds: 2 } })],
    ['options.rounds as text', (r) => ({ ...r, options: { rounds: '3' } })],
    ['options.handTie "some" (M-HAND)', (r) => ({ ...r, options: { handTie: 'some' } })],
    ['options.winBy "votes" (M-WIN)', (r) => ({ ...r, options: { winBy: 'votes' } })],
    ['options.winBy null', (r) => ({ ...r, options: { winBy: null } })],
    [
      'missing values',
      (r) => {
        delete r['values'];
        return r;
      },
    ],
    ['values as a list', (r) => ({ ...r, values: [] })],
    [
      'values missing quality 10',
      (r) => {
        delete r['values']['10'];
        return r;
      },
    ],
    [
      'values with quality "0"',
      (r) => {
        r['values']['0'] = [1, 2, 3];
        return r;
      },
    ],
    [
      'a value row of 4 entries',
      (r) => {
        r['values']['3'] = [1, 2, 3, 4];
        return r;
      },
    ],
    [
      'a negative value',
      (r) => {
        r['values']['3'] = [1, -2, 3];
        return r;
      },
    ],
    [
      'a fractional value',
      (r) => {
        r['values']['3'] = [1.5, 2, 3];
        return r;
      },
    ],
    [
      'a value as text',
      (r) => {
        r['values']['3'] = ['1', 2, 3];
        return r;
      },
    ],
    [
      'a huge value',
      (r) => {
        r['values']['3'] = [1e300, 2, 3];
        return r;
      },
    ],
    ['a deck that is not an object', (r) => ({ ...r, deck: 'standard' })],
    [
      'missing rounds',
      (r) => {
        delete r['rounds'];
        return r;
      },
    ],
    ['rounds as an object', (r) => ({ ...r, rounds: {} })],
    ['rounds as null', (r) => ({ ...r, rounds: null })],
  ];
  for (const [what, edit] of topLevel) {
    it(`format: ${what} (round null)`, () => {
      expect(fault(edit(base()))).toMatchObject({ rule: 'format', round: null });
    });
  }

  const rounds: [string, number, Edit][] = [
    ['more rounds than options.rounds (M-GAME)', 4, (r) => ({ ...r, rounds: [...r['rounds'], r['rounds'][0], r['rounds'][1]] })],
    ['a second round in a quick game (M-GAME)', 2, (r) => ({ ...r, options: { rounds: 1 } })],
    [
      'a round that is a list',
      2,
      (r) => {
        r['rounds'][1] = [];
        return r;
      },
    ],
    [
      'a round that is null',
      1,
      (r) => {
        r['rounds'][0] = null;
        return r;
      },
    ],
    [
      'an unknown player',
      2,
      (r) => {
        r['rounds'][1]['Zed'] = { safe: [], hand: [] };
        return r;
      },
    ],
    [
      'a missing player',
      1,
      (r) => {
        delete r['rounds'][0]['Bob'];
        return r;
      },
    ],
    [
      'two sheets for one player after trimming',
      1,
      (r) => {
        r['rounds'][0]['Bob '] = { safe: [], hand: [] };
        return r;
      },
    ],
    [
      'a sheet that is a string',
      2,
      (r) => {
        r['rounds'][1]['Cy'] = 'nothing';
        return r;
      },
    ],
    [
      'an unknown sheet field',
      1,
      (r) => {
        r['rounds'][0]['Ann']['specials'] = 1;
        return r;
      },
    ],
    [
      'a missing safe',
      1,
      (r) => {
        delete r['rounds'][0]['Ann']['safe'];
        return r;
      },
    ],
    [
      'a missing hand',
      2,
      (r) => {
        delete r['rounds'][1]['Bob']['hand'];
        return r;
      },
    ],
    [
      'a safe that is an object',
      2,
      (r) => {
        r['rounds'][1]['Bob']['safe'] = { quality: 4, count: 4, pure: 2 };
        return r;
      },
    ],
    [
      'a hand that is a number',
      1,
      (r) => {
        r['rounds'][0]['Bob']['hand'] = 10;
        return r;
      },
    ],
    [
      'a collection that is a number',
      1,
      (r) => {
        r['rounds'][0]['Ann']['safe'] = [7];
        return r;
      },
    ],
    [
      'an unknown collection field',
      1,
      (r) => {
        r['rounds'][0]['Ann']['safe'][0]['colour'] = 'red';
        return r;
      },
    ],
    [
      'a missing quality',
      1,
      (r) => {
        delete r['rounds'][0]['Ann']['safe'][0]['quality'];
        return r;
      },
    ],
    [
      'quality 0 (M-QUALITY)',
      1,
      (r) => {
        r['rounds'][0]['Ann']['safe'][0]['quality'] = 0;
        return r;
      },
    ],
    [
      'quality 11 (M-QUALITY)',
      2,
      (r) => {
        r['rounds'][1]['Bob']['safe'][0]['quality'] = 11;
        return r;
      },
    ],
    [
      'a fractional quality',
      1,
      (r) => {
        r['rounds'][0]['Ann']['safe'][0]['quality'] = 7.5;
        return r;
      },
    ],
    [
      'a quality as text',
      1,
      (r) => {
        r['rounds'][0]['Ann']['safe'][0]['quality'] = '7';
        return r;
      },
    ],
    [
      'a huge quality',
      1,
      (r) => {
        r['rounds'][0]['Ann']['safe'][0]['quality'] = 1e308;
        return r;
      },
    ],
    [
      'count 0',
      1,
      (r) => {
        r['rounds'][0]['Cy']['safe'][0]['count'] = 0;
        return r;
      },
    ],
    [
      'count 6 (M-SECURE)',
      1,
      (r) => {
        r['rounds'][0]['Cy']['safe'][0]['count'] = 6;
        return r;
      },
    ],
    [
      'a negative count',
      2,
      (r) => {
        r['rounds'][1]['Cy']['safe'][0]['count'] = -1;
        return r;
      },
    ],
    [
      'pure above count',
      2,
      (r) => {
        r['rounds'][1]['Bob']['safe'][0]['pure'] = 5;
        return r;
      },
    ],
    [
      'a negative pure',
      1,
      (r) => {
        r['rounds'][0]['Ann']['safe'][0]['pure'] = -1;
        return r;
      },
    ],
    [
      'pure as null',
      1,
      (r) => {
        r['rounds'][0]['Ann']['safe'][0]['pure'] = null;
        return r;
      },
    ],
    [
      'two collections of one quality (M-SECURE)',
      2,
      (r) => {
        r['rounds'][1]['Bob']['safe'].push({ quality: 4, count: 1, pure: 0 });
        return r;
      },
    ],
    [
      'a hand quality 11',
      1,
      (r) => {
        r['rounds'][0]['Ann']['hand'] = [3, 11];
        return r;
      },
    ],
    [
      'a hand quality 0 (a special card written as 0)',
      2,
      (r) => {
        r['rounds'][1]['Cy']['hand'] = [0];
        return r;
      },
    ],
    [
      'a hand quality as text',
      1,
      (r) => {
        r['rounds'][0]['Bob']['hand'] = ['10'];
        return r;
      },
    ],
  ];
  for (const [what, round, edit] of rounds) {
    it(`format: ${what} (round ${round})`, () => {
      expect(fault(edit(base()))).toMatchObject({ rule: 'format', round });
    });
  }

  it('M-CARD-VALUES: a needed null value is reported with its round', () => {
    // Round 2: Bob's 4 diamonds of quality 4 need values["4"][1].
    const raw = base();
    raw['values']['4'] = [4, null, 24];
    const error = fault(raw);
    expect(error).toMatchObject({ rule: 'M-CARD-VALUES', round: 2 });
    expect(error.message).toContain('4 diamonds of quality 4');
    expect(error.message).toContain('Bob');
  });

  it('M-CARD-VALUES: a null value nobody needs is fine', () => {
    // Cy's 2 diamonds of quality 1 in round 2 need no value (2 or fewer score 0).
    const raw = base();
    raw['values']['1'] = [null, null, null];
    raw['values']['9'] = [null, null, null];
    expect(parseRecord(raw).ok).toBe(true);
  });

  it('the first fault met is reported: an unknown value in round 1 before a malformed round 2', () => {
    const raw = base();
    raw['values']['7'] = [null, 17, 27];
    raw['rounds'][1]['Bob']['safe'][0]['quality'] = 11;
    expect(fault(raw)).toMatchObject({ rule: 'M-CARD-VALUES', round: 1 });
  });

  it('the first fault met is reported: a malformed top level before any round', () => {
    const raw = base();
    raw['options'] = { rounds: 2 };
    raw['rounds'][0]['Ann']['safe'][0]['quality'] = 11;
    expect(fault(raw)).toMatchObject({ rule: 'format', round: null });
  });
});
