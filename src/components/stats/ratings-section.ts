/**
 * The statistics screen's ratings (../../stats/rating-chain.ts): per game, each player's rating
 * with its uncertainty (μ ± σ), listed by the conservative rating μ − 3σ, and its recent change;
 * and head-to-head records (../../stats/head-to-head.ts) of one player against the others.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import { RATED_GAMES, TREND_GAMES, playerRatings, type PlayerRating, type RatedGame } from '../../stats/rating-chain';
import { headToHead } from '../../stats/head-to-head';
import type { Group, StatsEntry } from '../../stats/index';
import { comparePlayerNames, type PlayerRow } from '../../store/index';
import { formatNumber as number } from '../../i18n/format';
import { gameName } from '../shared/format';
import { T, nameCell, statsTable } from './stats-tables';

/** One decimal always, so that a column of ratings lines up ("24.0 ± 8.0"). */
const ONE = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;
const SIGNED = { ...ONE, signDisplay: 'exceptZero' } as const;

/**
 * Each game's ratings, worked out once per library (the screen renders again on every choice and
 * on each step of its loading; the library is a new array whenever a game changed).
 */
const memo = new WeakMap<readonly StatsEntry[], Map<RatedGame, PlayerRating[] | null>>();

function ratingsOf(entries: readonly StatsEntry[], game: RatedGame): PlayerRating[] | null {
  let games = memo.get(entries);
  if (!games) memo.set(entries, (games = new Map<RatedGame, PlayerRating[] | null>()));
  if (!games.has(game)) games.set(game, playerRatings(entries, game));
  return games.get(game) ?? null;
}

/** The games whose ratings a group shows: its own game, or both for "All games". */
function gamesOf(group: Group): RatedGame[] {
  return RATED_GAMES.filter((g) => group.game === null || group.game === g);
}

/** One table per game of the group with a rated game; a line while they are still worked out. */
export function ratingsSection(entries: readonly StatsEntry[], group: Group, byId: Map<string, PlayerRow>, only?: string): TemplateResult | typeof nothing {
  const tables = gamesOf(group).map((game) => ({ game, rows: ratingsOf(entries, game) }));
  if (tables.every((t) => t.rows !== null && t.rows.length === 0)) return nothing;
  return html`<section id="ratings">
    <h2 id="ratings-title">${msg('Ratings', { id: 'stats.ratings' })}</h2>
    <p class="muted">
      ${msg(
        'Every finished game moves the ratings of its players (Weng–Lin, as OpenSkill works it out; partners of a team are rated as a team, and a tie as a tie): a rating and, after ±, how uncertain it still is. Players are listed by the rating they are almost surely above, the rating less three times its uncertainty. A new player starts at 25 ± 8.3.',
        { id: 'stats.ratings.how' },
      )}
    </p>
    ${tables.map(({ game, rows }) => ratingTable(game, rows, byId, only))}
  </section>`;
}

function ratingTable(game: RatedGame, rows: PlayerRating[] | null, byId: Map<string, PlayerRow>, only: string | undefined): TemplateResult | typeof nothing {
  const label = gameName(game);
  const id = `ratings-${game}`;
  if (rows === null) {
    return html`<h3 id=${id}>${label}</h3>
      <p class="muted" role="status">${msg('Working out the ratings…', { id: 'stats.ratings.working' })}</p>`;
  }
  const shown = only === undefined ? rows : rows.filter((r) => r.playerId === only);
  if (!shown.length) return nothing;
  return html`<h3 id=${id}>${label}</h3>
    ${statsTable(
      id,
      [T.player(), msg('Rating', { id: 'stats.ratings.rating' }), T.games(), msg(str`Last ${TREND_GAMES} games`, { id: 'stats.ratings.trend' })],
      shown.map((r) => [nameCell(byId.get(r.playerId)), ratingText(r), r.games, trendCell(r)]),
    )}`;
}

/** "27.3 ± 4.1". */
function ratingText(r: PlayerRating): string {
  const mu = number(r.mu, ONE);
  const sigma = number(r.sigma, ONE);
  return msg(str`${mu} ± ${sigma}`, { id: 'stats.ratings.value' });
}

/** The change of μ over the trend's games, with an arrow that says which way. */
function trendCell(r: PlayerRating): TemplateResult {
  const change = (r.trend.at(-1) ?? 0) - (r.trend[0] ?? 0);
  const shown = Math.round(change * 10) / 10;
  const arrow = shown > 0 ? '▲' : shown < 0 ? '▼' : '–';
  return html`<span class="trend ${shown > 0 ? 'up' : shown < 0 ? 'down' : ''}"><span aria-hidden="true">${arrow}</span> ${number(shown, SIGNED)}</span>`;
}

/**
 * A player's head-to-head records in the group's finished games: against one opponent, or all
 * they met (`opponent` empty). `choose` sets the opponent, and `player` too when given (the
 * screen showing everyone lets both be chosen).
 */
export function headToHeadSection(
  entries: readonly StatsEntry[],
  group: Group,
  players: readonly PlayerRow[],
  player: PlayerRow,
  opponent: string,
  choose: { player?: (id: string) => void; opponent: (id: string) => void },
): TemplateResult {
  const byId = new Map(players.map((p) => [p.id, p]));
  const name = (id: string) => ({ name: byId.get(id)?.name ?? '' });
  // Most meetings first, then by name as the player lists are.
  const records = headToHead(entries, group, player.id)
    .filter((r) => !opponent || r.opponentId === opponent)
    .sort((a, b) => b.games - a.games || comparePlayerNames(name(a.opponentId), name(b.opponentId)));
  const others = players.filter((p) => p.id !== player.id);
  return html`<section id="head-to-head">
    <h2 id="head-to-head-title">${msg('Head to head', { id: 'stats.h2h' })}</h2>
    <p class="muted">${msg('Who finished ahead when both played the same finished game. Partners of a team are not counted against each other.', { id: 'stats.h2h.how' })}</p>
    <div class="controls">
      ${
        choose.player
          ? html`<label
            ><span id="head-to-head-player">${T.player()}</span>
            <!-- Named with its section ("Head to head Player"): the screen's own Player choice is above. -->
            <select aria-labelledby="head-to-head-title head-to-head-player" @change=${(e: Event) => choose.player?.((e.target as HTMLSelectElement).value)}>
              ${players.map((p) => html`<option value=${p.id} ?selected=${p.id === player.id}>${p.name}</option>`)}
            </select>
          </label>`
          : nothing
      }
      <label
        >${msg('Against', { id: 'stats.h2h.against' })}
        <select @change=${(e: Event) => choose.opponent((e.target as HTMLSelectElement).value)}>
          <option value="" ?selected=${!opponent}>${msg('Everyone', { id: 'history.everyone' })}</option>
          ${others.map((p) => html`<option value=${p.id} ?selected=${p.id === opponent}>${p.name}</option>`)}
        </select>
      </label>
    </div>
    ${
      records.length
        ? statsTable(
            'head-to-head-title',
            [msg('Opponent', { id: 'stats.h2h.opponent' }), T.wins(), msg('Losses', { id: 'stats.h2h.losses' }), msg('Draws', { id: 'stats.h2h.draws' })],
            records.map((r) => [nameCell(byId.get(r.opponentId)), r.wins, r.losses, r.draws]),
          )
        : html`<p>${msg('No meeting yet in a finished game of this kind.', { id: 'stats.h2h.none' })}</p>`
    }
  </section>`;
}
