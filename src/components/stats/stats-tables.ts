/**
 * The statistics screen's tables: one builder (a first column naming each row, wrapped so that it
 * scrolls sideways on a phone), the per-player tables of where Diamonds points came from and of
 * Diam's rounds, chips and bonuses, and the headings and lines the screen repeats.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import { plural } from '../../i18n/format';
import type { PlayerSummary } from '../../stats/index';
import type { PlayerRow } from '../../store/index';
import { colourClass } from '../players/colours';
import { formatNumber, formatShare } from './stats-format';
import { playerHeading } from '../shared/labels';

export function sourcesSection(rows: PlayerSummary[], byId: Map<string, PlayerRow>): TemplateResult | typeof nothing {
  const withGames = rows.filter((r) => r.diamonds && r.diamonds.games > 0);
  if (!withGames.length) return nothing;
  const per = (r: PlayerSummary, v: number) => formatNumber(v / (r.diamonds?.games ?? 1));
  return html`<section id="sources">
    <h2 id="sources-title">${msg('Diamonds: where the points came from', { id: 'stats.sources' })}</h2>
    <p class="muted">
      ${msg(
        'Average points per game from each cause (a Vault diamond is 2 points, a Showroom diamond 1), and Showroom diamonds lost to Clubs. Every side starts with 3.',
        { id: 'stats.sources.how' },
      )}
    </p>
    ${statsTable(
      'sources-title',
      [
        T.player(),
        T.games(),
        msg('Off-suit actions', { id: 'stats.sources.offsuit' }),
        msg('Trick wins', { id: 'stats.sources.take' }),
        msg('Majorities', { id: 'stats.sources.majority' }),
        msg('No-trick bonuses', { id: 'stats.sources.notrick' }),
        msg('Lost to Clubs', { id: 'stats.sources.clubs' }),
      ],
      withGames.map((r) => {
        const d = r.diamonds!;
        return [nameCell(byId.get(r.playerId)), d.games, per(r, d.offSuit), per(r, d.take), per(r, d.majority), per(r, d.noTrick), per(r, d.lostToClubs)];
      }),
    )}
  </section>`;
}

export function diamsSection(rows: PlayerSummary[], byId: Map<string, PlayerRow>): TemplateResult | typeof nothing {
  const withGames = rows.filter((r) => r.diams && r.diams.games > 0);
  if (!withGames.length) return nothing;
  return html`<section id="diams">
    <h2 id="diams-title">${msg("Diam's: rounds, chips and bonuses", { id: 'stats.diams' })}</h2>
    ${statsTable(
      'diams-title',
      [
        T.player(),
        msg('Rounds', { id: 'stats.diams.rounds' }),
        msg('Points per round', { id: 'stats.diams.points' }),
        msg('Chips per game', { id: 'stats.diams.chips' }),
        msg('Purity bonus alone', { id: 'stats.diams.purity-alone' }),
        msg('Purity bonus shared', { id: 'stats.diams.purity-shared' }),
        msg('Hand bonus', { id: 'stats.diams.hand' }),
      ],
      withGames.map((r) => {
        const m = r.diams!;
        return [
          nameCell(byId.get(r.playerId)),
          m.rounds,
          formatNumber(m.rounds ? m.points / m.rounds : null),
          formatNumber(m.games ? m.chips / m.games : null),
          formatShare(m.purityAlone, m.rounds),
          formatShare(m.purityShared, m.rounds),
          formatShare(m.hand, m.rounds),
        ];
      }),
    )}
  </section>`;
}

export function nameCell(player: PlayerRow | undefined): TemplateResult {
  return html`<span class="swatch ${colourClass(player?.colour)}" aria-hidden="true"></span>${player?.name ?? '?'}`;
}

/**
 * A table whose first column names each row; wrapped so that it scrolls sideways on a phone, its
 * first column staying in place. A table of many columns says so above it on a narrow screen.
 */
export function statsTable(labelledBy: string, head: string[], rows: (TemplateResult | string | number)[][]): TemplateResult {
  const wide = head.length > 4;
  return html`${wide ? html`<p class="scroll-hint muted" aria-hidden="true">${msg('Swipe the table sideways for every column →', { id: 'stats.table.swipe' })}</p>` : nothing}
  <div class="table-wrap ${wide ? 'wide' : ''}" role="region" aria-labelledby=${labelledBy} tabindex="0">
    <table>
      <thead>
        <tr>
          ${head.map((h) => html`<th scope="col">${h}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          ([first, ...rest]) => html`<tr>
            <th scope="row">${first}</th>
            ${rest.map((c) => html`<td>${c}</td>`)}
          </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

/** Table headings the statistics repeat, in the current language. */
export const T = {
  player: () => playerHeading(),
  games: () => msg('Games', { id: 'stats.games' }),
  wins: () => msg('Wins', { id: 'stats.wins' }),
  rate: () => msg('Win rate', { id: 'stats.rate' }),
  average: () => msg('Average score', { id: 'stats.average' }),
  best: () => msg('Best score', { id: 'stats.best' }),
};

/** "1 game on this device is damaged…": damaged rows say so, since no list here shows them one by one. */
export function damagedText(n: number): string {
  return plural(n, {
    one: () => msg('One game on this device cannot be counted: its data is damaged.', { id: 'stats.damaged.one' }),
    other: () => msg(str`${n} games on this device cannot be counted: their data is damaged.`, { id: 'stats.damaged' }),
  });
}

export function summaryLine(finished: number, open: number): string {
  const games = plural(finished, {
    one: () => msg(str`From ${finished} finished game on this device`, { id: 'stats.summary.one' }),
    other: () => msg(str`From ${finished} finished games on this device`, { id: 'stats.summary' }),
  });
  if (!open) return `${games}${msg('.', { id: 'stats.summary.end' })}`;
  const notCounted = plural(open, {
    one: () => msg(str`; ${open} in progress is not counted.`, { id: 'stats.summary.open.one' }),
    other: () => msg(str`; ${open} in progress are not counted.`, { id: 'stats.summary.open' }),
  });
  return `${games}${notCounted}`;
}
