/**
 * The Diam's session as a reduction of its log: each `round` event is a set of round sheets,
 * possibly preceded by the turns of that round played turn by turn (`turns`, `turn`: ./turns/round.ts),
 * validated (sheet.ts, M-CARD-DECK), scored (score.ts, M-ROUND-SCORE), ranked into chips
 * (chips.ts, M-CHIPS); the game ends after the rounds of M-GAME and is won by M-WIN (winner.ts).
 * State is only ever derived here; nothing else decides what is legal.
 */
import { says, type Applied, type MessageText, type Rejection, type SessionSummary } from '../game';
import { isPlainObject } from './json';
import { readSheet, checkDeck } from './sheet';
import { places, chipsForPlace } from './chips';
import { scoreRound, sum } from './score';
import { decideWinners } from './winner';
import { applyTurn, checkAgainstTurns, eventOfType, startTurns, turnsNotOver } from './turns/round';
import type { Checked, DiamsConfig, DiamsRound, DiamsSessionEvent, DiamsState, Sheet, WinDecision } from './types';

export function initial(config: DiamsConfig): DiamsState {
  return { config, rounds: [] };
}

/** Says a message inside "Round N: …". */
function inRound(round: number, text: MessageText): MessageText {
  return says('wrap.round', { round, inner: text });
}

function reject(round: number, rule: string, text: MessageText): Applied<DiamsState> {
  return { ok: false, rejection: { rule, round, play: null, text: inRound(round, text) } };
}

/**
 * Validates, scores and ranks one round of sheets (indexed by seat), in this order: the sheets'
 * shape (`format`), the deck (M-CARD-DECK), the collection values (M-CARD-VALUES).
 * `round` is the 1-based round number, used in messages only.
 */
export function scoreSheets(config: DiamsConfig, rawSheets: readonly unknown[], round: number): Checked<DiamsRound> {
  const fail = ({ rule, text, missingValues }: Rejection): Checked<DiamsRound> => ({
    ok: false,
    rejection: { rule, round, play: null, text: inRound(round, text), ...(missingValues && { missingValues }) },
  });
  const { players } = config;
  if (rawSheets.length !== players.length) {
    return fail({ rule: 'format', text: says('format.diams-event.sheet-count', { players: players.length, given: rawSheets.length }) });
  }
  const sheets: Sheet[] = [];
  for (let seat = 0; seat < players.length; seat++) {
    const read = readSheet(rawSheets[seat], players[seat] ?? `seat ${seat + 1}`);
    if (!read.ok) return fail(read.rejection);
    sheets.push(read.value);
  }
  const deck = checkDeck(config.card, sheets);
  if (deck) return fail(deck);
  const scored = scoreRound(config.card, config.options.handTie, sheets, players);
  if (!scored.ok) return fail(scored.rejection);
  const points = scored.value.map((s) => s.points);
  const placed = places(points);
  return { ok: true, value: { sheets, scores: scored.value, points, places: placed, chips: placed.map(chipsForPlace) } };
}

/**
 * Adds one round; rejects a malformed or impossible sheet, or a round after the game's end (M-GAME).
 * A round may also be played turn by turn (./turns/round.ts): `turns` starts it, each `turn` is one event
 * of its turns log, and its `round` event must come after the last turn and agree with the turns.
 */
export function apply(state: DiamsState, event: DiamsSessionEvent): Applied<DiamsState> {
  const round = state.rounds.length + 1;
  const e: unknown = event;
  if (eventOfType(e, 'turn')) {
    const next = applyTurn(state.turns, e);
    if (!next.ok) return { ok: false, rejection: { ...next.rejection, round } };
    return { ok: true, state: { ...state, turns: next.turns } };
  }
  if (eventOfType(e, 'turns')) {
    const over = gameOver(state);
    if (over) return over;
    const started = startTurns(state, e);
    if (!started.ok) return reject(round, started.rejection.rule, started.rejection.text);
    return { ok: true, state: { ...state, turns: started.turns } };
  }
  if (!isPlainObject(e) || e['type'] !== 'round' || !Array.isArray(e['sheets'])) {
    return reject(round, 'format', says('format.diams-event'));
  }
  const over = gameOver(state);
  if (over) return over;
  const scored = checkRound(state, e['sheets'] as unknown[]);
  if (!scored.ok) return scored;
  // The round is over: a turn-by-turn round's turns log ends with it (no `turns` left in the state).
  return { ok: true, state: { config: state.config, rounds: [...state.rounds, scored.value] } };
}

/** M-GAME: no round (sheets or turns) after the last one. */
function gameOver(state: DiamsState): Applied<DiamsState> | null {
  const { rounds } = state.config.options;
  if (state.rounds.length < rounds) return null;
  return reject(state.rounds.length + 1, 'M-GAME', says('M-GAME.over', { rounds }));
}

/**
 * The round about to be recorded, checked as `apply` checks it: the sheets' shape (`format`), then,
 * for a round played turn by turn, that its last turn is over (M-CLOSING) and that the sheets agree
 * with the turns (M-SECURE, M-PURITY, M-HAND, M-CARD-DECK), then the deck and the values. Screens
 * call it before writing, to show a refusal (or lead to a missing value) without a round trip.
 */
export function checkRound(state: DiamsState, rawSheets: readonly unknown[]): { ok: true; value: DiamsRound } | { ok: false; rejection: Rejection } {
  const round = state.rounds.length + 1;
  const fail = (r: Rejection): { ok: false; rejection: Rejection } => ({
    ok: false,
    rejection: { rule: r.rule, round, play: null, text: inRound(round, r.text) },
  });
  const turns = state.turns;
  if (turns) {
    const open = turnsNotOver(turns, state.config.players);
    if (open) return fail(open);
  }
  const scored = scoreSheets(state.config, rawSheets, round);
  if (!turns || (!scored.ok && scored.rejection.rule === 'format')) return scored;
  // The shape is right (scoreSheets read every sheet); read them again for the comparison.
  const sheets = rawSheets.map((raw, seat) => readSheet(raw, state.config.players[seat] ?? ''));
  const read = sheets.flatMap((r) => (r.ok ? [r.value] : []));
  const disagree = checkAgainstTurns(turns, read, state.config.players);
  return disagree ? fail(disagree) : scored;
}

export function isComplete(state: DiamsState): boolean {
  return state.rounds.length >= state.config.options.rounds;
}

/** Chips and points of each seat over the rounds played so far. */
export function totals(state: DiamsState): { chips: number; points: number }[] {
  return state.config.players.map((_, seat) => ({
    chips: sum(state.rounds.map((r) => r.chips[seat] ?? 0)),
    points: sum(state.rounds.map((r) => r.points[seat] ?? 0)),
  }));
}

/** M-WIN, once every round of M-GAME is in; null while the game is in progress. */
export function winDecision(state: DiamsState): WinDecision | null {
  if (!isComplete(state)) return null;
  const { players, options } = state.config;
  const scores = totals(state).map((t) => (options.winBy === 'chips' ? t.chips : t.points));
  return decideWinners(scores, state.rounds[1]?.places ?? null, players, options.winBy);
}

/** One line per player in seating order; the score is chips, or points with winBy "points" (M-WIN). */
export function summary(state: DiamsState): SessionSummary {
  const { players, options } = state.config;
  const t = totals(state);
  const decision = winDecision(state);
  return {
    status: decision ? 'finished' : 'in-progress',
    standings: players.map((name, seat) => ({
      players: [name],
      score: options.winBy === 'chips' ? (t[seat]?.chips ?? 0) : (t[seat]?.points ?? 0),
    })),
    winners: decision ? decision.winners.map((seat) => players[seat] ?? '') : [],
    progress: decision ? undefined : { round: Math.min(state.rounds.length + 1, options.rounds), rounds: options.rounds },
  };
}
