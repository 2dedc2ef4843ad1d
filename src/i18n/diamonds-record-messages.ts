/**
 * Diamonds from outside: the one catalog of the faults of a record (src/rules/diamonds/record.ts,
 * record-shape.ts) and of an event read from a backup (event-shape.ts), by the key the rules give
 * them. A record's fault is said after "Round 2, play 5: " (`wrap.play`) unless it names its round.
 * Plays are quoted as the file writes them ("C3>Ann"); a card the rules name is said as players say it.
 */
import { msg, str } from '@lit/localize';
import { num, text, type Catalog } from './catalog';
import { card, fields, or } from './rule-words';

export const DIAMONDS_RECORD_MESSAGES: Catalog<'diamonds-record-messages'> = {
  // A Diamonds event from a backup or a redo list (event-shape.ts).
  'format.diamonds-event.object': (p) =>
    msg(str`A Diamonds event is an object with a "type", but this is ${text(p, 'kind')}.`, { id: 'rule.format.diamonds-event.object' }),
  'format.diamonds-event.type': (p) =>
    msg(str`Unknown Diamonds event ${text(p, 'kind')}: expected "deal", "play", "steal", "zones" or "check".`, { id: 'rule.format.diamonds-event.type' }),
  'format.diamonds-event.missing': (p) => msg(str`A "${text(p, 'what')}" event needs its "${text(p, 'field')}".`, { id: 'rule.format.diamonds-event.missing' }),
  'format.diamonds-event.deal': () =>
    msg('A "deal" event names its dealer\'s seat and the pass count, whole numbers.', { id: 'rule.format.diamonds-event.deal' }),
  'format.diamonds-event.card': (p) =>
    msg(str`A "play" event's card is a card code such as "H7", not ${text(p, 'kind')}.`, { id: 'rule.format.diamonds-event.card' }),
  'format.diamonds-event.steal': () => msg('A "steal" event names the victim\'s seat, a whole number.', { id: 'rule.format.diamonds-event.steal' }),
  'format.diamonds-event.zones': (p) =>
    msg(str`A "${text(p, 'what')}" event lists, for each side, {"showroom", "vault"}: two whole numbers and nothing else.`, {
      id: 'rule.format.diamonds-event.zones',
    }),
  'format.diamonds-event.thief': (p) =>
    msg(str`A "${text(p, 'what')}" event names the thief token's holder by seat, a whole number.`, { id: 'rule.format.diamonds-event.thief' }),
  'format.diamonds-event.check-dealer': () =>
    msg('A "check" event names the dealer\'s seat, a whole number.', { id: 'rule.format.diamonds-event.check-dealer' }),
  'format.diamonds-event.check-pass': () => msg('A "check" event\'s pass count is a whole number.', { id: 'rule.format.diamonds-event.check-pass' }),
  'format.diamonds-event.check-won': () =>
    msg('A "check" event\'s "won" lists, for each side, four whole numbers (cards of each suit won).', { id: 'rule.format.diamonds-event.check-won' }),
  'format.diamonds-event.check-tricks': () =>
    msg('A "check" event\'s "tricks" says for each player, true or false, whether they won a trick.', { id: 'rule.format.diamonds-event.check-tricks' }),

  // The shape of a record (record-shape.ts).
  'format.diamonds-record.object': () => msg('A Diamonds record is a JSON object with game, players and rounds.', { id: 'rule.format.diamonds-record.object' }),
  'format.diamonds-record.depth': (p) =>
    msg(str`This record nests lists and objects more than ${num(p, 'depth')} levels deep; a Diamonds record never does.`, {
      id: 'rule.format.diamonds-record.depth',
    }),
  'format.diamonds-record.field': (p) =>
    msg(str`Unknown field ${text(p, 'field')}: a Diamonds record has only ${fields(p, 'allowed')}.`, { id: 'rule.format.diamonds-record.field' }),
  'format.diamonds-record.game': () => msg('The field "game" must be "diamonds".', { id: 'rule.format.diamonds-record.game' }),
  'format.diamonds-record.players': () => msg('"players" must be a list of player names (non-empty text).', { id: 'rule.format.diamonds-record.players' }),
  'format.diamonds-record.player-count': (p) =>
    msg(str`Diamonds is played by 2 to 6 players; this record has ${num(p, 'count')}.`, { id: 'rule.format.diamonds-record.player-count' }),
  'format.diamonds-record.name': (p) => msg(str`The name of player ${num(p, 'player')} ${text(p, 'problem')}.`, { id: 'rule.format.diamonds-record.name' }),
  'format.diamonds-record.name-twice': (p) =>
    msg(str`The name "${text(p, 'name')}" is used twice: names must be unique.`, { id: 'rule.format.diamonds-record.name-twice' }),
  'format.diamonds-record.variant': (p) =>
    msg(str`Unknown variant ${text(p, 'kind')}: use "standard", "teams" or "perfect".`, { id: 'rule.format.diamonds-record.variant' }),
  'format.diamonds-record.teams': (p) =>
    msg(str`The team variant (DT) needs 4 or 6 players, not ${num(p, 'count')}.`, { id: 'rule.format.diamonds-record.teams' }),
  'format.diamonds-record.perfect': (p) =>
    msg(str`The all-cards-known variant (DP) is for 2 to 5 players, not ${num(p, 'count')}.`, { id: 'rule.format.diamonds-record.perfect' }),
  'format.diamonds-record.thief': () => msg('"thief" must be null or the name of a player.', { id: 'rule.format.diamonds-record.thief' }),
  'format.diamonds-record.thief-name': (p) =>
    msg(str`The thief token's first holder ${text(p, 'name')} is not one of the players.`, { id: 'rule.format.diamonds-record.thief-name' }),
  'format.diamonds-record.rounds': () => msg('"rounds" must be a list (it may be empty).', { id: 'rule.format.diamonds-record.rounds' }),
  'format.diamonds-record.round': (p) => msg(str`Round ${num(p, 'round')} must be an object with pass and plays.`, { id: 'rule.format.diamonds-record.round' }),
  'format.diamonds-record.round-field': (p) =>
    msg(str`Round ${num(p, 'round')} has an unknown field ${text(p, 'field')}.`, { id: 'rule.format.diamonds-record.round-field' }),
  'format.diamonds-record.dealer': (p) => msg(str`Round ${num(p, 'round')}: "dealer" must be a player's name.`, { id: 'rule.format.diamonds-record.dealer' }),
  'format.diamonds-record.no-pass': (p) => msg(str`Round ${num(p, 'round')} has no "pass" (1, 2 or 3 cards).`, { id: 'rule.format.diamonds-record.no-pass' }),
  'format.diamonds-record.pass': (p) =>
    msg(str`Round ${num(p, 'round')}: "pass" must be a whole number (1, 2 or 3).`, { id: 'rule.format.diamonds-record.pass' }),
  'format.diamonds-record.plays': (p) => msg(str`Round ${num(p, 'round')} has no "plays" list (it may be empty).`, { id: 'rule.format.diamonds-record.plays' }),
  'format.diamonds-record.kept': (p) =>
    msg(str`Round ${num(p, 'round')}: "kept" must list positions in its "plays" (1 for the first card), each once, in order.`, {
      id: 'rule.format.diamonds-record.kept',
    }),
  'format.diamonds-record.end-steal': (p) =>
    msg(str`Round ${num(p, 'round')}: "endSteal" must be a player's name.`, { id: 'rule.format.diamonds-record.end-steal' }),
  'format.diamonds-record.card': (p) =>
    msg(str`${text(p, 'kind')} is not a card: write its suit letter (D, H, S, C) and rank 1–15, e.g. H7 or C3>Ann.`, {
      id: 'rule.format.diamonds-record.card',
    }),
  'format.diamonds-record.not-clubs': (p) =>
    msg(str`only a Clubs card can name a victim, not the ${card(p, 'card')}.`, { id: 'rule.format.diamonds-record.not-clubs' }),
  'format.diamonds-record.no-victim': (p) => msg(str`${text(p, 'play')} names no victim after ">".`, { id: 'rule.format.diamonds-record.no-victim' }),

  // The rules as a record meets them (record.ts).
  'D-ROUNDS.record': (p) =>
    msg(str`Round ${num(p, 'round')} is one too many: with ${num(p, 'players')} players the game has ${num(p, 'rounds')} rounds.`, {
      id: 'rule.D-ROUNDS.record',
    }),
  'D-ROUND-END.after': (p) =>
    msg(str`Round ${num(p, 'round')} comes after round ${num(p, 'unfinished')}, which is not finished.`, { id: 'rule.D-ROUND-END.after' }),
  'D-DEALER.not-a-player': (p) => msg(str`the dealer ${text(p, 'name')} is not one of the players.`, { id: 'rule.D-DEALER.not-a-player' }),
  'D-DEALER.first': () => msg('Round 1 must name its dealer (the first dealer is chosen at random).', { id: 'rule.D-DEALER.first' }),
  'D-A-CLUB.not-a-player': (p) => msg(str`${text(p, 'name')} is not one of the players.`, { id: 'rule.D-A-CLUB.not-a-player' }),
  'D-A-CLUB.no-action': (p) =>
    msg(
      str`The ${card(p, 'card')} names a victim but triggers no Clubs action that robs anyone (only an off-suit club, or the winning club of a Clubs-led trick, robs).`,
      { id: 'rule.D-A-CLUB.no-action' },
    ),
  'D-A-CLUB.missing-victim': (p) =>
    msg(
      str`The ${card(p, 'card')} makes ${text(p, 'robber')} rob a Showroom and there is a choice (${or(p, 'victims')}): write the victim, e.g. ${text(p, 'example')}.`,
      { id: 'rule.D-A-CLUB.missing-victim' },
    ),
  'D-A-CLUB.end-steal-missing': (p) =>
    msg(str`${text(p, 'side')} won the Clubs majority and must choose whom to rob: add "endSteal".`, { id: 'rule.D-A-CLUB.end-steal-missing' }),
  'D-A-CLUB.end-steal-name': (p) => msg(str`endSteal ${text(p, 'name')} is not one of the players.`, { id: 'rule.D-A-CLUB.end-steal-name' }),
  'D-A-CLUB.end-steal-wrong': (p) => msg(str`endSteal ${text(p, 'name')} does not match the game: ${text(p, 'why')}.`, { id: 'rule.D-A-CLUB.end-steal-wrong' }),
  'D-A-CLUB.why.not-over': () => msg('the round is not over', { id: 'rule.D-A-CLUB.why.not-over' }),
  'D-A-CLUB.why.no-majority': () => msg('nobody won the Clubs majority', { id: 'rule.D-A-CLUB.why.no-majority' }),
  'D-A-CLUB.why.robbed-nobody': () => msg('the Clubs majority robbed nobody', { id: 'rule.D-A-CLUB.why.robbed-nobody' }),
  'D-A-CLUB.why.victim': (p) => msg(str`the victim was ${text(p, 'victim')}`, { id: 'rule.D-A-CLUB.why.victim' }),
  'D-A-CLUB.robs-nobody': () => msg('this Clubs action robs nobody, so it cannot name a victim.', { id: 'rule.D-A-CLUB.robs-nobody' }),
  'D-A-CLUB.forced': (p) => msg(str`the only possible victim is ${text(p, 'victim')}, not ${text(p, 'given')}.`, { id: 'rule.D-A-CLUB.forced' }),
};
