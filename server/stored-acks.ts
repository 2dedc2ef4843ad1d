/**
 * A phone's change is acknowledged once it is stored, not once it is applied. Hocuspocus answers
 * every update with a SyncStatus frame as soon as the room's document has it, and stores the room
 * up to `maxDebounce` later: a relay killed in between lost changes a device had been told were
 * taken. That device then said "synced" and may never come back to send them again (a phone
 * lost, a ledger's only other device): test/sync/server-sees.test.ts killed the relay 12 ms after
 * such a device stopped, and 14 of its 32 shards were gone.
 *
 * So each acknowledgement waits here until a store that covers it is over. A room's changes from
 * phones are counted as they are applied (Hocuspocus stores only those: what comes from another
 * process through Redis is that process's to store); a store covers the count it saw when it
 * began, before any other extension's hook (the SQLite one reads the document then).
 */
import {
  isTransactionOrigin,
  type Connection,
  type Document,
  type Extension,
  type Hocuspocus,
  type onStoreDocumentPayload,
  type WebSocketLike,
} from '@hocuspocus/server';
import { ackRoom } from './frame-check';

/** A store that has not ended this long after it began is taken for failed, and tried again. */
const RETRY_MS = 2000;

interface Room {
  document: Document;
  /** Changes from phones applied so far. */
  changes: number;
  /** Changes the last finished store covers. */
  stored: number;
  /** Changes the store under way covers. */
  storing: number;
  /** Acknowledgements waiting, each with the count of changes it needs stored. */
  held: { needs: number; send: () => void }[];
}

export interface StoredAcks {
  /** Runs first of the relay's extensions. */
  extension: Extension;
  /** Holds `ws`'s acknowledgements back until what they acknowledge is stored. */
  watch(ws: WebSocketLike): void;
}

export function storedAcks(hocuspocus: () => Hocuspocus): StoredAcks {
  const rooms = new Map<string, Room>();

  const release = (room: Room): void => {
    while (room.held.length > 0 && (room.held[0] as Room['held'][number]).needs <= room.stored) room.held.shift()?.send();
  };

  const extension: Extension = {
    // Above Redis's 1000: the count is read before its lock is taken and the SQLite one stores.
    priority: 2000,
    async afterLoadDocument({ documentName, document }) {
      const room: Room = { document, changes: 0, stored: 0, storing: 0, held: [] };
      rooms.set(documentName, room);
      // A phone's update has its connection as origin; Redis's and the server's own another source.
      document.on('update', (_update: Uint8Array, origin: unknown) => {
        if (isTransactionOrigin(origin) && origin.source === 'connection') room.changes++;
      });
    },
    async onStoreDocument(payload: onStoreDocumentPayload) {
      const room = rooms.get(payload.documentName);
      if (!room) return;
      const covers = room.changes;
      room.storing = covers;
      // A store that fails (the disk, or another process holding Redis's lock) is not tried again
      // by Hocuspocus until the next change, which a device waiting for its answer never sends.
      setTimeout(() => {
        if (room.stored < covers && room.held.length > 0 && rooms.get(payload.documentName) === room)
          void hocuspocus()
            .storeDocumentHooks(room.document, payload)
            .catch(() => undefined); // the retry's failure waits for the next change or retry, like the first
      }, RETRY_MS).unref();
    },
    async afterStoreDocument({ documentName }) {
      const room = rooms.get(documentName);
      if (!room) return;
      room.stored = Math.max(room.stored, room.storing);
      release(room);
    },
    async afterUnloadDocument({ documentName }) {
      // Unloaded with no phone left in it: what waits was for connections gone, and goes with it.
      const room = rooms.get(documentName);
      // Opened again meanwhile: the room is the new document's.
      if (room && hocuspocus().documents.get(documentName) !== room.document) rooms.delete(documentName);
    },
  };

  // The room's connection on `ws` (one socket serves a phone's every room).
  const connectionOf = (room: Room, ws: WebSocketLike): Connection | undefined => {
    for (const connection of room.document.connections.keys()) if (connection.webSocket === ws) return connection;
    return undefined;
  };

  const watch = (ws: WebSocketLike): void => {
    const send = ws.send.bind(ws) as (data: unknown, ...rest: unknown[]) => void;
    ws.send = (data: unknown, ...rest: unknown[]): void => {
      const name = data instanceof Uint8Array ? ackRoom(data) : null;
      const room = name === null ? undefined : rooms.get(name);
      if (!room || room.changes <= room.stored) return send(data, ...rest);
      // Only to the room's connection it was for: the provider takes an answer as "synced", and a
      // room closed meanwhile (on a socket that stays open for others) would read as open again.
      // Opened again, the phone syncs the room anew and is answered for that.
      const connection = connectionOf(room, ws);
      room.held.push({ needs: room.changes, send: () => void (connection && room.document.connections.has(connection) && send(data, ...rest)) });
    };
  };

  return { extension, watch };
}
