/**
 * The players' seats of a new-game form, one part for both forms (Diamonds: ../diamonds/new-game/new-game.ts,
 * Diam's: ../diams/new-game/new-game.ts). `PlayerSeats` holds the names in seating order, each with
 * an id that stays with it through moves (so choices that name a seat follow it): add, remove,
 * rename, move, and where focus goes after each. `renderSeats` draws them into the form's own
 * shadow root (its styles are the form's), each form saying how: visible labels or aria-labels,
 * move buttons or none, the `data-player` hooks, an error line under each name.
 * `seatProblems` says what is wrong with each name (../shared/name-problem.ts); each form words a
 * missing or repeated name its own way.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { msg, str } from '@lit/localize';
import { MAX_NAME_LENGTH, normalName } from '../../rules/player-name';
import { typedNameProblem } from '../shared/name-problem';

export interface SeatRow {
  /** Stable across moves, so choices that name a row (dealer, thief) follow it. */
  id: number;
  name: string;
}

export type SeatChange = 'add' | 'remove' | 'rename' | 'move';

export interface SeatsSettings {
  min: number;
  max: number;
  /** After a removal, focus the first name ('first') or the one now in the removed seat's place ('same'). */
  afterRemove: 'first' | 'same';
  /** Told after every change, with the seat added, removed, renamed or moved. */
  changed?: (change: SeatChange, seat: SeatRow) => void;
}

/** Moves row `index` by `delta` places; the list is returned unchanged at either end. */
export function moved<T>(rows: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  const [row] = next.splice(index, 1);
  if (row !== undefined) next.splice(to, 0, row);
  return next;
}

export class PlayerSeats implements ReactiveController {
  rows: SeatRow[] = [
    { id: 1, name: '' },
    { id: 2, name: '' },
  ];
  private nextId = 3;
  /** After a change, what to give focus to (the node it was on moved or went). */
  private refocus: string | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    readonly settings: SeatsSettings,
  ) {
    host.addController(this);
  }

  get names(): string[] {
    return this.rows.map((r) => r.name);
  }

  /** Seats these rows, keeping their ids (a kept form put back). */
  setRows(rows: readonly SeatRow[]): void {
    this.rows = rows.map((r) => ({ ...r }));
    this.nextId = Math.max(0, ...rows.map((r) => r.id)) + 1;
    this.host.requestUpdate();
  }

  /** Seats these names, each a new seat. */
  setNames(names: readonly string[]): void {
    this.rows = names.map((name) => ({ id: this.nextId++, name }));
    this.host.requestUpdate();
  }

  rename(id: number, name: string): void {
    this.rows = this.rows.map((r) => (r.id === id ? { ...r, name } : r));
    this.update('rename', { id, name });
  }

  /** Adds a seat; a blank one takes the focus, ready to be typed in. */
  add(name = ''): void {
    if (this.rows.length >= this.settings.max) return;
    const seat = { id: this.nextId++, name };
    this.rows = [...this.rows, seat];
    this.refocus = name ? null : `#name-${seat.id}`;
    this.update('add', seat);
  }

  remove(id: number): void {
    const index = this.rows.findIndex((r) => r.id === id);
    const seat = this.rows[index];
    if (!seat || this.rows.length <= this.settings.min) return;
    this.rows = this.rows.filter((r) => r.id !== id);
    const next = this.settings.afterRemove === 'first' ? this.rows[0] : this.rows[Math.min(index, this.rows.length - 1)];
    this.refocus = `#name-${next?.id ?? ''}`;
    this.update('remove', seat);
  }

  /** Moves a seat up (-1) or down (1); focus stays on the button, or its twin once at the list's end. */
  move(index: number, delta: -1 | 1): void {
    const seat = this.rows[index];
    if (!seat) return;
    this.rows = moved(this.rows, index, delta);
    const to = index + delta;
    const atEnd = to === 0 || to === this.rows.length - 1;
    const up = delta < 0 !== atEnd;
    this.refocus = `#${up ? 'up' : 'down'}-${seat.id}`;
    this.update('move', seat);
  }

  hostUpdated(): void {
    if (!this.refocus) return;
    this.host.shadowRoot?.querySelector<HTMLElement>(this.refocus)?.focus();
    this.refocus = null;
  }

  private update(change: SeatChange, seat: SeatRow): void {
    this.settings.changed?.(change, seat);
    this.host.requestUpdate();
  }
}

/** What is wrong with one name: nothing, blank, refused (already worded) or the same as an earlier one. */
export type SeatProblem = { kind: 'none' } | { kind: 'blank'; number: number } | { kind: 'refused'; text: string } | { kind: 'twice'; name: string };

export function seatProblems(names: readonly string[]): SeatProblem[] {
  const seen = new Set<string>();
  return names.map((raw, i): SeatProblem => {
    const name = normalName(raw);
    const number = i + 1;
    if (name === '') return { kind: 'blank', number };
    const text = typedNameProblem(raw, number);
    if (text) return { kind: 'refused', text };
    if (seen.has(name)) return { kind: 'twice', name };
    seen.add(name);
    return { kind: 'none' };
  });
}

/** How a form draws its seats. */
export interface SeatsLook {
  /** 'list': numbered rows (`ol.seats`) with aria-labels; 'fields': a visibly labelled field each (`div.name`). */
  layout: 'list' | 'fields';
  /** Move-up / move-down buttons on each row. */
  move: boolean;
  /** `data-player="<index>"` on each input. */
  dataPlayer: boolean;
  /** The label of seat `number` (1-based) whose name, or "Player n", is `shown`. */
  label: (number: number) => string;
  removeLabel: (number: number, shown: string) => string;
  removeText: string;
  /** The remove button's class; at the fewest players it is disabled ('disable') or not drawn ('hide'). */
  removeClass: string;
  atMin: 'disable' | 'hide';
  /** Each seat's problem ('' none), shown under its field; omitted: no error lines at all. */
  problems?: readonly string[];
}

/** A seat's name as the form shows it elsewhere: typed, or "Player n". */
export function shownName(row: SeatRow, i: number): string {
  const number = i + 1;
  return row.name.trim() || msg(str`Player ${number}`, { id: 'new.player' });
}

export function renderSeats(seats: PlayerSeats, look: SeatsLook): TemplateResult {
  const rows = seats.rows;
  const n = rows.length;
  const seat = (row: SeatRow, i: number): TemplateResult => {
    const number = i + 1;
    const shown = shownName(row, i);
    const problem = look.problems?.[i] ?? '';
    const input = html`<input
      type="text"
      id="name-${row.id}"
      aria-label=${look.layout === 'list' ? look.label(number) : nothing}
      autocomplete="off"
      autocapitalize="words"
      maxlength=${MAX_NAME_LENGTH}
      data-player=${look.dataPlayer ? i : nothing}
      .value=${row.name}
      aria-invalid=${look.problems ? (problem ? 'true' : 'false') : nothing}
      aria-describedby=${problem ? `name-error-${i}` : nothing}
      @input=${(e: Event) => seats.rename(row.id, (e.target as HTMLInputElement).value)}
    />`;
    const moves = look.move
      ? html`<button
            type="button"
            class="icon"
            id="up-${row.id}"
            aria-label=${msg(str`Move ${shown} up`, { id: 'new.player.up' })}
            ?disabled=${i === 0}
            @click=${() => seats.move(i, -1)}
          >
            ↑
          </button>
          <button
            type="button"
            class="icon"
            id="down-${row.id}"
            aria-label=${msg(str`Move ${shown} down`, { id: 'new.player.down' })}
            ?disabled=${i === n - 1}
            @click=${() => seats.move(i, 1)}
          >
            ↓
          </button>`
      : nothing;
    const atMin = n <= seats.settings.min;
    const remove =
      atMin && look.atMin === 'hide'
        ? nothing
        : html`<button
            type="button"
            class=${look.removeClass}
            aria-label=${look.removeLabel(number, shown)}
            ?disabled=${atMin}
            @click=${() => seats.remove(row.id)}
          >
            ${look.removeText}
          </button>`;
    if (look.layout === 'list') return html`<li>${input}${moves}${remove}</li>`;
    return html`<div class="name">
        <label>${look.label(number)} ${input}</label>
        ${moves}${remove}
      </div>
      ${problem ? html`<p class="field-error" id="name-error-${i}">${problem}</p>` : nothing}`;
  };
  const all = repeat(rows, (row) => row.id, seat);
  return look.layout === 'list' ? html`<ol class="seats">${all}</ol>` : html`${all}`;
}
