/**
 * Diamonds from the hand into the safe: M-SECURE (at least one new collection of 3 to 5, possibly
 * with additions to collections already there) and the Armored convoy (additions only).
 *
 * **[decided]** The Armored convoy may store nothing (the seed: "nothing is stored" for a quality
 * not in the safe); naming a quality not in the safe is refused, because those diamonds stay in
 * the hand and must not be recorded as stored.
 */
import { says } from '../../game';
import { MAX_COLLECTION } from '../types';
import { NEW_COLLECTION } from './card-counts';
import { takeFromHand } from './cards';
import { fault, handShort, type Step } from './refusals';
import { playerName } from './state';
import { endPlay } from './turn-end';
import type { TurnsState, SecureEntry } from './types';

/** The hand cards of securing entries: magnifiers matched when shown, either kind otherwise. */
function entryCards(entries: readonly SecureEntry[]): { quality: number; pure: boolean | null }[] {
  const cards: { quality: number; pure: boolean | null }[] = [];
  for (const e of entries) {
    for (let i = 0; i < e.count; i++) {
      cards.push({ quality: e.quality, pure: e.pure === undefined ? null : i < e.pure });
    }
  }
  return cards;
}

/** M-SECURE (`secure`) and the Armored convoy (`convoy`, the special card leaves the hand too). */
export function toSafe(s: TurnsState, entries: readonly SecureEntry[], mode: 'secure' | 'convoy'): Step {
  const who = playerName(s, s.seat);
  const safe = s.safes[s.seat];
  const hand = s.hands[s.seat];
  if (!safe || !hand) return fault('format', says('format.seat'));
  if (mode === 'secure' && entries.length === 0) {
    return fault('M-SECURE', says('M-SECURE.none', { who }));
  }
  let hasNew = false;
  for (const e of entries) {
    const have = safe.collections.find((c) => c.quality === e.quality);
    if (have) {
      if (have.count + e.count > MAX_COLLECTION) {
        return fault(
          'M-SECURE',
          says('M-SECURE.over-max', { who, q: e.quality, total: have.count + e.count, have: have.count, count: e.count, max: MAX_COLLECTION }),
        );
      }
      continue;
    }
    if (mode === 'convoy') {
      return fault('M-SPECIALS', says('M-SPECIALS.convoy-new', { who, q: e.quality }));
    }
    if (e.count > MAX_COLLECTION) {
      return fault('M-SECURE', says('M-SECURE.too-many', { max: MAX_COLLECTION, count: e.count, q: e.quality }));
    }
    if (e.count < NEW_COLLECTION) {
      return fault('M-SECURE', says('M-SECURE.too-few', { count: e.count, q: e.quality, max: MAX_COLLECTION, who }));
    }
    hasNew = true;
  }
  if (mode === 'secure' && !hasNew) {
    return fault('M-SECURE', says('M-SECURE.no-new', { who, olds: entries.map((e) => String(e.quality)) }));
  }
  const total = entries.reduce((a, e) => a + e.count, 0);
  const out = takeFromHand(hand, entryCards(entries), mode === 'convoy' ? 1 : 0);
  if (!out.ok) {
    return mode === 'convoy'
      ? handShort(s, s.seat, 'M-SPECIALS', says('act.convoy', { total }))
      : handShort(s, s.seat, 'M-SECURE', says('act.secure', { total }));
  }
  s.hands[s.seat] = out.hand;
  for (const e of entries) {
    const pure = e.pure === undefined ? null : e.pure;
    const have = safe.collections.find((c) => c.quality === e.quality);
    if (have) {
      have.count += e.count;
      have.pure = have.pure !== null && pure !== null ? have.pure + pure : null;
      safe.history.push({ turn: s.turn, how: mode === 'convoy' ? 'convoy' : 'add', quality: e.quality, count: e.count, pure });
    } else {
      safe.collections.push({ quality: e.quality, count: e.count, pure });
      safe.history.push({ turn: s.turn, how: 'new', quality: e.quality, count: e.count, pure });
    }
  }
  safe.collections.sort((a, b) => a.quality - b.quality);
  return null;
}

/** M-SECURE as the turn's play: the diamonds go into the safe and the play is over. */
export function secure(s: TurnsState, entries: readonly SecureEntry[]): Step {
  const r = toSafe(s, entries, 'secure');
  if (r) return r;
  endPlay(s);
  return null;
}
