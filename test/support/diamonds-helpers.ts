/** Small helpers for Diamonds rule tests: build a state from events, expect a rejection. */
import { expect } from 'vitest';
import { apply, initialState } from '../../src/rules/diamonds/index';
import type { DiamondsConfig, DiamondsEvent, DiamondsState, Variant } from '../../src/rules/diamonds/index';
import type { Rejection } from '../../src/rules/game';
import { rejectionText } from '../../src/i18n/rule-messages';

export const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Finn'];

export function config(players: number, variant: Variant = 'standard', thief: number | null = null): DiamondsConfig {
  return { players: NAMES.slice(0, players), variant, thief };
}

export function deal(dealer: number, pass = 1): DiamondsEvent {
  return { type: 'deal', dealer, pass };
}

export function cards(text: string): DiamondsEvent[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((card) => ({ type: 'play', card }));
}

export function steal(victim: number): DiamondsEvent {
  return { type: 'steal', victim };
}

/** Applies every event, failing the test on the first rejection. */
export function run(cfg: DiamondsConfig, events: DiamondsEvent[], from?: DiamondsState): DiamondsState {
  let state = from ?? initialState(cfg);
  for (const e of events) {
    const next = apply(state, e);
    if (!next.ok) throw new Error(`rejected ${JSON.stringify(e)}: ${next.rejection.rule} ${rejectionText(next.rejection)}`);
    state = next.state;
  }
  return state;
}

/** Expects `event` to be refused in `state` and returns the rejection. */
export function refused(state: DiamondsState, event: DiamondsEvent, rule: string): Rejection {
  const next = apply(state, event);
  expect(next.ok).toBe(false);
  if (next.ok) throw new Error('unreachable');
  expect(next.rejection.rule).toBe(rule);
  return next.rejection;
}

export function zones(state: DiamondsState): [number, number][] {
  return state.zones.map((z) => [z.showroom, z.vault]);
}
