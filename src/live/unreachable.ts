/**
 * Why a follower's write did not reach the host, or was refused before it could: the screen says
 * it as a failed write ("…could not save this: WHY").
 */
import { msg, str } from '@lit/localize';

export type Unreachable = 'offline' | 'no-answer' | 'refused' | 'host-away' | 'no-seat' | 'taken' | 'whole' | 'host-refused' | 'host-undoes';

export class TableUnreachable extends Error {
  override name = 'TableUnreachable';
  /** The session controller tells the table's refusals from the device's own failures by this. */
  readonly atTable = true;
  constructor(
    readonly why: Unreachable,
    text: string = unreachableText(why),
  ) {
    super(text);
  }
}

/** A tap for a seat whose turn it is not: "It is Ann's turn; this phone plays for Bo". */
export class NotThisSeat extends TableUnreachable {
  override name = 'NotThisSeat';
  constructor(turn: string, seat: string | null) {
    super(
      'refused',
      seat === null
        ? msg(str`it is ${turn}'s turn, and this phone has no seat: choose one in the live table's bar`, { id: 'live.seat.turn.none' })
        : msg(str`it is ${turn}'s turn; this phone plays for ${seat}`, { id: 'live.seat.turn' }),
    );
  }
}

function unreachableText(why: Unreachable): string {
  switch (why) {
    case 'offline':
      return msg('this phone is not connected to the table', { id: 'live.unreachable.offline' });
    case 'no-answer':
      return msg('the host did not answer', { id: 'live.unreachable.no-answer' });
    case 'refused':
      return msg('the host refused it (too many taps at once)', { id: 'live.unreachable.refused' });
    case 'host-away':
      return msg("the host's phone is not at the table", { id: 'live.unreachable.host-away' });
    case 'no-seat':
      return msg("this phone has no seat: choose one in the live table's bar", { id: 'live.unreachable.no-seat' });
    case 'taken':
      return msg('another phone at the table plays for that seat', { id: 'live.unreachable.taken' });
    case 'whole':
      return msg('the host does not let phones record for the whole table', { id: 'live.unreachable.whole' });
    case 'host-refused':
      return msg('the host did not confirm it', { id: 'live.unreachable.host-refused' });
    case 'host-undoes':
      return msg('undo, redo and fixes stay with the host: ask its player', { id: 'live.unreachable.host-undoes' });
  }
}

/** The words of a host's refusal of a seat or a tap, as the screen says it. */
export function answerWords(answer: { refused?: unknown } | object): string {
  const refused = (answer as { refused?: unknown }).refused;
  switch (refused) {
    case 'taken':
      return unreachableText('taken');
    case 'whole':
      return unreachableText('whole');
    case 'seat':
      return unreachableText('no-seat');
    case 'host':
      return unreachableText('host-refused');
    default:
      return unreachableText('refused');
  }
}
