/** Chart data for the statistics and history screens, from per-session statistics. */
import { msg, str } from '@lit/localize';
import type { ResultPoint, SessionStats } from '../../stats/index';
import type { PlayerRow, SessionRow } from '../../store/index';
import type { ChartSeries } from '../charts/score-chart';
import { formatDay } from './stats-format';

export interface ChartData {
  label: string;
  xTitle: string;
  yTitle: string;
  xLabels: string[];
  /** Shorter labels for the axis, when the table's are too long to draw them all ("1" for "Round 1"). */
  axisLabels?: string[];
  series: ChartSeries[];
}

/**
 * The scores of one session after each round: one line per side (a player, or a team), named as
 * the session names them now, coloured by its (first) player.
 */
export function roundChart(session: Pick<SessionRow, 'players'>, stats: SessionStats, colourOfSeat: (seat: number) => string): ChartData {
  const rounds = Math.max(0, ...stats.progress.map((p) => p.length - 1));
  return {
    label: msg('Scores round by round', { id: 'stats.chart.rounds' }),
    xTitle: msg('Round', { id: 'stats.chart.round' }),
    yTitle: stats.measure === 'chips' ? msg('Victory chips', { id: 'stats.chart.chips' }) : msg('Points', { id: 'diams.result.points' }),
    xLabels: [
      msg('Start', { id: 'stats.chart.start' }),
      ...Array.from({ length: rounds }, (_, i) => {
        const round = i + 1;
        return msg(str`Round ${round}`, { id: 'stats.chart.round-n' });
      }),
    ],
    axisLabels: [msg('Start', { id: 'stats.chart.start' }), ...Array.from({ length: rounds }, (_, i) => String(i + 1))],
    series: stats.sides.map((seats, side) => ({
      name: seats.map((s) => session.players[s] ?? String(s + 1)).join(' & '),
      colour: colourOfSeat(seats[0] ?? 0),
      values: stats.progress[side] ?? [],
    })),
  };
}

/** A player's scores in their finished games of one kind, oldest first; filled marks are wins. */
export function resultsChart(player: PlayerRow, points: readonly ResultPoint[], what: string, measure: string): ChartData {
  return {
    label: msg(str`${player.name}: results over time, ${what}`, { id: 'stats.chart.results' }),
    xTitle: msg('Game played', { id: 'stats.chart.played' }),
    yTitle: measure,
    xLabels: points.map((p) => formatDay(p.at)),
    series: [
      {
        name: player.name,
        colour: player.colour,
        values: points.map((p) => p.score),
        filled: points.map((p) => p.won),
        notes: points.map((p) => (p.won ? msg('won', { id: 'stats.chart.won' }) : null)),
      },
    ],
  };
}
