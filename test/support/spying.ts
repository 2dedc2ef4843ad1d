/** What an observer of the relay's wire and disk would search: every frame a client sends and receives, and strings in bytes. */
import WebSocket from 'ws';

/** A WebSocket that keeps every frame it sends and receives in `frames`. */
export function spying(frames: Buffer[]): typeof globalThis.WebSocket {
  class Spy extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      this.on('message', (data: Buffer) => frames.push(Buffer.from(data)));
    }
    override send(data: unknown, ...rest: unknown[]): void {
      frames.push(Buffer.from(data as Uint8Array));
      (super.send as (...a: unknown[]) => void)(data, ...rest);
    }
  }
  return Spy as unknown as typeof globalThis.WebSocket;
}

/** Which of `secrets` (ids and names: ASCII or UTF-8) appear anywhere in `blobs`, byte for byte. */
export function foundIn(secrets: readonly string[], blobs: readonly Uint8Array[]): string[] {
  const texts = blobs.map((b) => Buffer.from(b).toString('latin1'));
  return secrets.filter((s) => texts.some((t) => t.includes(Buffer.from(s, 'utf8').toString('latin1'))));
}
