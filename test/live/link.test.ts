/** The relay addresses the live table accepts (src/live/link.ts), from a link or from Settings. */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { chosenRelay, relayKeepDays } from '../../src/live/link';
import { isRelay, MAX_RELAY_LENGTH, relayProblem } from '../../src/wire/protocol';
import { setSetting } from '../../src/store/index';
import { dropDbs, phoneDb } from './helpers';

afterEach(dropDbs);

describe('relay addresses', () => {
  it('accepts ws:// and wss:// addresses, with a port and a path', () => {
    for (const ok of ['ws://192.168.1.20:4174/sync', 'wss://relay.example.org/sync', 'wss://relay.example.org', 'ws://[::1]:4174/sync/']) {
      expect(relayProblem(ok), ok).toBeNull();
      expect(isRelay(ok)).toBe(true);
    }
  });

  it('refuses what is not a relay a room can be appended to', () => {
    for (const bad of [
      '',
      'relay.example.org',
      'http://relay.example.org/sync',
      'https://x/sync',
      'javascript:alert(1)',
      'wss://me:secret@relay.example.org/sync',
      'wss://relay.example.org/sync?room=1',
      'wss://relay.example.org/#x',
      'wss://relay .example.org',
      'ws://',
    ]) {
      expect(relayProblem(bad), bad).toBe('not-relay');
    }
  });

  it(`refuses an address longer than ${MAX_RELAY_LENGTH} characters`, () => {
    const long = `wss://relay.example.org/${'a'.repeat(MAX_RELAY_LENGTH)}`;
    expect(relayProblem(long)).toBe('too-long');
    expect(relayProblem(long.slice(0, MAX_RELAY_LENGTH))).toBeNull();
  });

  it('from a page served over https, only a wss:// relay (the browser blocks ws://)', () => {
    expect(relayProblem('ws://relay.example.org/sync', 'https:')).toBe('insecure');
    expect(relayProblem('wss://relay.example.org/sync', 'https:')).toBeNull();
    expect(relayProblem('ws://relay.example.org/sync', 'http:')).toBeNull();
  });

  it('shares at the relay set in Settings, else at the page’s own server', async () => {
    const db = phoneDb();
    const page = { protocol: 'http:', host: '192.168.1.20:4174' };
    Object.assign(globalThis, { window: { location: page } });
    try {
      expect(await chosenRelay(db)).toBe('ws://192.168.1.20:4174/sync');
      await setSetting(db, 'liveRelay', 'wss://relay.example.org/sync');
      expect(await chosenRelay(db)).toBe('wss://relay.example.org/sync');
      // Something that is no relay in the settings (an old version's, a hand-edited row) is not used.
      await setSetting(db, 'liveRelay', 'javascript:alert(1)');
      expect(await chosenRelay(db)).toBe('ws://192.168.1.20:4174/sync');
    } finally {
      delete (globalThis as { window?: unknown }).window;
    }
  });
});

describe("what the page's own relay keeps", () => {
  const answering =
    (body: string, status = 200): typeof fetch =>
    async () =>
      new Response(body, { status });

  it('reads the days from relay.json', async () => {
    expect(await relayKeepDays(answering('{"keepDays":30}'))).toBe(30);
    expect(await relayKeepDays(answering('{"keepDays":0.5}'))).toBe(0.5);
  });

  it('takes nothing a screen could not print as a number of days: no relay there, another shape, a broken answer', async () => {
    for (const body of ['{"keepDays":"30"}', '{"keepDays":0}', '{"keepDays":-3}', '{"keepDays":1e9}', '{}', 'null', '[30]', '<!doctype html>']) {
      expect(await relayKeepDays(answering(body)), body).toBeNull();
    }
    expect(await relayKeepDays(answering('{"keepDays":30}', 404))).toBeNull();
    expect(await relayKeepDays(async () => Promise.reject(new TypeError('offline')))).toBeNull();
  });
});
