/** A live table's link as a phone stores it (SessionRow.live), whole, and what a phone tells of the table. */
import type { LiveLink } from '../store/db';
import { isSigner, tableKeys, type Signed } from '../wire/crypto';

/** A live table's link, whole: a secret to seal with, the table's host key, this phone's signing key. */
export type SecureLink = LiveLink &
  Required<Pick<LiveLink, 'secret' | 'hostKey' | 'signingKey'>> & {
    /** A follower's: the head it last stored a log under, as its host signed it, to write back into a room that lost it. */
    held?: Signed<unknown>;
  };

/** Whether a stored link opens a table: an older app's link has no secret, and its table no longer opens. */
export function isSecure(link: LiveLink): link is SecureLink {
  return (
    typeof link.secret === 'string' &&
    typeof link.hostKey === 'string' &&
    typeof link.signingKey === 'string' &&
    tableKeys(link.secret) !== null &&
    isSigner({ phone: link.phone, secretKey: link.signingKey })
  );
}

/** What a phone says happened at the table, once: a take-over (and whether this phone's own log was kept apart), the host's undo or fix, or a change it refused. */
export type TableNotice =
  | {
      kind: 'taken-over';
      /** The new host's seat, if it has one. */
      seat: number | null;
      /** The game this phone kept apart (it recorded as host what the table's log no longer holds). */
      kept: string | null;
      /** This phone was the host: it is offered to take the table back. */
      back?: true;
    }
  | {
      /** The host undid `events`, the last it had recorded. */
      kind: 'undid';
      seat: number | null;
      events: unknown[];
    }
  | {
      /** The host fixed the event at `at`: `was` is now `now` (the log after it may have changed too). */
      kind: 'fixed';
      seat: number | null;
      at: number;
      was: unknown;
      now: unknown;
    }
  | {
      kind: 'refused';
      /** The seat of the phone that sent it, if it has one. */
      seat: number | null;
      /** How many recorded events its log drops; null: it changes the game's set-up (players, names, variant). */
      dropped: number | null;
    };
