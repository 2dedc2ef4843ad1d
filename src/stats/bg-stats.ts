/**
 * "Send to BG Stats": a finished game as the play BG Stats (the board game statistics app) creates
 * from its play-import address, `https://app.bgstatsapp.com/createPlay.html?data=<URI-encoded JSON>`.
 * The player's own phone opens the address (BG Stats' app, or its page when the app is missing),
 * so nothing leaves the device through us.
 *
 * The JSON follows BG Stats' "Linking and pushing to BG Stats from other apps or websites"
 * (bgstatsapp.com, the auto-posting of plays): at the top `sourceName`, `sourcePlayId`,
 * `playDate` ("YYYY-MM-DD HH:MM:SS"), `durationMin`, `board`, `game: {name, bggId, highestWins,
 * sourceGameId}` and `players: [{name, sourcePlayerId, score, winner, rank, startPlayer}]`.
 * `sourceName` with `sourcePlayId` makes a second send of the same game the same play, and
 * `sourceGameId` / `sourcePlayerId` let BG Stats remember how it matched our game and people.
 * (That page itself was not in the sources we could read; the layout was checked against several
 * independent integrations that cite it, and agrees with all of them.)
 *
 * Pure: the screens hand it the stored row and its events.
 */
import type { SessionRow } from '../store/db';
import { apply as applyDiamonds, initialState as diamondsInitial, type DiamondsConfig, type DiamondsEvent, type DiamondsState } from '../rules/diamonds/index';
import { localTimestamp, variantLabel } from './csv';
import { places } from './standing-ranks';

export const BG_STATS_CREATE_PLAY = 'https://app.bgstatsapp.com/createPlay.html';
export const BG_STATS_SOURCE = 'Diamond Ledger';

/**
 * BoardGameGeek ids. Diamonds (Mike Fitzgerald, 2014) is 152162 (docs/sources/diamonds-zh-hant.txt
 * links boardgamegeek.com/boardgame/152162/diamonds). Diam's has none here: we could not confirm
 * its id from a source, and a wrong one would file the plays under another game.
 */
const GAMES: Record<SessionRow['game'], { name: string; bggId?: number }> = {
  diamonds: { name: 'Diamonds', bggId: 152162 },
  diams: { name: "Diam's" },
};

/** A play's duration longer than this is not play time: the game was left and resumed another day. */
const MAX_DURATION_MIN = 24 * 60;

export interface BgStatsPlayer {
  name: string;
  /** The player's row on this device (SessionRow.playerIds), when known. */
  sourcePlayerId?: string;
  score: number;
  winner: boolean;
  /** The player's place (./standing-ranks.ts): 1 for the winners, tied scores sharing a rank. */
  rank: number;
  /** Only when the log says who started (see `startSeat`). */
  startPlayer?: boolean;
}

export interface BgStatsPlay {
  sourceName: string;
  sourcePlayId: string;
  playDate: string;
  durationMin?: number;
  board: string;
  game: { name: string; sourceGameId: string; bggId?: number; highestWins: true };
  players: BgStatsPlayer[];
}

type FinishedRow = Pick<SessionRow, 'id' | 'game' | 'config' | 'players' | 'playerIds' | 'createdAt' | 'updatedAt' | 'status' | 'standings' | 'winners'>;

/** "2025-03-01 20:05:09" in the device's local time, as BG Stats reads `playDate`. */
export function localDateTime(ms: number): string {
  return localTimestamp(ms).slice(0, 19).replace('T', ' ');
}

/**
 * The seat that started the game, or null when the log does not say.
 * - Diamonds: the player who led the first trick, as the rules give it (D-LEAD: left of the first
 *   dealer), read from the state the rules make of the game's first round (a `deal`, or a round
 *   counted at its end, a `check`), not worked out here again.
 * - Diam's: no rule names a start player; its rules play a round as turns taken in seat order, and
 *   the start player is the one who takes round 1's first turn (M-DRAW: the first draw of the
 *   game), the `first` of round 1's turns log (its `turns` event). Round 1 entered as sheets
 *   only (M-ROUND-SCORE) does not record who began: nobody is named.
 */
export function startSeat(game: SessionRow['game'], config: unknown, events: readonly unknown[]): number | null {
  if (game === 'diamonds') return firstLeader(config as DiamondsConfig, events as readonly DiamondsEvent[]);
  for (const raw of events) {
    const event = raw as { type?: unknown; first?: unknown } | null;
    if (event?.type === 'turns') return seatOrNull(event.first);
    if (event?.type === 'round') return null;
  }
  return null;
}

/** D-LEAD's leader of the first trick: the rules' round once the first round is dealt or counted. */
function firstLeader(config: DiamondsConfig, events: readonly DiamondsEvent[]): number | null {
  let state: DiamondsState = diamondsInitial(config);
  for (const event of events) {
    const next = applyDiamonds(state, event);
    if (!next.ok) return null;
    state = next.state;
    if (state.round) return state.round.leader;
  }
  return null;
}

function seatOrNull(value: unknown): number | null {
  return Number.isInteger(value) && (value as number) >= 0 ? (value as number) : null;
}

/**
 * The play of a finished game; null for a game in progress (it is not a play yet). Scores are the
 * game's standings (Diamonds: points; Diam's: victory chips, or points with that option), each
 * member of a Diamonds team scoring the team's points. `playDate` is the local time the game was
 * started (its row's `createdAt`); `durationMin` runs from then to its last change, and is left
 * out when under a minute (an imported game) or over a day (the game was resumed another day).
 */
export function bgStatsPlay(row: FinishedRow, events: readonly unknown[]): BgStatsPlay | null {
  if (row.status !== 'finished') return null;
  const game = GAMES[row.game];
  if (!game) return null;
  const first = startSeat(row.game, row.config, events);
  const winners = new Set(row.winners);
  const seats = row.players.map((name, seat) => ({
    name,
    seat,
    score: row.standings.find((s) => s.players.includes(name))?.score ?? 0,
    won: winners.has(name),
  }));
  const ranks = places(seats);
  const players = seats.map((p): BgStatsPlayer => {
    const id = row.playerIds?.[p.seat];
    return {
      name: p.name,
      ...(id ? { sourcePlayerId: id } : {}),
      score: p.score,
      winner: p.won,
      rank: ranks[p.seat] as number,
      ...(first === null ? {} : { startPlayer: p.seat === first }),
    };
  });
  const minutes = Math.round((row.updatedAt - row.createdAt) / 60_000);
  return {
    sourceName: BG_STATS_SOURCE,
    sourcePlayId: row.id,
    playDate: localDateTime(row.createdAt),
    ...(minutes >= 1 && minutes <= MAX_DURATION_MIN ? { durationMin: minutes } : {}),
    board: variantLabel(row),
    game: {
      name: game.name,
      sourceGameId: row.game,
      ...(game.bggId === undefined ? {} : { bggId: game.bggId }),
      highestWins: true,
    },
    players,
  };
}

/** The address that opens BG Stats on this play; null for a game in progress. */
export function bgStatsUrl(row: FinishedRow, events: readonly unknown[]): string | null {
  const play = bgStatsPlay(row, events);
  return play && `${BG_STATS_CREATE_PLAY}?data=${encodeURIComponent(JSON.stringify(play))}`;
}
