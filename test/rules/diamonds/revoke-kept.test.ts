/**
 * D-REVOKE: a revoke proven at the table (D-FOLLOW) may be kept as played, the table's call, as
 * an event of its own (`keep`: the proving card and the call in one). Then the player's later
 * cards of that suit are taken; a failure to follow after the kept card is a new revoke.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  correct,
  diamondsGame,
  diamondsRecord,
  readDiamondsRecord,
  replayDiamonds,
  standings,
  toArray,
  type DiamondsEvent,
} from '../../../src/rules/diamonds/index';
import { replayLog } from '../../../src/rules/game';
import { replayText } from '../../../src/rules/replay';
import { saidOutput } from '../../../src/i18n/said-output';
import { gameArb } from '../../support/diamonds-arbitrary';
import { referenceReasons } from '../../support/diamonds-reference';
import { cards, config, deal, refused, run } from '../../support/diamonds-helpers';
import { randomGame } from '../../support/random-diamonds';

// Ann (seat 0) deals, so Bob leads. Trick 1: Bob H5, Cy S1 (fails to follow ♥), Dee H7, Ann H2;
// Dee wins and leads trick 2: D1, Ann D2, Bob D3; Cy's H9 proves the revoke of trick 1.
const BEFORE: DiamondsEvent[] = [deal(0), ...cards('H5 S1 H7 H2 D1 D2 D3')];
const KEEP: DiamondsEvent = { type: 'keep', card: 'H9' };
// Bob's D3 wins trick 2. Trick 3: Bob H3, Cy H10 (a ♥ of Cy's again), Dee H11, Ann H12; Ann wins.
// Trick 4: Ann H13, Bob H14, Cy S2 (fails to follow ♥ again, after the kept card), Dee H15.
const AFTER: DiamondsEvent[] = cards('H3 H10 H11 H12 H13 H14 S2 H15');

describe('D-REVOKE: a revoke kept as played', () => {
  it('D-REVOKE: the proving card is refused as a play (D-FOLLOW) and accepted as a keep, with the revoke it keeps', () => {
    const state = run(config(4), BEFORE);
    refused(state, { type: 'play', card: 'H9' }, 'D-FOLLOW');
    const next = apply(state, KEEP);
    expect(next.ok).toBe(true);
    if (!next.ok) return;
    // Cy's H9 is in trick 2 as played, off-suit in a ♦ trick: Cy's ♥ action stands (D-OFFSUIT).
    expect(
      toArray(next.state.tricks)
        .at(-1)
        ?.cards.map((c) => [c.seat, c.suit, c.rank]),
    ).toEqual([
      [3, 'D', 1],
      [0, 'D', 2],
      [1, 'D', 3],
      [2, 'H', 9],
    ]);
    expect(toArray(next.state.moves).at(-2)).toMatchObject({ cause: 'D-OFFSUIT', actor: 2, suit: 'H', play: 8, amount: 1 });
    expect(toArray(next.state.kept)).toEqual([{ round: 1, seat: 2, suit: 'H', trick: 1, play: 2, card: 'H9', provenTrick: 2, provenPlay: 8 }]);
  });

  it('D-REVOKE: later cards are taken as they come, and a failure to follow after the kept card is a new revoke', () => {
    const state = run(config(4), [...BEFORE, KEEP, ...AFTER]);
    // Trick 5: Dee S3, Ann S4, Bob S5; Cy's H1 proves the new revoke, of trick 4 (play 15).
    const now = run(config(4), cards('S3 S4 S5'), state);
    const again = refused(now, { type: 'play', card: 'H1' }, 'D-FOLLOW');
    expect(again).toMatchObject({ round: 1, trick: 4, play: 15 });
    // It is kept the same way, and both stand in the game's story.
    const kept = apply(now, { type: 'keep', card: 'H1' });
    expect(kept.ok && toArray(kept.state.kept).map((k) => [k.trick, k.play, k.card])).toEqual([
      [1, 2, 'H9'],
      [4, 15, 'H1'],
    ]);
  });

  it('D-REVOKE: a card that proves no revoke cannot be kept; one refused for another rule is refused for it', () => {
    const state = run(config(4), BEFORE);
    const none = refused(state, { type: 'keep', card: 'C4' }, 'D-REVOKE');
    expect(none).toMatchObject({ round: 1, play: 8, trick: 2 });
    refused(state, { type: 'keep', card: 'H5' }, 'D-DECK');
    // A second keep of the same revoke: the H9 kept it, the H10 proves nothing any more.
    refused(run(config(4), [KEEP], state), { type: 'keep', card: 'H10' }, 'D-REVOKE');
  });

  it('D-REVOKE: Undo drops the keep and replays: the card is gone and refused again, as before the call', () => {
    const log = [...BEFORE, KEEP];
    const undone = replayLog(diamondsGame, config(4), log.slice(0, -1));
    expect(undone.ok).toBe(true);
    if (!undone.ok) return;
    expect(undone.state).toEqual(run(config(4), BEFORE));
    expect(undone.state.kept).toBeNull();
    refused(undone.state, { type: 'play', card: 'H9' }, 'D-FOLLOW');
  });

  it('D-REVOKE: a fix of the card that failed to follow leaves nothing to keep: the kept card stays, as a card played', () => {
    const log = [...BEFORE, KEEP, ...AFTER];
    const fixed = correct(config(4), log, 2, 'H6');
    expect(fixed.ok).toBe(true);
    if (!fixed.ok) return;
    expect(fixed.dropped).toEqual([]);
    expect(fixed.events).toEqual([deal(0), ...cards('H5 H6 H7 H2 D1 D2 D3 H9'), ...AFTER]);
  });

  it('D-REVOKE: a record lists the kept card in "kept", and reads back to the same log', () => {
    const log = [...BEFORE, KEEP, ...AFTER];
    const record = diamondsRecord(config(4), log) as { rounds: { plays: string[]; kept?: number[] }[] };
    expect(record.rounds[0]?.kept).toEqual([8]);
    expect(record.rounds[0]?.plays[7]).toBe('H9');
    const read = readDiamondsRecord(JSON.parse(JSON.stringify(record)));
    expect(read.ok && read.events).toEqual(log);
    // Without a keep, a round has no "kept" field: a record of a game with none is as before.
    expect(Object.keys((diamondsRecord(config(4), BEFORE) as typeof record).rounds[0] ?? {})).toEqual(['dealer', 'pass', 'plays']);
  });

  it('D-REVOKE, format: "kept" must list positions of the round\'s plays in order; a kept card must prove a revoke', () => {
    const log = [...BEFORE, KEEP];
    const record = (kept: unknown) => {
      const r = diamondsRecord(config(4), log) as { rounds: Record<string, unknown>[] };
      (r.rounds[0] as Record<string, unknown>).kept = kept;
      return r;
    };
    for (const bad of [8, [0], [9], [8, 8], [8, 2], ['8'], [7.5]]) {
      const r = replayDiamonds(record(bad));
      expect(!r.ok && [r.error.rule, r.error.round]).toEqual(['format', 1]);
    }
    const none = replayDiamonds(record([7, 8]));
    expect(!none.ok && [none.error.rule, none.error.round, none.error.play]).toEqual(['D-REVOKE', 1, 7]);
    // The same record without the field is the revoke it always was.
    const old = replayDiamonds(record(undefined));
    expect(!old.ok && [old.error.rule, old.error.round, old.error.play]).toEqual(['D-FOLLOW', 1, 2]);
  });

  it('D-REVOKE: replay shows the kept revoke, with its reason in words', () => {
    const out = replayText(JSON.stringify(diamondsRecord(config(4), [...BEFORE, KEEP])));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const said = saidOutput(out.output) as { kept: Record<string, unknown>[] };
    expect(said.kept).toEqual([
      {
        round: 1,
        trick: 1,
        play: 2,
        rule: 'D-REVOKE',
        player: 'Cy',
        suit: 'H',
        card: 'H9',
        provenTrick: 2,
        provenPlay: 8,
        reason:
          "Revoke kept as played, the table's call: Cy did not follow ♥ Hearts in trick 1 while holding the 9 of Hearts, played in trick 2; every card and diamond stays as played (D-FOLLOW, D-REVOKE)",
      },
    ]);
  });
});

describe('D-REVOKE: random games with one real revoke kept', () => {
  it('D-REVOKE: the app engine and replay of the exported record give the same standings', () => {
    fc.assert(
      fc.property(gameArb, fc.integer({ min: 1, max: 6 }), ({ seed, setup: [players, variant], thief }, from) => {
        const g = randomGame(seed, { players, variant, thief, revokeFromRound: from, keepRevoke: true });
        fc.pre(g.kept !== null);
        // The app's engine: the log the screen records, replayed as the store replays it.
        const app = replayLog(diamondsGame, g.config, g.events);
        expect(app.ok).toBe(true);
        if (!app.ok) return;
        expect(toArray(app.state.kept).map((k) => [k.round, k.provenPlay])).toEqual([[g.kept?.round, g.kept?.play]]);
        // The export, as a file: replay prints the same standings and the kept revoke.
        const file = JSON.stringify(diamondsGame.toRecord(g.config, g.events));
        const out = replayText(file);
        expect(out.ok).toBe(true);
        if (!out.ok) return;
        const {
          standings: printed,
          complete,
          kept,
        } = out.output as { standings: unknown; complete: boolean; kept: { round: number; provenPlay: number; play: number }[] };
        expect(complete).toBe(true);
        expect(printed).toEqual(standings(app.state).map(({ players: p, showroom, vault, score }) => ({ players: p, showroom, vault, score })));
        expect(kept.map((k) => [k.round, k.provenPlay, k.play])).toEqual([[g.kept?.round, g.kept?.play, g.revoke?.play]]);
        // A second Diamonds written from the rule pages alone ends with the same zones.
        expect(printed).toEqual(
          standings(app.state).map((s, side) => ({ ...referenceReasons(g.config, g.events).zones[side], players: s.players, score: s.score })),
        );
        // And the import of that file gives the app the same log back.
        const imported = diamondsGame.parseRecord(JSON.parse(file));
        expect(imported.ok && imported.events).toEqual(g.events);
      }),
      { numRuns: 150 },
    );
  });

  it('D-REVOKE: the same record without its "kept" field is refused at the revoke, as before', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, setup: [players, variant], thief }) => {
        const g = randomGame(seed, { players, variant, thief, revokeFromRound: 1, keepRevoke: true });
        fc.pre(g.kept !== null);
        const record = diamondsRecord(g.config, g.events) as { rounds: { kept?: number[] }[] };
        for (const round of record.rounds) delete round.kept;
        const r = replayDiamonds(record);
        expect(!r.ok && r.error).toMatchObject({ rule: 'D-FOLLOW', round: g.revoke?.round, play: g.revoke?.play });
      }),
      { numRuns: 60 },
    );
  });
});
