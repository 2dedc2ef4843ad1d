/**
 * Every kind of reason, rendered from its data in English, 繁體中文 and 日本語: the reasons of
 * Diamonds (src/i18n/diamonds-text.ts: every Move, every step of a round's end, the round summary
 * and the short announcement of src/components/diamonds/view) and of Diam's
 * (src/i18n/diams-text.ts and the score lines of src/components/diams/round-summary/lines.ts).
 * Each text must be in its language (no English sentence left, no message id, no "undefined",
 * "NaN" or empty placeholder) and state the numbers and names of its data.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  apply,
  endReport,
  initialState,
  toArray,
  type DiamondsConfig,
  type DiamondsEvent,
  type DiamondsState,
  type EndStep,
  type Move,
} from '../../src/rules/diamonds/index';
import * as diams from '../../src/rules/diams/index';
import * as said from '../../src/i18n/diamonds-text';
import * as saidDiams from '../../src/i18n/diams-text';
import { setLocale, type Locale } from '../../src/i18n/localization';
import { roundReport } from '../../src/components/diamonds/view/round-report';
import { shortMoveText } from '../../src/components/diamonds/view/changes';
import { scoreLines } from '../../src/components/diams/round-summary/lines';
import { entered, SETUPS, type Entry } from '../support/entered-games';
import { rng } from '../support/random-diamonds';
import { rejectionText } from '../../src/i18n/rule-messages';

/** One rendered reason: its kind, how to say it, and the numbers and names its data states. */
interface Sample {
  kind: string;
  say: () => string;
  numbers: number[];
  names: string[];
}

const PER_KIND = 12;

/** Keeps a few samples of each kind, so every kind is read without reading thousands. */
class Samples {
  readonly byKind = new Map<string, Sample[]>();
  add(s: Sample): void {
    const list = this.byKind.get(s.kind) ?? [];
    if (list.length < PER_KIND) list.push(s);
    this.byKind.set(s.kind, list);
  }
  all(): Sample[] {
    return [...this.byKind.values()].flat();
  }
}

const sideNames = (state: DiamondsState, side: number): string[] => (state.seating.members[side] ?? []).map((seat) => state.config.players[seat] ?? '');

function moveNumbers(m: Move): number[] {
  switch (m.cause) {
    case 'D-OFFSUIT':
      // The trick and the player, as the table says it: not the play's number in the round.
      return [m.trick ?? -1];
    case 'D-TAKE':
      return [m.trick ?? -1];
    case 'D-MAJORITY':
      return [m.round, m.most ?? -1, m.nextBest ?? -1];
    case 'D-NOTRICK':
      return [m.round, m.bonus ?? -1];
  }
}

function moveNames(state: DiamondsState, m: Move): string[] {
  const actor = m.cause === 'D-MAJORITY' ? sideNames(state, m.side) : [state.config.players[m.actor] ?? ''];
  const victim = m.victim === null ? [] : sideNames(state, m.victim);
  const holder = m.none === 'thief-own' || m.none === 'thief-empty' ? [state.config.players[m.thief ?? 0] ?? ''] : [];
  return [...actor, ...victim, ...holder];
}

const effectKind = (m: Move): string => (m.from === null ? (m.none ?? 'none') : `${m.from.zone}>${m.to?.zone}`);

function diamondsSamples(): Samples {
  const out = new Samples();
  const addStep = (state: DiamondsState, step: EndStep): void => {
    const team = state.config.variant === 'teams' ? '.teams' : '';
    out.add({
      kind: `end.${step.kind}${step.kind === 'no-bonus' ? team : ''}`,
      say: () => said.endStepText(state, step),
      numbers: step.move ? moveNumbers(step.move) : step.kind === 'tie' || step.kind === 'choosing' ? [step.most ?? -1] : [],
      names: step.move ? moveNames(state, step.move) : step.leaders.flatMap((s) => sideNames(state, s)),
    });
  };
  const games: { config: DiamondsConfig; events: DiamondsEvent[] }[] = [];
  for (const entry of ['cards', 'checks', 'mixed'] as const satisfies readonly Entry[]) {
    for (const setup of SETUPS)
      for (const thief of [false, true]) for (let seed = 1; seed <= 3; seed++) games.push(entered({ seed, setup, thief, mask: seed * 0x2a5 }, entry));
  }
  // Real games see every suit taken; a check can leave suits to nobody (a player, then a team).
  const untaken = (players: string[], variant: DiamondsConfig['variant'], won: number[][], tricks: boolean[]) =>
    games.push({ config: { players, variant, thief: null }, events: [{ type: 'check', dealer: 0, won, tricks }] });
  untaken(
    ['Ann', 'Bob', 'Cy'],
    'standard',
    [
      [15, 15, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ],
    [true, false, false],
  );
  untaken(
    ['Ann', 'Bob', 'Cy', 'Dee'],
    'teams',
    [
      [15, 15, 10, 0],
      [0, 0, 0, 0],
    ],
    [true, false, true, false],
  );
  {
    {
      {
        for (const { config, events } of games) {
          let state = initialState(config);
          for (const event of events) {
            const next = apply(state, event);
            if (!next.ok) throw new Error(rejectionText(next.rejection));
            state = next.state;
            const report = endReport(state);
            if (state.pending?.cause === 'D-MAJORITY' && report) report.steps.forEach((step) => addStep(next.state, step));
            if (state.round?.over && report && event.type !== 'zones') {
              const closed = state;
              report.steps.forEach((step) => addStep(closed, step));
              (roundReport(closed)?.suits ?? []).forEach((line, i) => {
                const m = line.move;
                const kind = m ? 'majority' : line.counts.some((c) => c > 0) ? 'tie' : 'untaken';
                out.add({
                  kind: `summary.${kind}`,
                  say: () => roundReport(closed)?.suits[i]?.text ?? '',
                  numbers: m ? [m.most ?? -1, m.nextBest ?? -1] : kind === 'tie' ? [Math.max(...line.counts)] : [],
                  names: m ? sideNames(closed, m.side) : [],
                });
              });
            }
          }
          const final = state;
          for (const m of toArray(final.moves)) {
            const team = (final.seating.members[m.side]?.length ?? 1) > 1 ? 'team' : 'player';
            out.add({
              kind: `move.${m.cause}.${m.suit}.${effectKind(m)}.${team}`,
              say: () => said.moveReason(final, m),
              numbers: moveNumbers(m),
              names: moveNames(final, m),
            });
            out.add({
              kind: `short.${m.cause}`,
              say: () => shortMoveText(final, m),
              numbers: m.cause === 'D-TAKE' ? [m.trick ?? -1] : [],
              names: [final.config.players[m.actor] ?? ''],
            });
          }
        }
      }
    }
  }
  return out;
}

function diamsSamples(): Samples {
  const out = new Samples();
  const random = rng(17);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
  const card: diams.RulesCard = {
    values: Object.fromEntries(diams.QUALITY_KEYS.map((k) => [k, [Number(k) + 3, Number(k) + 6, Number(k) + 9]])) as diams.CardValues,
  };
  for (let game = 0; game < 2000; game++) {
    const n = 2 + Math.floor(random() * 4);
    const players = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'].slice(0, n);
    const options = { rounds: pick([1, 3] as const), handTie: pick(['none', 'all'] as const), winBy: pick(['chips', 'points'] as const) };
    let state = diams.initial({ players, options, card });
    // Now and then every player hands in the same sheets: ties everywhere, first places shared.
    const same = random() < 0.1;
    for (let r = 0; r < options.rounds; r++) {
      // Small numbers make ties (purity, hand, places, chips) frequent.
      const sheets = players.map((_, seat) => {
        const count = 1 + Math.floor(random() * 5);
        return {
          safe: random() < 0.2 ? [] : [{ quality: ((seat + r) % 10) + 1, count, pure: Math.min(count, Math.floor(random() * 3)) }],
          hand: Array.from({ length: Math.floor(random() * 3) }, () => pick([1, 2, 3])),
        };
      });
      const next = diams.apply(state, { type: 'round', sheets: same ? sheets.map(() => sheets[0]!) : sheets });
      if (!next.ok) throw new Error(rejectionText(next.rejection));
      state = next.state;
    }
    const done = state;
    for (const round of done.rounds) {
      round.scores.forEach((score, seat) => {
        const { purity, hand } = score;
        const pKind =
          purity.leaders.length === 0
            ? 'nobody'
            : !purity.leaders.includes(seat)
              ? `fewer.${purity.pure === 1 ? 'one' : 'many'}`
              : purity.leaders.length === 1
                ? 'most'
                : 'tied';
        const others = (leaders: number[]) => leaders.filter((s) => s !== seat).map((s) => players[s] ?? '');
        out.add({
          kind: `diams.purity.${pKind}`,
          say: () => saidDiams.purityWhy(purity, seat, players),
          numbers: pKind === 'nobody' ? [] : pKind.startsWith('fewer') ? [purity.pure, purity.most] : [purity.most, purity.points],
          names: pKind === 'tied' ? others(purity.leaders) : [],
        });
        const hKind =
          hand.leaders.length === 0 ? 'all-empty' : !hand.leaders.includes(seat) ? 'below' : hand.tieRule === null ? 'highest' : `tie-${hand.tieRule}`;
        out.add({
          kind: `diams.hand.${hKind}`,
          say: () => saidDiams.handWhy(hand, seat, players),
          numbers:
            hKind === 'all-empty' ? [] : hKind === 'below' ? [hand.total, hand.highest] : hKind === 'tie-none' ? [hand.highest] : [hand.highest, hand.points],
          names: hKind.startsWith('tie') ? others(hand.leaders) : [],
        });
        for (const c of score.collections) {
          out.add({
            kind: `diams.collection.${c.count < 3 ? `few.${c.count === 1 ? 'one' : 'many'}` : 'scored'}`,
            say: () => saidDiams.collectionWhy(c),
            numbers: c.count < 3 ? [c.count, c.quality] : [c.count, c.quality, c.points],
            names: [],
          });
        }
        out.add({
          kind: `diams.lines.${score.collections.length ? 'safe' : 'empty'}`,
          say: () =>
            scoreLines(round, seat, players)
              .map((l) => `${l.label} ${l.detail}`)
              .join(' | '),
          numbers: [...score.collections.flatMap((c) => [c.quality, c.count]), purity.pure, hand.total],
          names: [],
        });
      });
    }
    const decision = diams.winDecision(done);
    if (!decision) throw new Error('the game is complete');
    const why = decision.how !== 'shared' ? '' : decision.firstInRound2 === null ? '.no-round2' : decision.firstInRound2.length ? '.all-first' : '.none-first';
    out.add({
      kind: `diams.win.${decision.how}.${decision.by}${why}`,
      say: () => saidDiams.winWhy(done, decision),
      numbers: [decision.top],
      names: [...decision.tied, ...decision.winners, ...(decision.firstInRound2 ?? [])].map((s) => players[s] ?? ''),
    });
  }
  return out;
}

const diamondsKinds = diamondsSamples();
const diamsKinds = diamsSamples();
const samples = [...diamondsKinds.all(), ...diamsKinds.all()];

/** The first Latin word left once names and rule ids are set aside: 繁體中文 and 日本語 have none. */
function latinLeft(text: string): string | null {
  const cleaned = text.replace(/\b(Ann|Bob|Cy|Dee|Eve|Finn)\b/g, '·').replace(/\b(M|D|DX|DT|D2)-[A-Z0-9-]+\b/g, '·');
  return /[A-Za-z]{2,}/.exec(cleaned)?.[0] ?? null;
}

const hasNumber = (text: string, n: number): boolean => new RegExp(`(?<![0-9])${n}(?![0-9])`).test(text);

describe('every kind of reason, from its data, in every language', () => {
  // @lit/localize announces a new language on `window`; in Node an EventTarget stands in for it.
  vi.stubGlobal('window', new EventTarget());
  afterAll(async () => {
    await setLocale('en');
    vi.unstubAllGlobals();
  });

  it('meets every kind of reason', () => {
    const kinds = new Set([...diamondsKinds.byKind.keys()].map((k) => k.replace(/\.(player|team)$/, '')));
    for (const cause of ['D-OFFSUIT', 'D-TAKE', 'D-MAJORITY']) {
      for (const effect of [
        'D.supply>vault',
        'H.supply>showroom',
        'S.showroom>vault',
        'S.empty-showroom',
        'C.showroom>showroom',
        'C.no-victim',
        'C.thief-own',
        'C.thief-empty',
      ]) {
        expect(kinds, `${cause} ${effect}`).toContain(`move.${cause}.${effect}`);
      }
    }
    expect(kinds).toContain('move.D-NOTRICK.D.supply>vault');
    for (const k of ['untaken', 'tie', 'choosing', 'majority', 'bonus', 'no-bonus', 'no-bonus.teams']) expect(kinds).toContain(`end.${k}`);
    for (const k of ['majority', 'tie', 'untaken']) expect(kinds).toContain(`summary.${k}`);
    for (const k of ['D-OFFSUIT', 'D-TAKE', 'D-MAJORITY', 'D-NOTRICK']) expect(kinds).toContain(`short.${k}`);
    expect([...diamondsKinds.byKind.keys()].some((k) => k.startsWith('move.D-MAJORITY') && k.endsWith('.team'))).toBe(true);
    const diamsSeen = [...diamsKinds.byKind.keys()].sort();
    expect(diamsSeen).toEqual(
      [
        'diams.purity.nobody',
        'diams.purity.fewer.one',
        'diams.purity.fewer.many',
        'diams.purity.most',
        'diams.purity.tied',
        'diams.hand.all-empty',
        'diams.hand.below',
        'diams.hand.highest',
        'diams.hand.tie-all',
        'diams.hand.tie-none',
        'diams.collection.few.one',
        'diams.collection.few.many',
        'diams.collection.scored',
        'diams.lines.safe',
        'diams.lines.empty',
        'diams.win.alone.chips',
        'diams.win.alone.points',
        'diams.win.round-2.chips',
        'diams.win.round-2.points',
        'diams.win.shared.chips.no-round2',
        'diams.win.shared.chips.none-first',
        'diams.win.shared.chips.all-first',
        'diams.win.shared.points.no-round2',
        'diams.win.shared.points.none-first',
        'diams.win.shared.points.all-first',
      ].sort(),
    );
  });

  for (const locale of ['en', 'zh-Hant', 'ja'] as const satisfies readonly Locale[]) {
    it(`says each in ${locale}, with the numbers and names of its data`, async () => {
      await setLocale('en');
      const english = samples.map((s) => s.say());
      await setLocale(locale);
      const problems: string[] = [];
      samples.forEach((s, i) => {
        const text = s.say();
        const fail = (why: string) => problems.push(`${s.kind}: ${why}: ${text}`);
        if (/undefined|NaN|null|\[object|\$\{|（）|\(\)/.test(text)) fail('a value is missing');
        if (/\b(move|end|entry|tally|diams|diamonds|rule|suit|card)\.[a-z-]+/.test(text)) fail('a message id is shown');
        if (locale !== 'en') {
          if (text === english[i]) fail('not translated');
          const word = latinLeft(text);
          if (word) fail(`English left ("${word}")`);
        }
        for (const n of s.numbers) if (!hasNumber(text, n)) fail(`${n} is not said`);
        for (const name of s.names) if (!text.includes(name)) fail(`${name} is not named`);
      });
      expect(problems.slice(0, 10)).toEqual([]);
    });
  }
});
