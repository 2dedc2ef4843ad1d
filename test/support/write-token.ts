/**
 * The write key the tests' raw clients and phones prove they hold (server/write-keys.ts): whoever
 * opens a room first claims it with it. Signed with node's Ed25519, a tenth of @noble's time, so
 * that the attack benches' thousands of openings cost their own process little.
 */
import { createPrivateKey, sign } from 'node:crypto';
import { writeKey, writeProof } from '../../src/wire/crypto';

export const TEST_WRITE = writeKey(new TextEncoder().encode('the tests write key, 32 bytes!!!'), 'the tests write');

// An Ed25519 private key in PKCS #8: this fixed header, then the 32-byte seed (RFC 8410).
const PKCS8_HEADER = Buffer.from('302e020100300506032b657004220420', 'hex');

const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_HEADER, TEST_WRITE.seed]), format: 'der', type: 'pkcs8' });
const nodeSign = (message: Uint8Array): Uint8Array => new Uint8Array(sign(null, message, privateKey));

/** A fresh proof for `room` by the tests' key: each is good once. */
export const proof = (room: string): string => writeProof(TEST_WRITE, room, Date.now(), nodeSign);
