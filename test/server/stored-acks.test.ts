/**
 * The relay answers a phone's update only once the update is stored (server/stored-acks.ts): a
 * device told its changes are taken may go away for good, and a relay killed the moment after
 * must still hold them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { appRoot, freePort, phone, startRelayProcess, stopAll, tempFolder, until, type Phone } from '../support/scale-out';
import { closeAll, phone as inProcessPhone, startRelay } from './relay-helpers';
import type { SqliteRoomStore } from '../../server/room-store';

const phones: Phone[] = [];

afterEach(async () => {
  for (const p of phones.splice(0)) p.destroy();
  await closeAll();
  await stopAll();
  vi.restoreAllMocks();
});

const RUN = Date.now().toString(36);
const room = (i: number): string => `storedAcks_${RUN}_${i}`;

describe('an update is answered once it is stored', () => {
  it('a relay killed (SIGKILL) the moment a phone is told its writes are taken still holds every one of them, round after round', async () => {
    const root = appRoot();
    const dataDir = tempFolder('stored-acks-');
    const port = await freePort();
    let relay = await startRelayProcess({ root, dataDir, port });
    for (let round = 0; round < 3; round++) {
      const writer = phone(relay.url, room(round));
      phones.push(writer);
      await until(() => writer.provider.isSynced, 'the writer to sync', 25_000);
      // One update per entry, the last of them just before the kill.
      for (let i = 0; i < 20; i++) writer.log.push([{ round, i }]);
      await until(() => !writer.provider.hasUnsyncedChanges, 'the writes to be answered', 25_000);
      await relay.kill('SIGKILL');
      writer.destroy();
      relay = await startRelayProcess({ root, dataDir, port });
      const reader = phone(relay.url, room(round));
      phones.push(reader);
      await until(() => reader.provider.isSynced, 'the reader to sync', 25_000);
      expect(reader.log.toArray()).toEqual(Array.from({ length: 20 }, (_, i) => ({ round, i })));
      // What it sent back changed nothing: it is answered without waiting for a store.
      await until(() => !reader.provider.hasUnsyncedChanges, 'the reader’s own sync to be answered', 25_000);
    }
  }, 60_000);

  it('an update whose store fails (the disk full) is answered only after a store tried again has it', async () => {
    const server = await startRelay();
    const writer = inProcessPhone(server.port, room(9));
    await writer.synced();
    const file = (server.relay.store as SqliteRoomStore).database;
    const prepare = file.prepare.bind(file);
    let unansweredWhenFailed: boolean | undefined;
    // Hocuspocus logs the failed store.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    file.prepare = (sql: string) => {
      const statement = prepare(sql);
      if (unansweredWhenFailed !== undefined || !sql.startsWith('INSERT INTO rooms')) return statement;
      unansweredWhenFailed = writer.provider.hasUnsyncedChanges;
      return Object.assign(Object.create(statement) as typeof statement, {
        run: () => {
          throw Object.assign(new Error('database or disk is full'), { code: 'ERR_SQLITE_ERROR', errcode: 13 });
        },
      });
    };
    writer.doc.getArray('events').push(['kept']);
    await until(() => unansweredWhenFailed !== undefined, 'the store to fail', 25_000);
    expect(unansweredWhenFailed).toBe(true);
    await until(() => !writer.provider.hasUnsyncedChanges, 'the write to be answered', 25_000);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Caught error during storeDocumentHooks'), expect.objectContaining({ errcode: 13 }));
    const stored = new Y.Doc();
    Y.applyUpdate(stored, (await server.relay.store.extension.configuration.fetch({ documentName: room(9) } as never)) as Uint8Array);
    expect(stored.getArray('events').toArray()).toEqual(['kept']);
    // And the room is stored as before after that: a write later is answered too.
    writer.doc.getArray('events').push(['later']);
    await until(() => !writer.provider.hasUnsyncedChanges, 'the later write to be answered', 25_000);
  }, 30_000);
});
