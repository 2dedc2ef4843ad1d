/** The host's first look at a proposal from another phone: size, shape, the game's event shape, rate. */
import { describe, expect, it } from 'vitest';
import { BURST, checkProposal, MAX_PROPOSAL_BYTES, RATE, RateLimit, TABLE_RATE } from '../../src/live/proposals';
import { parseRejection } from '../../src/live/rejection';
import { games } from '../../src/store/games';

const diamonds = games.diamonds;
const config = { players: ['Ann', 'Bob', 'Cy', 'Dee'], variant: 'standard', thief: null };
const phone = 'PPPPPPPPPPPPPPPPPPPPPP';

describe('checkProposal', () => {
  it("keeps a card of the game's shape, as the game copies it, and refuses a field it does not know", () => {
    const checked = checkProposal(diamonds, config, { kind: 'event', revision: 3, event: { type: 'play', card: 'H7' }, extra: 1 });
    expect(checked).toEqual({ ok: true, proposal: { revision: 3, event: { type: 'play', card: 'H7' } } });
    const marked = checkProposal(diamonds, config, { kind: 'event', revision: 3, event: { type: 'play', card: 'H7', note: '<b>x</b>' } });
    expect(marked.ok === false && 'rejection' in marked.answer).toBe(true);
  });

  it('refuses a proposal over the size bound before reading it', () => {
    const big = { kind: 'event', revision: 0, event: { type: 'play', card: 'H7', pad: 'x'.repeat(MAX_PROPOSAL_BYTES) } };
    expect(checkProposal(diamonds, config, big)).toEqual({ ok: false, answer: { ok: false, refused: 'size' } });
  });

  it('refuses what is not a proposal: not of an event, no revision, not an object', () => {
    for (const raw of [
      null,
      7,
      'play',
      [],
      { revision: 0, event: {} },
      { kind: 'seat', revision: 0, event: {} },
      { kind: 'event', revision: 1.5, event: {} },
    ]) {
      expect(checkProposal(diamonds, config, raw)).toEqual({ ok: false, answer: { ok: false, refused: 'shape' } });
    }
  });

  it("answers an event that is not one of the game's with the game's own rejection", () => {
    const checked = checkProposal(diamonds, config, { kind: 'event', revision: 0, event: { type: 'undo' } });
    expect(checked.ok).toBe(false);
    expect(!checked.ok && 'rejection' in checked.answer).toBe(true);
  });
});

describe('RateLimit', () => {
  it(`lets a phone make ${BURST} proposals at once, then ${RATE} a second`, () => {
    let t = 0;
    const limit = new RateLimit(() => t);
    const first = Array.from({ length: BURST + 5 }, () => limit.take(phone));
    expect(first.filter(Boolean)).toHaveLength(BURST);
    t += 1000;
    expect(Array.from({ length: RATE + 3 }, () => limit.take(phone)).filter(Boolean)).toHaveLength(RATE);
  });

  it('counts proposals when they were heard: thirty heard at once are cut to the burst, however slowly the host gets to them', () => {
    let t = 0;
    const limit = new RateLimit(() => t);
    const taken = Array.from({ length: 30 }, () => {
      t += 200; // the host answers one every 200 ms: five seconds for all of them
      return limit.take(phone, 0);
    }).filter(Boolean);
    expect(taken).toHaveLength(BURST);
    // Heard later, a proposal is counted then: the bucket has refilled since.
    expect(limit.take(phone, 1000)).toBe(true);
  });

  it(`bounds the whole table to ${TABLE_RATE} a second, however many phone ids a flood invents`, () => {
    const limit = new RateLimit(() => 0);
    const taken = Array.from({ length: 200 }, (_, i) => limit.take(`phone-${String(i).padStart(16, '0')}`)).filter(Boolean);
    expect(taken).toHaveLength(TABLE_RATE);
  });
});

describe('parseRejection', () => {
  it("keeps a rejection's known fields, bounded, and nothing else", () => {
    const raw = {
      rule: 'D-FOLLOW',
      text: { key: 'D-FOLLOW', params: { player: 'Ann', card: 'H7', x: { y: 1 } } },
      trick: 2,
      round: 'one',
      html: '<img src=x>',
    };
    expect(parseRejection(raw)).toEqual({ rule: 'D-FOLLOW', text: { key: 'D-FOLLOW', params: { player: 'Ann', card: 'H7' } }, trick: 2 });
    // Nothing readable: said by its rule id alone, since a rejection is always said from a key.
    expect(parseRejection(null)).toEqual({ rule: 'format', text: { key: 'format', params: {} } });
  });
});
