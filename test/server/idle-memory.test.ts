/**
 * What a connection and the process may hold (docs/live-table.md, "What the relay refuses"),
 * against relay processes as `npm run table` runs them, with their settings small: a connection
 * that sends nothing for TABLE_IDLE_SECONDS is closed (an honest phone sends its presence every
 * second, and a ledger's socket asks the relay for an answer after 4 s of silence), and past
 * TABLE_RSS_MB of the process's own memory no new room opens, whatever the rooms' Yjs state weighs.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CLOSE } from '../../server/guard';
import { appRoot, startRelayProcess, stopAll, tempFolder } from '../support/scale-out';
import { authFrame, closeAll, enter, presenceFrame, raw, until, type Raw } from './relay-helpers';

afterEach(async () => {
  await closeAll();
  await stopAll();
});

const RUN = Date.now().toString(36);
const room = (name: string): string => `${name}_${RUN}`.padEnd(22, 'x');

/** The code `client` was closed with, once it is (undefined until then). */
function watch(client: Raw): () => number | undefined {
  let code: number | undefined;
  void client.closed.then((c) => (code = c));
  return () => code;
}

describe('idle connections and the process memory', () => {
  it('closes a connection that sends nothing for TABLE_IDLE_SECONDS (4014), and keeps one that keeps speaking', async () => {
    const relay = await startRelayProcess({ root: appRoot(), dataDir: tempFolder('idle-tables-'), env: { TABLE_IDLE_SECONDS: '2' } });
    const silent = await raw(relay.port);
    await enter(silent, room('idleSilent'));
    const chatty = await raw(relay.port, {}, '127.0.0.2');
    await enter(chatty, room('idleChatty'));
    const silentCode = watch(silent);
    const chattyCode = watch(chatty);
    let clock = 0;
    // A presence each half second, as a phone at a table sends one each second.
    const beats = setInterval(() => chatty.ws.send(presenceFrame(room('idleChatty'), 7, ++clock)), 500);
    try {
      // A guard against a hang: without the setting the relay closed it after 60 to 120 s.
      await until(() => silentCode() !== undefined, 'the silent connection closed', 30_000);
      expect(silentCode()).toBe(CLOSE.idle.code);
      // Another two idle periods and more: the one that speaks is still open.
      const at = Date.now();
      await until(() => Date.now() - at > 5000, 'five seconds more', 20_000);
      expect(chattyCode()).toBeUndefined();
    } finally {
      clearInterval(beats);
    }
  });

  it('opens no new room while the process is past TABLE_RSS_MB (4012), whatever its rooms weigh', async () => {
    // Any Node process holds more than 1 MB: the budget is past from the start, with no room loaded.
    const relay = await startRelayProcess({ root: appRoot(), dataDir: tempFolder('rss-tables-'), env: { TABLE_RSS_MB: '1' } });
    expect((await relay.stats()).memory).toBe(0);
    const newcomer = await raw(relay.port);
    const code = watch(newcomer);
    newcomer.ws.send(authFrame(room('rssNew'), newcomer.ws));
    await until(() => code() !== undefined, 'the new room refused', 15_000);
    expect(code()).toBe(CLOSE.busy.code);
  });
});
