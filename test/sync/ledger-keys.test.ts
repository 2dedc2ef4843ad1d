/**
 * The ledger's keyed names (src/sync/ledger-keys.ts, docs/sync.md "Keys that say nothing"): every
 * device computes the same name for the same id from the same secret, a name says nothing of its id
 * nor of the names of other kinds or other keys, and a value is read only under its own id's name.
 */
import { describe, expect, it } from 'vitest';
import { DELETED, openHeader, sealEntry } from '../../src/sync/entry';
import { newKeyring } from '../../src/sync/ledger-link';
import { legacyLedgerId, legacySealing, ledgerKeys, named, sealingOf } from '../../src/sync/ledger-keys';
import { deviceIdOf, newSigner, signerPublic } from '../../src/sync/key-change';

const secret = newKeyring('ws://127.0.0.1:1/sync').secret;
const game = '3e45ca76-d422-4ecb-a364-a05e0be59009';
const sign = newSigner();
const signer = { device: deviceIdOf(signerPublic(sign)!), sign };

describe('keyed names', () => {
  it('are the same on every device of the ledger, and unrelated across kinds and keys', () => {
    const one = ledgerKeys(secret)!;
    const other = ledgerKeys(secret)!;
    expect(named(one.names, 'g', game)).toBe(named(other.names, 'g', game));
    expect(named(one.names, 'g', game)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(named(one.names, 'g', game)).not.toContain(game.slice(0, 8));
    expect(named(one.names, 'd', 'pL2dhYhIRYmAQ016')).not.toBe(named(one.names, 'm', 'pL2dhYhIRYmAQ016'));
    // A new key (an unlink) names every id anew.
    const moved = ledgerKeys(newKeyring('ws://127.0.0.1:1/sync').secret)!;
    expect(named(moved.names, 'g', game)).not.toBe(named(one.names, 'g', game));
    // The rooms of keyed names are not those of the previous version, which named ids in clear.
    expect(one.id).not.toBe(legacyLedgerId(secret));
    expect(legacySealing(secret)!.name('g', game)).toBe(game);
  });

  it('a value opens only under the name of the id sealed in it: not moved under another name, nor written under one its id does not hash to', async () => {
    const sealing = sealingOf(ledgerKeys(secret)!);
    const header = { vv: { dev: 1 }, digest: DELETED };
    const value = await sealEntry(sealing, game, header, null, signer);
    const name = sealing.name('g', game);
    expect(openHeader(sealing, name, value)).toMatchObject({ id: game, ...header, by: signer.device });
    const elsewhere = sealing.name('g', 'another-game');
    expect(openHeader(sealing, elsewhere, await sealEntry(sealing, game, header, null, signer))).toBeNull();
    // A holder of the secret sealing game's header for another game's name: its id does not hash to that name.
    const forged = await sealEntry({ ...sealing, name: () => elsewhere }, game, header, null, signer);
    expect(openHeader(sealing, elsewhere, forged)).toBeNull();
  });
});
