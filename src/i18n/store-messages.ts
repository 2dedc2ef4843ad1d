/**
 * The store's own messages (src/store/), by the key the store gives them: a backup or a record
 * refused, a rename or a merge refused, a setup refused, a followed log that is not a game. The
 * store gives keys and values as the rules do, never English; a message nests the rules' own
 * (`why`, `inner`: "event 4 is not legal (D-FOLLOW: …)"), said first from the same catalog.
 * The parts of a backup's fault ("its redo list is missing.") follow "Game 2 of this backup is
 * damaged:", so they start in lower case. Sizes are bytes, worded by `formatBytes`; `why` quotes
 * what a parser or a thrown error said, as it is. Also the shared link's one refusal of its own
 * (src/share-link/shared-game.ts), which reads its file with the store's checks.
 */
import { msg, str } from '@lit/localize';
import { list, num, text, type Catalog } from './catalog';
import { formatBytes, formatList, plural } from './format';

export const STORE_MESSAGES: Catalog<'store-messages'> = {
  // A setup refused (src/store/create-session.ts, config.ts), a game this version does not know.
  'store.players-fixed': () => msg('The players of a game cannot change once it has started.', { id: 'rule.store.players-fixed' }),
  'store.setup': (p) => msg(str`This setup is not valid: ${text(p, 'why')}`, { id: 'rule.store.setup' }),
  'store.unknown-game': (p) => msg(str`This version of Diamond Ledger does not know the game ${text(p, 'game')}.`, { id: 'rule.store.unknown-game' }),

  // A backup refused as a whole (src/store/backup.ts, backup-format.ts).
  'store.backup.size': (p) => {
    const size = formatBytes(num(p, 'size'));
    const most = formatBytes(num(p, 'most'));
    return msg(str`This file is ${size}; a backup is at most ${most}.`, { id: 'rule.store.backup.size' });
  },
  'store.backup.json': (p) => msg(str`This backup is damaged or incomplete: it is not valid JSON (${text(p, 'why')}).`, { id: 'rule.store.backup.json' }),
  'store.backup.not-backup': () => msg('This file is not a Diamond Ledger backup.', { id: 'rule.store.backup.not-backup' }),
  'store.backup.newer': (p) =>
    msg(str`This backup was made by a newer version of Diamond Ledger (format ${num(p, 'version')}); update the app to restore it.`, {
      id: 'rule.store.backup.newer',
    }),
  'store.backup.version': (p) => msg(str`This backup has an unknown format version (${text(p, 'version')}).`, { id: 'rule.store.backup.version' }),
  'store.backup.depth': (p) =>
    msg(str`This backup is damaged: it nests lists and objects more than ${num(p, 'most')} levels deep, which no backup does.`, {
      id: 'rule.store.backup.depth',
    }),
  'store.backup.date': () => msg('This backup is damaged: it has no export date, or not a real one.', { id: 'rule.store.backup.date' }),
  'store.backup.games': () => msg('This backup is damaged: it has no list of games.', { id: 'rule.store.backup.games' }),
  'store.backup.game': (p) => {
    const game = num(p, 'game');
    const inner = text(p, 'inner');
    return msg(str`Game ${game} of this backup is damaged: ${inner}`, { id: 'rule.store.backup.game' });
  },
  'store.backup.settings': () => msg('This backup is damaged: its settings are not a list of key and value.', { id: 'rule.store.backup.settings' }),
  'store.backup.players': () => msg('This backup is damaged: its players are not a list.', { id: 'rule.store.backup.players' }),
  'store.backup.player': (p) => {
    const player = num(p, 'player');
    const inner = text(p, 'inner');
    return msg(str`Player ${player} of this backup is damaged: ${inner}`, { id: 'rule.store.backup.player' });
  },

  // What is wrong with one game or one player of a backup, or with a followed log, after "Game 2 of this backup is damaged:".
  'store.entry.id': () => msg('it has no valid id.', { id: 'rule.store.entry.id' }),
  'store.game.id-twice': () => msg('its id appears twice.', { id: 'rule.store.game.id-twice' }),
  'store.game.shape': () => msg('it is not a game with a list of events.', { id: 'rule.store.game.shape' }),
  'store.game.unknown': (p) => msg(str`its game ${text(p, 'game')} is not one this version knows.`, { id: 'rule.store.game.unknown' }),
  'store.game.dates': () => msg('its dates are missing or not real dates (from 2000 to today).', { id: 'rule.store.game.dates' }),
  'store.game.redo': () => msg('its redo list is missing.', { id: 'rule.store.game.redo' }),
  'store.game.setup-missing': () => msg('its setup is missing.', { id: 'rule.store.game.setup-missing' }),
  'store.game.setup': (p) => msg(str`its setup cannot be played (${text(p, 'why')})`, { id: 'rule.store.game.setup' }),
  'store.game.event': (p) => msg(str`event ${num(p, 'event')} is not an event.`, { id: 'rule.store.game.event' }),
  'store.game.event-date': (p) => msg(str`event ${num(p, 'event')} has no date, or not a real one (from 2000 to today).`, { id: 'rule.store.game.event-date' }),
  'store.game.event-shape': (p) => {
    const event = num(p, 'event');
    const why = text(p, 'why');
    return msg(str`event ${event} is not an event of this game: ${why}`, { id: 'rule.store.game.event-shape' });
  },
  'store.game.redo-entry': (p) => {
    const entry = num(p, 'entry');
    const why = text(p, 'why');
    return msg(str`entry ${entry} of its redo list is not an event of this game: ${why}`, { id: 'rule.store.game.redo-entry' });
  },
  'store.game.unplayable': (p) => msg(str`its setup or events cannot be played (${text(p, 'why')}).`, { id: 'rule.store.game.unplayable' }),
  'store.game.illegal': (p) => {
    const event = num(p, 'event');
    const rule = text(p, 'rule');
    const why = text(p, 'why');
    return msg(str`event ${event} is not legal (${rule}: ${why})`, { id: 'rule.store.game.illegal' });
  },
  'store.player.name': (p) => msg(str`its name ${text(p, 'problem')}.`, { id: 'rule.store.player.name' }),
  'store.player.colour': (p) => msg(str`its colour ${text(p, 'colour')} is not one of the colours.`, { id: 'rule.store.player.colour' }),
  'store.player.date': () => msg('its date is missing or not a real date (from 2000 to today).', { id: 'rule.store.player.date' }),
  'store.live.session': () => msg('its game id is not one.', { id: 'rule.store.live.session' }),
  'store.live.events': () => msg('its log is not a list of events, or too long.', { id: 'rule.store.live.events' }),
  'store.live.revision': () => msg('its revision is not one.', { id: 'rule.store.live.revision' }),
  // An undo or fix refused to a host that took over (src/store/live.ts, changesBefore).
  'store.live.before-epoch': () =>
    msg('This card was recorded before this phone took over as host: only the phone that shared the table can undo or fix it.', {
      id: 'rule.store.live.before-epoch',
    }),

  // A game record refused (src/store/records.ts); the rules' own faults of a record are theirs.
  'store.record.size': (p) => {
    const size = formatBytes(num(p, 'size'));
    const most = formatBytes(num(p, 'most'));
    return msg(str`This file is ${size}; a game record is at most ${most}, so it is not one.`, { id: 'rule.store.record.size' });
  },
  'store.record.json': (p) => msg(str`This file is not a game record: it is not valid JSON (${text(p, 'why')}).`, { id: 'rule.store.record.json' }),
  'store.record.game': (p) => {
    const games = formatList(list(p, 'games'), 'disjunction');
    return msg(str`This file is not a game record: its "game" must be ${games}.`, { id: 'rule.store.record.game' });
  },
  'store.record.read': (p) => msg(str`This record could not be read: ${text(p, 'why')}`, { id: 'rule.store.record.read' }),
  'store.record.replay': (p) => msg(str`This record could not be replayed: ${text(p, 'why')}`, { id: 'rule.store.record.replay' }),

  // Names (src/store/players.ts): the names of a game that comes in, and a rename or a merge.
  'store.names.player': (p) => {
    const player = num(p, 'player');
    const problem = text(p, 'problem');
    return msg(str`The name of player ${player} ${problem}.`, { id: 'rule.store.names.player' });
  },
  'store.names.twice': (p) => msg(str`Two players of one game would both be called "${text(p, 'name')}".`, { id: 'rule.store.names.twice' }),
  'store.rename.blank': () => msg('A player needs a name: type at least one letter.', { id: 'rule.store.rename.blank' }),
  'store.rename.long': (p) => {
    const most = num(p, 'most');
    const length = num(p, 'length');
    return msg(str`A name has at most ${most} characters; this one has ${length}.`, { id: 'rule.store.rename.long' });
  },
  'store.rename.hidden': (p) =>
    msg(str`A name holds only characters you can see; this one holds ${text(p, 'code')}, an invisible or control character.`, {
      id: 'rule.store.rename.hidden',
    }),
  'store.rename.taken': (p) =>
    msg(str`Another player is already called "${text(p, 'name')}". If they are the same person, merge the two instead.`, { id: 'rule.store.rename.taken' }),
  'store.player.gone': () => msg('This player is no longer on this device (merged or changed in another tab).', { id: 'rule.store.player.gone' }),
  'store.colour.unknown': (p) => msg(str`${text(p, 'colour')} is not one of the colours.`, { id: 'rule.store.colour.unknown' }),
  'store.merge.same': () => msg('Choose two different players to merge.', { id: 'rule.store.merge.same' }),
  'store.merge.together': (p) => {
    const from = text(p, 'from');
    const into = text(p, 'into');
    const count = num(p, 'count');
    return plural(count, {
      one: () =>
        msg(str`"${from}" and "${into}" played in the same game once, so they are two people: they cannot be merged.`, { id: 'rule.store.merge.together.one' }),
      other: () =>
        msg(str`"${from}" and "${into}" played in the same game ${count} times, so they are two people: they cannot be merged.`, {
          id: 'rule.store.merge.together',
        }),
    });
  },

  // A shared link's backup that is not one game alone (src/share-link/shared-game.ts).
  'share.one-game': () => msg('This link does not hold one game alone, as a shared game does.', { id: 'rule.share.one-game' }),
};
