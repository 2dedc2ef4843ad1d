/** One session in a list: a link to it with its game, players, date, status and standings. */
import { html, nothing, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import type { SessionRow } from '../../store/index';
import { formatDate, gameName, nameList, playerList, standingsText, statusLabel } from '../shared/format';
import { damagedGameText } from '../shared/damaged-row';
import { href } from '../shared/router';
import { keptMarks } from '../shared/kept-marks';
import { screensOf } from '../shared/games';

/**
 * Where a game in progress is: "Round 2 of 4 · trick 3 of 10 · Cy leads", or its round alone
 * between rounds and in Diam's; nothing for a row stored before this was kept.
 */
export function progressText(session: SessionRow): string {
  const p = session.status === 'in-progress' ? session.progress : undefined;
  if (!p) return '';
  const { round, rounds, trick, tricks } = p;
  const leader = p.leader === undefined ? undefined : session.players[p.leader];
  if (trick === undefined || tricks === undefined) return msg(str`Round ${round} of ${rounds}`, { id: 'home.progress.round' });
  if (leader === undefined) return msg(str`Round ${round} of ${rounds} · trick ${trick} of ${tricks}`, { id: 'home.progress.trick' });
  return msg(str`Round ${round} of ${rounds} · trick ${trick} of ${tricks} · ${leader} leads`, { id: 'home.progress.leader' });
}

/** The totals with what they count: Diam's counts victory chips, or points when its table chose so (M-WIN). */
export function totalsText(session: SessionRow): string {
  const list = standingsText(session.standings);
  return (screensOf(session.game)?.totalsIn(session.config) ?? 'points') === 'points'
    ? msg(str`Points: ${list}`, { id: 'home.totals.points' })
    : msg(str`Chips: ${list}`, { id: 'home.totals.chips' });
}

/** What a Delete button says once tapped: the next tap deletes. */
const again = (): string => msg('Tap again to delete', { id: 'home.delete.again' });

/**
 * `onDelete` gives the item a Delete button (the list offers an undo afterwards); `armed`: it was
 * tapped once, and says that the next tap deletes.
 */
export function sessionItem(session: SessionRow, onDelete?: (session: SessionRow) => void, armed = false): TemplateResult {
  const finished = session.status === 'finished';
  const progress = progressText(session);
  return html`<li class="item">
    <a class="session" href=${href({ name: 'session', id: session.id })}>
      <span class="line">
        <span class="game">${gameName(session.game)}</span>
        <span class="status ${session.status}">${statusLabel(session.status)}</span>
      </span>
      <span class="players">${playerList(session.players)}</span>
      ${keptMarks(session)}
      ${
        progress
          ? html`<span class="progress">${progress.split(' · ').map((part, i) => html`${i ? ' · ' : ''}<span class="part">${part}</span>`)}</span>`
          : nothing
      }
      ${session.standings.length ? html`<span class="standings">${totalsText(session)}</span>` : nothing}
      ${
        finished && session.winners.length
          ? html`<span class="winners">${msg(str`Won by ${nameList(session.winners)}`, { id: 'home.won-by' })}</span>`
          : nothing
      }
      <span class="date muted">
        ${finished ? msg('Finished', { id: 'status.finished' }) : msg('Last move', { id: 'home.last-move' })}
        <time datetime=${new Date(session.updatedAt).toISOString()}
          >${formatDate(session.updatedAt)}</time
        >
      </span>
    </a>
    ${
      onDelete
        ? html`<button
          type="button"
          class="delete ${armed ? 'armed' : ''}"
          aria-label=${armed ? nothing : msg(str`Delete the game of ${playerList(session.players)}`, { id: 'home.delete.label' })}
          @click=${() => onDelete(session)}
        >
          ${armed ? again() : msg('Delete', { id: 'home.delete' })}
        </button>`
        : nothing
    }
  </li>`;
}

/** A stored game the list cannot show: it says so, and can still be deleted when it has an id. */
export function damagedItem(row: SessionRow, onDelete?: (session: SessionRow) => void, armed = false): TemplateResult {
  const deletable = onDelete && typeof row.id === 'string' && row.id !== '';
  return html`<li class="item damaged">
    <p class="card warning">${damagedGameText()}</p>
    ${
      deletable
        ? html`<button
          type="button"
          class="delete ${armed ? 'armed' : ''}"
          aria-label=${armed ? nothing : msg('Delete the damaged game', { id: 'home.damaged.delete' })}
          @click=${() => onDelete(row)}
        >
          ${armed ? again() : msg('Delete', { id: 'home.delete' })}
        </button>`
        : nothing
    }
  </li>`;
}
