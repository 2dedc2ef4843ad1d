/**
 * Diamonds and Diam's (outside turn by turn, which has ./i18n-turns-messages.test.ts) said from
 * their one catalog: the rules give every refusal and every fault of a record a key and values
 * (src/i18n/rule-messages.ts and its parts word them), never English. Every key met by replaying
 * real games and trying, at each step, events the rules refuse, and by malformed records, events,
 * setups, sheets and cards (./outside-probes.ts), is said in English, 繁體中文 and 日本語 with nothing
 * missing: no raw key, no "undefined" or "NaN", the numbers of its parameters in the text, and no
 * English left in the other languages. The English of each message is asserted where its rule is tested.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rejection } from '../../src/rules/game';
import { apply, initialState, readDiamondsRecord, type DiamondsConfig, type DiamondsEvent, type DiamondsState } from '../../src/rules/diamonds/index';
import * as diams from '../../src/rules/diams/index';
import { simpleCard } from '../rules/diams/fixtures';
import { messageText, RULE_MESSAGES } from '../../src/i18n/rule-messages';
import { TURNS_MESSAGES } from '../../src/i18n/turns-messages';
import { STORE_MESSAGES } from '../../src/i18n/store-messages';
import { setLocale } from '../../src/i18n/localization';
import { says, type MessageText } from '../../src/rules/game';
import { distinct, keysOf, saidProblem } from '../support/said-messages';
import { outsideTexts } from './outside-probes';

const EXAMPLES = new URL('../../examples/', import.meta.url);

/** A small deterministic random source (mulberry32), so the probes are the same on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CARDS = ['D', 'H', 'S', 'C'].flatMap((s) => Array.from({ length: 15 }, (_, i) => `${s}${i + 1}`));

function bump(won: number[][], side: number, suit: number): void {
  const row = won[side] as number[];
  row[suit] = (row[suit] ?? 0) + 1;
}

/** Events the rules may refuse in `state`: every card, bad deals, steals, zones and checks. */
function probes(state: DiamondsState, rnd: () => number): DiamondsEvent[] {
  const n = state.seating.players;
  const sides = state.seating.members.length;
  const out: unknown[] = [{ type: 'nonsense' }, { type: 'play', card: 'X9' }, { type: 'play', card: 42 }];
  for (const card of CARDS) out.push({ type: 'play', card });
  // D-REVOKE: a keep of a card that proves no revoke.
  for (const card of CARDS.slice(0, 3)) out.push({ type: 'keep', card });
  for (const dealer of [-1, 0, 1, n]) for (const pass of [0, 1, 4]) out.push({ type: 'deal', dealer, pass });
  for (let v = -1; v <= n; v++) out.push({ type: 'steal', victim: v });
  const zone = () => ({ showroom: Math.floor(rnd() * 5), vault: Math.floor(rnd() * 5) });
  out.push({ type: 'zones', zones: [] });
  out.push({ type: 'zones', zones: Array.from({ length: sides }, (_, i) => (i === sides - 1 ? { showroom: -1, vault: 0 } : zone())) });
  out.push({ type: 'zones', zones: Array.from({ length: sides }, zone), thief: n + 3 });
  out.push({ type: 'zones', zones: Array.from({ length: sides }, zone), thief: 0 });
  const { trickSize, playsPerRound } = state.seating;
  const dealer = state.round ? (state.round.dealer + 1) % n : 0;
  for (let k = 0; k < 40; k++) {
    // Cards won per side: mostly whole tricks, sometimes not; spread over the suits.
    const won = Array.from({ length: sides }, () => [0, 0, 0, 0]);
    let left = playsPerRound + (rnd() < 0.2 ? trickSize : 0) - (rnd() < 0.2 ? trickSize : 0);
    while (left > 0) {
      const side = Math.floor(rnd() * sides);
      const chunk = Math.min(left, rnd() < 0.15 ? 1 : trickSize);
      for (let c = 0; c < chunk; c++) bump(won, side, Math.floor(rnd() * 4));
      left -= chunk;
    }
    const tricks = Array.from({ length: n }, () => rnd() < 0.7);
    out.push({ type: 'check', dealer, pass: 2, won, tricks });
  }
  if (state.config.variant === 'teams') {
    // Side 0 wins no card or one trick's worth while its members are marked as winning tricks.
    for (const first of [0, trickSize]) {
      const won = Array.from({ length: sides }, () => [0, 0, 0, 0]);
      const give = (side: number, count: number) => {
        for (let c = 0; c < count; c++) bump(won, side, c % 4);
      };
      give(0, first);
      give(1, playsPerRound - first);
      const partner = (state.seating.members[0] as readonly number[])[1] as number;
      const one = Array.from({ length: n }, (_, seat) => seat !== partner);
      const both = Array.from({ length: n }, () => true);
      out.push({ type: 'check', dealer, won, tricks: one }, { type: 'check', dealer, won, tricks: both });
    }
  }
  {
    // One side wins every trick, and no card of Clubs: a suit nobody took.
    const won = Array.from({ length: sides }, () => [0, 0, 0, 0]);
    for (let c = 0; c < playsPerRound; c++) bump(won, 0, c % 3);
    out.push({ type: 'check', dealer, won, tricks: Array.from({ length: n }, (_, seat) => seat === 0) });
  }
  out.push({ type: 'check', dealer, won: [[1]], tricks: [] });
  out.push({ type: 'check', dealer, won: Array.from({ length: sides }, () => [0, 0, 0, -1]), tricks: [] });
  out.push({ type: 'check', dealer, won: Array.from({ length: sides }, () => [0, 0, 0, 0]), tricks: [true] });
  return out as DiamondsEvent[];
}

function exampleGames(): { config: DiamondsConfig; events: DiamondsEvent[] }[] {
  const games = readdirSync(EXAMPLES)
    .filter((f) => f.startsWith('diamonds-') && !f.includes('broken') && !f.endsWith('.expected.json'))
    .map((f) => readDiamondsRecord(JSON.parse(readFileSync(new URL(f, EXAMPLES), 'utf8'))))
    .flatMap((r) => (r.ok ? [{ config: r.config, events: r.events }] : []));
  // Fresh tables of every shape, for the round-end checks of each variant.
  const names = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Flo'];
  for (const [count, variant, thief] of [
    [2, 'standard', null],
    [3, 'perfect', 0],
    [4, 'teams', null],
    [6, 'teams', 1],
    [5, 'standard', null],
  ] as const) {
    games.push({ config: { players: names.slice(0, count), variant, thief }, events: [] });
  }
  return games;
}

function collect(): Rejection[] {
  const rejections: Rejection[] = [];
  const rnd = random(7);
  for (const { config, events } of exampleGames()) {
    let state = initialState(config);
    for (let i = 0; i <= events.length; i++) {
      // Every step of a short game, and every fifth of a long one, keeps the run quick.
      if (events.length < 60 || i % 5 === 0 || state.phase !== 'play') {
        for (const probe of probes(state, rnd)) {
          const next = apply(state, probe);
          if (!next.ok) rejections.push(next.rejection);
        }
      }
      const event = events[i];
      if (!event) break;
      const next = apply(state, event);
      if (!next.ok) throw new Error(`example game rejected: ${next.rejection.text.key}`);
      state = next.state;
    }
  }
  return rejections;
}

/** The rules card, deck, sheet and game refusals of Diam's. */
function diamsRejections(): Rejection[] {
  const rejections: Rejection[] = [];
  const push = (r: { ok: boolean; rejection?: Rejection }) => {
    if (!r.ok && r.rejection) rejections.push(r.rejection);
  };
  const players = ['Ann', 'Bob', 'Cy'];
  const publicCard = diams.publicRulesCard();
  const deck = Object.fromEntries(diams.QUALITY_KEYS.map((k) => [k, { cards: 4, pure: 1 }])) as never;
  const withDeck = { ...simpleCard(), deck };
  // A value the card lacks (M-CARD-VALUES), inside "Round 1: Ann's safe: …".
  const blank = { safe: [], hand: [] };
  push(
    diams.scoreSheets(
      { players, options: { rounds: 1, handTie: 'none', winBy: 'chips' }, card: publicCard },
      [{ safe: [{ quality: 9, count: 4, pure: 0 }], hand: [] }, blank, blank],
      1,
    ),
  );
  // More copies than the deck holds (M-CARD-DECK), cards and magnifiers.
  const config = { players, options: { rounds: 1, handTie: 'none', winBy: 'chips' }, card: withDeck } as const;
  push(diams.scoreSheets(config, [{ safe: [{ quality: 4, count: 3, pure: 0 }], hand: [4, 4] }, blank, blank], 1));
  push(diams.scoreSheets(config, [{ safe: [{ quality: 4, count: 3, pure: 2 }], hand: [] }, blank, blank], 1));
  // A round after the last (M-GAME), for one round and for three.
  for (const rounds of [1, 3] as const) {
    let state = diams.initial({ ...config, options: { ...config.options, rounds } });
    for (let r = 0; r < rounds; r++) {
      const next = diams.apply(state, { type: 'round', sheets: [blank, blank, blank] });
      if (next.ok) state = next.state;
    }
    push(diams.apply(state, { type: 'round', sheets: [blank, blank, blank] }));
  }
  push(diams.apply(diams.initial(config), { type: 'nonsense' } as never));
  // Values and files (M-CARD-VALUES, M-QUALITY, M-SECURE, format).
  push(diams.valueOf(publicCard, 11, 3));
  push(diams.valueOf(publicCard, 3, 6));
  push(diams.withValue(publicCard, 3, 2, 4));
  push(diams.withValue(publicCard, 3, 3, -1));
  for (const raw of [[], 7, 2.5, 'x', null, true, { game: 'diamonds' }, { game: {} }, { game: diams.RULES_CARD_FILE, values: {}, extra: 1 }])
    push(diams.parseRulesCardFile(raw));
  return rejections;
}

/** Keys no probe can reach: a name blank once trimmed never gets past the checks before the name rule. */
const UNREACHED = ['name.blank'];
const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Flo', 'Lou', 'Gus', 'Kai', 'Hana', 'Zed', 'Zoë', 'Ana María', '美咲', 'Ann & Cy'];

describe("Diamonds and Diam's said from their catalog (src/i18n/rule-messages.ts and its parts)", () => {
  const rejections = [...collect(), ...diamsRejections()];
  // Said outside the rules: by bin/replay.ts, src/store/config.ts and the rules-card file reader of
  // the screens; and an endSteal on a round whose Clubs nobody won most of, which no probe plays.
  const elsewhere: MessageText[] = [
    says('format.record.unread', { why: 'Maximum call stack size exceeded' }),
    says('store.players-fixed'),
    says('store.setup', { why: 'A Diamonds game is played by 2 to 6 players.' }),
    says('format.card-file.size'),
    says('format.card-file.json'),
    says('wrap.round', { round: 2, inner: says('D-A-CLUB.end-steal-wrong', { name: '"Ann"', why: says('D-A-CLUB.why.no-majority') }) }),
  ];
  const texts = distinct([...rejections.map((r) => r.text), ...outsideTexts(), ...elsewhere]);
  const english = new Map<MessageText, string>();

  beforeAll(() => {
    // lit-localize announces a new language on `window`; in Node an EventTarget stands in for it.
    (globalThis as { window?: EventTarget }).window ??= new EventTarget();
  });
  afterAll(async () => {
    await setLocale('en');
  });

  it('gives every rejection a key the catalog knows', () => {
    expect(rejections.length).toBeGreaterThan(1000);
    expect(texts.filter((t) => messageText(t) === null).map((t) => t.key)).toEqual([]);
  });

  it('reaches every key of the catalog but turn by turn and the store’s own (./i18n-store-messages.test.ts)', () => {
    const met = new Set(texts.flatMap(keysOf));
    const keys = Object.keys(RULE_MESSAGES).filter((k) => !(k in TURNS_MESSAGES) && !(k in STORE_MESSAGES) && !UNREACHED.includes(k));
    expect(keys.filter((k) => !met.has(k))).toEqual([]);
  });

  for (const locale of ['en', 'zh-Hant', 'ja'] as const) {
    it(`says every refusal and every fault in ${locale}`, async () => {
      await setLocale(locale);
      const problems: string[] = [];
      for (const t of texts) {
        const said = messageText(t) ?? '';
        if (locale === 'en') english.set(t, said);
        const wrong = saidProblem(t, said, locale, english.get(t) ?? '', { names: NAMES });
        if (wrong) problems.push(wrong);
      }
      expect(problems.slice(0, 10)).toEqual([]);
    });
  }
});
