/**
 * The shape of a Diamonds event (./types.ts, DiamondsEvent) for a log that comes from outside:
 * a backup file and its redo list. Only the fields of each event type, each of its JSON type, are
 * kept, in a fresh copy; sizes follow the table (one count per player at most). Whether the event
 * is legal (a seat that exists, a card of the deck, a count that adds up) is the reducer's to say.
 */
import type { ParsedEvent, Rejection } from '../game';
import { quote, preview } from '../untrusted-text';
import { parseCard } from './cards';
import type { DiamondsConfig, DiamondsEvent, ZoneCount } from './types';

type Fields = Record<string, unknown>;

/** The fields of each event type: the ones it needs, and all it may have. */
const FIELDS: Readonly<Record<DiamondsEvent['type'], { required: readonly string[]; allowed: readonly string[] }>> = {
  deal: { required: ['type', 'dealer', 'pass'], allowed: ['type', 'dealer', 'pass'] },
  play: { required: ['type', 'card'], allowed: ['type', 'card'] },
  steal: { required: ['type', 'victim'], allowed: ['type', 'victim'] },
  zones: { required: ['type', 'zones'], allowed: ['type', 'zones', 'thief'] },
  check: { required: ['type', 'dealer', 'won', 'tricks'], allowed: ['type', 'dealer', 'pass', 'won', 'tricks', 'zones', 'thief'] },
};

function bad(message: string): { ok: false; rejection: Rejection } {
  return { ok: false, rejection: { rule: 'format', message } };
}

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** A copy of one event's known fields, or the first fault of its shape. */
export function parseDiamondsEvent(config: DiamondsConfig, raw: unknown): ParsedEvent<DiamondsEvent> {
  if (!isFields(raw)) return bad(`A Diamonds event is an object with a "type", but this is ${preview(raw)}.`);
  const type = raw.type;
  if (typeof type !== 'string' || !Object.hasOwn(FIELDS, type)) {
    return bad(`Unknown Diamonds event ${preview(type)}: expected "deal", "play", "steal", "zones" or "check".`);
  }
  const { required, allowed } = FIELDS[type as DiamondsEvent['type']];
  const extra = Object.keys(raw).find((k) => !allowed.includes(k));
  if (extra !== undefined) return bad(`A "${type}" event has an unknown field ${quote(extra)}: only ${allowed.map((k) => `"${k}"`).join(', ')}.`);
  const missing = required.find((k) => raw[k] === undefined);
  if (missing !== undefined) return bad(`A "${type}" event needs its "${missing}".`);
  const players = config.players.length;

  switch (type) {
    case 'deal':
      if (!isInt(raw.dealer) || !isInt(raw.pass)) return bad('A "deal" event names its dealer\'s seat and the pass count, whole numbers.');
      return { ok: true, event: { type, dealer: raw.dealer, pass: raw.pass } };
    case 'play':
      if (typeof raw.card !== 'string' || raw.card.length > 3 || !parseCard(raw.card)) {
        return bad(`A "play" event's card is a card code such as "H7", not ${preview(raw.card)}.`);
      }
      return { ok: true, event: { type, card: raw.card } };
    case 'steal':
      if (!isInt(raw.victim)) return bad('A "steal" event names the victim\'s seat, a whole number.');
      return { ok: true, event: { type, victim: raw.victim } };
    case 'zones': {
      const zones = zoneCounts(raw.zones, players);
      if (typeof zones === 'string') return bad(`A "zones" event ${zones}`);
      if (raw.thief !== undefined && !isInt(raw.thief)) return bad('A "zones" event names the thief token\'s holder by seat, a whole number.');
      return { ok: true, event: raw.thief === undefined ? { type, zones } : { type, zones, thief: raw.thief } };
    }
    default:
      return checkEvent(raw, players);
  }
}

/** The round-end check: dealer, cards won per side and suit, tricks per seat; pass, zones and thief optional. */
function checkEvent(raw: Fields, players: number): ParsedEvent<DiamondsEvent> {
  if (!isInt(raw.dealer)) return bad('A "check" event names the dealer\'s seat, a whole number.');
  if (raw.pass !== undefined && !isInt(raw.pass)) return bad('A "check" event\'s pass count is a whole number.');
  const won = raw.won;
  if (!Array.isArray(won) || won.length > players || !won.every((row) => Array.isArray(row) && row.length === 4 && row.every(isInt))) {
    return bad(`A "check" event's "won" lists, for each side, four whole numbers (cards of each suit won).`);
  }
  const tricks = raw.tricks;
  if (!Array.isArray(tricks) || tricks.length > players || !tricks.every((t) => typeof t === 'boolean')) {
    return bad(`A "check" event's "tricks" says for each player, true or false, whether they won a trick.`);
  }
  const event: Extract<DiamondsEvent, { type: 'check' }> = {
    type: 'check',
    dealer: raw.dealer,
    won: (won as number[][]).map((row) => [...row]),
    tricks: [...(tricks as boolean[])],
  };
  if (raw.pass !== undefined) event.pass = raw.pass;
  if (raw.zones !== undefined) {
    const zones = zoneCounts(raw.zones, players);
    if (typeof zones === 'string') return bad(`A "check" event ${zones}`);
    event.zones = zones;
  }
  if (raw.thief !== undefined) {
    if (!isInt(raw.thief)) return bad('A "check" event names the thief token\'s holder by seat, a whole number.');
    event.thief = raw.thief;
  }
  return { ok: true, event };
}

/** One Showroom and Vault count per side (at most one side per player), or what is wrong. */
function zoneCounts(raw: unknown, players: number): ZoneCount[] | string {
  const wrong = 'lists, for each side, {"showroom", "vault"}: two whole numbers and nothing else.';
  if (!Array.isArray(raw) || raw.length > players) return wrong;
  const zones: ZoneCount[] = [];
  for (const z of raw) {
    if (!isFields(z) || !isInt(z.showroom) || !isInt(z.vault) || Object.keys(z).length !== 2) return wrong;
    zones.push({ showroom: z.showroom, vault: z.vault });
  }
  return zones;
}
