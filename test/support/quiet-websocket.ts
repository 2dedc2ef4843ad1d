/**
 * Node's WebSocket (ws) for the provider, as a browser's behaves: an 'error' is an event, never a
 * throw. ws throws an 'error' nobody listens to, and the provider lets go of its listeners before it
 * closes a socket still connecting (a connection attempt timed out, as on a busy machine).
 */
import WebSocket from 'ws';

class QuietWebSocket extends WebSocket {
  constructor(...args: ConstructorParameters<typeof WebSocket>) {
    super(...args);
    this.on('error', () => undefined);
  }
}

export const NodeWebSocket = QuietWebSocket as unknown as typeof globalThis.WebSocket;
