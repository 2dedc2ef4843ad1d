/**
 * Diamonds as multisets (the market, known cards in hands), and as they go into a message's
 * parameters. How they read is said by the catalog (src/i18n/turns-words.ts), not here.
 */
import type { Diamond, DiamondInput, HandState } from './types';

/** A diamond; `pure` = carries the magnifier. */
export function diamond(quality: number, pure = false): Diamond {
  return { quality, pure };
}

export function toDiamond(d: DiamondInput): Diamond {
  return { quality: d.quality, pure: d.pure === true };
}

export function compareDiamonds(a: Diamond, b: Diamond): number {
  return a.quality - b.quality || Number(a.pure) - Number(b.pure);
}

export function sorted(cards: readonly Diamond[]): Diamond[] {
  return [...cards].sort(compareDiamonds);
}

export function sameDiamond(a: Diamond, b: Diamond): boolean {
  return a.quality === b.quality && a.pure === b.pure;
}

/** Removes each of `cards` from `from` (exact magnifier); null when one is missing, with the first missing card. */
export function removeAll(from: readonly Diamond[], cards: readonly Diamond[]): { ok: true; rest: Diamond[] } | { ok: false; missing: Diamond } {
  const rest = [...from];
  for (const c of cards) {
    const i = rest.findIndex((x) => sameDiamond(x, c));
    if (i < 0) return { ok: false, missing: c };
    rest.splice(i, 1);
  }
  return { ok: true, rest };
}

/** Same cards, same magnifiers, in any order. */
export function sameMultiset(a: readonly Diamond[], b: readonly Diamond[]): boolean {
  if (a.length !== b.length) return false;
  const r = removeAll(a, b);
  return r.ok && r.rest.length === 0;
}

/**
 * Takes cards out of a hand the app only partly knows. A diamond with a known magnifier is matched
 * against the seen cards first (one seen twin is as good as another); the rest — and every special
 * card — must come from the unseen cards. Taking a seen card when the player may have used an
 * unseen twin only loses knowledge, never invents it.
 *
 * Diamonds whose magnifier is not shown (`pure: null`, a secret securing) are harder: if the hand
 * holds seen cards of that quality with and without the magnifier, the app cannot tell which went,
 * so it keeps only what surely stayed: of `m` such diamonds taken, `max(0, seen plain − m)` plain
 * and `max(0, seen magnified − m)` magnified cards stay seen.
 */
export function takeFromHand(
  hand: HandState,
  cards: readonly { quality: number; pure: boolean | null }[],
  specials: number,
): { ok: true; hand: HandState } | { ok: false; unknownNeeded: number } {
  let known = [...hand.known];
  let unknownNeeded = specials;
  const hidden = new Map<number, number>();
  for (const c of cards) {
    if (c.pure === null) {
      hidden.set(c.quality, (hidden.get(c.quality) ?? 0) + 1);
      continue;
    }
    const i = known.findIndex((k) => k.quality === c.quality && k.pure === c.pure);
    if (i >= 0) known.splice(i, 1);
    else unknownNeeded++;
  }
  for (const [quality, m] of hidden) {
    const plain = known.filter((k) => k.quality === quality && !k.pure).length;
    const pure = known.filter((k) => k.quality === quality && k.pure).length;
    unknownNeeded += m - Math.min(m, plain + pure);
    known = [
      ...known.filter((k) => k.quality !== quality),
      ...Array.from({ length: Math.max(0, plain - m) }, () => ({ quality, pure: false })),
      ...Array.from({ length: Math.max(0, pure - m) }, () => ({ quality, pure: true })),
    ];
  }
  if (unknownNeeded > hand.size - hand.known.length) return { ok: false, unknownNeeded };
  return { ok: true, hand: { size: hand.size - cards.length - specials, known: sorted(known) } };
}

export function addToHand(hand: HandState, cards: readonly Diamond[]): HandState {
  return { size: hand.size + cards.length, known: sorted([...hand.known, ...cards]) };
}

/**
 * A diamond as it goes into a message's parameters (src/rules/game.ts `MessageText`): its quality,
 * with "+" when it carries the magnifier ("7", "7+").
 */
export function diamondCode(d: Diamond): string {
  return d.pure ? `${d.quality}+` : String(d.quality);
}

export function diamondCodes(cards: readonly Diamond[]): string[] {
  return sorted(cards).map(diamondCode);
}

/** The diamond of a code of `diamondCode`. */
export function fromDiamondCode(code: string): Diamond {
  return { quality: Number.parseInt(code, 10), pure: code.endsWith('+') };
}
