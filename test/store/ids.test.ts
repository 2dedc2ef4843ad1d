import 'fake-indexeddb/auto';
/** Ids on a page that is not a secure context (http://<LAN address>): crypto.randomUUID is absent there. */
import { afterEach, describe, expect, it } from 'vitest';
import { newId, randomToken } from '../../src/store/ids';
import { createSession } from '../../src/store/index';
import { freshDb } from './helpers';

// The page's crypto as an http page at a LAN address has it: getRandomValues, no randomUUID.
function insecureContext(): void {
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
}
afterEach(() => {
  Reflect.deleteProperty(crypto, 'randomUUID');
});

describe('ids', () => {
  it('are version-4 UUIDs, different every time', () => {
    const ids = new Set(Array.from({ length: 1000 }, newId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('random tokens carry 128 bits as 22 URL-safe characters', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(Array.from({ length: 500 }, () => randomToken())).size).toBe(500);
  });

  it('a game and its players are created where crypto.randomUUID does not exist', async () => {
    const db = freshDb();
    insecureContext();
    expect(crypto.randomUUID).toBeUndefined();
    const id = await createSession(db, 'diamonds', { players: ['Ann', 'Bob'], target: 10 });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const row = await db.sessions.get(id);
    expect(row?.playerIds).toHaveLength(2);
  });
});
