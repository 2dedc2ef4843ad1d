/**
 * A backup file (src/store/backup-format.ts) of a club's device after years of evenings: N games
 * (5,000 by default, about 150 events each), made in Node with the real rules so every log is
 * legal. 240 distinct games (random legal Diamonds games of 2 to 5 players, standard, teams and
 * all-cards-known, a tenth stopped mid-round, and the Diam's example) are reused with their seats
 * renamed from a pool of twelve players, one game an evening over the years before `start`.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Variant } from '../src/rules/diamonds/index';
import { diamsGame } from '../src/rules/diams/index';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupFile } from '../src/store/backup-format';
import type { PlayerRow, SessionRow } from '../src/store/db';
import { randomGame } from '../test/support/random-diamonds';

const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Finn', 'Gus', 'Hana', 'Ivo', 'Kai', 'Lou', 'Zoë'];
const COLOURS = ['ruby', 'sapphire', 'emerald', 'amber', 'amethyst', 'teal', 'rose', 'slate'];
const DISTINCT = 240;

interface Shape {
  game: SessionRow['game'];
  config: { players: string[] };
  events: unknown[];
}

/** The i-th distinct game: mostly 2 to 4 players, as most evenings are. */
function shape(i: number): Shape {
  if (i % 12 === 11) {
    const parsed = diamsGame.parseRecord(JSON.parse(readFileSync(join('examples', 'diams-4p.json'), 'utf8')));
    if (!parsed.ok) throw new Error(parsed.error.text.key);
    return { game: 'diams', config: parsed.config, events: parsed.events };
  }
  const players = [2, 3, 4, 2, 3, 4, 5, 2, 3, 4, 4][i % 11] as number;
  const variant: Variant = players === 4 && i % 3 === 0 ? 'teams' : i % 7 === 0 ? 'perfect' : 'standard';
  const unfinished = i % 10 === 3 ? { rounds: 2, stopAfterPlays: 7 } : {};
  const g = randomGame(7000 + i, { players, variant, thief: i % 5 === 0, ...unfinished });
  return { game: 'diamonds', config: g.config, events: g.events };
}

/** A UUID-shaped id made from a name, the same every run (the app's ids are crypto.randomUUID()). */
function uuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface BigBackup {
  text: string;
  games: number;
  events: number;
}

export function bigBackup(games = 5000, start = Date.UTC(2025, 5, 1, 19)): BigBackup {
  const shapes = Array.from({ length: DISTINCT }, (_, i) => shape(i));
  const players: PlayerRow[] = NAMES.map((name, i) => ({
    id: uuid(`player-${i}`),
    name,
    colour: COLOURS[i % COLOURS.length] as string,
    createdAt: start - games * 86_400_000,
  }));
  let events = 0;
  const sessions: BackupFile['sessions'] = [];
  for (let i = 0; i < games; i++) {
    const s = shapes[i % DISTINCT] as Shape;
    // A step of 5 over 12 names never repeats within 6 seats: the names of a game are distinct.
    const seats = s.config.players.map((_, seat) => (i + seat * 5) % NAMES.length);
    const names = seats.map((k) => NAMES[k] as string);
    const at = start - (games - i) * 86_400_000;
    const session = {
      id: uuid(`game-${i}`),
      game: s.game,
      config: { ...s.config, players: names },
      createdAt: at,
      updatedAt: at + 3_600_000,
      redo: [],
      playerIds: seats.map((k) => players[k]?.id as string),
      // The derived fields are recomputed by the restore; a backup carries them as stored.
      players: names,
      status: 'in-progress',
      standings: [],
      winners: [],
      length: s.events.length,
    } satisfies SessionRow;
    sessions.push({ session, events: s.events.map((event, seq) => ({ event, at: at + seq * 20_000 })) });
    events += s.events.length;
  }
  const file: BackupFile = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date(start).toISOString(),
    sessions,
    settings: [],
    players,
  };
  return { text: JSON.stringify(file), games, events };
}
