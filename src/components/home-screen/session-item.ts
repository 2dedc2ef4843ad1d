/** One session in a list: a link to it with its game, players, date, status and standings. */
import { html, nothing, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import type { SessionRow } from '../../store/index.js';
import {
  formatDate,
  gameName,
  nameList,
  playerList,
  standingsText,
  statusLabel,
} from '../shared/format.js';
import { damagedGameText } from '../shared/damaged-row.js';
import { href } from '../shared/router.js';

/** What a Delete button says once tapped: the next tap deletes. */
const again = (): string => msg('Tap again to delete', { id: 'home.delete.again' });

/**
 * `onDelete` gives the item a Delete button (the list offers an undo afterwards); `armed`: it was
 * tapped once, and says that the next tap deletes.
 */
export function sessionItem(session: SessionRow, onDelete?: (session: SessionRow) => void, armed = false): TemplateResult {
  const finished = session.status === 'finished';
  return html`<li class="item">
    <a class="session" href=${href({ name: 'session', id: session.id })}>
      <span class="line">
        <span class="game">${gameName(session.game)}</span>
        <span class="status ${session.status}">${statusLabel(session.status)}</span>
      </span>
      <span class="players">${playerList(session.players)}</span>
      ${session.standings.length
        ? html`<span class="standings">${standingsText(session.standings)}</span>`
        : nothing}
      ${finished && session.winners.length
        ? html`<span class="winners">${msg(str`Won by ${nameList(session.winners)}`, { id: 'home.won-by' })}</span>`
        : nothing}
      <span class="date muted">
        ${finished ? msg('Finished', { id: 'status.finished' }) : msg('Last move', { id: 'home.last-move' })}
        <time datetime=${new Date(session.updatedAt).toISOString()}
          >${formatDate(session.updatedAt)}</time
        >
      </span>
    </a>
    ${onDelete
      ? html`<button
          type="button"
          class="delete ${armed ? 'armed' : ''}"
          aria-label=${armed ? nothing : msg(str`Delete the game of ${playerList(session.players)}`, { id: 'home.delete.label' })}
          @click=${() => onDelete(session)}
        >
          ${armed ? again() : msg('Delete', { id: 'home.delete' })}
        </button>`
      : nothing}
  </li>`;
}

/** A stored game the list cannot show: it says so, and can still be deleted when it has an id. */
export function damagedItem(row: SessionRow, onDelete?: (session: SessionRow) => void, armed = false): TemplateResult {
  const deletable = onDelete && typeof row.id === 'string' && row.id !== '';
  return html`<li class="item damaged">
    <p class="card warning">${damagedGameText()}</p>
    ${deletable
      ? html`<button
          type="button"
          class="delete ${armed ? 'armed' : ''}"
          aria-label=${armed ? nothing : msg('Delete the damaged game', { id: 'home.damaged.delete' })}
          @click=${() => onDelete(row)}
        >
          ${armed ? again() : msg('Delete', { id: 'home.delete' })}
        </button>`
      : nothing}
  </li>`;
}
