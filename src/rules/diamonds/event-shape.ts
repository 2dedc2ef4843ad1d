/**
 * The shape of a Diamonds event (./types.ts, DiamondsEvent) for a log that comes from outside:
 * a backup file and its redo list. Only the fields of each event type, each of its JSON type, are
 * kept, in a fresh copy; sizes follow the table (one count per player at most). Whether the event
 * is legal (a seat that exists, a card of the deck, a count that adds up) is the reducer's to say.
 */
import { says, type KeyAfter, type MessageParam, type ParsedEvent, type Rejection } from '../game';
import { previewSaid, quote } from '../untrusted-text';
import { parseCard } from './cards';
import type { DiamondsConfig, DiamondsEvent, ZoneCount } from './types';

type Fields = Record<string, unknown>;

/** The fields of each event type: the ones it needs, and all it may have. */
const FIELDS: Readonly<Record<DiamondsEvent['type'], { required: readonly string[]; allowed: readonly string[] }>> = {
  deal: { required: ['type', 'dealer', 'pass'], allowed: ['type', 'dealer', 'pass'] },
  play: { required: ['type', 'card'], allowed: ['type', 'card'] },
  keep: { required: ['type', 'card'], allowed: ['type', 'card'] },
  steal: { required: ['type', 'victim'], allowed: ['type', 'victim'] },
  zones: { required: ['type', 'zones'], allowed: ['type', 'zones', 'thief'] },
  check: { required: ['type', 'dealer', 'won', 'tricks'], allowed: ['type', 'dealer', 'pass', 'won', 'tricks', 'zones', 'thief'] },
};

function bad(key: KeyAfter<'format.diamonds-event.'>, params: Record<string, MessageParam> = {}): { ok: false; rejection: Rejection } {
  return { ok: false, rejection: { rule: 'format', text: says(`format.diamonds-event.${key}`, params) } };
}

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** A copy of one event's known fields, or the first fault of its shape. */
export function parseDiamondsEvent(config: DiamondsConfig, raw: unknown): ParsedEvent<DiamondsEvent> {
  if (!isFields(raw)) return bad('object', { kind: previewSaid(raw) });
  const type = raw.type;
  if (typeof type !== 'string' || !Object.hasOwn(FIELDS, type)) {
    return bad('type', { kind: previewSaid(type) });
  }
  const { required, allowed } = FIELDS[type as DiamondsEvent['type']];
  const extra = Object.keys(raw).find((k) => !allowed.includes(k));
  if (extra !== undefined)
    return { ok: false, rejection: { rule: 'format', text: says('format.market.event-field', { what: type, field: quote(extra), allowed }) } };
  const missing = required.find((k) => raw[k] === undefined);
  if (missing !== undefined) return bad('missing', { what: type, field: missing });
  const players = config.players.length;

  switch (type) {
    case 'deal':
      if (!isInt(raw.dealer) || !isInt(raw.pass)) return bad('deal');
      return { ok: true, event: { type, dealer: raw.dealer, pass: raw.pass } };
    case 'play':
    case 'keep':
      if (typeof raw.card !== 'string' || raw.card.length > 3 || !parseCard(raw.card)) {
        return bad('card', { kind: previewSaid(raw.card) });
      }
      return { ok: true, event: { type, card: raw.card } };
    case 'steal':
      if (!isInt(raw.victim)) return bad('steal');
      return { ok: true, event: { type, victim: raw.victim } };
    case 'zones': {
      const zones = zoneCounts(raw.zones, players);
      if (!zones) return bad('zones', { what: type });
      if (raw.thief !== undefined && !isInt(raw.thief)) return bad('thief', { what: type });
      return { ok: true, event: raw.thief === undefined ? { type, zones } : { type, zones, thief: raw.thief } };
    }
    default:
      return checkEvent(raw, players);
  }
}

/** The round-end check: dealer, cards won per side and suit, tricks per seat; pass, zones and thief optional. */
function checkEvent(raw: Fields, players: number): ParsedEvent<DiamondsEvent> {
  if (!isInt(raw.dealer)) return bad('check-dealer');
  if (raw.pass !== undefined && !isInt(raw.pass)) return bad('check-pass');
  const won = raw.won;
  if (!Array.isArray(won) || won.length > players || !won.every((row) => Array.isArray(row) && row.length === 4 && row.every(isInt))) {
    return bad('check-won');
  }
  const tricks = raw.tricks;
  if (!Array.isArray(tricks) || tricks.length > players || !tricks.every((t) => typeof t === 'boolean')) {
    return bad('check-tricks');
  }
  const event: Extract<DiamondsEvent, { type: 'check' }> = {
    type: 'check',
    dealer: raw.dealer,
    won: (won as number[][]).map((row) => [...row]),
    tricks: [...tricks],
  };
  if (raw.pass !== undefined) event.pass = raw.pass;
  if (raw.zones !== undefined) {
    const zones = zoneCounts(raw.zones, players);
    if (!zones) return bad('zones', { what: 'check' });
    event.zones = zones;
  }
  if (raw.thief !== undefined) {
    if (!isInt(raw.thief)) return bad('thief', { what: 'check' });
    event.thief = raw.thief;
  }
  return { ok: true, event };
}

/** One Showroom and Vault count per side (at most one side per player), or null. */
function zoneCounts(raw: unknown, players: number): ZoneCount[] | null {
  if (!Array.isArray(raw) || raw.length > players) return null;
  const zones: ZoneCount[] = [];
  for (const z of raw) {
    if (!isFields(z) || !isInt(z.showroom) || !isInt(z.vault) || Object.keys(z).length !== 2) return null;
    zones.push({ showroom: z.showroom, vault: z.vault });
  }
  return zones;
}
