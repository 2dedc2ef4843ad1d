/**
 * Diam's turn by turn, said from its one catalog: the rules give every refusal of the turns log
 * and of a round played turn by turn a key (src/i18n/turns-messages.ts words it) and every event
 * its reasons as keys (src/i18n/turns-text.ts), never English. Each key met on random walks
 * (./turns-walks.ts), in a few set scenes and in malformed events is said in English, 繁體中文
 * and 日本語 with nothing missing: no raw key, no "undefined" or "NaN", no English left in the
 * other languages (a missing id falls back to its English), and the numbers of its parameters in
 * the text. The English of each message is asserted where its rule is tested (test/rules/diams).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageText, Rejection } from '../../src/rules/game';
import {
  QUALITY_KEYS,
  applyTurnStep,
  checkTurnsConfig,
  describeTurnStep,
  initialTurns,
  readTurnStep,
  type DeckEntry,
  type Diamond,
  type TurnsConfig,
  type TurnStep,
  type TurnsState,
  type QualityKey,
  type Sheet,
} from '../../src/rules/diams/index';
import { applyTurn, checkAgainstTurns, startTurns } from '../../src/rules/diams/turns/round';
import { messageText, rejectionText } from '../../src/i18n/rule-messages';
import { TURNS_MESSAGES } from '../../src/i18n/turns-messages';
import { TURNS_REASONS, reasonsText } from '../../src/i18n/turns-text';
import { setLocale, type Locale } from '../../src/i18n/localization';
import { distinct, keysOf, saidProblem } from '../support/said-messages';
import { cfg, ev, run } from '../rules/diams/turns/fixtures';
import { MARKET } from '../rules/diams/turns-fixtures';
import { turnsWalks } from './turns-walks';

const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'];
const d = (quality: number, pure = false): Diamond => ({ quality, pure });

/** Parameters that choose a wording rather than being said (a magnifier flag, a count said as one less). */
const CHOOSERS: Record<string, readonly string[]> = {
  'M-SUM.not-enough': ['pure'],
  'M-SPECIALS.cracker-purity': ['pure'],
  'M-CLOSING-POS.deterministic-nothing': ['want'],
};

/** The refusals random walks rarely meet, each in a scene of its own. */
function scenes(): Rejection[] {
  const three = { players: ['Ann', 'Bob', 'Cy'], first: 0, closing: 'standard' } as TurnsConfig;
  const START: TurnStep[] = [{ type: 'refill', cards: [d(3), d(5), d(8)] }];
  const hand: TurnStep = { type: 'draw', kind: 'hand' };
  const empty = (card: Diamond): TurnStep => ({ type: 'market', card, take: 'empty', taken: [] });
  const secure = (quality: number, count: number, pure?: number): TurnStep => ({
    type: 'secure',
    cards: [pure === undefined ? { quality, count } : { quality, count, pure }],
  });
  const cracker = (quality: number, pure: boolean, found: boolean): TurnStep => ({
    type: 'special',
    special: 'safe-cracker',
    power: 'safe-cracker',
    victim: 0,
    quality,
    pure,
    found,
  });
  const play = (config: TurnsConfig, events: readonly TurnStep[], bad?: TurnStep): { state: TurnsState; rejection?: Rejection } => {
    let state = initialTurns(config);
    for (const e of events) {
      const r = applyTurnStep(state, e);
      if (!r.ok) throw new Error(rejectionText(r.rejection));
      state = r.state;
    }
    if (!bad) return { state };
    const r = applyTurnStep(state, bad);
    return r.ok ? { state } : { state, rejection: r.rejection };
  };
  const found: (Rejection | undefined)[] = [];
  // Adding to a collection without a new one (M-SECURE).
  found.push(play(three, [...START, hand, secure(7, 3), hand, empty(d(1)), hand, empty(d(2)), hand], secure(7, 1)).rejection);
  // A compulsory sale leaving out the 5s the table saw Bob take (M-SPECIALS).
  const sale: TurnStep = { type: 'special', special: 'safe-cracker', power: 'compulsory-sale', put: d(5), sold: [[], [], []] };
  const same: TurnStep = { type: 'market', card: d(5), take: 'same', taken: [d(5), d(5)] };
  found.push(play(three, [...START, hand, empty(d(1)), hand, same, hand, empty(d(2)), hand], sale).rejection);
  // The Safe cracker against what the table knows of Ann's 7s (M-SPECIALS).
  found.push(play(three, [...START, hand, secure(7, 3, 1), hand], cracker(7, true, false)).rejection);
  found.push(play(three, [...START, hand, secure(7, 3, 0), hand], cracker(7, true, true)).rejection);
  // A deck of 7 cards for 2 players: after the deal, only the closing card is left (M-REFILL).
  const tiny = Object.fromEntries(QUALITY_KEYS.map((k) => [k, { cards: k === '1' ? 3 : 0, pure: 0 }])) as Record<QualityKey, DeckEntry>;
  found.push(play({ players: ['Ann', 'Bob'], first: 0, closing: 'standard', deck: tiny }, [], hand).rejection);
  // Sheets with more magnifiers than the deck, counting the market's (M-CARD-DECK).
  const deck = Object.fromEntries(QUALITY_KEYS.map((k) => [k, { cards: 8, pure: 1 }])) as Record<QualityKey, DeckEntry>;
  const config = { ...three, deck };
  const events: TurnStep[] = [{ type: 'refill', cards: [d(5, true), d(3), d(8)] }, hand, secure(5, 3)];
  const { state } = play(config, events);
  const sheets: Sheet[] = [
    { safe: [{ quality: 5, count: 3, pure: 1 }], hand: [1] },
    { safe: [], hand: [1, 1, 1] },
    { safe: [], hand: [1, 1, 1] },
  ];
  found.push(checkAgainstTurns({ config, events, state }, sheets, three.players) ?? undefined);
  // The session-level refusals of a round played turn by turn.
  const session = { config: { players: ['Ann', 'Bob'], options: { rounds: 1, handTie: 'none', winBy: 'chips' }, card: {} }, rounds: [] } as never;
  const a = startTurns(session, { type: 'turns', first: 0, closing: 'standard', extra: 1 });
  if (!a.ok) found.push(a.rejection);
  const b = applyTurn(undefined, { type: 'turn', event: { type: 'pass' } });
  if (!b.ok) found.push(b.rejection);
  const started = startTurns(session, { type: 'turns', first: 0, closing: 'standard' });
  if (started.ok) {
    const c = startTurns({ ...(session as object), turns: started.turns } as never, { type: 'turns', first: 0, closing: 'standard' });
    if (!c.ok) found.push(c.rejection);
    const e = applyTurn(started.turns, { type: 'turn', event: { type: 'pass' }, extra: 1 });
    if (!e.ok) found.push(e.rejection);
  }
  return found.filter((r): r is Rejection => r !== undefined);
}

/**
 * The reasons random walks rarely meet (their plays are mostly the likely ones), each told of the
 * hand-worked round of test/rules/diams/turns/round.test.ts after Ann secured her 4s.
 */
function reasonScenes(): MessageText[] {
  const s = run(cfg(), MARKET.slice(0, 9));
  const ann = { ...s, seat: 0 };
  return [
    ...describeTurnStep(ann, ev.convoy([4, 1], [6, 3, 0])),
    ...describeTurnStep(s, ev.cracker(0, 4, true, true)),
    ...describeTurnStep(s, ev.sleight(null)),
    ...describeTurnStep(s, { type: 'draw', kind: 'market', cards: [], specials: 1 }),
    ...describeTurnStep(s, ev.same(d(7)), { ...s, refillDue: true }),
  ];
}

/** Malformed events and setups (read.ts): one for every way a value can be wrong. */
function malformed(): Rejection[] {
  const q = { quality: 4 };
  const sale = (extra: object) => ({ type: 'special', special: 'safe-cracker', power: 'compulsory-sale', put: q, sold: [[], [], []], ...extra });
  const cracker = (extra: object) => ({
    type: 'special',
    special: 'safe-cracker',
    power: 'safe-cracker',
    victim: 1,
    quality: 4,
    pure: true,
    found: true,
    ...extra,
  });
  const events: unknown[] = [
    null,
    { type: 'shuffle' },
    { type: 'draw', kind: 'deck' },
    { type: 'draw', kind: 'hand', x: 1 },
    { type: 'draw', kind: 'market', cards: 3 },
    { type: 'draw', kind: 'market', cards: [3] },
    { type: 'draw', kind: 'market', cards: [{ quality: 4, x: 1 }] },
    { type: 'draw', kind: 'market', cards: [{ quality: 0 }] },
    { type: 'draw', kind: 'market', cards: [{ quality: 4, pure: 'y' }] },
    { type: 'refill', cards: [q], specials: 9 },
    { type: 'market', card: q, take: 'all', taken: [] },
    { type: 'market', card: 5, take: 'same', taken: [] },
    { type: 'market', card: q, take: 'same', taken: null },
    { type: 'secure', cards: 'x' },
    { type: 'secure', cards: [3] },
    { type: 'secure', cards: [{ quality: 4, count: 3, y: 1 }] },
    { type: 'secure', cards: [{ quality: 11, count: 3 }] },
    { type: 'secure', cards: [{ quality: 4, count: 0 }] },
    { type: 'secure', cards: [{ quality: 4, count: 3, pure: 4 }] },
    {
      type: 'secure',
      cards: [
        { quality: 4, count: 3 },
        { quality: 4, count: 3 },
      ],
    },
    { type: 'limit', toMarket: [], discardedSpecials: 5 },
    { type: 'limit', toMarket: 'a', discardedSpecials: 0 },
    { type: 'special', special: 'joker' },
    { type: 'special', special: 'safe-cracker', power: 'sleight-of-hand' },
    sale({ sold: [[], []] }),
    sale({ sold: 'x' }),
    sale({ sold: [[], [3], []] }),
    sale({ put: 9 }),
    { type: 'special', special: 'armored-convoy', power: 'armored-convoy', cards: 1 },
    cracker({ victim: 5 }),
    cracker({ quality: 0 }),
    cracker({ pure: 1 }),
    cracker({ found: 'y' }),
    { type: 'special', special: 'sleight-of-hand', power: 'sleight-of-hand', take: 3 },
    { type: 'refill', cards: {} },
    { type: 'limit', toMarket: [], discardedSpecials: 0, w: 1 },
  ];
  const configs: unknown[] = [
    [],
    { players: ['Ann', 'Bob'], first: 0, closing: 'standard', extra: 1 },
    { players: ['Ann', 'Bob'], first: 2, closing: 'standard' },
    { players: ['Ann', 'Bob'], first: 0, closing: 'early' },
    { players: ['Ann', 'Bob'], first: 0, closing: 'standard', deck: Object.fromEntries(QUALITY_KEYS.map((k) => [k, { cards: k === '1' ? 1 : 0, pure: 0 }])) },
  ];
  return [...events.map((e) => readTurnStep(e, 3)), ...configs.map((c) => checkTurnsConfig(c))].flatMap((r) => (r.ok ? [] : [r.rejection]));
}

/** What is wrong with a message said in `locale`, or null (./support/said-messages.ts). */
const problem = (t: MessageText, said: string, locale: Locale, english: string): string | null =>
  saidProblem(t, said, locale, english, { names: NAMES, choosers: CHOOSERS });

describe("Diam's turn by turn said from its catalog (src/i18n/turns-messages.ts, turns-text.ts)", () => {
  const walks = turnsWalks(400);
  const rejections = [...walks.rejections, ...scenes(), ...malformed()];
  const refusals = distinct(rejections.flatMap((r) => (r.text ? [r.text] : [])));
  // Each reason alone, so a missing one is named by its key.
  const reasons = distinct([...walks.steps.flatMap((s) => describeTurnStep(s.before, s.event, s.after)), ...reasonScenes()]);
  const english = new Map<MessageText, string>();

  beforeAll(() => {
    // lit-localize announces a new language on `window`; in Node an EventTarget stands in for it.
    (globalThis as { window?: EventTarget }).window ??= new EventTarget();
  });
  afterAll(async () => {
    await setLocale('en');
  });

  it('gives every refusal a key and no English of its own', () => {
    expect(walks.rejections.length).toBeGreaterThan(5000);
    expect(rejections.filter((r) => !r.text || 'message' in r).map((r) => r.rule)).toEqual([]);
    expect(walks.steps.length).toBeGreaterThan(5000);
  });

  it('reaches every key of the catalogs', () => {
    const met = new Set([...refusals, ...reasons].flatMap(keysOf));
    // Guards against states the reducer never reaches: no player at a seat; a refill once the deck
    // is known to be empty (refills are then skipped).
    const unreachable = ['format.seat', 'format.victim', 'M-REFILL.empty'];
    expect(Object.keys(TURNS_MESSAGES).filter((k) => !met.has(k) && !unreachable.includes(k))).toEqual([]);
    expect(Object.keys(TURNS_REASONS).filter((k) => !met.has(k))).toEqual([]);
  });

  for (const locale of ['en', 'zh-Hant', 'ja'] as const) {
    it(`says every refusal and every reason in ${locale}`, async () => {
      await setLocale(locale);
      const problems: string[] = [];
      for (const t of refusals) {
        const said = messageText(t);
        if (said === null) problems.push(`${t.key}: no message`);
        else {
          if (locale === 'en') english.set(t, said);
          const wrong = problem(t, said, locale, english.get(t) ?? '');
          if (wrong) problems.push(wrong);
        }
      }
      for (const t of reasons) {
        const said = reasonsText([t]);
        if (locale === 'en') english.set(t, said);
        const wrong = problem(t, said, locale, english.get(t) ?? '');
        if (wrong) problems.push(wrong);
      }
      expect(problems.slice(0, 10)).toEqual([]);
    });
  }

  it('says the malformed events in English as a player can act on them', async () => {
    await setLocale('en');
    const said = malformed().map((r) => rejectionText(r));
    expect(said).toContain("The cards drawn into the market, card 1: a diamond's quality is a whole number from 1 to 10 (M-QUALITY), but it is the number 0.");
    expect(said).toContain(
      'The diamonds secured, entry 1 (quality 4): "pure" counts the diamonds with the magnifier, from 0 to 3, or is left out when not shown; it is the number 4.',
    );
    expect(said).toContain('A "draw" event has an unknown field "x": only "type", "kind".');
    expect(said).toContain(
      '"sold" lists, seat by seat, the diamonds each player put into the market (3 lists, the player of the sale\'s own empty), but it is a list of 2.',
    );
    expect(said).toContain('The diamonds sold by seat 2, card 1 must be a diamond {"quality": 1–10, "pure": true/false}, but it is the number 3.');
    expect(said).toContain(
      'The Safe cracker is used either for the compulsory sale ("compulsory-sale") or for its own power ("safe-cracker"), not the text "sleight-of-hand" (M-SPECIALS).',
    );
    expect(said).toContain('"first" is the seat of the player who starts the round, a whole number from 0 to 1, but it is the number 2.');
    expect(said).toContain(
      'The deck on the rules card has 5 cards with the special and closing cards, too few to deal 3 to each of 2 players and keep the closing card in the deck (M-START, M-CARD-DECK).',
    );
  });
});
