/** The relay of docs/live-table.md: rooms by address, nothing listed, empty rooms freed, messages bounded. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { MAX_MESSAGE_BYTES, roomOf } from '../../server/relay';
import { startTableServer, type TableServer } from '../../server/table-server';

let table: TableServer | undefined;
const providers: WebsocketProvider[] = [];

afterEach(async () => {
  for (const p of providers.splice(0)) p.destroy();
  await table?.close();
  table = undefined;
});

async function start(): Promise<TableServer> {
  const root = mkdtempSync(join(tmpdir(), 'table-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  table = await startTableServer({ root, csp: "default-src 'self'", host: '127.0.0.1', port: 0 });
  return table;
}

function phone(port: number, room: string): { doc: Y.Doc; provider: WebsocketProvider } {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(`ws://127.0.0.1:${port}/sync`, room, doc, {
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    disableBc: true,
  });
  providers.push(provider);
  return { doc, provider };
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const ROOM = 'AbCdEfGhIjKlMnOpQrStUv';

describe('relay', () => {
  it('room addresses are /sync/ and 16 to 64 URL-safe characters; nothing else is a room', () => {
    expect(roomOf(`/sync/${ROOM}`)).toBe(ROOM);
    expect(roomOf(`/sync/${ROOM}?x=1`)).toBe(ROOM);
    expect(roomOf('/sync/')).toBeNull();
    expect(roomOf('/sync/short')).toBeNull();
    expect(roomOf(`/sync/${ROOM}/../x`)).toBeNull();
    expect(roomOf(`/other/${ROOM}`)).toBeNull();
  });

  it('passes a document between two phones of a room, and not to another room', async () => {
    const { port } = await start();
    const a = phone(port, ROOM);
    const b = phone(port, ROOM);
    const other = phone(port, `${ROOM}x`);
    a.doc.getMap('t').set('k', 'from a');
    await until(() => b.doc.getMap('t').get('k') === 'from a');
    await until(() => other.provider.synced);
    expect(other.doc.getMap('t').get('k')).toBeUndefined();
  });

  it('frees a room when its last phone leaves, and a phone coming back brings the game with it', async () => {
    const server = await start();
    const a = phone(server.port, ROOM);
    a.doc.getMap('t').set('k', 1);
    await until(() => a.provider.synced && server.relay.rooms() === 1);
    a.provider.destroy();
    await until(() => server.relay.rooms() === 0);
    const again = phone(server.port, ROOM);
    const fresh = phone(server.port, ROOM);
    Y.applyUpdate(again.doc, Y.encodeStateAsUpdate(a.doc));
    await until(() => fresh.doc.getMap('t').get('k') === 1);
  });

  it('refuses an upgrade outside /sync/ and lists no rooms over http', async () => {
    const { port } = await start();
    phone(port, ROOM);
    const refused = await new Promise<string>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/sync/`);
      ws.on('error', (e) => resolve(String(e.message)));
      ws.on('open', () => resolve('open'));
    });
    expect(refused).toMatch(/404/);
    const page = await fetch(`http://127.0.0.1:${port}/sync/`).then((r) => r.text());
    expect(page).not.toContain(ROOM);
    expect(page).toContain('<title>app</title>');
  });

  it('closes the connection of a phone that sends a message over the bound', async () => {
    const { port } = await start();
    const ws = new WebSocket(`ws://127.0.0.1:${port}/sync/${ROOM}`);
    await new Promise((r) => ws.on('open', r));
    const code = await new Promise<number>((resolve) => {
      ws.on('close', (c) => resolve(c));
      ws.send(new Uint8Array(MAX_MESSAGE_BYTES + 1));
    });
    expect(code).toBe(1009);
  });
});
