/**
 * The write key the tests' raw clients and phones prove they hold (server/write-keys.ts): whoever
 * opens a room first claims it with it. Signed with node's Ed25519, a tenth of @noble's time, so
 * that the attack benches' thousands of openings cost their own process little.
 */
import { createPrivateKey, sign } from 'node:crypto';
import type { HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { writeKey, writeProof } from '../../src/wire/crypto';
import { proofToken } from '../../src/wire/relay-socket';

export const TEST_WRITE = writeKey(new TextEncoder().encode('the tests write key, 32 bytes!!!'), 'the tests write');

// An Ed25519 private key in PKCS #8: this fixed header, then the 32-byte seed (RFC 8410).
const PKCS8_HEADER = Buffer.from('302e020100300506032b657004220420', 'hex');
const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_HEADER, TEST_WRITE.seed]), format: 'der', type: 'pkcs8' });
const nodeSign = (message: Uint8Array): Uint8Array => new Uint8Array(sign(null, message, privateKey));

/** A proof by the tests' key for `room` on the connection the relay sent `challenge` on. */
export const proof = (room: string, challenge: Uint8Array): string => writeProof(TEST_WRITE, room, challenge, nodeSign);

/** A test phone's token for `room` on `socket`, as the app's (src/wire/relay-socket.ts). */
export const testToken = (socket: HocuspocusProviderWebsocket, room: string): (() => Promise<string>) => proofToken(socket, TEST_WRITE, room, nodeSign);
