/**
 * Diamonds: the one catalog of every refusal of the reducer, the zones and the round-end check
 * (src/rules/diamonds), by the key the rules give it; records and events from outside in
 * ./diamonds-record-messages.ts. The English is the only copy of each sentence; the locale modules
 * translate it under the id `rule.<key>`. Cards are named as players say them ("3 of Hearts").
 */
import { msg, str } from '@lit/localize';
import { list as names, num, text, type Catalog } from './catalog';
import { DIAMONDS_RECORD_MESSAGES } from './diamonds-record-messages';
import { and, card, or, suit } from './rule-words';

/** Diamonds (src/rules/diamonds). */
export const DIAMONDS_MESSAGES: Catalog<'diamonds-messages' | 'diamonds-record-messages'> = {
  ...DIAMONDS_RECORD_MESSAGES,
  // Diamonds (src/rules/diamonds): the reducer, zones and round-end checks.
  'format.event': () => msg('Unknown event: expected a deal, a play, a kept revoke, a steal, zones or a round-end check.', { id: 'rule.format.event' }),
  'D-ROUNDS.over': (p) => {
    const players = num(p, 'players');
    const rounds = num(p, 'rounds');
    return msg(str`The game is over: with ${players} players it has ${rounds} rounds.`, { id: 'rule.D-ROUNDS.over' });
  },
  'D-ROUND-END.not-over': (p) => {
    const round = num(p, 'round');
    const left = num(p, 'left');
    return msg(str`Round ${round} is not over: ${left} cards are still to be played.`, { id: 'rule.D-ROUND-END.not-over' });
  },
  'D-ROUND-END.check': (p) => {
    const round = num(p, 'round');
    const left = num(p, 'left');
    return msg(
      str`Round ${round} is not over: ${left} cards are still to be played. Finish it card by card, or undo back to before its deal, to check it at its end instead.`,
      { id: 'rule.D-ROUND-END.check' },
    );
  },
  'D-ROUND-END.zones': (p) => {
    const round = num(p, 'round');
    const left = num(p, 'left');
    return msg(
      str`Round ${round} is not over: ${left} cards are still to be played. Zones are entered between rounds: finish it, or undo back to before its deal.`,
      { id: 'rule.D-ROUND-END.zones' },
    );
  },
  'D-ROUND-END.over': (p) => msg(str`Round ${num(p, 'round')} is over: every card in hand has been played.`, { id: 'rule.D-ROUND-END.over' }),
  'D-DEALER.missing': (p) => msg(str`Round ${num(p, 'round')} needs a dealer: one of the players.`, { id: 'rule.D-DEALER.missing' }),
  'D-DEALER.left': (p) => {
    const round = num(p, 'round');
    const dealer = text(p, 'dealer');
    const given = text(p, 'given');
    return msg(str`The dealer of round ${round} is ${dealer}, the player to the left of the last dealer, not ${given}.`, {
      id: 'rule.D-DEALER.left',
    });
  },
  'D-PASS': (p) => {
    const round = num(p, 'round');
    const pass = text(p, 'pass');
    return msg(str`Round ${round}: the dealer passes 1, 2 or 3 cards, not ${pass}.`, { id: 'rule.D-PASS' });
  },
  'D-DEAL.none': () => msg('No round has been dealt yet: record the dealer and the pass first.', { id: 'rule.D-DEAL.none' }),
  'format.card': (p) => msg(str`"${text(p, 'code')}" is not a card: write its suit letter (D, H, S, C) and rank 1–15, e.g. H7.`, { id: 'rule.format.card' }),
  'D-DECK.not-in-deck': (p) => {
    const c = card(p, 'card');
    const low = num(p, 'low');
    const high = num(p, 'high');
    return msg(str`The ${c} is not in this game's deck: it uses ranks ${low}–${high} of each suit.`, { id: 'rule.D-DECK.not-in-deck' });
  },
  'D-DECK.played': (p) => {
    const c = card(p, 'card');
    const round = num(p, 'round');
    return msg(str`The ${c} has already been played in round ${round}: every card is unique.`, { id: 'rule.D-DECK.played' });
  },
  'D-FOLLOW': (p) => {
    const player = text(p, 'player');
    const s = suit(p, 'suit');
    const trick = num(p, 'trick');
    const c = card(p, 'card');
    return msg(str`Revoke: ${player} did not follow ${s} in trick ${trick} but now plays the ${c}, so they held ${s} then.`, { id: 'rule.D-FOLLOW' });
  },
  'D-REVOKE.none': (p) => {
    const player = text(p, 'player');
    const c = card(p, 'card');
    return msg(str`Nothing to keep: ${player}'s ${c} proves no revoke. Record it as a card played.`, { id: 'rule.D-REVOKE.none' });
  },
  'D-A-CLUB.choose-first': (p) => msg(str`${text(p, 'player')} must first choose whose Showroom to rob.`, { id: 'rule.D-A-CLUB.choose-first' }),
  'D-A-CLUB.none-waiting': () => msg('No Clubs action is waiting for a victim now.', { id: 'rule.D-A-CLUB.none-waiting' }),
  'D-A-CLUB.victim': (p) => {
    const victim = text(p, 'victim');
    const robber = text(p, 'robber');
    const victims = or(p, 'victims');
    return msg(str`${victim} cannot be robbed by ${robber}: choose one of ${victims} (a Showroom that is not empty, not your own).`, {
      id: 'rule.D-A-CLUB.victim',
    });
  },
  'D-A-CLUB.victim-unknown': (p) => {
    const robber = text(p, 'robber');
    const victims = or(p, 'victims');
    return msg(str`That player cannot be robbed by ${robber}: choose one of ${victims} (a Showroom that is not empty, not your own).`, {
      id: 'rule.D-A-CLUB.victim-unknown',
    });
  },
  'DX-THIEF.off': () => msg('This game is played without the thief token, so nobody can hold it.', { id: 'rule.DX-THIEF.off' }),
  'format.thief': () => msg('The thief token is held by one of the players: choose who has it.', { id: 'rule.format.thief' }),
  'format.zones.players': (p) => msg(str`Enter a Showroom and a Vault count for each of the ${num(p, 'count')} players.`, { id: 'rule.format.zones.players' }),
  'format.zones.teams': (p) => msg(str`Enter a Showroom and a Vault count for each of the ${num(p, 'count')} teams.`, { id: 'rule.format.zones.teams' }),
  'format.zones.side': (p) =>
    msg(str`${text(p, 'side')}: the Showroom and the Vault each hold a whole number of diamonds, 0 or more.`, {
      id: 'rule.format.zones.side',
    }),
  'format.won.players': (p) => msg(str`Enter the cards of each suit won by each of the ${num(p, 'count')} players.`, { id: 'rule.format.won.players' }),
  'format.won.teams': (p) => msg(str`Enter the cards of each suit won by each of the ${num(p, 'count')} teams.`, { id: 'rule.format.won.teams' }),
  'format.won.side': (p) => msg(str`${text(p, 'side')}: enter a count of ♦, ♥, ♠ and ♣ cards won, each a whole number from 0.`, { id: 'rule.format.won.side' }),
  'format.tricks': (p) => msg(str`Say for each of the ${num(p, 'count')} players whether they won at least one trick.`, { id: 'rule.format.tricks' }),
  'D-DECK.suit-count': (p) => {
    const round = num(p, 'round');
    const s = suit(p, 'suit');
    const total = num(p, 'total');
    const size = num(p, 'size');
    const low = num(p, 'low');
    const high = num(p, 'high');
    return msg(str`Round ${round}: the ${s} counts add up to ${total} cards, but the deck has only ${size} (ranks ${low}–${high}).`, {
      id: 'rule.D-DECK.suit-count',
    });
  },
  'D-DECK.perfect-count': (p) => {
    const round = num(p, 'round');
    const s = suit(p, 'suit');
    const size = num(p, 'size');
    const total = num(p, 'total');
    return msg(str`Round ${round}: every card of the deck is dealt and played in this variant (DP), so the ${s} counts add up to ${size}, not ${total}.`, {
      id: 'rule.D-DECK.perfect-count',
    });
  },
  'D-ROUND-END.count': (p) => {
    const round = num(p, 'round');
    const all = num(p, 'all');
    const plays = num(p, 'plays');
    const hand = num(p, 'hand');
    return msg(
      str`Round ${round}: the counts add up to ${all} cards, but a round ends when every card in hand has been played: ${plays} cards (${hand} per player).`,
      { id: 'rule.D-ROUND-END.count' },
    );
  },
  'D-TAKE': (p) => {
    const round = num(p, 'round');
    const side = text(p, 'side');
    const total = num(p, 'total');
    const size = num(p, 'size');
    return msg(
      str`Round ${round}: ${side} won ${total} cards, which is not a whole number of tricks: a trick has ${size} cards, one per player, and its winner takes them all.`,
      { id: 'rule.D-TAKE' },
    );
  },
  'D-TAKE.two': (p) => {
    const round = num(p, 'round');
    const side = text(p, 'side');
    const total = num(p, 'total');
    return msg(
      str`Round ${round}: ${side} won ${total} cards, which is not a whole number of tricks: a trick has four cards (D2-TRICK), and its winner takes them all.`,
      { id: 'rule.D-TAKE.two' },
    );
  },
  'D-NOTRICK.no-winner': (p) => {
    const round = num(p, 'round');
    const side = text(p, 'side');
    const total = num(p, 'total');
    return msg(str`Round ${round}: ${side} is marked as winning no trick, but won ${total} cards: cards are only won by winning tricks.`, {
      id: 'rule.D-NOTRICK.no-winner',
    });
  },
  'D-NOTRICK.no-winner-team': (p) => {
    const round = num(p, 'round');
    const [a = '', b = ''] = names(p, 'players');
    const total = num(p, 'total');
    return msg(
      str`Round ${round}: Neither ${a} nor ${b} is marked as winning a trick, but their team won ${total} cards: cards are only won by winning tricks.`,
      { id: 'rule.D-NOTRICK.no-winner-team' },
    );
  },
  'D-NOTRICK.marked': (p) => {
    const round = num(p, 'round');
    const player = and(p, 'players');
    const size = num(p, 'size');
    return msg(str`Round ${round}: ${player} is marked as winning a trick, but won no cards: each trick won brings its ${size} cards.`, {
      id: 'rule.D-NOTRICK.marked',
    });
  },
  'D-NOTRICK.marked-team': (p) => {
    const round = num(p, 'round');
    const player = and(p, 'players');
    const size = num(p, 'size');
    return msg(str`Round ${round}: ${player} is marked as winning a trick, but their team won no cards: each trick won brings its ${size} cards.`, {
      id: 'rule.D-NOTRICK.marked-team',
    });
  },
  'D-NOTRICK.marked-both': (p) => {
    const round = num(p, 'round');
    const both = and(p, 'players');
    const size = num(p, 'size');
    return msg(str`Round ${round}: ${both} are both marked as winning a trick, but their team won no cards: each trick won brings its ${size} cards.`, {
      id: 'rule.D-NOTRICK.marked-both',
    });
  },
  'D-NOTRICK.marked-both-one-trick': (p) => {
    const round = num(p, 'round');
    const both = and(p, 'players');
    const total = num(p, 'total');
    const size = num(p, 'size');
    return msg(
      str`Round ${round}: ${both} are both marked as winning a trick, but their team won only ${total} cards, one trick's worth: each trick won brings its ${size} cards.`,
      { id: 'rule.D-NOTRICK.marked-both-one-trick' },
    );
  },
};
