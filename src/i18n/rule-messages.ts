/**
 * The rules modules' messages in the current language: the one catalog of every key the rules
 * give their rejections (src/rules/game.ts `MessageText`), whose English is the source text of
 * its `msg()` (so English is said from here too, for the screens, `replay` and records alike),
 * translated in the locale modules under the id `rule.<key>`. Player names go in verbatim; cards,
 * suits and counts are written the current language's way. Each area keeps its part of the
 * catalog: Diamonds and Diam's below, Diam's turn by turn in ./market-messages.ts.
 */
import { msg, str } from '@lit/localize';
import type { MessageText, Rejection } from '../rules/game.js';
import type { Suit } from '../rules/diamonds/index.js';
import { list as names, sayFrom, text, type Catalog, type SaidParams as Params } from './catalog.js';
import { cardText, suitLabel } from './cards.js';
import { formatList } from './format.js';
import { getLocale } from './localization.js';
import { MARKET_MESSAGES } from './market-messages.js';

/** Readers of one parameter, each writing it the current language's way. */
const num = (p: Params, k: string): string => String(p[k] ?? '');
const card = (p: Params, k: string): string => cardText(String(p[k] ?? ''));
const suit = (p: Params, k: string): string => suitLabel(String(p[k] ?? 'D') as Suit);
const and = (p: Params, k: string): string => formatList(names(p, k));
/** A message inside this one ("Round 2: …"), already said in the current language. */
const inner = text;
const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
const or = (p: Params, k: string): string => formatList(names(p, k), 'disjunction');

/** Diamonds (src/rules/diamonds). */
const DIAMONDS_MESSAGES: Catalog = {
  // Diamonds (src/rules/diamonds): the reducer, zones and round-end checks.
  'format.event': () =>
    msg('Unknown event: expected a deal, a play, a steal, zones or a round-end check.', { id: 'rule.format.event' }),
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
  'D-ROUND-END.over': (p) => {
    const round = num(p, 'round');
    return msg(str`Round ${round} is over: every card in hand has been played.`, { id: 'rule.D-ROUND-END.over' });
  },
  'D-DEALER.missing': (p) => {
    const round = num(p, 'round');
    return msg(str`Round ${round} needs a dealer: one of the players.`, { id: 'rule.D-DEALER.missing' });
  },
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
  'format.card': (p) => {
    const code = text(p, 'code');
    return msg(str`"${code}" is not a card: write its suit letter (D, H, S, C) and rank 1–15, e.g. H7.`, { id: 'rule.format.card' });
  },
  'D-DECK.not-in-deck': (p) => {
    const c = card(p, 'card');
    const low = num(p, 'low');
    const high = num(p, 'high');
    return msg(str`${c} is not in this game's deck: it uses ranks ${low}–${high} of each suit.`, { id: 'rule.D-DECK.not-in-deck' });
  },
  'D-DECK.played': (p) => {
    const c = card(p, 'card');
    const round = num(p, 'round');
    return msg(str`${c} has already been played in round ${round}: every card is unique.`, { id: 'rule.D-DECK.played' });
  },
  'D-FOLLOW': (p) => {
    const player = text(p, 'player');
    const s = suit(p, 'suit');
    const trick = num(p, 'trick');
    const play = num(p, 'play');
    const c = card(p, 'card');
    return msg(
      str`Revoke: ${player} did not follow ${s} in trick ${trick} (play ${play}) but now plays ${c}, so they held ${s} then. Rewind to trick ${trick}.`,
      { id: 'rule.D-FOLLOW' },
    );
  },
  'D-A-CLUB.choose-first': (p) => {
    const player = text(p, 'player');
    return msg(str`${player} must first choose whose Showroom to rob.`, { id: 'rule.D-A-CLUB.choose-first' });
  },
  'D-A-CLUB.none-waiting': () => msg('No Clubs action is waiting for a victim now.', { id: 'rule.D-A-CLUB.none-waiting' }),
  'D-A-CLUB.victim': (p) => {
    const victim = text(p, 'victim');
    const robber = text(p, 'robber');
    const victims = or(p, 'victims');
    return msg(
      str`${victim} cannot be robbed by ${robber}: choose one of ${victims} (a Showroom that is not empty, not your own).`,
      { id: 'rule.D-A-CLUB.victim' },
    );
  },
  'D-A-CLUB.victim-unknown': (p) => {
    const robber = text(p, 'robber');
    const victims = or(p, 'victims');
    return msg(
      str`That player cannot be robbed by ${robber}: choose one of ${victims} (a Showroom that is not empty, not your own).`,
      { id: 'rule.D-A-CLUB.victim-unknown' },
    );
  },
  'DX-THIEF.off': () =>
    msg('This game is played without the thief token, so nobody can hold it.', { id: 'rule.DX-THIEF.off' }),
  'format.thief': () =>
    msg('The thief token is held by one of the players: choose who has it.', { id: 'rule.format.thief' }),
  'format.zones.players': (p) => {
    const count = num(p, 'count');
    return msg(str`Enter a Showroom and a Vault count for each of the ${count} players.`, { id: 'rule.format.zones.players' });
  },
  'format.zones.teams': (p) => {
    const count = num(p, 'count');
    return msg(str`Enter a Showroom and a Vault count for each of the ${count} teams.`, { id: 'rule.format.zones.teams' });
  },
  'format.zones.side': (p) => {
    const side = text(p, 'side');
    return msg(str`${side}: the Showroom and the Vault each hold a whole number of diamonds, 0 or more.`, {
      id: 'rule.format.zones.side',
    });
  },
  'format.won.players': (p) => {
    const count = num(p, 'count');
    return msg(str`Enter the cards of each suit won by each of the ${count} players.`, { id: 'rule.format.won.players' });
  },
  'format.won.teams': (p) => {
    const count = num(p, 'count');
    return msg(str`Enter the cards of each suit won by each of the ${count} teams.`, { id: 'rule.format.won.teams' });
  },
  'format.won.side': (p) => {
    const side = text(p, 'side');
    return msg(str`${side}: enter a count of ♦, ♥, ♠ and ♣ cards won, each a whole number from 0.`, { id: 'rule.format.won.side' });
  },
  'format.tricks': (p) => {
    const count = num(p, 'count');
    return msg(str`Say for each of the ${count} players whether they won at least one trick.`, { id: 'rule.format.tricks' });
  },
  'D-DECK.suit-count': (p) => {
    const round = num(p, 'round');
    const s = suit(p, 'suit');
    const total = num(p, 'total');
    const size = num(p, 'size');
    const low = num(p, 'low');
    const high = num(p, 'high');
    return msg(
      str`Round ${round}: the ${s} counts add up to ${total} cards, but the deck has only ${size} (ranks ${low}–${high}).`,
      { id: 'rule.D-DECK.suit-count' },
    );
  },
  'D-DECK.perfect-count': (p) => {
    const round = num(p, 'round');
    const s = suit(p, 'suit');
    const size = num(p, 'size');
    const total = num(p, 'total');
    return msg(
      str`Round ${round}: every card of the deck is dealt and played in this variant (DP), so the ${s} counts add up to ${size}, not ${total}.`,
      { id: 'rule.D-DECK.perfect-count' },
    );
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
    return msg(
      str`Round ${round}: ${side} is marked as winning no trick, but won ${total} cards: cards are only won by winning tricks.`,
      { id: 'rule.D-NOTRICK.no-winner' },
    );
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
    return msg(
      str`Round ${round}: ${player} is marked as winning a trick, but won no cards: each trick won brings its ${size} cards.`,
      { id: 'rule.D-NOTRICK.marked' },
    );
  },
  'D-NOTRICK.marked-team': (p) => {
    const round = num(p, 'round');
    const player = and(p, 'players');
    const size = num(p, 'size');
    return msg(
      str`Round ${round}: ${player} is marked as winning a trick, but their team won no cards: each trick won brings its ${size} cards.`,
      { id: 'rule.D-NOTRICK.marked-team' },
    );
  },
  'D-NOTRICK.marked-both': (p) => {
    const round = num(p, 'round');
    const both = and(p, 'players');
    const size = num(p, 'size');
    return msg(
      str`Round ${round}: ${both} are both marked as winning a trick, but their team won no cards: each trick won brings its ${size} cards.`,
      { id: 'rule.D-NOTRICK.marked-both' },
    );
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

/** Diam's (src/rules/diams): the rules card, the sheets, the game, and the wrappers around them (turn by turn: market-messages.ts). */
const DIAMS_MESSAGES: Catalog = {
  'wrap.round': (p) => {
    const round = num(p, 'round');
    const message = inner(p, 'inner');
    return msg(str`Round ${round}: ${message}`, { id: 'rule.wrap.round' });
  },
  'wrap.safe': (p) => {
    const player = text(p, 'player');
    const message = lowerFirst(inner(p, 'inner'));
    return msg(str`${player}'s safe: ${message}`, { id: 'rule.wrap.safe' });
  },
  'kind.null': () => msg('null', { id: 'rule.kind.null' }),
  'kind.list': () => msg('a list', { id: 'rule.kind.list' }),
  'kind.number': (p) => {
    const value = num(p, 'value');
    return msg(str`the number ${value}`, { id: 'rule.kind.number' });
  },
  'kind.fraction': (p) => {
    const value = num(p, 'value');
    return msg(str`the non-whole number ${value}`, { id: 'rule.kind.fraction' });
  },
  'kind.text': (p) => {
    const value = text(p, 'text');
    return msg(str`the text ${value}`, { id: 'rule.kind.text' });
  },
  'kind.object': () => msg('an object', { id: 'rule.kind.object' }),
  'kind.other': (p) => text(p, 'type'),
  'M-QUALITY.none': (p) => {
    const quality = num(p, 'quality');
    return msg(str`There is no diamond quality ${quality}: qualities go from 1 to 10 (M-QUALITY).`, { id: 'rule.M-QUALITY.none' });
  },
  'M-SECURE.too-big': (p) => {
    const count = num(p, 'count');
    const max = num(p, 'max');
    return msg(str`A collection of ${count} diamonds is not possible: a collection holds at most ${max} (M-SECURE).`, { id: 'rule.M-SECURE.too-big' });
  },
  'M-CARD-VALUES.missing': (p) => {
    const count = num(p, 'count');
    const quality = num(p, 'quality');
    return msg(str`The rules card has no value for ${count} diamonds of quality ${quality}: fill it in on the rules card (M-CARD-VALUES).`, {
      id: 'rule.M-CARD-VALUES.missing',
    });
  },
  'M-CARD-VALUES.priced': (p) => {
    const count = num(p, 'count');
    const quality = num(p, 'quality');
    return msg(str`The rules card prices collections of 3, 4 or 5 diamonds of quality 1 to 10, not ${count} of quality ${quality} (M-CARD-VALUES).`, {
      id: 'rule.M-CARD-VALUES.priced',
    });
  },
  'M-CARD-VALUES.value': (p) => {
    const max = num(p, 'max');
    const value = text(p, 'value');
    return msg(str`A collection value must be a whole number from 0 to ${max}, not ${value} (M-CARD-VALUES).`, { id: 'rule.M-CARD-VALUES.value' });
  },
  'M-CARD-DECK.cards': (p) => {
    const cards = num(p, 'cards');
    const quality = num(p, 'quality');
    const have = num(p, 'have');
    return msg(str`The sheets use ${cards} diamonds of quality ${quality} (safes and hands together), but the deck has only ${have} (M-CARD-DECK).`, {
      id: 'rule.M-CARD-DECK.cards',
    });
  },
  'M-CARD-DECK.pure': (p) => {
    const pure = num(p, 'pure');
    const quality = num(p, 'quality');
    const have = num(p, 'have');
    return msg(str`The safes hold ${pure} exceptional-purity diamonds of quality ${quality}, but the deck has only ${have} with the magnifier (M-CARD-DECK).`, {
      id: 'rule.M-CARD-DECK.pure',
    });
  },
  'M-GAME.over': (p) => {
    const rounds = num(p, 'rounds');
    return Number(p['rounds']) === 1
      ? msg(str`the game is over: it has ${rounds} round (M-GAME).`, { id: 'rule.M-GAME.over.one' })
      : msg(str`the game is over: it has ${rounds} rounds (M-GAME).`, { id: 'rule.M-GAME.over' });
  },
  'format.diams-event': () =>
    msg('a Diam\'s event is a round of sheets: {"type": "round", "sheets": [one per player]}.', { id: 'rule.format.diams-event' }),
  'format.card-file.object': (p) => {
    const kind = inner(p, 'kind');
    return msg(str`A rules-card file must be a JSON object, but this is ${kind}.`, { id: 'rule.format.card-file.object' });
  },
  'format.card-file.game': (p) => {
    const game = text(p, 'game');
    const kind = inner(p, 'kind');
    return msg(str`This is not a Diam's rules-card file: "game" must be "${game}", but it is ${kind}.`, { id: 'rule.format.card-file.game' });
  },
  'format.card-file.field': (p) => {
    const field = text(p, 'field');
    return msg(str`The rules-card file has an unknown field ${field}.`, { id: 'rule.format.card-file.field' });
  },
  'format.card-file.size': () =>
    msg('This file is too big to be a rules card (a card is under a kilobyte).', { id: 'rule.format.card-file.size' }),
  'format.card-file.json': () => msg('This file is not a rules card: it is not valid JSON.', { id: 'rule.format.card-file.json' }),
};

/** Every key the rules modules give their messages, with its message. */
export const RULE_MESSAGES: Catalog = { ...DIAMONDS_MESSAGES, ...DIAMS_MESSAGES, ...MARKET_MESSAGES };

/** A message given as key and parameters, in the current language; null for an unknown key. */
export function messageText(said: MessageText): string | null {
  return sayFrom(RULE_MESSAGES, said);
}

/**
 * The one way to say a rejection, in the current language: from its key and parameters. A module
 * that still words its own English (`message`: Diamonds, Diam's sheets) is shown with it in
 * English, and wherever its key says nothing, until its sentences live only here.
 */
export function rejectionText(rejection: Pick<Rejection, 'rule' | 'message' | 'text'>): string {
  if (rejection.message !== undefined && (getLocale() === 'en' || !rejection.text)) return rejection.message;
  return (rejection.text && messageText(rejection.text)) ?? rejection.message ?? rejection.rule;
}
