/**
 * The rules modules' messages in the current language: the one catalog of every key the rules
 * give their refusals and faults (src/rules/game.ts `MessageText`), and the store its own
 * messages (./store-messages.ts), gathered from its parts by area (./catalog.ts says how to add
 * one). Its English is the source text of each `msg()`, so English is said from here too, for
 * the screens and `replay` alike; the locale modules translate it under the id `rule.<key>`. Below: the words every area shares, the
 * wrappers ("Round 2: …") and the kinds of a value found in a file ("the number 4").
 */
import { msg, str } from '@lit/localize';
import type { CatalogKeys, MessageText, RecordError, RecordFault, Rejection } from '../rules/game';
import { num, sayFrom, text, type Catalog } from './catalog';
import { DIAMONDS_MESSAGES } from './diamonds-messages';
import { DIAMS_MESSAGES } from './diams-messages';
import { TURNS_MESSAGES } from './turns-messages';
import { STORE_MESSAGES } from './store-messages';
import { lowerFirst } from './rule-words';

const SHARED_MESSAGES: Catalog<'rule-messages'> = {
  'wrap.round': (p) => {
    const round = num(p, 'round');
    const message = text(p, 'inner');
    return msg(str`Round ${round}: ${message}`, { id: 'rule.wrap.round' });
  },
  'wrap.play': (p) => {
    const round = num(p, 'round');
    const play = num(p, 'play');
    const message = text(p, 'inner');
    return msg(str`Round ${round}, play ${play}: ${message}`, { id: 'rule.wrap.play' });
  },
  'wrap.safe': (p) => {
    const player = text(p, 'player');
    const message = lowerFirst(text(p, 'inner'));
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
  'kind.missing': () => msg('missing', { id: 'rule.kind.missing' }),
  // A file that is no record of either game (src/rules/replay.ts), and what could not read it (bin/replay.ts).
  'format.record.game': () => msg('Not a game record: "game" must be "diamonds" or "diams".', { id: 'rule.format.record.game' }),
  'format.record.json': (p) => msg(str`The file is not valid JSON: ${text(p, 'why')}`, { id: 'rule.format.record.json' }),
  'format.record.unread': (p) => msg(str`The record could not be read: ${text(p, 'why')}`, { id: 'rule.format.record.unread' }),
  // A refused name, after "The name of player 2 …" (src/rules/player-name.ts).
  'name.blank': () => msg('is missing: a name needs at least one visible character', { id: 'rule.name.blank' }),
  'name.hidden': (p) =>
    msg(str`holds the invisible or control character ${text(p, 'code')}: names may hold only characters a reader can see`, { id: 'rule.name.hidden' }),
  'name.long': (p) => msg(str`has ${num(p, 'length')} characters: a name has at most ${num(p, 'most')}`, { id: 'rule.name.long' }),
};

/** Every key the rules modules and the store give their messages, with its message (the reasons have catalogs of their own). */
export const RULE_MESSAGES: Catalog<Exclude<keyof CatalogKeys, 'diamonds-text' | 'diams-text' | 'turns-text'>> = {
  ...SHARED_MESSAGES,
  ...DIAMONDS_MESSAGES,
  ...DIAMS_MESSAGES,
  ...TURNS_MESSAGES,
  ...STORE_MESSAGES,
};

/** A message given as key and parameters, in the current language; null for an unknown key. */
export function messageText(said: MessageText): string | null {
  return sayFrom(RULE_MESSAGES, said);
}

/** The one way to say a rejection, in the current language: from its key and parameters (its rule id when the key is unknown). */
export function rejectionText(rejection: Pick<Rejection, 'rule' | 'text'>): string {
  return messageText(rejection.text) ?? rejection.rule;
}

/** The error object of docs/records.md for a record's fault, its message said in the current language (`replay`: English). */
export function recordError(fault: RecordFault): RecordError {
  const { round, play, rule } = fault;
  return { round, play, rule, message: rejectionText(fault) };
}
