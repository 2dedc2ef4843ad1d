/**
 * Diam's from outside: the one catalog of the faults of a record (src/rules/diams/record.ts), of
 * its setup (config.ts), sheets (sheet.ts) and rules card (rules-card.ts), and of an event read
 * from a backup (event-shape.ts), by the key the rules give them. Field names are quoted as the
 * file writes them; a value found is said by its kind ("the number 4", `kind.*`).
 */
import { msg, str } from '@lit/localize';
import { num, text, type Catalog } from './catalog';
import { plural } from './format';

export const DIAMS_RECORD_MESSAGES: Catalog<'diams-record-messages'> = {
  // A player's sheet (sheet.ts).
  'format.sheet.collection': (p) =>
    msg(str`${text(p, 'who')}'s safe, collection ${num(p, 'index')} must be an object {"quality", "count", "pure"}, but it is ${text(p, 'kind')}.`, {
      id: 'rule.format.sheet.collection',
    }),
  'format.sheet.collection-field': (p) =>
    msg(str`${text(p, 'who')}'s safe, collection ${num(p, 'index')} has an unknown field ${text(p, 'field')}: only "quality", "count" and "pure".`, {
      id: 'rule.format.sheet.collection-field',
    }),
  'format.sheet.quality': (p) =>
    msg(
      str`${text(p, 'who')}'s safe, collection ${num(p, 'index')}: "quality" must be a whole number from 1 to 10 (M-QUALITY), but it is ${text(p, 'kind')}.`,
      {
        id: 'rule.format.sheet.quality',
      },
    ),
  'format.sheet.count': (p) => {
    const [who, index, quality, most, kind] = [text(p, 'who'), num(p, 'index'), num(p, 'quality'), num(p, 'most'), text(p, 'kind')];
    return msg(
      str`${who}'s safe, collection ${index} (quality ${quality}): "count" must be a whole number from 1 to ${most}, a collection never exceeds ${most} diamonds (M-SECURE), but it is ${kind}.`,
      { id: 'rule.format.sheet.count' },
    );
  },
  'format.sheet.pure': (p) => {
    const [who, index, quality, count, kind] = [text(p, 'who'), num(p, 'index'), num(p, 'quality'), num(p, 'count'), text(p, 'kind')];
    return msg(
      str`${who}'s safe, collection ${index} (quality ${quality}): "pure" counts the diamonds with the magnifier, a whole number from 0 to "count" (${count}), but it is ${kind}.`,
      { id: 'rule.format.sheet.pure' },
    );
  },
  'format.sheet.object': (p) =>
    msg(str`${text(p, 'who')}'s sheet must be an object {"safe": [...], "hand": [...]}, but it is ${text(p, 'kind')}.`, { id: 'rule.format.sheet.object' }),
  'format.sheet.field': (p) =>
    msg(str`${text(p, 'who')}'s sheet has an unknown field ${text(p, 'field')}: only "safe" and "hand".`, { id: 'rule.format.sheet.field' }),
  'format.sheet.safe': (p) =>
    msg(str`${text(p, 'who')}'s "safe" must be a list of collections (it may be empty), but it is ${text(p, 'kind')}.`, { id: 'rule.format.sheet.safe' }),
  'format.sheet.twice': (p) =>
    msg(str`${text(p, 'who')}'s safe has two collections of quality ${num(p, 'quality')}: a safe holds at most one collection of each quality (M-SECURE).`, {
      id: 'rule.format.sheet.twice',
    }),
  'format.sheet.hand': (p) =>
    msg(str`${text(p, 'who')}'s "hand" must be a list of the qualities still in hand (it may be empty), but it is ${text(p, 'kind')}.`, {
      id: 'rule.format.sheet.hand',
    }),
  'format.sheet.hand-card': (p) =>
    msg(
      str`${text(p, 'who')}'s hand, card ${num(p, 'card')}: a diamond's quality is a whole number from 1 to 10 (M-QUALITY), but it is ${text(p, 'kind')}; leave special cards out.`,
      { id: 'rule.format.sheet.hand-card' },
    ),

  // The setup: players and options (config.ts).
  'format.diams-setup.players': (p) =>
    msg(str`"players" must be a list of ${num(p, 'least')} to ${num(p, 'most')} names in seating order, but it is ${text(p, 'kind')}.`, {
      id: 'rule.format.diams-setup.players',
    }),
  'format.diams-setup.player-count': (p) =>
    msg(str`Diam's is played by ${num(p, 'least')} to ${num(p, 'most')} players, but "players" lists ${num(p, 'count')}.`, {
      id: 'rule.format.diams-setup.player-count',
    }),
  'format.diams-setup.no-name': (p) =>
    msg(str`Player ${num(p, 'player')} must have a name (non-blank text), but it is ${text(p, 'kind')}.`, { id: 'rule.format.diams-setup.no-name' }),
  'format.diams-setup.name': (p) => msg(str`The name of player ${num(p, 'player')} ${text(p, 'problem')}.`, { id: 'rule.format.diams-setup.name' }),
  'format.diams-setup.name-twice': (p) =>
    msg(str`Two players are called ${text(p, 'name')}: names must be unique (compared after trimming spaces).`, { id: 'rule.format.diams-setup.name-twice' }),
  'format.diams-setup.options': (p) =>
    msg(str`"options" must be an object {"rounds", "handTie", "winBy"}, but it is ${text(p, 'kind')}.`, { id: 'rule.format.diams-setup.options' }),
  'format.diams-setup.options-field': (p) =>
    msg(str`"options" has an unknown field ${text(p, 'field')}: only "rounds", "handTie" and "winBy".`, { id: 'rule.format.diams-setup.options-field' }),
  'format.diams-setup.rounds': (p) =>
    msg(str`"options.rounds" must be 3 (standard) or 1 (quick game) (M-GAME), but it is ${text(p, 'kind')}.`, { id: 'rule.format.diams-setup.rounds' }),
  'format.diams-setup.hand-tie': (p) =>
    msg(str`"options.handTie" must be "none" or "all" (M-HAND), but it is ${text(p, 'kind')}.`, { id: 'rule.format.diams-setup.hand-tie' }),
  'format.diams-setup.win-by': (p) =>
    msg(str`"options.winBy" must be "chips" or "points" (M-WIN), but it is ${text(p, 'kind')}.`, { id: 'rule.format.diams-setup.win-by' }),
  'format.diams-setup.object': (p) => msg(str`A Diam's setup must be an object, but it is ${text(p, 'kind')}.`, { id: 'rule.format.diams-setup.object' }),
  'format.diams-setup.card': (p) => msg(str`The setup needs a rules card, but it is ${text(p, 'kind')}.`, { id: 'rule.format.diams-setup.card' }),

  // A Diam's event from a backup or a redo list (event-shape.ts), and a round's sheets (game.ts).
  'format.diams-event.object': (p) =>
    msg(str`A Diam's event is an object with a "type", but this is ${text(p, 'kind')}.`, { id: 'rule.format.diams-event.object' }),
  'format.diams-event.type': (p) =>
    msg(str`Unknown Diam's event ${text(p, 'kind')}: expected "round", "turns" or "turn".`, { id: 'rule.format.diams-event.type' }),
  'format.diams-event.sheets': (p) =>
    msg(str`A "round" event holds one sheet per player (${num(p, 'count')}), but its "sheets" is ${text(p, 'kind')}.`, {
      id: 'rule.format.diams-event.sheets',
    }),
  'format.diams-event.first': (p) =>
    msg(str`A "turns" event's "first" is the seat who plays first, but it is ${text(p, 'kind')}.`, { id: 'rule.format.diams-event.first' }),
  'format.diams-event.closing': (p) =>
    msg(str`A "turns" event's "closing" is "standard" or "deterministic" (M-CLOSING-POS), but it is ${text(p, 'kind')}.`, {
      id: 'rule.format.diams-event.closing',
    }),
  'format.diams-event.sheet-count': (p) =>
    msg(str`a round needs one sheet per player (${num(p, 'players')}), but ${num(p, 'given')} were given.`, { id: 'rule.format.diams-event.sheet-count' }),

  // The record itself (record.ts).
  'format.diams-record.object': (p) =>
    msg(str`A Diam's record must be a JSON object, but this is ${text(p, 'kind')}.`, { id: 'rule.format.diams-record.object' }),
  'format.diams-record.depth': (p) =>
    msg(str`This record nests lists and objects more than ${num(p, 'depth')} levels deep; a Diam's record never does.`, {
      id: 'rule.format.diams-record.depth',
    }),
  'format.diams-record.game': (p) =>
    msg(str`This is not a Diam's record: "game" must be "diams", but it is ${text(p, 'kind')}.`, { id: 'rule.format.diams-record.game' }),
  'format.diams-record.field': (p) => msg(str`The record has an unknown field ${text(p, 'field')}.`, { id: 'rule.format.diams-record.field' }),
  'format.diams-record.rounds': (p) =>
    msg(str`"rounds" must be a list of round sheets (it may be empty), but it is ${text(p, 'kind')}.`, { id: 'rule.format.diams-record.rounds' }),
  'format.diams-record.too-many': (p) => {
    const [round, rounds, given] = [num(p, 'round'), num(p, 'rounds'), num(p, 'given')];
    return plural(rounds, {
      one: () =>
        msg(str`Round ${round}: this game has only ${rounds} round ("options.rounds", M-GAME), but the record has ${given}.`, {
          id: 'rule.format.diams-record.too-many.one',
        }),
      other: () =>
        msg(str`Round ${round}: this game has only ${rounds} rounds ("options.rounds", M-GAME), but the record has ${given}.`, {
          id: 'rule.format.diams-record.too-many',
        }),
    });
  },
  'format.diams-record.round': (p) =>
    msg(str`Round ${num(p, 'round')} must be an object with one sheet per player, keyed by name, but it is ${text(p, 'kind')}.`, {
      id: 'rule.format.diams-record.round',
    }),
  'format.diams-record.stranger': (p) =>
    msg(str`Round ${num(p, 'round')} has a sheet for ${text(p, 'name')}, who is not a player of this record.`, { id: 'rule.format.diams-record.stranger' }),
  'format.diams-record.twice': (p) => msg(str`Round ${num(p, 'round')} has two sheets for ${text(p, 'name')}.`, { id: 'rule.format.diams-record.twice' }),
  'format.diams-record.no-sheet': (p) =>
    msg(str`Round ${num(p, 'round')} has no sheet for ${text(p, 'name')}: every player reports a sheet each round.`, {
      id: 'rule.format.diams-record.no-sheet',
    }),
};
