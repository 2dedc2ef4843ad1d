/**
 * Diamonds records (docs/records.md) to and from the engine's log.
 * A record is read in order and the first fault met is reported with its 1-based round and play.
 * Clubs victims written as suffixes (`C3>Ann`, `endSteal`) become the `steal` events the app
 * itself records when it asks whom to rob, so importing an exported session gives the same log.
 */
import { says, type MessageText, type RecordFault } from '../game';
import { normalName } from '../player-name';
import { quote } from '../untrusted-text';
import { sideName } from './names';
import { apply } from './reducer';
import { atPlay, shapeHeader, shapePlay, shapeRound } from './record-shape';
import { initialState, type DiamondsState, type Move } from './state';
import type { DiamondsConfig, DiamondsEvent } from './types';

export type RecordReplay = { ok: true; config: DiamondsConfig; events: DiamondsEvent[]; state: DiamondsState } | { ok: false; error: RecordFault };

/** The keys whose message starts with its round ("Round 2 is over: …"), so a record adds no "Round 2: " before it. */
const NAMES_ITS_ROUND = new Set([
  'D-ROUND-END.not-over',
  'D-ROUND-END.check',
  'D-ROUND-END.zones',
  'D-ROUND-END.over',
  'D-DEALER.missing',
  'D-ROUNDS.record',
  'D-ROUND-END.after',
  'D-DEALER.first',
]);

/** A fault of round `round` (and play `play`), said after "Round 2, play 5: " unless its message names its round. */
function fault(rule: string, text: MessageText, round: number, play: number | null = null): { ok: false; error: RecordFault } {
  return { ok: false, error: { round, play, rule, text: NAMES_ITS_ROUND.has(text.key) ? text : atPlay(round, play, text) } };
}

/** The seat of a named player: `names` are the players' names in their normal form, each once. */
function seatOf(names: readonly string[], name: string): number {
  return names.indexOf(normalName(name));
}

/** Parses, validates and replays a whole record. */
export function readDiamondsRecord(raw: unknown): RecordReplay {
  const header = shapeHeader(raw);
  if (!header.ok) return header;
  const { config, rounds, names } = header.value;
  let state = initialState(config);
  const events: DiamondsEvent[] = [];
  let unfinished = 0;

  const step = (event: DiamondsEvent, round: number, play: number | null): RecordFault | null => {
    const next = apply(state, event);
    if (!next.ok) {
      const j = next.rejection;
      return fault(j.rule, j.text, j.round ?? round, j.play === undefined ? play : j.play).error;
    }
    state = next.state;
    events.push(event);
    return null;
  };

  for (let i = 0; i < rounds.length; i++) {
    const r = i + 1;
    if (i >= state.seating.rounds) {
      return fault('D-ROUNDS', says('D-ROUNDS.record', { round: r, players: config.players.length, rounds: state.seating.rounds }), r);
    }
    if (unfinished) {
      return fault('D-ROUND-END', says('D-ROUND-END.after', { round: r, unfinished }), r);
    }
    const shaped = shapeRound(rounds[i], i);
    if (!shaped.ok) return shaped;
    const round = shaped.value;
    let dealer = state.round === null ? -1 : (state.round.dealer + 1) % config.players.length;
    if (round.dealer !== null) {
      dealer = seatOf(names, round.dealer);
      if (dealer < 0) return fault('D-DEALER', says('D-DEALER.not-a-player', { name: quote(round.dealer) }), r);
    } else if (i === 0) {
      return fault('D-DEALER', says('D-DEALER.first'), r);
    }
    const dealt = step({ type: 'deal', dealer, pass: round.pass as number }, r, null);
    if (dealt) return { ok: false, error: dealt };

    /** Suffixes waiting for the Clubs action of their card, in play order. */
    const open: Suffix[] = [];
    /** The next entry of `kept` (D-REVOKE): the cards listed there are recorded as kept revokes. */
    let nextKept = 0;
    for (let j = 0; j < round.plays.length; j++) {
      const p = j + 1;
      const shape = shapePlay(round.plays[j], r, p);
      if (!shape.ok) return shape;
      const before = state;
      // The suit led matters only to a card that names a victim (see below).
      const led = shape.victim === null ? null : (before.round?.trick[0]?.suit ?? shape.card[0]);
      const keep = round.kept[nextKept] === p;
      if (keep) nextKept++;
      const err = step({ type: keep ? 'keep' : 'play', card: shape.card }, r, p);
      if (err) return { ok: false, error: err };
      if (shape.victim !== null) {
        const seat = seatOf(names, shape.victim);
        if (seat < 0) return fault('D-A-CLUB', says('D-A-CLUB.not-a-player', { name: quote(shape.victim) }), r, p);
        open.push({ play: p, seat });
      }
      // A choice to make: the card that owns the action must name the victim.
      if (state.pending && state.pending.cause !== 'D-MAJORITY') {
        const owner = state.pending.play as number;
        const named = take(open, owner);
        if (named === undefined) {
          // An earlier club of this trick that named a victim it cannot rob is the first fault.
          const earlier = open.find((o) => o.play < owner)?.play;
          if (earlier !== undefined) return fault('D-A-CLUB', noAction(cardOf(round.plays, earlier)), r, earlier);
          return fault('D-A-CLUB', missingVictim(state, cardOf(round.plays, owner)), r, owner);
        }
        const chosen = step({ type: 'steal', victim: named.seat }, r, owner);
        if (chosen) return { ok: false, error: chosen };
      }
      if (open.length === 0) continue; // most cards name no victim: nothing below can fail
      const bad = checkForced(before, state, open, r);
      if (bad) return { ok: false, error: bad };
      // An off-suit club acts at once; a club of a Clubs-led trick acts when the trick is taken.
      const trickDone = (state.round?.trick.length ?? 0) === 0;
      for (const { play: owner } of open) {
        const ownerLed = owner === p ? led : null;
        if ((owner === p && ownerLed !== 'C') || trickDone) {
          return fault('D-A-CLUB', noAction(cardOf(round.plays, owner)), r, owner);
        }
      }
    }

    const complete = state.round?.over === true;
    if (state.pending?.cause === 'D-MAJORITY') {
      if (round.endSteal === null) {
        return fault('D-A-CLUB', says('D-A-CLUB.end-steal-missing', { side: sideName(state, state.pending.side) }), r);
      }
      const seat = seatOf(names, round.endSteal);
      const err =
        seat < 0
          ? fault('D-A-CLUB', says('D-A-CLUB.end-steal-name', { name: quote(round.endSteal) }), r).error
          : step({ type: 'steal', victim: seat }, r, null);
      if (err) return { ok: false, error: { ...err, play: null } };
    } else if (round.endSteal !== null) {
      const seat = seatOf(names, round.endSteal);
      const move = complete ? clubsMajority(state, r) : undefined;
      if (!move || move.amount === 0 || seat < 0 || state.seating.sideOf[seat] !== move.victim) {
        const why = !complete
          ? says('D-A-CLUB.why.not-over')
          : !move
            ? says('D-A-CLUB.why.no-majority')
            : move.amount === 0
              ? says('D-A-CLUB.why.robbed-nobody')
              : says('D-A-CLUB.why.victim', { victim: sideName(state, move.victim ?? 0) });
        return fault('D-A-CLUB', says('D-A-CLUB.end-steal-wrong', { name: quote(round.endSteal), why }), r);
      }
    }
    if (state.round?.over !== true) unfinished = r;
  }
  return { ok: true, config, events, state };
}

/** The card of play `k` (1-based) of a round read without fault up to it, for a message. */
function cardOf(plays: readonly unknown[], k: number): string {
  const shape = shapePlay(plays[k - 1], 0, k);
  return shape.ok ? shape.card : '';
}

function noAction(card: string): MessageText {
  return says('D-A-CLUB.no-action', { card });
}

/** The choice a suffix must make, with a play written as the record writes it ("C3>Ann"). */
function missingVictim(state: DiamondsState, card: string): MessageText {
  const victims = (state.pending?.victims ?? []).map((v) => sideName(state, v));
  return says('D-A-CLUB.missing-victim', { card, robber: sideName(state, state.pending?.side ?? 0), victims, example: `${card}>${victims[0] ?? ''}` });
}

/**
 * A victim named by a card's suffix (`C3>Ann`), waiting for that card's Clubs action. A round
 * keeps them in a list, not a Map: it rarely holds more than one, and a Map rebuilds its table
 * when one is taken out, which showed when replaying a record.
 */
interface Suffix {
  play: number;
  seat: number;
}

/**
 * Takes the suffix of play `play` out of `open`; undefined when that play named no victim. The
 * later ones move up by hand: splice makes a list of what it removes, for every choice replayed.
 */
function take(open: Suffix[], play: number): Suffix | undefined {
  const i = open.findIndex((o) => o.play === play);
  if (i < 0) return undefined;
  const named = open[i];
  for (let k = i + 1; k < open.length; k++) open[k - 1] = open[k] as Suffix;
  open.pop();
  return named;
}

/** The end-of-round Clubs majority action of round `r`, if there was one. */
function clubsMajority(state: DiamondsState, r: number): Move | undefined {
  for (let c = state.moves; c; c = c.rest) {
    const m = c.head;
    if (m.round !== r) break;
    if (m.cause === 'D-MAJORITY' && m.suit === 'C') return m;
  }
  return undefined;
}

/**
 * A suffix on a forced or empty Clubs action: it may repeat the forced victim (either member of
 * a robbed team) and nothing else. Checks the Clubs moves made since `before`.
 */
function checkForced(before: DiamondsState, after: DiamondsState, open: Suffix[], r: number): RecordFault | null {
  for (let c = after.moves; c && c !== before.moves; c = c.rest) {
    const m = c.head;
    const named = m.suit === 'C' && m.play !== null ? take(open, m.play) : undefined;
    if (named === undefined) continue;
    const seat = named.seat;
    if (m.amount === 0) {
      return fault('D-A-CLUB', says('D-A-CLUB.robs-nobody'), r, m.play).error;
    }
    if (after.seating.sideOf[seat] !== m.victim) {
      return fault('D-A-CLUB', says('D-A-CLUB.forced', { victim: sideName(after, m.victim ?? 0), given: after.config.players[seat] ?? '' }), r, m.play).error;
    }
  }
  return null;
}

/** An event that stands for diamonds or a round without its cards. */
function withoutCards(event: DiamondsEvent): boolean {
  return event.type === 'check' || event.type === 'zones';
}

/** Whether a log can be written as a record: every round recorded card by card. */
export function isRecordable(events: readonly DiamondsEvent[]): boolean {
  return !events.some(withoutCards);
}

/** Thrown by diamondsRecord for a log that has rounds without their cards. */
export class NotARecordError extends Error {
  override name = 'NotARecordError';
}

/**
 * The record of a legal log: every card in order, victims on the cards that made a choice.
 * A record lists every card, so a log with round-end checks or entered zones has none: this
 * throws NotARecordError, and such a session is exported in the app's backup format instead.
 */
export function diamondsRecord(config: DiamondsConfig, events: readonly DiamondsEvent[]): Record<string, unknown> {
  let state = initialState(config);
  const rounds: { dealer: string; pass: number; plays: string[]; endSteal?: string; kept?: number[] }[] = [];
  for (const event of events) {
    if (withoutCards(event)) {
      throw new NotARecordError(
        `This game has ${event.type === 'check' ? 'rounds recorded by a round-end check' : 'zones entered by hand'}, and a game record must list every card: export it as a backup instead.`,
      );
    }
    const current = rounds[rounds.length - 1];
    if (event.type === 'deal') {
      rounds.push({ dealer: config.players[event.dealer] as string, pass: event.pass, plays: [] });
    } else if (event.type === 'play' && current) {
      current.plays.push(event.card);
    } else if (event.type === 'keep' && current) {
      current.plays.push(event.card);
      // Only a round with a kept revoke has the field: every other record stays as it was.
      (current.kept ??= []).push(current.plays.length);
    } else if (event.type === 'steal' && current && state.pending) {
      const name = config.players[event.victim] as string;
      if (state.pending.play === null) current.endSteal = name;
      else current.plays[state.pending.play - 1] += `>${name}`;
    }
    const next = apply(state, event);
    if (!next.ok) throw new Error(`diamondsRecord: the log is not legal (${next.rejection.rule}: ${next.rejection.text.key})`);
    state = next.state;
  }
  return {
    game: 'diamonds',
    players: [...config.players],
    variant: config.variant,
    thief: config.thief === null ? null : config.players[config.thief],
    rounds,
  };
}
