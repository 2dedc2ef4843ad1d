/**
 * Both games from a follower's phone, over a real relay: Diam's round sheets (sheet mode), a
 * Diam's round played turn by turn (the turns log), and a Diamonds round counted at its end
 * (`check`). Each is appended by the host when the rules accept it, refused with the rules'
 * rejection (its M-… or D-… id) when not, and arrives in the follower's own copy.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSession, type DeviceDb } from '../../src/store/index';
import type { DiamondsState } from '../../src/rules/diamonds/index';
import type { DiamsState } from '../../src/rules/diams';
import { closeAll } from '../../src/live/tables';
import { propose } from '../../src/live/propose';
import { RATE } from '../../src/live/proposals';
import { config as diamsConfig } from '../rules/diams/fixtures';
import { d, ev } from '../rules/diams/turns/fixtures';
import { SHEETS, TURNS, roundOf, turn } from '../rules/diams/turns-fixtures';
import { config as diamondsConfig, zones } from '../support/diamonds-helpers';
import { confirmEverything, dropDbs, liveTable, until, type Table } from './helpers';

let made: Table | undefined;
afterEach(async () => {
  closeAll();
  await made?.relay.close();
  made = undefined;
  await dropDbs();
});

async function followed(game: 'diams' | 'diamonds', config: unknown): Promise<Table> {
  made = await liveTable(game, config);
  // Round-end counts and sheets from a follower wait for the host's player (table.test.ts and
  // seats.test.ts show the waiting); here the host confirms each as it comes.
  confirmEverything(made.host);
  const { followerDb, id } = made;
  await until(() => followerDb.sessions.get(id), 'the follower to store the game', 25_000);
  return made;
}

const events = async (db: DeviceDb, id: string) => (await loadSession(db, id))?.events ?? [];

describe('both games from a follower', () => {
  it("Diam's sheet mode: a round's sheet lines proposed from a follower are scored on the host; a sheet the rules refuse is not", async () => {
    const { hostDb, followerDb, id } = await followed('diams', diamsConfig(['Ann', 'Bob', 'Cy']));
    // One sheet short for three players: the rules refuse it, and the follower gets their words.
    const short = await propose(followerDb, id, roundOf(SHEETS[0]!, SHEETS[1]!), 0);
    expect(short.ok).toBe(false);
    expect('rejection' in short && short.rejection.rule).toMatch(/^M-|^format$/);
    expect(await events(hostDb, id)).toEqual([]);
    const round = roundOf(...SHEETS);
    const accepted = await propose<DiamsState>(followerDb, id, round, 0);
    expect(accepted.ok).toBe(true);
    expect(await events(hostDb, id)).toEqual([round]);
    expect(await events(followerDb, id)).toEqual([round]);
    const host = await loadSession<unknown, DiamsState>(hostDb, id);
    // Scored on the host as on the follower (Ann 9, Bob 5, Cy 11 with the simple card: turns-fixtures.ts).
    expect(host?.state.rounds[0]?.points).toEqual([9, 5, 11]);
    expect(accepted.ok && accepted.state.rounds[0]?.points).toEqual([9, 5, 11]);
  });

  it("Diam's turn by turn: every market event proposed from a follower; an illegal turn is refused with its M- rule", async () => {
    const { hostDb, followerDb, id } = await followed('diams', diamsConfig(['Ann', 'Bob', 'Cy']));
    let revision = 0;
    // At a player's pace: a phone may propose RATE times a second (./proposals.ts), a person's taps.
    const pace = () => new Promise((r) => setTimeout(r, 1000 / RATE));
    for (const [i, event] of TURNS.entries()) {
      await pace();
      if (i === 3) {
        // Bob takes the 4s of the market with a 5: not the same quality, not a sum (M-SAME / M-SUM).
        const illegal = await propose(followerDb, id, turn(ev.same(d(5), d(4), d(4), d(4, true))), revision);
        expect(illegal.ok).toBe(false);
        expect('rejection' in illegal && illegal.rejection.rule).toMatch(/^M-/);
      }
      const result = await propose(followerDb, id, event, revision);
      expect(result.ok, `event ${i}`).toBe(true);
      if (result.ok) revision = result.revision;
    }
    expect(await events(hostDb, id)).toEqual(TURNS);
    expect(await events(followerDb, id)).toEqual(TURNS);
    const sheets = await propose<DiamsState>(followerDb, id, roundOf(...SHEETS), revision);
    expect(sheets.ok).toBe(true);
    expect((await loadSession<unknown, DiamsState>(hostDb, id))?.state.rounds).toHaveLength(1);
  });

  it('Diamonds: a round-end check proposed from a follower is performed by the host (D-MAJORITY, D-NOTRICK)', async () => {
    const { hostDb, followerDb, id } = await followed('diamonds', diamondsConfig(4));
    const counted = (pairs: [number, number][]) => pairs.map(([showroom, vault]) => ({ showroom, vault }));
    // round-check.test.ts works this one out by hand: Ann 4/2, Bob 3/3, Cy 0/4, Dee 4/1.
    const check = {
      type: 'check',
      dealer: 0,
      pass: 2,
      won: [
        [5, 2, 1, 4],
        [3, 6, 1, 2],
        [0, 0, 0, 0],
        [2, 2, 8, 4],
      ],
      tricks: [true, true, false, true],
      zones: counted([
        [4, 1],
        [2, 3],
        [0, 2],
        [5, 0],
      ]),
    };
    // Cards won that do not add up to the deck: refused by the rules, nothing written.
    const wrong = await propose(
      followerDb,
      id,
      {
        ...check,
        won: [
          [5, 2, 1, 4],
          [3, 6, 1, 2],
          [0, 0, 0, 0],
          [2, 2, 8, 5],
        ],
      },
      0,
    );
    expect(wrong.ok).toBe(false);
    expect('rejection' in wrong && wrong.rejection.rule).toMatch(/^D-/);
    expect(await events(hostDb, id)).toEqual([]);
    const accepted = await propose<DiamondsState>(followerDb, id, check, 0);
    expect(accepted.ok).toBe(true);
    expect(await events(hostDb, id)).toEqual([check]);
    await until(async () => (await events(followerDb, id)).length === 1, "the follower's copy", 25_000);
    const state = (await loadSession<unknown, DiamondsState>(hostDb, id))!.state;
    expect(state.roundsDone).toBe(1);
    expect(zones(state)).toEqual([
      [4, 2],
      [3, 3],
      [0, 4],
      [4, 1],
    ]);
  });
});
