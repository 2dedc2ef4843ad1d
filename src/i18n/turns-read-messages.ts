/**
 * Diam's turn by turn: a malformed event or setup (src/rules/diams/turns/read.ts: only a corrupt
 * backup or a hand-written file has one), part of the catalog of ./turns-messages.ts. `kind` is
 * what was found ("the text "x"", said by the Diam's catalog), `where` where it is.
 */
import { msg, str } from '@lit/localize';
import type { SpecialName } from '../rules/diams/index';
import { num, text, type Catalog } from './catalog';
import { fields } from './rule-words';
import { specialTitle } from './turns-words';

export const TURNS_READ_MESSAGES: Catalog<'turns-read-messages'> = {
  'format.market.setup': (p) => {
    const kind = text(p, 'kind');
    return msg(str`A turns log's setup must be an object, but it is ${kind}.`, { id: 'rule.format.market.setup' });
  },
  'format.market.setup-field': (p) => {
    const field = text(p, 'field');
    return msg(str`The turns log's setup has an unknown field ${field}: only "players", "first", "closing" and "deck".`, {
      id: 'rule.format.market.setup-field',
    });
  },
  'format.market.first': (p) => {
    const last = num(p, 'last');
    const kind = text(p, 'kind');
    return msg(str`"first" is the seat of the player who starts the round, a whole number from 0 to ${last}, but it is ${kind}.`, {
      id: 'rule.format.market.first',
    });
  },
  'format.market.closing': (p) => {
    const kind = text(p, 'kind');
    return msg(str`"closing" must be "standard" or "deterministic" (M-CLOSING-POS), but it is ${kind}.`, { id: 'rule.format.market.closing' });
  },
  'format.market.event': (p) => {
    const kind = text(p, 'kind');
    return msg(str`A market-log event must be an object with a "type", but it is ${kind}.`, { id: 'rule.format.market.event' });
  },
  'format.market.event-type': (p) => {
    const kind = text(p, 'kind');
    return msg(str`Unknown market-log event ${kind}: expected "draw", "closing", "market", "secure", "special", "pass", "limit" or "refill".`, {
      id: 'rule.format.market.event-type',
    });
  },
  'format.market.event-field': (p) => {
    const what = text(p, 'what');
    const field = text(p, 'field');
    const allowed = fields(p, 'allowed');
    return msg(str`A "${what}" event has an unknown field ${field}: only ${allowed}.`, { id: 'rule.format.market.event-field' });
  },
  'format.market.diamond': (p) => {
    const where = text(p, 'where');
    const kind = text(p, 'kind');
    return msg(str`${where} must be a diamond {"quality": 1–10, "pure": true/false}, but it is ${kind}.`, { id: 'rule.format.market.diamond' });
  },
  'format.market.diamond-field': (p) => {
    const where = text(p, 'where');
    const field = text(p, 'field');
    return msg(str`${where} has an unknown field ${field}: only "quality" and "pure".`, { id: 'rule.format.market.diamond-field' });
  },
  'format.market.diamond-quality': (p) => {
    const where = text(p, 'where');
    const kind = text(p, 'kind');
    return msg(str`${where}: a diamond's quality is a whole number from 1 to 10 (M-QUALITY), but it is ${kind}.`, { id: 'rule.format.market.diamond-quality' });
  },
  'format.market.diamond-pure': (p) => {
    const where = text(p, 'where');
    const kind = text(p, 'kind');
    return msg(str`${where}: "pure" (the magnifier) must be true or false, but it is ${kind}.`, { id: 'rule.format.market.diamond-pure' });
  },
  'format.market.diamonds': (p) => {
    const where = text(p, 'where');
    const kind = text(p, 'kind');
    return msg(str`${where} must be a list of diamonds (it may be empty), but it is ${kind}.`, { id: 'rule.format.market.diamonds' });
  },
  'format.market.entries': (p) => {
    const where = text(p, 'where');
    const kind = text(p, 'kind');
    return msg(str`${where} must be a list of {"quality", "count", "pure"?}, but it is ${kind}.`, { id: 'rule.format.market.entries' });
  },
  'format.market.entry': (p) => {
    const where = text(p, 'where');
    const kind = text(p, 'kind');
    return msg(str`${where} must be an object {"quality", "count", "pure"?}, but it is ${kind}.`, { id: 'rule.format.market.entry' });
  },
  'format.market.entry-field': (p) => {
    const where = text(p, 'where');
    const field = text(p, 'field');
    return msg(str`${where} has an unknown field ${field}: only "quality", "count" and "pure".`, { id: 'rule.format.market.entry-field' });
  },
  'format.market.entry-quality': (p) => {
    const where = text(p, 'where');
    const kind = text(p, 'kind');
    return msg(str`${where}: "quality" must be a whole number from 1 to 10 (M-QUALITY), but it is ${kind}.`, { id: 'rule.format.market.entry-quality' });
  },
  'format.market.entry-count': (p) => {
    const where = text(p, 'where');
    const quality = num(p, 'quality');
    const kind = text(p, 'kind');
    return msg(str`${where} (quality ${quality}): "count" must be a whole number of diamonds, at least 1, but it is ${kind}.`, {
      id: 'rule.format.market.entry-count',
    });
  },
  'format.market.entry-pure': (p) => {
    const where = text(p, 'where');
    const quality = num(p, 'quality');
    const count = num(p, 'count');
    const kind = text(p, 'kind');
    return msg(
      str`${where} (quality ${quality}): "pure" counts the diamonds with the magnifier, from 0 to ${count}, or is left out when not shown; it is ${kind}.`,
      { id: 'rule.format.market.entry-pure' },
    );
  },
  'format.market.entry-twice': (p) => {
    const where = text(p, 'where');
    const quality = num(p, 'quality');
    return msg(str`${where}: quality ${quality} is listed twice; give one entry per quality.`, { id: 'rule.format.market.entry-twice' });
  },
  'format.market.specials': (p) => {
    const max = num(p, 'max');
    const kind = text(p, 'kind');
    return msg(str`"specials" counts the special cards that came up face up (they go to the hand), 0 to ${max}, but it is ${kind}.`, {
      id: 'rule.format.market.specials',
    });
  },
  'format.market.discarded': (p) => {
    const max = num(p, 'max');
    const kind = text(p, 'kind');
    return msg(str`"discardedSpecials" is how many special cards were discarded, 0 to ${max}, but it is ${kind}.`, { id: 'rule.format.market.discarded' });
  },
  'format.market.draw-kind': (p) => {
    const kind = text(p, 'kind');
    return msg(
      str`A draw's "kind" is "hand" (one card into the hand), "market" (two cards face up) or "none" (the deck is empty) (M-DRAW), but it is ${kind}.`,
      { id: 'rule.format.market.draw-kind' },
    );
  },
  'format.market.take': (p) => {
    const kind = text(p, 'kind');
    return msg(str`"take" must be "same" (M-SAME), "sum" (M-SUM) or "empty" (M-EMPTY), but it is ${kind}.`, { id: 'rule.format.market.take' });
  },
  'format.market.special': (p) => {
    const kind = text(p, 'kind');
    return msg(str`"special" names the special card played: "armored-convoy", "safe-cracker" or "sleight-of-hand" (M-SPECIALS), but it is ${kind}.`, {
      id: 'rule.format.market.special',
    });
  },
  'M-SPECIALS.power': (p) => {
    const name = text(p, 'special');
    const title = specialTitle(name as SpecialName);
    const kind = text(p, 'kind');
    return msg(str`The ${title} is used either for the compulsory sale ("compulsory-sale") or for its own power ("${name}"), not ${kind} (M-SPECIALS).`, {
      id: 'rule.M-SPECIALS.power',
    });
  },
  'format.market.sold': (p) => {
    const players = num(p, 'players');
    const kind = text(p, 'kind');
    return msg(
      str`"sold" lists, seat by seat, the diamonds each player put into the market (${players} lists, the player of the sale's own empty), but it is ${kind}.`,
      { id: 'rule.format.market.sold' },
    );
  },
  'format.market.sold-lists': (p) => {
    const players = num(p, 'players');
    const lists = num(p, 'lists');
    return msg(
      str`"sold" lists, seat by seat, the diamonds each player put into the market (${players} lists, the player of the sale's own empty), but it is a list of ${lists}.`,
      { id: 'rule.format.market.sold-lists' },
    );
  },
  'format.market.victim': (p) => {
    const last = num(p, 'last');
    const kind = text(p, 'kind');
    return msg(str`"victim" is the seat of the opponent whose safe is cracked, 0 to ${last}, but it is ${kind}.`, { id: 'rule.format.market.victim' });
  },
  'format.market.cracker-quality': (p) => {
    const kind = text(p, 'kind');
    return msg(str`The Safe cracker names a quality from 1 to 10 (M-QUALITY), but it is ${kind}.`, { id: 'rule.format.market.cracker-quality' });
  },
  'format.market.cracker-pure': (p) => {
    const kind = text(p, 'kind');
    return msg(str`The Safe cracker names a purity: "pure" true (magnifier) or false, but it is ${kind}.`, { id: 'rule.format.market.cracker-pure' });
  },
  'format.market.cracker-found': (p) => {
    const kind = text(p, 'kind');
    return msg(str`"found" says whether such a diamond was in the safe (true or false), but it is ${kind}.`, { id: 'rule.format.market.cracker-found' });
  },

  // Where a malformed value sits; these open the sentences above.
  'where.drawn': () => msg('The cards drawn into the market', { id: 'rule.where.drawn' }),
  'where.put': () => msg('The card put into the market', { id: 'rule.where.put' }),
  'where.taken': () => msg('The cards taken', { id: 'rule.where.taken' }),
  'where.secured': () => msg('The diamonds secured', { id: 'rule.where.secured' }),
  'where.surplus': () => msg('The surplus diamonds put into the market', { id: 'rule.where.surplus' }),
  'where.refill': () => msg('The refill cards', { id: 'rule.where.refill' }),
  'where.sale': () => msg('The diamond put into the market for the compulsory sale', { id: 'rule.where.sale' }),
  'where.sold': (p) => {
    const seat = num(p, 'seat');
    return msg(str`The diamonds sold by seat ${seat}`, { id: 'rule.where.sold' });
  },
  'where.convoy': () => msg('The diamonds of the Armored convoy', { id: 'rule.where.convoy' }),
  'where.sleight': () => msg('The diamond taken by the Sleight of hand', { id: 'rule.where.sleight' }),
  'where.card': (p) => {
    const where = text(p, 'where');
    const card = num(p, 'card');
    return msg(str`${where}, card ${card}`, { id: 'rule.where.card' });
  },
  'where.entry': (p) => {
    const where = text(p, 'where');
    const entry = num(p, 'entry');
    return msg(str`${where}, entry ${entry}`, { id: 'rule.where.entry' });
  },
};
