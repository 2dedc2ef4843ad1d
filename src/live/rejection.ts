/**
 * A rejection as the host sent it, from the network: only its known fields of the right types are
 * kept, so the screen words it from this phone's own catalog (as on the host) and nothing else
 * from the message reaches it. Texts are shown as text, never as markup.
 */
import { says, type MessageKey, type MessageParam, type MessageText, type Rejection } from '../rules/game';

export function parseRejection(raw: unknown): Rejection {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const rule = short(r.rule) ?? 'format';
  // A rejection is said from its key alone; one that came without a readable key says its rule id.
  const rejection: Rejection = { rule, text: parseText(r.text, 0) ?? says(fromNetwork(rule)) };
  for (const key of ['round', 'play', 'trick'] as const) {
    const value = r[key];
    if (Number.isSafeInteger(value)) rejection[key] = value as number;
  }
  return rejection;
}

function parseText(raw: unknown, depth: number): MessageText | undefined {
  if (depth > 3 || typeof raw !== 'object' || raw === null) return undefined;
  const t = raw as Record<string, unknown>;
  const key = short(t.key);
  if (key === undefined || typeof t.params !== 'object' || t.params === null) return undefined;
  const params: Record<string, MessageParam> = {};
  for (const [name, value] of Object.entries(t.params as Record<string, unknown>).slice(0, 20)) {
    const param = parseParam(value, depth);
    if (param !== undefined) params[name.slice(0, 40)] = param;
  }
  return { key: fromNetwork(key), params };
}

function parseParam(value: unknown, depth: number): MessageParam | undefined {
  if (typeof value === 'string') return value.slice(0, 200);
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (Array.isArray(value)) {
    const items = value.slice(0, 20);
    if (items.every((v) => typeof v === 'string')) return items.map((v: string) => v.slice(0, 200));
    const texts = items.map((v) => parseText(v, depth + 1)).filter((v): v is MessageText => v !== undefined);
    return texts;
  }
  return parseText(value, depth + 1);
}

/**
 * A key as the host sent it, unchecked: this phone says it only if its own catalog has it
 * (`sayFrom` answers null for any other key, and the screen says the rule id instead).
 */
function fromNetwork(key: string): MessageKey {
  return key as MessageKey;
}

function short(value: unknown, max = 80): string | undefined {
  return typeof value === 'string' ? value.slice(0, max) : undefined;
}
