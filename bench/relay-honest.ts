/**
 * The honest phone of bench/relay-attacks.ts, in a process of its own: the attackers' clients
 * keep their own process busy building and sending frames, and a phone in that process measured
 * its own waits as the relay's. Told `{port, from, within}`, it opens a fresh room from address `from`
 * as the app's provider does and answers with the time until it is synced, or null when it is not
 * within `within` ms.
 */
import { HocuspocusProvider } from '@hocuspocus/provider';
import { relayConnection } from '../src/wire/relay-socket';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { testToken } from '../test/support/write-token';

let made = 0;
const id = (): string => `${Date.now().toString(36)}${(made++).toString(36)}`.padEnd(22, 'x').slice(0, 22);

async function freshSync(port: number, from: string, within: number): Promise<number | null> {
  const FromAddress = class extends WebSocket {
    constructor(url: string | URL) {
      super(url, { localAddress: from });
      this.on('error', () => undefined);
    }
  } as unknown as typeof globalThis.WebSocket;
  const started = performance.now();
  const socket = relayConnection({ url: `ws://127.0.0.1:${port}/sync`, WebSocketPolyfill: FromAddress });
  const name = `honestBench_${id()}`;
  const provider = new HocuspocusProvider({ websocketProvider: socket, name, document: new Y.Doc(), token: testToken(socket, name) });
  provider.attach();
  try {
    return await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), within);
      provider.on('synced', () => (clearTimeout(timer), resolve(performance.now() - started)));
    });
  } finally {
    provider.destroy();
    socket.destroy();
  }
}

process.on('message', (message: { port: number; from: string; within: number }) => {
  void freshSync(message.port, message.from, message.within).then((took) => process.send?.({ took }));
});
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: true });
