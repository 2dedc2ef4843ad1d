/**
 * Diamonds' reasons in the current language, worded only here: why each diamond moved (the Moves,
 * given as keys and values by src/rules/diamonds/explain.ts), the steps of a round's end
 * (end-report.ts), what a counted entry says and the tally (tally.ts), each from the engine's data.
 * Names go in verbatim.
 */
import { msg, str } from '@lit/localize';
import {
  SUIT_SYMBOLS,
  SUITS,
  effectSaid,
  endReport,
  keptSaid,
  moveSaid,
  seatName,
  sideName,
  type CheckEvent,
  type DiamondsState,
  type EndStep,
  type KeptRevoke,
  type Move,
  type Placed,
  type Standing,
  type Tally,
  type Zones,
  type ZonesEvent,
} from '../rules/diamonds/index';
import type { Suit } from '../rules/diamonds/index';
import { num, sayFrom, text, type Catalog } from './catalog';
import { cardText, suitLabel } from './cards';
import { formatList, plural } from './format';

/** The catalog of a Move's reason, by the keys explain.ts gives it. */
export const MOVE_REASONS: Catalog<'diamonds-text'> = {
  'move.none.empty-showroom': () => msg('no effect: the Showroom is empty', { id: 'move.none.empty-showroom' }),
  'move.none.no-victim': () => msg('no effect: no other Showroom has a diamond', { id: 'move.none.no-victim' }),
  'move.none.thief-own': (p) => msg(str`no effect: ${text(p, 'holder')} holds the thief token`, { id: 'move.none.thief-own' }),
  'move.none.thief-empty': (p) => msg(str`no effect: the thief token's holder ${text(p, 'holder')} has an empty Showroom`, { id: 'move.none.thief-empty' }),
  'move.none': () => msg('no effect', { id: 'move.none' }),
  'move.effect.D': () => msg('+1 Vault from the supply', { id: 'move.effect.D' }),
  'move.effect.H': () => msg('+1 Showroom from the supply', { id: 'move.effect.H' }),
  'move.effect.S': () => msg('1 from Showroom to Vault', { id: 'move.effect.S' }),
  'move.effect.C': (p) => msg(str`steals 1 from ${text(p, 'victim')}'s Showroom`, { id: 'move.effect.C' }),
  'move.cause.offsuit': (p) => {
    const [who, symbol, trick] = [text(p, 'who'), SUIT_SYMBOLS[text(p, 'suit') as Suit], num(p, 'trick')];
    return msg(str`${who} played off-suit ${symbol} in trick ${trick}`, { id: 'move.cause.offsuit' });
  },
  'move.cause.take': (p) => {
    const [who, trick, suit] = [text(p, 'who'), num(p, 'trick'), suitLabel(text(p, 'suit') as Suit)];
    return msg(str`${who} won trick ${trick}, ${suit} led`, { id: 'move.cause.take' });
  },
  'move.cause.majority': (p) => {
    const [team, suit, round, most, nextBest] = [text(p, 'team'), suitLabel(text(p, 'suit') as Suit), num(p, 'round'), num(p, 'most'), num(p, 'nextBest')];
    return msg(str`${team} won the most ${suit} in round ${round} (${most} cards, next best ${nextBest})`, { id: 'move.cause.majority' });
  },
  'move.cause.notrick': (p) => {
    const [who, round, bonus] = [text(p, 'who'), num(p, 'round'), num(p, 'bonus')];
    return msg(str`${who} won no trick in round ${round} (bonus ${bonus} of 2)`, { id: 'move.cause.notrick' });
  },
  'move.reason': (p) => {
    const [cause, effect, rules] = [text(p, 'cause'), text(p, 'effect'), text(p, 'rules')];
    return msg(str`${cause}: ${effect} (${rules})`, { id: 'move.reason' });
  },
  'kept.reason': (p) => {
    const [player, suit, trick, card, provenTrick] = [
      text(p, 'player'),
      suitLabel(text(p, 'suit') as Suit),
      num(p, 'trick'),
      cardText(text(p, 'card')),
      num(p, 'provenTrick'),
    ];
    return msg(
      str`Revoke kept as played, the table's call: ${player} did not follow ${suit} in trick ${trick} while holding the ${card}, played in trick ${provenTrick}; every card and diamond stays as played (D-FOLLOW, D-REVOKE)`,
      { id: 'kept.reason' },
    );
  },
};

/** Where the diamond went: "+1 Vault from the supply", "steals 1 from Ann's Showroom"… */
export function effectText(state: DiamondsState, move: Move): string {
  return sayFrom(MOVE_REASONS, effectSaid(state, move)) ?? '';
}

/** "Bob won trick 3, ♣ Clubs led: steals 1 from Ann's Showroom (D-TAKE, D-A-CLUB)". */
export function moveReason(state: DiamondsState, move: Move): string {
  return sayFrom(MOVE_REASONS, moveSaid(state, move)) ?? '';
}

/** "Revoke kept as played, the table's call: Bo did not follow ♣ Clubs in trick 2 … (D-FOLLOW, D-REVOKE)". */
export function keptReason(state: DiamondsState, kept: KeptRevoke): string {
  return sayFrom(MOVE_REASONS, keptSaid(state, kept)) ?? '';
}

/** One step of a round's end (end-report.ts) in words, with its rule ids. */
export function endStepText(state: DiamondsState, step: EndStep): string {
  if (step.move) return moveReason(state, step.move);
  const { most } = step;
  const label = step.suit ? suitLabel(step.suit) : '';
  switch (step.kind) {
    case 'untaken':
      return msg(str`${label}: nobody won any, so nobody acts (D-MAJORITY).`, { id: 'end.untaken' });
    case 'tie': {
      const tied = formatList(step.leaders.map((s) => sideName(state, s)));
      return msg(str`${label}: ${tied} tie for the most with ${most} cards each, so nobody acts (D-MAJORITY).`, { id: 'end.tie' });
    }
    case 'choosing': {
      const side = formatList(step.leaders.map((s) => sideName(state, s)));
      return msg(str`${side} won the most ${label} (${most} cards): choose whose Showroom to rob (D-MAJORITY, D-A-CLUB).`, {
        id: 'end.choosing',
      });
    }
    default:
      return state.config.variant === 'teams'
        ? msg('Every team member won at least one trick: no bonus (D-NOTRICK).', { id: 'end.no-bonus.teams' })
        : msg('Every player won at least one trick: no bonus (D-NOTRICK).', { id: 'end.no-bonus' });
  }
}

/** "Round 3: round-end check, Bob dealt (pass 2)" / "Zones counted at the table after round 2". */
export function entryTitle(before: DiamondsState, event: ZonesEvent | CheckEvent): string {
  if (event.type === 'zones') {
    const round = before.roundsDone;
    return round === 0
      ? msg('Zones counted at the table before round 1', { id: 'entry.zones.start' })
      : msg(str`Zones counted at the table after round ${round}`, { id: 'entry.zones' });
  }
  const round = before.roundsDone + 1;
  const dealer = seatName(before, event.dealer);
  const pass = event.pass;
  return pass === undefined
    ? msg(str`Round ${round}: round-end check, ${dealer} dealt (D-DEALER)`, { id: 'entry.check' })
    : msg(str`Round ${round}: round-end check, ${dealer} dealt (pass ${pass}) (D-DEALER)`, { id: 'entry.check.pass' });
}

/** The entered counts, then (for a check) each end-of-round step in D-END-ORDER. */
export function entryLines(before: DiamondsState, after: DiamondsState, event: ZonesEvent | CheckEvent): string[] {
  const lines: string[] = [];
  if (event.type === 'check') {
    lines.push(
      ...after.seating.members.map((_, side) => {
        const row = event.won[side] ?? [];
        const side_ = sideName(after, side);
        const counts = SUITS.map((s, i) => `${row[i] ?? 0} ${SUIT_SYMBOLS[s]}`).join(', ');
        return msg(str`${side_} won ${counts}`, { id: 'entry.won' });
      }),
    );
    const none = event.tricks.flatMap((won, seat) => (won ? [] : [seatName(after, seat)]));
    const list = formatList(none);
    lines.push(none.length ? msg(str`No trick won by ${list}`, { id: 'entry.no-trick' }) : msg('Every player won a trick', { id: 'entry.all-tricks' }));
  }
  const entered = event.type === 'zones' ? after.zones : after.round?.end?.from;
  if (event.zones !== undefined && entered) lines.push(...zoneChanges(before, before.zones, entered));
  if (event.thief !== undefined) {
    const holder = seatName(after, event.thief);
    lines.push(msg(str`The thief token is with ${holder} (DX-THIEF)`, { id: 'entry.thief' }));
  }
  if (event.type === 'check') for (const step of endReport(after)?.steps ?? []) lines.push(endStepText(after, step));
  return lines;
}

function zoneChanges(state: DiamondsState, from: readonly Zones[], to: readonly Zones[]): string[] {
  const out: string[] = [];
  to.forEach((z, side) => {
    const was = from[side] ?? { showroom: 0, vault: 0 };
    if (was.showroom === z.showroom && was.vault === z.vault) return;
    const who = sideName(state, side);
    const [a, b, c, d] = [was.showroom, z.showroom, was.vault, z.vault];
    out.push(msg(str`${who} counted: Showroom ${a} → ${b}, Vault ${c} → ${d}`, { id: 'entry.counted' }));
  });
  return out.length ? out : [msg('Zones counted: as the app had them', { id: 'entry.unchanged' })];
}

const sideOf = (s: Standing): string => s.players.join(' & ');
const diamondsText = (n: number): string =>
  plural(n, {
    one: () => msg(str`${n} diamond`, { id: 'tally.diamond.one' }),
    other: () => msg(str`${n} diamonds`, { id: 'tally.diamond' }),
  });

/** "Ann: 4 in the Showroom + 2 × 5 in the Vault = 14 points" (tally.ts `sum`). */
export function tallySum(x: Placed): string {
  const who = sideOf(x);
  const { showroom, vault, score } = x;
  return msg(str`${who}: ${showroom} in the Showroom + 2 × ${vault} in the Vault = ${score} points`, { id: 'tally.sum' });
}

/** Who wins (or leads) and what decided it, with the rule ids (tally.ts `verdict`). */
export function tallyVerdict(t: Tally): string {
  const { ranking, final } = t;
  const first = ranking[0];
  if (!first) return '';
  const who = sideOf(first);
  const team = first.players.length > 1;
  const { score, vault } = first;
  const level = ranking.filter((x) => x.score === first.score);
  switch (t.result.decidedBy) {
    case 'score': {
      const second = ranking[1];
      if (!second) {
        if (final) {
          return team
            ? msg(str`${who} win with ${score} points (D-SCORE: 1 point per Showroom diamond, 2 per Vault diamond).`, { id: 'diamonds.verdict.alone.team' })
            : msg(str`${who} wins with ${score} points (D-SCORE: 1 point per Showroom diamond, 2 per Vault diamond).`, { id: 'diamonds.verdict.alone' });
        }
        return team
          ? msg(str`${who} lead with ${score} points (D-SCORE: 1 point per Showroom diamond, 2 per Vault diamond).`, { id: 'tally.lead.alone.team' })
          : msg(str`${who} leads with ${score} points (D-SCORE: 1 point per Showroom diamond, 2 per Vault diamond).`, { id: 'tally.lead.alone' });
      }
      const lead = score - second.score;
      const runner = sideOf(second);
      if (final) {
        return team
          ? msg(str`${who} win with ${score} points, ${lead} ahead of ${runner} (D-SCORE: 1 point per Showroom diamond, 2 per Vault diamond).`, {
              id: 'diamonds.verdict.score.team',
            })
          : msg(str`${who} wins with ${score} points, ${lead} ahead of ${runner} (D-SCORE: 1 point per Showroom diamond, 2 per Vault diamond).`, {
              id: 'diamonds.verdict.score',
            });
      }
      return team
        ? msg(str`${who} lead with ${score} points, ${lead} ahead of ${runner} (D-SCORE: 1 point per Showroom diamond, 2 per Vault diamond).`, {
            id: 'tally.lead.team',
          })
        : msg(str`${who} leads with ${score} points, ${lead} ahead of ${runner} (D-SCORE: 1 point per Showroom diamond, 2 per Vault diamond).`, {
            id: 'tally.lead',
          });
    }
    case 'vault': {
      const names = formatList(level.map(sideOf));
      const others = formatList(
        level
          .filter((x) => x !== first)
          .map((x) => {
            const n = x.vault;
            const side = sideOf(x);
            return msg(str`${n} for ${side}`, { id: 'tally.vault-for' });
          }),
      );
      const inVault = diamondsText(vault);
      if (final) {
        return team
          ? msg(str`${names} tie on ${score} points; ${who} win the tie-break with ${inVault} in the Vault, against ${others} (D-TIE).`, {
              id: 'tally.vault.win.team',
            })
          : msg(str`${names} tie on ${score} points; ${who} wins the tie-break with ${inVault} in the Vault, against ${others} (D-TIE).`, {
              id: 'tally.vault.win',
            });
      }
      return team
        ? msg(str`${names} tie on ${score} points; ${who} are ahead on the tie-break with ${inVault} in the Vault, against ${others} (D-TIE).`, {
            id: 'tally.vault.ahead.team',
          })
        : msg(str`${names} tie on ${score} points; ${who} is ahead on the tie-break with ${inVault} in the Vault, against ${others} (D-TIE).`, {
            id: 'tally.vault.ahead',
          });
    }
    case 'shared': {
      const sharers = formatList(ranking.filter((x) => x.winner).map(sideOf));
      const inVault = diamondsText(vault);
      return final
        ? msg(str`${sharers} tie on ${score} points and ${inVault} in the Vault each, so they share the victory (D-TIE).`, { id: 'tally.shared' })
        : msg(str`${sharers} tie on ${score} points and ${inVault} in the Vault each, so they are level (D-TIE).`, { id: 'tally.level' });
    }
  }
}

/** Ties below the top score, ordered by the Vault as D-TIE orders the winners (tally.ts `ties`). */
export function tallyTies(t: Tally): string[] {
  const top = t.ranking[0]?.score;
  const groups = new Map<number, Placed[]>();
  for (const x of t.ranking) if (x.score !== top) groups.set(x.score, [...(groups.get(x.score) ?? []), x]);
  const lines: string[] = [];
  for (const [score, group] of groups) {
    if (group.length < 2) continue;
    const names = formatList(group.map(sideOf));
    const vaults = formatList(group.map((x) => `${sideOf(x)} ${x.vault}`));
    const split = new Set(group.map((x) => x.vault)).size > 1;
    const inVault = diamondsText(group[0]?.vault ?? 0);
    lines.push(
      split
        ? msg(str`${names} tie on ${score} points; more diamonds in the Vault ranks higher (${vaults}) (D-TIE).`, { id: 'tally.tie.split' })
        : msg(str`${names} tie on ${score} points and ${inVault} in the Vault each, so they share a place (D-TIE).`, { id: 'tally.tie.place' }),
    );
  }
  return lines;
}
