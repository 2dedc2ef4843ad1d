/** `replay` for any record of docs/records.md: picks the game's rules by its "game" field. */
import { says, type RecordFault } from './game';
import { replayDiamonds } from './diamonds/replay';
import { replayDiams } from './diams/replay';

export type ReplayResult = { ok: true; output: unknown } | { ok: false; error: RecordFault };

export function replayRecord(raw: unknown): ReplayResult {
  const game = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as { game?: unknown }).game : undefined;
  if (game === 'diamonds') return replayDiamonds(raw);
  if (game === 'diams') return replayDiams(raw);
  return {
    ok: false,
    error: { round: null, play: null, rule: 'format', text: says('format.record.game') },
  };
}

/** The record text's replay: bad JSON is a `format` error like any other malformed file. */
export function replayText(text: string): ReplayResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: { round: null, play: null, rule: 'format', text: says('format.record.json', { why: (e as Error).message }) } };
  }
  return replayRecord(raw);
}
