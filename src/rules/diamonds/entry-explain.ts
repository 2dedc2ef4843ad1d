/**
 * What a `zones` or `check` event says, in the words of the history: the counts the table entered
 * and, for a check, every end-of-round step with its reason (./end-report.ts). Card-by-card
 * events are explained by their Moves (./explain.ts); these carry the table's own counts too.
 */
import { SUIT_SYMBOLS, SUITS } from './cards';
import { endReport } from './end-report';
import { seatName, sideName } from './names';
import type { DiamondsState, Zones } from './state';
import type { CheckEvent, ZonesEvent } from './types';
import { listOf } from './wording';

/** "Round 3: round-end check, Bob dealt (pass 2)" / "Zones counted at the table after round 2". */
export function entryTitle(before: DiamondsState, event: ZonesEvent | CheckEvent): string {
  if (event.type === 'zones') {
    return before.roundsDone === 0
      ? 'Zones counted at the table before round 1'
      : `Zones counted at the table after round ${before.roundsDone}`;
  }
  const pass = event.pass === undefined ? '' : ` (pass ${event.pass})`;
  return `Round ${before.roundsDone + 1}: round-end check, ${seatName(before, event.dealer)} dealt${pass} (D-DEALER)`;
}

/** The entered counts, then (for a check) each end-of-round step in D-END-ORDER. */
export function entryLines(before: DiamondsState, after: DiamondsState, event: ZonesEvent | CheckEvent): string[] {
  const lines: string[] = [];
  if (event.type === 'check') {
    lines.push(
      ...after.table.members.map((_, side) => {
        const row = event.won[side] ?? [];
        return `${sideName(after, side)} won ${SUITS.map((s, i) => `${row[i] ?? 0} ${SUIT_SYMBOLS[s]}`).join(', ')}`;
      }),
    );
    const none = event.tricks.flatMap((won, seat) => (won ? [] : [seatName(after, seat)]));
    lines.push(none.length ? `No trick won by ${listOf(none)}` : 'Every player won a trick');
  }
  const entered = event.type === 'zones' ? after.zones : after.round?.end?.from;
  if (event.zones !== undefined && entered) lines.push(...zoneChanges(before, before.zones, entered));
  if (event.thief !== undefined) lines.push(`The thief token is with ${seatName(after, event.thief)} (DX-THIEF)`);
  if (event.type === 'check') for (const step of endReport(after)?.steps ?? []) lines.push(step.text);
  return lines;
}

/** "Ann: Showroom 3 → 5, Vault 0 → 2" for each side whose count changed, or that none did. */
function zoneChanges(state: DiamondsState, from: readonly Zones[], to: readonly Zones[]): string[] {
  const out: string[] = [];
  to.forEach((z, side) => {
    const was = from[side] ?? { showroom: 0, vault: 0 };
    if (was.showroom === z.showroom && was.vault === z.vault) return;
    out.push(`${sideName(state, side)} counted: Showroom ${was.showroom} → ${z.showroom}, Vault ${was.vault} → ${z.vault}`);
  });
  return out.length ? out : ['Zones counted: as the app had them'];
}
