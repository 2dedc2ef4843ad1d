/**
 * The example game the live-table journeys play (examples/diamonds-4p-standard.json): its events,
 * who plays each, and how a phone's screen shows the standings and a Diam's round's points.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { rejectionText } from '../../src/i18n/rule-messages';
import { diamondsGame, type DiamondsEvent } from '../../src/rules/diamonds/index';
import { actorsOf } from './live-phones';
import { unplayedFromRecord, type Seed } from './seed';

export const RECORD = JSON.parse(readFileSync(new URL('../../examples/diamonds-4p-standard.json', import.meta.url), 'utf8')) as unknown;
const parsed = diamondsGame.parseRecord(RECORD);
if (!parsed.ok) throw new Error(rejectionText(parsed.error));
export const EVENTS: DiamondsEvent[] = parsed.events;
/** Who plays each event: Ann, Gus, Kai and Eve (0–3); Gus deals round 1 and Kai leads. */
const ACTORS = actorsOf(parsed.config, EVENTS);
export const PLAYERS = parsed.config.players;

/** The seat whose turn event `i` is, or null (a deal: anyone seated may record it). */
export function seatOf(i: number): number | null {
  const actor = ACTORS[i];
  return actor && 'seat' in actor ? actor.seat : null;
}

/** The example's Diamonds game, set up with no event yet, as the host has just started it. */
export const unplayed = (id: string): Seed => unplayedFromRecord('diamonds-4p-standard.json', id);

export async function standings(page: Page) {
  const rows = page.locator('diamonds-game-summary [data-testid="final-standings"] tbody tr');
  await rows.first().waitFor();
  const out = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    out.push({
      players: JSON.parse((await row.getAttribute('data-players')) ?? '[]') as string[],
      score: Number(await row.locator('[data-field="score"]').textContent()),
    });
  }
  return out.sort((a, b) => (a.players[0] ?? '').localeCompare(b.players[0] ?? ''));
}

/** The points of round 1 as a Diam's screen shows them, by player. */
export function roundPoints(page: Page, players: readonly string[]): Promise<Record<string, number>> {
  return page.evaluate((names) => {
    const summary = document.querySelector('diams-session-screen')?.shadowRoot?.querySelector('diams-round-summary');
    const points: Record<string, number> = {};
    names.forEach((name, seat) => {
      points[name] = Number(summary?.shadowRoot?.querySelector(`table.player[data-seat="${seat}"] td[data-points]`)?.textContent?.trim());
    });
    return points;
  }, players);
}
