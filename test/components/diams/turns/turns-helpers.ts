/**
 * Shared builders for the turn-by-turn component tests: the hand-worked 3-player round of
 * test/rules/diams/turns-fixtures.ts, sessions filled through the store's own verbs, taps.
 */
import type { Diamond, DiamsSessionEvent, TurnStep, TurnsState } from '../../../../src/rules/diams/index';
import { replayTurns } from '../../../../src/rules/diams/index';
import { appendEvent, createSession, type DeviceDb } from '../../../../src/store/index';
import { expect } from '../../expect';
import { found, textOf as spacedText } from '../../helpers';
import { config, deepAll } from '../helpers';
import { rejectionText } from '../../../../src/i18n/rule-messages';

export const d = (quality: number, pure = false): Diamond => ({ quality, pure });

/** The round of test/rules/diams/turns-fixtures.ts (Ann, Bob, Cy; Ann first; standard closing card). */
export const MARKET: TurnStep[] = [
  { type: 'refill', cards: [d(3), d(5), d(8)] },
  { type: 'draw', kind: 'market', cards: [d(4), d(4, true)] }, // 1 Ann
  { type: 'market', card: d(4), take: 'same', taken: [d(4), d(4), d(4, true)] },
  { type: 'draw', kind: 'hand' }, // 2 Bob
  { type: 'market', card: d(8), take: 'sum', taken: [d(3), d(5)] },
  { type: 'draw', kind: 'market', cards: [d(2), d(6)] }, // 3 Cy
  { type: 'secure', cards: [{ quality: 9, count: 3 }] },
  { type: 'draw', kind: 'hand' }, // 4 Ann
  { type: 'secure', cards: [{ quality: 4, count: 3, pure: 1 }] },
  { type: 'draw', kind: 'market', cards: [d(5), d(7)] }, // 5 Bob
  { type: 'special', special: 'armored-convoy', power: 'compulsory-sale', put: d(5), sold: [[d(5)], [], []] },
  { type: 'limit', toMarket: [d(3)], discardedSpecials: 0 },
  { type: 'closing' }, // 6 Cy
  { type: 'draw', kind: 'hand' },
  { type: 'special', special: 'sleight-of-hand', power: 'sleight-of-hand', take: d(7) },
  { type: 'draw', kind: 'market', cards: [d(10), d(1)] }, // 7 Ann
  { type: 'market', card: d(10), take: 'sum', taken: [d(2), d(8)] },
  { type: 'draw', kind: 'hand' }, // 8 Bob
  { type: 'secure', cards: [{ quality: 5, count: 3 }] },
];

export const PLAYERS = ['Ann', 'Bob', 'Cy'];

/** The turns log's state after the first `n` events of MARKET. */
export function marketState(n: number): TurnsState {
  const r = replayTurns({ players: PLAYERS, first: 0, closing: 'standard' }, MARKET.slice(0, n));
  if (!r.ok) throw new Error(rejectionText(r.rejection));
  return r.state;
}

/** A Diam's game whose round 1 is played turn by turn, with the first `n` events of MARKET recorded. */
export async function turnsGame(db: DeviceDb, n: number, rounds: 1 | 3 = 3): Promise<string> {
  const id = await createSession(db, 'diams', config(PLAYERS, { rounds }));
  const events: DiamsSessionEvent[] = [
    { type: 'turns', first: 0, closing: 'standard' },
    ...MARKET.slice(0, n).map((event) => ({ type: 'turn' as const, event })),
  ];
  for (const [i, event] of events.entries()) {
    const r = await appendEvent(db, id, event, i);
    expect(r.ok, `event ${i + 1} stored`).toBeTruthy();
  }
  return id;
}

/**
 * Clicks the first element matching `selector` in `root` or its parts' shadow roots; `a >>> b`
 * finds `b` inside the first `a` (a selector cannot cross a shadow root by itself).
 */
export async function tap(root: Element, selector: string): Promise<void> {
  let scope: Element | undefined = root;
  const parts = selector.split('>>>').map((p) => p.trim());
  for (const part of parts.slice(0, -1)) scope = scope && deepAll<Element>(scope, part)[0];
  const target = found(scope && deepAll<HTMLElement>(scope, parts.at(-1) ?? '')[0], `${selector} to tap`);
  target.click();
  await settle(root);
}

/** Lets every Lit element in `root` (shadow roots included) finish rendering. */
export async function settle(root: Element): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const elements = [root, ...deepAll<Element>(root, '*')].filter((e): e is Element & { updateComplete: Promise<unknown> } => 'updateComplete' in e);
    await Promise.all(elements.map((e) => e.updateComplete));
  }
}

/** Listens for `dl-turn-step` on `el`; the events it sent. */
export function sent(el: Element): TurnStep[] {
  const events: TurnStep[] = [];
  el.addEventListener('dl-turn-step', (e) => events.push((e as CustomEvent<{ event: TurnStep }>).detail.event));
  return events;
}

/** The text of a node as read, shadow roots included: no space before punctuation. */
export function textOf(node: Element | ShadowRoot | null | undefined): string {
  return spacedText(node)
    .replace(/\s+([:;,.)'])/g, '$1')
    .replace(/\(\s+/g, '(');
}
