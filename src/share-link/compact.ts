/**
 * The compact form of a shared game (docs/share-link.md): a record or a one-game backup with its
 * Diamonds cards as one character each and a backup's event times as seconds between events.
 * Deflate cannot do this itself: a card code costs it a byte or more, a time in milliseconds two;
 * compacted first, a 6-player game fits in a QR code a phone reads.
 *
 * Both directions are plain functions over parsed JSON. `compactRecord` / `compactBackup` leave
 * what they cannot compact as it is, so every file has a compact form; `expandRecord` /
 * `expandBackup` read an untrusted one and give the file back, for the import verbs to check
 * completely. Expanding never trusts a count: `MAX_SHARED_EVENTS` bounds what a link may unfold to.
 */

/** 60 cards: index suit × 15 + rank − 1, suits in the order D, H, S, C. */
export const CARD_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz01234567';
const SUITS = 'DHSC';
const CARD_CODE = /^([DHSC])(1[0-5]|[1-9])$/;
/** A steal's victim, a suffix's player, a deal's dealer: a seat 0–9. */
const SEAT = '~';
const DEAL = '!';

/** A step of 0–61 seconds between two events is one character; any other is `(n)`. */
const STEP_CHARS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const STEP = /([0-9a-zA-Z])|\((-?\d{1,15})\)/y;

/** Far above any game (a 6-player Diamonds game is about 420 events): a link unfolds to no more. */
export const MAX_SHARED_EVENTS = 20_000;

export class CompactError extends Error {
  override name = 'CompactError';
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function cardChar(code: unknown): string | null {
  const m = typeof code === 'string' ? CARD_CODE.exec(code) : null;
  return m ? (CARD_CHARS[SUITS.indexOf(m[1] as string) * 15 + Number(m[2]) - 1] as string) : null;
}

function cardCode(char: string): string {
  const index = CARD_CHARS.indexOf(char);
  if (index < 0 || char.length !== 1) throw new CompactError(`"${char}" is not a card`);
  return `${SUITS[Math.floor(index / 15)]}${(index % 15) + 1}`;
}

function seatChar(seat: unknown): string | null {
  return Number.isInteger(seat) && (seat as number) >= 0 && (seat as number) <= 9 ? String(seat) : null;
}

/** Reads tokens one at a time, and counts them against the bound. */
class Tokens {
  private at = 0;
  constructor(
    private readonly text: string,
    private readonly budget: { left: number },
  ) {}

  get done(): boolean {
    return this.at >= this.text.length;
  }

  next(): string {
    if (--this.budget.left < 0) throw new CompactError('it holds more events than any game');
    return this.text[this.at++] as string;
  }

  peek(): string | undefined {
    return this.text[this.at];
  }

  seat(): number {
    const c = this.text[this.at++];
    if (c === undefined || c < '0' || c > '9') throw new CompactError('a seat is missing');
    return Number(c);
  }
}

// ----- records -----

/** A record with each Diamonds round's `plays` as one string of tokens where every play allows it. */
export function compactRecord(record: unknown): unknown {
  if (!isObject(record) || record.game !== 'diamonds' || !Array.isArray(record.rounds)) return record;
  const players = Array.isArray(record.players) ? record.players : [];
  return { ...record, rounds: record.rounds.map((round: unknown) => (isObject(round) ? compactRound(round, players) : round)) };
}

function compactRound(round: Json, players: unknown[]): Json {
  if (!Array.isArray(round.plays)) return round;
  let out = '';
  for (const play of round.plays) {
    if (typeof play !== 'string') return round;
    const [code, ...victim] = play.split('>');
    const card = cardChar(code);
    if (card === null) return round;
    out += card;
    if (victim.length === 0) continue;
    const seat = seatChar(players.indexOf(victim.join('>')));
    if (seat === null) return round;
    out += SEAT + seat;
  }
  return { ...round, plays: out };
}

/** The record of docs/records.md again: every `plays` string back to its list of card codes. */
export function expandRecord(record: unknown): unknown {
  if (!isObject(record) || !Array.isArray(record.rounds)) return record;
  const players = record.players;
  const budget = { left: MAX_SHARED_EVENTS };
  return {
    ...record,
    rounds: record.rounds.map((round: unknown) => {
      if (!isObject(round) || typeof round.plays !== 'string') return round;
      const tokens = new Tokens(round.plays, budget);
      const plays: string[] = [];
      while (!tokens.done) {
        let play = cardCode(tokens.next());
        if (tokens.peek() === SEAT) {
          tokens.next();
          const name: unknown = Array.isArray(players) ? players[tokens.seat()] : undefined;
          if (typeof name !== 'string') throw new CompactError('a steal names no player of the record');
          play += `>${name}`;
        }
        plays.push(play);
      }
      return { ...round, plays };
    }),
  };
}

// ----- backups -----

/** What a backup's session row holds beyond what its log gives (the rest is recomputed on restore). */
const ROW_FIELDS = ['id', 'game', 'config', 'createdAt', 'updatedAt', 'redo', 'playerIds'] as const;

/**
 * A backup with each session's row cut to what the log does not give, its Diamonds events as
 * token strings, and its event times as whole seconds from the one before (the first from the
 * game's start), one character each: `{ session, events, seconds }`. Times lose their
 * milliseconds, nothing else.
 */
export function compactBackup(backup: unknown): unknown {
  if (!isObject(backup) || !Array.isArray(backup.sessions)) return backup;
  return {
    ...backup,
    settings: Array.isArray(backup.settings) && backup.settings.length === 0 ? undefined : backup.settings,
    sessions: backup.sessions.map((entry: unknown) => {
      if (!isObject(entry) || !isObject(entry.session) || !Array.isArray(entry.events)) return entry;
      const rows = entry.events as unknown[];
      if (!rows.every((r) => isObject(r) && typeof r.at === 'number') || typeof entry.session.createdAt !== 'number') return entry;
      const session: Json = {};
      for (const key of ROW_FIELDS) if (key in entry.session) session[key] = entry.session[key];
      let last = Math.round(entry.session.createdAt / 1000);
      const seconds = (rows as { at: number }[])
        .map(({ at }) => {
          const t = Math.round(at / 1000);
          const step = t - last;
          last = t;
          return STEP_CHARS[step] ?? `(${step})`;
        })
        .join('');
      return { session, events: compactEvents((rows as { event: unknown }[]).map((r) => r.event)), seconds };
    }),
  };
}

/** A Diamonds deal, play or steal as a token; null for any other event. */
function eventToken(event: unknown): string | null {
  if (!isObject(event)) return null;
  const keys = Object.keys(event).length;
  if (event.type === 'play' && keys === 2) return cardChar(event.card);
  if (event.type === 'steal' && keys === 2) {
    const seat = seatChar(event.victim);
    return seat === null ? null : SEAT + seat;
  }
  if (event.type === 'deal' && keys === 3) {
    const dealer = seatChar(event.dealer);
    const pass = seatChar(event.pass);
    return dealer === null || pass === null ? null : DEAL + dealer + pass;
  }
  return null;
}

/** Runs of tokens as strings, the other events as they are. */
function compactEvents(events: unknown[]): unknown[] {
  const out: unknown[] = [];
  for (const event of events) {
    const token = eventToken(event);
    const last = out.at(-1);
    if (token === null) out.push(event);
    else if (typeof last === 'string') out[out.length - 1] = last + token;
    else out.push(token);
  }
  return out;
}

function expandEvents(events: unknown[], budget: { left: number }): unknown[] {
  const out: unknown[] = [];
  for (const item of events) {
    if (typeof item !== 'string') {
      if (--budget.left < 0) throw new CompactError('it holds more events than any game');
      out.push(item);
      continue;
    }
    const tokens = new Tokens(item, budget);
    while (!tokens.done) {
      const c = tokens.next();
      if (c === SEAT) out.push({ type: 'steal', victim: tokens.seat() });
      else if (c === DEAL) out.push({ type: 'deal', dealer: tokens.seat(), pass: tokens.seat() });
      else out.push({ type: 'play', card: cardCode(c) });
    }
  }
  return out;
}

/** The backup file again (each session's `events` as `{event, at}` rows), for restoreBackup to check. */
export function expandBackup(backup: unknown): unknown {
  if (!isObject(backup) || !Array.isArray(backup.sessions)) return backup;
  const budget = { left: MAX_SHARED_EVENTS };
  return {
    ...backup,
    settings: backup.settings ?? [],
    sessions: backup.sessions.map((entry: unknown) => {
      if (!isObject(entry) || typeof entry.seconds !== 'string' || !Array.isArray(entry.events) || !isObject(entry.session)) return entry;
      const events = expandEvents(entry.events, budget);
      const seconds = entry.seconds;
      const start = entry.session.createdAt;
      if (typeof start !== 'number' || !Number.isFinite(start)) throw new CompactError('its game has no start time');
      let t = Math.round(start / 1000);
      STEP.lastIndex = 0;
      const rows = events.map((event) => {
        const m = STEP.exec(seconds);
        if (!m) throw new CompactError('an event has no time');
        t += m[1] === undefined ? Number(m[2]) : STEP_CHARS.indexOf(m[1]);
        return { event, at: t * 1000 };
      });
      if (STEP.lastIndex !== seconds.length) throw new CompactError('its events and their times do not match');
      const { seconds: _times, ...rest } = entry;
      return { ...rest, events: rows };
    }),
  };
}
