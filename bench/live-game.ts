/**
 * One whole game at a live table, phones as the app makes them (each with its own database and
 * sockets): per event, from the host's commit to the follower's stored copy (its Dexie row at the
 * new revision, checked with the rules), in ms. The host and the follower may reach the room
 * through different relay processes (bench/scale-out.ts).
 */
import 'fake-indexeddb/auto';
import { appendEvent, createSession, revisionOf } from '../src/store/index';
import { join, share } from '../src/live/tables';
import { phoneDb, phonePage, until } from '../test/live/helpers';
import { randomGame } from '../test/support/random-diamonds';
import { sized } from './size';

export async function oneGame(relayBase: string, followerRelay = relayBase): Promise<number[]> {
  const game = randomGame(11, { players: 4, ...sized({}, { rounds: 1, stopAfterPlays: 12 }) });
  const hostDb = phoneDb();
  const followerDb = phoneDb();
  const id = await createSession(hostDb, 'diamonds', game.config);
  const host = await share(hostDb, id, relayBase, phonePage());
  if (!host) throw new Error('not shared');
  const follower = await join(followerDb, host.link.secret, host.link.hostKey, followerRelay, phonePage());
  if (!follower) throw new Error('not joined');
  await until(() => followerDb.sessions.get(id), 'the follower to store the game', 10_000);
  const latencies: number[] = [];
  for (const event of game.events) {
    const row = await hostDb.sessions.get(id);
    const result = await appendEvent(hostDb, id, event, revisionOf(row!));
    if (!result.ok) throw new Error('the game does not replay');
    const committed = performance.now();
    await until(async () => ((await followerDb.sessions.get(id))?.revision ?? -1) >= result.revision, 'the follower', 10_000);
    latencies.push(performance.now() - committed);
  }
  host.close();
  follower.close();
  return latencies;
}
