/**
 * What a step's form holds before it is recorded (the chips picked, the magnifier, the card
 * chosen…), kept as the game's drafts (src/store/drafts.ts) as it changes, so a phone that
 * locks and reloads finds every form of the step as it was; dropped once the game's log moves on.
 *
 * Two halves, so a form deep inside a game screen needs no property threaded down to it:
 * - a form owns a `KeptFields` controller naming its fields. When connected it asks, with a
 *   `dl-draft-request` event, for what was kept under its name; after each update that changed the
 *   fields it hands them on with a `dl-draft` event. Both bubble through the shadow roots.
 * - the game screen owns a `FormDrafts`, which answers and stores them, through its session
 *   controller, for the log's current revision: a form kept at another revision (the step was
 *   recorded, undone or changed elsewhere) is not given back, and is dropped.
 *
 * Each form checks what it gets back against the shape of its own fields (one of another type, and
 * the form starts afresh): the store keeps values as given.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { emit } from '../shared/events';
import type { SessionController } from './session-controller';

export interface DraftRequest {
  name: string;
  answer: (kept: unknown) => void;
}

export interface DraftChange {
  name: string;
  value: unknown;
}

/** The key of the step's forms in the game's drafts. */
export const FORMS_KEY = 'forms';

interface Stored {
  revision: number;
  forms: Record<string, unknown>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether `kept` can stand where `start` stood: same type, an array for an array, anything plain for null. */
function fits(kept: unknown, start: unknown): boolean {
  if (start === null) return kept === null || ['number', 'string', 'boolean'].includes(typeof kept);
  if (Array.isArray(start)) return Array.isArray(kept);
  return typeof kept === typeof start && (typeof start !== 'number' || Number.isFinite(kept));
}

export class KeptFields<T extends Record<string, unknown>> implements ReactiveController {
  /**
   * True once kept fields were put back: a form that fills its fields on its first update (from
   * the game's state) leaves them as they were kept.
   */
  restored = false;
  private start: T | null = null;
  private sent = '';
  /** Whether the host has updated since it was connected. */
  private shown = false;

  /**
   * `name` tells this form's fields from the others' of the step; `read` gives them, by the names
   * of the host's own properties, which take back what was kept.
   */
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly name: () => string,
    private readonly read: () => T,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.shown = false;
    this.start ??= this.read();
    emit<DraftRequest>(this.host, 'dl-draft-request', { name: this.name(), answer: (kept) => this.restore(kept) });
    this.sent = JSON.stringify(this.read());
  }

  hostUpdated(): void {
    const value = this.read();
    const text = JSON.stringify(value);
    const shown = this.shown;
    this.shown = true;
    // The first update (and one after filledFromGame) fills the fields from the game: only the table's changes are kept.
    if (text === this.sent || !shown) {
      this.sent = text;
      return;
    }
    this.sent = text;
    emit<DraftChange>(this.host, 'dl-draft', { name: this.name(), value });
  }

  /** Call when the host fills its fields from the game (not from the table): that is not kept. */
  filledFromGame(): void {
    this.shown = false;
  }

  private restore(kept: unknown): void {
    const start = this.start;
    if (!start || !isRecord(kept)) return;
    // All or nothing: fields of another shape are not this form's, and it starts afresh.
    if (!Object.keys(start).every((key) => key in kept && fits(kept[key], start[key]))) return;
    const next = Object.fromEntries(Object.keys(start).map((key) => [key, kept[key]]));
    Object.assign(this.host, next);
    this.restored = true;
    this.host.requestUpdate();
  }
}

export class FormDrafts {
  /** The forms of the current revision as last handed on (ahead of what is committed). */
  private latest: Stored | null = null;

  constructor(
    host: HTMLElement,
    private readonly session: SessionController<unknown, unknown>,
  ) {
    host.addEventListener('dl-draft-request', (e) => {
      const { name, answer } = (e as CustomEvent<DraftRequest>).detail;
      e.stopPropagation();
      const forms = this.current();
      if (forms && name in forms) answer(forms[name]);
    });
    host.addEventListener('dl-draft', (e) => {
      e.stopPropagation();
      const { name, value } = (e as CustomEvent<DraftChange>).detail;
      const revision = this.session.view?.revision;
      if (revision === undefined) return;
      const forms = { ...(this.current() ?? {}), [name]: value };
      this.latest = { revision, forms };
      // Not awaited: the form shows what was chosen; the store keeps the writes in their order.
      void this.session.drafts.set(FORMS_KEY, this.latest);
    });
  }

  /** Drops the kept forms once the log has moved on from the revision they were kept at. */
  tidy(): void {
    const revision = this.session.view?.revision;
    const stored = this.session.drafts.values[FORMS_KEY];
    if (revision === undefined || stored === undefined || this.session.drafts.saving) return;
    if (isRecord(stored) && stored['revision'] === revision) return;
    this.latest = null;
    void this.session.drafts.set(FORMS_KEY, undefined);
  }

  /** The forms kept for the log's current revision, or null. */
  private current(): Record<string, unknown> | null {
    const revision = this.session.view?.revision;
    const latest = this.latest;
    if (latest && latest.revision === revision) return latest.forms;
    const stored = this.session.drafts.values[FORMS_KEY];
    if (!isRecord(stored) || stored['revision'] !== revision || !isRecord(stored['forms'])) return null;
    return stored['forms'];
  }
}
